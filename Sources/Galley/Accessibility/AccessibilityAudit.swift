import Content
import Geometry
import Layout
import Raster
import Support
import Typesetting

/// One audit rule: what a finding is about.
public enum AuditRule: String, Hashable, Sendable, CaseIterable, Comparable {
    /// Text against the background drawn under it below WCAG 2.2's minimum (1.4.3).
    case contrast
    /// A graphical object that carries meaning (an accessory glyph, a switch's track, a selection
    /// border) against the background drawn under it below 3:1 (WCAG 2.2, 1.4.11).
    case nonTextContrast
    /// Text truncated at an accessibility text size although it fits at the default size.
    case dynamicTypeTruncation
    /// Text whose size does not change with the text size (a fixed font).
    case dynamicTypeFixedSize
    /// A row whose text grew at an accessibility size while the row did not.
    case dynamicTypeRowHeight
    /// An interactive element smaller than 44 × 44 pt.
    case targetSize
    /// Two interactive elements whose frames overlap.
    case targetOverlap
    /// An interactive element without a label.
    case missingLabel
    /// Two elements of one row with the same label.
    case duplicateLabel
    /// A label that is a file name (`icon_star.png`).
    case fileNameLabel

    public static func < (a: AuditRule, b: AuditRule) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// One thing an audit found: the screen, the element (its place in the scene), the rule, and
/// what was measured.
public struct AuditFinding: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The screen's name (a scene file's path, a gallery entry's name).
    public var screen: String
    public var rule: AuditRule
    /// The element's place in the scene (`sections[0].items[2] (id "wifi")`).
    public var element: String
    /// What the finding is about inside the element (the text run, the other element), so one
    /// element can have several findings of a rule; part of the baseline key.
    public var subject: String
    /// What was measured, for people (`ratio 3.2:1 < 4.5:1, #8E8E93 on #FFFFFF`): not part of the key.
    public var detail: String

    public init(screen: String, rule: AuditRule, element: String, subject: String = "", detail: String) {
        self.screen = screen; self.rule = rule; self.element = element; self.subject = subject; self.detail = detail
    }

    /// The finding's identity in a baseline: screen, rule, element and subject (a measured value
    /// that changes keeps the finding the same one).
    public var key: String { [screen, rule.rawValue, element, subject].joined(separator: " | ") }

    public var description: String {
        "\(screen): \(element): \(rule.rawValue)" + (subject.isEmpty ? "" : " \(AccessibilityTree.quote(subject))") + ": \(detail)"
    }

    public static func < (a: AuditFinding, b: AuditFinding) -> Bool {
        (a.screen, a.rule, a.element, a.subject) < (b.screen, b.rule, b.element, b.subject)
    }
}

/// One text's contrast as the `contrast` rule measured it: the element and the text (a finding's
/// element and subject), the ratio against the background drawn under it, and WCAG's minimum for
/// its size.
public struct ContrastMeasurement: Hashable, Sendable {
    /// The element's place in the scene (`sections[0].items[2] (id "wifi")`).
    public var element: String
    /// The text (its first 80 characters), or `"15 pt text"` when no text block matches the run.
    public var subject: String
    public var ratio: Double
    /// 4.5, or 3 for large text.
    public var minimum: Double
    /// The font size in points.
    public var size: Double
    public var isBold: Bool
    /// The text colour composited over the background.
    public var foreground: Color
    public var background: Color

    /// Whether the ratio is below the minimum (a `contrast` finding).
    public var fails: Bool { ratio + 1e-9 < minimum }
}

/// The accessibility audit of rendered screens. Every rule reads what the pipeline made (the
/// accessibility tree, the display list and the bitmap, the laid-out text), nothing guessed:
///
/// - `contrast`: each glyph run against the background actually drawn under it — the pixels of
///   the rendered bitmap in the run's box, less those of the text's own colour, their most common
///   colour — 4.5:1, or 3:1 for large text (≥ 18 pt, or ≥ 14 pt bold); disabled elements are exempt
///   as WCAG exempts inactive components.
/// - `nonTextContrast`: graphical objects that carry meaning — the parts content views declare
///   (list accessories' glyphs, a selection border) and `UISwitch` tracks — 3:1 against the
///   colour drawn under (a glyph) or around (a border, a track) them (1.4.11).
/// - `dynamicType…`: a screen at an accessibility text size is compared with the same screen at
///   the default size (`large`): text truncated only at the larger size, text whose size did not
///   change, rows whose text grew while they did not.
/// - `targetSize`, `targetOverlap`: elements with `button`, `link`, `adjustable` or `searchField`
///   smaller than 44 × 44 pt, and pairs of them that overlap.
/// - `missingLabel`, `duplicateLabel`, `fileNameLabel`: interactive elements without a label,
///   elements of one row (frames on the same band) with equal labels, labels that are file names.
public enum AccessibilityAudit {
    /// The smallest target side, in points (Apple's Human Interface Guidelines).
    public static let minimumTargetSize = 44.0

    /// Audits `scene` (named `screen`) with `renderer`: renders it (and, at an accessibility
    /// text size, again at the default size).
    public static func audit(
        _ scene: Scene, screen: String, renderer: SceneRenderer, baseDirectory: String = "."
    ) throws(RenderError) -> [AuditFinding] {
        let rendered = try renderer.render(scene, baseDirectory: baseDirectory)
        var findings = audit(rendered, screen: screen)
        if scene.traits.preferredContentSizeCategory.isAccessibilityCategory {
            findings += try dynamicType(scene, rendered: rendered, screen: screen, renderer: renderer, baseDirectory: baseDirectory)
        }
        return findings.sorted()
    }

    /// The text size the Dynamic Type rules check a screen at when it is not at an accessibility
    /// size itself: AX3 (`accessibilityExtraLarge`).
    public static let dynamicTypeCategory = ContentSizeCategory.accessibilityExtraLarge

    /// The Dynamic Type rules for `scene`, whose render at its own text size is `rendered`, with
    /// the screen laid out and drawn once more at another size (no pixels: the rules read the
    /// laid-out text): a screen at an accessibility size is compared with itself at the default
    /// size (`large`); any other screen at `category` is compared with `rendered` (text truncated
    /// at `category` although it fits at the screen's own size, text that did not grow, rows that
    /// did not). A design diff runs this on both sides of a change to typography or geometry.
    public static func dynamicType(
        _ scene: Scene, rendered: RenderedScene, screen: String, renderer: SceneRenderer, baseDirectory: String = ".",
        at category: ContentSizeCategory = dynamicTypeCategory
    ) throws(RenderError) -> [AuditFinding] {
        let own = (texts: rendered.texts, category: rendered.contentSizeCategory)
        var other = scene
        other.traits.preferredContentSizeCategory = own.category.isAccessibilityCategory ? .large : category
        let drawn = try renderer.draw(other, baseDirectory: baseDirectory)
        let second = (texts: drawn.texts, category: other.traits.preferredContentSizeCategory)
        return own.category.isAccessibilityCategory
            ? dynamicType(own, comparedWith: second, screen: screen) : dynamicType(second, comparedWith: own, screen: screen)
    }

    /// The rules that need one render only (contrast, non-text contrast, targets, labels).
    public static func audit(_ rendered: RenderedScene, screen: String) -> [AuditFinding] {
        audit(rendered, screen: screen, measurements: contrastMeasurements(rendered, includingPassing: false))
    }

    /// `audit(_:screen:)` with the contrast already measured (`contrastMeasurements(_:)`), for a
    /// caller that reads the measurements too and must not sample the bitmap twice.
    public static func audit(_ rendered: RenderedScene, screen: String, measurements: [ContrastMeasurement]) -> [AuditFinding] {
        audit(rendered, screen: screen, measurements: measurements, nonTextPlaces: nil)
    }

    /// `audit(_:screen:measurements:)` measuring the non-text contrast of the elements in
    /// `nonTextPlaces` only (all with nil): a design diff's sides, whose other elements measure
    /// the same (`nonTextTouching`).
    package static func audit(_ rendered: RenderedScene, screen: String, measurements: [ContrastMeasurement], nonTextPlaces: Set<String>?)
        -> [AuditFinding]
    {
        (contrast(measurements, screen: screen) + nonTextContrast(rendered, screen: screen, places: nonTextPlaces)
            + targets(rendered.accessibility, screen: screen) + labels(rendered.accessibility, screen: screen)).sorted()
    }

    /// The device pixels the audits of `rendered` read: the text boxes of the elements in
    /// `places` (`contrastMeasurements`) and the graphical objects of those in `nonTextPlaces`
    /// (`nonTextContrast`); every element's with nil. A design diff unpacks a cached before only
    /// there.
    package static func pixelsRead(_ rendered: RenderedScene, places: Set<String>?, nonTextPlaces: Set<String>?) -> [IntRect] {
        let list = rendered.displayList
        var out: [IntRect] = []
        for owner in rendered.owners where places.map({ $0.contains(owner.place) }) ?? true {
            for index in owner.commands where index < list.commands.count {
                if case .glyphs(let run) = list.commands[index], !run.glyphs.isEmpty { out.append(devicePixels(glyphBox(run), scale: list.scale)) }
            }
        }
        for o in nonTextObjects(rendered) where nonTextPlaces?.contains(o.place) ?? true { out.append(pixelsRead(by: o, scale: list.scale)) }
        return out
    }

    // MARK: Contrast

    /// Whether a font file name is a bold face (WCAG's bold: 700 and heavier).
    static func isBold(_ font: String) -> Bool {
        let f = font.lowercased()
        return ["bold", "black", "heavy"].contains { f.contains($0) } && !f.contains("semibold")
    }

    static func contrast(_ measurements: [ContrastMeasurement], screen: String) -> [AuditFinding] {
        measurements.filter(\.fails).map { m in
            AuditFinding(
                screen: screen, rule: .contrast, element: m.element, subject: m.subject,
                detail: "ratio \(formatRatio(m.ratio)):1 < \(formatRatio(m.minimum)):1 (\(formatRatio(m.size)) pt\(m.isBold ? " bold" : "")), "
                    + "text \(m.foreground.hexString) on \(m.background.hexString)")
        }
    }

    /// Every text run's contrast on `rendered` (what the `contrast` rule reads): one measurement
    /// per element and text (the first run of a text that wraps, or its first failing one), in
    /// drawing order. Disabled elements and runs with no background under them are left out. A
    /// design diff reads them to say what a finding's ratio was before a change made it;
    /// `includingPassing: false` keeps only the failing ones (the audit, which then names the
    /// text of failing runs only).
    /// - Complexity: O(runs × sampled pixels per run box); large boxes are sampled on a grid.
    public static func contrastMeasurements(_ rendered: RenderedScene, includingPassing: Bool = true) -> [ContrastMeasurement] {
        var memo = BackgroundMemo()
        return contrastMeasurements(rendered, includingPassing: includingPassing, memo: &memo, unchangedOutside: nil)
    }

    /// The backgrounds measured under text boxes (device pixels) of given text colours, for a
    /// render whose pixels match outside known rectangles (a design diff's after).
    package struct BackgroundMemo: Sendable {
        struct Key: Hashable, Sendable {
            var box: IntRect
            var text: Color
        }
        var values: [Key: Color?] = [:]
        package init() {}
    }

    /// `contrastMeasurements(_:includingPassing:)` keeping each background it measures in `memo`;
    /// with `unchangedOutside` (the rectangles where `rendered`'s pixels can differ from those of
    /// the render `memo` was filled from), a box outside them all takes the background found there.
    /// With `places`, only the texts of those elements are measured.
    package static func contrastMeasurements(
        _ rendered: RenderedScene, includingPassing: Bool = true, memo: inout BackgroundMemo, unchangedOutside damage: ChangedPixels?,
        places: Set<String>? = nil
    ) -> [ContrastMeasurement] {
        let list = rendered.displayList
        let bitmap = rendered.bitmap
        let scale = list.scale
        var disabled = Set<String>()
        for e in rendered.accessibility.elements where e.traits.contains(.notEnabled) { disabled.insert(e.place) }
        var out: [ContrastMeasurement] = []
        var seen: [String: Int] = [:]
        var texts: [DrawnText]?
        for owner in rendered.owners where !disabled.contains(owner.place) && places.map({ $0.contains(owner.place) }) ?? true {
            for index in owner.commands {
                guard index < list.commands.count, case .glyphs(let run) = list.commands[index], !run.glyphs.isEmpty else { continue }
                let box = glyphBox(run)
                let boxKey = BackgroundMemo.Key(box: devicePixels(box, scale: scale), text: run.color)
                let measured: Color?
                if let damage, let known = memo.values[boxKey], !damage.touches(boxKey.box) {
                    measured = known
                } else {
                    measured = backgroundColor(bitmap, box: box, scale: scale, text: run.color)
                    memo.values[boxKey] = measured
                }
                guard let background = measured else { continue }
                let foreground = Contrast.over(run.color, background)
                let ratio = Contrast.ratio(foreground, background)
                let bold = isBold(run.font)
                let minimum = Contrast.minimumRatio(size: run.size, bold: bold)
                if !includingPassing && ratio + 1e-9 >= minimum { continue }
                if texts == nil { texts = rendered.texts }
                let subject = text(of: run, in: texts ?? [], place: owner.place) ?? "\(formatRatio(run.size)) pt text"
                let key = owner.place + "\u{0}" + subject
                if let i = seen[key] {
                    // One measurement per text: a later failing run (a line over another colour) wins over a passing one.
                    if !out[i].fails, ratio + 1e-9 < minimum {
                        out[i] = ContrastMeasurement(
                            element: owner.place, subject: subject, ratio: ratio, minimum: minimum, size: run.size, isBold: bold,
                            foreground: foreground, background: background)
                    }
                    continue
                }
                seen[key] = out.count
                out.append(
                    ContrastMeasurement(
                        element: owner.place, subject: subject, ratio: ratio, minimum: minimum, size: run.size, isBold: bold,
                        foreground: foreground, background: background))
            }
        }
        return out
    }

    /// The elements whose text contrast can differ between two renders of one canvas whose pixels
    /// differ only inside `damage` (device pixels): those with a text box touching it on either
    /// side, other glyph runs, or another enabled state. Every other element's texts measure the
    /// same on both sides (same runs, same pixels under them), so a comparison of the two sides'
    /// findings can leave them out.
    package static func textsTouching(_ damage: ChangedPixels, _ a: RenderedScene, _ b: RenderedScene) -> Set<String> {
        func runs(_ r: RenderedScene) -> [String: [GlyphRun]] {
            var out: [String: [GlyphRun]] = [:]
            for owner in r.owners {
                for index in owner.commands where index < r.displayList.commands.count {
                    if case .glyphs(let run) = r.displayList.commands[index] { out[owner.place, default: []].append(run) }
                }
            }
            return out
        }
        func disabled(_ r: RenderedScene) -> Set<String> { Set(r.accessibility.elements.filter { $0.traits.contains(.notEnabled) }.map(\.place)) }
        let ra = runs(a), rb = runs(b)
        var touched = disabled(a).symmetricDifference(disabled(b))
        for (place, list) in ra where rb[place] != list { touched.insert(place) }
        for (place, list) in rb where ra[place] != list { touched.insert(place) }
        for (r, scale) in [(ra, a.displayList.scale), (rb, b.displayList.scale)] {
            for (place, list) in r where !touched.contains(place) {
                for run in list {
                    let box = devicePixels(glyphBox(run), scale: scale)
                    if damage.touches(box) {
                        touched.insert(place)
                        break
                    }
                }
            }
        }
        return touched
    }

    /// The device pixels a rectangle of points at `scale` touches (rounded outward): what the
    /// audits read of a box, and what a damage rectangle must miss for a box's pixels to be the same.
    static func devicePixels(_ r: Rect, scale: Double) -> IntRect {
        IntRect(
            x0: Int((r.minX * scale).rounded(.down)), y0: Int((r.minY * scale).rounded(.down)),
            x1: Int((r.maxX * scale).rounded(.up)), y1: Int((r.maxY * scale).rounded(.up)))
    }

    /// The run's box in points: from the first glyph's origin to past the last, ascent to descent.
    static func glyphBox(_ run: GlyphRun) -> Rect {
        let xs = run.positions.map(\.x)
        let minX = run.origin.x + (xs.min() ?? 0), maxX = run.origin.x + (xs.max() ?? 0) + run.size * 0.6
        let baseline = run.origin.y + (run.positions.first?.y ?? 0)
        return Rect(x: minX, y: baseline - run.size * 0.75, width: maxX - minX, height: run.size)
    }

    /// The background under a text box, from the bitmap: the most common colour of the pixels
    /// that are neither the text's own colour nor an antialiased blend close to it (ties: the
    /// smaller RGB value, so the answer is stable). nil when the box is off the bitmap or nothing
    /// but text. Large boxes are sampled on a regular grid.
    /// - Complexity: O(pixels of the box), at most about 40,000 samples; only the box is read.
    static func backgroundColor(_ bitmap: Bitmap, box: Rect, scale: Double, text: Color) -> Color? {
        let d = devicePixels(box, scale: scale)
        let x0 = max(d.x0, 0), x1 = min(d.x1, bitmap.width), y0 = max(d.y0, 0), y1 = min(d.y1, bitmap.height)
        guard x1 > x0, y1 > y0 else { return nil }
        let opaqueText = Contrast.over(text, .white)
        let step = max(1, Int((Double((x1 - x0) * (y1 - y0)) / 40_000).squareRoot().rounded(.up)))
        var counts = ColorCounts()
        bitmap.pixels.withUnsafeBufferPointer { px in
            for y in stride(from: y0, to: y1, by: step) {
                // The text itself and its antialiased edges close to the text colour are not background.
                counts.add(px, width: bitmap.width, y: y, xs: stride(from: x0, to: x1, by: step), excluding: opaqueText, within: 48)
            }
        }
        return counts.mostCommon
    }

    /// How often each opaque RGB colour occurs among sampled pixels, for the most common one:
    /// an open-addressing table of integer keys (no hashing of the key's bytes), with runs of
    /// one colour (a background is mostly one colour) added once each.
    struct ColorCounts {
        private var keys = [Int32](repeating: -1, count: 64)
        private var counts = [Int](repeating: 0, count: 64)
        private var used = 0
        private var last: Int32 = -1, run = 0
        /// The premultiplied pixel `last` came from (above 32 bits: none yet): the same pixel
        /// again is the same colour, counted without converting it.
        private var lastWord = UInt64.max

        /// Adds the straight colours of row `y` at `xs`, leaving out those whose channel distance
        /// to `excluding` is below `within`.
        mutating func add(
            _ px: UnsafeBufferPointer<UInt8>, width: Int, y: Int, xs: some Sequence<Int>, excluding: Color, within: Int
        ) {
            let er = Int(excluding.red), eg = Int(excluding.green), eb = Int(excluding.blue)
            let row = y * width
            let raw = UnsafeRawPointer(px.baseAddress!)
            for x in xs {
                let i = (row + x) * 4
                let word = UInt64(raw.loadUnaligned(fromByteOffset: i, as: UInt32.self))
                if word == lastWord {
                    run += 1
                    continue
                }
                let a = px[i + 3]
                var r = px[i], g = px[i + 1], b = px[i + 2]
                if a != 255 { r = unpremultiply(r, a); g = unpremultiply(g, a); b = unpremultiply(b, a) }
                let ri = Int(r), gi = Int(g), bi = Int(b)
                if abs(ri - er) + abs(gi - eg) + abs(bi - eb) < within { continue }
                let key = Int32(ri << 16 | gi << 8 | bi)
                lastWord = word
                if key == last {
                    run += 1
                } else {
                    flush()
                    last = key; run = 1
                }
            }
        }

        private mutating func flush() {
            guard run > 0 else { return }
            if (used + 1) * 2 > keys.count { grow() }
            var slot = Self.slot(last, keys.count)
            while keys[slot] != -1 && keys[slot] != last { slot = (slot + 1) & (keys.count - 1) }
            if keys[slot] == -1 { keys[slot] = last; used += 1 }
            counts[slot] += run
            run = 0
        }

        private mutating func grow() {
            let oldKeys = keys, oldCounts = counts
            keys = [Int32](repeating: -1, count: oldKeys.count * 2)
            counts = [Int](repeating: 0, count: oldKeys.count * 2)
            for (k, c) in zip(oldKeys, oldCounts) where k != -1 {
                var slot = Self.slot(k, keys.count)
                while keys[slot] != -1 { slot = (slot + 1) & (keys.count - 1) }
                keys[slot] = k; counts[slot] = c
            }
        }

        private static func slot(_ key: Int32, _ capacity: Int) -> Int {
            Int((UInt32(bitPattern: key) &* 2_654_435_761) >> 8) & (capacity - 1)
        }

        /// The most common colour (ties: the smaller RGB value), nil when nothing was added.
        var mostCommon: Color? {
            mutating get {
                flush()
                var best: Int32 = -1, bestCount = 0
                for (k, c) in zip(keys, counts) where k != -1 && (c > bestCount || (c == bestCount && k < best)) {
                    best = k; bestCount = c
                }
                guard best >= 0 else { return nil }
                return Color(red: UInt8(best >> 16), green: UInt8((best >> 8) & 0xFF), blue: UInt8(best & 0xFF))
            }
        }
    }

    /// The text a run draws: the element's text block whose glyph count and position match, else nil.
    static func text(of run: GlyphRun, in texts: [DrawnText], place: String) -> String? {
        guard let drawn = texts.first(where: { $0.place == place }) else { return nil }
        let y = run.origin.y + (run.positions.first?.y ?? 0)
        let x = run.origin.x + (run.positions.first?.x ?? 0)
        // Blocks can share a band (a value cell's two texts, and a primary text's box may span
        // the secondary's, on either side in right-to-left): the narrowest box holding the run's
        // first glyph, then the one starting closest before it.
        let block = drawn.blocks.filter { b in
            y >= b.frame.minY - 0.5 && y <= b.frame.maxY + 0.5 && x >= b.frame.minX - 1 && x <= b.frame.maxX + 1
        }.min { ($0.frame.width, -$0.frame.minX) < ($1.frame.width, -$1.frame.minX) }
        return block.map { String($0.string.prefix(80)) }
    }

    // MARK: Dynamic Type

    /// The Dynamic Type findings of a screen's texts at a larger size against its texts at a
    /// smaller one.
    static func dynamicType(
        _ large: (texts: [DrawnText], category: ContentSizeCategory), comparedWith standard: (texts: [DrawnText], category: ContentSizeCategory),
        screen: String
    ) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        let base = Dictionary(standard.texts.map { ($0.place, $0) }, uniquingKeysWith: { a, _ in a })
        for t in large.texts {
            guard let s = base[t.place] else { continue }
            for (i, block) in t.blocks.enumerated() where i < s.blocks.count {
                let before = s.blocks[i]
                guard block.string == before.string, !block.string.isEmpty else { continue }
                let subject = String(block.string.prefix(80))
                if block.isTruncated && !before.isTruncated {
                    findings.append(
                        AuditFinding(
                            screen: screen, rule: .dynamicTypeTruncation, element: t.place, subject: subject,
                            detail:
                                "truncated at \(large.category.rawValue) (\(block.lines) line\(block.lines == 1 ? "" : "s")), "
                                + "fits at \(standard.category.rawValue)"))
                }
                if block.fontSize > 0, block.fontSize == before.fontSize {
                    findings.append(
                        AuditFinding(
                            screen: screen, rule: .dynamicTypeFixedSize, element: t.place, subject: subject,
                            detail:
                                "\(formatRatio(block.fontSize)) pt at both \(standard.category.rawValue) and \(large.category.rawValue)"))
                }
            }
            let grew = t.blocks.reduce(0) { $0 + $1.frame.height } > s.blocks.reduce(0) { $0 + $1.frame.height } + 0.5
            if grew, t.isCell, t.frame.height <= s.frame.height {
                findings.append(
                    AuditFinding(
                        screen: screen, rule: .dynamicTypeRowHeight, element: t.place,
                        detail: "its text grew at \(large.category.rawValue), the row stayed \(formatRatio(t.frame.height)) pt"))
            }
        }
        return findings
    }

    // MARK: Targets

    static func targets(_ tree: AccessibilityTree, screen: String) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        let interactive = tree.elements.filter { $0.traits.isInteractive && $0.frame.width > 0 && $0.frame.height > 0 }
        for e in interactive where e.frame.width + 1e-9 < minimumTargetSize || e.frame.height + 1e-9 < minimumTargetSize {
            findings.append(
                AuditFinding(
                    screen: screen, rule: .targetSize, element: e.place, subject: e.label ?? "",
                    detail: "\(formatRatio(e.frame.width)) × \(formatRatio(e.frame.height)) pt < 44 × 44 pt"))
        }
        // Overlaps: sorted by top edge, each compared with those starting above its bottom.
        let sorted = interactive.sorted { $0.frame.minY < $1.frame.minY }
        for (i, a) in sorted.enumerated() {
            for b in sorted[(i + 1)...] {
                if b.frame.minY >= a.frame.maxY { break }
                let overlapX = min(a.frame.maxX, b.frame.maxX) - max(a.frame.minX, b.frame.minX)
                let overlapY = min(a.frame.maxY, b.frame.maxY) - max(a.frame.minY, b.frame.minY)
                guard overlapX > 0.5, overlapY > 0.5, a.place != b.place else { continue }
                findings.append(
                    AuditFinding(
                        screen: screen, rule: .targetOverlap, element: a.place, subject: b.place,
                        detail: "overlaps \(b.place) by \(formatRatio(overlapX)) × \(formatRatio(overlapY)) pt"))
            }
        }
        return findings
    }

    // MARK: Labels

    /// Whether a label looks like a file name: one word with an image or document extension
    /// (`icon.png`), or an asset-style name of lowercase words joined by `_` (`ic_star_24`).
    public static func isFileName(_ label: String) -> Bool {
        let s = label.lowercased()
        guard !s.contains(" "), !s.isEmpty else { return false }
        let extensions = ["png", "jpg", "jpeg", "gif", "pdf", "svg", "heic", "webp", "tiff", "bmp"]
        if let dot = s.lastIndex(of: "."), extensions.contains(String(s[s.index(after: dot)...])) { return true }
        return s.contains("_") && s.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
    }

    static func labels(_ tree: AccessibilityTree, screen: String) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        for e in tree.elements {
            let label = e.label ?? ""
            if label.isEmpty, e.traits.isInteractive {
                findings.append(
                    AuditFinding(
                        screen: screen, rule: .missingLabel, element: e.place,
                        detail: "a \(e.traits.names.joined(separator: ", ")) without a label"))
            }
            if isFileName(label) {
                findings.append(
                    AuditFinding(screen: screen, rule: .fileNameLabel, element: e.place, subject: label, detail: "the label is a file name"))
            }
        }
        // One row: elements whose vertical extents overlap by more than half the smaller height.
        let labelled = tree.elements.filter { !($0.label ?? "").isEmpty }.sorted { $0.frame.minY < $1.frame.minY }
        for (i, a) in labelled.enumerated() {
            for b in labelled[(i + 1)...] {
                if b.frame.minY >= a.frame.maxY { break }
                let overlap = min(a.frame.maxY, b.frame.maxY) - max(a.frame.minY, b.frame.minY)
                guard overlap > min(a.frame.height, b.frame.height) / 2, a.label == b.label, a.place != b.place else { continue }
                findings.append(
                    AuditFinding(
                        screen: screen, rule: .duplicateLabel, element: b.place, subject: a.label ?? "",
                        detail: "same label as \(a.place) in its row"))
            }
        }
        return findings
    }

    static func formatRatio(_ d: Double) -> String {
        let r = (d * 100).rounded() / 100
        return r == r.rounded() ? String(Int(r)) : String(r)
    }
}

/// Where two renders of one canvas can have other pixels: inside rectangles (a damage), or — when
/// the pixels that differ are known — exactly at them. The audits of a design diff measure again
/// only what this touches.
package struct ChangedPixels: Sendable {
    /// Rectangles holding every pixel that can differ.
    package let rects: [IntRect]
    /// The pixels that differ (ascending `y * width + x`, all inside `rects`), when known.
    let counted: [Int32]?
    let width: Int, height: Int

    package init(rects: [IntRect]) { self.rects = rects; counted = nil; width = 0; height = 0 }

    /// Exactly the `counted` pixels of a `width`×`height` image (ascending), which `areas` hold.
    package init(counted: [Int32], width: Int, height: Int, areas: [IntRect]) {
        rects = areas; self.counted = counted; self.width = width; self.height = height
    }

    /// Whether any pixel of `box` can differ.
    package func touches(_ box: IntRect) -> Bool {
        guard rects.contains(where: { !$0.intersection(box).isEmpty }) else { return false }
        guard let counted else { return true }
        let x0 = max(box.x0, 0), x1 = min(box.x1, width)
        guard x0 < x1 else { return false }
        // Row by row: the first counted pixel at or after the box's left edge, if before its right.
        for y in max(box.y0, 0)..<max(max(box.y0, 0), min(box.y1, height)) {
            let from = Int32(truncatingIfNeeded: y * width + x0), to = Int32(truncatingIfNeeded: y * width + x1)
            let i = counted.partitioningIndex { $0 >= from }
            if i < counted.count && counted[i] < to { return true }
        }
        return false
    }
}
