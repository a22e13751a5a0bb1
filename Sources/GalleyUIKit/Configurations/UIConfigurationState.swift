import Galley

/// The state a configuration is updated for, like UIKit's `UIConfigurationState`.
public protocol UIConfigurationState: Sendable {
    /// The traits of the view in this state.
    var traitCollection: UITraitCollection { get set }
    /// A state at rest in `traitCollection`.
    init(traitCollection: UITraitCollection)
}

/// A key of a custom state value, like UIKit's `UIConfigurationStateCustomKey`.
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A key named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A view's state, like UIKit's `UIViewConfigurationState`.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    /// The traits of the view in this state.
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled (Content dims its text).
    public var isDisabled = false
    /// Whether the view is highlighted (a list background fills gray).
    public var isHighlighted = false
    /// Whether the view is selected (a list background fills gray; a sidebar row the tint).
    public var isSelected = false
    /// Whether the view is focused (stored; nothing draws focus).
    public var isFocused = false
    /// Values an app stores under its own keys.
    public nonisolated(unsafe) var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state at rest in `traitCollection`.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    /// The app's value for `key`.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}

/// A cell's state, like UIKit's `UICellConfigurationState`: what `updated(for:)` of a content
/// or background configuration reads.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// Where a cell is in a drag session, like `UICellConfigurationState.DragState`.
    public enum DragState: Int, Sendable, Hashable {
        /// Not in a drag, being lifted, or being dragged.
        case none, lifting, dragging
    }

    /// Where a cell is in a drop session, like `UICellConfigurationState.DropState`.
    public enum DropState: Int, Sendable, Hashable {
        /// Not in a drop, in a drop that does not target it, or the drop's target.
        case none, notTargeted, targeted
    }

    /// The traits of the view in this state.
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled (Content dims its text).
    public var isDisabled = false
    /// Whether the view is highlighted (a list background fills gray).
    public var isHighlighted = false
    /// Whether the view is selected (a list background fills gray; a sidebar row the tint).
    public var isSelected = false
    /// Whether the view is focused (stored; nothing draws focus).
    public var isFocused = false
    /// Whether the cell is editing (accessories shown `.whenEditing` appear).
    public var isEditing = false
    /// Whether the outline row is expanded (its outline disclosure points down).
    public var isExpanded = false
    /// Whether the cell is swiped (stored; a still image is never swiped).
    public var isSwiped = false
    /// Whether the cell is reordering (stored).
    public var isReordering = false
    /// The cell's drag state (stored).
    public var cellDragState: DragState = .none
    /// The cell's drop state (stored).
    public var cellDropState: DropState = .none
    /// Values an app stores under its own keys.
    public nonisolated(unsafe) var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state at rest in `traitCollection`.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    /// The app's value for `key`.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }

    // MARK: Bridges

    /// Content's state: selected, highlighted, disabled and expanded (the states Content draws).
    package var cellState: CellConfigurationState {
        CellConfigurationState(isSelected: isSelected, isHighlighted: isHighlighted, isDisabled: isDisabled, isExpanded: isExpanded)
    }

    /// The state of Content's `state` in `traitCollection`.
    package init(_ state: CellConfigurationState, traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
        isSelected = state.isSelected; isHighlighted = state.isHighlighted; isDisabled = state.isDisabled; isExpanded = state.isExpanded
    }
}

extension UIConfigurationState {
    /// Content's state for any configuration state (a view state has no expansion).
    package var galleyCellState: CellConfigurationState {
        if let s = self as? UICellConfigurationState { return s.cellState }
        if let s = self as? UIViewConfigurationState {
            return CellConfigurationState(isSelected: s.isSelected, isHighlighted: s.isHighlighted, isDisabled: s.isDisabled)
        }
        return .normal
    }
}
