import Typesetting

/// A configuration that cannot be measured or drawn, or an item the registry cannot place.
public enum ContentError: Error, Equatable, CustomStringConvertible, Sendable {
    case text(TextLayoutError, element: String)
    case invalidWidth(Double)
    case invalidScale(Double)
    /// An item whose kind no family draws: the kind, the item, and the kinds there are.
    case unknownKind(String, item: String, known: [String])
    /// The element has no content to draw (no entry in the scene's items, say).
    case missingContent(String)
    /// A family-specific failure, already worded for the user.
    case invalid(String)

    public var description: String {
        switch self {
        case let .text(e, element): return "\(element): \(e)"
        case .invalidWidth(let w): return "cannot lay out content at width \(w): it must be finite and greater than 0"
        case .invalidScale(let s): return "cannot lay out content at display scale \(s): it must be finite and greater than 0"
        case let .unknownKind(kind, item, known):
            return "item \"\(item)\" has kind \"\(kind)\", which no content family draws (known kinds: \(known.joined(separator: ", ")))"
        case .missingContent(let m): return m
        case .invalid(let m): return m
        }
    }
}
