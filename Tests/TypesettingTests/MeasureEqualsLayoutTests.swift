import Geometry
import Testing

@testable import Typesetting

/// `sizeThatFits` takes a path that builds no lines; it must report exactly the size of
/// the layout that draws (measured = drawn), for every kind of text and style.
@Suite struct MeasureEqualsLayoutTests {
    static let pieces = [
        "Hello", "world,", "galley", "proof", "갤리", "교정쇄는", "인쇄", "AVATAR", "(nested)", "3.14",
        "e\u{301}", "שלום", "\n", "\u{2029}", "—", "x", "supercalifragilisticexpialidocious", "  ",
    ]

    static func texts() -> [AttributedText] {
        var state: UInt64 = 42
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(truncatingIfNeeded: state >> 33)
        }
        var out: [AttributedText] = []
        for i in 0..<60 {
            var t = AttributedText()
            let words = 1 + next() % 25
            for w in 0..<words {
                let piece = pieces[next() % pieces.count] + (w == words - 1 ? "" : " ")
                if i % 3 == 0 && w % 4 == 0 {
                    t.append(piece, attributes: attrs(Double(11 + next() % 20), weight: next() % 2 == 0 ? .bold : .regular, kern: Double(next() % 3)))
                } else {
                    t.append(piece, attributes: attrs())
                }
            }
            out.append(t)
        }
        return out
    }

    @Test func sizeThatFitsEqualsLayoutSizeEverywhere() throws {
        let styles = [
            ParagraphStyle(),
            ParagraphStyle(lineBreakStrategy: .hangulWordPriority, lineSpacing: 3, paragraphSpacing: 7),
            ParagraphStyle(lineHeightMultiple: 1.3, minimumLineHeight: 22, maximumLineHeight: 40),
            ParagraphStyle(alignment: .justified, lineBreakMode: .byTruncatingTail, numberOfLines: 2),
            ParagraphStyle(lineBreakMode: .byCharWrapping, numberOfLines: 3),
            ParagraphStyle(alignment: .center, lineBreakMode: .byClipping, numberOfLines: 1, layoutDirection: .rightToLeft),
        ]
        for text in Self.texts() {
            for style in styles {
                for width in [0, 37.5, 120, 200, 320, 600, .infinity] {
                    let measured = try typesetter.sizeThatFits(text, style: style, width: width)
                    let laidOut = try typesetter.layout(text, style: style, width: width)
                    #expect(measured == laidOut.size, "\(text) \(style) \(width)")
                    let fresh = try Typesetter(registry: sharedRegistry, cacheCapacity: 0).sizeThatFits(text, style: style, width: width)
                    #expect(fresh == measured)
                }
            }
        }
    }
}
