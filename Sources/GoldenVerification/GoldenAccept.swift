import Golden
import Support

/// Accepting reviewed changes: copies actuals from an artifacts folder into Goldens/ — the PNG,
/// its layout dump and its manifest, each written atomically — without re-running anything.
/// What `galley accept` and the Accept buttons of `galley review --serve` run.
public enum GoldenAccept {
    /// One accepted golden.
    public struct Accepted: Sendable, Equatable {
        public var name: String
        public var golden: String
        public init(name: String, golden: String) { self.name = name; self.golden = golden }
    }

    /// The entries `names` select (by name, golden path or scene path), or every acceptable one
    /// when `all`. An unknown name, or a name with nothing to accept, is an error before anything
    /// is written.
    public static func select(_ names: [String], all: Bool, in results: RunResults, folder: String) throws(ResultsError) -> [GoldenResult] {
        if all { return results.results.filter { $0.isAcceptable && !$0.accepted } }
        var out: [GoldenResult] = []
        for n in names {
            let trimmed = n.hasSuffix(".png") || n.hasSuffix(".json") ? String(n.dropLast(n.hasSuffix(".png") ? 4 : 5)) : n
            guard let r = results.results.first(where: { $0.name == n || $0.name == trimmed || $0.golden == n || $0.source == n }) else {
                throw .unknownName(n, folder: folder)
            }
            guard r.isAcceptable else { throw .noActual(r.name, status: r.status) }
            out.append(r)
        }
        return out
    }

    /// Accepts `entries` from `folder` and marks them accepted in its results.json. Each actual
    /// must still be the file the results describe (its SHA-256), so a folder from another run
    /// is refused rather than copied. Goldens are written atomically: a read-only Goldens/ or a
    /// full disk leaves the old golden whole and is reported as `.file`.
    /// - Parameter readOnlyReason: set (on CI) to refuse.
    public static func accept(_ entries: [GoldenResult], from folder: String, readOnlyReason: String?) throws(ResultsError) -> [Accepted] {
        if let readOnlyReason { throw .file(FileError(path: folder, reason: readOnlyReason)) }
        // Check every entry first: nothing is written unless all can be.
        var planned: [(GoldenResult, [UInt8], String?, RendererFingerprint?)] = []
        for r in entries {
            guard let rel = r.artifact("actual") else { throw .noActual(r.name, status: r.status) }
            let path = folder + "/" + rel
            let bytes: [UInt8]
            do { bytes = try FileIO.read(path) } catch { throw .file(error) }
            if let expected = r.actualSHA256, SHA256.hex(bytes) != expected { throw .differentRun(name: r.name, path: path) }
            let layout = r.artifact("layout").flatMap { try? FileIO.readText(folder + "/" + $0) }
            planned.append((r, bytes, layout, r.fingerprint))
        }
        var done: [Accepted] = []
        for (r, bytes, layout, fingerprint) in planned {
            do { try GoldenStore.writeGolden(png: bytes, layoutDump: layout, fingerprint: fingerprint, to: r.golden) } catch { throw .file(error) }
            done.append(Accepted(name: r.name, golden: r.golden))
        }
        try markAccepted(Set(done.map(\.name)), in: folder)
        return done
    }

    static func markAccepted(_ names: Set<String>, in folder: String) throws(ResultsError) {
        guard !names.isEmpty else { return }
        var err: ResultsError?
        GoldenResultsLock.withLock(folder + "/.results.lock") {
            do {
                var results = try RunResults.read(from: folder)
                for i in results.results.indices where names.contains(results.results[i].name) { results.results[i].accepted = true }
                try results.writeJSON(to: folder)
            } catch let e as ResultsError { err = e } catch let e as FileError { err = .file(e) } catch { err = .mergeConflict("\(error)") }
        }
        if let err { throw err }
    }
}
