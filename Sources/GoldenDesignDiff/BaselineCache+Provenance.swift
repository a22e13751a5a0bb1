import Galley
import Golden
import Raster
import Support

/// Design provenance kept beside the baselines, so a second diff against the same `BEFORE`
/// does not probe every screen's elements again (the `record` phase).
///
/// One file per `BEFORE` design and renderer (`provenance-<digest>.json` in the cache folder)
/// maps each screen's key — the renderer's fingerprint, the design digest, the screen's name and
/// group, its scene file's path and JSON text — to the keys its elements read. The file ends with
/// a line holding a CRC-32 of the text before it: a truncated, corrupt or foreign file is
/// removed and every screen probed again (never trusted). It is written atomically after a run
/// that probed a screen it lacked, holding that run's screens and up to
/// `provenanceLimit` others, most recent first.
extension BaselineCache {
    /// The most screens one provenance file keeps.
    public static let provenanceLimit = 20_000
    static let provenanceFormat = "galley provenance cache 1"

    /// The file holding the provenance recorded under the design `designDigest`.
    func provenancePath(designDigest: String) -> String {
        directory + "/provenance-" + SHA256.hex(Array("\(Self.version)\u{0}\(fingerprint)\u{0}\(designDigest)".utf8)) + ".json"
    }

    /// A screen's provenance key (what its provenance depends on besides the model).
    func provenanceKey(name: String, group: String, file: String, sceneJSON: String) -> String {
        var bytes = Array("\(Self.version)\u{0}\(fingerprint)\u{0}\(name)\u{0}\(group)\u{0}\(file)\u{0}".utf8)
        bytes += sceneJSON.utf8
        return SHA256.hex(bytes)
    }

    /// What a provenance lookup found: the screens by key (empty on a miss), and why the file
    /// was refused when it was.
    struct ProvenanceLookup {
        var screens: [String: ScreenProvenance] = [:]
        var order: [String] = []
        var corrupt: String?
    }

    /// The screens recorded under `designDigest` with the model's `keys` (a file recorded with
    /// other keys is a miss); a corrupt file is removed.
    func loadProvenance(designDigest: String, keys: [String]) -> ProvenanceLookup {
        let file = provenancePath(designDigest: designDigest)
        guard FileIO.exists(file), let bytes = try? FileIO.read(file, maxBytes: 256 << 20) else { return ProvenanceLookup() }
        func refuse(_ why: String) -> ProvenanceLookup {
            FileIO.remove(file)
            return ProvenanceLookup(corrupt: "\(file): \(why); every screen probed again")
        }
        // The text, a newline, then the CRC-32 of the text in 8 hex digits and a newline.
        guard bytes.count >= 10, bytes[bytes.count - 1] == UInt8(ascii: "\n"), bytes[bytes.count - 10] == UInt8(ascii: "\n"),
            let crc = UInt32(String(decoding: bytes[(bytes.count - 9)..<(bytes.count - 1)], as: UTF8.self), radix: 16)
        else { return refuse("no checksum line (truncated or foreign)") }
        let text = bytes[0..<(bytes.count - 10)]
        guard Deflate.crc32(text) == crc else { return refuse("checksum mismatch (corrupt)") }
        do {
            let r = JSONReader(try JSONValue.parse(Array(text)))
            guard try r.required("format").string() == Self.provenanceFormat else { return refuse("not a provenance cache file") }
            guard try r.required("design").string() == designDigest else { return refuse("recorded under another design") }
            let screenKeys = try r.required("screens").elements().map { (e) throws(JSONDecodingError) in try e.string() }
            let recorded = try DesignProvenance.decode(r.required("provenance"))
            guard recorded.keys == keys else { return ProvenanceLookup() }
            guard recorded.screens.count == screenKeys.count else { return refuse("screens and keys do not match") }
            FileIO.touch(file)
            return ProvenanceLookup(screens: Dictionary(zip(screenKeys, recorded.screens), uniquingKeysWith: { a, _ in a }), order: screenKeys)
        } catch {
            return refuse("\(error)")
        }
    }

    /// Writes the provenance of `screens` (by key, this run's first) and up to `provenanceLimit`
    /// screens of `previous`, atomically.
    func storeProvenance(
        designDigest: String, keys: [String], screens: [(key: String, provenance: ScreenProvenance)], previous: ProvenanceLookup
    ) throws(FileError) {
        var seen = Set<String>()
        var kept: [(key: String, provenance: ScreenProvenance)] = []
        for s in screens where seen.insert(s.key).inserted { kept.append(s) }
        for k in previous.order where kept.count < Self.provenanceLimit {
            if seen.insert(k).inserted, let p = previous.screens[k] { kept.append((k, p)) }
        }
        let doc: JSONValue = .object([
            (key: "format", value: .string(Self.provenanceFormat)), (key: "design", value: .string(designDigest)),
            (key: "screens", value: .array(kept.map { .string($0.key) })),
            (key: "provenance", value: DesignProvenance(digest: designDigest, keys: keys, screens: kept.map(\.provenance)).json),
        ])
        var bytes = Array(doc.serialized(pretty: false).utf8)
        let crc = String(Deflate.crc32(bytes[...]), radix: 16)
        bytes += Array("\n\(String(repeating: "0", count: 8 - crc.count))\(crc)\n".utf8)
        try FileIO.writeAtomically([(provenancePath(designDigest: designDigest), bytes)], flush: false)
    }
}
