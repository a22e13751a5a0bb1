import Content
import Foundation
import GalleyTestSupport
import Geometry
import Support
import Testing

@testable import Galley

/// WCAG's contrast formula against known answers, and a scene per audit rule with exactly one
/// violation of it.
@Suite struct AccessibilityAuditTests {
    static func color(_ hex: String) -> Color { Color(hex: hex)! }

    /// WCAG 2.2's examples and pairs whose ratios are published (WebAIM's checker, the
    /// understanding documents): black on white 21:1, the 4.5:1 boundary at #767676.
    @Test(arguments: [
        ("#000000", "#FFFFFF", 21.0), ("#FFFFFF", "#FFFFFF", 1.0), ("#767676", "#FFFFFF", 4.54), ("#777777", "#FFFFFF", 4.48),
        ("#595959", "#FFFFFF", 7.0), ("#FF0000", "#FFFFFF", 4.0), ("#0000FF", "#FFFFFF", 8.59), ("#008000", "#FFFFFF", 5.14),
        ("#808080", "#000000", 5.32), ("#8E8E93", "#FFFFFF", 3.26), ("#007AFF", "#FFFFFF", 4.02),
    ])
    func knownRatios(_ a: String, _ b: String, _ expected: Double) {
        let r = Contrast.ratio(Self.color(a), Self.color(b))
        #expect(abs(r - expected) < 0.01, "\(a) on \(b): \(r)")
        #expect(Contrast.ratio(Self.color(b), Self.color(a)) == r)
    }

    @Test func relativeLuminanceEndsAndMidGray() {
        #expect(Contrast.relativeLuminance(.white) == 1 && Contrast.relativeLuminance(.black) == 0)
        // sRGB 0.5 (#808080 is 128/255) linearizes to 0.2158.
        #expect(abs(Contrast.relativeLuminance(Self.color("#808080")) - 0.2158605) < 1e-6)
    }

    @Test func largeTextThresholds() {
        #expect(Contrast.minimumRatio(size: 17, bold: false) == 4.5 && Contrast.minimumRatio(size: 18, bold: false) == 3)
        #expect(Contrast.minimumRatio(size: 14, bold: true) == 3 && Contrast.minimumRatio(size: 13.9, bold: true) == 4.5)
        #expect(Contrast.over(Color(red: 0, green: 0, blue: 0, alpha: 0x80), .white) == Color(red: 0x7F, green: 0x7F, blue: 0x7F))
    }

    static func audit(_ sections: String, traits: String = #""width": 390, "scale": 1"#) throws -> [AuditFinding] {
        let json = #"{"version": 2, "traits": {\#(traits)}, "sections": \#(sections)}"#
        let scene = try Scene(json: Array(json.utf8), file: "audit.json")
        return try AccessibilityAudit.audit(scene, screen: "audit", renderer: SceneRenderer.shared())
    }

    /// A clean screen has no findings (so the scenes below have one because of their one fault).
    @Test func aCleanScreenHasNone() throws {
        let f = try Self.audit(
            #"[{"id": "s", "items": [{"id": "a", "text": "Wi-Fi", "accessories": ["disclosureIndicator"]}, {"id": "b", "text": "Bluetooth"}]}]"#
        )
        #expect(f.isEmpty, "\(f)")
    }

    /// Text drawn in a light gray on the row's white: one contrast finding, with both colours
    /// (the background read from the bitmap).
    @Test func contrast() throws {
        let f = try Self.audit(
            #"[{"id": "s", "items": [{"id": "a", "text": "Readable"}, {"id": "b", "text": "Faint"}]}]"#,
            traits: #""width": 390, "scale": 2"#)
        #expect(f.isEmpty, "\(f)")
        let faint = try Self.audit(
            ##"[{"id": "s", "background": {"color": "#FFFFFF"}, "items": [{"id": "a", "text": "Readable"}, {"id": "b", "kind": "valueCell", "text": "Label", "secondaryText": "Faint"}]}]"##,
            traits: #""width": 390, "scale": 2"#)
        try #require(faint.count == 1, "\(faint)")
        #expect(faint[0].rule == .contrast && faint[0].subject == "Faint" && faint[0].element.contains(#"id "b""#))
        #expect(faint[0].detail.contains("on #FFFFFF") && faint[0].detail.contains("< 4.5:1"), "\(faint[0].detail)")
    }

    /// A section header's title that fits one line at the default size and is cut at AX5.
    @Test func dynamicTypeTruncation() throws {
        let f = try Self.audit(
            #"[{"id": "s", "items": [{"id": "h", "kind": "sectionHeader", "title": "Documents From Your Team"}]}]"#,
            traits: #""width": 390, "scale": 1, "preferredContentSizeCategory": "accessibilityExtraExtraExtraLarge""#)
        let cut = f.filter { $0.rule == .dynamicTypeTruncation }
        #expect(cut.count == 1 && cut.first?.element.contains(#"id "h""#) == true, "\(f)")
        #expect(f.filter { $0.rule != .dynamicTypeTruncation }.isEmpty, "\(f)")
    }

    /// A version 1 scene's row (its font is fixed, as a label whose
    /// `adjustsFontForContentSizeCategory` is off) at AX3: one text that did not grow.
    @Test func dynamicTypeFixedSize() throws {
        let json = #"{"version": 1, "traits": {"width": 390, "scale": 1}, "sections": [{"id": "s", "items": [{"id": "a", "text": "Fixed"}]}]}"#
        var scene = try Scene(json: Array(json.utf8), file: "audit.json")
        // Version 1 files have no text size: the screen is put at AX3 here.
        scene.traits.preferredContentSizeCategory = .accessibilityExtraLarge
        let f = try AccessibilityAudit.audit(scene, screen: "audit", renderer: SceneRenderer.shared())
        try #require(f.count == 1, "\(f)")
        #expect(f[0].rule == .dynamicTypeFixedSize && f[0].element.contains(#"id "a""#) && f[0].subject == "Fixed", "\(f)")
        #expect(f[0].detail.contains("at both large and accessibilityExtraLarge"), "\(f[0].detail)")
        // The same row in a version 2 scene scales: no finding.
        #expect(try Self.audit(#"[{"id": "s", "items": [{"id": "a", "text": "Fixed"}]}]"#, traits: Self.ax3).isEmpty)
    }

    /// A row of a fixed 44 pt height (a custom layout's absolute frame) at AX3: its text grew,
    /// the row did not — one finding; the self-sizing list row beside it grew with its text.
    @Test func dynamicTypeRowHeight() throws {
        let layout = Self.custom.replacing("FRAMES", with: #"[{"frame": [0, 0, 390, 44]}]"#)
        let f = try Self.audit(
            #"[{"id": "fixed", \#(layout), "items": [{"id": "short", "text": "Wi-Fi"}]}, {"id": "list", "items": [{"id": "grows", "text": "Bluetooth"}]}]"#,
            traits: Self.ax3)
        try #require(f.count == 1, "\(f)")
        #expect(f[0].rule == .dynamicTypeRowHeight && f[0].element.contains(#"id "short""#), "\(f)")
    }

    /// The screen at AX3 (accessibilityExtraLarge).
    static let ax3 = #""width": 390, "scale": 1, "preferredContentSizeCategory": "accessibilityExtraLarge""#

    static let custom =
        #""layout": {"compositional": {"group": {"custom": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 80}}, "frames": FRAMES}}}}"#

    /// A button 30 pt square.
    @Test func targetSize() throws {
        let layout = Self.custom.replacing("FRAMES", with: #"[{"frame": [16, 0, 30, 30]}, {"frame": [100, 0, 200, 60]}]"#)
        let f = try Self.audit(
            #"[{"id": "s", \#(layout), "items": [{"id": "small", "text": "Go", "accessories": ["disclosureIndicator"]}, {"id": "big", "text": "Settings", "accessories": ["disclosureIndicator"]}]}]"#
        )
        try #require(f.count == 1, "\(f)")
        #expect(f[0].rule == .targetSize && f[0].element.contains(#"id "small""#) && f[0].detail.hasPrefix("30 × 30 pt"))
    }

    /// Two buttons whose frames overlap.
    @Test func targetOverlap() throws {
        let layout = Self.custom.replacing("FRAMES", with: #"[{"frame": [0, 0, 200, 60]}, {"frame": [150, 10, 200, 60]}]"#)
        let f = try Self.audit(
            #"[{"id": "s", \#(layout), "items": [{"id": "one", "text": "One", "accessories": ["disclosureIndicator"]}, {"id": "two", "text": "Two", "accessories": ["disclosureIndicator"]}]}]"#
        )
        try #require(f.count == 1, "\(f)")
        #expect(f[0].rule == .targetOverlap && f[0].element.contains(#"id "one""#) && f[0].subject.contains(#"id "two""#))
    }

    /// A story bubble (a button) without a caption: an image button without a label.
    @Test func missingLabel() throws {
        let f = try Self.audit(
            #"[{"id": "s", "layout": {"carousel": {"itemWidth": 80, "spacing": 8}}, "items": [{"id": "a", "kind": "storyBubble", "caption": "Ana"}, {"id": "b", "kind": "storyBubble"}]}]"#
        )
        try #require(f.count == 1, "\(f)")
        #expect(f[0].rule == .missingLabel && f[0].element.contains(#"id "b""#))
    }

    /// Two tiles side by side with one title.
    @Test func duplicateLabel() throws {
        let f = try Self.audit(
            #"[{"id": "s", "layout": {"grid": {"columns": 3, "spacing": 8}}, "items": [{"id": "a", "kind": "gridTile", "title": "Harbour"}, {"id": "b", "kind": "gridTile", "title": "Valley"}, {"id": "c", "kind": "gridTile", "title": "Harbour"}]}]"#
        )
        try #require(f.count == 1, "\(f)")
        #expect(f[0].rule == .duplicateLabel && f[0].element.contains(#"id "c""#) && f[0].subject == "Harbour")
    }

    /// A row whose text is an asset's file name.
    @Test func fileNameLabel() throws {
        let f = try Self.audit(#"[{"id": "s", "items": [{"id": "a", "text": "Photos"}, {"id": "b", "text": "icon_settings.png"}]}]"#)
        try #require(f.count == 1, "\(f)")
        #expect(f[0].rule == .fileNameLabel && f[0].subject == "icon_settings.png")
        #expect(AccessibilityAudit.isFileName("ic_star_24") && !AccessibilityAudit.isFileName("Wi-Fi") && !AccessibilityAudit.isFileName("A photo.png"))
    }

    /// Accepted findings do not fail again; a new one does; the file round-trips; a bad file is a
    /// typed error naming its path.
    @Test func baseline() throws {
        let a = AuditFinding(screen: "s", rule: .contrast, element: "e", subject: "x", detail: "ratio 3:1")
        let b = AuditFinding(screen: "s", rule: .missingLabel, element: "f", detail: "no label")
        let baseline = AuditBaseline([a])
        var moved = a
        moved.detail = "ratio 2.9:1"
        #expect(baseline.new([moved, b]) == [b])
        let text = baseline.serialized()
        let dir = FileManager.default.temporaryDirectory.path + "/audit-baseline-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try text.write(toFile: dir + "/b.json", atomically: true, encoding: .utf8)
        #expect(try AuditBaseline.load(path: dir + "/b.json") == baseline)
        try #"{"version": 1, "findings": [{"key": 3}]}"#.write(toFile: dir + "/bad.json", atomically: true, encoding: .utf8)
        #expect(throws: JSONFileError.self) { try AuditBaseline.load(path: dir + "/bad.json") }
        do { _ = try AuditBaseline.load(path: dir + "/bad.json") } catch { #expect("\(error)".contains("bad.json") && "\(error)".contains("findings[0].key")) }
    }

    /// A screen of one phone's height (whole-content canvases of these scenes exceed the pixel limit).
    static let tall = #""width": 390, "scale": 1, "height": 844"#

    /// Titles over images with transparency (PngSuite's alpha ramp and a palette image with a
    /// transparent background, drawn over the tile's background): each title is measured against
    /// the colour composited under it (opaque, as the bitmap holds it), the same twice, and
    /// any finding is a contrast finding naming a tile — never a crash.
    @Test func textOverImagesWithTransparency() throws {
        let json =
            #"{"version": 2, "traits": {"width": 390, "scale": 2}, "sections": [{"id": "s", "layout": {"grid": {"columns": 2, "spacing": 8}}, "items": [{"id": "ramp", "kind": "gridTile", "title": "Harbour", "image": "basn6a08.png"}, {"id": "clear", "kind": "gridTile", "title": "Valley", "image": "tbbn3p08.png"}]}]}"#
        let scene = try Scene(json: Array(json.utf8), file: "audit.json")
        let directory = try Fixture.path("pngsuite")
        let rendered = try SceneRenderer.shared().render(scene, baseDirectory: directory)
        let m = AccessibilityAudit.contrastMeasurements(rendered)
        #expect(Set(m.map(\.subject)) == ["Harbour", "Valley"], "\(m)")
        #expect(m.allSatisfy { $0.background.alpha == 255 && $0.foreground.alpha == 255 && $0.ratio >= 1 }, "\(m)")
        let f = try AccessibilityAudit.audit(scene, screen: "audit", renderer: SceneRenderer.shared(), baseDirectory: directory)
        #expect(f.allSatisfy { $0.rule == .contrast && ($0.element.contains(#"id "ramp""#) || $0.element.contains(#"id "clear""#)) }, "\(f)")
        #expect(try AccessibilityAudit.audit(scene, screen: "audit", renderer: SceneRenderer.shared(), baseDirectory: directory) == f)
    }

    /// The most common colour of `pixels` (straight RGB) whose distance to `excluding` is at
    /// least `within`, ties to the smaller value: the plain count the audit's sampling must equal.
    static func plainMostCommon(_ pixels: [(r: UInt8, g: UInt8, b: UInt8, a: UInt8)], excluding: Color, within: Int) -> Color? {
        var counts: [Int: Int] = [:]
        for p in pixels {
            let d = abs(Int(p.r) - Int(excluding.red)) + abs(Int(p.g) - Int(excluding.green)) + abs(Int(p.b) - Int(excluding.blue))
            if d < within { continue }
            counts[Int(p.r) << 16 | Int(p.g) << 8 | Int(p.b), default: 0] += 1
        }
        guard let best = counts.max(by: { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key })?.key else { return nil }
        return Color(red: UInt8(best >> 16), green: UInt8((best >> 8) & 0xFF), blue: UInt8(best & 0xFF))
    }

    /// The backgrounds the contrast and non-text rules read (sampled straight from the bitmap's
    /// bytes, counted in an integer table) equal a plain count of the same pixels through
    /// `Bitmap.straightPixel`, on a screen with images with transparency, gradients and text:
    /// every glyph run's box, and bands around boxes across the screen (inside, clipped at
    /// the edges, empty).
    @Test func backgroundSamplingEqualsAPlainCount() throws {
        let json =
            #"{"version": 2, "traits": {"width": 390, "scale": 2}, "sections": [{"id": "s", "layout": {"grid": {"columns": 2, "spacing": 8}}, "items": [{"id": "ramp", "kind": "gridTile", "title": "Harbour", "caption": "City", "image": "basn6a08.png"}, {"id": "clear", "kind": "gridTile", "title": "Valley", "image": "tbbn3p08.png"}]}, {"id": "l", "items": [{"id": "a", "text": "Wi-Fi", "accessories": ["disclosureIndicator"]}]}]}"#
        let scene = try Scene(json: Array(json.utf8), file: "audit.json")
        let rendered = try SceneRenderer.shared().render(scene, baseDirectory: try Fixture.path("pngsuite"))
        let bitmap = rendered.bitmap, scale = rendered.displayList.scale
        var boxes: [(Rect, Color)] = []
        for case .glyphs(let run) in rendered.displayList.commands where !run.glyphs.isEmpty {
            boxes.append((AccessibilityAudit.glyphBox(run), run.color))
        }
        try #require(boxes.count >= 4)
        boxes += [
            (Rect(x: -10, y: -10, width: 40, height: 30), .white), (Rect(x: 380, y: 5, width: 40, height: 500), .black),
            (Rect(x: 0, y: 0, width: 390, height: 400), Color(red: 0x80, green: 0x80, blue: 0x80)), (Rect(x: 50, y: 50, width: 0, height: 0), .white),
            (Rect(x: 1000, y: 1000, width: 10, height: 10), .white),
        ]
        for (box, color) in boxes {
            // The text rule: every pixel of the box on its sampling grid.
            let x0 = max(Int((box.minX * scale).rounded(.down)), 0), x1 = min(Int((box.maxX * scale).rounded(.up)), bitmap.width)
            let y0 = max(Int((box.minY * scale).rounded(.down)), 0), y1 = min(Int((box.maxY * scale).rounded(.up)), bitmap.height)
            var inside: [(r: UInt8, g: UInt8, b: UInt8, a: UInt8)] = []
            if x1 > x0 && y1 > y0 {
                let step = max(1, Int((Double((x1 - x0) * (y1 - y0)) / 40_000).squareRoot().rounded(.up)))
                for y in stride(from: y0, to: y1, by: step) { for x in stride(from: x0, to: x1, by: step) { inside.append(bitmap.straightPixel(x: x, y: y)) } }
            }
            let text = Contrast.over(color, .white)
            #expect(
                AccessibilityAudit.backgroundColor(bitmap, box: box, scale: scale, text: color) == Self.plainMostCommon(inside, excluding: text, within: 48),
                "\(box)")
            // The boundary rule: a 2 pt band around the box, outside it.
            let b = Int((2 * scale).rounded(.up))
            let ix0 = Int((box.minX * scale).rounded(.down)), ix1 = Int((box.maxX * scale).rounded(.up))
            let iy0 = Int((box.minY * scale).rounded(.down)), iy1 = Int((box.maxY * scale).rounded(.up))
            var band: [(r: UInt8, g: UInt8, b: UInt8, a: UInt8)] = []
            for y in max(iy0 - b, 0)..<max(min(iy1 + b, bitmap.height), max(iy0 - b, 0)) {
                for x in max(ix0 - b, 0)..<max(min(ix1 + b, bitmap.width), max(ix0 - b, 0)) where !(x >= ix0 && x < ix1 && y >= iy0 && y < iy1) {
                    band.append(bitmap.straightPixel(x: x, y: y))
                }
            }
            #expect(
                AccessibilityAudit.colorAround(bitmap, rect: box, scale: scale, excluding: color) == Self.plainMostCommon(band, excluding: text, within: 24),
                "\(box)")
        }
    }

    /// Empty frames, a megabyte label and 10,000 elements: findings, never a crash.
    @Test func hostileInput() throws {
        let big = String(repeating: "y", count: 1 << 20)
        _ = try Self.audit(#"[{"id": "s", "items": [{"id": "a", "text": "\#(big)", "accessories": ["disclosureIndicator"]}]}]"#, traits: Self.tall)
        // An empty frame: the renderer refuses it with a typed error naming the item.
        let layout = Self.custom.replacing("FRAMES", with: #"[{"frame": [0, 0, 0, 0]}]"#)
        #expect {
            try Self.audit(
                #"[{"id": "s", \#(layout), "items": [{"id": "a", "text": "Zero", "accessories": ["disclosureIndicator"]}]}]"#, traits: Self.tall)
        } throws: { error in
            error is RenderError && "\(error)".contains(#"id "a""#)
        }
        let items = (0..<10_000).map { #"{"id": "i\#($0)", "text": "Same", "accessories": ["disclosureIndicator"]}"# }.joined(separator: ",")
        let f = try Self.audit(#"[{"id": "s", "items": [\#(items)]}]"#, traits: Self.tall)
        #expect(f.allSatisfy { $0.rule != .targetSize })
    }
}
