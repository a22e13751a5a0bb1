import Galley

/// An accessory of a list cell, like UIKit's `UICellAccessory`: a face over Content's
/// `CellAccessory`, which lays it out and draws it.
///
/// Content draws disclosure indicators, checkmarks, detail buttons, labels, outline
/// disclosures, delete and reorder controls. Insert and multiselect controls have no drawing
/// in Content: they draw as a labelled placeholder of their size and record one
/// `UIKitDiagnostic`. `customView(configuration:)` (a `UIView`) is added by the view layer,
/// which sizes and draws the view with the cell.
public struct UICellAccessory: Hashable, Sendable {
    /// When an accessory shows, like `UICellAccessory.DisplayedState`.
    public enum DisplayedState: Int, Sendable, Hashable {
        /// Always, only while the cell is editing, or only while it is not.
        case always, whenEditing, whenNotEditing

        /// Whether it shows when the cell's editing state is `isEditing`.
        public func shows(isEditing: Bool) -> Bool {
            switch self {
            case .always: return true
            case .whenEditing: return isEditing
            case .whenNotEditing: return !isEditing
            }
        }
    }

    /// The width an accessory reserves, like `UICellAccessory.LayoutDimension`.
    public enum LayoutDimension: Hashable, Sendable {
        /// Its own width.
        case actual
        /// Its kind's standard width, so rows with different accessories align.
        case standard
        /// A width in points.
        case custom(CGFloat)

        package var galleyWidth: CellAccessory.ReservedWidth {
            switch self {
            case .actual: return .actual
            case .standard: return .standard
            case .custom(let w): return .custom(Double(w))
            }
        }
    }

    /// Where a custom accessory goes, like `UICellAccessory.Placement`.
    public enum Placement: Hashable, Sendable {
        /// Before the content, shown in `displayed`.
        case leading(displayed: DisplayedState = .always)
        /// After the content, shown in `displayed`.
        case trailing(displayed: DisplayedState = .always)

        package var galleyPlacement: CellAccessory.Placement {
            if case .leading = self { return .leading }
            return .trailing
        }

        var displayed: DisplayedState {
            switch self {
            case .leading(let d), .trailing(let d): return d
            }
        }
    }

    /// The outline disclosure's look, like `UICellAccessory.OutlineDisclosureOptions.Style`.
    public enum OutlineDisclosureStyle: Int, Sendable, Hashable {
        /// The system's choice, a section header's disclosure, or a row's.
        case automatic, header, cell
    }

    enum Kind: Hashable, Sendable {
        case disclosureIndicator, checkmark, delete, insert, reorder, multiselect, detail
        case outlineDisclosure
        case label(String, font: UIFont?)
        case custom(identifier: String, size: CGSize, placement: Placement)
    }

    let kind: Kind
    /// When it shows.
    public let displayedState: DisplayedState
    let isHidden: Bool
    let reservedLayoutWidth: LayoutDimension
    let tintColor: UIColor?
    /// A delete or insert control's fill (Content draws the control in one color: the fill).
    let fillColor: UIColor?
    /// A custom accessory's view (`customView(configuration:)`, a `UIView` the view layer reads).
    package var customViewBox: ObjectBox?
    /// Whether a custom accessory's view keeps its frame's size.
    package var maintainsFixedSize = false

    init(
        _ kind: Kind, displayed: DisplayedState, isHidden: Bool?, reservedLayoutWidth: LayoutDimension, tintColor: UIColor?,
        fillColor: UIColor? = nil
    ) {
        self.kind = kind; displayedState = displayed; self.isHidden = isHidden ?? false
        self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor; self.fillColor = fillColor
    }

    /// A custom accessory drawn as a labelled placeholder of `size` (the view layer's
    /// `customView(configuration:)`).
    package init(
        custom identifier: String, size: CGSize, placement: Placement, isHidden: Bool = false, reservedLayoutWidth: LayoutDimension = .actual,
        tintColor: UIColor? = nil
    ) {
        self.init(
            .custom(identifier: identifier, size: size, placement: placement), displayed: placement.displayed, isHidden: isHidden,
            reservedLayoutWidth: reservedLayoutWidth, tintColor: tintColor)
    }

    // MARK: Accessories

    /// The disclosureIndicator accessory.
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()) -> Self {
        Self(
            .disclosureIndicator, displayed: displayed, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
            tintColor: options.tintColor)
    }

    /// The checkmark accessory.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> Self {
        Self(.checkmark, displayed: displayed, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// The delete control (shown while editing by default); `actionHandler` is accepted; a still image is never tapped.
    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(), actionHandler: (@MainActor () -> Void)? = nil
    ) -> Self {
        Self(
            .delete, displayed: displayed, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor,
            fillColor: options.backgroundColor)
    }

    /// The insert control (shown while editing by default); drawn as a placeholder (see the type).
    public static func insert(
        displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(), actionHandler: (@MainActor () -> Void)? = nil
    ) -> Self {
        Self(.insert, displayed: displayed, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// The reorder grip (shown while editing by default).
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> Self {
        Self(.reorder, displayed: displayed, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// The multiselect circle (shown while editing by default); drawn as a placeholder (see the type).
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()) -> Self {
        Self(.multiselect, displayed: displayed, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// The outline disclosure: a chevron pointing forward, down when the cell's state is expanded.
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(), actionHandler: (@MainActor () -> Void)? = nil
    ) -> Self {
        Self(
            .outlineDisclosure, displayed: displayed, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor
        )
    }

    /// A text label (trailing, `secondaryLabel`-colored body text by default).
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> Self {
        Self(
            .label(text, font: options.font), displayed: displayed, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
            tintColor: options.tintColor)
    }

    /// The detail (info) button; `actionHandler` is accepted; a still image is never tapped.
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = .init(), actionHandler: (@MainActor () -> Void)? = nil) -> Self {
        Self(.detail, displayed: displayed, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    // MARK: Bridge

    /// Content's accessory for a cell whose editing state is `isEditing` and whose state is
    /// `state` (an outline disclosure points down when expanded), in `traits`; nil when hidden
    /// or not displayed in that editing state.
    package func cellAccessory(isEditing: Bool, expanded: Bool = false, traits: UITraitCollection) -> CellAccessory? {
        guard !isHidden, displayedState.shows(isEditing: isEditing) else { return nil }
        let tint = (kind == .delete ? fillColor ?? tintColor : tintColor)?.galleyColor(in: traits)
        let width = reservedLayoutWidth.galleyWidth
        switch kind {
        case .disclosureIndicator: return CellAccessory(.disclosureIndicator, tintColor: tint, reservedLayoutWidth: width)
        case .checkmark: return CellAccessory(.checkmark, tintColor: tint, reservedLayoutWidth: width)
        case .delete: return CellAccessory(.delete, tintColor: tint, reservedLayoutWidth: width)
        case .reorder: return CellAccessory(.reorder, tintColor: tint, reservedLayoutWidth: width)
        case .detail: return CellAccessory(.detail, tintColor: tint, reservedLayoutWidth: width)
        case .outlineDisclosure: return CellAccessory(.outlineDisclosure(isExpanded: expanded), tintColor: tint, reservedLayoutWidth: width)
        case .label(let text, _): return CellAccessory(.label(text), tintColor: tint, reservedLayoutWidth: width)
        case .insert, .multiselect:
            let name = kind == .insert ? "insert" : "multiselect"
            UIKitDiagnosticLog.current.record(
                UIKitDiagnostic(
                    kind: "accessory", subject: name,
                    message: "UICellAccessory.\(name): Galley has no drawing for this control and draws a labelled placeholder"))
            return CellAccessory(
                .customView(identifier: name, size: Size(width: 22, height: 22)), placement: kind == .insert ? .leading : .leading, tintColor: tint,
                reservedLayoutWidth: width)
        case let .custom(identifier, size, placement):
            return CellAccessory(
                .customView(identifier: identifier, size: Size(width: Double(size.width), height: Double(size.height))),
                placement: placement.galleyPlacement, tintColor: tint, reservedLayoutWidth: width)
        }
    }
}

// MARK: - Options

extension UICellAccessory {
    /// Options of the disclosureIndicator accessory.
    public struct DisclosureIndicatorOptions: Hashable, Sendable {
        /// Whether the accessory is hidden (nil: shown).
        public var isHidden: Bool?
        /// The width the accessory reserves.
        public var reservedLayoutWidth: LayoutDimension
        /// The accessory's tint (nil: the design model's for its kind).
        public var tintColor: UIColor?
        /// Options; unspecified values are the design model's.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard, tintColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }

    /// Options of the checkmark accessory.
    public struct CheckmarkOptions: Hashable, Sendable {
        /// Whether the accessory is hidden (nil: shown).
        public var isHidden: Bool?
        /// The width the accessory reserves.
        public var reservedLayoutWidth: LayoutDimension
        /// The accessory's tint (nil: the design model's for its kind).
        public var tintColor: UIColor?
        /// Options; unspecified values are the design model's.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard, tintColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }

    /// Options of the delete accessory.
    public struct DeleteOptions: Hashable, Sendable {
        /// Whether the accessory is hidden (nil: shown).
        public var isHidden: Bool?
        /// The width the accessory reserves.
        public var reservedLayoutWidth: LayoutDimension
        /// The accessory's tint (nil: the design model's for its kind).
        public var tintColor: UIColor?
        /// The control's fill (systemRed by default); Content draws the control in this one color.
        public var backgroundColor: UIColor?
        /// Options; unspecified values are the design model's.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of the insert accessory.
    public struct InsertOptions: Hashable, Sendable {
        /// Whether the accessory is hidden (nil: shown).
        public var isHidden: Bool?
        /// The width the accessory reserves.
        public var reservedLayoutWidth: LayoutDimension
        /// The accessory's tint (nil: the design model's for its kind).
        public var tintColor: UIColor?
        /// The control's fill (nil: the design model's).
        public var backgroundColor: UIColor?
        /// Options; unspecified values are the design model's.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of the reorder accessory.
    public struct ReorderOptions: Hashable, Sendable {
        /// Whether the accessory is hidden (nil: shown).
        public var isHidden: Bool?
        /// The width the accessory reserves.
        public var reservedLayoutWidth: LayoutDimension
        /// The accessory's tint (nil: the design model's for its kind).
        public var tintColor: UIColor?
        /// Stored; Galley draws no separator beside the grip.
        public var showsVerticalSeparator: Bool
        /// Options; unspecified values are the design model's.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard, tintColor: UIColor? = nil, showsVerticalSeparator: Bool = true) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    /// Options of the multiselect accessory.
    public struct MultiselectOptions: Hashable, Sendable {
        /// Whether the accessory is hidden (nil: shown).
        public var isHidden: Bool?
        /// The width the accessory reserves.
        public var reservedLayoutWidth: LayoutDimension
        /// The accessory's tint (nil: the design model's for its kind).
        public var tintColor: UIColor?
        /// The control's fill (nil: the design model's).
        public var backgroundColor: UIColor?
        /// Options; unspecified values are the design model's.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of the outlineDisclosure accessory.
    public struct OutlineDisclosureOptions: Hashable, Sendable {
        /// Header or cell look (Galley draws both as a chevron).
        public var style: OutlineDisclosureStyle
        /// Whether the accessory is hidden (nil: shown).
        public var isHidden: Bool?
        /// The width the accessory reserves.
        public var reservedLayoutWidth: LayoutDimension
        /// The accessory's tint (nil: the design model's for its kind).
        public var tintColor: UIColor?
        /// Options; unspecified values are the design model's.
        public init(
            style: OutlineDisclosureStyle = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard, tintColor: UIColor? = nil
        ) {
            self.style = style; self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }

    /// Options of the label accessory.
    public struct LabelOptions: Hashable, Sendable {
        /// Whether the accessory is hidden (nil: shown).
        public var isHidden: Bool?
        /// The width the accessory reserves.
        public var reservedLayoutWidth: LayoutDimension
        /// The accessory's tint (nil: the design model's for its kind).
        public var tintColor: UIColor?
        /// Stored; the label draws in the design model's accessory label style.
        public var font: UIFont?
        /// Whether the label follows Dynamic Type.
        public var adjustsFontForContentSizeCategory: Bool
        /// Options; unspecified values are the design model's.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .actual, tintColor: UIColor? = nil, font: UIFont? = nil,
            adjustsFontForContentSizeCategory: Bool = true
        ) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor; self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// Options of the detail accessory.
    public struct DetailOptions: Hashable, Sendable {
        /// Whether the accessory is hidden (nil: shown).
        public var isHidden: Bool?
        /// The width the accessory reserves.
        public var reservedLayoutWidth: LayoutDimension
        /// The accessory's tint (nil: the design model's for its kind).
        public var tintColor: UIColor?
        /// Options; unspecified values are the design model's.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard, tintColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }
}
