import Galley
import Raster

extension Snapshotting where Value == Scene, Format == Bitmap {
    /// A scene rendered to pixels with the bundled fonts, compared with the scene's own
    /// `comparator` (its `"compare"` key), else the run's (`GALLEY_COMPARE`), else exactly;
    /// the scene's `ignore` rules apply, element ignores resolved through its layout.
    public static var image: Snapshotting<Scene, Bitmap> { sceneImage(assertion: nil) }

    /// A scene rendered to pixels, compared with a tolerance (this assertion's, over the scene's).
    public static func image(tolerance: ImageTolerance) -> Snapshotting<Scene, Bitmap> {
        sceneImage(assertion: tolerance.comparator)
    }

    /// A scene rendered to pixels and compared with `comparator` (this assertion's, over the
    /// scene's and the run's). Ignore rules of the comparator and of the scene both apply;
    /// rectangles are in points at the scene's `traits.scale`, element ignores
    /// (`item:ID`, `supplementary:KIND/ID`) are resolved through the rendered layout.
    /// `scale` is kept for source compatibility; the scene's scale is used.
    public static func image(comparator: ImageComparator, scale: Double = 3) -> Snapshotting<Scene, Bitmap> {
        sceneImage(assertion: comparator)
    }

    /// Per assertion > per scene > global, for the comparator; ignore rules of the assertion and
    /// the scene together.
    static func sceneImage(assertion: ImageComparator?) -> Snapshotting<Scene, Bitmap> {
        Snapshotting(
            diffing: .image(comparator: assertion ?? .exact, scale: 3),
            snapshot: { scene in try SceneRenderer.shared().render(scene).bitmap },
            imageSnapshot: { scene, global in
                let renderer = try SceneRenderer.shared()
                let rendered = try renderer.render(scene)
                var comparator = assertion ?? scene.comparator ?? global
                comparator.ignore = (assertion?.ignore ?? []) + scene.ignore
                let (resolved, diagnostics) = comparator.resolvingIgnores(in: rendered.layout)
                return ImageSnapshot(bitmap: rendered.bitmap, layoutDump: rendered.layout.dump(), comparator: resolved,
                                     scale: scene.traits.scale, pixelLimit: renderer.pixelLimit, diagnostics: diagnostics)
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
                return ImageSnapshot(bitmap: try renderer.rasterize(list, baseDirectory: "."), comparator: global,
                                     scale: list.scale, pixelLimit: renderer.pixelLimit)
            })
    }
}
