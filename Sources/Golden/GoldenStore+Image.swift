import Galley
import Layout
import Raster
import Support

/// What an image check needs beyond the pixels: the layout dump (for explained diffs and the
/// golden's sidecar), the comparator with element ignores resolved, and the point scale.
public struct ImageSnapshot: Sendable {
    public var bitmap: Bitmap
    /// The actual layout (`LayoutResult.dump()`); nil for display lists and plain bitmaps. Made
    /// on demand when the snapshot was made from a layout: a matching golden never dumps it.
    public var layoutDump: String? {
        get { makeLayoutDump?() }
        set {
            if let dump = newValue {
                makeLayoutDump = { @Sendable in dump }
            } else {
                makeLayoutDump = nil
            }
        }
    }
    private var makeLayoutDump: (@Sendable () -> String)?
    public var comparator: ImageComparator
    /// Device pixels per point (ignore rectangles and regions in points).
    public var scale: Double
    public var pixelLimit: Int
    /// Notes from resolving the comparator (ignore rules that named no element).
    public var diagnostics: [String]

    public init(
        bitmap: Bitmap, layoutDump: String? = nil, comparator: ImageComparator = .exact, scale: Double = 1,
        pixelLimit: Int = Bitmap.defaultPixelLimit, diagnostics: [String] = []
    ) {
        self.bitmap = bitmap; self.comparator = comparator; self.scale = scale
        self.pixelLimit = pixelLimit; self.diagnostics = diagnostics
        self.layoutDump = layoutDump
    }

    /// A snapshot whose layout dump is made from `layout` only when something needs it (a
    /// recording, a failure's artifacts and explanation).
    public init(
        bitmap: Bitmap, layout: LayoutResult, comparator: ImageComparator = .exact, scale: Double = 1,
        pixelLimit: Int = Bitmap.defaultPixelLimit, diagnostics: [String] = []
    ) {
        self.init(bitmap: bitmap, comparator: comparator, scale: scale, pixelLimit: pixelLimit, diagnostics: diagnostics)
        makeLayoutDump = { layout.dump() }
    }
}

/// An expected image made in memory rather than read from a golden PNG (a baseline rendered
/// from a git revision): its pixels, and its layout dump made on demand.
public struct ExpectedImage: Sendable {
    public var bitmap: Bitmap
    /// The layout the expected image was drawn from, dumped only when a failure is explained.
    public var layoutDump: @Sendable () -> String?

    public init(bitmap: Bitmap, layoutDump: @escaping @Sendable () -> String? = { nil }) {
        self.bitmap = bitmap; self.layoutDump = layoutDump
    }
}

extension GoldenStore {
    /// Checks an image against the golden PNG at `goldenPath`, the way every image assertion and
    /// `galley verify` do: size, byte equality, the comparator. Every failure — a mismatch, a
    /// size mismatch (both padded to the larger size), a missing or unreadable golden — writes
    /// the actual PNG, the golden's bytes (`expected.png`, when readable), `diff.png`,
    /// `strip.png`, the actual layout dump and fingerprint under `artifactsDirectory/name.*`,
    /// and the result lists the changed regions in points and pixels, explained through the
    /// layout. Recording (per `recordMode`, never when read-only) writes the PNG, its layout
    /// dump and its manifest atomically.
    ///
    /// With `expected`, the image to compare with is made in memory (a baseline rendered from a
    /// git revision) and `goldenPath` only names it: nothing is read or recorded there, and its
    /// PNG and layout dump are made only when the check fails (for the artifacts and the
    /// explanation).
    public func checkImage(
        _ snap: ImageSnapshot, goldenPath: String, name: String, source: String? = nil,
        fingerprint: RendererFingerprint?, expected: ExpectedImage? = nil
    ) -> GoldenResult {
        let canWrite = readOnlyReason == nil
        var result = GoldenResult(name: name, golden: goldenPath, source: source, status: .passed)
        result.comparator = snap.comparator.description
        result.fingerprint = fingerprint
        result.diagnostics = snap.diagnostics
        // The actual is encoded only when something is written (a recording or a failure's
        // artifacts): a golden that matches costs a decode and a compare, nothing else.
        var encoded: Result<[UInt8], PNGError>?
        func actualPNG() -> Result<[UInt8], PNGError> {
            if let encoded { return encoded }
            let made: Result<[UInt8], PNGError>
            do { made = .success(try PNG.encode(snap.bitmap)) } catch { made = .failure(error) }
            encoded = made
            return made
        }

        func record(_ reason: String, keeping stored: [UInt8]? = nil) -> GoldenResult {
            var r = result
            let png: [UInt8]
            switch stored.map({ Result<[UInt8], PNGError>.success($0) }) ?? actualPNG() {
            case .success(let bytes): png = bytes
            case .failure(let error):
                r.status = .error; r.message = "could not encode the actual image: \(error)"; return r
            }
            do {
                try GoldenStore.writeGolden(png: png, layoutDump: snap.layoutDump, fingerprint: fingerprint, to: goldenPath)
                r.status = .recorded
                r.message = "recorded \(goldenPath): \(reason)"
            } catch {
                r.status = .error
                r.message = "could not record golden \(goldenPath): \(error) (the golden is unchanged)"
                writeArtifacts(&r, expected: nil, comparison: nil, detailed: nil)
            }
            return r
        }

        /// Writes the failure files; a folder that cannot be written is a diagnostic, not a crash.
        func writeArtifacts(
            _ r: inout GoldenResult, expected: [UInt8]?, comparison: ImageComparison?,
            detailed: ImageComparison.Detailed?
        ) {
            var files: [(String, String, [UInt8])] = []
            switch actualPNG() {
            case .success(let png):
                files.append(("actual", "actual.png", png))
                r.actualSHA256 = SHA256.hex(png)
            case .failure(let error): r.diagnostics.append("could not encode the actual image: \(error)")
            }
            if let expected { files.append(("expected", "expected.png", expected)) }
            if let d = detailed, let diff = d.diffImage() {
                if let png = try? PNG.encode(diff) { files.append(("diff", "diff.png", png)) }
                if let strip = d.strip(diff: diff), let png = try? PNG.encode(strip) { files.append(("strip", "strip.png", png)) }
            }
            if let dump = snap.layoutDump { files.append(("layout", "layout.txt", Array(dump.utf8))) }
            if let fingerprint { files.append(("manifest", "manifest", Array(GoldenSidecar.manifestText(fingerprint).utf8))) }
            for (kind, suffix, bytes) in files {
                let rel = "\(name).\(suffix)"
                do {
                    try FileIO.writeAtomically(bytes, to: artifactsDirectory + "/" + rel)
                    r.artifacts.append((kind, rel))
                } catch {
                    r.diagnostics.append("could not write artifact \(artifactsDirectory)/\(rel): \(error.reason)")
                    break
                }
            }
            if let c = comparison {
                r.numbers = [
                    ("differingPixels", Double(c.differingPixels)), ("totalPixels", Double(c.totalPixels)),
                    ("score", Double(c.score)), ("allowedPixels", Double(c.allowedPixels)),
                    ("maxChannelDelta", Double(c.maxChannelDelta)), ("antialiasedPixels", Double(c.antialiasedPixels)),
                    ("ignoredPixels", Double(c.ignoredPixels)),
                    ("expectedWidth", Double(c.expectedSize.width)), ("expectedHeight", Double(c.expectedSize.height)),
                    ("actualWidth", Double(c.actualSize.width)), ("actualHeight", Double(c.actualSize.height)),
                ]
                r.regions = c.regions.map { (PointRegion($0, scale: snap.scale), $0) }
            }
        }

        /// Compared with nothing (no golden, or one that cannot be read): everything differs,
        /// and the artifacts still show the actual, a diff and a strip.
        func againstNothing(_ status: GoldenResult.Status, _ message: String) -> GoldenResult {
            var r = result
            r.status = status
            r.message = message
            let d = ImageComparison.Detailed(
                expected: ([], 0, 0), actual: (snap.bitmap.pixels, snap.bitmap.width, snap.bitmap.height),
                premultiplied: true, comparator: snap.comparator, scale: snap.scale)
            writeArtifacts(&r, expected: nil, comparison: d.comparison, detailed: d)
            return r
        }

        /// Compares with the expected pixels; `storedBytes` and `storedDump` are asked for only on
        /// a failure, and a stored golden's manifest is read only when `manifest` is set.
        func compare(
            with golden: Bitmap, storedBytes: () -> [UInt8]?, storedDump: () -> String?, manifest: Bool
        ) -> GoldenResult {
            let d = ImageComparison.Detailed(
                expected: (golden.pixels, golden.width, golden.height),
                actual: (snap.bitmap.pixels, snap.bitmap.width, snap.bitmap.height),
                premultiplied: true, comparator: snap.comparator, scale: snap.scale)
            let c = d.comparison
            if c.matches { return result }
            var r = result
            r.status = .failed
            r.message = c.explanation
            writeArtifacts(&r, expected: storedBytes(), comparison: c, detailed: d)
            if let dump = snap.layoutDump {
                r.explanation = LayoutExplanation(golden: storedDump(), actual: dump, regions: r.regions.map(\.points)).lines
            }
            guard manifest else { return r }
            switch GoldenSidecar.readFingerprint(for: goldenPath) {
            case .success(let recorded?):
                if let fingerprint { r.environmentChanges = fingerprint.changes(since: recorded) }
            case .success(nil): break
            case .failure(let e): r.diagnostics.append("the golden's manifest cannot be read: \(e)")
            }
            if recordMode == .failed && canWrite {
                var again = record("it differed (\(c.summary)); re-recorded it")
                if again.status == .recorded {
                    again.artifacts = r.artifacts; again.numbers = r.numbers; again.regions = r.regions
                    again.explanation = r.explanation; again.actualSHA256 = r.actualSHA256
                    return again
                }
            }
            return r
        }

        if let expected {
            return compare(
                with: expected.bitmap, storedBytes: { try? PNG.encode(expected.bitmap) }, storedDump: expected.layoutDump,
                manifest: false)
        }
        switch GoldenStore.readGolden(goldenPath, pixelLimit: snap.pixelLimit) {
        case .missing:
            if canWrite && recordMode != .never { return record("no golden existed; recorded it (run again to check against it)") }
            let why = readOnlyReason ?? "GALLEY_RECORD=never"
            return againstNothing(.missing, "no golden at \(goldenPath) (\(why)); \(recordHint)")
        case .unreadable(let reason):
            if recordMode == .failed && canWrite { return record("the golden could not be read (\(reason)); re-recorded it") }
            if recordMode == .all && canWrite { return record("GALLEY_RECORD=all; recorded it (turn record mode off to check)") }
            return againstNothing(.unreadable, "cannot read golden \(goldenPath): \(reason)")
        case let .read(bytes, golden):
            if recordMode == .all && canWrite {
                // A golden with the same pixels keeps its bytes (only its sidecars are written):
                // re-recording never churns a PNG whose bytes differ only by the encoder that wrote it.
                if golden == snap.bitmap {
                    return record("GALLEY_RECORD=all; recorded it (same pixels: the PNG's bytes were kept)", keeping: bytes)
                }
                return record("GALLEY_RECORD=all; recorded it (turn record mode off to check)")
            }
            return compare(
                with: golden, storedBytes: { bytes },
                storedDump: { try? FileIO.readText(GoldenSidecar.layoutPath(for: goldenPath), maxBytes: 1 << 26) }, manifest: true)
        }
    }

    enum GoldenRead {
        case missing
        case unreadable(String)
        case read([UInt8], Bitmap)
    }

    static func readGolden(_ path: String, pixelLimit: Int) -> GoldenRead {
        guard FileIO.exists(path) else { return .missing }
        do {
            let bytes = try FileIO.read(path, maxBytes: 1 << 30)
            return .read(bytes, try PNG.decode(bytes, pixelLimit: pixelLimit))
        } catch {
            return .unreadable("\(error)")
        }
    }

    /// Writes a golden and its sidecars as one atomic change (`FileIO.writeAtomically(_:)` with
    /// several files): all three are written whole to temporary files first, then renamed — the
    /// layout dump and manifest first, the PNG last, so a reader never sees a torn PNG and two
    /// writers leave one whole set each. If any write fails (a full disk), none of them changes.
    public static func writeGolden(png: [UInt8], layoutDump: String?, fingerprint: RendererFingerprint?, to goldenPath: String) throws(FileError) {
        var files: [(path: String, bytes: [UInt8])] = []
        if let layoutDump { files.append((GoldenSidecar.layoutPath(for: goldenPath), Array(layoutDump.utf8))) }
        if let fingerprint { files.append((GoldenSidecar.manifestPath(for: goldenPath), Array(GoldenSidecar.manifestText(fingerprint).utf8))) }
        files.append((goldenPath, png))
        try FileIO.writeAtomically(files)
    }
}
