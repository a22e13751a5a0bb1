import Geometry

/// One section laid out the way `UICollectionViewFlowLayout` lays out a section, as a template
/// (so a compositional layout can host a flow section beside list and grid sections).
///
/// Items fill a line, then wrap: a line of several is justified (left-over space goes evenly
/// between them), a line of one is centered, items are centered on the line's cross axis.
/// An item wider than the section's content width is clamped to it (UIKit logs "the item
/// width must be less than the width of the UICollectionView minus the section insets" and
/// lays it out anyway); the clamp comes back as a diagnostic.
public struct FlowSectionTemplate: TemplateLayout, Hashable {
    /// The size of every item unless `estimatedItemSize` is set.
    public var itemSize = Size(width: 50, height: 50)
    /// When set, items self-size: their sizing views are asked with this estimate.
    public var estimatedItemSize: Size? = nil
    /// Space between lines.
    public var minimumLineSpacing = 10.0
    /// Least space between items in a line.
    public var minimumInteritemSpacing = 10.0
    /// Insets of the section's items (absolute edges; the whole section mirrors in right-to-left,
    /// as a flow layout does).
    public var sectionInset: EdgeInsets = .zero

    public init(
        itemSize: Size = Size(width: 50, height: 50), estimatedItemSize: Size? = nil, minimumLineSpacing: Double = 10,
        minimumInteritemSpacing: Double = 10, sectionInset: EdgeInsets = .zero
    ) {
        self.itemSize = itemSize; self.estimatedItemSize = estimatedItemSize
        self.minimumLineSpacing = minimumLineSpacing; self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset
    }

    public var name: String { "flow" }
    public var cellKinds: [String] { ["cell"] }
    public var supportsNativeAds: Bool { true }
    public var padding: Double { minimumLineSpacing }
    public var margins: DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: sectionInset.top, leading: sectionInset.left, bottom: sectionInset.bottom, trailing: sectionInset.right)
    }

    public func validate(in container: TemplateContainer) -> String? {
        for (name, s) in [("itemSize", itemSize), ("estimatedItemSize", estimatedItemSize ?? itemSize)] {
            guard s.width.isFinite, s.height.isFinite, s.width > 0, s.height > 0 else {
                return "the flow layout's \(name) \(s) must be finite and greater than 0"
            }
        }
        for v in [minimumLineSpacing, minimumInteritemSpacing] where !(v.isFinite && v >= 0) {
            return "the flow layout's spacings \(formatNumber(minimumLineSpacing)), \(formatNumber(minimumInteritemSpacing)) must be 0 or more"
        }
        return nil
    }

    public func sizingProposal(forItemAt index: Int, in container: TemplateContainer) -> SizingProposal {
        if let e = estimatedItemSize { return SizingProposal(size: e, isWidthFixed: false, isHeightFixed: false) }
        return SizingProposal(size: itemSize, isWidthFixed: true, isHeightFixed: true)
    }

    public func frames(for sizes: [Size], in container: TemplateContainer) -> TemplateFrames {
        var clamped = sizes
        var diagnostics: [TemplateFrames.Diagnostic] = []
        let available = container.contentWidth
        for i in clamped.indices where clamped[i].width > available {
            diagnostics.append(
                TemplateFrames.Diagnostic(
                    item: i,
                    message:
                        "item size \(clamped[i]) is wider than the \(formatNumber(available)) pt the section has inside its insets; clamped to \(formatNumber(available)) pt (UIKit logs this and clamps)"
                ))
            clamped[i].width = available
        }
        return TemplateFrames(
            frames: FlowLines.frames(
                clamped, available: available, lineSpacing: minimumLineSpacing,
                itemSpacing: minimumInteritemSpacing), diagnostics: diagnostics)
    }
}

/// UIKit's line filling, shared by `FlowLayout` and `FlowSectionTemplate`, in (along-line,
/// line-stacking) coordinates from the section content's origin.
enum FlowLines {
    /// Frames as (along, stack, alongLength, stackLength) rects: x/y for vertical scrolling.
    static func frames(
        _ sizes: [Size], available: Double, lineSpacing: Double, itemSpacing: Double,
        along: (Size) -> Double = { $0.width }, stack: (Size) -> Double = { $0.height }
    ) -> [Rect] {
        var out: [Rect] = []
        out.reserveCapacity(sizes.count)
        var position = 0.0
        var first = 0
        while first < sizes.count {
            var end = first + 1
            var used = along(sizes[first])
            while end < sizes.count && used + itemSpacing + along(sizes[end]) <= available + 1e-9 {
                used += itemSpacing + along(sizes[end]); end += 1
            }
            if first > 0 { position += lineSpacing }
            let lineLength = sizes[first..<end].map(stack).max() ?? 0
            let count = end - first
            let total = sizes[first..<end].reduce(0) { $0 + along($1) }
            let gap = count > 1 ? (available - total) / Double(count - 1) : 0
            var a = count == 1 ? (available - total) / 2 : 0
            for item in first..<end {
                let s = sizes[item]
                out.append(Rect(x: a, y: position + (lineLength - stack(s)) / 2, width: along(s), height: stack(s)))
                a += along(s) + gap
            }
            position += lineLength
            first = end
        }
        return out
    }
}
