import Foundation
import GalleyTestSupport
import GalleyTesting
import Support
import Testing

/// The gallery's contact sheet in a real browser, opened from file://: every image decodes
/// (naturalWidth > 0), and unchecking each axis value hides exactly the images with that value
/// and nothing else. The page checks itself behind `?selftest=1` and writes the result into
/// `<pre id="selftest">`, read back with `--dump-dom`. Skipped, with this message, without Chromium.
@Suite(
    .enabled(
        if: headlessChromium != nil, "headless Chromium not found (install Debian's chromium, or set CHROMIUM): gallery contact sheet not checked in a browser")
)
struct GalleryChromiumTests {
    func selftest(_ url: String) throws -> JSONValue { try chromiumSelfTest(url, extraArguments: ["--allow-file-access-from-files"]) }

    @Test func everyImageLoadsAndEachFilterHidesExactlyItsImages() throws {
        let dir = try temporaryDirectory("gallery-chromium")
        defer { removeTemporaryDirectory(dir) }
        let r = try galley([
            "gallery", "--templates", "outline,settings", "--widths", "320,390", "--text-size", "default",
            "--out", dir + "/g",
        ])
        #expect(r.status == 0, "\(r)")
        let result = try selftest("file://\(dir)/g/index.html?selftest=1")
        #expect(result["images"] == .number(16), "2 templates × 2 widths × 2 appearances × 2 directions: \(result)")
        #expect(result["broken"] == .array([]), "every image decoded (naturalWidth > 0): \(result)")
        #expect(result["allVisibleAgain"] == .number(16), "re-checking every box shows every image: \(result)")
        guard case .array(let filters)? = result["filters"] else { Issue.record("no filter results: \(result)"); return }
        // One checkbox per axis value: 2 widths, 2 appearances, 2 directions, 1 text size.
        #expect(filters.count == 7, "\(result)")
        for f in filters {
            #expect(f["visible"] == f["expected"], "unchecking \(f["axis"].map { "\($0)" } ?? "?")=\(f["value"].map { "\($0)" } ?? "?") shows the others: \(f)")
            #expect(f["leaked"] == .number(0), "no image with the unchecked value stays visible: \(f)")
        }
        if case .number(let n)? = filters.first(where: { $0["axis"] == .string("appearance") && $0["value"] == .string("dark") })?["visible"] {
            #expect(n == 8, "hiding dark leaves the 8 light images")
        } else {
            Issue.record("no appearance=dark filter: \(filters)")
        }
    }
}
