import Galley

/// The state a configuration is updated for, like UIKit's `UIConfigurationState`.
public protocol UIConfigurationState: Sendable {
    /// The traits of the view in this state.
    var traitCollection: UITraitCollection { get set }
    init(traitCollection: UITraitCollection)
}

/// A key of a custom state value, like UIKit's `UIConfigurationStateCustomKey`.
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A view's state, like UIKit's `UIViewConfigurationState`.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    /// Values an app stores under its own keys.
    public nonisolated(unsafe) var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

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
        case none, lifting, dragging
    }

    /// Where a cell is in a drop session, like `UICellConfigurationState.DropState`.
    public enum DropState: Int, Sendable, Hashable {
        case none, notTargeted, targeted
    }

    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    public var cellDragState: DragState = .none
    public var cellDropState: DropState = .none
    /// Values an app stores under its own keys.
    public nonisolated(unsafe) var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

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
