import Golden
import GoldenReports
import Support

// The diff-design report's JSON is made from the runner's result here, so the report pages
// (GoldenReports) read only JSON and never depend on the runner.
extension DesignDiffReport {
    /// `design-diff.json` for one diff (`shard`: `I/N` when it covers one shard of the screens).
    public static func json(_ r: DesignDiff.Result, before: String, after: String, shard: String?) -> JSONValue {
        func obj(_ m: [(String, JSONValue)]) -> JSONValue { .object(m.map { (key: $0.0, value: $0.1) }) }
        func n(_ v: Int) -> JSONValue { .number(Double(v)) }
        var m: [(String, JSONValue)] = [("format", .string(format)), ("before", .string(before)), ("after", .string(after))]
        if let shard { m.append(("shard", .string(shard))) }
        m.append(
            (
                "keys",
                .array(
                    r.changes.map { c in
                        guard case .object(var o) = c.json else { return c.json }
                        o.append((key: "screensReading", value: n(r.readers[c.key] ?? (r.unknownKeys.contains(c.key) ? r.total : 0))))
                        return .object(o)
                    })
            ))
        if !r.unknownKeys.isEmpty { m.append(("unplacedKeys", .array(r.unknownKeys.map(JSONValue.string)))) }
        m.append(
            (
                "screens",
                obj([
                    ("total", n(r.total)), ("rendered", n(r.rendered)), ("skipped", n(r.skipped)),
                    ("changed", n(r.changed.count)), ("unchanged", n(r.unchanged)),
                ])
            ))
        // What came from the baseline cache (outside "screens" and "changed": a rerun reads the
        // cache and finds the same changes).
        if !r.beforeFromCache.isEmpty || r.provenanceFromCache > 0 || !r.diagnostics.isEmpty {
            m.append(
                (
                    "cache",
                    obj([
                        ("beforeFromCache", .array(r.beforeFromCache.map(JSONValue.string))),
                        ("provenanceFromCache", n(r.provenanceFromCache)),
                        ("diagnostics", .array(r.diagnostics.map(JSONValue.string))),
                    ])
                ))
        }
        m.append(
            (
                "changed",
                .array(
                    r.changed.map { s in
                        obj([
                            ("name", .string(s.name)), ("group", .string(s.group)), ("pixels", n(s.pixels)), ("totalPixels", n(s.totalPixels)),
                            ("beforeSize", .array([n(s.beforeSize.width), n(s.beforeSize.height)])),
                            ("afterSize", .array([n(s.afterSize.width), n(s.afterSize.height)])),
                            ("signature", .string(s.signature)),
                            ("images", obj(s.images.map { ($0.kind, .string($0.path)) })),
                            ("crop", .array([n(s.crop.x), n(s.crop.y), n(s.crop.width), n(s.crop.height)])),
                            ("sheet", .array([n(s.sheetSize.width), n(s.sheetSize.height)])),
                            (
                                "tiles",
                                .array(
                                    s.tiles.map { t in
                                        obj(
                                            [
                                                ("crop", .array([n(t.crop.x), n(t.crop.y), n(t.crop.width), n(t.crop.height)])),
                                                ("at", .array([n(t.at.x), n(t.at.y)])),
                                            ] + t.images.map { ($0.kind, .string($0.path)) })
                                    })
                            ),
                            ("explanation", .array(s.explanation.map(JSONValue.string))),
                            (
                                "elements",
                                .array(
                                    s.elements.map { e in
                                        obj([("kind", .string(e.kind)), ("count", n(e.count)), ("keys", .array(e.keys.map(JSONValue.string)))])
                                    })
                            ),
                            ("screenKeys", .array(s.screenKeys.map(JSONValue.string))),
                            ("findings", .array(s.findings.map(findingJSON))),
                        ])
                    })
            ))
        var report = obj(m)
        report = report.setting(["findings"], to: findingsByKey(report))
        return report
    }

    /// One finding a change added or removed, as `changed[].findings[]` holds it.
    static func findingJSON(_ c: DesignAuditChange) -> JSONValue {
        var m: [(key: String, value: JSONValue)] = [
            (key: "change", value: .string(c.change.rawValue)), (key: "rule", value: .string(c.finding.rule.rawValue)),
            (key: "element", value: .string(c.finding.element)), (key: "subject", value: .string(c.finding.subject)),
            (key: "kind", value: .string(c.kind)), (key: "keys", value: .array(c.keys.map(JSONValue.string))),
            (key: "detail", value: .string(c.finding.detail)),
        ]
        if let r = c.ratioBefore { m.append((key: "ratioBefore", value: .number((r * 100).rounded() / 100))) }
        if let r = c.ratioAfter { m.append((key: "ratioAfter", value: .number((r * 100).rounded() / 100))) }
        return .object(m)
    }

    /// Checks that `out` may receive a report: absent, empty, or a previous diff-design report
    /// (which is replaced whole). Anything else is `outputHoldsAnotherReport`.
    public static func checkOutput(_ out: String) throws(DesignDiffError) {
        guard FileIO.exists(out) else { return }
        guard FileIO.isDirectory(out) else { throw .outputHoldsAnotherReport(out) }
        let names = (try? FileIO.list(out)) ?? []
        if names.isEmpty || names.contains(marker) { return }
        throw .outputHoldsAnotherReport(out)
    }
}
