import Galley

/// Every workload `galley bench` knows, in a fixed order.
enum BenchRegistry {
    static func all() throws -> [BenchWorkload] {
        let renderer = { try SceneRenderer.shared() }
        return BenchWorkload.diffWorkloads()
            + BenchWorkload.pngWorkloads()
            + BenchWorkload.textWorkloads()
            + BenchWorkload.renderWorkloads(renderer: renderer)
    }
}
