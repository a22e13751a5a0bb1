import Galley
import Layout

/// Which audit rules a change of a design key can change, from the key's name alone: colours
/// (`colors.*`, tints, fills, opacities) → contrast and non-text contrast; typography (sizes,
/// weights, styles, line limits) → Dynamic Type truncation, fixed sizes and row heights, and
/// contrast (a size or weight moves text across WCAG's large-text threshold, 3:1 against 4.5:1);
/// shapes (`shapes.*`: corner radii and their curve, which round what is drawn and never move a
/// frame) → contrast and non-text contrast (a rounded corner changes the pixels under text and
/// around a border); geometry and anything else (spacing, paddings, margins, insets, heights) →
/// target size and overlap, and truncation (less room for text). `galley affected` lists these per
/// screen; a design diff attributes each finding it adds or removes to the changed keys of its rules.
public enum DesignAuditRules {
    /// The kind of value a key holds, as far as the audits care.
    public enum KeyKind: String, Sendable {
        case color, typography, shape, geometry
    }

    static let typographyNames: Set<String> = [
        "size", "weight", "family", "style", "labelStyle", "features", "leading", "lineBreakMode", "lineBreakStrategy",
        "numberOfLines", "transform",
    ]

    /// What `key` (`colors.secondaryLabel.dark`, `typography.body.size`, `list.layoutMargins.0`) holds.
    public static func kind(of key: String) -> KeyKind {
        let parts = key.split(separator: ".").map(String.init)
        // Array keys end in an index: the array's name is the one before it.
        let last = parts.last(where: { Int($0) == nil }) ?? ""
        let lower = last.lowercased()
        if parts.first == "colors" || lower.contains("color") || lower.contains("tint") || lower.hasSuffix("fill") || lower == "opacity"
            || lower == "background" || lower == "light" || lower == "dark"
        {
            return .color
        }
        if parts.first == "typography" || typographyNames.contains(last) { return .typography }
        if parts.first == "shapes" { return .shape }
        return .geometry
    }

    /// The rules a change of `key` can change.
    public static func rules(for key: String) -> [AuditRule] {
        switch kind(of: key) {
        case .color, .shape: return [.contrast, .nonTextContrast]
        case .typography: return [.contrast, .dynamicTypeTruncation, .dynamicTypeFixedSize, .dynamicTypeRowHeight]
        case .geometry: return [.dynamicTypeTruncation, .targetSize, .targetOverlap]
        }
    }

    /// The rules changes of `keys` can change, in `AuditRule` order.
    public static func rules(for keys: some Sequence<String>) -> [AuditRule] {
        Set(keys.flatMap { rules(for: $0) }).sorted()
    }
}

/// One audit finding a design change added to a screen or removed from it, and the changed keys
/// it is put down to: those of its rules (`DesignAuditRules`) that its element reads, else
/// those the screen itself reads (a canvas colour under text), else every changed key of its
/// rules the screen reads.
public struct DesignAuditChange: Sendable, Hashable {
    public enum Change: String, Sendable { case added, removed }
    public var change: Change
    /// The finding after the change (added) or before it (removed).
    public var finding: AuditFinding
    /// The element's content kind (`valueCell`), or "" when the element is not one the provenance names.
    public var kind: String
    public var keys: [String]
    /// For contrast: the text's ratio before and after the change (nil: the text was not measured on that side).
    public var ratioBefore: Double?
    public var ratioAfter: Double?
}

extension DesignDiff {
    /// The findings the change adds to and removes from one changed screen, and how many extra
    /// renders they took: both renders audited (contrast, non-text contrast, targets, labels: the
    /// rules one render answers); when the changed keys the screen reads can change text
    /// (typography, geometry: `DesignAuditRules`), also the Dynamic Type rules, each side laid
    /// out and drawn once more (no pixels) at an accessibility size (`AccessibilityAudit.dynamicType`;
    /// a screen at an accessibility size itself at the default size) — a colour change renders
    /// nothing more.
    /// Findings are matched by rule, element and subject (never by frame, so a moved element
    /// keeps its findings). Runs only for screens whose pixels changed: the renders are the ones
    /// `compare` made.
    ///
    /// When the after was drawn into the before's pixels (`ScreenRenders.replaced`), the before's
    /// pixels are put back in the damage for its side of the audit and the after's after it:
    /// `r` holds them again as it did on return, with no copy of the screen.
    /// Moves the screen's one pixel buffer from side `from` of `r` to side `to` (no copy: `from`
    /// is left empty), writing `patches` into it; returns the pixels they wrote over.
    static func movePixels(
        _ r: inout ScreenRenders, from: WritableKeyPath<ScreenRenders, RenderedScene>, to: WritableKeyPath<ScreenRenders, RenderedScene>,
        writing patches: [(rect: IntRect, pixels: Bitmap)]
    ) -> [(rect: IntRect, pixels: Bitmap)] {
        var pixels = r[keyPath: from].bitmap
        r[keyPath: from].bitmap.pixels = []  // `pixels` holds the only reference: written in place
        let old = pixels.exchange(patches)
        r[keyPath: to].bitmap = pixels
        return old
    }

    static func auditChanges(
        _ r: inout ScreenRenders, scene: Scene, afterScene: Scene, renderer: SceneRenderer, baseDirectory: String,
        provenance: ScreenProvenance, keys: [String], changedKeys: Set<Int>, screen: String, changed: ChangedPixels? = nil
    ) throws(DesignDiffError) -> (changes: [DesignAuditChange], renders: Int) {
        // Where the two sides' pixels differ: exactly the changed pixels when the comparison found
        // them (a card's redrawn corners, grown by its shadow's reach, can hold its texts; the
        // changed arcs do not), else the damage.
        let differing = changed ?? r.damage.map { ChangedPixels(rects: $0) }
        // With that known, only the texts it can change are measured, on both sides: every other
        // text measures the same before and after, and findings are compared by identity.
        let places = differing.map { AccessibilityAudit.textsTouching($0, r.after, r.before) }
        let nonText = differing.map { AccessibilityAudit.nonTextTouching($0, r.after, r.before) }
        // The rows these read, on either side (needed only with a before still packed or pixels
        // the after was drawn over): a before from the cache is unpacked there (outside the
        // damage the two are the same pixels).
        let read =
            r.pending == nil && r.replaced == nil
            ? []
            : [r.before, r.after].flatMap { AccessibilityAudit.pixelsRead($0, places: places, nonTextPlaces: nonText) }.map { $0.y0..<$0.y1 }
        if r.pending != nil { r.unpackRows(read) }
        // The before's pixels in the damage, the after's kept aside — only in the rectangles of
        // the damage in rows the audits read: the before's pixels anywhere else are not read.
        let kept = r.replaced.map { replaced in
            movePixels(&r, from: \.after, to: \.before, writing: replaced.filter { p in read.contains { $0.overlaps(p.rect.y0..<p.rect.y1) } })
        }
        // The after's pixels are the before's outside `differing`: a text box there has the same
        // background, measured once.
        var memo = AccessibilityAudit.BackgroundMemo()
        let mb = AccessibilityAudit.contrastMeasurements(r.before, memo: &memo, unchangedOutside: nil, places: places)
        var fb = AccessibilityAudit.audit(r.before, screen: screen, measurements: mb, nonTextPlaces: nonText)
        let text = provenance.keys.contains { changedKeys.contains($0) && DesignAuditRules.rules(for: keys[$0]).contains(.dynamicTypeTruncation) }
        do {
            if text { fb += try AccessibilityAudit.dynamicType(scene, rendered: r.before, screen: screen, renderer: renderer, baseDirectory: baseDirectory) }
        } catch { throw .render(name: screen, message: "\(error)") }
        // The after's pixels back (what they cover now is `r.replaced` again).
        if let kept { _ = movePixels(&r, from: \.before, to: \.after, writing: kept) }
        let ma = AccessibilityAudit.contrastMeasurements(r.after, memo: &memo, unchangedOutside: differing, places: places)
        var fa = AccessibilityAudit.audit(r.after, screen: screen, measurements: ma, nonTextPlaces: nonText)
        do {
            if text {
                fa += try AccessibilityAudit.dynamicType(afterScene, rendered: r.after, screen: screen, renderer: renderer, baseDirectory: baseDirectory)
            }
        } catch { throw .render(name: screen, message: "\(error)") }
        let renders = text ? 2 : 0
        func id(_ f: AuditFinding) -> String { [f.rule.rawValue, f.element, f.subject].joined(separator: "\u{0}") }
        let before = Set(fb.map(id)), after = Set(fa.map(id))
        let added = fa.filter { !before.contains(id($0)) }, removed = fb.filter { !after.contains(id($0)) }
        guard !added.isEmpty || !removed.isEmpty else { return ([], renders) }
        func ratios(_ m: [ContrastMeasurement]) -> [String: Double] {
            Dictionary(m.map { ($0.element + "\u{0}" + $0.subject, $0.ratio) }, uniquingKeysWith: { x, _ in x })
        }
        let rb = ratios(mb), ra = ratios(ma)
        // The provenance's elements in the scene's order, by their place in the scene.
        var elements: [String: ScreenProvenance.Element] = [:]
        let design = scene.designElements
        if design.count == provenance.elements.count {
            for (d, e) in zip(design, provenance.elements) { elements[scene.place(of: d.reference)] = e }
        }
        let screenChanged = provenance.screenKeys.filter { changedKeys.contains($0) }
        let allChanged = provenance.keys.filter { changedKeys.contains($0) }
        func attribute(_ f: AuditFinding, _ change: DesignAuditChange.Change) -> DesignAuditChange {
            let e = elements[f.element]
            func relevant(_ indices: [Int]) -> [Int] {
                indices.filter { changedKeys.contains($0) && DesignAuditRules.rules(for: keys[$0]).contains(f.rule) }
            }
            var hit = relevant(e?.keys ?? [])
            if hit.isEmpty { hit = relevant(screenChanged) }
            if hit.isEmpty { hit = relevant(allChanged) }
            if hit.isEmpty { hit = allChanged }
            let k = f.element + "\u{0}" + f.subject
            let contrast = f.rule == .contrast
            return DesignAuditChange(
                change: change, finding: f, kind: e?.kind ?? "", keys: hit.map { keys[$0] },
                ratioBefore: contrast ? rb[k] : nil, ratioAfter: contrast ? ra[k] : nil)
        }
        return (added.map { attribute($0, .added) } + removed.map { attribute($0, .removed) }, renders)
    }
}

extension DesignProvenance {
    /// One screen a change can touch, with the changed keys it reads and the audit rules those
    /// keys can change (`DesignAuditRules`).
    public struct AuditPrediction: Sendable, Equatable {
        public var screen: String
        public var keys: [String]
        public var rules: [AuditRule]
    }

    /// For each screen `affected(by:)` names, in its order: which audits can change, from the
    /// changed keys the screen reads (keys the recording cannot place count for every screen).
    public func auditPredictions(for changes: [DesignKeyChange]) -> [AuditPrediction] {
        let (screens, unknown) = affected(by: changes)
        let changed = Set(changes.map(\.key))
        return screens.map { s in
            let read = s.keys.map { keys[$0] }.filter { changed.contains($0) } + unknown
            return AuditPrediction(screen: s.name, keys: read, rules: DesignAuditRules.rules(for: read))
        }
    }
}
