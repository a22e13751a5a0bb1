/// Small, hand-kept character properties the shaper needs (the line-break classes
/// come from the generated UAX #14 table instead).
enum ScalarProperties {
    /// Characters that end a line (UAX #14 classes BK, CR, LF, NL).
    @inline(__always) static func isNewline(_ v: UInt32) -> Bool {
        v == 0x0A || v == 0x0D || v == 0x0B || v == 0x0C || v == 0x85 || v == 0x2028 || v == 0x2029
    }

    /// Newlines that also end a paragraph (all but U+2028 LINE SEPARATOR).
    @inline(__always) static func isParagraphSeparator(_ v: UInt32) -> Bool { isNewline(v) && v != 0x2028 }

    /// Spaces that hang at the end of a line (excluded from its width).
    @inline(__always) static func isWhitespace(_ v: UInt32) -> Bool {
        v == 0x20 || v == 0x09 || v == 0x3000 || v == 0x1680 || (v >= 0x2000 && v <= 0x200A && v != 0x2007) || v == 0x205F
    }

    /// Default-ignorable and control characters: drawn as nothing, zero width
    /// (soft hyphen, zero-width space/joiners, bidi controls, variation selectors, BOM,
    /// other C0/C1 controls).
    @inline(__always) static func isInvisible(_ v: UInt32) -> Bool {
        if v < 0x20 { return true }
        if v < 0x7F { return false }
        if v <= 0x9F { return true }
        if v < 0x00AD { return false }
        switch v {
        case 0x00AD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180B...0x180F, 0x200B...0x200F,
            0x202A...0x202E, 0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0, 0xFFF0...0xFFF8,
            0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE0FFF:
            return true
        default:
            return false
        }
    }

    /// Combining marks and joiners that belong to the preceding character's cluster
    /// (used to keep a cluster in one font when falling back).
    @inline(__always) static func isMark(_ v: UInt32) -> Bool {
        if v < 0x0300 { return false }
        switch v {
        case 0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05BD, 0x05BF, 0x05C1, 0x05C2, 0x05C4, 0x05C5, 0x05C7,
            0x0610...0x061A, 0x064B...0x065F, 0x0670, 0x06D6...0x06DC, 0x06DF...0x06E4, 0x06E7, 0x06E8, 0x06EA...0x06ED,
            0x1160...0x11FF, 0xD7B0...0xD7FF, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x200C, 0x200D, 0x20D0...0x20FF,
            0x302A...0x302F, 0x3099, 0x309A, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0x1F3FB...0x1F3FF, 0xE0100...0xE01EF:
            return true
        default:
            return false
        }
    }

    /// Strong right-to-left characters (Hebrew, Arabic, Syriac, Thaana, NKo, …, and their
    /// presentation forms).
    @inline(__always) static func isRightToLeft(_ v: UInt32) -> Bool {
        if v < 0x0590 { return false }
        return (v <= 0x08FF) || (v >= 0xFB1D && v <= 0xFDFF) || (v >= 0xFE70 && v <= 0xFEFE)
            || (v >= 0x10800 && v <= 0x10FFF) || (v >= 0x1E800 && v <= 0x1EFFF)
    }
}
