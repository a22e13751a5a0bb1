import Geometry
import Raster
import Support
import Typesetting

/// Status panels: `loading` (a spinner at a fixed phase, optional message), `empty` (glyph,
/// title, message), `retry` (message and a button), `exhausted` (a checkmark and a footnote).
public enum StatusPanelFamily: LayoutFamily {
    public static let family = "statusPanel"
    public static let isRow = true

    public enum Status: String, Hashable, Sendable, CaseIterable { case loading, empty, retry, exhausted }

    public struct Design: Hashable, Sendable {
        public var status: Status
        public var title: TextProperties
        public var message: TextProperties
        public var footnote: TextProperties
        public var button: TextProperties
        public var buttonFill: Color
        public var buttonRadius: Double
        public var glyphTint: Color
        public var spinnerColor: Color
        public var padding: DirectionalEdgeInsets
        public var spacing: Double
        public var glyphSize: Double
        public var buttonPadding: DirectionalEdgeInsets

        public static func resolve(_ status: Status, model: DesignModel, environment e: ContentEnvironment) -> Design {
            let d = model.elements.statusPanel
            let s = e.userInterfaceStyle
            return Design(
                status: status, title: model.text(d.title, e), message: model.text(d.message, e), footnote: model.text(d.footnote, e),
                button: model.text(d.button, e), buttonFill: model.resolvedColor(d.buttonFill, s), buttonRadius: model.shapes.radius(.button),
                glyphTint: model.resolvedColor(d.glyphTint, s), spinnerColor: model.resolvedColor(d.spinnerColor, s), padding: d.padding,
                spacing: d.spacing, glyphSize: d.glyphSize * SymbolMetrics.scale(for: e.contentSizeCategory), buttonPadding: d.buttonPadding)
        }
    }

    public struct Item: Hashable, Sendable {
        public var id: String
        public var title: String?
        public var message: String?
        public var buttonTitle: String?
        public init(id: String, title: String? = nil, message: String? = nil, buttonTitle: String? = nil) {
            self.id = id; self.title = title; self.message = message; self.buttonTitle = buttonTitle
        }
    }

    public static func layout(design d: Design, item: Item, kit: inout FamilyLayoutKit) throws(ContentError) -> Size {
        kit.itemName = item.id
        let w = kit.width
        let tw = max(w - d.padding.leading - d.padding.trailing, 1)
        var y = d.padding.top
        func gap() { y += d.spacing }
        switch d.status {
        case .loading:
            let s = ActivityIndicatorShape.mediumSize.width
            kit.draw(Rect(x: (w - s) / 2, y: y, width: s, height: s)) { r, out in ActivityIndicatorShape().draw(in: r, color: d.spinnerColor, into: &out) }
            y += s
            if let m = try kit.typeset(maybe: item.message, d.footnote, width: tw, element: "message") {
                gap(); kit.place(m, x: d.padding.leading, y: y); y += m.size.height
            }
        case .empty, .exhausted:
            let g = d.status == .empty ? d.glyphSize : d.glyphSize / 2
            let glyph: GlyphShape = d.status == .empty ? .tray : .checkmarkCircle
            kit.draw(Rect(x: (w - g) / 2, y: y, width: g, height: g)) { r, out in glyph.draw(in: r, color: d.glyphTint, into: &out) }
            y += g
            if let t = try kit.typeset(maybe: item.title, d.status == .empty ? d.title : d.footnote, width: tw, element: "title") {
                gap(); kit.place(t, x: d.padding.leading, y: y); y += t.size.height
            }
            if let m = try kit.typeset(maybe: item.message, d.status == .empty ? d.message : d.footnote, width: tw, element: "message") {
                y += d.spacing / 2; kit.place(m, x: d.padding.leading, y: y); y += m.size.height
            }
        case .retry:
            if let t = try kit.typeset(maybe: item.title, d.title, width: tw, element: "title") {
                kit.place(t, x: d.padding.leading, y: y); y += t.size.height; y += d.spacing / 2
            }
            if let m = try kit.typeset(maybe: item.message, d.message, width: tw, element: "message") {
                kit.place(m, x: d.padding.leading, y: y); y += m.size.height
            }
            gap(); y += d.spacing / 2
            let bp = d.buttonPadding
            let label = try kit.typeset(item.buttonTitle ?? "Try Again", d.button, width: max(tw - bp.leading - bp.trailing, 1), element: "button")
            let lw = min(label.lines.map(\.width).max() ?? label.size.width, tw - bp.leading - bp.trailing)
            let bw = lw + bp.leading + bp.trailing, bh = label.size.height + bp.top + bp.bottom
            let button = Rect(x: (w - bw) / 2, y: y, width: bw, height: bh)
            kit.draw(button) { r, out in out.append(.fill(RoundedRect(rect: r, radius: d.buttonRadius, corner: .continuous), color: d.buttonFill)) }
            // The label is centred in its own (padded) width, so it lands in the button's middle.
            kit.place(label, x: d.padding.leading + bp.leading, y: y + bp.top)
            y += bh
        }
        return Size(width: w, height: (y + d.padding.bottom).rounded(.up))
    }

    static var kinds: [ContentKind] {
        Status.allCases.map { status in
            ContentKind(
                name: "\(status.rawValue)Panel", family: family, keys: ["title", "message", "buttonTitle"],
                shapes: ["title": .string, "message": .string, "buttonTitle": .string],
                sample: ItemJSON.sample(
                    #"{"title": "Something to say", "message": "A message long enough to wrap onto more than one line of the panel.", "buttonTitle": "Try Again"}"#
                )
            ) { (json, context) throws(JSONDecodingError) in
                let item = Item(
                    id: context.item, title: try ItemJSON.string(json, "title"), message: try ItemJSON.string(json, "message"),
                    buttonTitle: try ItemJSON.string(json, "buttonTitle"))
                return ElementContent(
                    FamilyConfiguration<StatusPanelFamily>(
                        design: .resolve(status, model: context.design, environment: context.environment), item: item, context: context))
            }
        }
    }

    /// The family's descriptor: what `ContentFamily.standard` registers.
    public static let descriptor = makeDescriptor(design: StatusPanelElementDesign.self, kinds: kinds)
}
