extension GoldenDumps {
    /// An agenda: leading day rails (self-sizing, pinned), a trailing overlapping marker, bottom-leading footers, card backgrounds.
    static let agenda = """
contentSize 390x544
decoration(card) [0, 0] mon (0, 0, 390, 250) z=-1 radius=8
supplementary(footer) [0, 0] mon (8, 198, 183, 52) z=1
supplementary(day) [0, 0] mon (8, 108, 56, 90) z=1 pinned
supplementary(now) [0, 0] mon (370, 0, 8, 198) z=1
cell [0, 0] mon/standup (64, 6, 310, 52) z=0
cell [0, 1] mon/review (64, 62, 310, 63) z=0
cell [0, 2] mon/lunch (64, 129, 310, 63) z=0
decoration(card) [1, 0] tue (0, 262, 390, 120) z=-1 radius=8
supplementary(day) [1, 0] tue (8, 262, 56, 120) z=1 pinned
supplementary(now) [1, 0] tue (370, 262, 8, 120) z=1
cell [1, 0] tue/dentist (64, 268, 310, 30) z=0
decoration(card) [2, 0] wed (0, 394, 390, 150) z=-1 radius=8
supplementary(footer) [2, 0] wed (8, 492, 183, 52) z=1
supplementary(day) [2, 0] wed (8, 394, 56, 30) z=1 pinned
supplementary(now) [2, 0] wed (370, 394, 8, 98) z=1
cell [2, 0] wed/offsite (64, 400, 310, 52) z=0
cell [2, 1] wed/dinner (64, 456, 310, 30) z=0

"""

    /// `agenda` in right-to-left.
    static let agendaRightToLeft = """
contentSize 390x544
decoration(card) [0, 0] mon (0, 0, 390, 250) z=-1 radius=8
supplementary(footer) [0, 0] mon (199, 198, 183, 52) z=1
supplementary(day) [0, 0] mon (326, 108, 56, 90) z=1 pinned
supplementary(now) [0, 0] mon (12, 0, 8, 198) z=1
cell [0, 0] mon/standup (16, 6, 310, 52) z=0
cell [0, 1] mon/review (16, 62, 310, 63) z=0
cell [0, 2] mon/lunch (16, 129, 310, 63) z=0
decoration(card) [1, 0] tue (0, 262, 390, 120) z=-1 radius=8
supplementary(day) [1, 0] tue (326, 262, 56, 120) z=1 pinned
supplementary(now) [1, 0] tue (12, 262, 8, 120) z=1
cell [1, 0] tue/dentist (16, 268, 310, 30) z=0
decoration(card) [2, 0] wed (0, 394, 390, 150) z=-1 radius=8
supplementary(footer) [2, 0] wed (199, 492, 183, 52) z=1
supplementary(day) [2, 0] wed (326, 394, 56, 30) z=1 pinned
supplementary(now) [2, 0] wed (12, 394, 8, 98) z=1
cell [2, 0] wed/offsite (16, 400, 310, 52) z=0
cell [2, 1] wed/dinner (16, 456, 310, 30) z=0

"""
}
