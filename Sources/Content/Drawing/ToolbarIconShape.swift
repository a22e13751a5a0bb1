import Geometry
import Raster

/// Toolbar and placeholder glyphs drawn as vector shapes (SF Symbols cannot be bundled):
/// `square.and.arrow.up` (share), `bookmark` / `bookmark.fill`, `play.fill` and `photo`,
/// each in a 22 × 22 pt design box at `.large` (the size of a 17 pt regular symbol in a
/// toolbar), scaled with `SymbolMetrics`.
public enum ToolbarIconShape: String, Hashable, Sendable, CaseIterable {
    case share
    case bookmark
    case bookmarkFill
    case play
    case photo

    /// The design box at `.large`.
    public static let referenceSize = Size(width: 22, height: 22)

    /// The glyph's size at `category`.
    public static func intrinsicSize(for category: ContentSizeCategory) -> Size {
        let s = SymbolMetrics.scale(for: category)
        return Size(width: referenceSize.width * s, height: referenceSize.height * s)
    }

    /// Appends the glyph's commands, fitted (without distortion) and centred in `rect`. The
    /// play triangle points to the trailing side only when `direction` is right-to-left and
    /// `mirrorsInRightToLeft` is set (iOS keeps media controls left-to-right by default).
    /// - Complexity: O(1).
    public func draw(
        in rect: Rect, color: Color, direction: LayoutDirection = .leftToRight, mirrorsInRightToLeft: Bool = false,
        into commands: inout [DisplayCommand]
    ) {
        let box = ToolbarIconShape.referenceSize
        let mirrored = direction == .rightToLeft && mirrorsInRightToLeft
        var pen = VectorPen(box: box, rect: rect, mirrored: mirrored)
        let w = 1.6  // regular weight at 17 pt
        switch self {
        case .share:
            pen.stroke(
                [Point(x: 8, y: 8.5), Point(x: 5, y: 8.5), Point(x: 5, y: 20), Point(x: 17, y: 20), Point(x: 17, y: 8.5), Point(x: 14, y: 8.5)], width: w)
            pen.stroke([Point(x: 11, y: 2), Point(x: 11, y: 13.5)], width: w)
            pen.stroke([Point(x: 7.4, y: 5.6), Point(x: 11, y: 2), Point(x: 14.6, y: 5.6)], width: w)
            commands.append(pen.command(color))
        case .bookmark:
            pen.stroke([Point(x: 6, y: 3), Point(x: 16, y: 3), Point(x: 16, y: 19.5), Point(x: 11, y: 15.6), Point(x: 6, y: 19.5)], width: w, closed: true)
            commands.append(pen.command(color))
        // The outline's inside stays empty: an even-odd pair would leave stroke overlaps, so the
        // outline is one union of strokes (above) and nothing else.
        case .bookmarkFill:
            let outline = [Point(x: 6, y: 3), Point(x: 16, y: 3), Point(x: 16, y: 19.5), Point(x: 11, y: 15.6), Point(x: 6, y: 19.5)]
            pen.polygon(outline)
            pen.stroke(outline, width: w, closed: true)
            commands.append(pen.command(color))
        case .play:
            let triangle = [Point(x: 6.5, y: 3.5), Point(x: 18, y: 11), Point(x: 6.5, y: 18.5)]
            pen.polygon(triangle)
            pen.stroke(triangle, width: 2, closed: true)  // rounds the corners
            commands.append(pen.command(color))
        case .photo:
            pen.stroke([Point(x: 2.5, y: 4.5), Point(x: 19.5, y: 4.5), Point(x: 19.5, y: 17.5), Point(x: 2.5, y: 17.5)], width: w, closed: true)
            pen.circle(center: Point(x: 14.8, y: 8.6), radius: 1.7)
            pen.polygon([Point(x: 3.3, y: 16.7), Point(x: 8.6, y: 10.2), Point(x: 12.6, y: 14.4), Point(x: 14.6, y: 12.6), Point(x: 18.7, y: 16.7)])
            commands.append(pen.command(color))
        }
    }
}
