import Geometry
import Raster
import Typesetting

/// The vector shapes of `UICellAccessory` kinds. SF Symbols cannot be bundled, so each is
/// drawn from strokes and circles in its own design box, sized and weighted like the iOS 17
/// symbol it stands for.
///
/// Reference sizes, in points at the default content size category (`.large`, body 17 pt);
/// every size scales with `SymbolMetrics.scale(for:)`, as SF Symbols configured with the body
/// text style do. They are read off iOS 17 list cells (simulator screenshots at 3×) and SF
/// Symbols' proportions at 17 pt, rounded to halves:
///
/// | accessory | symbol | box (w × h) | stroke | default color (light / dark) |
/// |---|---|---|---|---|
/// | disclosure indicator | `chevron.forward`, semibold, small scale | 8 × 13.5 | 2.0 | tertiaryLabel `#3C3C434D` / `#EBEBF54D` |
/// | checkmark | `checkmark`, semibold | 14.5 × 13.5 | 2.1 | tint `#007AFF` / `#0A84FF` |
/// | detail | `info.circle`, regular | 22 × 22 | 1.6 | tint |
/// | outline disclosure | `chevron.forward`, semibold; rotated 90° when expanded | 11 × 13.5 | 2.0 | tint |
/// | delete | `minus.circle.fill` | 22 × 22 | bar 10 × 2.2 | systemRed `#FF3B30` / `#FF453A`, white bar |
/// | reorder | `line.3.horizontal`, regular | 18.5 × 12 | 1.7 | tertiaryLabel-ish `#C7C7CC` / `#48484A` |
/// | badge | (UIKit has none; a capsule like a tab-bar badge) | height 20, min width 20 (one digit: a circle), text padding 5 | — | systemRed, white `footnote` text |
/// | label | text in `body`, secondaryLabel | the text's size | — | secondaryLabel `#3C3C4399` / `#EBEBF599` |
///
/// Chevrons point to the trailing side, so they flip under right-to-left; the checkmark,
/// info circle, minus and reorder lines are symmetric or not mirrored by iOS.
public enum AccessoryShape: Hashable, Sendable {
    case disclosureIndicator
    case checkmark
    case detail
    case outlineDisclosure(expanded: Bool)
    case delete
    case reorder

    /// The symbol's design box (its size in points at `.large`).
    public var referenceSize: Size {
        switch self {
        case .disclosureIndicator: return Size(width: 8, height: 13.5)
        case .checkmark: return Size(width: 14.5, height: 13.5)
        case .detail: return Size(width: 22, height: 22)
        case .outlineDisclosure: return Size(width: 11, height: 13.5)
        case .delete: return Size(width: 22, height: 22)
        case .reorder: return Size(width: 18.5, height: 12)
        }
    }

    /// The symbol's size at `category`, scaled like an SF Symbol at the body text style.
    /// - Complexity: O(1).
    public func intrinsicSize(for category: ContentSizeCategory) -> Size {
        let s = SymbolMetrics.scale(for: category)
        return Size(width: referenceSize.width * s, height: referenceSize.height * s)
    }

    /// What the accessory is, in words (`disclosure indicator`): an audit finding's subject.
    public var partName: String {
        switch self {
        case .disclosureIndicator: return "disclosure indicator"
        case .checkmark: return "checkmark"
        case .detail: return "detail button"
        case .outlineDisclosure: return "outline disclosure"
        case .delete: return "delete control"
        case .reorder: return "reorder control"
        }
    }

    /// The color iOS gives the accessory when the cell sets no tint, in `style`.
    public func defaultColor(_ style: UserInterfaceStyle) -> Color {
        let light = style == .light
        switch self {
        case .disclosureIndicator:
            return light ? Color(red: 0x3C, green: 0x3C, blue: 0x43, alpha: 0x4D) : Color(red: 0xEB, green: 0xEB, blue: 0xF5, alpha: 0x4D)
        case .checkmark, .detail, .outlineDisclosure: return light ? Color(red: 0x00, green: 0x7A, blue: 0xFF) : Color(red: 0x0A, green: 0x84, blue: 0xFF)
        case .delete: return light ? Color(red: 0xFF, green: 0x3B, blue: 0x30) : Color(red: 0xFF, green: 0x45, blue: 0x3A)
        case .reorder: return light ? Color(red: 0xC7, green: 0xC7, blue: 0xCC) : Color(red: 0x48, green: 0x48, blue: 0x4A)
        }
    }

    /// Appends the commands that draw the symbol centred in `rect` (normally a rectangle of
    /// `intrinsicSize(for:)`; a larger one centres the symbol at that size, a smaller one
    /// shrinks it to fit) in `tint`.
    ///
    /// - Parameters:
    ///   - direction: chevrons point to the trailing edge, so they flip under right-to-left.
    ///   - category: the content size category `rect` was sized for (strokes keep the weight
    ///     of the symbol at that size).
    ///   - weight: scales the strokes (1: the table's weights).
    /// - Complexity: O(1); one or two `path` commands.
    public func draw(
        in rect: Rect, tint: Color, category: ContentSizeCategory, direction: LayoutDirection, weight: Double = 1,
        into commands: inout [DisplayCommand]
    ) {
        let size = intrinsicSize(for: category)
        let fitted =
            size.width <= rect.width && size.height <= rect.height
            ? Rect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width, height: size.height)
            : rect
        let rtl = direction == .rightToLeft
        let box = referenceSize
        switch self {
        case .disclosureIndicator:
            var pen = VectorPen(box: box, rect: fitted, mirrored: rtl)
            pen.stroke([Point(x: 1.5, y: 1.5), Point(x: 6.5, y: 6.75), Point(x: 1.5, y: 12)], width: 2)
            commands.append(pen.command(tint))
        case .checkmark:
            var pen = VectorPen(box: box, rect: fitted)
            pen.stroke([Point(x: 1.25, y: 7.4), Point(x: 5.2, y: 12.1), Point(x: 13.25, y: 1.3)], width: 2.1 * weight)
            commands.append(pen.command(tint))
        case .detail:
            var pen = VectorPen(box: box, rect: fitted)
            // The ring: an outer circle minus an inner one (even-odd), then the "i" inside it.
            pen.circle(center: Point(x: 11, y: 11), radius: 10.2)
            pen.circle(center: Point(x: 11, y: 11), radius: 8.6)
            commands.append(.path(pen.path, color: tint, rule: .evenOdd))
            var glyph = VectorPen(box: box, rect: fitted)
            glyph.circle(center: Point(x: 11, y: 6.6), radius: 1.3)
            glyph.stroke([Point(x: 9.3, y: 9.7), Point(x: 11, y: 9.7), Point(x: 11, y: 15.9)], width: 1.7)
            glyph.stroke([Point(x: 8.9, y: 15.9), Point(x: 13.1, y: 15.9)], width: 1.7)
            commands.append(glyph.command(tint))
        case .outlineDisclosure(let expanded):
            var pen = VectorPen(box: box, rect: fitted, mirrored: rtl && !expanded)
            if expanded {
                // chevron.forward turned 90° clockwise: it points down (in both directions).
                pen.stroke([Point(x: 1.1, y: 4.4), Point(x: 5.5, y: 9.1), Point(x: 9.9, y: 4.4)], width: 2)
            } else {
                pen.stroke([Point(x: 3, y: 1.5), Point(x: 8, y: 6.75), Point(x: 3, y: 12)], width: 2)
            }
            commands.append(pen.command(tint))
        case .delete:
            var disc = VectorPen(box: box, rect: fitted)
            disc.circle(center: Point(x: 11, y: 11), radius: 10)
            commands.append(disc.command(tint))
            var bar = VectorPen(box: box, rect: fitted)
            bar.roundedRect(Rect(x: 6, y: 9.9, width: 10, height: 2.2), radius: 1.1)
            commands.append(bar.command(.white))
        case .reorder:
            var pen = VectorPen(box: box, rect: fitted)
            for y in [1.0, 6.0, 11.0] { pen.stroke([Point(x: 0.85, y: y), Point(x: 17.65, y: y)], width: 1.7) }
            commands.append(pen.command(tint))
        }
    }
}

/// A count in a capsule, drawn as a trailing cell accessory or on a tab or toolbar item.
/// The count's text is laid out by the caller (so measuring and drawing share one layout).
public enum BadgeShape {
    /// The capsule's height at `.large`; it grows with the footnote style.
    public static let referenceHeight = 20.0
    /// Space between the text and the capsule's ends at `.large`.
    public static let referencePadding = 5.0

    /// The capsule that holds `text` (its measured size) at `category`: at least as wide as tall.
    public static func size(text: Size, category: ContentSizeCategory) -> Size {
        let s = SymbolMetrics.scale(for: category, style: .footnote)
        let h = max(referenceHeight * s, text.height + 4 * s)
        return Size(width: max(h, text.width + 2 * referencePadding * s), height: h)
    }

    /// The badge's default fill in `style` (systemRed).
    public static func defaultColor(_ style: UserInterfaceStyle) -> Color {
        AccessoryShape.delete.defaultColor(style)
    }

    /// Appends a capsule filling `rect` in `fill` and `text` centred in it.
    /// - Complexity: O(glyphs in `text`).
    public static func draw(in rect: Rect, text: TextLayout, fill: Color, into commands: inout [DisplayCommand]) {
        commands.append(.fill(RoundedRect(rect: rect, radius: rect.height / 2), color: fill))
        let origin = Point(x: rect.midX - text.size.width / 2, y: rect.midY - text.size.height / 2)
        commands.append(contentsOf: text.glyphRuns(at: origin).map { DisplayCommand.glyphs($0) })
    }
}
