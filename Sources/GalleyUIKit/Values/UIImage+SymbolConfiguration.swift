import Typesetting

extension UIImage {
    /// How a symbol is sized, like UIKit's `UIImage.SymbolConfiguration`: a point size (or a
    /// text style's, following Dynamic Type), a weight and a scale.
    ///
    /// Galley's look-alikes come from one font face (Material Icons Regular), so `weight` is
    /// kept (and compared) but every weight draws the same strokes; size and scale apply.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size; 0 when unspecified (then the text style's, else body's).
        public let pointSize: CGFloat
        /// The symbol's stroke weight (`.unspecified` to inherit it).
        public let weight: SymbolWeight
        /// The symbol's scale relative to the text (`.unspecified` to inherit it).
        public let scale: SymbolScale
        /// The text style whose size the symbol follows (Dynamic Type), if any.
        public let textStyle: UIFont.TextStyle?

        init(
            pointSize: CGFloat = 0, weight: SymbolWeight = .unspecified, scale: SymbolScale = .unspecified, textStyle: UIFont.TextStyle? = nil,
            traitCollection: UITraitCollection? = nil
        ) {
            self.pointSize = pointSize; self.weight = weight; self.scale = scale; self.textStyle = textStyle
            super.init(traitCollection: traitCollection)
        }

        /// A configuration specifying nothing.
        public static let unspecified = SymbolConfiguration()

        /// A configuration for symbols of a point size.
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil) }
        /// A configuration for symbols of a point size and weight.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: nil)
        }
        /// A configuration for symbols of a point size, weight and scale.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }
        /// A configuration for symbols that match a text style, scaling with Dynamic Type.
        public convenience init(textStyle: UIFont.TextStyle) { self.init(pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: textStyle) }
        /// A configuration for symbols that match a text style, at a scale.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle)
        }
        /// A configuration that sets only the weight.
        public convenience init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight, scale: .unspecified, textStyle: nil) }
        /// A configuration that sets only the scale.
        public convenience init(scale: SymbolScale) { self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: nil) }
        /// The font's size and weight.
        public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }
        /// A configuration for symbols that match a font, at a scale.
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(
                pointSize: font.pointSize, weight: SymbolWeight(font.galleyFont.weight), scale: scale, textStyle: font.textStyle.map(UIFont.TextStyle.init))
        }

        @available(*, unavailable, message: "Galley's symbol look-alikes are one-color templates: tint them with withTintColor(_:) or a tint color")
        public convenience init(hierarchicalColor: UIColor) { self.init() }

        @available(*, unavailable, message: "Galley's symbol look-alikes are one-color templates: tint them with withTintColor(_:) or a tint color")
        public convenience init(paletteColors: [UIColor]) { self.init() }

        @available(*, unavailable, message: "Galley's symbol look-alikes are one-color templates: tint them with withTintColor(_:) or a tint color")
        public static func preferringMulticolor() -> SymbolConfiguration { .unspecified }

        /// This configuration with what `other` specifies replacing its values.
        public func applying(_ other: Configuration?) -> SymbolConfiguration {
            guard let o = other as? SymbolConfiguration else {
                return other?.traitCollection.map { withTraitCollection($0) } ?? self
            }
            let styleWins = o.textStyle != nil && o.pointSize == 0
            return SymbolConfiguration(
                pointSize: styleWins ? 0 : (o.pointSize > 0 ? o.pointSize : pointSize), weight: o.weight != .unspecified ? o.weight : weight,
                scale: o.scale != .unspecified ? o.scale : scale, textStyle: o.pointSize > 0 ? nil : (o.textStyle ?? textStyle),
                traitCollection: o.traitCollection ?? traitCollection)
        }

        /// The configuration without its point size, text style and weight.
        public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            SymbolConfiguration(scale: scale, traitCollection: traitCollection)
        }

        /// This configuration with the scale unspecified.
        public func configurationWithoutScale() -> SymbolConfiguration {
            SymbolConfiguration(pointSize: pointSize, weight: weight, textStyle: textStyle, traitCollection: traitCollection)
        }

        /// This configuration without its text style.
        public func configurationWithoutTextStyle() -> SymbolConfiguration {
            SymbolConfiguration(pointSize: pointSize, weight: weight, scale: scale, traitCollection: traitCollection)
        }

        /// This configuration with the weight unspecified.
        public func configurationWithoutWeight() -> SymbolConfiguration {
            SymbolConfiguration(pointSize: pointSize, scale: scale, textStyle: textStyle, traitCollection: traitCollection)
        }

        override func copy(traitCollection: UITraitCollection?) -> Configuration {
            SymbolConfiguration(pointSize: pointSize, weight: weight, scale: scale, textStyle: textStyle, traitCollection: traitCollection)
        }

        override func isEqual(_ other: Configuration) -> Bool {
            guard let o = other as? SymbolConfiguration else { return false }
            return pointSize == o.pointSize && weight == o.weight && scale == o.scale && textStyle == o.textStyle
                && traitCollection == o.traitCollection
        }

        /// The point size the symbol is drawn for: `pointSize`, else the text style's (body's
        /// when none) in the traits' content size category (the current traits when none).
        package var resolvedPointSize: CGFloat {
            if pointSize > 0 { return pointSize }
            let traits = traitCollection ?? UITraitCollection.current
            return UIFont.preferredFont(forTextStyle: textStyle ?? .body, compatibleWith: traits).pointSize
        }

        /// How much larger than `resolvedPointSize` the symbol's box is: small 0.8, medium 1,
        /// large 1.3 (SF Symbols' small and large scales are about these against medium).
        package var scaleFactor: CGFloat {
            switch scale {
            case .small: return 0.8
            case .large: return 1.3
            default: return 1
            }
        }
    }
}

extension UIImage.SymbolWeight {
    init(_ weight: Font.Weight) {
        switch weight {
        case .ultraLight: self = .ultraLight
        case .thin: self = .thin
        case .light: self = .light
        case .regular: self = .regular
        case .medium: self = .medium
        case .semibold: self = .semibold
        case .bold: self = .bold
        case .heavy: self = .heavy
        case .black: self = .black
        }
    }
}
