import Geometry
import Raster

/// The small glyphs the layout families draw (folder, document, lock, shared, read-only, pin,
/// tray, checkmark circle), as vector shapes in a 22 × 22 pt design box like `ToolbarIconShape`
/// (SF Symbols `folder.fill`, `doc`, `lock.fill`, `person.2.fill`, `eye` (read-only), `pin.fill`,
/// `tray`, `checkmark.circle`).
public enum GlyphShape: String, Hashable, Sendable, CaseIterable {
    case folder, document, lock, shared, readOnly, pin, tray, checkmarkCircle

    /// Appends the glyph fitted (undistorted) and centred in `rect`, in `color`.
    /// - Complexity: O(1).
    public func draw(in rect: Rect, color: Color, into commands: inout [DisplayCommand]) {
        var pen = VectorPen(box: ToolbarIconShape.referenceSize, rect: rect)
        let w = 1.6
        switch self {
        case .folder:
            let outline = [
                Point(x: 2.5, y: 5), Point(x: 8.5, y: 5), Point(x: 10.5, y: 7.5), Point(x: 19.5, y: 7.5), Point(x: 19.5, y: 18), Point(x: 2.5, y: 18),
            ]
            pen.polygon(outline)
            pen.stroke(outline, width: 1.4, closed: true)
        case .document:
            pen.stroke(
                [Point(x: 5, y: 2.5), Point(x: 12.5, y: 2.5), Point(x: 17.5, y: 7.5), Point(x: 17.5, y: 19.5), Point(x: 5, y: 19.5)], width: w, closed: true)
            pen.stroke([Point(x: 12.5, y: 2.5), Point(x: 12.5, y: 7.5), Point(x: 17.5, y: 7.5)], width: w)
        case .lock:
            pen.roundedRect(Rect(x: 5, y: 10, width: 12, height: 9.5), radius: 2)
            pen.stroke(
                [
                    Point(x: 8, y: 10), Point(x: 8, y: 7), Point(x: 8.4, y: 5.5), Point(x: 9.5, y: 4.4), Point(x: 11, y: 4),
                    Point(x: 12.5, y: 4.4), Point(x: 13.6, y: 5.5), Point(x: 14, y: 7), Point(x: 14, y: 10),
                ], width: 1.8)
        case .shared:
            pen.circle(center: Point(x: 8, y: 7), radius: 2.8)
            pen.roundedRect(Rect(x: 3, y: 11.5, width: 10, height: 6.5), radius: 3.25)
            pen.circle(center: Point(x: 15.2, y: 7.8), radius: 2.3)
            pen.roundedRect(Rect(x: 13.8, y: 12.2, width: 5.7, height: 5.8), radius: 2.5)
        case .readOnly:
            // `eye`: an almond of two parabolas and a pupil (view only).
            var outline: [Point] = []
            for i in 0...16 { let t = Double(i) / 8 - 1; outline.append(Point(x: 11 + 8.5 * t, y: 11 - 5.5 * (1 - t * t))) }
            for i in (1..<16).reversed() { let t = Double(i) / 8 - 1; outline.append(Point(x: 11 + 8.5 * t, y: 11 + 5.5 * (1 - t * t))) }
            pen.stroke(outline, width: w, closed: true)
            pen.circle(center: Point(x: 11, y: 11), radius: 2.8)
        case .pin:
            pen.circle(center: Point(x: 11, y: 7.5), radius: 4.5)
            pen.stroke([Point(x: 11, y: 11), Point(x: 11, y: 19.5)], width: 1.8)
        case .tray:
            pen.stroke(
                [Point(x: 2.5, y: 12), Point(x: 5.5, y: 4), Point(x: 16.5, y: 4), Point(x: 19.5, y: 12), Point(x: 19.5, y: 18.5), Point(x: 2.5, y: 18.5)],
                width: w, closed: true)
            pen.stroke(
                [Point(x: 2.5, y: 12), Point(x: 7.5, y: 12), Point(x: 8.7, y: 14.5), Point(x: 13.3, y: 14.5), Point(x: 14.5, y: 12), Point(x: 19.5, y: 12)],
                width: w)
        case .checkmarkCircle:
            pen.circle(center: Point(x: 11, y: 11), radius: 10)
            pen.circle(center: Point(x: 11, y: 11), radius: 8.4)
            commands.append(.path(pen.path, color: color, rule: .evenOdd))
            var check = VectorPen(box: ToolbarIconShape.referenceSize, rect: rect)
            check.stroke([Point(x: 7, y: 11.3), Point(x: 9.8, y: 14.2), Point(x: 15.2, y: 7.8)], width: 1.8)
            commands.append(check.command(color))
            return
        }
        commands.append(pen.command(color))
    }
}
