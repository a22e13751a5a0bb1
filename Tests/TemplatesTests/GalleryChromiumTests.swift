import Content
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

    /// `--design-matrix`: a token resolver with brand and density modifiers draws every screen once per
    /// combination (file names and designs/ say which), and the contact sheet filters by design.
    @Test func aDesignMatrixDrawsEachCombinationAndFiltersByIt() throws {
        let dir = try temporaryDirectory("gallery-design-matrix")
        defer { removeTemporaryDirectory(dir) }
        try TokenMatrixFixture.write(to: dir)
        let r = try galley([
            "gallery", "--design", dir + "/r.json", "--design-matrix", "--templates", "settings", "--widths", "390", "--appearance", "light",
            "--direction", "ltr", "--text-size", "default", "--out", dir + "/g",
        ])
        #expect(r.status == 0, "\(r)")
        #expect(r.stdout.contains("4 images"), "\(r.stdout)")
        let combos = ["brand-a.density-compact", "brand-a.density-regular", "brand-b.density-compact", "brand-b.density-regular"]
        #expect(try FileIO.list(dir + "/g/designs").sorted() == combos.map { $0 + ".json" })
        var pngs: [String: [UInt8]] = [:]
        for c in combos { pngs[c] = try FileIO.read(dir + "/g/settings/390-light-ltr-default.\(c).png", maxBytes: 64 << 20) }
        // The brand moves the text colour: the two brands draw different pixels; density alone does not touch this screen's text.
        #expect(pngs["brand-a.density-regular"] != pngs["brand-b.density-regular"], "brand a's orange text and brand b's violet text differ")
        let result = try selftest("file://\(dir)/g/index.html?selftest=1")
        #expect(result["images"] == .number(4), "\(result)")
        #expect(result["broken"] == .array([]), "\(result)")
        guard case .array(let filters)? = result["filters"] else { Issue.record("no filter results: \(result)"); return }
        let design = filters.filter { $0["axis"] == .string("design") }
        #expect(
            design.map { $0["value"] }
                == ["brand=a,density=compact", "brand=a,density=regular", "brand=b,density=compact", "brand=b,density=regular"].map(JSONValue.string),
            "\(design)")
        for f in design {
            #expect(f["visible"] == .number(3) && f["leaked"] == .number(0), "unchecking one design hides exactly its image: \(f)")
        }
    }

    @Test func aDesignMatrixNeedsTokens() throws {
        let dir = try temporaryDirectory("gallery-design-matrix-bad")
        defer { removeTemporaryDirectory(dir) }
        let none = try galley(["gallery", "--design-matrix", "--templates", "settings", "--out", dir + "/g"])
        #expect(none.status == 2 && none.stderr.contains("--design-matrix needs --design FILE"), "\(none)")
        try FileIO.writeAtomically(DesignModel.default.jsonString(), to: dir + "/design.json")
        let model = try galley(["gallery", "--design", dir + "/design.json", "--design-matrix", "--templates", "settings", "--out", dir + "/g"])
        #expect(model.status == 2 && model.stderr.contains("needs design tokens"), "\(model)")
    }
}
