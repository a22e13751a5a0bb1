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
            BenchWorkload(
                name: "gallery.all", runs: 3,
                setUp: {
                    let out = NSTemporaryDirectory() + "galley-bench-gallery-\(ProcessInfo.processInfo.processIdentifier)"
                    return {
                        var run = GalleryRun(renderer: SceneRenderer(fonts: renderer.fonts, pixelLimit: renderer.pixelLimit), outputDirectory: out)
                        run.jobs = jobs
                        let images = try run.render(entries)
                        try FileIO.writeAtomically(ContactSheet.html(images), to: out + "/index.html")
                        precondition(images.count == entries.count)
                    }
                }, extra: [("images", String(entries.count)), ("templates", String(ScreenCatalog.all.count)), ("jobs", String(jobs))],
                rate: ("images_per_second", Double(entries.count)))
        ]
    }
}
