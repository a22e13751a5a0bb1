import Geometry
import Layout
import Raster
import Typesetting

/// An accessory of a list cell, like `UICellAccessory`: what it is, which side it sits on, its
/// tint and the width it reserves.
public struct CellAccessory: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// `chevron.forward`.
        case disclosureIndicator
        case checkmark
        /// `info.circle`.
        case detail
        /// A text label (`UICellAccessory.label(text:)`).
        case label(String)
        /// A chevron pointing forward, or down when the row is expanded (`isExpanded`).
        case outlineDisclosure(isExpanded: Bool)
        /// A count in a capsule (`UICellAccessory.customView` as iOS Mail/Settings draw badges).
        case badge(Int)
        /// The red minus circle of editing mode.
        case delete
        /// Three horizontal lines (the reorder grip).
        case reorder
        /// A custom view of a fixed size (drawn as its placeholder).
        case customView(identifier: String, size: Size)

        /// The scene-file name of the kind.
        public var name: String {
            switch self {
            case .disclosureIndicator: return "disclosureIndicator"
            case .checkmark: return "checkmark"
            case .detail: return "detail"
            case .label: return "label"
            case .outlineDisclosure: return "outlineDisclosure"
            case .badge: return "badge"
            case .delete: return "delete"
            case .reorder: return "reorder"
            case .customView: return "customView"
            }
        }

        /// UIKit's default placement: delete leads, everything else trails.
        public var defaultPlacement: Placement { self == .delete ? .leading : .trailing }
    }

    /// `UICellAccessory.Placement`.
    public enum Placement: String, Hashable, Sendable, CaseIterable { case leading, trailing }

    /// `UICellAccessory.LayoutDimension`: the accessory's own width, the standard width of its
    /// kind (so rows with different accessories align), or a custom width.
    public enum ReservedWidth: Hashable, Sendable {
        case actual, standard
        case custom(Double)
    }

    public var kind: Kind
    public var placement: Placement
    /// nil uses the design's tint for the kind.
    public var tintColor: Color?
    public var reservedLayoutWidth: ReservedWidth
    /// What a `.customView` accessory draws in its slot (a UIKit view); nil draws an outline of
    /// its size.
    public var customView: CustomDrawing? = nil

    public init(_ kind: Kind, placement: Placement? = nil, tintColor: Color? = nil, reservedLayoutWidth: ReservedWidth = .actual) {
        self.kind = kind; self.placement = placement ?? kind.defaultPlacement
        self.tintColor = tintColor; self.reservedLayoutWidth = reservedLayoutWidth
    }

    public static let disclosureIndicator = CellAccessory(.disclosureIndicator)
    public static let checkmark = CellAccessory(.checkmark)
    public static let detail = CellAccessory(.detail)
    public static let delete = CellAccessory(.delete)
    public static let reorder = CellAccessory(.reorder)
    public static func label(_ text: String) -> CellAccessory { CellAccessory(.label(text)) }
    public static func badge(_ count: Int) -> CellAccessory { CellAccessory(.badge(count)) }
    public static func outlineDisclosure(isExpanded: Bool = false) -> CellAccessory { CellAccessory(.outlineDisclosure(isExpanded: isExpanded)) }
}

/// How a platform's list accessories differ from Galley's shapes (`AccessoryShape`'s table),
/// measured on real iOS screenshots (`Tests/Fixtures/ios-lists`; `ListFidelityTests`).
public struct AccessoryPlatformMetrics: Hashable, Sendable {
    /// The space between the content (a value cell's secondary text) and the first trailing
    /// accessory where the design model keeps its default (`elements.accessories
    /// .contentToAccessoryPadding` 16); nil keeps the design model's. Leading accessories keep
    /// the design model's (the references show trailing ones only).
    public var contentToAccessoryPadding: Double? = nil
    /// The disclosure chevron's size relative to `AccessoryShape.disclosureIndicator`'s box.
    public var disclosureIndicatorScale: Double = 1
    /// The checkmark's stroke relative to `AccessoryShape.checkmark`'s 2.1 pt.
    public var checkmarkWeight: Double = 1
    /// Space between the checkmark's box and the trailing layout margin.
    public var checkmarkTrailingInset: Double = 0

    public init(
        contentToAccessoryPadding: Double? = nil, disclosureIndicatorScale: Double = 1, checkmarkWeight: Double = 1,
        checkmarkTrailingInset: Double = 0
    ) {
        self.contentToAccessoryPadding = contentToAccessoryPadding; self.disclosureIndicatorScale = disclosureIndicatorScale
        self.checkmarkWeight = checkmarkWeight; self.checkmarkTrailingInset = checkmarkTrailingInset
    }
}

extension ListPlatform {
    /// The platform's accessory glyph geometry.
    ///
    /// iOS 17 and 18: measured on iOS 18.2 at 390 pt (home-assistant/iOS `GesturesSetupView` and
    /// `ListPickerTests` references; iOS 17.5 and 18.5 agree on every other list quantity):
    /// - value text ink to chevron ink 11.0 pt (10.7 to 11.3 over four rows): 10 pt from the
    ///   content's trailing edge to the chevron's box (Galley's was 16);
    /// - chevron ink 6⅔ × 11⅓ pt: 0.9 of Galley's 8 × 13.5 box (ink 7⅓ × 12⅔);
    /// - checkmark ink 13⅔ × 13⅓ pt ending 22 pt before the cell's trailing edge (2 pt inside
    ///   the 20 pt margin), with 32 pt² of ink: a 1.55 pt stroke (Galley's 2.1 pt gives 44 pt²).
    ///
    /// Galley and iOS 13 keep Galley's shapes.
    public var accessoryMetrics: AccessoryPlatformMetrics {
        switch self {
        case .galley, .iOS13: return AccessoryPlatformMetrics()
        case .iOS17, .iOS18:
            return AccessoryPlatformMetrics(
                contentToAccessoryPadding: 10, disclosureIndicatorScale: 0.9, checkmarkWeight: 1.55 / 2.1, checkmarkTrailingInset: 2)
        }
    }
}

/// The design of a list cell's accessories: spacing and default tints (iOS 17's).
public struct AccessoryDesign: Hashable, Sendable {
    /// Space between neighbouring accessories, and between the content and the first accessory.
    /// UIKit lays trailing accessories 16 pt apart from the text and ~10 pt from each other
    /// (measured on iOS 17 Settings rows).
    public var spacing: Double
    public var contentToAccessoryPadding: Double
    /// `tertiaryLabel`-ish gray of chevrons (`UIColor.tertiaryLabel` at full alpha over white: #C4C4C6).
    public var disclosureTint: Color
    /// `tintColor` (systemBlue) of checkmarks, detail buttons and outline chevrons.
    public var tint: Color
    /// `secondaryLabel` of label accessories.
    public var labelColor: Color
    /// The label accessory's font (body, as value-cell secondary text).
    public var labelFont: Font
    /// systemRed of the delete accessory; gray of the reorder grip.
    public var deleteTint: Color
    public var reorderTint: Color
    /// The badge's fill (systemRed) and its count's color (white).
    public var badgeTint: Color
    public var badgeTextColor: Color
    /// Content size category the accessories scale with (Dynamic Type, like SF Symbols).
    public var contentSizeCategory: ContentSizeCategory
    /// The platform's glyph geometry where it differs from `AccessoryShape`'s
    /// (`ListPlatform.accessoryMetrics`); Galley's own shapes by default.
    public var glyphs: AccessoryPlatformMetrics = AccessoryPlatformMetrics()

    public init(
        spacing: Double = 10, contentToAccessoryPadding: Double = 16,
        disclosureTint: Color = Color(red: 0xBF, green: 0xBF, blue: 0xC4), tint: Color = Color(red: 0x00, green: 0x7A, blue: 0xFF),
        labelColor: Color = Color(red: 0x3C, green: 0x3C, blue: 0x43, alpha: 0x99), labelFont: Font = .system(size: 17),
        deleteTint: Color = Color(red: 0xFF, green: 0x3B, blue: 0x30), reorderTint: Color = Color(red: 0xA2, green: 0xA2, blue: 0xA7),
        badgeTint: Color = Color(red: 0xFF, green: 0x3B, blue: 0x30), badgeTextColor: Color = .white,
        contentSizeCategory: ContentSizeCategory = .large
    ) {
        self.spacing = spacing; self.contentToAccessoryPadding = contentToAccessoryPadding
        self.disclosureTint = disclosureTint; self.tint = tint; self.labelColor = labelColor; self.labelFont = labelFont
        self.deleteTint = deleteTint; self.reorderTint = reorderTint; self.badgeTint = badgeTint; self.badgeTextColor = badgeTextColor
        self.contentSizeCategory = contentSizeCategory
    }

    /// The tint `accessory` is drawn with.
    public func tint(for accessory: CellAccessory) -> Color {
        if let t = accessory.tintColor { return t }
        switch accessory.kind {
        case .disclosureIndicator: return disclosureTint
        case .checkmark, .detail, .outlineDisclosure: return tint
        case .label: return labelColor
        case .badge: return badgeTint
        case .delete: return deleteTint
        case .reorder, .customView: return reorderTint
        }
    }
}
