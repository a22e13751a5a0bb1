import Galley
import Geometry
import Typesetting

/// Every workload `galley bench` knows, in a fixed order.
enum BenchRegistry {
    static func all() throws -> [BenchWorkload] {
        let renderer = try SceneRenderer.shared()
        // No shaped-text cache: every workload measures its text afresh, so 10k and 100k items
        // compare like with like (a cache that holds 10k strings but not 100k would not).
        let typesetter = Typesetter(registry: renderer.fonts, cacheCapacity: 0)
        let body = TextAttributes(font: .system(size: 17), color: .black)
        // Layout workloads measure real text: the height of a 17 pt paragraph at a width.
        let measure: (String, Double) -> Double = { text, width in
            (try? typesetter.sizeThatFits(AttributedText(text, attributes: body), width: width).height) ?? 0
        }
        return BenchWorkload.diffWorkloads()
            + BenchWorkload.pngWorkloads()
            + BenchWorkload.compareWorkloads()
            + BenchWorkload.textWorkloads()
            + BenchWorkload.rasterWorkloads(glyphs: renderer.fonts)
            + BenchWorkload.layoutWorkloads(measure: measure)
            + BenchWorkload.renderWorkloads(renderer: { renderer })
            + BenchWorkload.contentWorkloads(fonts: renderer.fonts)
            + BenchWorkload.verifyWorkloads(renderer: renderer)
            + BenchWorkload.endToEndWorkloads(renderer: renderer)
            + BenchWorkload.galleryWorkloads(renderer: renderer)
            + BenchWorkload.designWorkloads(renderer: renderer)
    }
}
