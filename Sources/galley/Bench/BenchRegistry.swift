import Galley
import Geometry
import Typesetting

/// Every workload `galley bench` knows, in a fixed order.
enum BenchRegistry {
    static func all() throws -> [BenchWorkload] {
        let renderer = try SceneRenderer.shared()
        let typesetter = Typesetter(registry: renderer.fonts)
        let body = TextAttributes(font: .system(size: 17), color: .black)
        // Layout workloads measure real text: the height of a 17 pt paragraph at a width.
        let measure: (String, Double) -> Double = { text, width in
            (try? typesetter.layout(text, attributes: body, width: width).size.height) ?? 0
        }
        return BenchWorkload.diffWorkloads()
            + BenchWorkload.pngWorkloads()
            + BenchWorkload.textWorkloads()
            + BenchWorkload.rasterWorkloads(glyphs: renderer.fonts)
            + BenchWorkload.layoutWorkloads(measure: measure)
            + BenchWorkload.renderWorkloads(renderer: { renderer })
    }
}
