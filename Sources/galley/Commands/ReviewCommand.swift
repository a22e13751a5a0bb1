import CommandKit
import Foundation
import Golden
import GoldenReports
import GoldenVerification
import Support

enum ReviewCommand {
    static let command = Command(
        name: "review",
        synopsis: ["review [ARTIFACTS] [--out DIR]", "review [ARTIFACTS] --serve [--port N]"],
        summary: "the HTML review report of a run (served with Accept buttons by --serve)",
        details: """
            Writes a static HTML report (index.html) of a run's results that opens from file://: a summary,
            filters by status, and per failure expected / actual / diff / side-by-side images, a slider, a
            blink toggle and the explained diff; j/k move between failures. ARTIFACTS is the folder
            holding results.json (default .build/galley-artifacts/verify).
            """,
        options: [
            .init("--out", "DIR", "write the report (and the images it shows) there instead of into ARTIFACTS"),
            .init(
                "--serve", nil,
                """
                serve the report on 127.0.0.1 with Accept buttons that run `galley accept`;
                prints the address with a random token; requests without the token, or from
                another origin or host, are refused; Ctrl-C stops it
                """),
            .init("--port", "N", "the port to serve on (default: a free one)"),
        ],
        run: { try run($0) })

    static func run(_ a: Arguments) throws -> Int32 {
        guard a.positionals.count <= 1 else { throw UsageError("expects one artifacts folder (got \(a.positionals.count)); see --help") }
        let folder = a.positionals.first ?? ".build/galley-artifacts/verify"
        guard FileIO.isDirectory(folder) else { throw UsageError("no such artifacts folder: \(folder) (run galley verify first)") }
        if a.flags.contains("--serve") {
            guard a.value("--out") == nil else { throw UsageError("--serve serves ARTIFACTS itself; drop --out") }
            var port: UInt16 = 0
            if let raw = a.value("--port") {
                guard let p = UInt16(raw) else { throw UsageError("--port \(raw): a port number from 0 to 65535") }
                port = p
            }
            do { _ = try RunResults.read(from: folder) } catch { throw UsageError(error.description) }
            return try ReviewServer(folder: folder).serve(port: port)
        }
        do {
            let page = try ReviewReport.write(from: folder, to: a.value("--out"))
            let results = try RunResults.read(from: folder)
            print("\(results.results.count) goldens, \(results.results.filter { $0.status.fails }.count) need a look")
            print("report: \(page)")
            return 0
        } catch {
            throw UsageError(error.description)
        }
    }
}
