import Geometry
import Typesetting

/// A text element's design in terms of the design model: a text style, a color name, and the
/// label properties. Resolved for a content size category and interface style into `TextProperties`.
/// A role with a fixed `font` is not scaled by Dynamic Type (a label whose
/// `adjustsFontForContentSizeCategory` is false): version 1 scene files set such fonts.
public struct TextRole: Hashable, Sendable {
    public var style: TextStyle
    /// Overrides the style's weight (a bold header), else the style's.
    public var weight: Font.Weight?
    /// A palette name (`secondaryLabel`) or `#RRGGBB[AA]`.
    public var color: String
    public var numberOfLines: Int
    public var lineBreakMode: LineBreakMode
    public var alignment: TextAlignment
    public var transform: TextProperties.Transform
    /// A font Dynamic Type does not scale, drawn at its own line height; nil: the style's font
    /// at the content size category (and `weight`).
    public var font: Font? = nil
    /// How lines break (`UILabel.lineBreakStrategy`); nil: the style's.
    public var lineBreakStrategy: LineBreakStrategy? = nil

    public init(
        _ style: TextStyle, weight: Font.Weight? = nil, color: String = "label", numberOfLines: Int = 0,
        lineBreakMode: LineBreakMode = .byTruncatingTail, alignment: TextAlignment = .natural,
        transform: TextProperties.Transform = .none
    ) {
        self.style = style; self.weight = weight; self.color = color; self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode; self.alignment = alignment; self.transform = transform
    }

    /// A role of a fixed `font` (not scaled by Dynamic Type) and color (`#RRGGBB[AA]` or a palette name).
    public init(font: Font, color: String, numberOfLines: Int = 0, lineBreakStrategy: LineBreakStrategy = .standard) {
        self.init(.body, color: color, numberOfLines: numberOfLines)
        self.font = font; self.lineBreakStrategy = lineBreakStrategy
    }
}

/// Every family's element design: each family reads its design from here and nothing else.
/// The list family's variants and accessories are stored properties; every other family's design
/// is kept by its descriptor's design key (`elements.<key>`, an `ElementDesign`), so adding a
/// family adds nothing here (its folder declares the design and the descriptor registers it).
///
/// Every read goes through a subscript, `list(_:)` or a property here, which note the key they
/// read (`lookups`, design provenance's: `elements.articleCard`, `elements.list.cell`).
public struct ElementDesigns: Hashable, Sendable {
    /// `ListContentConfiguration` variants.
    public var list: [ListContentVariant: ListElementDesign] {
        get {
            lookups?.note("elements.list")
            return listDesigns
        }
        set { listDesigns = newValue }
    }
    public var accessories: AccessoryElementDesign {
        get {
            lookups?.note("elements.accessories")
            return accessoryDesign
        }
        set { accessoryDesign = newValue }
    }
    private var listDesigns: [ListContentVariant: ListElementDesign]
    private var accessoryDesign: AccessoryElementDesign
    /// The other families' designs by design key; a design equal to its type's defaults is not
    /// kept, so two models that read the same values are equal.
    private var designs: [String: AnyElementDesign] = [:]
    /// Where every read notes the design key it reads (nil: nowhere). Not part of the value
    /// (equality and hashing ignore it).
    package var lookups: DesignLookups?

    public init(list: [ListContentVariant: ListElementDesign] = ElementDesigns.iOS17List, accessories: AccessoryElementDesign = .init()) {
        listDesigns = list; accessoryDesign = accessories
    }

    public static func == (a: ElementDesigns, b: ElementDesigns) -> Bool {
        a.listDesigns == b.listDesigns && a.accessoryDesign == b.accessoryDesign && a.designs == b.designs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(listDesigns); hasher.combine(accessoryDesign); hasher.combine(designs)
    }

    /// The design of type `D` (`elements[ArticleCardElementDesign.self]`): the model's, or the
    /// type's defaults when the model does not set it.
    public subscript<D: ElementDesign>(_ type: D.Type) -> D {
        get {
            lookups?.note("elements." + D.designKey)
            return designs[D.designKey].flatMap { $0.base as? D } ?? D()
        }
        set { designs[D.designKey] = newValue == D() ? nil : AnyElementDesign(newValue) }
    }

    /// The design kept under the key of `defaults` (a registered design's defaults), or
    /// `defaults` when the model does not set it: how the design model file reads, writes and
    /// checks the designs of whatever families a registry holds.
    subscript(registered defaults: AnyElementDesign) -> AnyElementDesign {
        get {
            lookups?.note("elements." + defaults.designKey)
            return designs[defaults.designKey] ?? defaults
        }
        set { designs[defaults.designKey] = newValue == defaults ? nil : newValue }
    }

    /// The list variant's design (the iOS 17 or galley 1 default for a variant the model does not list).
    public func list(_ v: ListContentVariant) -> ListElementDesign {
        lookups?.note("elements.list." + v.rawValue)
        return listDesigns[v] ?? Self.iOS17List[v] ?? Self.galley1List[v] ?? Self.iOS17List[.cell]!
    }

    /// The list variant's design, to change one value (`elements[list: .legacyCell].minimumHeight = 60`).
    public subscript(list v: ListContentVariant) -> ListElementDesign {
        get { list(v) }
        set { listDesigns[v] = newValue }
    }
}
