import Galley
import Geometry
import Support

/// A scene file's golden policy: how its golden is compared (the `"compare"` key; nil uses the
/// run's comparator) and the areas the comparison skips (`"ignore"`). It sits in the scene file
/// beside the scene but belongs to the golden layer: the scene reader only allows the two keys.
public struct GoldenPolicy: Sendable, Hashable {
    /// How this scene's golden is compared; nil uses the run's comparator (exact by default).
    public var comparator: ImageComparator?
    /// Areas the comparison skips, in points or by element (the golden keeps its pixels).
    public var ignore: [IgnoreRegion]

    public init(comparator: ImageComparator? = nil, ignore: [IgnoreRegion] = []) {
        self.comparator = comparator; self.ignore = ignore
    }

    /// No policy of its own: the run's comparator, nothing ignored.
    public static let none = GoldenPolicy()

    /// The `"compare"` and `"ignore"` keys of a scene file's top-level object (other keys are the scene's).
    public init(scene r: JSONReader) throws(JSONDecodingError) {
        comparator = try r.optional("compare").map(Self.decodeComparator)
        ignore = try r.optional("ignore")?.elements().map(Self.decodeIgnore) ?? []
    }

    /// The policy of a scene file's JSON text; `file` names it in errors (as the scene reader does).
    public init(json bytes: [UInt8], file: String = "scene") throws(SceneError) {
        let value: JSONValue
        do { value = try JSONValue.parse(bytes) } catch { throw .syntax(file: file, error) }
        do { try self.init(scene: JSONReader(value)) } catch { throw .invalid(file: file, error) }
    }

    /// The comparator a check uses: this policy's over `run`'s (an assertion's or the run's
    /// global one), with the policy's ignore rules added to its own.
    public func comparator(over run: ImageComparator) -> ImageComparator {
        var c = comparator ?? run
        c.ignore += ignore
        return c
    }

    /// `"exact"`, `{"exact": {}}`, `{"tolerance": {"maxChannelDelta": 2, "maxPixels": 10}}` or
    /// `{"perceptual": {"threshold": 0.1, "includeAA": false, "window": 16, "maxPixels": 4, "maxRatio": 0.01}}`.
    static func decodeComparator(_ c: JSONReader) throws(JSONDecodingError) -> ImageComparator {
        if case .string = c.value {
            _ = try c.oneOf(["exact", "perceptual"])
            return try c.string() == "exact" ? .exact : .perceptual()
        }
        try c.allowOnly(["exact", "tolerance", "perceptual"])
        let members = try c.members()
        guard members.count == 1, let kind = try c.optional(members[0].key) else {
            throw c.fail("expected exactly one of \"exact\", \"tolerance\", \"perceptual\"")
        }
        var comparator = ImageComparator()
        switch members[0].key {
        case "exact":
            try kind.allowOnly([])
        case "tolerance":
            try kind.allowOnly(["maxChannelDelta", "maxPixels", "maxRatio", "window"])
            comparator.metric = .tolerance(maxChannelDelta: try kind.optional("maxChannelDelta")?.int(min: 0, max: 255) ?? 0)
        default:
            try kind.allowOnly(["threshold", "includeAA", "maxPixels", "maxRatio", "window"])
            comparator.metric = .perceptual(
                threshold: try kind.optional("threshold")?.double(min: 0, max: 1) ?? 0.1,
                includeAA: try kind.optional("includeAA")?.bool() ?? false)
        }
        if members[0].key != "exact" {
            comparator.maxDifferingPixels = try kind.optional("maxPixels")?.int(min: 0, max: Int(Int32.max))
            comparator.maxDifferingRatio = try kind.optional("maxRatio")?.double(min: 0, max: 1)
            comparator.windowSize = try kind.optional("window")?.int(min: 1, max: 65_536)
        }
        return comparator
    }

    /// `"item:ID"`, `"supplementary:KIND/ID"` or `{"x": 0, "y": 0, "width": 390, "height": 44}` in points.
    static func decodeIgnore(_ i: JSONReader) throws(JSONDecodingError) -> IgnoreRegion {
        if case .string(let s) = i.value {
            guard let region = IgnoreRegion(reference: s) else {
                throw i.fail("expected \"item:ID\", \"supplementary:KIND/ID\" or a rectangle, found \"\(s)\"")
            }
            return region
        }
        try i.allowOnly(["x", "y", "width", "height"])
        let r = Rect(
            x: try i.required("x").double(min: -1e6, max: 1e6), y: try i.required("y").double(min: -1e6, max: 1e6),
            width: try i.required("width").double(min: 0, max: 1e6), height: try i.required("height").double(min: 0, max: 1e6))
        return .rect(r)
    }
}
