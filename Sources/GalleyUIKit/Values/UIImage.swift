import Galley
import Support

/// An image, like UIKit's `UIImage`: a PNG file, a bitmap (a render's), or a symbol.
///
/// **Finding named images.** Linux has no app bundle, so `UIImage(named:)` looks for the file
/// in `UIImage.resourceDirectories` (set it to your test's resource folder), then in
/// `Bundle.main`'s folder; `UIImage(named:in:with:)` looks in the bundle you pass — on Linux,
/// `Bundle(path: folder)` makes a bundle of any folder. A name without an extension finds
/// `name@3x.png`, `name@2x.png` or `name.png` (the trait collection's scale first, as UIKit
/// picks a scale variant), and the `@2x`/`@3x` suffix sets the image's `scale`. A name found
/// nowhere gives nil, as in UIKit.
///
/// **Symbols.** SF Symbols cannot be bundled: `UIImage(systemName:)` draws a look-alike from
/// the Material Icons font (`Fonts/Symbols/`, Apache-2.0) for the names in
/// `UIImage.symbolLookAlikes`, and for any other name returns nil, as UIKit does for a name it
/// does not know, and records one `UIKitDiagnostic` naming the symbol in
/// `UIKitDiagnosticLog.current`.
///
/// **Drawing.** Content draws images from files: `contentImage` gives Content's
/// `ContentImage` for the image; a bitmap's pixels are kept in memory by `ImageStore` under
/// a name hashed from them.
public final class UIImage: Sendable, Hashable, CustomStringConvertible {
    enum Storage: Sendable, Equatable {
        /// A PNG file (absolute path).
        case file(String)
        /// Pixels of a render or a symbol.
        case bitmap(Bitmap)
    }

    let storage: Storage
    /// Pixels per point.
    public let scale: CGFloat
    /// The size in points.
    public let size: CGSize
    /// How the image is drawn: as its own colors or as a template tinted by its view.
    public let renderingMode: RenderingMode
    /// The tint of `withTintColor(_:)`; nil draws with the image view's or configuration's tint.
    package let tintColor: UIColor?
    /// The SF Symbol name, for a symbol image.
    package let symbolName: String?
    /// The configuration a symbol image was made with.
    public let symbolConfiguration: SymbolConfiguration?
    /// Whether the image mirrors in right-to-left layouts.
    public let flipsForRightToLeftLayoutDirection: Bool

    init(
        storage: Storage, scale: CGFloat, size: CGSize, renderingMode: RenderingMode = .automatic, tintColor: UIColor? = nil,
        symbolName: String? = nil, symbolConfiguration: SymbolConfiguration? = nil, flips: Bool = false
    ) {
        self.storage = storage; self.scale = scale; self.size = size; self.renderingMode = renderingMode
        self.tintColor = tintColor; self.symbolName = symbolName; self.symbolConfiguration = symbolConfiguration
        flipsForRightToLeftLayoutDirection = flips
    }

    func with(
        renderingMode: RenderingMode? = nil, tintColor: UIColor?? = nil, symbolConfiguration: SymbolConfiguration?? = nil,
        flips: Bool? = nil
    ) -> UIImage {
        UIImage(
            storage: storage, scale: scale, size: size, renderingMode: renderingMode ?? self.renderingMode,
            tintColor: tintColor ?? self.tintColor, symbolName: symbolName,
            symbolConfiguration: symbolConfiguration ?? self.symbolConfiguration, flips: flips ?? flipsForRightToLeftLayoutDirection)
    }

    /// Whether this is a symbol image (`init(systemName:)`).
    public var isSymbolImage: Bool { symbolName != nil }

    /// The folders `UIImage(named:)` looks in, before `Bundle.main`'s; empty by default.
    public static var resourceDirectories: [String] {
        get { directories.withLock { $0 } }
        set { directories.withLock { $0 = newValue } }
    }
    private static let directories = Locked<[String]>([])

    // MARK: Files

    /// The image named `name` in `resourceDirectories` or `Bundle.main`'s folder (see the type's
    /// documentation); nil if there is none or it is not a readable PNG.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, with: nil)
    }

    /// The image named `name` in `bundle`'s folder (`Bundle(path:)` of any folder on Linux; nil:
    /// `resourceDirectories` then `Bundle.main`), its scale variant picked for `configuration`'s
    /// traits; nil if there is none or it is not a readable PNG.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        let folders = bundle.map { [$0.bundlePath] } ?? (UIImage.resourceDirectories + [Bundle.main.bundlePath])
        let preferred = Int((configuration?.traitCollection?.displayScale ?? 0) > 0 ? configuration!.traitCollection!.displayScale : 3)
        let hasExtension = name.split(separator: "/").last?.contains(".") ?? false
        let scales = [preferred] + [3, 2, 1].filter { $0 != preferred }
        let candidates = hasExtension ? [name] : scales.map { $0 == 1 ? "\(name).png" : "\(name)@\($0)x.png" }
        for folder in folders {
            for c in candidates {
                let path = folder.hasSuffix("/") ? folder + c : folder + "/" + c
                if FileIO.exists(path) {
                    self.init(contentsOfFile: path)
                    return
                }
            }
        }
        return nil
    }

    /// The image named `name` in `bundle`'s folder, its scale variant picked for `traitCollection`.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name, in: bundle, with: traitCollection.map { Configuration(traitCollection: $0) })
    }

    /// The PNG file at `path` (its `@2x`/`@3x` suffix sets the scale); nil if it is missing or
    /// not a readable PNG.
    public convenience init?(contentsOfFile path: String) {
        guard let bitmap = try? PNG.readFile(path) else { return nil }
        let scale = CGFloat(UIImage.scale(ofName: path))
        self.init(
            storage: .file(FileIO.absolutePath(path)), scale: scale,
            size: CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale))
    }

    /// An image of PNG `data`; nil if it is not a readable PNG.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// An image of PNG `data` at `scale` pixels per point; nil if it is not a readable PNG.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let bitmap = try? PNG.decode([UInt8](data)) else { return nil }
        self.init(bitmap: bitmap, scale: scale)
    }

    /// An image of `bitmap`'s pixels at `scale` pixels per point.
    package convenience init(bitmap: Bitmap, scale: CGFloat) {
        self.init(
            storage: .bitmap(bitmap), scale: scale,
            size: CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale))
    }

    static func scale(ofName path: String) -> Int {
        let base = path.split(separator: "/").last.map(String.init) ?? path
        let stem = base.lowercased().hasSuffix(".png") ? String(base.dropLast(4)) : base
        return stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
    }

    // MARK: Variants

    /// The same image drawn with `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { with(renderingMode: renderingMode) }

    /// The same image tinted `color` wherever it is drawn (rendering mode `.alwaysOriginal`, as UIKit's).
    public func withTintColor(_ color: UIColor) -> UIImage { with(renderingMode: .alwaysOriginal, tintColor: .some(color)) }

    /// The same image tinted `color`, with `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        with(renderingMode: renderingMode, tintColor: .some(color))
    }

    /// The image mirrored in right-to-left layouts.
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage { with(flips: true) }

    /// A symbol drawn with `configuration` applied over its own; other images unchanged.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard let name = symbolName else { return self }
        let merged = symbolConfiguration.map { $0.applying(configuration) } ?? configuration
        return UIImage(systemName: name, withConfiguration: merged)?.with(renderingMode: renderingMode, tintColor: .some(tintColor))
    }

    /// The image with `configuration` (a symbol configuration reconfigures a symbol).
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard let symbol = configuration as? SymbolConfiguration else { return self }
        return applyingSymbolConfiguration(symbol) ?? self
    }

    @available(*, unavailable, message: "Galley draws images whole: scale them with a content mode or ImageProperties.maximumSize")
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }

    // MARK: Pixels

    /// The pixels, decoded from the file when the image is a file's.
    package var bitmap: Bitmap? {
        switch storage {
        case .bitmap(let b): return b
        case .file(let path): return try? PNG.readFile(path)
        }
    }

    /// The image as PNG data (nil if a file image can no longer be read).
    public func pngData() -> Data? {
        guard let b = bitmap, let bytes = try? PNG.encode(b) else { return nil }
        return Data(bytes)
    }

    // MARK: Bridges

    /// The name Content draws the image by: the image's own file, or for a bitmap (a render,
    /// a symbol) a name of `ImageStore`'s in-memory images (a hash of its pixels; nothing is
    /// written to disk).
    package var imageFile: String? {
        switch storage {
        case .file(let path): return path
        case .bitmap(let b): return ImageStore.memoryImageName(for: b, scale: Double(scale))
        }
    }

    /// Whether the image draws as a template (alpha as a mask filled with the tint):
    /// `.alwaysTemplate`, a symbol in `.automatic`, or any image with a tint color.
    package var isTemplate: Bool {
        renderingMode == .alwaysTemplate || (renderingMode == .automatic && isSymbolImage) || tintColor != nil
    }

    /// Content's image: its file, size in points and template flag.
    package var contentImage: ContentImage {
        ContentImage(
            source: imageFile ?? "", size: Size(width: Double(size.width), height: Double(size.height)), isTemplate: isTemplate,
            mirrorsInRightToLeft: flipsForRightToLeftLayoutDirection)
    }

    /// Whether two images are the same image: source, scale, rendering mode, tint, symbol name and mirroring.
    public static func == (a: UIImage, b: UIImage) -> Bool {
        a.storage == b.storage && a.scale == b.scale && a.renderingMode == b.renderingMode && a.tintColor == b.tintColor
            && a.symbolName == b.symbolName && a.flipsForRightToLeftLayoutDirection == b.flipsForRightToLeftLayoutDirection
    }

    /// Hashes what makes the image equal to another.
    public func hash(into h: inout Hasher) {
        h.combine(symbolName); h.combine(scale); h.combine(renderingMode)
        if case .file(let p) = storage { h.combine(p) }
    }

    /// The image for debugging: its symbol or file, size and rendering mode.
    public var description: String {
        let what = symbolName.map { "symbol(system: \($0))" } ?? (imageFileName ?? "bitmap")
        return "<UIImage> \(what) {\(size.width), \(size.height)} renderingMode=\(renderingMode)"
    }

    private var imageFileName: String? {
        if case .file(let p) = storage { return p }
        return nil
    }
}

extension UIImage {
    /// How an image is drawn, like UIKit's `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable, Hashable {
        /// Symbols draw as templates, other images as they are.
        case automatic = 0
        /// The image draws its own colors, never tinted.
        case alwaysOriginal = 1
        /// The image's alpha is a mask filled with the tint.
        case alwaysTemplate = 2
    }

    /// Traits an image is chosen for, like UIKit's `UIImage.Configuration`.
    public class Configuration: @unchecked Sendable, Hashable {
        /// The traits (its display scale picks `@2x`/`@3x` files).
        public let traitCollection: UITraitCollection?

        init(traitCollection: UITraitCollection?) { self.traitCollection = traitCollection }

        /// The configuration with `traitCollection`.
        public func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            copy(traitCollection: traitCollection) as! Self
        }

        func copy(traitCollection: UITraitCollection?) -> Configuration { Configuration(traitCollection: traitCollection) }

        /// Whether two configurations are equal.
        public static func == (a: Configuration, b: Configuration) -> Bool { a.isEqual(b) }
        /// Hashes the configuration's traits.
        public func hash(into h: inout Hasher) { h.combine(traitCollection) }
        func isEqual(_ other: Configuration) -> Bool { type(of: self) == type(of: other) && traitCollection == other.traitCollection }
    }

    /// A symbol's weight, like UIKit's `UIImage.SymbolWeight`.
    public enum SymbolWeight: Int, Sendable, Hashable {
        /// No weight set; the symbol takes its text's weight (regular by default).
        case unspecified = 0
        /// A stroke weight, matching the font weight of the same name.
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The font weight with the same name (`.unspecified` is regular).
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .unspecified, .regular: return .regular
            case .ultraLight: return .ultraLight
            case .thin: return .thin
            case .light: return .light
            case .medium: return .medium
            case .semibold: return .semibold
            case .bold: return .bold
            case .heavy: return .heavy
            case .black: return .black
            }
        }
    }

    /// A symbol's scale relative to its point size, like UIKit's `UIImage.SymbolScale`.
    public enum SymbolScale: Int, Sendable, Hashable {
        /// The default scale (medium).
        case `default` = -1
        /// No scale set; the symbol takes its configuration's or medium.
        case unspecified = 0
        /// A smaller symbol than the text around it.
        case small = 1
        /// A symbol the size of the text around it.
        case medium = 2
        /// A larger symbol than the text around it.
        case large = 3
    }
}
