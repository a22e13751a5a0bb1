import Galley
import Layout

extension ImageComparator {
    /// The comparator with element ignores (`item:ID`, `supplementary:KIND/ID`) replaced by their
    /// frames in `layout` (clipped to their clip rect), plus a diagnostic for each that names no
    /// element (it is then dropped: ignoring nothing is safer than ignoring a guess).
    public func resolvingIgnores(in layout: LayoutResult) -> (comparator: ImageComparator, diagnostics: [String]) {
        var out = self
        var diagnostics: [String] = []
        out.ignore = ignore.flatMap { region -> [IgnoreRegion] in
            let frames: [Rect]
            switch region {
            case .rect: return [region]
            case let .item(id):
                frames = layout.attributes.filter { if case .cell = $0.category { return $0.itemIdentifier == id } else { return false } }
                    .map(Self.visibleFrame)
            case let .supplementary(kind, id):
                frames = layout.attributes.filter {
                    if case .supplementaryView(let k) = $0.category { return k == kind && $0.sectionIdentifier == id } else { return false }
                }.map(Self.visibleFrame)
            }
            if frames.isEmpty { diagnostics.append("ignore \(region): no such element in the layout; not ignored") }
            return frames.map(IgnoreRegion.rect)
        }
        return (out, diagnostics)
    }

    static func visibleFrame(_ a: LayoutAttributes) -> Rect {
        guard let clip = a.clipRect else { return a.frame }
        return a.frame.intersection(clip) ?? .zero
    }
}
