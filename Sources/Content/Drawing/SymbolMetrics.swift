import Geometry
import Typesetting

/// How a symbol grows with Dynamic Type. SF Symbols configured with a text style scale with
/// that style's point size, so a cell accessory at `.body` is `body(category) / 17` times its
/// size at `.large` (the default category): 14/17 at extraSmall, 53/17 at AX5.
public enum SymbolMetrics {
    /// The factor a symbol sized for `style` at `.large` is scaled by at `category`.
    public static func scale(for category: ContentSizeCategory, style: TextStyle = .body) -> Double {
        style.pointSize(for: category) / style.pointSize(for: .large)
    }
}
