import Galley
import Geometry
import Typesetting

/// Every workload `galley-bench` knows, in a fixed order: a table of groups, each with the names
/// of its workloads and the function that makes them. `--list` and `--filter` read the names
/// alone; only the groups a run selects are made (fonts loaded, corpora generated).
enum BenchRegistry {
    struct Group: Sendable {
        var names: [String]
        var make: @Sendable (Shared) throws -> [BenchWorkload]
    }

    /// What several groups use, made once, when the first group that needs it is made.
    final class Shared {
        private var made: (renderer: SceneRenderer, measure: (String, Double) -> Double)?

        func renderer() throws -> SceneRenderer { try values().renderer }

        /// The height of a 17 pt paragraph at a width: layout workloads measure real text.
        func measure() throws -> (String, Double) -> Double { try values().measure }

        private func values() throws -> (renderer: SceneRenderer, measure: (String, Double) -> Double) {
            if let made { return made }
            let renderer = try SceneRenderer.shared()
            // No shaped-text cache: every workload measures its text afresh, so 10k and 100k items
            // compare like with like (a cache that holds 10k strings but not 100k would not). The
            // word cache stays, as in every renderer's typesetter: since shaping is HarfBuzz's it is
            // how a word is shaped once (the workload's 16 words fit it at 10k and 100k alike);
            // without it 80 % of layout.10k.cold was HarfBuzz shaping the same words again.
            let typesetter = Typesetter(registry: renderer.fonts, cacheCapacity: 0, wordCacheCapacity: 1024)
            let body = TextAttributes(font: .system(size: 17), color: .black)
            let measure: (String, Double) -> Double = { text, width in
                (try? typesetter.sizeThatFits(AttributedText(text, attributes: body), width: width).height) ?? 0
            }
            made = (renderer, measure)
            return (renderer, measure)
        }
    }

    static let groups: [Group] = [
        Group(names: [
            "diff.5k", "diff.5k.arrays", "diff.5k.stdlib", "diff.100k", "diff.100k.arrays", "diff.100k.stdlib", "diff.1m",
            "diff.100k.sections",
        ]) { _ in BenchWorkload.diffWorkloads() },
        Group(names: ["png.encode", "png.encode.libdeflate", "png.decode"]) { _ in BenchWorkload.pngWorkloads() },
        Group(names: ["compare.equal", "compare.perceptual"]) { _ in BenchWorkload.compareWorkloads() },
        Group(names: ["text.measure.cold", "text.measure.warm", "text.bidi.1mb"]) { _ in BenchWorkload.textWorkloads() },
        Group(names: [
            "raster.feed", "raster.feed.noshadow", "raster.fill", "raster.stroke", "raster.line", "raster.shadow",
            "raster.clip", "raster.gradient", "raster.image", "raster.glyphs",
        ]) { shared in
            BenchWorkload.rasterWorkloads(glyphs: try shared.renderer().fonts)
        },
        Group(names: ["layout.10k.cold", "layout.10k.warm", "layout.10k.list", "layout.100k"]) { shared in
            BenchWorkload.layoutWorkloads(measure: try shared.measure())
        },
        Group(names: ["render.settings", "render.wrapping", "render.korean"]) { shared in
            BenchWorkload.renderWorkloads(renderer: shared.renderer)
        },
        Group(names: [
            "content.measure.10k.cold", "content.measure.10k.warm", "content.measure.10k.text", "content.measure.10k.shown",
            "render.families", "render.families.draw.cold", "render.families.draw.warm", "render.families.raster",
            "render.families.png",
        ]) { shared in
            BenchWorkload.contentWorkloads(fonts: try shared.renderer().fonts)
        },
        Group(names: ["verify.gallery", "verify.baseline", "verify.baseline.rendered"]) { shared in
            BenchWorkload.verifyWorkloads(renderer: try shared.renderer())
        },
        Group(names: ["e2e.feed", "uikit.feed"]) { shared in
            let renderer = try shared.renderer()
            return BenchWorkload.endToEndWorkloads(renderer: renderer) + [BenchWorkload.uikitFeedWorkload(renderer: renderer)]
        },
        Group(names: ["gallery.all", "gallery.audit", "audit.gallery"]) { shared in BenchWorkload.galleryWorkloads(renderer: try shared.renderer()) },
        Group(names: ["design.diff.onekey", "design.diff.onekey.warm", "design.diff.broad", "design.record", "design.diff.tworenders"]) { shared in
            BenchWorkload.designWorkloads(renderer: try shared.renderer())
        },
        Group(names: ["tokens.import"]) { _ in BenchWorkload.tokenWorkloads() },
        Group(names: [
            "autolayout.solve.100", "autolayout.solve.100.edit", "autolayout.solve.1000", "autolayout.solve.1000.edit",
            "autolayout.solve.10000", "autolayout.solve.10000.edit",
        ]) { _ in BenchWorkload.autoLayoutWorkloads() },
        Group(names: ["uikit.cells.10k.cold", "uikit.cells.10k.warm", "uikit.cells.10k.solve"]) { _ in BenchWorkload.uikitCellsWorkloads() },
    ]

    /// Every workload name, in order.
    static var names: [String] { groups.flatMap(\.names) }

    /// The workloads named in `selected`, in order, making only the groups that hold one.
    static func make(_ selected: Set<String>) throws -> [BenchWorkload] {
        let shared = Shared()
        var out: [BenchWorkload] = []
        for group in groups where group.names.contains(where: selected.contains) {
            let made = try group.make(shared)
            // The table's names are what `--list` prints: a group that makes others is a bug here.
            guard made.map(\.name) == group.names else {
                throw BenchTableError(listed: group.names, made: made.map(\.name))
            }
            out += made.filter { selected.contains($0.name) }
        }
        return out
    }
}

/// A group made workloads other than the ones the table lists for it.
struct BenchTableError: Error, CustomStringConvertible {
    var listed: [String]
    var made: [String]
    var description: String {
        "the bench table lists \(listed.joined(separator: ", ")) but the group made \(made.joined(separator: ", "))"
    }
}
