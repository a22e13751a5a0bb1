import Support

/// One golden's outcome in a run: what `results.json` holds per golden, what JUnit and the
/// review report are made from, and what `galley accept` reads.
public struct GoldenResult: Sendable, Equatable {
    public enum Status: String, Sendable, CaseIterable {
        /// The actual matched its golden.
        case passed
        /// It did not match (size, pixels); artifacts were written.
        case failed
        /// There was no golden (and none was recorded); the actual was written.
        case missing
        /// A golden was written (record mode); the check still fails so it is noticed.
        case recorded
        /// The golden could not be read (corrupt, truncated, too big, a directory).
        case unreadable
        /// The scene could not be rendered or read: nothing to compare.
        case error

        /// Whether the run fails because of this entry.
        public var fails: Bool { self != .passed }
    }

    /// The artifact name, relative (`lists/settings`, `ListSnapshotTests/plain`): unique in a run.
    public var name: String
    /// The golden's path (as the run saw it: relative to the working directory, or absolute).
    public var golden: String
    /// The scene document or test that produced it.
    public var source: String?
    public var status: Status
    /// The comparator, as text (`perceptual threshold 0.1, window 16`).
    public var comparator: String?
    /// The comparison's numbers (`differingPixels`, `totalPixels`, `score`, `allowedPixels`, …).
    public var numbers: [(key: String, value: Double)] = []
    /// The failure's message (one or more lines); empty when passed.
    public var message: String = ""
    /// The explained diff: layout changes and what lies under each changed region.
    public var explanation: [String] = []
    /// Changed regions, in points and in device pixels.
    public var regions: [(points: PointRegion, pixels: PixelRect)] = []
    /// Files written for this entry, relative to the artifacts folder: `actual`, `expected`,
    /// `diff`, `strip`, `layout` (actual layout dump), `manifest` (actual fingerprint).
    public var artifacts: [(kind: String, path: String)] = []
    /// The fingerprint of the renderer that made the actual.
    public var fingerprint: RendererFingerprint?
    /// What differs from the golden's recorded fingerprint (empty when equal or unknown).
    public var environmentChanges: [String] = []
    /// Notes that do not fail the check (an ignore rule naming no element, artifacts that could
    /// not be written).
    public var diagnostics: [String] = []
    /// SHA-256 of the actual PNG artifact, so `accept` can tell a folder from a different run.
    public var actualSHA256: String?
    /// How long rendering and comparing took, in seconds (JUnit's `time`).
    public var seconds: Double = 0
    /// Set by `galley accept` once the actual was copied into Goldens/.
    public var accepted = false

    /// Whether there is an actual a person can accept (a failure that wrote one).
    public var isAcceptable: Bool { [.failed, .missing, .unreadable].contains(status) && artifact("actual") != nil }

    public init(name: String, golden: String, source: String? = nil, status: Status) {
        self.name = name; self.golden = golden; self.source = source; self.status = status
    }

    public static func == (a: GoldenResult, b: GoldenResult) -> Bool { a.jsonValue == b.jsonValue }

    public func artifact(_ kind: String) -> String? { artifacts.first { $0.kind == kind }?.path }

    /// The full message a person reads: the message, the explained diff, the environment.
    public var report: String {
        var lines = message.isEmpty ? [] : [message]
        if !explanation.isEmpty { lines.append("explained:"); lines += explanation.map { "  " + $0 } }
        if !environmentChanges.isEmpty {
            lines.append(
                "the environment changed since the golden was recorded: " + environmentChanges.joined(separator: "; ")
                    + " (re-record under this renderer, or check that change first)")
        }
        return lines.joined(separator: "\n")
    }

    public var jsonValue: JSONValue {
        var o: [(key: String, value: JSONValue)] = [
            ("name", .string(name)), ("golden", .string(golden)), ("status", .string(status.rawValue)),
        ]
        if let source { o.append(("source", .string(source))) }
        if let comparator { o.append(("comparator", .string(comparator))) }
        o.append(("numbers", .object(numbers.map { ($0.key, .number($0.value)) })))
        o.append(("message", .string(message)))
        o.append(("explanation", .array(explanation.map(JSONValue.string))))
        o.append(
            (
                "regions",
                .array(
                    regions.map { r in
                        .object([
                            ("points", .array([r.points.x0, r.points.y0, r.points.x1, r.points.y1].map(JSONValue.number))),
                            (
                                "pixels",
                                .array([r.pixels.x, r.pixels.y, r.pixels.x + r.pixels.width, r.pixels.y + r.pixels.height].map { .number(Double($0)) })
                            ),
                        ])
                    })
            ))
        o.append(("artifacts", .object(artifacts.map { ($0.kind, .string($0.path)) })))
        o.append(("fingerprint", fingerprint?.jsonValue ?? .null))
        o.append(("environmentChanges", .array(environmentChanges.map(JSONValue.string))))
        o.append(("diagnostics", .array(diagnostics.map(JSONValue.string))))
        if let actualSHA256 { o.append(("actualSHA256", .string(actualSHA256))) }
        o.append(("seconds", .number((seconds * 1000).rounded() / 1000)))
        if accepted { o.append(("accepted", .bool(true))) }
        return .object(o)
    }

    public init(jsonValue r: JSONReader) throws(JSONDecodingError) {
        name = try r.required("name").string()
        golden = try r.required("golden").string()
        let raw = try r.required("status").string()
        guard let s = Status(rawValue: raw) else { throw try r.required("status").fail("unknown status \"\(raw)\"") }
        status = s
        source = try r.optional("source")?.string()
        comparator = try r.optional("comparator")?.string()
        if let n = try r.optional("numbers") {
            numbers = try n.members().map { m throws(JSONDecodingError) in (m.key, try JSONReader(m.value, path: "numbers.\(m.key)").double()) }
        }
        message = try r.optional("message")?.string() ?? ""
        explanation = try r.optional("explanation")?.elements().map { e throws(JSONDecodingError) in try e.string() } ?? []
        if let regs = try r.optional("regions") {
            regions = try regs.elements().map { e throws(JSONDecodingError) in
                let p = try e.required("points").elements().map { x throws(JSONDecodingError) in try x.double() }
                let q = try e.required("pixels").elements().map { x throws(JSONDecodingError) in try x.int() }
                guard p.count == 4, q.count == 4 else { throw e.fail("a region has four numbers in points and in pixels") }
                return (
                    PointRegion(x0: p[0], y0: p[1], x1: p[2], y1: p[3]),
                    PixelRect(x: q[0], y: q[1], width: q[2] - q[0], height: q[3] - q[1])
                )
            }
        }
        if let a = try r.optional("artifacts") {
            artifacts = try a.members().map { m throws(JSONDecodingError) in (m.key, try JSONReader(m.value, path: "artifacts.\(m.key)").string()) }
        }
        if let f = try r.optional("fingerprint"), f.value != .null { fingerprint = try RendererFingerprint(jsonValue: f) }
        environmentChanges = try r.optional("environmentChanges")?.elements().map { e throws(JSONDecodingError) in try e.string() } ?? []
        diagnostics = try r.optional("diagnostics")?.elements().map { e throws(JSONDecodingError) in try e.string() } ?? []
        actualSHA256 = try r.optional("actualSHA256")?.string()
        seconds = try r.optional("seconds")?.double() ?? 0
        accepted = try r.optional("accepted")?.bool() ?? false
    }
}
