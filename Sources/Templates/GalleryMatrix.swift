import Galley
import Geometry
import Support

/// The traits axes of a gallery run and the catalog screens it covers; `entries` is the whole matrix in
/// a fixed order (screen, width, appearance, direction, text size), the order shards cut.
public struct GalleryMatrix: Sendable {
    public var screens: [CatalogScreen]
    public var widths: [Double]
    public var appearances: [UserInterfaceStyle]
    public var directions: [LayoutDirection]
    public var textSizes: [ContentSizeCategory]
    public var scale: Double
    /// The design variants every image is drawn under (the innermost axis): one per combination of a
    /// token resolver's modifiers other than the theme (`galley gallery --design-matrix`). Empty: one
    /// image per traits combination, under the run's design.
    public var designs: [DesignVariant] = []

    public static let defaultWidths: [Double] = [320, 390, 430]
    public static let defaultTextSizes: [ContentSizeCategory] = [.large, .accessibilityLarge]
    /// The scale `Goldens/scenes/gallery` is recorded at: 1x keeps 232 full-height screens at about 18 MB
    /// (at 3x they would be over 100 MB); the gallery command itself renders at 3x.
    public static let goldenScale: Double = 1

    public init(
        screens: [CatalogScreen] = ScreenCatalog.all, widths: [Double] = defaultWidths,
        appearances: [UserInterfaceStyle] = [.light, .dark], directions: [LayoutDirection] = [.leftToRight, .rightToLeft],
        textSizes: [ContentSizeCategory] = defaultTextSizes, scale: Double = 3
    ) {
        self.screens = screens; self.widths = widths; self.appearances = appearances
        self.directions = directions; self.textSizes = textSizes; self.scale = scale
    }

    /// One design of a design matrix: the modifier contexts it was resolved in and the design
    /// model file (absolute path) holding the result.
    public struct DesignVariant: Sendable, Equatable {
        /// The context of each modifier, sorted by modifier name (`[("brand", "b"), ("density", "compact")]`).
        public var context: [(modifier: String, context: String)]
        public var path: String

        public init(context: [String: String], path: String) {
            self.context = context.sorted { $0.key < $1.key }.map { (modifier: $0.key, context: $0.value) }
            self.path = path
        }

        /// `brand=b,density=compact` (or `default` without modifiers): the caption and filter value.
        public var label: String {
            context.isEmpty ? "default" : context.map { "\($0.modifier)=\($0.context)" }.joined(separator: ",")
        }

        /// `brand-b.density-compact`: the label as a file-name part (characters outside letters,
        /// digits, `-` and `_` become `_`).
        public var slug: String {
            func clean(_ s: String) -> String {
                String(s.unicodeScalars.map { c in c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "-" || c == "_" ? Character(c) : "_" })
            }
            return context.isEmpty ? "default" : context.map { clean($0.modifier) + "-" + clean($0.context) }.joined(separator: ".")
        }

        public static func == (a: DesignVariant, b: DesignVariant) -> Bool { a.label == b.label && a.path == b.path }
    }

    /// One image of the matrix.
    public struct Entry: Sendable {
        public var screen: CatalogScreen
        public var traits: Traits
        /// The design variant of a design matrix, or nil for the run's design.
        public var design: DesignVariant? = nil
        /// `documentFeed/390-dark-rtl-default` (`…-default.brand-b.density-compact` in a design matrix): the
        /// file name without extension, relative to the output folder.
        public var name: String {
            "\(screen.name)/\(GalleryMatrix.variantName(traits))" + (design.map { "." + $0.slug } ?? "")
        }
    }

    public var entries: [Entry] {
        var out: [Entry] = []
        for t in screens {
            for w in widths {
                for a in appearances {
                    for d in directions {
                        for s in textSizes {
                            let traits = Traits(
                                width: w, scale: scale, layoutDirection: d, userInterfaceStyle: a, preferredContentSizeCategory: s)
                            if designs.isEmpty {
                                out.append(Entry(screen: t, traits: traits))
                            } else {
                                for v in designs { out.append(Entry(screen: t, traits: traits, design: v)) }
                            }
                        }
                    }
                }
            }
        }
        return out
    }

    /// The axis spellings the command line, file names and the contact sheet's filters use.
    public static func directionName(_ d: LayoutDirection) -> String { d == .leftToRight ? "ltr" : "rtl" }
    public static func textSizeName(_ c: ContentSizeCategory) -> String { c == .large ? "default" : c.rawValue }
    public static func widthName(_ w: Double) -> String { w == w.rounded() ? String(Int(w)) : String(w) }
    public static func variantName(_ t: Traits) -> String {
        "\(widthName(t.width))-\(t.userInterfaceStyle.rawValue)-\(directionName(t.layoutDirection))-\(textSizeName(t.preferredContentSizeCategory))"
    }
}

/// Why a gallery cannot run: the argument (or file) and what is wrong with it.
public enum GalleryError: Error, Equatable, CustomStringConvertible, Sendable {
    case unknownScreen(String, known: [String])
    case badValue(option: String, value: String, expected: String)
    case unwritableOutput(path: String, reason: String)
    case badShard(String)
    case design(String)
    case render(name: String, message: String)

    public var description: String {
        switch self {
        case let .unknownScreen(n, known): return "--templates: no template named \"\(n)\" (templates: \(known.joined(separator: ", ")))"
        case let .badValue(o, v, e): return "\(o): \"\(v)\" is not \(e)"
        case let .unwritableOutput(p, r): return "--out \(p): cannot write there: \(r)"
        case let .badShard(m): return m
        case let .design(m): return "--design \(m)"
        case let .render(n, m): return "\(n): \(m)"
        }
    }

    /// `--widths 320,390`: whole or decimal points from 100 to 2000.
    public static func parseWidths(_ raw: String) throws(GalleryError) -> [Double] {
        let expected = "a comma-separated list of widths in points from 100 to 2000, like 320,390,430"
        let parts = raw.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        var out: [Double] = []
        for p in parts {
            guard let w = Double(p), w.isFinite, w >= 100, w <= 2000 else { throw .badValue(option: "--widths", value: p, expected: expected) }
            if !out.contains(w) { out.append(w) }
        }
        return out
    }

    /// A comma-separated list of names from `allowed` (in the order given, duplicates dropped).
    public static func parseList<T: Equatable>(_ option: String, _ raw: String, _ allowed: [(String, T)]) throws(GalleryError) -> [T] {
        var out: [T] = []
        for p in raw.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            guard let v = allowed.first(where: { $0.0 == p })?.1 else {
                throw .badValue(option: option, value: p, expected: "one of \(allowed.map(\.0).joined(separator: ", "))")
            }
            if !out.contains(v) { out.append(v) }
        }
        return out
    }

    /// `--templates a,b`: names from the catalog.
    public static func parseScreens(_ raw: String) throws(GalleryError) -> [CatalogScreen] {
        var out: [CatalogScreen] = []
        for p in raw.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            guard let t = ScreenCatalog.named(p) else { throw .unknownScreen(p, known: ScreenCatalog.all.map(\.name)) }
            if !out.contains(where: { $0.name == t.name }) { out.append(t) }
        }
        return out
    }
}
