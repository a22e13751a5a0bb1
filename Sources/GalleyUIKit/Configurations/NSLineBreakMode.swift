import Typesetting

/// How a line that does not fit breaks or truncates, like UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable, Hashable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
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
