import Galley

/// Light or dark, like UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
    /// No style set; Galley draws it light, as UIKit's base traits do.
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2

    /// Galley's style (`.unspecified` draws light, as UIKit's base trait collection does).
    package var galleyStyle: UserInterfaceStyle { self == .dark ? .dark : .light }

    package init(_ style: UserInterfaceStyle) { self = style == .dark ? .dark : .light }
}

/// The layout direction of a trait environment, like UIKit's `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
    /// No direction set; Galley lays it out left to right.
    case unspecified = -1
    /// Left to right, as in English.
    case leftToRight = 0
    /// Right to left, as in Arabic and Hebrew.
    case rightToLeft = 1

    /// Galley's direction (`.unspecified` lays out left to right).
    package var galleyDirection: LayoutDirection { self == .rightToLeft ? .rightToLeft : .leftToRight }

    package init(_ direction: LayoutDirection) { self = direction == .rightToLeft ? .rightToLeft : .leftToRight }
}

/// UIKit's `UIUserInterfaceLayoutDirection` (a view's or an application's direction).
public enum UIUserInterfaceLayoutDirection: Int, Sendable, Hashable {
    /// Left to right, as in English.
    case leftToRight = 0
    /// Right to left, as in Arabic and Hebrew.
    case rightToLeft = 1
}

/// A size class, like UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
    /// No size class set.
    case unspecified = 0
    /// A compact width or height, like a phone's width in portrait.
    case compact = 1
    /// A regular width or height, like a pad's.
    case regular = 2
}

/// The kind of device, like UIKit's `UIUserInterfaceIdiom`; Galley renders as a phone.
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
    /// No idiom set.
    case unspecified = -1
    /// An iPhone; what Galley renders as.
    case phone = 0
    /// An iPad; stored, Galley draws phone metrics.
    case pad = 1
    /// Apple TV; stored, Galley draws phone metrics.
    case tv = 2
    /// CarPlay; stored, Galley draws phone metrics.
    case carPlay = 3
    /// A Mac (Mac Catalyst); stored, Galley draws phone metrics.
    case mac = 5
    /// Apple Vision Pro; stored, Galley draws phone metrics.
    case vision = 6
}

/// The user's preferred text size, like UIKit's `UIContentSizeCategory`: a string-backed
/// value with UIKit's raw values (`UICTContentSizeCategoryL`).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    /// UIKit's raw value.
    public let rawValue: String
    /// The category of UIKit's raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The category of UIKit's raw value.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// `unspecified`.
    public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
    /// `extraSmall`.
    public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
    /// `small`.
    public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
    /// `medium`.
    public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
    /// `large`.
    public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
    /// `extraLarge`.
    public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
    /// `extraExtraLarge`.
    public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
    /// `extraExtraExtraLarge`.
    public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
    /// `accessibilityMedium`.
    public static let accessibilityMedium = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityM")
    /// `accessibilityLarge`.
    public static let accessibilityLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityL")
    /// `accessibilityExtraLarge`.
    public static let accessibilityExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXL")
    /// `accessibilityExtraExtraLarge`.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXL")
    /// `accessibilityExtraExtraExtraLarge`.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXXL")

    private static let ordered: [(UIContentSizeCategory, ContentSizeCategory)] = [
        (.extraSmall, .extraSmall), (.small, .small), (.medium, .medium), (.large, .large), (.extraLarge, .extraLarge),
        (.extraExtraLarge, .extraExtraLarge), (.extraExtraExtraLarge, .extraExtraExtraLarge),
        (.accessibilityMedium, .accessibilityMedium), (.accessibilityLarge, .accessibilityLarge),
        (.accessibilityExtraLarge, .accessibilityExtraLarge), (.accessibilityExtraExtraLarge, .accessibilityExtraExtraLarge),
        (.accessibilityExtraExtraExtraLarge, .accessibilityExtraExtraExtraLarge),
    ]

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { galleyCategory.isAccessibilityCategory && self != .unspecified }

    /// Galley's category (`.unspecified` and unknown raw values are `.large`, UIKit's default).
    package var galleyCategory: ContentSizeCategory {
        UIContentSizeCategory.ordered.first { $0.0 == self }?.1 ?? .large
    }

    package init(_ category: ContentSizeCategory) {
        self = UIContentSizeCategory.ordered.first { $0.1 == category }!.0
    }

    /// Orders by text size (`.unspecified` sorts first), as UIKit's `<` on categories does.
    public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool {
        func rank(_ c: UIContentSizeCategory) -> Int {
            c == .unspecified ? -1 : (ordered.firstIndex { $0.0 == c } ?? 3)
        }
        return rank(a) < rank(b)
    }
}

/// The traits a view is drawn with, like UIKit's `UITraitCollection`: immutable, built from
/// single-trait initialisers and merged with `init(traitsFrom:)` (later collections win for
/// each trait they specify).
///
/// A trait left unspecified resolves, where Galley needs a value, to UIKit's iPhone defaults:
/// light, `.large`, left to right, scale 3, compact width and regular height.
public final class UITraitCollection: Sendable, Hashable, CustomStringConvertible {
    /// Light, dark or unspecified.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The Dynamic Type size.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// Left to right, right to left or unspecified.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point; 0 when unspecified.
    public let displayScale: CGFloat
    /// The device kind.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// The cells' content view layout margins Galley's scenes carry; zero unless bridged from
    /// `Galley.Traits`.
    package let contentViewLayoutMargins: DirectionalEdgeInsets

    package init(
        style: UIUserInterfaceStyle = .unspecified, category: UIContentSizeCategory = .unspecified,
        direction: UITraitEnvironmentLayoutDirection = .unspecified, horizontal: UIUserInterfaceSizeClass = .unspecified,
        vertical: UIUserInterfaceSizeClass = .unspecified, scale: CGFloat = 0, idiom: UIUserInterfaceIdiom = .unspecified,
        margins: DirectionalEdgeInsets = .zero
    ) {
        userInterfaceStyle = style; preferredContentSizeCategory = category; layoutDirection = direction
        horizontalSizeClass = horizontal; verticalSizeClass = vertical; displayScale = scale; userInterfaceIdiom = idiom
        contentViewLayoutMargins = margins
    }

    /// A collection with every trait unspecified.
    public convenience init() { self.init(style: .unspecified) }

    /// A collection specifying only `userInterfaceStyle`.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }
    /// A collection specifying only `preferredContentSizeCategory`.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init(category: preferredContentSizeCategory) }
    /// A collection specifying only `layoutDirection`.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(direction: layoutDirection) }
    /// A collection specifying only `horizontalSizeClass`.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }
    /// A collection specifying only `verticalSizeClass`.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }
    /// A collection specifying only `displayScale`.
    public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }
    /// A collection specifying only `userInterfaceIdiom`.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(idiom: userInterfaceIdiom) }

    /// The traits of `traitCollections` merged in order: each specified trait of a later
    /// collection replaces the earlier one.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified, category = UIContentSizeCategory.unspecified
        var direction = UITraitEnvironmentLayoutDirection.unspecified
        var horizontal = UIUserInterfaceSizeClass.unspecified, vertical = UIUserInterfaceSizeClass.unspecified
        var scale: CGFloat = 0, idiom = UIUserInterfaceIdiom.unspecified, margins = DirectionalEdgeInsets.zero
        for t in traitCollections {
            if t.userInterfaceStyle != .unspecified { style = t.userInterfaceStyle }
            if t.preferredContentSizeCategory != .unspecified { category = t.preferredContentSizeCategory }
            if t.layoutDirection != .unspecified { direction = t.layoutDirection }
            if t.horizontalSizeClass != .unspecified { horizontal = t.horizontalSizeClass }
            if t.verticalSizeClass != .unspecified { vertical = t.verticalSizeClass }
            if t.displayScale != 0 { scale = t.displayScale }
            if t.userInterfaceIdiom != .unspecified { idiom = t.userInterfaceIdiom }
            if t.contentViewLayoutMargins != .zero { margins = t.contentViewLayoutMargins }
        }
        self.init(
            style: style, category: category, direction: direction, horizontal: horizontal, vertical: vertical, scale: scale,
            idiom: idiom, margins: margins)
    }

    /// Whether every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let t = trait else { return true }
        return (t.userInterfaceStyle == .unspecified || t.userInterfaceStyle == userInterfaceStyle)
            && (t.preferredContentSizeCategory == .unspecified || t.preferredContentSizeCategory == preferredContentSizeCategory)
            && (t.layoutDirection == .unspecified || t.layoutDirection == layoutDirection)
            && (t.horizontalSizeClass == .unspecified || t.horizontalSizeClass == horizontalSizeClass)
            && (t.verticalSizeClass == .unspecified || t.verticalSizeClass == verticalSizeClass)
            && (t.displayScale == 0 || t.displayScale == displayScale)
            && (t.userInterfaceIdiom == .unspecified || t.userInterfaceIdiom == userInterfaceIdiom)
    }

    /// Whether colors resolve differently in `other` (the interface style differs).
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        galleyStyle != (other?.galleyStyle ?? .light)
    }

    /// The traits UIKit's views are drawn with when nothing else is given: an iPhone's, light,
    /// `.large`, left to right, scale 3.
    public static let iPhoneDefault = UITraitCollection(
        style: .light, category: .large, direction: .leftToRight, horizontal: .compact, vertical: .regular, scale: 3,
        idiom: .phone)

    /// The trait collection of the drawing in progress, as UIKit's `current`: colors and fonts
    /// created without traits resolve with it. Galley's render sets it around each drawing and
    /// restores it; outside one it is `iPhoneDefault`'s traits. Task-local, so parallel
    /// renders do not see each other's traits.
    public static var current: UITraitCollection {
        get { currentTraits ?? .iPhoneDefault }
        @available(*, unavailable, message: "Galley's traits are task-local: use UITraitCollection.withCurrent(_:perform:) or performAsCurrent(_:)")
        set {}
    }

    @TaskLocal package static var currentTraits: UITraitCollection?

    /// Runs `actions` with this collection as `UITraitCollection.current`.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        try UITraitCollection.$currentTraits.withValue(self, operation: actions)
    }

    // MARK: Bridges

    /// The interface style Galley draws with (`.unspecified` is light).
    package var galleyStyle: UserInterfaceStyle { userInterfaceStyle.galleyStyle }
    /// The Dynamic Type size Galley lays text out at (`.unspecified` is `.large`).
    package var galleyCategory: ContentSizeCategory { preferredContentSizeCategory.galleyCategory }
    /// The layout direction Galley lays out in (`.unspecified` is left to right).
    package var galleyDirection: LayoutDirection { layoutDirection.galleyDirection }
    /// The display scale Galley renders at (`0`, unspecified, is 3).
    package var galleyScale: Double { displayScale > 0 ? Double(displayScale) : 3 }

    /// A collection with every trait of `traits` (a scene's), iPhone size classes and idiom.
    package convenience init(traits: Traits) {
        self.init(
            style: UIUserInterfaceStyle(traits.userInterfaceStyle), category: UIContentSizeCategory(traits.preferredContentSizeCategory),
            direction: UITraitEnvironmentLayoutDirection(traits.layoutDirection), horizontal: .compact, vertical: .regular,
            scale: CGFloat(traits.scale), idiom: .phone, margins: traits.contentViewLayoutMargins)
    }

    /// Galley's traits for a container of `width` × `height` points (nil: the whole content).
    package func galleyTraits(width: Double, height: Double?) -> Traits {
        var t = Traits(
            width: width, height: height, scale: galleyScale, layoutDirection: galleyDirection, userInterfaceStyle: galleyStyle,
            preferredContentSizeCategory: galleyCategory)
        t.contentViewLayoutMargins = contentViewLayoutMargins
        return t
    }

    /// The content views' environment for these traits.
    package var contentEnvironment: ContentEnvironment {
        ContentEnvironment(
            layoutDirection: galleyDirection, displayScale: galleyScale, contentSizeCategory: galleyCategory,
            userInterfaceStyle: galleyStyle, superviewLayoutMargins: contentViewLayoutMargins)
    }

    /// Whether two trait collections hold the same traits.
    public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool {
        a.userInterfaceStyle == b.userInterfaceStyle && a.preferredContentSizeCategory == b.preferredContentSizeCategory
            && a.layoutDirection == b.layoutDirection && a.horizontalSizeClass == b.horizontalSizeClass
            && a.verticalSizeClass == b.verticalSizeClass && a.displayScale == b.displayScale
            && a.userInterfaceIdiom == b.userInterfaceIdiom && a.contentViewLayoutMargins == b.contentViewLayoutMargins
    }

    /// Hashes the traits.
    public func hash(into h: inout Hasher) {
        h.combine(userInterfaceStyle); h.combine(preferredContentSizeCategory); h.combine(layoutDirection)
        h.combine(horizontalSizeClass); h.combine(verticalSizeClass); h.combine(displayScale); h.combine(userInterfaceIdiom)
    }

    /// The traits, for debugging.
    public var description: String {
        "<UITraitCollection; UserInterfaceStyle = \(userInterfaceStyle), PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue), LayoutDirection = \(layoutDirection), HorizontalSizeClass = \(horizontalSizeClass), VerticalSizeClass = \(verticalSizeClass), DisplayScale = \(displayScale)>"
    }
}
