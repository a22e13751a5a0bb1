/// UAX #14 line-break classes after rule LB1's default resolution (AI, SG, XX → AL;
/// SA → CM or AL; CJ → NS), plus three internal refinements the rules need:
/// `opEastAsian`/`cpEastAsian` (East_Asian_Width F/W/H, exempt from LB30) and
/// `idPictographic` (unassigned Extended_Pictographic, LB30b). Raw values index the
/// generated table; the order matches `generate_linebreak.py`'s `CLASSES`.
enum LineBreakClass: UInt8, CaseIterable {
    case BK, CR, LF, NL, SP, ZW, WJ, GL, CM, ZWJ, AL, HL, NU, PR, PO
    case OP, CP, CL, IS, SY, EX, QU, BA, BB, B2, HY, NS, ID, IN, EB, EM
    case H2, H3, JL, JV, JT, RI, CB
    case opEastAsian, cpEastAsian, idPictographic
}
