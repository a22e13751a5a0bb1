import Galley
import GalleyTestSupport
import GalleyTestSupportScenes
import Geometry
import Layout
import Raster
import Support
import Testing

/// Galley's lists against real iOS screenshots (issue 28): each reference of
/// `Tests/Fixtures/ios-lists/measurements.json` (measured by `Tests/Generators/measure_ios_lists.py`)
/// is rendered by Galley at the same width and scale, with the same rows, headers and footers and
/// the design model's `platform` of the reference's iOS version; the same quantities are measured
/// on Galley's layout and pixels, the same way, and must be within 1 pt. The table printed says
/// iOS, Galley on that platform, and Galley's own metrics (`platform: galley`) for comparison.
@Suite struct ListFidelityTests {
    static let tolerance = 1.0

    /// Quantities that are yes (1) or no (0) rather than lengths.
    static let booleans: Set<String> = ["separatorUnderLastRow"]

    static func matches(_ quantity: String, _ ios: Double, _ galley: Double) -> Bool {
        booleans.contains(quantity) ? ios == galley : abs(ios - galley) <= tolerance
    }

    struct FidelityError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// One measured quantity of one reference.
    struct Row: CustomStringConvertible {
        var reference: String, quantity: String
        var ios: Double, galley: Double, before: Double
        /// Within 1 pt; a yes-or-no quantity (1 or 0, `separatorUnderLastRow`) must be equal.
        var ok: Bool { ListFidelityTests.matches(quantity, ios, galley) }
        var description: String {
            func f(_ d: Double) -> String { formatNumber((d * 100).rounded() / 100) }
            let pad = { (s: String, n: Int) in s + String(repeating: " ", count: max(0, n - s.count)) }
            return "| \(pad(reference, 31)) | \(pad(quantity, 27)) | \(pad(f(ios), 6)) | \(pad(f(galley), 6)) | \(pad(f(before), 6)) | \(ok ? "ok" : "OFF") |"
        }
    }

    static func measurements() throws -> [String: JSONValue] {
        let doc = try JSONValue.parse(Fixture.text("ios-lists/measurements.json"))
        guard case .object(let top) = doc, let refs = top.first(where: { $0.key == "references" })?.value, case .object(let members) = refs else {
            throw FidelityError(message: "ios-lists/measurements.json has no \"references\" object")
        }
        return Dictionary(uniqueKeysWithValues: members.map { ($0.key, $0.value) })
    }

    static func number(_ v: JSONValue?, _ key: String) -> Double? {
        guard case .object(let m)? = v, let x = m.first(where: { $0.key == key })?.value else { return nil }
        switch x {
        case .number(let d): return d
        case .bool(let b): return b ? 1 : 0
        default: return nil
        }
    }

    static func platform(of ios: String) -> String {
        ios.hasPrefix("13") ? "iOS13" : ios.hasPrefix("17") ? "iOS17" : "iOS18"
    }

    // MARK: Galley's version of each reference

    static func render(width: Double, appearance: String, platform: String, sections: String) throws -> RenderedScene {
        let json = Scene.document(
            traits: #""width": \#(formatNumber(width)), "height": 900, "scale": 3"#,
            #""list": {"appearance": "\#(appearance)"}, "design": {"platform": "\#(platform)"}"#, sections: sections)
        return try SceneRenderer.shared().render(try Scene(text: json, file: "fidelity.json"))
    }

    static func cells(_ r: RenderedScene) -> [[Rect]] {
        var bySection: [Int: [Rect]] = [:]
        for a in r.layout.attributes where a.category == .cell { bySection[a.indexPath.section, default: []].append(a.frame) }
        return bySection.keys.sorted().map { bySection[$0]!.sorted { $0.minY < $1.minY } }
    }

    static func frames(_ r: RenderedScene, _ kind: String) -> [Rect] {
        r.layout.attributes.filter { $0.category == .supplementaryView(kind) }.map(\.frame).sorted { $0.minY < $1.minY }
    }

    /// The ink box (points) of pixels darker than `dark` (r+g+b) inside `rect`, as the script's `ink_box`.
    static func ink(_ r: RenderedScene, in rect: Rect, dark: Int) -> (minX: Double, minY: Double, maxY: Double, firstGlyphBottom: Double)? {
        let s = 3.0
        let x0 = max(0, Int((rect.minX * s).rounded())), x1 = min(r.bitmap.width, Int((rect.maxX * s).rounded()))
        let y0 = max(0, Int((rect.minY * s).rounded())), y1 = min(r.bitmap.height, Int((rect.maxY * s).rounded()))
        var minX = Int.max, minY = Int.max, maxY = -1
        func isInk(_ x: Int, _ y: Int) -> Bool {
            let p = r.bitmap.straightPixel(x: x, y: y)
            return Int(p.r) + Int(p.g) + Int(p.b) < dark
        }
        for y in y0..<y1 {
            for x in x0..<x1 where isInk(x, y) {
                minX = min(minX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxY >= 0 else { return nil }
        var glyphBottom = -1
        for y in y0..<y1 {
            for x in minX..<min(minX + 6, x1) where isInk(x, y) { glyphBottom = max(glyphBottom, y) }
        }
        return (Double(minX) / s, Double(minY) / s, Double(maxY + 1) / s, Double(glyphBottom + 1) / s)
    }

    /// The quantities of an inset-grouped reference, measured on Galley's render.
    static func insetGrouped(width: Double, platform: String, footers: Bool) throws -> [String: Double] {
        let sections =
            footers
            ? #"[{"id": "a", "header": "ACCOUNTS", "footer": "Tap an account to view details", "items": [{"kind": "cell", "text": "Checking"}, {"kind": "cell", "text": "Savings"}]}, {"id": "b", "header": "BILLS", "footer": "Due this month", "items": [{"kind": "cell", "text": "Electric"}, {"kind": "cell", "text": "Internet"}]}]"#
            : #"[{"id": "a", "header": "FRUITS", "items": [{"kind": "cell", "text": "Apple"}, {"kind": "cell", "text": "Banana"}, {"kind": "cell", "text": "Cherry"}]}, {"id": "b", "header": "VEGETABLES", "items": [{"kind": "cell", "text": "Carrot"}, {"kind": "cell", "text": "Peas"}]}]"#
        let r = try render(width: width, appearance: "insetGrouped", platform: platform, sections: sections)
        let cards = cells(r)
        let first = cards[0], second = cards[1]
        let headers = frames(r, ElementKind.sectionHeader)
        var out: [String: Double] = [
            "rowHeight": first[1].minY - first[0].minY,
            "cardLeadingX": first[0].minX, "cardTrailingInset": width - first[0].maxX,
            "firstSectionTop": first[0].minY,
        ]
        if let t = ink(r, in: first[0], dark: 250) { out["textInkX"] = t.minX }
        if let h = ink(r, in: headers[0], dark: 500) {
            out["headerInkX"] = h.minX
            out["headerBaselineAboveSection"] = first[0].minY - h.firstGlyphBottom
        }
        let gap = second[0].minY - first.last!.maxY
        if footers {
            out["footerToHeader"] = gap
            let footer = frames(r, ElementKind.sectionFooter)[0]
            if let f = ink(r, in: footer, dark: 500) {
                out["footerInkX"] = f.minX
                out["footerCapTopBelowSection"] = f.minY - first.last!.maxY
            }
        } else {
            out["sectionToHeadedSection"] = gap
        }
        return out
    }

    /// The quantities of a plain reference (one section of `rows` rows of `text`).
    static func plain(width: Double, platform: String, rows: Int, text: String) throws -> [String: Double] {
        let items = (0..<rows).map { #"{"kind": "cell", "text": "\#(text == "#" ? String($0) : text)"}"# }.joined(separator: ", ")
        let r = try render(width: width, appearance: "plain", platform: platform, sections: #"[{"id": "a", "items": [\#(items)]}]"#)
        let rows = cells(r)[0]
        let separators = r.layout.attributes.filter { $0.category == .decorationView(ElementKind.separator) }.map(\.frame).sorted { $0.minY < $1.minY }
        var out: [String: Double] = [
            "rowHeight": rows[1].minY - rows[0].minY,
            "separatorLeadingX": separators[0].minX, "separatorTrailingX": separators[0].maxX,
            "separatorThickness": separators[0].height,
            "separatorUnderLastRow": separators.contains { $0.minY >= rows.last!.maxY - 1 } ? 1 : 0,
            "firstRowTop": rows[0].minY,
        ]
        if let t = ink(r, in: rows[0], dark: 250) { out["textInkX"] = t.minX }
        return out
    }

    /// Horizontal clusters (points) of columns holding a pixel with r+g+b below `dark` in `rect`,
    /// split where more than 3 pt of empty columns lie between (the script's `ink_clusters`).
    static func inkClusters(_ r: RenderedScene, in rect: Rect, dark: Int) -> [(minX: Double, maxX: Double)] {
        let s = 3.0
        let x0 = max(0, Int((rect.minX * s).rounded())), x1 = min(r.bitmap.width, Int((rect.maxX * s).rounded()))
        let y0 = max(0, Int((rect.minY * s).rounded())), y1 = min(r.bitmap.height, Int((rect.maxY * s).rounded()))
        var out: [(Int, Int)] = []
        for x in x0..<x1 {
            let inked = (y0..<y1).contains { y in
                let p = r.bitmap.straightPixel(x: x, y: y)
                return Int(p.r) + Int(p.g) + Int(p.b) < dark
            }
            guard inked else { continue }
            if let last = out.last, x - (last.1 - 1) <= 9 { out[out.count - 1].1 = x + 1 } else { out.append((x, x + 1)) }
        }
        return out.map { (Double($0.0) / s, Double($0.1) / s) }
    }

    /// Ink of a one-colour glyph on white in `box` (points) grown by 1 pt, in pt²: each pixel's
    /// coverage (its distance from white over the darkest pixel's) summed (the script's `ink_area`).
    static func inkArea(_ r: RenderedScene, box: Rect) -> Double {
        let s = 3.0
        let x0 = Int((box.minX * s).rounded()) - 3, x1 = Int((box.maxX * s).rounded()) + 3
        let y0 = Int((box.minY * s).rounded()) - 3, y1 = Int((box.maxY * s).rounded()) + 3
        var sums: [Int] = []
        for y in max(0, y0)..<min(r.bitmap.height, y1) {
            for x in max(0, x0)..<min(r.bitmap.width, x1) {
                let p = r.bitmap.straightPixel(x: x, y: y)
                sums.append(Int(p.r) + Int(p.g) + Int(p.b))
            }
        }
        let full = Double(765 - (sums.min() ?? 765))
        guard full > 0 else { return 0 }
        return sums.reduce(0.0) { $0 + min(max(Double(765 - $1) / full, 0), 1) } / 9
    }

    /// The quantities of an accessory reference: value rows with disclosure chevrons, or a row
    /// with a checkmark, in an inset-grouped list (the script's `accessory_rows`).
    static func accessories(width: Double, platform: String, glyph: String) throws -> [String: Double] {
        let items =
            glyph == "chevron"
            ? [("Shake", "Open debug"), ("Using one finger", "None"), ("Using two fingers", "Go to next page"), ("Using three fingers", "Previous server")]
                .map { #"{"kind": "valueCell", "text": "\#($0.0)", "secondaryText": "\#($0.1)", "accessories": ["disclosureIndicator"]}"# }
            : [#"{"kind": "cell", "text": "aaaa", "accessories": ["checkmark"]}"#]
        let r = try render(
            width: width, appearance: "insetGrouped", platform: platform,
            sections: #"[{"id": "a", "items": [\#(items.joined(separator: ", "))]}]"#)
        var gaps: [Double] = [], widths: [Double] = [], heights: [Double] = [], insets: [Double] = [], areas: [Double] = []
        for cell in cells(r)[0] {
            let inner = Rect(x: cell.minX, y: cell.minY + 2, width: cell.width, height: cell.height - 4)
            let clusters = inkClusters(r, in: inner, dark: 705)
            guard let g = clusters.last,
                let box = ink(r, in: Rect(x: g.minX, y: inner.minY, width: g.maxX - g.minX, height: inner.height), dark: 705)
            else { continue }
            widths.append(g.maxX - g.minX)
            heights.append(box.maxY - box.minY)
            insets.append(cell.maxX - g.maxX)
            areas.append(inkArea(r, box: Rect(x: g.minX, y: box.minY, width: g.maxX - g.minX, height: box.maxY - box.minY)))
            if clusters.count > 1 { gaps.append(g.minX - clusters[clusters.count - 2].maxX) }
        }
        func mean(_ v: [Double]) -> Double { v.reduce(0, +) / Double(max(v.count, 1)) }
        var out = [
            glyph + "InkWidth": mean(widths), glyph + "InkHeight": mean(heights), glyph + "TrailingInsetInCell": mean(insets),
            glyph + "InkArea": mean(areas),
        ]
        if glyph == "chevron" { out["valueToChevronGap"] = mean(gaps) }
        return out
    }

    /// Galley's measurement of reference `key` on `platform`.
    static func galley(_ key: String, _ ref: JSONValue, platform: String) throws -> [String: Double] {
        let width = number(ref, "width") ?? 390
        switch key {
        case "ios13-plain-320": return try plain(width: width, platform: platform, rows: 10, text: "#")
        case "ios13-layout-margins":
            // The layout margins: where an inset-grouped section (inset by them) starts.
            var out: [String: Double] = [:]
            for w in [320.0, 375, 414] {
                let r = try render(
                    width: w, appearance: "insetGrouped", platform: platform, sections: #"[{"id": "a", "items": [{"kind": "cell", "text": "A"}]}]"#)
                let f = cells(r)[0][0]
                out["layoutMargins.\(formatNumber(w)).leading"] = f.minX
                out["layoutMargins.\(formatNumber(w)).trailing"] = w - f.maxX
            }
            return out
        case _ where key.contains("-plain-"): return try plain(width: width, platform: platform, rows: 3, text: "Hello World")
        case _ where key.contains("insetgrouped-headers"): return try insetGrouped(width: width, platform: platform, footers: false)
        case _ where key.contains("insetgrouped-footers"): return try insetGrouped(width: width, platform: platform, footers: true)
        case _ where key.contains("insetgrouped-noheader"):
            // One header-less section of one row: where the first section starts.
            let r = try render(
                width: width, appearance: "insetGrouped", platform: platform,
                sections: #"[{"id": "a", "items": [{"kind": "cell", "text": "No Location History"}]}]"#)
            let row = cells(r)[0][0]
            return ["rowHeight": row.height, "cardLeadingX": row.minX, "cardTrailingInset": width - row.maxX, "firstSectionTop": row.minY]
        case _ where key.contains("value-disclosure"): return try accessories(width: width, platform: platform, glyph: "chevron")
        case _ where key.contains("checkmark"): return try accessories(width: width, platform: platform, glyph: "checkmark")
        default: throw FidelityError(message: "reference \(key) has no Galley version in ListFidelityTests")
        }
    }

    static func iosValues(_ ref: JSONValue) -> [String: Double] {
        guard case .object(let m) = ref else { return [:] }
        var out: [String: Double] = [:]
        for (k, v) in m {
            switch v {
            case .number(let d) where k != "width": out[k] = d
            case .bool(let b): out[k] = b ? 1 : 0
            case .object(let widths):
                for (w, inner) in widths {
                    for side in ["leading", "trailing"] { if let d = number(inner, side) { out["\(k).\(w).\(side)"] = d } }
                }
            default: break
            }
        }
        return out
    }

    /// The comparison table: every quantity of every reference.
    static func table() throws -> [Row] {
        var rows: [Row] = []
        for (key, ref) in try measurements().sorted(by: { $0.key < $1.key }) {
            let ios = iosValues(ref)
            guard case .object(let m) = ref, case .string(let version)? = m.first(where: { $0.key == "ios" })?.value else { continue }
            let now = try galley(key, ref, platform: platform(of: version))
            let before = try galley(key, ref, platform: "galley")
            for (q, v) in ios.sorted(by: { $0.key < $1.key }) {
                guard let g = now[q] else { continue }
                rows.append(Row(reference: key, quantity: q, ios: v, galley: g, before: before[q] ?? .nan))
            }
        }
        return rows
    }

    @Test func everyMeasuredQuantityIsWithinOnePointOfIOS() throws {
        let rows = try Self.table()
        let header = "| reference                       | quantity                    | iOS    | Galley | before | |\n|---|---|---|---|---|---|"
        print(([header] + rows.map(\.description)).joined(separator: "\n"))
        #expect(rows.count >= 40)
        for r in rows where !r.ok {
            Issue.record("\(r.reference) \(r.quantity): iOS \(r.ios), Galley \(r.galley) (more than \(Self.tolerance) pt apart)")
        }
    }

    @Test func galleysOwnMetricsAreOffWhereIssue28SaidTheyWere() throws {
        // The check can fail: Galley's own metrics miss the references on the margins, the
        // section spacing, the header baseline, the plain list's last separator, the value-to-chevron
        // gap, the chevron's size and the checkmark's place.
        let off = Set(try Self.table().filter { !Self.matches($0.quantity, $0.ios, $0.before) }.map(\.quantity))
        for q in [
            "cardLeadingX", "separatorLeadingX", "sectionToHeadedSection", "footerToHeader", "headerBaselineAboveSection", "separatorUnderLastRow",
            "valueToChevronGap", "chevronInkHeight", "checkmarkTrailingInsetInCell", "checkmarkInkArea",
        ] {
            #expect(off.contains(q), "\(q) matched iOS on Galley's own metrics too")
        }
    }

    @Test func anUnknownPlatformIsRefusedWithTheKnownOnes() {
        let json = Scene.document(#""design": {"platform": "iOS99"}"#, sections: #"[{"id": "a", "items": [{"kind": "cell", "text": "A"}]}]"#)
        let error = sceneLoadError(json) ?? ""
        #expect(error.contains("platform"))
        #expect(error.contains(#""galley", "iOS13", "iOS17", "iOS18""#))
    }

    @Test func everyReferenceHasAGalleyVersion() throws {
        for (key, ref) in try Self.measurements() {
            let ios = Self.iosValues(ref)
            let galley = try Self.galley(key, ref, platform: "iOS17")
            let missing = ios.keys.filter { galley[$0] == nil && !["firstRowTop"].contains($0) }
            #expect(missing.isEmpty, "\(key): Galley does not measure \(missing.sorted())")
        }
    }
}
