import Support

/// A function from a color to a color, like UIKit's `UIConfigurationColorTransformer`
/// (a configuration's `colorTransformer`, applied when the color is resolved).
public struct UIConfigurationColorTransformer: Sendable, Hashable {
    /// The function that transforms a color.
    public let transform: @Sendable (UIColor) -> UIColor
    let identity: Int

    /// Creates a transformer that applies `transform`.
    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) {
        self.transform = transform
        identity = UIConfigurationColorTransformer.next.withLock { n in
            n += 1
            return n
        }
    }

    init(identity: Int, _ transform: @escaping @Sendable (UIColor) -> UIColor) { self.identity = identity; self.transform = transform }

    /// The transformed color, as in `transformer(color)`.
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// Gray with the color's luminance (Rec. 709) and alpha.
    public static let grayscale = UIConfigurationColorTransformer(identity: -1) { color in
        UIColor { traits in
            let c = color.galleyColor(in: traits)
            let y = (0.2126 * Double(c.red) + 0.7152 * Double(c.green) + 0.0722 * Double(c.blue)) / 255
            return UIColor(white: CGFloat(y), alpha: CGFloat(c.alpha) / 255)
        }
    }

    /// The tint color (the palette's `tint`), keeping the color's alpha.
    public static let preferredTint = UIConfigurationColorTransformer(identity: -2) { color in
        UIColor { traits in
            let a = CGFloat(color.galleyColor(in: traits).alpha) / 255
            return UIColor.tintColor.resolvedColor(with: traits).withAlphaComponent(a)
        }
    }

    /// The tint color (Galley draws one tint for both of UIKit's tint transformers).
    public static let monochromeTint = UIConfigurationColorTransformer(identity: -3) { color in preferredTint(color) }

    /// Whether two transformers are the same transformer: each system transformer equals itself, and a
    /// custom one equals only itself (its closure is not compared).
    public static func == (a: Self, b: Self) -> Bool { a.identity == b.identity }
    /// Hashes the transformer's identity.
    public func hash(into h: inout Hasher) { h.combine(identity) }

    private static let next = Locked(0)
}
