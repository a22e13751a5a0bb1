/// A visual effect, like UIKit's `UIVisualEffect`: a background configuration stores it, but
/// Galley draws no blur or vibrancy — it draws the configuration's `backgroundColor`, so give
/// the color the effect would show through.
open class UIVisualEffect: @unchecked Sendable {
    /// Creates a visual effect.
    public init() {}
}

/// A blur, like UIKit's `UIBlurEffect`; stored, not drawn (see `UIVisualEffect`).
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur's look, like `UIBlurEffect.Style`.
    public enum Style: Int, Sendable, Hashable {
        /// The original blur styles.
        case extraLight, light, dark
        /// A blur that adapts to the interface style.
        case regular = 4
        /// A more opaque blur that adapts to the interface style.
        case prominent
        /// A system material, thinnest to thickest; like every blur, stored, not drawn.
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    }

    /// The blur's look.
    public let style: Style

    /// A blur of `style`; stored, not drawn.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}
