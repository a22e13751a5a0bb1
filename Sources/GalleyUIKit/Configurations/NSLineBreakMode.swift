import Typesetting

/// How a line that does not fit breaks or truncates, like UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable, Hashable {
    /// Wraps at word boundaries.
    case byWordWrapping = 0
    /// Wraps at any character.
    case byCharWrapping = 1
    /// Cuts the line off at the edge.
    case byClipping = 2
    /// Shows the end of the line, with an ellipsis at the start.
    case byTruncatingHead = 3
    /// Shows the start of the line, with an ellipsis at the end.
    case byTruncatingTail = 4
    /// Shows both ends of the line, with an ellipsis in the middle.
    case byTruncatingMiddle = 5

    /// Galley's mode.
    package var galleyMode: LineBreakMode {
        switch self {
        case .byWordWrapping: return .byWordWrapping
        case .byCharWrapping: return .byCharWrapping
        case .byClipping: return .byClipping
        case .byTruncatingHead: return .byTruncatingHead
        case .byTruncatingTail: return .byTruncatingTail
        case .byTruncatingMiddle: return .byTruncatingMiddle
        }
    }

    package init(_ mode: LineBreakMode) {
        switch mode {
        case .byWordWrapping: self = .byWordWrapping
        case .byCharWrapping: self = .byCharWrapping
        case .byClipping: self = .byClipping
        case .byTruncatingHead: self = .byTruncatingHead
        case .byTruncatingTail: self = .byTruncatingTail
        case .byTruncatingMiddle: self = .byTruncatingMiddle
        }
    }
}
