import Foundation
import Galley
import GalleyTestSupport
import GalleyTesting
import Support
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The review report in a real browser: images render, the slider and blink toggle work,
/// j moves to the first failure, filters hide by status; in serve mode Accept changes the golden
/// on disk, and requests without the token (or from another origin) change nothing. The page
/// checks itself behind `?selftest=` and writes what it found into `<pre id="selftest">`, read
/// back with `--dump-dom`. Skipped, with this message, where Chromium is not installed.
@Suite(
    .enabled(if: headlessChromium != nil, "headless Chromium not found (install Debian's chromium, or set CHROMIUM): review report not checked in a browser"))
struct ReviewChromiumTests {
    func selftest(_ url: String) throws -> JSONValue { try chromiumSelfTest(url, extraArguments: []) }

    func expectThePageWorks(_ r: JSONValue) {
        if case .number(let n)? = r["images"] { #expect(n >= 6, "\(r)") } else { Issue.record("no image count: \(r)") }
        #expect(r["broken"] == .array([]), "every image rendered (naturalWidth > 0): \(r)")
        #expect(r["slider"] == .string("inset(0px 70% 0px 0px)"), "the slider at 30% shows 30% of the actual: \(r)")
        #expect(r["blink"] == .array([.string("expected"), .string("actual"), .string("visible")]), "the toggle flips to the actual: \(r)")
        #expect(r["keyboard"] == .string("e1"), "j goes to the first failure (lists/settings): \(r)")
        #expect(r["filterPassedOnly"] == .array([.string("passed"), .string("passed")]), "\(r)")
    }

    func failingRun() throws -> String {
        let w = GoldenCLIWorkflowTests()
        let dir = try w.workspace()
        try w.breakSettings(dir)
        let r = try galley(["verify"], in: dir)
        #expect(r.status == 1, "\(r)")
        return dir
    }

    @Test func theStaticReportWorksFromFileURLs() throws {
        let dir = try failingRun()
        defer { removeTemporaryDirectory(dir) }
        let r = try galley(["review", "--out", "report"], in: dir)
        #expect(r.status == 0, "\(r)")
        expectThePageWorks(try selftest("file://\(dir)/report/index.html?selftest=1"))
    }

    @Test func servedAcceptChangesTheGoldenAndRequestsWithoutTheTokenChangeNothing() async throws {
        let dir = try failingRun()
        defer { removeTemporaryDirectory(dir) }
        let golden = dir + "/Goldens/scenes/lists/settings.png"
        let before = try FileIO.read(golden)
        let actual = try FileIO.read(dir + "/.build/galley-artifacts/verify/lists/settings.actual.png")
        #expect(before != actual)

        let log = dir + "/serve.log"
        #expect(FileManager.default.createFile(atPath: log, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        let p = Process()
        p.executableURL = URL(fileURLWithPath: try BuiltProduct.path("galley"))
        p.arguments = ["review", "--serve"]
        p.currentDirectoryURL = URL(fileURLWithPath: dir)
        p.standardOutput = handle
        p.standardError = handle
        try p.run()
        defer { if p.isRunning { p.terminate() } }
        var address: String?
        for _ in 0..<500 where address == nil {
            let text = (try? FileIO.readText(log)) ?? ""
            if let r = text.range(of: "http://127.0.0.1:"), let end = text[r.lowerBound...].firstIndex(where: { $0 == " " || $0 == "\n" }) {
                address = String(text[r.lowerBound..<end])
            } else {
                usleep(20_000)
            }
        }
        let url = try #require(address, "the server printed no address: \((try? FileIO.readText(log)) ?? "")")
        let base = String(url[..<url.range(of: "?token=")!.lowerBound])
        let token = String(url[url.range(of: "?token=")!.upperBound...])
        #expect(token.count == 64)

        func request(_ path: String, method: String, headers: [String: String] = [:], body: String = "") async throws -> Int {
            var req = URLRequest(url: URL(string: base.hasSuffix("/") ? base + path : base + "/" + path)!)
            req.httpMethod = method
            for (k, v) in headers { req.setValue(v, forHTTPHeaderField: k) }
            if method == "POST" { req.httpBody = Data(body.utf8) }
            let (_, response) = try await URLSession.shared.data(for: req)
            return (response as? HTTPURLResponse)?.statusCode ?? 0
        }
        // Without the token, with a wrong one, with the token in the query (not the header), from
        // another origin: refused, and the golden is unchanged.
        #expect(try await request("accept", method: "POST", body: "lists/settings") == 403)
        #expect(try await request("accept", method: "POST", headers: ["X-Galley-Token": String(repeating: "0", count: 64)], body: "lists/settings") == 403)
        #expect(try await request("accept?token=\(token)", method: "POST", body: "lists/settings") == 403)
        #expect(try await request("accept-all", method: "POST", headers: ["X-Galley-Token": token, "Origin": "http://evil.example"]) == 403)
        #expect(try await request("", method: "GET") == 403)
        #expect(try await request("lists/settings.actual.png", method: "GET") == 403)
        #expect(try await request("?token=\(token)", method: "GET", headers: ["Host": "attacker.example"]) == 403, "DNS rebinding")
        #expect(try await request("../../Goldens/scenes/lists/settings.png?token=\(token)", method: "GET") == 404, "only listed artifacts are served")
        #expect(try FileIO.read(golden) == before)

        // The page clicks its own Accept button: the golden on disk becomes the actual.
        let r = try selftest(url + "&selftest=accept&name=lists/settings")
        expectThePageWorks(r)
        #expect(r["acceptButton"] == .bool(true) && r["accepted"] == .bool(true), "\(r)")
        #expect(try FileIO.read(golden) == actual)
        #expect(FileIO.exists(dir + "/Goldens/scenes/lists/settings.layout.txt"))

        // Ctrl-C stops it.
        p.interrupt()
        for _ in 0..<500 where p.isRunning { usleep(20_000) }
        #expect(!p.isRunning)
        p.waitUntilExit()
        try handle.close()
        #expect(p.terminationStatus == 0)
        #expect(try FileIO.readText(log).contains("review: accepted lists/settings → Goldens/scenes/lists/settings.png\nreview: stopped"))
    }
}
