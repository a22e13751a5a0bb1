import Geometry
import Raster
import Support

/// Why an image could not be used; the drawing falls back to a placeholder and reports this.
public enum ImageLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file does not exist or cannot be opened (the system's reason).
    case unreadable(path: String, reason: String)
    /// The header declares more pixels than the store's limit; nothing was decoded.
    case tooLarge(path: String, width: Int, height: Int, limit: Int)
    /// The bytes are not a PNG the decoder can read (libpng's reason).
    case corrupt(path: String, reason: String)
    /// The image's name is empty.
    case emptyName

    public var path: String {
        switch self {
        case .unreadable(let p, _), .tooLarge(let p, _, _, _), .corrupt(let p, _): return p
        case .emptyName: return ""
        }
    }

    public var description: String {
        switch self {
        case let .unreadable(p, r): return "cannot read image \(p): \(r)"
        case let .tooLarge(p, w, h, l): return "image \(p) is \(w)x\(h) pixels, over the limit of \(l) pixels; it was not decoded"
        case let .corrupt(p, r): return "image \(p) is not a readable PNG: \(r)"
        case .emptyName: return "an image name is empty"
        }
    }
}

/// A decoded image and the size it has on screen.
public struct LoadedImage: Sendable {
    public var bitmap: Bitmap
    /// Pixels per point, from the file name like `UIImage(named:)`: `photo@2x.png` is 2, `photo@3x.png` is 3, otherwise 1.
    public var scale: Double
    /// The image's size in points (pixels ÷ `scale`); what `center` draws it at.
    public var pointSize: Size { Size(width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale) }
}

/// Loads PNG files named relative to a scene's directory, once each: decoded images (and
/// failures) are cached by path for the store's lifetime, so a renderer that keeps its
/// store decodes each image once across renders. Its `imageSource` serves the same cache to
/// the rasterizer, which then resamples (area-averaging when shrinking, bilinear when enlarging).
///
/// Safety: a file's IHDR size is checked against `pixelLimit` before decoding; files over
/// `maxFileBytes` are refused before reading them.
public final class ImageStore: Sendable {
    /// The directory relative names are resolved against (the scene's directory).
    public let directory: String
    /// The most pixels one image may have (default 16 Mi, e.g. 4096 × 4096).
    public let pixelLimit: Int
    /// The largest file read (default 64 MiB).
    public let maxFileBytes: Int
    private let cache = Locked<[String: Result<LoadedImage, ImageLoadError>]>([:])
    private let loads = Locked(0)

    public static let defaultPixelLimit = 16 << 20

    public init(directory: String, pixelLimit: Int = ImageStore.defaultPixelLimit, maxFileBytes: Int = 64 << 20) {
        self.directory = directory.isEmpty ? "." : directory
        self.pixelLimit = pixelLimit; self.maxFileBytes = maxFileBytes
    }

    /// The file a name refers to: absolute names as they are, others under `directory`.
    public func path(for name: String) -> String { FileIO.path(name, relativeTo: directory) }

    /// The image named `name`, decoded once and cached (a failure is cached too).
    /// - Complexity: O(file size + pixels) the first time; O(1) after.
    public func image(_ name: String) -> Result<LoadedImage, ImageLoadError> {
        if let hit = cache.withLock({ $0[name] }) {
            // The file answered for, as if read again (`FileIO.recordingReads`).
            if !name.hasPrefix(Self.memoryPrefix) { FileIO.noteRead(path(for: name)) }
            return hit
        }
        let result = load(name)
        cache.withLock { $0[name] = result }
        return result
    }

    /// How many times a file was read and decoded (for tests of the cache).
    public var loadCount: Int { loads.withLock { $0 } }

    private func load(_ name: String) -> Result<LoadedImage, ImageLoadError> {
        guard !name.isEmpty else { return .failure(.emptyName) }
        if name.hasPrefix(Self.memoryPrefix) {
            guard let image = Self.memoryImages.withLock({ $0[name] }) else {
                return .failure(.unreadable(path: name, reason: "no image in memory by that name"))
            }
            return .success(image)
        }
        loads.withLock { $0 += 1 }
        let p = path(for: name)
        let bytes: [UInt8]
        do { bytes = try FileIO.read(p, maxBytes: maxFileBytes) } catch { return .failure(.unreadable(path: name, reason: error.reason)) }
        if let header = PNGHeader(bytes), header.width > 0, header.height > 0, header.pixelCount > pixelLimit {
            return .failure(.tooLarge(path: name, width: header.width, height: header.height, limit: pixelLimit))
        }
        do {
            let bitmap = try PNG.decode(bytes, pixelLimit: pixelLimit)
            return .success(LoadedImage(bitmap: bitmap, scale: ImageStore.scale(ofName: name)))
        } catch {
            if case let .tooLarge(w, h, l) = error { return .failure(.tooLarge(path: name, width: w, height: h, limit: l)) }
            return .failure(.corrupt(path: name, reason: error.description))
        }
    }

    /// `UIImage(named:)`'s scale suffix: `@2x` or `@3x` before the extension.
    static func scale(ofName name: String) -> Double {
        let base = name.split(separator: "/").last.map(String.init) ?? name
        let stem = base.hasSuffix(".png") ? String(base.dropLast(4)) : base
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }

    /// Serves this store's images to the rasterizer (`Rasterizer.render(_:images:)`).
    public var imageSource: ImageSource {
        ImageSource { [self] name in
            switch self.image(name) {
            case .success(let i): return i.bitmap
            case .failure(let e): throw ImageSourceError(message: e.description)
            }
        }
    }
}

extension ImageStore {
    /// The prefix of names that refer to images held in memory (`memoryImageName(for:scale:)`).
    public static let memoryPrefix = "memory:"
    private static let memoryImages = Locked<[String: LoadedImage]>([:])

    /// Keeps `bitmap` in memory for every store of the process and returns the name it draws
    /// by: `memory:` and a hash of its pixels and scale, so the same pixels always get the
    /// same name (display lists stay deterministic) and nothing is written to disk. For
    /// images made in code (a rendered view, a drawn symbol).
    public static func memoryImageName(for bitmap: Bitmap, scale: Double) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ v: UInt64) { hash = (hash ^ v) &* 0x100_0000_01b3 }
        mix(UInt64(bitmap.width)); mix(UInt64(bitmap.height)); mix(scale.bitPattern)
        for byte in bitmap.pixels { mix(UInt64(byte)) }
        let s = Int(scale.rounded())
        let name = "\(memoryPrefix)\(String(hash, radix: 16))\(s > 1 ? "@\(s)x" : "").png"
        memoryImages.withLock { images in
            if images[name] == nil { images[name] = LoadedImage(bitmap: bitmap, scale: scale) }
        }
        return name
    }
}
