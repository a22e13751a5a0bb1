import Geometry

/// A finished layout pass: every element's attributes and the scrollable content size.
public struct LayoutResult: Hashable, Sendable {
    /// All elements in a stable order: layout-wide headers, then each section in order
    /// (its decorations, its boundary supplementaries, its cells each followed by the views
    /// anchored to it, its separators), then layout-wide footers.
    public var attributes: [LayoutAttributes]
    /// The scrollable size of all content.
    public var contentSize: Size
    /// Clamps the layout applied to input it could use but not honour exactly.
    public var diagnostics: [LayoutDiagnostic]

    /// A result.
    public init(attributes: [LayoutAttributes], contentSize: Size, diagnostics: [LayoutDiagnostic] = []) {
        self.attributes = attributes; self.contentSize = contentSize; self.diagnostics = diagnostics
    }

    /// The attributes of the cell at `indexPath`, if laid out.
    /// - Complexity: O(n).
    public func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        attributes.first { $0.category == .cell && $0.indexPath == indexPath }
    }

    /// The attributes of every element whose frame meets `rect`.
    /// - Complexity: O(n).
    public func attributesForElements(in rect: Rect) -> [LayoutAttributes] {
        attributes.filter { $0.frame.intersection(rect) != nil }
    }

    /// The attributes in the order a renderer draws them: by `zIndex`, and for equal z in
    /// their stable order.
    /// - Complexity: O(n log n).
    public func attributesInDrawingOrder() -> [LayoutAttributes] {
        attributes.enumerated().sorted { a, b in
            a.element.zIndex != b.element.zIndex ? a.element.zIndex < b.element.zIndex : a.offset < b.offset
        }.map(\.element)
    }

    /// A stable text form: a `contentSize` line, then one line per element (see
    /// `LayoutAttributes.dumpLine`), then one line per diagnostic.
    public func dump() -> String {
        var out = "contentSize \(contentSize)\n"
        for a in attributes { out += a.dumpLine; out += "\n" }
        for d in diagnostics { out += "diagnostic \(d)\n" }
        return out
    }
}
