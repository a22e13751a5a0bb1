import Support

/// Explains an image mismatch through the layout: which items, supplementaries and decorations
/// appeared, disappeared, moved or resized between the golden's layout dump (`NAME.layout.txt`,
/// written when the golden is recorded) and the actual one, and which elements lie under each
/// changed region. Works on the dump text (`LayoutResult.dump()`), so the golden side needs no
/// re-rendering. Elements are matched by kind and identity, never by index path.
public struct LayoutExplanation: Sendable, Equatable {
    /// One element of a dump: `cell [1, 0] connectivity/wifi (16, 217, 358, 44) z=0`.
    public struct Element: Sendable, Equatable {
        /// `item connectivity/wifi`, `supplementary header news`, `decoration separator news/a`.
        public var name: String
        /// Kind and identity (plus an occurrence number when repeated): the matching key.
        public var key: String
        public var x: Double, y: Double, width: Double, height: Double

        func intersects(_ r: PointRegion) -> Bool {
            x < r.x1 && r.x0 < x + width && y < r.y1 && r.y0 < y + height
        }
    }

    /// One line per change, then per changed region; empty when there is nothing to say.
    public var lines: [String]

    /// Parses a dump's element lines (others — `contentSize`, `diagnostic` — are skipped,
    /// lines that do not parse too: an old or hand-edited dump explains less, it does not fail).
    public static func elements(ofDump dump: String) -> (contentSize: String?, elements: [Element]) {
        var out: [Element] = []
        var seen: [String: Int] = [:]
        var contentSize: String?
        for raw in dump.split(separator: "\n") {
            let line = String(raw)
            if line.hasPrefix("contentSize ") { contentSize = String(line.dropFirst(12)); continue }
            guard let space = line.firstIndex(of: " ") else { continue }
            let category = String(line[..<space])
            var rest = line[line.index(after: space)...]
            if rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
                rest = rest[rest.index(after: close)...].drop { $0 == " " }
            }
            // The frame is the first "(a, b, c, d)" with four numbers.
            var search = rest.startIndex
            var found: (identity: String, frame: [Double])?
            while let open = rest[search...].firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") {
                let nums = rest[rest.index(after: open)..<close].split(separator: ",").map { Double($0.trimmingCharacters(in: " ")) }
                if nums.count == 4, nums.allSatisfy({ $0 != nil }) {
                    found = (String(rest[..<open]).trimmingCharacters(in: " "), nums.map { $0! })
                    break
                }
                search = rest.index(after: open)
            }
            guard let (identity, f) = found else { continue }
            let name: String
            if category == "cell" {
                name = "item \(identity)"
            } else if let open = category.firstIndex(of: "("), category.hasSuffix(")") {
                let kind = category[category.index(after: open)..<category.index(before: category.endIndex)]
                name = "\(category[..<open]) \(kind) \(identity)"
            } else {
                name = "\(category) \(identity)"
            }
            var key = category + " " + identity
            let n = seen[key, default: 0]
            seen[key] = n + 1
            if n > 0 { key += " #\(n + 1)" }
            out.append(Element(name: n > 0 ? name + " #\(n + 1)" : name, key: key, x: f[0], y: f[1], width: f[2], height: f[3]))
        }
        return (contentSize, out)
    }

    /// - Parameters:
    ///   - golden: the golden's layout dump; nil when the golden has none (then only the
    ///     elements under each region are named).
    ///   - actual: the actual layout dump.
    ///   - regions: changed regions in points (x0, y0, x1, y1).
    public init(golden: String?, actual: String, regions: [PointRegion]) {
        let now = Self.elements(ofDump: actual)
        func region(_ r: PointRegion) -> String { r.description }
        func under(_ r: PointRegion, _ els: [Element]) -> [String] {
            // The innermost element under a region says most about it (not the section background).
            els.filter { $0.intersects(r) }.sorted { $0.width * $0.height < $1.width * $1.height }.prefix(1).map(\.name)
        }
        guard let golden else {
            lines =
                ["no layout dump beside the golden (record it again to keep one); pixels changed in:"]
                + regions.map { "  \(region($0)): \(under($0, now.elements).joined(separator: ", "))" }
            if regions.isEmpty { lines = [] }
            return
        }
        // The same dump (a design change that moved nothing) is read once.
        let before = golden == actual ? now : Self.elements(ofDump: golden)
        let old = Dictionary(before.elements.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        let new = Dictionary(now.elements.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        var changes: [(element: Element, text: String, old: Element?)] = []
        // Pure moves by the same offset are one consequence (a row above grew): one line each.
        var moves: [String: [Element]] = [:]
        var moveOrder: [String] = []
        for e in now.elements {
            guard let o = old[e.key] else { changes.append((e, "appeared at \(Self.frame(e)) pt", nil)); continue }
            var parts: [String] = []
            if o.width != e.width { parts.append("width \(fmt(o.width)) → \(fmt(e.width)) pt") }
            if o.height != e.height { parts.append("height \(fmt(o.height)) → \(fmt(e.height)) pt") }
            let moved = o.x != e.x || o.y != e.y
            if parts.isEmpty && moved {
                let delta = "(\(fmt2(e.x - o.x)), \(fmt2(e.y - o.y)))"
                if moves[delta] == nil { moveOrder.append(delta) }
                moves[delta, default: []].append(e)
                continue
            }
            if moved { parts.insert("moved (\(fmt(o.x)), \(fmt(o.y))) → (\(fmt(e.x)), \(fmt(e.y))) pt", at: 0) }
            if !parts.isEmpty { changes.append((e, parts.joined(separator: ", "), o)) }
        }
        for o in before.elements where new[o.key] == nil { changes.append((o, "disappeared from \(Self.frame(o)) pt", o)) }
        var out: [String] = []
        if let a = before.contentSize, let b = now.contentSize, a != b { out.append("content size \(a) → \(b) pt") }
        var explained = Set<Int>()
        for c in changes {
            let hit = regions.indices.filter { i in regions[i].intersects(c.element) || (c.old.map { regions[i].intersects($0) } ?? false) }
            explained.formUnion(hit)
            var line = "\(c.element.name): \(c.text)"
            if !hit.isEmpty { line += "; region " + hit.map { region(regions[$0]) }.joined(separator: ", ") }
            out.append(line)
        }
        for delta in moveOrder {
            let group = moves[delta]!
            for e in group { explained.formUnion(regions.indices.filter { regions[$0].intersects(e) || regions[$0].intersects(old[e.key]!) }) }
            if group.count == 1, let e = group.first, let o = old[e.key] {
                out.append("\(e.name): moved (\(fmt(o.x)), \(fmt(o.y))) → (\(fmt(e.x)), \(fmt(e.y))) pt")
            } else {
                let names = group.prefix(4).map(\.name).joined(separator: ", ")
                out.append("\(group.count) elements moved by \(delta) pt: \(names)\(group.count > 4 ? ", and \(group.count - 4) more" : "")")
            }
        }
        let anyChange = !changes.isEmpty || !moveOrder.isEmpty
        let rest = regions.indices.filter { !explained.contains($0) }
        if !anyChange {
            if !rest.isEmpty {
                out.append(
                    "same layout, pixels changed in: "
                        + rest.map { i in
                            let names = under(regions[i], now.elements)
                            return (names.isEmpty ? "" : names.joined(separator: ", ") + " ") + region(regions[i])
                        }.joined(separator: "; "))
            }
        } else if !rest.isEmpty {
            out.append(
                "pixels also changed in: "
                    + rest.map { i in
                        let names = under(regions[i], now.elements)
                        return (names.isEmpty ? "" : names.joined(separator: ", ") + " ") + region(regions[i])
                    }.joined(separator: "; "))
        }
        lines = out
    }

    static func frame(_ e: Element) -> String { "(\(fmt(e.x)), \(fmt(e.y)), \(fmt(e.width)), \(fmt(e.height)))" }
}

extension StringProtocol {
    fileprivate func trimmingCharacters(in c: Character) -> String {
        String(String(self).drop { $0 == c }.reversed().drop { $0 == c }.reversed())
    }
}

private func fmt(_ v: Double) -> String { JSONValue.formatNumber((v * 1000).rounded() / 1000) }
/// Offsets to 1/100 pt: positions are rounded to 1/1000 in the dump, so one move may read 17.667 or 17.666.
private func fmt2(_ v: Double) -> String { JSONValue.formatNumber((v * 100).rounded() / 100) }

/// A changed region in points: (x0, y0)–(x1, y1).
public struct PointRegion: Sendable, Equatable {
    public var x0: Double, y0: Double, x1: Double, y1: Double
    public init(x0: Double, y0: Double, x1: Double, y1: Double) { self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1 }
    /// The points a device-pixel rectangle covers at `scale`.
    public init(_ r: PixelRect, scale: Double) {
        let s = max(scale, 1e-9)
        self.init(x0: Double(r.x) / s, y0: Double(r.y) / s, x1: Double(r.x + r.width) / s, y1: Double(r.y + r.height) / s)
    }
    func intersects(_ e: LayoutExplanation.Element) -> Bool { e.intersects(self) }
    public var description: String { "(\(fmt(x0)), \(fmt(y0)))–(\(fmt(x1)), \(fmt(y1))) pt" }
}
