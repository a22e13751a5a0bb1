import Support

/// The diff-design report: `design-diff.json` (what `--json` prints) and `index.html`, a static
/// page that opens from `file://` — the design-key diff at the top, the changes by element kind
/// ("`articleCardCondensed` ×14 in 6 templates: `shapes.radii.card` 12 → 16"), then the changed
/// screens ranked by changed pixels with before / after / diff / slider / blink views (the review
/// page's, `ReviewReport.imageViews`), identical diffs grouped, unchanged screens counted.
/// The page is made from the JSON alone, so `galley merge-results` joins shard reports by joining
/// their JSON. A fleet report (`--designs DIR --patch`) holds one such report per app.
public enum DesignDiffReport {
    /// The file that marks a folder as a diff-design report (and may be replaced by another one).
    public static let marker = "design-diff.json"
    public static let format = "galley diff-design 1"
    public static let fleetFormat = "galley diff-design fleet 1"

    // MARK: JSON

    /// Joins reports of shards of one diff (same keys): changed screens and counts added up.
    public static func merge(_ reports: [JSONValue]) -> JSONValue? {
        guard var first = reports.first, case .object = first else { return nil }
        func int(_ v: JSONValue?) -> Int { if case .number(let d)? = v { return Int(d) }; return 0 }
        var changed: [JSONValue] = []
        var counts: [String: Int] = [:]
        var readers: [String: Int] = [:]
        var fromCache: [JSONValue] = [], diagnostics: [JSONValue] = []
        var provenanceFromCache = 0
        for r in reports {
            if case .array(let c)? = r["changed"] { changed += c }
            fromCache += array(r["cache"]?["beforeFromCache"])
            provenanceFromCache += int(r["cache"]?["provenanceFromCache"])
            diagnostics += array(r["cache"]?["diagnostics"]).filter { !diagnostics.contains($0) }
            for k in ["total", "rendered", "skipped", "changed", "unchanged"] { counts[k, default: 0] += int(r["screens"]?[k]) }
            if case .array(let keys)? = r["keys"] {
                for k in keys { if case .string(let name)? = k["key"] { readers[name, default: 0] += int(k["screensReading"]) } }
            }
        }
        changed.sort { (int($0["pixels"]), str($1["name"])) > (int($1["pixels"]), str($0["name"])) }
        if case .array(let keys)? = first["keys"] {
            first = first.setting(["keys"], to: .array(keys.map { k in k.setting(["screensReading"], to: .number(Double(readers[str(k["key"])] ?? 0))) }))
        }
        for (k, v) in counts { first = first.setting(["screens", k], to: .number(Double(v))) }
        first = first.setting(["changed"], to: .array(changed))
        if case .object(let m) = first { first = .object(m.filter { $0.key != "shard" && $0.key != "cache" }) }
        if !fromCache.isEmpty || provenanceFromCache > 0 || !diagnostics.isEmpty {
            fromCache.sort { str($0) < str($1) }
            first = first.setting(
                ["cache"],
                to: .object([
                    (key: "beforeFromCache", value: .array(fromCache)), (key: "provenanceFromCache", value: .number(Double(provenanceFromCache))),
                    (key: "diagnostics", value: .array(diagnostics)),
                ]))
        }
        return first.setting(["findings"], to: findingsByKey(first))
    }

    // MARK: Accessibility findings

    /// The accessibility findings the change added and removed, per changed key and rule across
    /// the changed screens (`changed[].findings`), ranked: most screens first, added before
    /// removed. Each entry: `key`, `old`, `new`, `rule`, `change` (added/removed), `screens`,
    /// `findings`, `kinds` (element kinds with counts), `subjects` (the first texts), for contrast
    /// `ratioBefore`/`ratioAfter` (`[min, max]` over the findings that had one), and `line`, the
    /// sentence the page and the command print.
    public static func findingsByKey(_ report: JSONValue) -> JSONValue {
        struct Group {
            var key: String, rule: String, change: String
            var screens: Set<String> = []
            var count = 0
            var kinds: [String: Int] = [:]
            var subjects: [String] = []
            var before: [Double] = [], after: [Double] = []
        }
        var keyOrder: [String: Int] = [:]
        var values: [String: (old: JSONValue?, new: JSONValue?)] = [:]
        for (i, k) in array(report["keys"]).enumerated() {
            keyOrder[str(k["key"])] = i
            values[str(k["key"])] = (k["old"], k["new"])
        }
        var groups: [String: Group] = [:]
        for s in array(report["changed"]) {
            for f in array(s["findings"]) {
                for key in strings(f["keys"]) {
                    let id = [key, str(f["rule"]), str(f["change"])].joined(separator: "\u{0}")
                    var g = groups[id] ?? Group(key: key, rule: str(f["rule"]), change: str(f["change"]))
                    g.screens.insert(str(s["name"]))
                    g.count += 1
                    g.kinds[str(f["kind"]).isEmpty ? "element" : str(f["kind"]), default: 0] += 1
                    let subject = str(f["subject"])
                    if !subject.isEmpty, !g.subjects.contains(subject), g.subjects.count < 3 { g.subjects.append(subject) }
                    if case .number(let r)? = f["ratioBefore"] { g.before.append(r) }
                    if case .number(let r)? = f["ratioAfter"] { g.after.append(r) }
                    groups[id] = g
                }
            }
        }
        let ranked = groups.values.sorted {
            ($0.screens.count, $0.change == "added" ? 1 : 0, -(keyOrder[$0.key] ?? .max), $1.rule)
                > ($1.screens.count, $1.change == "added" ? 1 : 0, -(keyOrder[$1.key] ?? .max), $0.rule)
        }
        func number(_ d: Double) -> String {
            let r = (d * 10).rounded() / 10
            return r == r.rounded() ? String(Int(r)) : String(r)
        }
        func range(_ v: [Double]) -> String? {
            guard let lo = v.min(), let hi = v.max() else { return nil }
            return number(lo) == number(hi) ? number(lo) : "\(number(lo))–\(number(hi))"
        }
        return .array(
            ranked.map { g in
                let kinds = g.kinds.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
                let value = values[g.key]
                let change = "\(value?.old.map { $0.serialized(pretty: false) } ?? "(none)") → \(value?.new.map { $0.serialized(pretty: false) } ?? "(none)")"
                var measured = g.rule
                if let b = range(g.before), let a = range(g.after) {
                    measured += " \(b) → \(a)"
                } else if let a = range(g.after) {
                    measured += " → \(a)"
                } else if let b = range(g.before) {
                    measured += " \(b) →"
                }
                let what =
                    kinds.map { "`\($0.key)` ×\($0.value)" }.joined(separator: ", ")
                    + (g.subjects.isEmpty ? "" : ": " + g.subjects.map { "\u{201C}\($0)\u{201D}" }.joined(separator: ", "))
                let line =
                    "`\(g.key)` \(change): \(measured) on \(g.screens.count) screen\(g.screens.count == 1 ? "" : "s"), "
                    + "\(g.count) finding\(g.count == 1 ? "" : "s") \(g.change) (\(what))"
                var m: [(key: String, value: JSONValue)] = [
                    (key: "key", value: .string(g.key)), (key: "rule", value: .string(g.rule)), (key: "change", value: .string(g.change)),
                ]
                if let o = value?.old { m.append((key: "old", value: o)) }
                if let n = value?.new { m.append((key: "new", value: n)) }
                m += [
                    (key: "screens", value: .number(Double(g.screens.count))), (key: "findings", value: .number(Double(g.count))),
                    (
                        key: "kinds",
                        value: .array(kinds.map { .object([(key: "kind", value: .string($0.key)), (key: "count", value: .number(Double($0.value)))]) })
                    ),
                    (key: "subjects", value: .array(g.subjects.map(JSONValue.string))),
                ]
                if let lo = g.before.min(), let hi = g.before.max() { m.append((key: "ratioBefore", value: .array([.number(lo), .number(hi)]))) }
                if let lo = g.after.min(), let hi = g.after.max() { m.append((key: "ratioAfter", value: .array([.number(lo), .number(hi)]))) }
                m.append((key: "line", value: .string(line)))
                return .object(m)
            })
    }

    /// The lines of `findingsByKey` (the report's `findings`), ranked.
    public static func findingLines(_ report: JSONValue) -> [String] {
        array(report["findings"]).map { str($0["line"]) }
    }

    public static func str(_ v: JSONValue?) -> String { if case .string(let s)? = v { return s }; return "" }
    static func int(_ v: JSONValue?) -> Int { if case .number(let d)? = v { return Int(d) }; return 0 }
    static func strings(_ v: JSONValue?) -> [String] { if case .array(let a)? = v { return a.map { str($0) } }; return [] }
    public static func array(_ v: JSONValue?) -> [JSONValue] { if case .array(let a)? = v { return a }; return [] }

    /// Changed screens grouped by identical diffs, largest first: (signature, screens).
    public static func groups(_ report: JSONValue) -> [(signature: String, screens: [JSONValue])] {
        var order: [String] = []
        var groups: [String: [JSONValue]] = [:]
        for s in array(report["changed"]) {
            let sig = str(s["signature"])
            if groups[sig] == nil { order.append(sig) }
            groups[sig, default: []].append(s)
        }
        return order.map { ($0, groups[$0]!) }
    }

    /// Per element kind over the changed screens: `kind ×count in N templates: key old → new, …`.
    public static func elementLines(_ report: JSONValue) -> [String] {
        var values: [String: String] = [:]
        for k in array(report["keys"]) {
            values[str(k["key"])] =
                "\(k["old"].map { $0.serialized(pretty: false) } ?? "(none)") → \(k["new"].map { $0.serialized(pretty: false) } ?? "(none)")"
        }
        var order: [String] = []
        var kinds: [String: (count: Int, groups: Set<String>, keys: [String])] = [:]
        for s in array(report["changed"]) {
            for e in array(s["elements"]) {
                let kind = str(e["kind"])
                if kinds[kind] == nil { order.append(kind); kinds[kind] = (0, [], []) }
                kinds[kind]!.count += int(e["count"])
                kinds[kind]!.groups.insert(str(s["group"]))
                for key in strings(e["keys"]) where !kinds[kind]!.keys.contains(key) { kinds[kind]!.keys.append(key) }
            }
        }
        return order.sorted { kinds[$0]!.count > kinds[$1]!.count || (kinds[$0]!.count == kinds[$1]!.count && $0 < $1) }.map { kind in
            let k = kinds[kind]!
            let n = k.groups.count
            return "`\(kind)` ×\(k.count) in \(n) template\(n == 1 ? "" : "s"): " + k.keys.map { "`\($0)` \(values[$0] ?? "")" }.joined(separator: "; ")
        }
    }

    /// The one-paragraph summary (the command prints it).
    public static func summary(_ report: JSONValue) -> String {
        let s = report["screens"]
        var t =
            "\(array(report["keys"]).count) design keys changed; \(int(s?["total"])) screens: \(int(s?["changed"])) changed, "
            + "\(int(s?["unchanged"])) unchanged (\(int(s?["rendered"])) rendered, \(int(s?["skipped"])) skipped: they read no changed key)"
        let unread = array(report["keys"]).filter { int($0["screensReading"]) == 0 }.map { str($0["key"]) }
        if !unread.isEmpty { t += "; read by no screen, so touching nothing: " + unread.joined(separator: ", ") }
        var added = 0, removed = 0
        for s in array(report["changed"]) {
            for f in array(s["findings"]) { if str(f["change"]) == "added" { added += 1 } else { removed += 1 } }
        }
        if added + removed > 0 { t += "; accessibility findings: \(added) added, \(removed) removed" }
        let cached = array(report["cache"]?["beforeFromCache"]).count
        if cached > 0 { t += "; \(cached) of the \(int(s?["rendered"])) before renders came from the baseline cache" }
        let probed = int(report["cache"]?["provenanceFromCache"])
        if probed > 0 { t += "; the design provenance of \(probed) of the \(int(s?["total"])) screens came from it too" }
        return t
    }

    // MARK: HTML

    static func esc(_ s: String) -> String { HTML.escape(s) }

    /// The report page of one diff (`root`: prefix of the report's image paths from the page's folder).
    public static func html(_ report: JSONValue, title: String = "Galley design diff", root: String = "") -> String {
        HTML.page(
            title: title, css: ReviewReport.css + css,
            body:
                "<header><h1>\(esc(title))</h1><p class=\"run\"><code>\(esc(str(report["before"])))</code> → <code>\(esc(str(report["after"])))</code></p></header>\n"
                + body(report, root: root),
            script: pageScript)
    }

    static func body(_ report: JSONValue, root: String) -> String {
        var b = "<p class=\"summary\">\(esc(summary(report)))</p>\n"
        b += "<section class=\"keys\"><h2>Design keys</h2><table><tr><th>key</th><th>change</th><th>before</th><th>after</th><th>screens reading it</th></tr>"
        for k in array(report["keys"]) {
            let readers = int(k["screensReading"])
            b +=
                "<tr class=\"key\" data-key=\"\(esc(str(k["key"])))\" data-readers=\"\(readers)\"><td><code>\(esc(str(k["key"])))</code></td><td>\(esc(str(k["change"])))</td>"
                + "<td>\(esc(k["old"]?.serialized(pretty: false) ?? ""))</td><td>\(esc(k["new"]?.serialized(pretty: false) ?? ""))</td>"
                + "<td>\(readers == 0 ? "none — touches nothing" : String(readers))</td></tr>"
        }
        b += "</table></section>\n"
        let findings = array(report["findings"])
        if !findings.isEmpty {
            b +=
                "<section class=\"findings\"><h2>Accessibility findings by design change</h2><ul>"
                + findings.map {
                    "<li class=\"finding \(esc(str($0["change"])))\" data-key=\"\(esc(str($0["key"])))\" data-rule=\"\(esc(str($0["rule"])))\" "
                        + "data-screens=\"\(int($0["screens"]))\">\(str($0["change"]) == "added" ? "+" : "−") \(esc(str($0["line"])))</li>"
                }.joined() + "</ul></section>\n"
        }
        let lines = elementLines(report)
        if !lines.isEmpty {
            b += "<section class=\"kinds\"><h2>Changed elements by kind</h2><ul>" + lines.map { "<li>\(esc($0))</li>" }.joined() + "</ul></section>\n"
        }
        let groups = groups(report)
        let s = report["screens"]
        b += "<h2>\(array(report["changed"]).count) changed screens in \(groups.count) groups of identical diffs; \(int(s?["unchanged"])) unchanged</h2>\n"
        for (gi, g) in groups.enumerated() {
            let first = g.screens[0]
            b += "<section class=\"entry group\" id=\"g\(gi)\" data-signature=\"\(esc(g.signature))\" data-count=\"\(g.screens.count)\">\n"
            b +=
                "<h3>\(esc(str(first["name"])))\(g.screens.count > 1 ? " and \(g.screens.count - 1) more with the identical diff" : "")"
                + " <span class=\"px\">\(int(first["pixels"])) px changed</span></h3>\n"
            if g.screens.count > 1 {
                b += "<ul class=\"members\">" + g.screens.map { "<li>\(esc(str($0["name"]))) (\(int($0["pixels"])) px)</li>" }.joined() + "</ul>\n"
            }
            let elements =
                array(first["elements"]).map { e in
                    "`\(str(e["kind"]))` ×\(int(e["count"])): " + strings(e["keys"]).map { "`\($0)`" }.joined(separator: ", ")
                } + (strings(first["screenKeys"]).isEmpty ? [] : ["the screen: " + strings(first["screenKeys"]).map { "`\($0)`" }.joined(separator: ", ")])
            if !elements.isEmpty {
                b +=
                    "<div class=\"why\"><h4>Why: the changed keys its elements read</h4><ul>" + elements.map { "<li>\(esc($0))</li>" }.joined()
                    + "</ul></div>\n"
            }
            let screenFindings = array(first["findings"])
            if !screenFindings.isEmpty {
                b +=
                    "<div class=\"why audit\"><h4>Accessibility findings</h4><ul>"
                    + screenFindings.map { f in
                        "<li class=\"\(esc(str(f["change"])))\">\(str(f["change"]) == "added" ? "added" : "removed"): \(esc(str(f["rule"]))) "
                            + "\(esc(str(f["element"])))\(str(f["subject"]).isEmpty ? "" : " \u{201C}\(esc(str(f["subject"])))\u{201D}"): "
                            + "\(esc(str(f["detail"]))) (\(strings(f["keys"]).map { "<code>\(esc($0))</code>" }.joined(separator: ", ")))</li>"
                    }.joined() + "</ul></div>\n"
            }
            let explanation = strings(first["explanation"])
            if !explanation.isEmpty {
                b += "<div class=\"explained\"><h4>Explained</h4><ul>" + explanation.map { "<li>\(esc($0))</li>" }.joined() + "</ul></div>\n"
            }
            // One image view set per tile (a report without tiles has one: its images and crop).
            var tiles = array(first["tiles"])
            if tiles.isEmpty, let images = first["images"] { tiles = [images.setting(["crop"], to: first["crop"] ?? .null)] }
            func path(_ image: JSONValue?, _ kind: String) -> String? { image?[kind].map { root + str($0) } }
            b += thumbnail(
                path(first["images"], "thumbnail"), crops: tiles.map { array($0["crop"]).map { int($0) } },
                size: array(first["afterSize"]).map { int($0) })
            // The tiles' crops lie on one sheet per kind (`sheet`, each tile `at` its place): each
            // tile's views show its own rectangle of them.
            let sheet = array(first["sheet"]).map { int($0) }
            for t in tiles {
                let at = array(t["at"]).map { int($0) }, crop = array(t["crop"]).map { int($0) }
                let cut =
                    at.count == 2 && crop.count == 4 && sheet.count == 2
                    ? ReviewReport.Cut(x: at[0], y: at[1], width: crop[2], height: crop[3], sheetWidth: sheet[0], sheetHeight: sheet[1]) : nil
                b += "<div class=\"tile\">"
                b += ReviewReport.imageViews(
                    expected: path(t, "before"), actual: path(t, "after"), diff: path(t, "diff"), strip: path(t, "strip"),
                    labels: ("Before", "After"), cut: cut, url: ReviewReport.percentEncode)
                b += "</div>\n"
            }
            b += "</section>\n"
        }
        return b
    }

    /// The whole after screen, small, with the rectangles the crops show outlined (each that is
    /// not the whole screen).
    static func thumbnail(_ path: String?, crops: [[Int]], size: [Int]) -> String {
        guard let path else { return "" }
        var box = ""
        for crop in crops where crop.count == 4 && size.count == 2 && size[0] > 0 && size[1] > 0 && (crop[2] < size[0] || crop[3] < size[1]) {
            func pct(_ v: Int, _ of: Int) -> String { String(Double((v * 10000) / of) / 100) + "%" }
            box +=
                "<span class=\"crop\" style=\"left:\(pct(crop[0], size[0]));top:\(pct(crop[1], size[1]));"
                + "width:\(pct(crop[2], size[0]));height:\(pct(crop[3], size[1]))\"></span>"
        }
        return "<figure class=\"thumb\"><img src=\"\(esc(ReviewReport.percentEncode(path)))\" alt=\"the whole after screen\">\(box)</figure>\n"
    }

    /// The fleet page: a summary and one section per app (its report's body).
    /// A design matrix's report (`diff-design --design-matrix`) has one section per combination of
    /// modifier contexts where a fleet has one per app.
    public static func fleetHTML(_ fleet: JSONValue) -> String {
        let matrix = fleet["matrix"] != nil
        var b = "<p class=\"summary\">\(esc(fleetSummary(fleet)))</p>\n"
        let largest = array(fleet["apps"]).flatMap { app in array(app["report"]?["changed"]).map { (str(app["app"]), $0) } }
            .sorted { int($0.1["pixels"]) > int($1.1["pixels"]) }.prefix(10)
        if !largest.isEmpty {
            b +=
                "<section class=\"largest\"><h2>Largest changes</h2><ol>"
                + largest.map { "<li>\(esc($0.0)): \(esc(str($0.1["name"]))) (\(int($0.1["pixels"])) px)</li>" }.joined() + "</ol></section>\n"
        }
        for app in array(fleet["apps"]) {
            b += "<section class=\"app\" data-app=\"\(esc(str(app["app"])))\"><h2>\(matrix ? "Design" : "App") \(esc(str(app["app"])))</h2>\n"
            if let r = app["report"] { b += body(r, root: "") }
            b += "</section>\n"
        }
        let title = matrix ? "Galley design diff: design matrix" : "Galley design diff: fleet"
        let run =
            matrix
            ? "<code>\(esc(str(fleet["matrix"]?["before"])))</code> → <code>\(esc(str(fleet["matrix"]?["after"])))</code>, every combination of their modifiers"
            : "patch <code>\(esc(str(fleet["patch"])))</code>"
        return HTML.page(
            title: title, css: ReviewReport.css + css,
            body: "<header><h1>\(title)</h1><p class=\"run\">\(run)</p></header>\n" + b,
            script: pageScript)
    }

    public static func fleetSummary(_ fleet: JSONValue) -> String {
        let apps = array(fleet["apps"])
        let affected = apps.filter { !array($0["report"]?["changed"]).isEmpty }
        let screens = apps.reduce(0) { $0 + array($1["report"]?["changed"]).count }
        let noun = fleet["matrix"] != nil ? "designs" : "apps"
        return "\(apps.count) \(noun): \(affected.count) affected (\(affected.map { str($0["app"]) }.joined(separator: ", "))), \(screens) screens changed"
    }

    /// Joins fleet reports of shards (apps in the order of the app files' names).
    public static func mergeFleet(_ reports: [JSONValue]) -> JSONValue? {
        guard let first = reports.first else { return nil }
        let apps = reports.flatMap { array($0["apps"]) }.sorted { str($0["app"]) < str($1["app"]) }
        var out = first.setting(["apps"], to: .array(apps))
        if case .object(let m) = out { out = .object(m.filter { $0.key != "shard" }) }
        return out
    }

    /// The review page's image views, then this page's wiring.
    static var pageScript: String { "\"use strict\";\n\(ReviewReport.viewerScript)\(script)" }

    static let css = """
        table{border-collapse:collapse} td,th{border:1px solid #ddd;padding:.2em .5em;text-align:left} .px{color:#a00;font-weight:normal}
        .why,.explained{background:#f6f6f6;padding:.3em .6em;margin:.4em 0} h4{margin:.2em 0}
        .finding.added,.audit .added{color:#a00} .finding.removed,.audit .removed{color:#070}
        figure.thumb{position:relative;float:right;margin:0 0 .5em 1em;line-height:0;border:1px solid #ccc} figure.thumb img{width:120px;height:auto}
        figure.thumb .crop{position:absolute;outline:2px solid #e00;box-sizing:border-box} .tile+.tile{margin-top:.8em}
        """

    // Wires every group's views; `?selftest=1` checks the page and writes what it found into
    // `<pre id="selftest">` (images loaded, groups, slider and blink work) for a headless browser.
    static let script = #"""
        const groups = [...document.querySelectorAll(".entry")];
        // Each tile of a group has its own views (a page without tiles: the group has them).
        const views = groups.flatMap(g => { const t = [...g.querySelectorAll(".tile")]; return t.length ? t : [g]; });
        views.forEach(setUpViews);
        async function selftest() {
          const out = {};
          out.groups = groups.map(g => Number(g.dataset.count));
          out.keys = [...document.querySelectorAll("tr.key")].map(k => [k.dataset.key, Number(k.dataset.readers)]);
          await selftestViews(out, views);
          // Each group: per tile its before image's natural size (the crop), then its thumbnail's
          // width, and whether every outlined crop lies inside the thumbnail (null: no outline, the
          // crop is the whole screen); and how many outlines the thumbnail has.
          out.crops = groups.map(g => {
            const t = g.querySelector("figure.thumb img"), cs = [...g.querySelectorAll("figure.thumb .crop")];
            const tiles = [...g.querySelectorAll(".tile")].map(x => shownSize(x.querySelector('img[alt="before"]')));
            let inside = null;
            if (cs.length && t) { const f = t.getBoundingClientRect();
              inside = cs.every(c => { const r = c.getBoundingClientRect();
                return r.width > 0 && r.height > 0 && r.left >= f.left - 1 && r.top >= f.top - 1 && r.right <= f.right + 1 && r.bottom <= f.bottom + 1; }); }
            return [tiles, t ? t.naturalWidth : 0, inside, cs.length];
          });
          // Every cut on show: [shown, right], where right ones keep the rectangle's proportions
          // and hold the sheet where it lies (its corner at the rectangle's, scaled as the box).
          const shown = [...document.querySelectorAll(".view:not([hidden]) .cut")].filter(c => c.getBoundingClientRect().width > 0);
          out.cuts = [shown.length, shown.filter(c => {
            const [x, y, w, h, sw, sh] = c.dataset.cut.split(" ").map(Number), i = c.querySelector("img");
            const b = c.getBoundingClientRect(), r = i.getBoundingClientRect(), s = c.clientWidth / w;
            const left = b.left + c.clientLeft, top = b.top + c.clientTop, near = (p, q) => Math.abs(p - q) <= 1.5;
            return near(c.clientHeight, h * s) && near(r.width, sw * s) && near(r.height, sh * s) && near(r.left, left - x * s) && near(r.top, top - y * s);
          }).length];
          const pre = document.createElement("pre"); pre.id = "selftest"; pre.textContent = JSON.stringify(out);
          document.body.appendChild(pre);
        }
        // The size an image shows: its own, or its cut's rectangle when it is a sheet cut to one
        // (and the sheet the size the cut says, the rectangle inside it; else [-1, -1]).
        function shownSize(i) {
          if (!i) return [0, 0];
          const c = i.closest(".cut");
          if (!c) return [i.naturalWidth, i.naturalHeight];
          const [x, y, w, h, sw, sh] = c.dataset.cut.split(" ").map(Number);
          return i.naturalWidth === sw && i.naturalHeight === sh && x + w <= sw && y + h <= sh ? [w, h] : [-1, -1];
        }
        if (new URLSearchParams(location.search).get("selftest")) selftest();
        """#
}
