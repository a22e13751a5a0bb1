import CommandKit
import Galley
import Golden
import Raster
import Support

/// `galley compare A.png B.png`: pixelmatch's command line, on Galley's comparator.
enum CompareCommand {
    static let command = Command(
        name: "compare",
        synopsis: [
            "compare A.png B.png [--threshold T] [--include-aa] [--window N] [--max-pixels K] [--max-ratio R] [--exact] "
                + "[--diff OUT.png] [--json] [--pixel-limit N]"
        ],
        summary: "count the pixels two PNGs differ in, as pixelmatch does",
        details: """
            Compares two PNGs the way pixelmatch 7.1 does (YIQ colour distance, anti-aliasing not
            counted) and prints the number of mismatched pixels — with --window, the most in any N×N
            window. Images of different sizes never match; both are padded to the larger size and
            compared, so --diff still shows where.
            Exit status: 0 the count is within --max-pixels/--max-ratio (default 0), 1 beyond it (or the
            sizes differ), 2 usage or input error (a missing, corrupt or truncated PNG is named).
            """,
        options: [
            .init("--threshold", "T", "per-pixel threshold, 0...1 (default 0.1); out of range is an error"),
            .init("--include-aa", nil, "count anti-aliased pixels too"),
            .init("--window", "N", "count the densest N×N window instead of the whole image (1...65536)"),
            .init("--max-pixels", "K", "mismatched pixels that still pass (default 0)"),
            .init("--max-ratio", "R", "fraction of the pixels (or of the window) that still passes, 0...1"),
            .init("--exact", nil, "any byte difference counts (no threshold, no anti-aliasing detection)"),
            .init("--diff", "OUT.png", "write the diff image: faded A, mismatches red, anti-aliasing yellow"),
            .init("--json", nil, "one JSON object: counts, sizes, densest window, changed regions"),
            pixelLimitOption,
        ],
        run: { try run($0) })

    static func run(_ a: Arguments) throws -> Int32 {
        guard a.positionals.count == 2 else {
            throw UsageError("needs two PNG files, A and B (got \(a.positionals.count)); see galley compare --help")
        }
        let comparator = try comparator(a)
        let limit = try a.pixelLimit()
        let (pathA, pathB) = (a.positionals[0], a.positionals[1])
        let imageA = try read(pathA, limit: limit), imageB = try read(pathB, limit: limit)
        let r: ImageComparison
        if let out = a.value("--diff") {
            let (comparison, diff) = ImageComparison.diffImage(expected: imageA, actual: imageB, comparator: comparator)
            r = comparison
            guard let diff else { throw UsageError("could not draw the diff image") }
            do { try PNG.writeFile(diff, to: out) } catch { throw UsageError("cannot write --diff \(out): \(message(error.description, about: out))") }
        } else {
            r = ImageComparison.compare(expected: imageA, actual: imageB, comparator: comparator)
        }
        if a.flags.contains("--json") {
            print(json(r, a: pathA, b: pathB, diff: a.value("--diff")).serialized(pretty: false))
        } else {
            let pct = Double(r.differingPixels) * 100 / Double(max(r.totalPixels, 1))
            var line = "\(r.score) mismatched pixels"
            if let w = r.densestWindow { line += " in the densest \(w.width)x\(w.height) window \(w)" }
            line += w(r) + " (\(r.differingPixels) of \(r.totalPixels) in all, \(JSONValue.formatNumber((pct * 1000).rounded() / 1000))%"
            if r.antialiasedPixels > 0 { line += ", \(r.antialiasedPixels) anti-aliased not counted" }
            line += ")"
            print(line)
            if !r.sizesMatch { print("sizes differ: A is \(r.expectedSize.width)x\(r.expectedSize.height), B is \(r.actualSize.width)x\(r.actualSize.height)") }
        }
        return r.matches ? 0 : 1
    }

    private static func w(_ r: ImageComparison) -> String { r.allowedPixels > 0 ? ", \(r.allowedPixels) allowed" : "" }

    static func comparator(_ a: Arguments) throws(UsageError) -> ImageComparator {
        func number(_ name: String, _ range: ClosedRange<Double>) throws(UsageError) -> Double? {
            guard let raw = a.value(name) else { return nil }
            guard let v = Double(raw), v.isFinite, range.contains(v) else {
                throw UsageError(
                    "\(name) needs a number from \(JSONValue.formatNumber(range.lowerBound)) to \(JSONValue.formatNumber(range.upperBound)) (got \(raw))")
            }
            return v
        }
        func whole(_ name: String, _ range: ClosedRange<Int>) throws(UsageError) -> Int? {
            guard let raw = a.value(name) else { return nil }
            guard let v = Int(raw), range.contains(v) else {
                throw UsageError("\(name) needs a whole number from \(range.lowerBound) to \(range.upperBound) (got \(raw))")
            }
            return v
        }
        let threshold = try number("--threshold", 0...1)
        if a.flags.contains("--exact") && (threshold != nil || a.flags.contains("--include-aa")) {
            throw UsageError("--exact takes no --threshold or --include-aa")
        }
        var c =
            a.flags.contains("--exact")
            ? ImageComparator.exact
            : .perceptual(threshold: threshold ?? 0.1, includeAA: a.flags.contains("--include-aa"))
        c.windowSize = try whole("--window", 1...65_536)
        c.maxDifferingPixels = try whole("--max-pixels", 0...Int(Int32.max))
        c.maxDifferingRatio = try number("--max-ratio", 0...1)
        return c
    }

    /// Reads a PNG as straight RGBA (as pixelmatch does); errors name the file.
    static func read(_ path: String, limit: Int) throws(UsageError) -> PNG.Image {
        let bytes: [UInt8]
        do { bytes = try FileIO.read(path) } catch { throw UsageError(error.description) }
        do { return try PNG.decodeImage(bytes, pixelLimit: limit) } catch { throw UsageError("\(path): \(error)") }
    }

    static func json(_ r: ImageComparison, a: String, b: String, diff: String?) -> JSONValue {
        func n(_ v: Int) -> JSONValue { .number(Double(v)) }
        func rect(_ p: PixelRect) -> JSONValue { .object([("x", n(p.x)), ("y", n(p.y)), ("width", n(p.width)), ("height", n(p.height))]) }
        var o: [(key: String, value: JSONValue)] = [
            ("a", .string(a)), ("b", .string(b)),
            ("matches", .bool(r.matches)),
            ("mismatched", n(r.score)),
            ("differingPixels", n(r.differingPixels)),
            ("antialiasedPixels", n(r.antialiasedPixels)),
            ("totalPixels", n(r.totalPixels)),
            ("allowed", n(r.allowedPixels)),
            ("byteEqual", .bool(r.byteEqual)),
            ("maxChannelDelta", n(r.maxChannelDelta)),
            ("comparator", .string(r.comparator.description)),
            ("sizeA", .object([("width", n(r.expectedSize.width)), ("height", n(r.expectedSize.height))])),
            ("sizeB", .object([("width", n(r.actualSize.width)), ("height", n(r.actualSize.height))])),
        ]
        if let w = r.densestWindow { o.append(("densestWindow", rect(w))) }
        o.append(("regions", .array(r.regions.map(rect))))
        if let diff { o.append(("diff", .string(diff))) }
        return .object(o)
    }
}
