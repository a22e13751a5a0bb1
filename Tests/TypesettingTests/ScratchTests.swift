import Testing
@testable import Typesetting

@Test func scratch() throws {
    let r = sharedRegistry
    print(r.familyNames, r.fontNames, r.fallbackFamilies)
    for f in r.faces { print(f.name, f.familyName, f.isBold, f.metrics, f.glyphCount, f.kerning.pairCount) }
    let l = try typesetter.layout("Hello, World! AVATAR To. 안녕하세요 세계 a\u{301}", attributes: attrs(), width: 120)
    print(l)
    let t = try typesetter.layout("The quick brown fox jumps over the lazy dog", attributes: attrs(), style: ParagraphStyle(lineBreakMode: .byTruncatingTail, numberOfLines: 1), width: 150)
    print(t)
}
