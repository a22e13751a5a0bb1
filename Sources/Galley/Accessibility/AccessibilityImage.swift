import Content
import Geometry
import Raster
import Typesetting

/// The accessibility snapshot of a screen, as AccessibilitySnapshot draws it: the screen with
/// each element VoiceOver visits filled and outlined in a colour and numbered in reading order,
/// and a legend beside it (number, label, value, traits). Drawn through the display list and the
/// rasterizer like every screen.
public enum AccessibilityImage {
    /// The colours elements take in turn (element n has `palette[(n - 1) % count]`).
    public static let palette: [Color] = [
        Color(red: 0xFF, green: 0x2D, blue: 0x55), Color(red: 0x00, green: 0x7A, blue: 0xFF),
        Color(red: 0x34, green: 0xC7, blue: 0x59), Color(red: 0xFF, green: 0x95, blue: 0x00),
        Color(red: 0xAF, green: 0x52, blue: 0xDE), Color(red: 0x00, green: 0xB8, blue: 0xD4),
        Color(red: 0xD4, green: 0xA0, blue: 0x00), Color(red: 0xA2, green: 0x84, blue: 0x5E),
    ]
    /// The legend's width, in points, and the gap between the screen and it.
    public static let legendWidth = 320.0
    static let gap = 16.0
    static let marker = 20.0
    /// The legend lists at most this many elements, then says how many it left out.
    public static let maximumLegendEntries = 300

    static func color(_ index: Int) -> Color { palette[index % palette.count] }

    /// The display list of the snapshot: `screen` (the rendered screen's list) drawn as it is,
    /// `tree`'s elements over it and the legend to its trailing side.
    static func displayList(screen: DisplayList, tree: AccessibilityTree, typesetter: Typesetter) throws(TextLayoutError) -> DisplayList {
        let w = screen.size.width, h = screen.size.height
        var commands: [DisplayCommand] = [.fill(RoundedRect(rect: Rect(x: 0, y: 0, width: w, height: h)), color: screen.background)]
        commands += screen.commands
        // Outlines and markers over the screen.
        let numberFont = TextAttributes(font: .system(size: 11, weight: .bold), color: .white)
        func numberBadge(_ n: Int, at origin: Point, color: Color) throws(TextLayoutError) -> [DisplayCommand] {
            let r = Rect(x: origin.x, y: origin.y, width: marker, height: marker)
            var out: [DisplayCommand] = [.fill(RoundedRect(rect: r, radius: marker / 2), color: color)]
            let t = try typesetter.layout(String(n), attributes: numberFont, width: .infinity)
            let tw = t.lines.first?.width ?? t.size.width
            for run in t.glyphRuns(at: Point(x: r.midX - tw / 2, y: r.midY - t.size.height / 2)) { out.append(.glyphs(run)) }
            return out
        }
        // Outlines stay on the screen: an element scrolled out of view (a carousel's later cards)
        // is listed in the legend but not drawn.
        let screenRect = Rect(x: 0, y: 0, width: w, height: h)
        commands.append(.pushClip(RoundedRect(rect: screenRect)))
        for (i, e) in tree.elements.enumerated() {
            let frame = e.frame
            let visible = Rect(
                x: max(frame.minX, 0), y: max(frame.minY, 0), width: min(frame.maxX, w) - max(frame.minX, 0),
                height: min(frame.maxY, h) - max(frame.minY, 0))
            guard visible.width > 0, visible.height > 0 else { continue }
            let c = color(i)
            var fill = c
            fill.alpha = 0x38
            commands.append(.fill(RoundedRect(rect: frame), color: fill))
            commands.append(.stroke(RoundedRect(rect: frame.insetBy(1)), width: 2, color: c))
            let mx = min(visible.minX + 3, max(w - marker, 0)), my = min(visible.minY + 3, max(h - marker, 0))
            commands += try numberBadge(i + 1, at: Point(x: mx, y: my), color: c)
        }
        commands.append(.popClip)
        // The legend.
        let x = w + gap
        let textX = x + marker + 8
        let textWidth = legendWidth - marker - 8 - gap
        let labelStyle = TextAttributes(font: .system(size: 13, weight: .semibold), color: Color(red: 0x1C, green: 0x1C, blue: 0x1E))
        let detailStyle = TextAttributes(font: .system(size: 11), color: Color(red: 0x63, green: 0x63, blue: 0x66))
        var style = ParagraphStyle.default
        style.numberOfLines = 3
        style.lineBreakMode = .byTruncatingTail
        var y = gap
        for (i, e) in tree.elements.prefix(maximumLegendEntries).enumerated() {
            commands += try numberBadge(i + 1, at: Point(x: x, y: y), color: color(i))
            let label = try typesetter.layout(e.label ?? "(no label)", attributes: labelStyle, style: style, width: textWidth)
            for run in label.glyphRuns(at: Point(x: textX, y: y + 1)) { commands.append(.glyphs(run)) }
            var bottom = y + 1 + label.size.height
            var details: [String] = []
            if let v = e.value { details.append("value: \(v)") }
            if let hint = e.hint { details.append("hint: \(hint)") }
            if !e.traits.isEmpty { details.append(e.traits.names.joined(separator: ", ")) }
            if !details.isEmpty {
                let d = try typesetter.layout(details.joined(separator: " · "), attributes: detailStyle, style: style, width: textWidth)
                for run in d.glyphRuns(at: Point(x: textX, y: bottom + 1)) { commands.append(.glyphs(run)) }
                bottom += 1 + d.size.height
            }
            y = max(bottom, y + marker) + 10
        }
        if tree.elements.count > maximumLegendEntries {
            let more = try typesetter.layout(
                "… and \(tree.elements.count - maximumLegendEntries) more", attributes: detailStyle, width: textWidth)
            for run in more.glyphRuns(at: Point(x: textX, y: y)) { commands.append(.glyphs(run)) }
            y += more.size.height + 10
        }
        let size = Size(width: w + legendWidth, height: max(h, y + gap).rounded(.up))
        return DisplayList(size: size, scale: screen.scale, background: .white, commands: commands)
    }
}

extension Rect {
    fileprivate func insetBy(_ d: Double) -> Rect {
        Rect(x: minX + d, y: minY + d, width: max(width - 2 * d, 0), height: max(height - 2 * d, 0))
    }
}

extension SceneRenderer {
    /// The accessibility snapshot of a rendered scene (`AccessibilityImage`); image sources of
    /// the screen resolve against `baseDirectory`, as its render did.
    public func accessibilityImage(of rendered: RenderedScene, baseDirectory: String = ".") throws(RenderError) -> Bitmap {
        let list: DisplayList
        do throws(TextLayoutError) {
            list = try AccessibilityImage.displayList(screen: rendered.displayList, tree: rendered.accessibility, typesetter: typesetter)
        } catch { throw .text("the accessibility legend could not be typeset: \(error)") }
        do throws(RasterError) {
            return try Rasterizer.render(list, glyphs: fonts, images: images.store(for: baseDirectory).imageSource, pixelLimit: pixelLimit)
        } catch { throw .raster(error) }
    }

    /// A scene's accessibility snapshot (rendered, then drawn with its elements and legend).
    public func accessibilityImage(of scene: Scene, baseDirectory: String = ".") throws(RenderError) -> Bitmap {
        try accessibilityImage(of: render(scene, baseDirectory: baseDirectory), baseDirectory: baseDirectory)
    }
}
