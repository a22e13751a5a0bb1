import Golden
import GoldenReports
import GoldenVerification
import Testing

/// The reports' one HTML kit and JUnit's XML: escaping and the page skeleton.
@Suite struct HTMLKitTests {
    @Test func escapeCoversMarkupAndQuotesAndDropsWhatXMLCannotCarry() {
        #expect(HTML.escape("a<b>&\"c\"'d'") == "a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;")
        // Tabs and newlines stay; other C0 controls and the two non-characters go.
        #expect(HTML.escape("x\ty\nz\r") == "x\ty\nz\r")
        #expect(HTML.escape("a\u{01}b\u{1F}c\u{FFFE}d\u{FFFF}e") == "abcde")
        #expect(HTML.escape("한글 ✓ 🙂") == "한글 ✓ 🙂")
        #expect(HTML.escape("") == "")
    }

    @Test func aPageEscapesItsTitleOnlyAndKeepsItsPartsInOrder() {
        let page = HTML.page(
            title: "<Run & \"1\">", head: "<meta name=\"x\">", css: "p{}", bodyAttributes: " data-a=\"1\"", body: "<p>b</p>",
            script: "go()")
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>&lt;Run &amp; &quot;1&quot;&gt;</title>"))
        let order = ["<meta name=\"x\">", "<style>p{}</style>", "<body data-a=\"1\">", "<p>b</p>", "<script>go()</script>", "</html>"]
        var last = page.startIndex
        for part in order {
            let r = page.range(of: part, range: last..<page.endIndex)
            #expect(r != nil, "\(part) missing or out of order")
            if let r { last = r.upperBound }
        }
    }

    @Test func junitEscapesWhatXMLCannotCarry() {
        var e = GoldenResult(name: "a/<b>&\"c\"", golden: "g.png", status: .error)
        e.message = "bad \u{01} byte <here> & \"there\""
        let x = RunResults(run: "r", tool: "t", results: [e]).junitXML()
        #expect(x.contains("name=\"&lt;b&gt;&amp;&quot;c&quot;\""))
        #expect(x.contains("message=\"bad  byte &lt;here&gt; &amp; &quot;there&quot;\""))
        #expect(!x.contains("\u{01}"))
    }

    @Test func junitCountsEachStatusAndNamesTheSuiteByTheGoldensFolder() {
        let results = [
            GoldenResult(name: "A/one", golden: "A/one.png", status: .passed),
            GoldenResult(name: "A/two", golden: "A/two.png", status: .failed),
            GoldenResult(name: "B/three", golden: "B/three.png", status: .error),
        ]
        let x = RunResults(run: "r", tool: "t", results: results).junitXML()
        #expect(x.hasPrefix("<?xml"))
        #expect(x.components(separatedBy: "<testcase ").count - 1 == 3)
        #expect(x.components(separatedBy: "<failure ").count - 1 == 1)
        #expect(x.components(separatedBy: "<error ").count - 1 == 1)
        #expect(x.contains("classname=\"A\" name=\"one\"") && x.contains("classname=\"B\" name=\"three\""))
    }
}
