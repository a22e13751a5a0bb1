import Geometry

/// One element a content view exposes to assistive technologies, as a content family declares
/// it (`ContentConfiguration.accessibilityContent(state:)`): what VoiceOver reads. Where it is
/// on screen is the laid-out element's frame (a list cell is one element, as
/// `UICollectionViewListCell` is), unless `frame` narrows it to part of the view.
public struct AccessibilityContent: Hashable, Sendable {
    /// `accessibilityLabel`: what the element is. nil or empty: the element has no label (an
    /// image without a label is skipped; an interactive element without one is an audit finding).
    public var label: String?
    /// `accessibilityValue`: its current value (a value cell's secondary text, a badge's count).
    public var value: String?
    /// `accessibilityHint`: what activating it does.
    public var hint: String?
    public var traits: AccessibilityTraits
    /// Part of the view, relative to its top-left (nil: the whole view).
    public var frame: Rect?

    public init(
        label: String?, value: String? = nil, hint: String? = nil, traits: AccessibilityTraits = [], frame: Rect? = nil
    ) {
        self.label = label; self.value = value; self.hint = hint; self.traits = traits; self.frame = frame
    }

    /// A label made of `parts` as UIKit joins a cell's texts: the non-empty ones, separated by
    /// ", " (VoiceOver pauses at each comma). nil when none is non-empty.
    public static func joined(_ parts: [String?]) -> String? {
        let texts = parts.compactMap { $0?.trimmingSpaces }.filter { !$0.isEmpty }
        return texts.isEmpty ? nil : texts.joined(separator: ", ")
    }

    /// Whether UIKit would expose it: an element with neither label nor value that is only an
    /// image (or nothing) is skipped, as an unlabelled `UIImageView` is.
    public var isExposed: Bool {
        let hasText = !(label ?? "").isEmpty || !(value ?? "").isEmpty
        return hasText || traits.subtracting([.image, .staticText]) != []
    }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return String(s)
    }
}

extension AccessibilityContent {
    /// The element with the traits a cell's state adds: `selected` for a selected cell,
    /// `notEnabled` for a disabled one (as `UICollectionViewCell` reports them).
    public func adding(state: CellConfigurationState) -> AccessibilityContent {
        var c = self
        if state.isSelected { c.traits.insert(.selected) }
        if state.isDisabled { c.traits.insert(.notEnabled) }
        return c
    }
}
