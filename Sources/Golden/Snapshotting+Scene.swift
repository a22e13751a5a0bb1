import Galley
import Raster

extension Snapshotting where Value == Scene, Format == Bitmap {
    /// A scene rendered to pixels with the bundled fonts, compared with the run's comparator
    /// (`GALLEY_COMPARE`), else exactly. A scene read from a file with its golden policy is a
    /// `GoldenDocument` (its `"compare"` and `"ignore"` keys apply there).
    public static var image: Snapshotting<Scene, Bitmap> { sceneImage(assertion: nil, policy: .none) }

    /// A scene rendered to pixels and compared with `comparator` (this assertion's, over the
    /// run's). Ignore rectangles are in points at the scene's `traits.scale`, element ignores
    /// (`item:ID`, `supplementary:KIND/ID`) are resolved through the rendered layout.
    /// `scale` is kept for source compatibility; the scene's scale is used.
    public static func image(comparator: ImageComparator, scale: Double = 3) -> Snapshotting<Scene, Bitmap> {
        sceneImage(assertion: comparator, policy: .none)
    }

    /// Per assertion > per scene (its policy) > global, for the comparator; ignore rules of the
    /// assertion and the scene together.
    static func sceneImage(assertion: ImageComparator?, policy: GoldenPolicy) -> Snapshotting<Scene, Bitmap> {
        Snapshotting(
            diffing: .image(comparator: assertion ?? .exact, scale: 3),
            snapshot: { scene in try SceneRenderer.shared().render(scene).bitmap },
            imageSnapshot: { scene, global in
                let renderer = try SceneRenderer.shared()
                let rendered = try renderer.render(scene)
                var comparator = assertion ?? policy.comparator ?? global
                comparator.ignore = (assertion?.ignore ?? []) + policy.ignore
                let (resolved, diagnostics) = comparator.resolvingIgnores(in: rendered.layout)
                return ImageSnapshot(
                    bitmap: rendered.bitmap, layout: rendered.layout, comparator: resolved,
                    scale: scene.traits.scale, pixelLimit: renderer.pixelLimit, diagnostics: diagnostics)
            })
    }
}

extension Snapshotting where Value == GoldenDocument, Format == Bitmap {
    /// A scene or display list file rendered to pixels, compared with the scene's own
    /// `"compare"` comparator, else the run's (`GALLEY_COMPARE`), else exactly; the scene's
    /// `"ignore"` rules apply, element ignores resolved through its layout.
    public static var image: Snapshotting<GoldenDocument, Bitmap> { documentImage(assertion: nil) }

    /// A document rendered to pixels and compared with `comparator` (this assertion's, over the
    /// scene's and the run's); the comparator's and the scene's ignore rules both apply.
    public static func image(comparator: ImageComparator) -> Snapshotting<GoldenDocument, Bitmap> {
        documentImage(assertion: comparator)
    }

    static func documentImage(assertion: ImageComparator?) -> Snapshotting<GoldenDocument, Bitmap> {
        Snapshotting(
            diffing: .image(comparator: assertion ?? .exact, scale: 3),
            snapshot: { document in
                switch document.document {
                case .scene(let scene): return try Snapshotting<Scene, Bitmap>.image.snapshot(scene)
                case .displayList(let list): return try Snapshotting<DisplayList, Bitmap>.image.snapshot(list)
                }
            },
            imageSnapshot: { document, global in
                switch document.document {
                case .scene(let scene):
                    return try Snapshotting<Scene, Bitmap>.sceneImage(assertion: assertion, policy: document.policy).imageSnapshot!(scene, global)
                case .displayList(let list):
                    return try Snapshotting<DisplayList, Bitmap>.image.imageSnapshot!(list, assertion ?? global)
                }
            })
    }
}

extension Snapshotting where Value == Scene, Format == String {
    /// A scene's layout attributes as stable text (what moved, not only which pixels).
    public static var layoutDump: Snapshotting<Scene, String> {
        Snapshotting<String, String>.lines.pullback { (scene: Scene) throws -> String in
            let (layout, _, _) = try SceneRenderer.shared().displayList(for: scene)
            return layout.dump()
        }
    }
}

extension Snapshotting where Value == DisplayList, Format == Bitmap {
    /// A display list drawn with the bundled fonts; image sources relative to the working directory.
    public static var image: Snapshotting<DisplayList, Bitmap> {
        Snapshotting(
            diffing: .image(comparator: .exact, scale: 1),
            snapshot: { list in try SceneRenderer.shared().rasterize(list, baseDirectory: ".") },
            imageSnapshot: { list, global in
                let renderer = try SceneRenderer.shared()
                return ImageSnapshot(
                    bitmap: try renderer.rasterize(list, baseDirectory: "."), comparator: global,
                    scale: list.scale, pixelLimit: renderer.pixelLimit)
            })
    }
}
