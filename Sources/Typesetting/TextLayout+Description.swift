import Geometry

extension TextLayout: CustomStringConvertible {
    /// A stable text dump of the layout: size, baselines, then each line with its range,
    /// box, baseline and the glyphs it draws (font, size, glyph@x). Used by layout-dump
    /// tests in place of images.
    public var description: String {
        var out = "size \(size) baselines \(formatNumber(firstBaseline)) \(formatNumber(lastBaseline))"
        if isTruncated { out += " truncated" }
        out += "\n"
        for (i, line) in lines.enumerated() {
            let text = String(String.UnicodeScalarView(shaped.scalars[line.range].compactMap(Unicode.Scalar.init)))
            let shown = text.unicodeScalars.map { s -> String in
                switch s.value {
                case 0x0A: return "\\n"
                case 0x0D: return "\\r"
                case 0x09: return "\\t"
                default: return String(s)
                }
            }.joined()
            out += "line \(i) [\(line.range.lowerBound)..<\(line.range.upperBound)] \"\(shown)\" x \(formatNumber(line.x)) top \(formatNumber(line.top)) h \(formatNumber(line.height)) baseline \(formatNumber(line.baseline)) w \(formatNumber(line.width))"
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
