import Galley
import Golden
import Raster

extension Snapshotting where Value == Scene, Format == String {
    /// What VoiceOver reads on a scene's screen, in its order, as stable text
    /// (`AccessibilityTree.dump()`): one line per element with its label, value, hint, traits,
    /// frame and place in the scene. A text golden.
    public static var accessibilityTree: Snapshotting<Scene, String> {
        Snapshotting<String, String>.lines.pullback { (scene: Scene) throws -> String in
            try SceneRenderer.shared().accessibilityTree(for: scene).dump()
        }
    }
}

extension Snapshotting where Value == Scene, Format == Bitmap {
    /// The accessibility snapshot of a scene (`AccessibilityImage`): the screen with each element
    /// outlined and numbered in reading order, and the legend beside it; compared exactly (or by
    /// the run's `GALLEY_COMPARE`).
    public static var accessibilityImage: Snapshotting<Scene, Bitmap> { accessibilityImage(baseDirectory: ".") }

    /// The accessibility snapshot of a scene whose image sources are relative to `baseDirectory`
    /// (the scene file's folder).
    public static func accessibilityImage(baseDirectory: String) -> Snapshotting<Scene, Bitmap> {
        Snapshotting(
            diffing: .image(comparator: .exact, scale: 3),
            snapshot: { scene in try SceneRenderer.shared().accessibilityImage(of: scene, baseDirectory: baseDirectory) },
            imageSnapshot: { scene, global in
                let renderer = try SceneRenderer.shared()
                let rendered = try renderer.render(scene, baseDirectory: baseDirectory)
                return ImageSnapshot(
                    bitmap: try renderer.accessibilityImage(of: rendered, baseDirectory: baseDirectory),
                    comparator: global, scale: scene.traits.scale, pixelLimit: renderer.pixelLimit, diagnostics: [])
            })
    }
}

extension Snapshotting where Value == Scene, Format == String {
    /// The accessibility audit of a scene (`AccessibilityAudit`) as a text golden: one finding per
    /// line (rule, element, subject, what was measured). The golden is the suite's audit baseline:
    /// recorded once, it accepts the findings it lists, and a new finding (or one gone) fails with
    /// the line that changed.
    public static var accessibilityAudit: Snapshotting<Scene, String> { accessibilityAudit(baseDirectory: ".") }

    /// The audit of a scene whose image sources are relative to `baseDirectory`.
    public static func accessibilityAudit(baseDirectory: String) -> Snapshotting<Scene, String> {
        Snapshotting<String, String>.lines.pullback { (scene: Scene) throws -> String in
            let findings = try AccessibilityAudit.audit(scene, screen: "screen", renderer: SceneRenderer.shared(), baseDirectory: baseDirectory)
            let lines = findings.map { f in
                "\(f.rule.rawValue): \(f.element)" + (f.subject.isEmpty ? "" : " \(AccessibilityTree.quote(f.subject))") + ": \(f.detail)"
            }
            return "\(findings.count) finding\(findings.count == 1 ? "" : "s")\n" + lines.map { $0 + "\n" }.joined()
        }
    }
}
