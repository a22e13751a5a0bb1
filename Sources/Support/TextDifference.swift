/// The first lines in which two texts differ, for golden failure messages: `line N:` with
/// `- golden` and `+ actual` (a missing line shows only its side). One piece of code for the
/// text goldens of Golden and of the test support, which must not depend on Golden.
public enum TextDifference {
    /// Up to `limit` differing lines, headed `text differs:`; nil when the texts are equal.
    public static func describe(golden: String, actual: String, limit: Int = 8) -> String? {
        if golden == actual { return nil }
        let g = golden.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        var shown = 0
        for i in 0..<max(g.count, a.count) where shown < limit {
            let gl = i < g.count ? String(g[i]) : nil, al = i < a.count ? String(a[i]) : nil
            if gl != al {
                shown += 1
                out.append("line \(i + 1):")
                if let gl { out.append("- \(gl)") }
                if let al { out.append("+ \(al)") }
            }
        }
        return "text differs:\n" + out.joined(separator: "\n")
    }
}
