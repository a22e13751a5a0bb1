import Galley
import Raster

extension Snapshotting where Value == Scene, Format == Bitmap {
    /// A scene rendered to pixels with the bundled fonts, compared exactly.
    public static var image: Snapshotting<Scene, Bitmap> { .image(tolerance: .exact) }

    /// A scene rendered to pixels, compared with a tolerance.
    public static func image(tolerance: ImageTolerance) -> Snapshotting<Scene, Bitmap> {
        Snapshotting<Bitmap, Bitmap>.image(tolerance: tolerance).pullback { (scene: Scene) throws -> Bitmap in
            try SceneRenderer.shared().render(scene).bitmap
        }
    }
}

extension Snapshotting where Value == Scene, Format == Bitmap {
    /// A scene rendered to pixels and compared with `comparator`; its ignore rectangles are in
    /// points at `scale` (the scene's `traits.scale`, 3 by default). Element ignores need the
    /// layout: use `ImageComparator.resolvingIgnores(in:)` first, or `galley verify`, which does.
    public static func image(comparator: ImageComparator, scale: Double = 3) -> Snapshotting<Scene, Bitmap> {
        Snapshotting<Bitmap, Bitmap>.image(comparator: comparator, scale: scale).pullback { (scene: Scene) throws -> Bitmap in
            try SceneRenderer.shared().render(scene).bitmap
        }
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
        Snapshotting<Bitmap, Bitmap>.image.pullback { (list: DisplayList) throws -> Bitmap in
            try SceneRenderer.shared().rasterize(list, baseDirectory: ".")
        }
    }
}
