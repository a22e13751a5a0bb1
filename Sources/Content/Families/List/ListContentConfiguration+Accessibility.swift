extension ListContentVariant {
    /// Section headers (VoiceOver's "heading"): every header variant, not footers.
    public var isHeader: Bool {
        switch self {
        case .header, .groupedHeader, .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader, .sidebarHeader, .legacyHeader:
            return true
        default: return false
        }
    }
}

extension ListContentConfiguration {
    /// UIKit's defaults for a list cell or header (`UIListContentView` in a
    /// `UICollectionViewListCell`): one element for the whole view.
    ///
    /// - label: the text and the secondary text joined by ", " (a value cell's secondary text is
    ///   its value instead); headers and footers read their texts, headers with the `header` trait;
    /// - accessories: a disclosure indicator makes the cell a `button`, a checkmark adds
    ///   `selected`, a badge adds its count to the value, a label accessory its text, an outline
    ///   disclosure makes it a `button` valued "expanded" or "collapsed", a detail button a
    ///   `button`;
    /// - the image has no label, so it adds nothing: a cell showing only an image is skipped;
    /// - the state: `selected` when selected, `notEnabled` when disabled.
    public func accessibilityContent(state: CellConfigurationState) -> [AccessibilityContent] {
        let v = design.variant
        var traits: AccessibilityTraits = v.isHeader ? .header : []
        var label: String?
        var values: [String?] = []
        if v.prefersSideBySide {
            label = AccessibilityContent.joined([item.text])
            values.append(item.secondaryText)
        } else {
            label = AccessibilityContent.joined([item.text, item.secondaryText])
        }
        if !v.isSupplementary {
            for a in item.accessories {
                switch a.kind {
                case .disclosureIndicator, .detail: traits.insert(.button)
                case .checkmark: traits.insert(.selected)
                case .badge(let count): values.append(String(count))
                case .label(let text): values.append(text)
                case .outlineDisclosure(let expanded):
                    traits.insert(.button)
                    values.append(expanded ? "expanded" : "collapsed")
                case .delete, .reorder, .customView: break
                }
            }
        }
        let element = AccessibilityContent(label: label, value: AccessibilityContent.joined(values), traits: traits).adding(state: state)
        return element.isExposed ? [element] : []
    }
}
