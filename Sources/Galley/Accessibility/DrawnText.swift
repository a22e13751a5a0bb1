import Content
import Geometry
import Layout
import Typesetting

/// The text one laid-out element drew, for the audits: each block's string, whether it was
/// truncated, its frame on the screen and its font size.
struct DrawnText: Sendable {
    struct Block: Sendable {
        var string: String
        var isTruncated: Bool
        var lines: Int
        var fontSize: Double
        /// In screen points.
        var frame: Rect
    }
    var place: String
    var isCell: Bool
    /// The element's frame.
    var frame: Rect
    var blocks: [Block]

    /// The texts of `drawn` elements, framed by `attributes` and named by the places `owners` give.
    static func collect(
        _ drawn: [(element: LayoutElementReference, layout: ContentLayout)], attributes: [LayoutAttributes], owners: [DrawnScene.Owner]
    ) -> [DrawnText] {
        var places: [LayoutElementReference: String] = [:]
        for o in owners { places[o.element] = o.place }
        return collect(drawn, attributes: attributes) { places[$0] ?? "\($0)" }
    }

    /// The texts of `drawn` elements, framed by `attributes`.
    static func collect(
        _ drawn: [(element: LayoutElementReference, layout: ContentLayout)], attributes: [LayoutAttributes],
        place: (LayoutElementReference) -> String
    ) -> [DrawnText] {
        var frames: [LayoutElementReference: Rect] = [:]
        for a in attributes {
            if case .decorationView = a.category { continue }
            let r = LayoutElementReference(
                category: a.category, indexPath: a.indexPath, sectionIdentifier: a.sectionIdentifier, itemIdentifier: a.itemIdentifier)
            frames[r] = a.frame
        }
        return drawn.compactMap { element, layout in
            guard let frame = frames[element] else { return nil }
            let blocks = layout.blocks.map { b in
                Block(
                    string: b.layout.string, isTruncated: b.layout.isTruncated, lines: b.layout.lines.count,
                    fontSize: b.layout.glyphRuns(at: Point(x: 0, y: 0)).first?.size ?? 0,
                    frame: Rect(
                        x: frame.minX + b.origin.x, y: frame.minY + b.origin.y, width: b.layout.containerWidth,
                        height: b.layout.size.height))
            }
            return DrawnText(place: place(element), isCell: element.category == .cell, frame: frame, blocks: blocks)
        }
    }
}
