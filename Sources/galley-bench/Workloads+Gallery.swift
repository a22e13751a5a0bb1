import Foundation
import Galley
import GoldenReports
import Support
import Templates

extension BenchWorkload {
    /// `gallery.all`: what `galley gallery --widths 390` does — every template of the catalog at
    /// 390 pt @3x, full height, in light/dark × ltr/rtl × default/accessibilityLarge, rendered on all
    /// cores, PNG-encoded and written atomically, plus the contact sheet. Each run starts from a
    /// cold renderer (fonts loaded, no measurements cached), as a command run does. Reports images/s.
    static func galleryWorkloads(renderer: SceneRenderer) -> [BenchWorkload] {
        let entries = GalleryMatrix(widths: [390]).entries
        let jobs = ProcessInfo.processInfo.activeProcessorCount
        return [
            galleryRun("gallery.all", audit: false, renderer: renderer, entries: entries, jobs: jobs),
            // `gallery.audit`: `gallery.all` with `galley gallery --audit` (each screen's one-render
            // audits — contrast, non-text contrast, targets, labels — on the render the gallery made);
            // against `gallery.all` in the same run, what the findings column adds to the wall time.
            galleryRun("gallery.audit", audit: true, renderer: renderer, entries: entries, jobs: jobs),
            // `audit.gallery`: the accessibility audit of the same matrix (each screen rendered and
            // audited — contrast, targets, labels — and each accessibility-size screen rendered again at
            // the default size for the Dynamic Type rules), on all cores, from a cold renderer; no PNGs.
            // Compare with `gallery.all` for what audits add to a gallery run.
            BenchWorkload(
                name: "audit.gallery", runs: 3,
                setUp: {
                    let base = NSTemporaryDirectory() + "galley-bench-audit-\(ProcessInfo.processInfo.processIdentifier)/screen"
                    return {
                        let cold = SceneRenderer(fonts: renderer.fonts, pixelLimit: renderer.pixelLimit)
                        let counts = Locked([Int](repeating: -1, count: entries.count))
                        DispatchQueue.concurrentPerform(iterations: entries.count) { i in
                            let e = entries[i]
                            let n = try? AccessibilityAudit.audit(
                                e.screen.scene(e.traits, file: base + "/" + e.name + ".json"), screen: e.name, renderer: cold,
                                baseDirectory: base
                            ).count
                            counts.withLock { $0[i] = n ?? -1 }
                        }
                        precondition(counts.withLock { $0.allSatisfy { $0 >= 0 } }, "an audit failed")
                    }
                }, extra: [("screens", String(entries.count)), ("jobs", String(jobs))],
                rate: ("screens_per_second", Double(entries.count))),
        ]
    }

    /// `galley gallery --widths 390` over `entries` from a cold renderer, with or without `--audit`.
    static func galleryRun(_ name: String, audit: Bool, renderer: SceneRenderer, entries: [GalleryMatrix.Entry], jobs: Int) -> BenchWorkload {
        BenchWorkload(
            name: name, runs: 3,
            setUp: {
                let out = NSTemporaryDirectory() + "galley-bench-\(name)-\(ProcessInfo.processInfo.processIdentifier)"
                return {
                    var run = GalleryRun(renderer: SceneRenderer(fonts: renderer.fonts, pixelLimit: renderer.pixelLimit), outputDirectory: out)
                    run.jobs = jobs
                    run.audit = audit
                    let images = try run.render(entries)
                    try FileIO.writeAtomically(ContactSheet.html(images), to: out + "/index.html")
                    precondition(images.count == entries.count && (!audit || images.allSatisfy { $0.findings != nil }))
                }
            }, extra: [("images", String(entries.count)), ("templates", String(ScreenCatalog.all.count)), ("jobs", String(jobs))],
            rate: ("images_per_second", Double(entries.count)))
    }
}
