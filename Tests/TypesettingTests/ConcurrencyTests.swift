import Geometry
import Testing

@testable import Typesetting

/// One registry and typesetter shared by many tasks: same results as one at a time.
@Suite struct ConcurrencyTests {
    @Test func concurrentLayoutsAndOutlinesAgreeWithSerialOnes() async throws {
        let shared = Typesetter(registry: sharedRegistry, cacheCapacity: 4096)  // small: entries get evicted meanwhile
        let texts = (0..<64).map { i in "Row \(i): 설정 \(i * 7) galley proof AVATAR 교정쇄 \(String(repeating: "x", count: i % 9))" }
        let serial = try texts.map { try Typesetter(registry: sharedRegistry, cacheCapacity: 0).layout($0, attributes: attrs(), width: 150).description }
        let results = try await withThrowingTaskGroup(of: (Int, String, Int).self) { group in
            for round in 0..<4 {
                for (i, t) in texts.enumerated() {
                    group.addTask {
                        let l = try shared.layout(t, attributes: attrs(), width: 150)
                        var pathElements = 0
                        for run in l.glyphRuns(at: .zero) {
                            for g in run.glyphs { pathElements += try sharedRegistry.glyphOutline(font: run.font, glyph: g).elements.count }
                        }
                        return (i + round * 0, l.description, pathElements)
                    }
                }
            }
            var out: [(Int, String, Int)] = []
            for try await r in group { out.append(r) }
            return out
        }
        #expect(results.count == texts.count * 4)
        for (i, description, elements) in results {
            #expect(description == serial[i])
            #expect(elements > 0)
        }
    }

    @Test func oddButLegalInputsHaveDefinedResults() throws {
        let spaces = try typesetter.layout("   ", attributes: attrs(), width: 100)
        #expect(spaces.lines.count == 1 && spaces.size.width == 0 && close(spaces.size.height, dejaVu(2384)))
        // Negative letter spacing: pens move backwards; layout still ends.
        let squeezed = try typesetter.layout("Hello world Hello world", attributes: attrs(kern: -30), width: 50)
        #expect(squeezed.lines.count >= 1)
        // Huge sizes and widths.
        let huge = try typesetter.layout("Hi", attributes: attrs(10_000), width: 1e300)
        #expect(huge.size.width.isFinite && huge.lines.count == 1)
        // Empty runs between runs.
        var t = AttributedText("a", attributes: attrs())
        t.append("", attributes: attrs(30))
        t.append("b", attributes: attrs())
        #expect(try typesetter.layout(t, width: 100).glyphRuns(at: .zero).flatMap(\.glyphs) == [68, 69])
    }
}
