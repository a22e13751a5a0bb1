import Content
import Geometry
import Layout
import Support

/// One element VoiceOver visits on a rendered screen: what it reads and where it is.
public struct AccessibilityElement: Hashable, Sendable {
    /// `accessibilityLabel` (nil: none).
    public var label: String?
    /// `accessibilityValue`.
    public var value: String?
    /// `accessibilityHint`.
    public var hint: String?
    public var traits: AccessibilityTraits
    /// `accessibilityFrame`, in the screen's points.
    public var frame: Rect
    /// `accessibilityActivationPoint`: where a double tap lands (the frame's centre).
    public var activationPoint: Point
    /// Where in the scene the element comes from (`sections[0].items[2] (id "wifi")`).
    public var place: String
    /// The element's section and item identifiers (nil item for headers and footers).
    public var section: String
    public var item: String?
    /// The laid-out element it belongs to (a cell or supplementary view).
    public var element: LayoutElementReference

    public init(
        label: String?, value: String? = nil, hint: String? = nil, traits: AccessibilityTraits = [], frame: Rect,
        activationPoint: Point? = nil, place: String, element: LayoutElementReference
    ) {
        self.label = label; self.value = value; self.hint = hint; self.traits = traits; self.frame = frame
        self.activationPoint = activationPoint ?? Point(x: frame.midX, y: frame.midY)
        self.place = place; self.section = element.sectionIdentifier; self.item = element.itemIdentifier; self.element = element
    }
}

/// What VoiceOver reads on a rendered screen: its elements in reading order (a product of the
/// pipeline, made from what each content family declares, never from pixels).
///
/// Reading order is the collection view's: section by section, the header, then the cells in
/// item order, then the footer and other supplementaries; within one cell, the order its family
/// declares.
public struct AccessibilityTree: Hashable, Sendable {
    /// The screen's size in points.
    public var size: Size
    public var elements: [AccessibilityElement]

    public init(size: Size, elements: [AccessibilityElement]) { self.size = size; self.elements = elements }

    /// Version of the JSON written by `jsonValue` (`galley render --accessibility-json`).
    public static let formatVersion = 1

    /// One line per element, in reading order: `1. "Wi-Fi" value "Home" [button] (0, 35, 390, 44) sections[0].items[0] (id "wifi")`.
    /// Stable text for goldens.
    public func dump() -> String {
        var out = "screen \(Self.formatNumber(size.width)) x \(Self.formatNumber(size.height)), \(elements.count) element\(elements.count == 1 ? "" : "s")\n"
        for (i, e) in elements.enumerated() {
            var line = "\(i + 1). " + (e.label.map(Self.quote) ?? "(no label)")
            if let v = e.value { line += " value " + Self.quote(v) }
            if let h = e.hint { line += " hint " + Self.quote(h) }
            if !e.traits.isEmpty { line += " [" + e.traits.names.joined(separator: ", ") + "]" }
            line += " \(e.frame) \(e.place)"
            out += line + "\n"
        }
        return out
    }

    /// The tree as JSON (schema: `AccessibilityJSON` in the Galley catalog):
    /// `{"version": 1, "width", "height", "elements": [{"index", "label", "value", "hint",
    /// "traits": [...], "frame": {"x","y","width","height"}, "activationPoint": {"x","y"},
    /// "section", "item", "place"}]}`; absent texts are `null`.
    public func jsonValue() -> JSONValue {
        func text(_ s: String?) -> JSONValue { s.map(JSONValue.string) ?? .null }
        let list: [JSONValue] = elements.enumerated().map { i, e in
            .object([
                ("index", .number(Double(i + 1))), ("label", text(e.label)), ("value", text(e.value)), ("hint", text(e.hint)),
                ("traits", .array(e.traits.names.map(JSONValue.string))),
                (
                    "frame",
                    .object([
                        ("x", .number(e.frame.minX)), ("y", .number(e.frame.minY)), ("width", .number(e.frame.width)),
                        ("height", .number(e.frame.height)),
                    ])
                ),
                ("activationPoint", .object([("x", .number(e.activationPoint.x)), ("y", .number(e.activationPoint.y))])),
                ("section", .string(e.section)), ("item", text(e.item)), ("place", .string(e.place)),
            ])
        }
        return .object([
            ("version", .number(Double(Self.formatVersion))), ("width", .number(size.width)), ("height", .number(size.height)),
            ("elements", .array(list)),
        ])
    }

    /// `s` in double quotes, with quotes, backslashes and line breaks escaped (as dumps write texts).
    public static func quote(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(c)
            }
        }
        return out + "\""
    }

    static func formatNumber(_ d: Double) -> String { d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d) }
}
