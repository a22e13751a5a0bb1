import Typesetting

/// A configuration that cannot be measured or drawn.
public enum ContentError: Error, Equatable, CustomStringConvertible, Sendable {
    case text(TextLayoutError, element: String)
    case invalidWidth(Double)
    case invalidScale(Double)

    public var description: String {
        switch self {
        case let .text(e, element): return "\(element): \(e)"
        case .invalidWidth(let w): return "cannot lay out content at width \(w): it must be finite and greater than 0"
        case .invalidScale(let s): return "cannot lay out content at display scale \(s): it must be finite and greater than 0"
        }
    }
}
