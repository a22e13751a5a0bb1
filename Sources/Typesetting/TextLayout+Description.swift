import Geometry

extension TextLayout {
    /// The characters `line` shows, in visual (left-to-right) order, with "…" where it was
    /// truncated; trailing whitespace, line breaks and invisible characters left out.
    /// - Complexity: O(characters on the line).
    public func visibleText(of line: TextLine) -> String {
        var out = String.UnicodeScalarView()
        let s = shaped
        func add(_ r: Range<Int>, reversed: Bool) {
            for k in r.indices {
                let i = reversed ? r.upperBound - 1 - (k - r.lowerBound) : k
                if s.flags[i] & (ShapedText.newline | ShapedText.invisible) == 0, let u = Unicode.Scalar(s.scalars[i]) { out.append(u) }
            }
        }
        if line.pieces.isEmpty {
            var end = line.range.upperBound
            while end > line.range.lowerBound && s.flags[end - 1] & ShapedText.whitespace != 0 { end -= 1 }
            add(line.range.lowerBound..<end, reversed: false)
        } else {
            for p in line.pieces {
                switch p.kind {
                case .text(let r, let reversed): add(r, reversed: reversed)
                case .ellipsis: out.append("\u{2026}")
                }
            }
        }
        return String(out)
    }
}

extension TextLayout: CustomStringConvertible {
    /// A stable text dump of the layout: size, baselines, then each line with its range,
    /// box, baseline and the glyphs it draws (font, size, glyph@x). Used by layout-dump
    /// tests in place of images.
    public var description: String {
        var out = "size \(size) baselines \(formatNumber(firstBaseline)) \(formatNumber(lastBaseline))"
        if isTruncated { out += " truncated" }
        out += "\n"
        for (i, line) in lines.enumerated() {
            let text =
                line.pieces.isEmpty
                ? String(String.UnicodeScalarView(shaped.scalars[line.range].compactMap(Unicode.Scalar.init)))
                : visibleText(of: line)
            let shown = text.unicodeScalars.map { s -> String in
                switch s.value {
                case 0x0A: return "\\n"
                case 0x0D: return "\\r"
                case 0x09: return "\\t"
                default: return String(s)
                }
            }.joined()
            out +=
                "line \(i) [\(line.range.lowerBound)..<\(line.range.upperBound)] \"\(shown)\" x \(formatNumber(line.x)) top \(formatNumber(line.top)) h \(formatNumber(line.height)) baseline \(formatNumber(line.baseline)) w \(formatNumber(line.width))"
            if line.isTruncated { out += " truncated" }
            out += "\n"
            for run in glyphRuns(of: line, at: .zero) {
                out += "  \(run.font) \(formatNumber(run.size)) \(run.color):"
                for (g, p) in zip(run.glyphs, run.positions) { out += " \(g)@\(formatNumber(p.x))" }
                out += "\n"
            }
        }
        for d in diagnostics { out += "diagnostic: \(d)\n" }
        return out
    }
}
