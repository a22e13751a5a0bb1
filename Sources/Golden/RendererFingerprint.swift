import Galley
import Raster
import Support

/// What a golden was rendered with: Galley's version, the display-list format version and a
/// SHA-256 of every font file in the fonts directory. Kept in a sidecar manifest beside the
/// golden (`NAME.manifest`, JSON), never inside the PNG bytes, so the pixels alone decide a
/// match; on a mismatch a different fingerprint says the environment changed, and which part.
public struct RendererFingerprint: Sendable, Equatable {
    public var galleyVersion: String
    public var displayListVersion: Int
    /// Font file name → SHA-256 (hex), sorted by name.
    public var fonts: [(name: String, sha256: String)]

    public init(galleyVersion: String, displayListVersion: Int, fonts: [(name: String, sha256: String)]) {
        self.galleyVersion = galleyVersion; self.displayListVersion = displayListVersion
        self.fonts = fonts.sorted { $0.name < $1.name }
    }

    public static func == (a: RendererFingerprint, b: RendererFingerprint) -> Bool {
        a.galleyVersion == b.galleyVersion && a.displayListVersion == b.displayListVersion
            && a.fonts.map { "\($0.name)=\($0.sha256)" } == b.fonts.map { "\($0.name)=\($0.sha256)" }
    }

    /// The fingerprint of this build drawing with the fonts in `fontsDirectory` (the `.ttf`,
    /// `.otf` and `.ttc` files; licences are not fonts). Cached per directory for the process.
    public static func current(fontsDirectory: String) -> RendererFingerprint {
        if let hit = cache.withLock({ $0[fontsDirectory] }) { return hit }
        var fonts: [(String, String)] = []
        for name in (try? FileIO.list(fontsDirectory)) ?? [] {
            let lower = name.lowercased()
            guard lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc") else { continue }
            if let bytes = try? FileIO.read(fontsDirectory + "/" + name) { fonts.append((name, SHA256.hex(bytes))) }
        }
        let f = RendererFingerprint(
            galleyVersion: Galley.galleyVersion, displayListVersion: DisplayList.currentVersion,
            fonts: fonts.map { (name: $0.0, sha256: $0.1) })
        cache.withLock { $0[fontsDirectory] = f }
        return f
    }
    private static let cache = Locked<[String: RendererFingerprint]>([:])

    /// The fingerprint of the bundled fonts (`FontsDirectory.locate`), or nil when none are found.
    public static func current() -> RendererFingerprint? {
        guard let dir = try? FontsDirectory.locate(explicit: nil) else { return nil }
        return current(fontsDirectory: dir)
    }

    /// What differs from `other` (the golden's), one phrase each; empty when they agree.
    public func changes(since other: RendererFingerprint) -> [String] {
        var out: [String] = []
        if galleyVersion != other.galleyVersion { out.append("Galley version \(other.galleyVersion) → \(galleyVersion)") }
        if displayListVersion != other.displayListVersion {
            out.append("display-list format version \(other.displayListVersion) → \(displayListVersion)")
        }
        let mine = Dictionary(fonts.map { ($0.name, $0.sha256) }, uniquingKeysWith: { a, _ in a })
        let theirs = Dictionary(other.fonts.map { ($0.name, $0.sha256) }, uniquingKeysWith: { a, _ in a })
        for name in Set(mine.keys).union(theirs.keys).sorted() {
            switch (theirs[name], mine[name]) {
            case (nil, _?): out.append("font \(name) added")
            case (_?, nil): out.append("font \(name) removed")
            case let (a?, b?) where a != b: out.append("font \(name) changed (\(a.prefix(12))… → \(b.prefix(12))…)")
            default: break
            }
        }
        return out
    }

    public var jsonValue: JSONValue {
        .object([
            ("galleyVersion", .string(galleyVersion)),
            ("displayListVersion", .number(Double(displayListVersion))),
            ("fonts", .object(fonts.map { ($0.name, .string($0.sha256)) })),
        ])
    }

    public init(jsonValue r: JSONReader) throws(JSONDecodingError) {
        galleyVersion = try r.required("galleyVersion").string()
        displayListVersion = try r.required("displayListVersion").int(min: 0)
        fonts = try r.required("fonts").members().map { m throws(JSONDecodingError) in
            (name: m.key, sha256: try JSONReader(m.value, path: "fonts.\(m.key)").string())
        }.sorted { $0.name < $1.name }
    }
}

/// The sidecars a golden keeps beside its PNG: `NAME.layout.txt` (the layout dump, for explained
/// diffs; scenes only) and `NAME.manifest` (JSON: the renderer fingerprint).
public enum GoldenSidecar {
    /// `a/b.png` → `a/b.layout.txt`.
    public static func layoutPath(for pngPath: String) -> String { base(pngPath) + ".layout.txt" }
    /// `a/b.png` → `a/b.manifest`.
    public static func manifestPath(for pngPath: String) -> String { base(pngPath) + ".manifest" }

    static func base(_ p: String) -> String { p.hasSuffix(".png") ? String(p.dropLast(4)) : p }

    /// The manifest's text for `fingerprint`.
    public static func manifestText(_ fingerprint: RendererFingerprint) -> String {
        JSONValue.object([("renderer", fingerprint.jsonValue)]).serialized()
    }

    /// The fingerprint in the manifest beside `pngPath`: nil when there is none; an error
    /// message when it cannot be read.
    public static func readFingerprint(for pngPath: String) -> Result<RendererFingerprint?, SnapshotFailure> {
        let path = manifestPath(for: pngPath)
        guard FileIO.exists(path) else { return .success(nil) }
        do {
            let value = try JSONValue.parse(try FileIO.read(path, maxBytes: 1 << 20))
            return .success(try RendererFingerprint(jsonValue: JSONReader(value).required("renderer")))
        } catch {
            return .failure(SnapshotFailure("\(path): \(error)"))
        }
    }
}
