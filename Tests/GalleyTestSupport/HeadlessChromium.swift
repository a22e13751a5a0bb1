import Foundation
import Support
import Testing

/// Headless Chromium for the page tests (the review report, the gallery's contact sheet): its path
/// is `CHROMIUM`, else Debian's `/usr/bin/chromium` (`.ci/run` installs it); nil where there is none.
public let headlessChromium: String? = {
    let candidates = [ProcessInfo.processInfo.environment["CHROMIUM"], "/usr/bin/chromium", "/usr/bin/chromium-browser"]
    return candidates.compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0) }
}()

/// Loads `url` in headless Chromium and returns what the page's self-test wrote into
/// `<pre id="selftest">` (JSON), read back with `--dump-dom`. `extraArguments` go before the URL
/// (`--allow-file-access-from-files` for pages that read their own images' pixels).
public func chromiumSelfTest(_ url: String, extraArguments: [String] = []) throws -> JSONValue {
    guard let chromium = headlessChromium else { throw ChromiumSelfTestFailure("headless Chromium not found") }
    let profile = try temporaryDirectory("chromium-profile")
    defer { removeTemporaryDirectory(profile) }
    let out = profile + "/dom.html"
    #expect(FileManager.default.createFile(atPath: out, contents: nil))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
    let p = Process()
    p.executableURL = URL(fileURLWithPath: chromium)
    p.arguments =
        ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile)/data"]
        + extraArguments + ["--virtual-time-budget=15000", "--dump-dom", url]
    p.standardOutput = handle
    p.standardError = FileHandle.nullDevice
    try p.run()
    let deadline = Date().addingTimeInterval(120)
    while p.isRunning && Date() < deadline { usleep(20_000) }
    if p.isRunning { p.terminate(); Issue.record("chromium did not finish in 120 s") }
    p.waitUntilExit()
    try handle.close()
    let dom = try FileIO.readText(out)
    guard let start = dom.range(of: "<pre id=\"selftest\">", options: .backwards),
        let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
    else {
        throw ChromiumSelfTestFailure("the page wrote no self-test result; dump-dom gave \(dom.prefix(400))")
    }
    let text = String(dom[start.upperBound..<end.lowerBound])
        .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    do { return try JSONValue.parse(text) } catch {
        throw ChromiumSelfTestFailure("the self-test result is not JSON (\(error)): \(text.prefix(400))")
    }
}

/// Why a page's self-test gave no result: no browser, no result written, or not JSON.
public struct ChromiumSelfTestFailure: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
