import Content
import Geometry
import Layout
import Testing

@testable import Galley

/// The accessibility tree of a screen against UIKit's documented defaults for each list-cell
/// shape (`UIListContentConfiguration`, `UICellAccessory`, headers), in VoiceOver's order.
@Suite struct AccessibilityTreeTests {
    static func tree(_ sections: String, width: Double = 390) throws -> AccessibilityTree {
        let json = #"{"version": 2, "traits": {"width": \#(width), "scale": 1}, "sections": \#(sections)}"#
        let scene = try Scene(json: Array(json.utf8), file: "a11y.json")
        return try SceneRenderer.shared().accessibilityTree(for: scene)
    }

    static func only(_ item: String) throws -> AccessibilityElement {
        let t = try tree(#"[{"id": "s", "items": [\#(item)]}]"#)
        try #require(t.elements.count == 1, "\(t.dump())")
        return t.elements[0]
    }

    /// `cell()`: the text is the label; no value, no traits.
    @Test func defaultCellReadsItsText() throws {
        let e = try Self.only(#"{"id": "a", "kind": "cell", "text": "General"}"#)
        #expect(e.label == "General" && e.value == nil && e.traits.isEmpty)
    }

    /// `subtitleCell()`: text and secondary text are one label, joined as VoiceOver pauses between them.
    @Test func subtitleCellJoinsItsTexts() throws {
        let e = try Self.only(#"{"id": "a", "kind": "subtitleCell", "text": "Ana Costa", "secondaryText": "Apple ID, iCloud"}"#)
        #expect(e.label == "Ana Costa, Apple ID, iCloud" && e.value == nil)
    }

    /// `valueCell()`: the secondary text is the value, not part of the label.
    @Test func valueCellsSecondaryTextIsItsValue() throws {
        let e = try Self.only(#"{"id": "a", "kind": "valueCell", "text": "Wi-Fi", "secondaryText": "Home"}"#)
        #expect(e.label == "Wi-Fi" && e.value == "Home")
    }

    /// Every list shape `UIListContentConfiguration` offers, against what UIKit reads for it:
    /// cells join their text and secondary text into one label (a value cell's secondary text is
    /// its value), headers read their text with the header trait, footers without it. The
    /// table is written out, not derived from the variants' own flags.
    @Test(
        arguments: [
            ("cell", "Ana Costa, Apple ID", nil, false), ("subtitleCell", "Ana Costa, Apple ID", nil, false),
            ("valueCell", "Ana Costa", "Apple ID", false), ("sidebarCell", "Ana Costa, Apple ID", nil, false),
            ("sidebarSubtitleCell", "Ana Costa, Apple ID", nil, false), ("accompaniedSidebarCell", "Ana Costa, Apple ID", nil, false),
            ("header", "Ana Costa", nil, true), ("groupedHeader", "Ana Costa", nil, true), ("prominentInsetGroupedHeader", "Ana Costa", nil, true),
            ("extraProminentInsetGroupedHeader", "Ana Costa", nil, true), ("sidebarHeader", "Ana Costa", nil, true),
            ("footer", "Ana Costa", nil, false), ("groupedFooter", "Ana Costa", nil, false),
        ] as [(String, String, String?, Bool)])
    func everyListShapeReadsAsUIKitReadsIt(_ kind: String, _ label: String, _ value: String?, _ header: Bool) throws {
        let variant = try #require(ListContentVariant(rawValue: kind))
        let item =
            variant.isSupplementary
            ? #"{"id": "a", "kind": "\#(kind)", "text": "Ana Costa"}"#
            : #"{"id": "a", "kind": "\#(kind)", "text": "Ana Costa", "secondaryText": "Apple ID"}"#
        let e = try Self.only(item)
        #expect(e.label == label && e.value == value && e.traits == (header ? .header : []), "\(kind): \(e)")
        guard !variant.isSupplementary else { return }
        // The same row with a disclosure indicator is a button; with a checkmark, selected.
        let button = try Self.only(#"{"id": "a", "kind": "\#(kind)", "text": "Ana Costa", "accessories": ["disclosureIndicator"]}"#)
        #expect(button.traits == .button && button.label == "Ana Costa", "\(kind): \(button)")
        let checked = try Self.only(#"{"id": "a", "kind": "\#(kind)", "text": "Ana Costa", "accessories": ["checkmark"]}"#)
        #expect(checked.traits == .selected, "\(kind): \(checked)")
    }

    /// Every scene kind of the list family is in the table above.
    @Test func theTableCoversEveryListShape() {
        let table: Set<String> = [
            "cell", "subtitleCell", "valueCell", "sidebarCell", "sidebarSubtitleCell", "accompaniedSidebarCell", "header", "groupedHeader",
            "prominentInsetGroupedHeader", "extraProminentInsetGroupedHeader", "sidebarHeader", "footer", "groupedFooter",
        ]
        #expect(Set(ListContentVariant.allCases.filter { !$0.isLegacy }.map(\.rawValue)) == table)
    }

    /// A disclosure indicator makes the cell a button; a checkmark adds selected; a badge its count.
    @Test func accessoriesAddWhatUIKitAdds() throws {
        let d = try Self.only(#"{"id": "a", "text": "Wi-Fi", "accessories": ["disclosureIndicator"]}"#)
        #expect(d.traits == .button)
        let c = try Self.only(#"{"id": "a", "text": "English", "accessories": ["checkmark"]}"#)
        #expect(c.traits == .selected)
        let b = try Self.only(#"{"id": "a", "text": "Inbox", "accessories": [{"badge": 12}]}"#)
        #expect(b.value == "12" && b.traits.isEmpty)
        let o = try Self.only(#"{"id": "a", "text": "Folder", "accessories": [{"outlineDisclosure": {"expanded": true}}]}"#)
        #expect(o.traits == .button && o.value == "expanded")
    }

    /// A disabled cell is `notEnabled` ("dimmed"); a selected one `selected`.
    @Test func statesAddTraits() throws {
        #expect(try Self.only(#"{"id": "a", "text": "Off", "state": "disabled"}"#).traits == .notEnabled)
        #expect(try Self.only(#"{"id": "a", "text": "On", "state": "selected"}"#).traits == .selected)
    }

    /// An image has no label, so a cell showing only an image is skipped.
    @Test func unlabelledImagesAreSkipped() throws {
        let t = try Self.tree(
            #"[{"id": "s", "items": [{"id": "a", "image": {"source": "star.png", "width": 29, "height": 29}}, {"id": "b", "text": "B", "image": {"source": "star.png", "width": 29, "height": 29}}]}]"#
        )
        #expect(t.elements.map(\.label) == ["B"])
    }

    /// Headers read with the header trait, before their section's cells; footers after, without it.
    @Test func headersComeFirstWithTheHeaderTrait() throws {
        let t = try Self.tree(
            #"[{"id": "one", "header": "Connections", "footer": "Footnote", "items": [{"id": "a", "text": "A"}, {"id": "b", "text": "B"}]},"#
                + #" {"id": "two", "header": "More", "items": [{"id": "c", "text": "C"}]}]"#)
        #expect(t.elements.map(\.label) == ["Connections", "A", "B", "Footnote", "More", "C"])
        #expect(t.elements.map { $0.traits.contains(.header) } == [true, false, false, false, true, false])
        #expect(t.elements[1].item == "a" && t.elements[0].item == nil && t.elements[0].section == "one")
    }

    /// Frames are the laid-out elements' frames; activation points their centres.
    @Test func framesAreTheLayoutsFrames() throws {
        let json =
            #"{"version": 2, "traits": {"width": 320, "scale": 1}, "sections": [{"id": "s", "items": [{"id": "a", "text": "A"}, {"id": "b", "text": "B"}]}]}"#
        let scene = try Scene(json: Array(json.utf8), file: "a11y.json")
        let rendered = try SceneRenderer.shared().render(scene)
        let cells = rendered.layout.attributes.filter { $0.category == .cell }
        #expect(rendered.accessibility.elements.map(\.frame) == cells.map(\.frame))
        let e = rendered.accessibility.elements[1]
        #expect(e.activationPoint == Point(x: e.frame.midX, y: e.frame.midY))
        #expect(e.frame.minY > rendered.accessibility.elements[0].frame.minY)
    }

    /// Families declare their elements: an ad says it is sponsored; a section header is a header.
    @Test func familiesDeclareTheirElements() throws {
        let ad = try Self.only(#"{"id": "a", "kind": "nativeAd", "advertiser": "Acme", "headline": "Buy now", "callToAction": "Shop"}"#)
        #expect(ad.label == "Sponsored, Acme, Buy now" && ad.hint == "Shop" && ad.traits == .button)
        let h = try Self.only(#"{"id": "h", "kind": "sectionHeader", "title": "Recent", "action": "See All"}"#)
        #expect(h.label == "Recent" && h.traits == .header)
    }

    /// The JSON form carries every field, in reading order.
    @Test func jsonHasTheDocumentedFields() throws {
        let t = try Self.tree(
            #"[{"id": "s", "items": [{"id": "a", "kind": "valueCell", "text": "Wi-Fi", "secondaryText": "Home", "accessories": ["disclosureIndicator"]}]}]"#)
        let json = t.jsonValue()
        let e = try #require(json["elements"].flatMap { if case .array(let a) = $0 { return a.first } else { return nil } })
        #expect(e["label"] == .string("Wi-Fi") && e["value"] == .string("Home") && e["traits"] == .array([.string("button")]))
        #expect(e["hint"] == .null && e["item"] == .string("a") && e["frame"]?["width"] == .number(t.elements[0].frame.width))
        #expect(json["version"] == .number(1))
        #expect(t.dump().contains(#"1. "Wi-Fi" value "Home" [button]"#))
    }

    /// 10,000 elements and a megabyte label: a tree, not a crash.
    @Test func largeScreensAndLabels() throws {
        let big = String(repeating: "x", count: 1 << 20)
        let e = try Self.only(#"{"id": "a", "text": "\#(big)"}"#)
        #expect(e.label?.count == 1 << 20)
        let items = (0..<10_000).map { #"{"id": "i\#($0)", "text": "Row \#($0)"}"# }.joined(separator: ",")
        let t = try Self.tree(#"[{"id": "s", "items": [\#(items)]}]"#)
        #expect(t.elements.count == 10_000 && t.elements.last?.label == "Row 9999")
    }
}
