import Content
import GalleyTesting
import Geometry
import Raster
import Testing

/// Every vector accessory, spinner and toolbar glyph at every content size category, in both
/// layout directions and both appearances: one sheet per (direction, appearance), a row per
/// category (extraSmall at the top, AX5 at the bottom), a column per shape.
@Suite struct AccessoryGoldenTests {
    enum Item: CaseIterable {
        case disclosure, checkmark, detail, outlineCollapsed, outlineExpanded, delete, reorder
        case spinner8, spinner12, share, bookmark, bookmarkFill, play, photo

        func size(_ c: ContentSizeCategory) -> Size {
            let s = SymbolMetrics.scale(for: c)
            switch self {
            case .disclosure: return AccessoryShape.disclosureIndicator.intrinsicSize(for: c)
            case .checkmark: return AccessoryShape.checkmark.intrinsicSize(for: c)
            case .detail: return AccessoryShape.detail.intrinsicSize(for: c)
            case .outlineCollapsed: return AccessoryShape.outlineDisclosure(expanded: false).intrinsicSize(for: c)
            case .outlineExpanded: return AccessoryShape.outlineDisclosure(expanded: true).intrinsicSize(for: c)
            case .delete: return AccessoryShape.delete.intrinsicSize(for: c)
            case .reorder: return AccessoryShape.reorder.intrinsicSize(for: c)
            case .spinner8, .spinner12: return Size(width: 20 * s, height: 20 * s)
            case .share, .bookmark, .bookmarkFill, .play, .photo: return ToolbarIconShape.intrinsicSize(for: c)
            }
        }

        func draw(in r: Rect, _ c: ContentSizeCategory, _ d: LayoutDirection, _ style: UserInterfaceStyle, into out: inout [DisplayCommand]) {
            let tint = AccessoryShape.checkmark.defaultColor(style)
            let label = style == .light ? Color.black : Color.white
            switch self {
            case .disclosure:
                AccessoryShape.disclosureIndicator.draw(
                    in: r, tint: AccessoryShape.disclosureIndicator.defaultColor(style), category: c, direction: d, into: &out)
            case .checkmark: AccessoryShape.checkmark.draw(in: r, tint: tint, category: c, direction: d, into: &out)
            case .detail: AccessoryShape.detail.draw(in: r, tint: tint, category: c, direction: d, into: &out)
            case .outlineCollapsed: AccessoryShape.outlineDisclosure(expanded: false).draw(in: r, tint: tint, category: c, direction: d, into: &out)
            case .outlineExpanded: AccessoryShape.outlineDisclosure(expanded: true).draw(in: r, tint: tint, category: c, direction: d, into: &out)
            case .delete: AccessoryShape.delete.draw(in: r, tint: AccessoryShape.delete.defaultColor(style), category: c, direction: d, into: &out)
            case .reorder: AccessoryShape.reorder.draw(in: r, tint: AccessoryShape.reorder.defaultColor(style), category: c, direction: d, into: &out)
            case .spinner8: ActivityIndicatorShape(spokes: 8).draw(in: r, color: ActivityIndicatorShape.defaultColor, into: &out)
            case .spinner12: ActivityIndicatorShape(spokes: 12).draw(in: r, color: ActivityIndicatorShape.defaultColor, into: &out)
            case .share: ToolbarIconShape.share.draw(in: r, color: tint, direction: d, into: &out)
            case .bookmark: ToolbarIconShape.bookmark.draw(in: r, color: tint, direction: d, into: &out)
            case .bookmarkFill: ToolbarIconShape.bookmarkFill.draw(in: r, color: tint, direction: d, into: &out)
            case .play: ToolbarIconShape.play.draw(in: r, color: label, direction: d, into: &out)
            case .photo: ToolbarIconShape.photo.draw(in: r, color: AccessoryShape.reorder.defaultColor(style), direction: d, into: &out)
            }
        }
    }

    static func sheet(_ direction: LayoutDirection, _ style: UserInterfaceStyle) -> DisplayList {
        let categories = ContentSizeCategory.allCases
        let gap = 6.0
        let widths = Item.allCases.map { item in categories.map { item.size($0).width }.max()! + gap }
        let heights = categories.map { c in Item.allCases.map { $0.size(c).height }.max()! + gap }
        let width = widths.reduce(gap, +), height = heights.reduce(gap, +)
        var commands: [DisplayCommand] = []
        var y = gap / 2
        for (row, c) in categories.enumerated() {
            var x = gap / 2
            // Columns run from the leading edge: right to left under RTL, as a cell's accessories would.
            for (col, item) in Item.allCases.enumerated() {
                let w = widths[col]
                let cellX = direction == .leftToRight ? x : width - x - w
                let s = item.size(c)
                let r = Rect(x: cellX + (w - s.width) / 2, y: y + (heights[row] - s.height) / 2, width: s.width, height: s.height)
                item.draw(in: r, c, direction, style, into: &commands)
                x += w
            }
            y += heights[row]
        }
        let background = style == .light ? Color.white : Color(red: 0x1C, green: 0x1C, blue: 0x1E)
        return DisplayList(size: Size(width: width, height: height), scale: 3, background: background, commands: commands)
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft], [UserInterfaceStyle.light, .dark])
    func sheet(direction: LayoutDirection, style: UserInterfaceStyle) throws {
        let name = "accessories-\(direction == .leftToRight ? "ltr" : "rtl")-\(style.rawValue)"
        assertSnapshot(of: try Rasterizer.render(Self.sheet(direction, style)), as: .image, named: name)
    }
}
