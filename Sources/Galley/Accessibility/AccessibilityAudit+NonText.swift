import Content
import Geometry
import Layout
import Raster

// Non-text contrast (WCAG 2.2, 1.4.11): graphical objects that identify a component or its state
// need 3:1 against the colours next to them. What counts is declared, never guessed from pixels:
// the parts content views declare (`ContentLayout.nonTextParts`: list accessories' glyphs, a
// family's selection border) and the tracks of `UISwitch` views (their drawing's owner path).
extension AccessibilityAudit {
    /// WCAG 2.2's minimum for graphical objects and component boundaries (1.4.11).
    public static let minimumNonTextRatio = 3.0

    /// How far around a boundary object (a selection border, a switch track) its neighbours'
    /// colour is read, in points.
    static let boundaryBand = 2.0

    /// The device pixels measuring `o` reads (`colorAround`, `backgroundColor`).
    static func pixelsRead(by o: NonTextObject, scale: Double) -> IntRect {
        let r = devicePixels(o.frame, scale: scale)
        guard o.isBoundary else { return r }
        let b = Int((boundaryBand * scale).rounded(.up))
        return IntRect(x0: r.x0 - b, y0: r.y0 - b, x1: r.x1 + b, y1: r.y1 + b)
    }

    /// The elements whose non-text contrast can differ between two renders of one canvas whose
    /// pixels differ only at `changes`: those with other graphical objects on either side, or an
    /// object whose measured pixels touch the changes. Every other element's objects measure the
    /// same on both sides.
    package static func nonTextTouching(_ changes: ChangedPixels, _ a: RenderedScene, _ b: RenderedScene) -> Set<String> {
        func objects(_ r: RenderedScene) -> [String: [NonTextObject]] { Dictionary(grouping: nonTextObjects(r), by: \.place) }
        let oa = objects(a), ob = objects(b)
        var touched = Set<String>()
        for (place, list) in oa where ob[place] != list { touched.insert(place) }
        for (place, list) in ob where oa[place] != list { touched.insert(place) }
        for (r, scale) in [(oa, a.displayList.scale), (ob, b.displayList.scale)] {
            for (place, list) in r where !touched.contains(place) && list.contains(where: { changes.touches(pixelsRead(by: $0, scale: scale)) }) {
                touched.insert(place)
            }
        }
        return touched
    }

    /// One graphical object to measure, on the screen.
    struct NonTextObject: Equatable {
        var place: String
        var name: String
        /// In screen points.
        var frame: Rect
        var color: Color
        var isBoundary: Bool
    }

    /// With `places`, only the objects of those elements are measured.
    static func nonTextContrast(_ rendered: RenderedScene, screen: String, places: Set<String>? = nil) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        var subjects: [String: Int] = [:]
        for o in nonTextObjects(rendered) where places?.contains(o.place) ?? true {
            let background =
                o.isBoundary
                ? colorAround(rendered.bitmap, rect: o.frame, scale: rendered.displayList.scale, excluding: o.color, band: boundaryBand)
                : backgroundColor(rendered.bitmap, box: o.frame, scale: rendered.displayList.scale, text: o.color)
            guard let background else { continue }
            let foreground = Contrast.over(o.color, background)
            let ratio = Contrast.ratio(foreground, background)
            guard ratio + 1e-9 < minimumNonTextRatio else { continue }
            // Two parts of one name in one element (two switches in a row) stay two findings.
            let n = subjects[o.place + "\u{0}" + o.name, default: 0]
            subjects[o.place + "\u{0}" + o.name] = n + 1
            findings.append(
                AuditFinding(
                    screen: screen, rule: .nonTextContrast, element: o.place, subject: n == 0 ? o.name : "\(o.name) \(n + 1)",
                    detail: "ratio \(formatRatio(ratio)):1 < 3:1, \(o.name) \(foreground.hexString) on \(background.hexString)"))
        }
        return findings
    }

    /// The declared parts and switch tracks of `rendered`, with their places; disabled elements
    /// are left out (WCAG exempts inactive components).
    static func nonTextObjects(_ rendered: RenderedScene) -> [NonTextObject] {
        var places: [LayoutElementReference: String] = [:]
        for o in rendered.owners { places[o.element] = o.place }
        var disabled = Set<String>()
        for e in rendered.accessibility.elements where e.traits.contains(.notEnabled) { disabled.insert(e.place) }
        var frames: [LayoutElementReference: Rect] = [:]
        for a in rendered.layout.attributes {
            if case .decorationView = a.category { continue }
            frames[
                LayoutElementReference(category: a.category, indexPath: a.indexPath, sectionIdentifier: a.sectionIdentifier, itemIdentifier: a.itemIdentifier)] =
                a.frame
        }
        var out: [NonTextObject] = []
        for (element, layout) in rendered.drawn where !layout.nonTextParts.isEmpty {
            guard let frame = frames[element], let place = places[element], !disabled.contains(place) else { continue }
            for p in layout.nonTextParts {
                out.append(
                    NonTextObject(
                        place: place, name: p.name,
                        frame: Rect(x: frame.minX + p.bounds.minX, y: frame.minY + p.bounds.minY, width: p.bounds.width, height: p.bounds.height),
                        color: p.color, isBoundary: p.isBoundary))
            }
        }
        // A `UISwitch` draws its track first: the first fill of the commands its owner path names.
        let list = rendered.displayList
        for o in rendered.owners {
            guard o.place.contains("UISwitch"), let last = o.place.components(separatedBy: " › ").last, last.hasPrefix("UISwitch"),
                let place = places[o.element], !disabled.contains(place)
            else { continue }
            for i in o.commands where i < list.commands.count {
                guard case .fill(let shape, let color) = list.commands[i] else { continue }
                // UIKit's own track colours (no `onTintColor`) are the platform's look: exempt.
                if !platformSwitchTracks.contains(color) {
                    out.append(NonTextObject(place: place, name: "switch track", frame: shape.rect, color: color, isBoundary: true))
                }
                break
            }
        }
        return out
    }

    /// `UISwitch`'s default track colours (systemGreen on, systemFill off; light and dark), which
    /// WCAG 1.4.11 exempts as the platform's appearance the author did not modify.
    static let platformSwitchTracks: Set<Color> = Set(
        ["systemGreen", "systemFill"].flatMap { name in
            [UserInterfaceStyle.light, .dark].compactMap { DesignModel.default.color(name, $0) }
        })

    /// The most common colour in a band `band` points wide around `rect` (outside it), leaving
    /// out pixels close to `excluding` (the object's own antialiased edge); nil off the bitmap.
    /// Only the band is read (rows beside the rectangle: their parts left and right of it).
    static func colorAround(_ bitmap: Bitmap, rect: Rect, scale: Double, excluding: Color, band: Double = 2) -> Color? {
        let inner = devicePixels(rect, scale: scale)
        let b = Int((band * scale).rounded(.up))
        let x0 = max(inner.x0 - b, 0), x1 = min(inner.x1 + b, bitmap.width)
        let y0 = max(inner.y0 - b, 0), y1 = min(inner.y1 + b, bitmap.height)
        guard x1 > x0, y1 > y0 else { return nil }
        let own = Contrast.over(excluding, .white)
        var counts = ColorCounts()
        bitmap.pixels.withUnsafeBufferPointer { px in
            for y in y0..<y1 {
                if y >= inner.y0 && y < inner.y1 && inner.x1 > inner.x0 {
                    counts.add(px, width: bitmap.width, y: y, xs: x0..<min(max(inner.x0, x0), x1), excluding: own, within: 24)
                    counts.add(px, width: bitmap.width, y: y, xs: max(min(inner.x1, x1), x0)..<x1, excluding: own, within: 24)
                } else {
                    counts.add(px, width: bitmap.width, y: y, xs: x0..<x1, excluding: own, within: 24)
                }
            }
        }
        return counts.mostCommon
    }
}
