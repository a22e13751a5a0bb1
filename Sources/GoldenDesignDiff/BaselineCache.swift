import Galley
import Golden
import Raster
import Support

/// Rendered baselines kept on disk across design diffs, so a second diff against the same
/// `BEFORE` renders only the `AFTER` side.
///
/// An entry is one screen's before render: its pixels (premultiplied RGBA, rows packed by
/// `PixelRows`: a row equal to the one above, runs of one colour) and its
/// layout dump (what the explanation reads). It is keyed by what the render depends on — the
/// renderer (`fingerprint`: Galley's version, the display-list format, the fonts, the executable),
/// the scene (its JSON text, its file's path and the bytes of the image files it names) and the
/// design model (its digest) — so a changed input is a miss, never a stale hit.
///
/// Every entry carries its key and a CRC-32 of the whole file: an entry that is truncated,
/// corrupt or filed under another key is refused (`Lookup.corrupt`), removed and re-rendered,
/// never trusted. Entries are written to a temporary file and renamed (two diffs sharing a
/// folder see a whole entry or none). The folder is kept under `limitBytes` by removing the
/// least recently used entries (a hit marks its entry used); a folder that cannot be written
/// costs the speed-up, never the diff (`DesignDiff.Result.diagnostics` says why).
public struct BaselineCache: Sendable {
    /// The folder holding the entries (`<root>/design-diff-baselines`).
    public var directory: String
    /// The renderer's identity (`fingerprint(fontsDirectory:)`).
    public var fingerprint: String
    /// The most bytes the entries may take together; the least recently used go first.
    public var limitBytes: Int

    /// The default root, relative to the current folder (SwiftPM's `.build`, ignored by git).
    public static let defaultRoot = ".build/galley-cache"
    /// The default size limit: 512 MB (a 1170×2532 screen takes about 0.3 to 2 MB).
    public static let defaultLimitBytes = 512 << 20
    static let magic = Array("GALLEYBL".utf8)
    static let version: UInt32 = 2
    static let suffix = ".baseline"

    /// A cache in `root/design-diff-baselines` for renders by the renderer `fingerprint`.
    public init(root: String, fingerprint: String, limitBytes: Int = BaselineCache.defaultLimitBytes) {
        directory = (root.hasSuffix("/") ? String(root.dropLast()) : root) + "/design-diff-baselines"
        self.fingerprint = fingerprint
        self.limitBytes = max(0, limitBytes)
    }

    /// One cached before render.
    public struct Entry: Sendable, Equatable {
        public var bitmap: Bitmap
        public var layoutDump: String
        public init(bitmap: Bitmap, layoutDump: String) { self.bitmap = bitmap; self.layoutDump = layoutDump }
    }

    /// What a lookup found.
    public enum Lookup: Sendable, Equatable {
        case hit(Entry)
        case miss
        /// An entry that failed its checks (and was removed): why.
        case corrupt(String)
    }

    /// The renderer's identity: `RendererFingerprint` of the fonts in `fontsDirectory` and a
    /// CRC-32 and size of the running executable (a rebuilt renderer is another renderer).
    public static func fingerprint(fontsDirectory: String) -> String {
        let f = RendererFingerprint.current(fontsDirectory: fontsDirectory)
        return "galley \(f.galleyVersion); display list \(f.displayListVersion); "
            + f.fonts.map { "\($0.name)=\($0.sha256)" }.joined(separator: ",") + "; " + executableIdentity
    }

    /// The running executable's size and CRC-32 (read once per process): a rebuilt tool is another renderer.
    public static let executableIdentity: String = {
        for path in ["/proc/self/exe", CommandLine.arguments.first ?? ""] where !path.isEmpty {
            if let bytes = try? FileIO.read(path, maxBytes: 2 << 30) {
                return "executable \(bytes.count) bytes crc32 \(Deflate.crc32(bytes[...]))"
            }
        }
        return "executable unknown"
    }()

    /// The key of a before render: the scene `json` read from `file` under the design whose
    /// digest is `designDigest`, by this cache's renderer. Image files the scene names (string
    /// values ending in an image extension, resolved from the scene's folder) count by content.
    public func key(sceneJSON json: String, file: String, designDigest: String) -> String {
        var bytes = Array("\(Self.version)\u{0}\(fingerprint)\u{0}\(designDigest)\u{0}\(file)\u{0}".utf8)
        bytes += json.utf8
        let base = FileIO.parentDirectory(of: file)
        var seen = Set<String>()
        func visit(_ v: JSONValue) {
            switch v {
            case .string(let s):
                let lower = s.lowercased()
                guard [".png", ".jpg", ".jpeg", ".gif", ".webp", ".heic"].contains(where: { lower.hasSuffix($0) }), seen.insert(s).inserted else { return }
                let path = FileIO.path(s, relativeTo: base)
                if let b = try? FileIO.read(path) {
                    bytes += Array("\u{0}\(s)=\(b.count):\(Deflate.crc32(b[...]))".utf8)
                } else {
                    bytes += Array("\u{0}\(s)=absent".utf8)
                }
            case .array(let a): for v in a { visit(v) }
            case .object(let o): for m in o { visit(m.value) }
            default: break
            }
        }
        if let v = try? JSONValue.parse(json) { visit(v) }
        return SHA256.hex(bytes)
    }

    func path(_ key: String) -> String { directory + "/" + key + Self.suffix }

    /// The entry under `key`, checked; a corrupt one is removed.
    public func load(_ key: String, pixelLimit: Int = Bitmap.defaultPixelLimit) -> Lookup {
        switch loadPacked(key, pixelLimit: pixelLimit) {
        case .hit(let e): return .hit(e.unpacked)
        case .miss: return .miss
        case .corrupt(let why): return .corrupt(why)
        }
    }

    /// An entry whose pixels are checked but not unpacked yet (`PackedRows`): a caller that reads
    /// only some rows unpacks only those.
    struct PackedEntry: Sendable {
        var pixels: PackedRows
        var layoutDump: String
        /// Every row unpacked.
        var unpacked: Entry { Entry(bitmap: Bitmap(unchecked: pixels.width, pixels.height, pixels.unpackedPixels()), layoutDump: layoutDump) }
    }

    enum PackedLookup: Sendable {
        case hit(PackedEntry)
        case miss
        case corrupt(String)
    }

    /// `load`, leaving the pixels packed.
    func loadPacked(_ key: String, pixelLimit: Int = Bitmap.defaultPixelLimit) -> PackedLookup {
        let file = path(key)
        guard FileIO.exists(file) else { return .miss }
        let bytes: [UInt8]
        do { bytes = try FileIO.read(file, maxBytes: 1 << 30) } catch { return .miss }
        switch Self.decode(bytes, key: key, pixelLimit: pixelLimit) {
        case .success(let entry):
            FileIO.touch(file)
            return .hit(entry)
        case .failure(let why):
            FileIO.remove(file)
            return .corrupt("\(file): \(why.reason); re-rendered")
        }
    }

    /// Writes `entry` under `key` (atomically), then (`evicting`) evicts the least recently used
    /// entries over the limit. A run that stores many entries evicts once at its end instead
    /// (each eviction lists and reads the size of every entry).
    public func store(_ entry: Entry, key: String, evicting: Bool = true) throws(FileError) {
        guard let bytes = Self.encode(entry, key: key) else { throw FileError(path: path(key), reason: "the bitmap's size does not match its pixels") }
        // Not flushed to the disk: an entry a crash leaves short fails its checksum and is re-rendered.
        try FileIO.writeAtomically([(path(key), bytes)], flush: false)
        if evicting { evict() }
    }

    /// Removes the least recently used entries until the rest fit `limitBytes`; returns how many it removed.
    @discardableResult
    public func evict() -> Int {
        guard let names = try? FileIO.list(directory) else { return 0 }
        var entries: [(path: String, size: Int, modified: Int64)] = []
        for n in names where n.hasSuffix(Self.suffix) {
            let p = directory + "/" + n
            if let s = FileIO.sizeAndModification(p) { entries.append((p, s.size, s.modified)) }
        }
        var total = entries.reduce(0) { $0 + $1.size }
        guard total > limitBytes else { return 0 }
        entries.sort { ($0.modified, $0.path) < ($1.modified, $1.path) }
        var removed = 0
        for e in entries where total > limitBytes {
            FileIO.remove(e.path)
            total -= e.size
            removed += 1
        }
        return removed
    }

    // MARK: Entry format

    // "GALLEYBL", version, width, height, packed pixel bytes, dump bytes (little-endian
    // u32 u32 u32 u64 u64), the key (64 ASCII hex digits), the packed pixels (`PixelRows`), the dump
    // (UTF-8), then a CRC-32 of everything before it.
    static let headerCount = 8 + 4 + 4 + 4 + 8 + 8 + 64

    static func encode(_ entry: Entry, key: String) -> [UInt8]? {
        guard let packed = PixelRows.pack(entry.bitmap.pixels, width: entry.bitmap.width, height: entry.bitmap.height) else { return nil }
        let dump = Array(entry.layoutDump.utf8)
        var out = magic
        out.reserveCapacity(headerCount + packed.count + dump.count + 4)
        func put<T: FixedWidthInteger>(_ v: T) { withUnsafeBytes(of: v.littleEndian) { out += $0 } }
        put(version); put(UInt32(entry.bitmap.width)); put(UInt32(entry.bitmap.height))
        put(UInt64(packed.count)); put(UInt64(dump.count))
        out += Array(key.utf8.prefix(64)) + Array(repeating: UInt8(ascii: " "), count: max(0, 64 - key.utf8.count))
        out += packed
        out += dump
        put(Deflate.crc32(out[...]))
        return out
    }

    static func decode(_ bytes: [UInt8], key: String, pixelLimit: Int) -> Result<PackedEntry, FileError> {
        func fail(_ why: String) -> Result<PackedEntry, FileError> { .failure(FileError(path: key, reason: why)) }
        guard bytes.count >= headerCount + 4, Array(bytes[0..<8]) == magic else { return fail("not a baseline entry (truncated or foreign)") }
        func get(_ at: Int, _ n: Int) -> UInt64 { (0..<n).reduce(UInt64(0)) { $0 | UInt64(bytes[at + $1]) << (8 * $1) } }
        guard get(8, 4) == UInt64(version) else { return fail("entry format version \(get(8, 4)), expected \(version)") }
        let width = Int(get(12, 4)), height = Int(get(16, 4))
        let packed = get(20, 8), dump = get(28, 8)
        guard packed <= UInt64(bytes.count), dump <= UInt64(bytes.count),
            UInt64(headerCount) + packed + dump + 4 == UInt64(bytes.count)
        else { return fail("length does not match its header (truncated)") }
        let crc = UInt32(truncatingIfNeeded: get(bytes.count - 4, 4))
        guard Deflate.crc32(bytes[0..<(bytes.count - 4)]) == crc else { return fail("checksum mismatch (corrupt)") }
        let stored = bytes[36..<headerCount].filter { $0 != UInt8(ascii: " ") }
        guard stored.elementsEqual(key.utf8.prefix(64)) else { return fail("entry is filed under another key") }
        guard width > 0, height > 0, width.multipliedReportingOverflow(by: height).overflow == false, width * height <= pixelLimit else {
            return fail("size \(width)×\(height) refused")
        }
        let p0 = headerCount, p1 = headerCount + Int(packed)
        guard let pixels = PackedRows(bytes[p0..<p1], width: width, height: height) else { return fail("pixels do not unpack") }
        guard let text = String(utf8Bytes: bytes[p1..<(p1 + Int(dump))]) else { return fail("layout dump is not UTF-8") }
        return .success(PackedEntry(pixels: pixels, layoutDump: text))
    }
}
