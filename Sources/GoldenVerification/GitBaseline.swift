import Foundation
import Galley
import Golden
import Raster
import Support

/// Why `verify --baseline REV` cannot read the revision.
public enum GitBaselineError: Error, CustomStringConvertible, Equatable, Sendable {
    /// Not inside a git work tree (or git is not installed).
    case notARepository(String)
    /// A revision git does not know.
    case unknownRevision(String)
    /// git failed otherwise.
    case git(command: String, message: String)

    public var description: String {
        switch self {
        case .notARepository(let m): return "--baseline needs a git repository: \(m)"
        case .unknownRevision(let r): return "--baseline \(r): git does not know this revision"
        case let .git(c, m): return "--baseline: git \(c) failed: \(m)"
        }
    }
}

/// The scene, design and image files as they are at a git revision, written (read through
/// `git ls-tree` and one `git cat-file --batch`, never a checkout) into a scratch folder that
/// mirrors the repository, and each document's baseline rendered from there on demand by
/// today's renderer.
public struct GitBaseline: Sendable {
    /// The revision as given (`HEAD~1`).
    public let revision: String
    /// The commit it names.
    public let commit: String
    let top: String
    /// The folder the files at the revision are written into.
    public let scratch: String
    /// The repository folders copied whole ("" for all of it).
    let prefixes: Set<String>
    /// Files outside those folders fetched since, on first use (or found absent at the revision).
    let fetched = Locked<Set<String>>([])
    /// Whether each file (relative to the repository) is the same at the revision, compared once
    /// per run: the renders of a run read the same designs and images again and again.
    let sameFiles = Locked<[String: Bool]>([:])

    /// Reads the files below the repository folders holding `roots` at `revision`.
    public init(revision: String, roots: [String]) throws {
        self.revision = revision
        let cwd = FileManager.default.currentDirectoryPath
        let top: String
        do { top = try Self.git(["rev-parse", "--show-toplevel"], in: cwd).trimmingCharacters(in: .whitespacesAndNewlines) } catch let e as GitBaselineError {
            if case .git(_, let m) = e { throw GitBaselineError.notARepository(m) }
            throw e
        }
        self.top = top
        guard let commit = try? Self.git(["rev-parse", "--verify", "--quiet", revision + "^{commit}"], in: cwd) else {
            throw GitBaselineError.unknownRevision(revision)
        }
        self.commit = commit.trimmingCharacters(in: .whitespacesAndNewlines)
        scratch = NSTemporaryDirectory() + "galley-baseline-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 0...UInt64.max))"
        // The repository folders the roots live in (their first path component), read whole:
        // designs and images a scene names may sit beside or above it.
        var prefixes: Set<String> = []
        for r in roots {
            let rel = Self.relative(Self.absolute(r, cwd: cwd), to: top)
            prefixes.insert(rel.split(separator: "/").first.map(String.init) ?? "")
        }
        let listing = try Self.git(["ls-tree", "-r", "-z", "--full-tree", self.commit], in: top)
        var blobs: [(sha: String, path: String)] = []
        for entry in listing.split(separator: "\0") {
            guard let tab = entry.firstIndex(of: "\t") else { continue }
            let meta = entry[..<tab].split(separator: " "), path = String(entry[entry.index(after: tab)...])
            guard meta.count == 3, meta[1] == "blob" else { continue }
            guard Self.isMirrored(path, prefixes: prefixes) else { continue }
            blobs.append((String(meta[2]), path))
        }
        // Stored goldens are not read: a PNG beside a JSON document of the same name is one.
        let names = Set(blobs.map(\.path))
        // Nor their sidecars (`a.layout.txt`, `a.manifest`): only documents and what they read.
        blobs.removeAll { b in
            [".png", ".layout.txt", ".manifest"].contains { b.path.hasSuffix($0) && names.contains(String(b.path.dropLast($0.count)) + ".json") }
        }
        self.prefixes = prefixes
        try Self.write(blobs, into: scratch, top: top)
    }

    static func isMirrored(_ rel: String, prefixes: Set<String>) -> Bool {
        prefixes.contains("") || prefixes.contains(where: { rel.hasPrefix($0 + "/") })
    }

    /// Copies the files at the revision that a render read outside the folders copied whole (an
    /// icon under `Tests/Fixtures` named by a scene under `Goldens`), once each, so the baseline
    /// reads them as they are at the revision; a file the revision does not have stays absent.
    /// Returns whether any file was fetched now.
    @discardableResult
    func fetch(_ reads: Set<String>, cwd: String, root: String) throws -> Bool {
        let wanted = reads.map { Self.relative(Self.absolute($0, cwd: cwd), to: root) }
            .filter { !$0.hasPrefix("/") && !Self.isMirrored($0, prefixes: prefixes) }
        guard !wanted.isEmpty else { return false }
        return try fetched.withLock { done in
            let missing = Set(wanted).subtracting(done).sorted()
            guard !missing.isEmpty else { return false }
            try Self.write(missing.map { (commit + ":" + $0, $0) }, into: scratch, top: top)
            done.formUnion(missing)
            return true
        }
    }

    /// The baseline for `verify`: each document's copy at the revision, rendered with `renderer`
    /// in memory (its PNG and layout dump are made only if the comparison fails); `.absent` for a
    /// document the revision does not have, and `.unchanged` (nothing rendered) when every file
    /// the document's render read is the same at the revision.
    public func baseline(renderer: SceneRenderer) -> GoldenBaseline {
        let cwd = FileManager.default.currentDirectoryPath, top = top, scratch = scratch
        return GoldenBaseline(revision: "\(revision) (\(commit.prefix(7)))") { document, reads in
            let copy = scratch + "/" + Self.relative(Self.absolute(document, cwd: cwd), to: top)
            guard FileIO.exists(copy) else { return .absent }
            try fetch(reads, cwd: cwd, root: top)
            if sameAtRevision(reads, cwd: cwd) { return .unchanged }
            // The copy at the revision may read files the actual did not: fetched, then drawn again.
            var (rendered, baselineReads) = try FileIO.recordingReads { () throws in
                try GoldenDocument.load(path: copy).document.render(with: renderer, path: copy)
            }
            if try fetch(baselineReads, cwd: cwd, root: scratch) {
                rendered = try GoldenDocument.load(path: copy).document.render(with: renderer, path: copy)
            }
            switch rendered {
            case .scene(_, let rendered):
                let layout = rendered.layout
                // With its layout dump, so a failure is explained as against a stored golden.
                return .image(ExpectedImage(bitmap: rendered.bitmap, layoutDump: { layout.dump() }))
            case .displayList(_, let b): return .image(ExpectedImage(bitmap: b))
            }
        }
    }

    /// Whether every path a render read has the same bytes in the scratch copy (or is absent from
    /// both; files outside the folders copied whole are fetched first). A path outside the
    /// repository counts as changed: the baseline is rendered.
    func sameAtRevision(_ reads: Set<String>, cwd: String) -> Bool {
        guard !reads.isEmpty else { return false }
        for path in reads {
            let abs = Self.absolute(path, cwd: cwd)
            let rel = Self.relative(abs, to: top)
            guard !rel.hasPrefix("/") else { return false }
            if let known = sameFiles.withLock({ $0[rel] }) {
                guard known else { return false }
                continue
            }
            let same = Self.sameFile(abs, scratch + "/" + rel)
            sameFiles.withLock { $0[rel] = same }
            guard same else { return false }
        }
        return true
    }

    /// Both absent, or both files with the same bytes.
    static func sameFile(_ here: String, _ there: String) -> Bool {
        let a = FileIO.exists(here), b = FileIO.exists(there)
        guard a == b else { return false }
        guard a else { return true }
        guard !FileIO.isDirectory(here), !FileIO.isDirectory(there) else { return false }
        guard let x = try? FileIO.read(here, maxBytes: 1 << 30), let y = try? FileIO.read(there, maxBytes: 1 << 30) else { return false }
        return x == y
    }

    /// Deletes the scratch folder.
    public func remove() { try? FileManager.default.removeItem(atPath: scratch) }

    static func absolute(_ path: String, cwd: String) -> String {
        let p = FileIO.path(path, relativeTo: cwd)
        return (p as NSString).standardizingPath
    }

    static func relative(_ path: String, to top: String) -> String {
        let t = (top as NSString).resolvingSymlinksInPath, p = (path as NSString).resolvingSymlinksInPath
        return p.hasPrefix(t + "/") ? String(p.dropFirst(t.count + 1)) : p
    }

    /// Every blob's bytes through one `git cat-file --batch` (input and output through files, so
    /// neither side can stall on a full pipe).
    static func write(_ blobs: [(sha: String, path: String)], into scratch: String, top: String) throws {
        try FileIO.createDirectories(scratch)
        guard !blobs.isEmpty else { return }
        let input = scratch + "/.batch-in", output = scratch + "/.batch-out"
        try FileIO.writeAtomically(blobs.map(\.sha).joined(separator: "\n") + "\n", to: input)
        _ = try run(["cat-file", "--batch"], in: top, stdin: input, stdoutFile: output)
        let bytes = try FileIO.read(output, maxBytes: 1 << 32)
        var i = 0
        for b in blobs {
            // "<sha> blob <size>\n<bytes>\n"
            guard let nl = bytes[i...].firstIndex(of: 0x0A) else { throw GitBaselineError.git(command: "cat-file", message: "short output") }
            let header = String(decoding: bytes[i..<nl], as: UTF8.self).split(separator: " ")
            // "<name> missing\n": a path the revision does not have stays absent.
            if header.count == 2, header[1] == "missing" {
                i = nl + 1
                continue
            }
            guard header.count == 3, let size = Int(header[2]) else { throw GitBaselineError.git(command: "cat-file", message: "unexpected \(header)") }
            let start = nl + 1
            guard header[1] == "blob" else {
                i = start + size + 1
                continue
            }
            let path = scratch + "/" + b.path
            try FileIO.createDirectories(FileIO.parentDirectory(of: path))
            // A scratch copy: written whole, but not synced to disk (nothing is lost if it is).
            guard FileManager.default.createFile(atPath: path, contents: Data(bytes[start..<start + size])) else {
                throw GitBaselineError.git(command: "cat-file", message: "cannot write \(path)")
            }
            i = start + size + 1
        }
        try? FileManager.default.removeItem(atPath: input)
        try? FileManager.default.removeItem(atPath: output)
    }

    static func git(_ args: [String], in directory: String) throws -> String {
        String(decoding: try run(args, in: directory, stdin: nil, stdoutFile: nil), as: UTF8.self)
    }

    @discardableResult
    static func run(_ args: [String], in directory: String, stdin: String?, stdoutFile: String?) throws -> [UInt8] {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["git"] + args
        p.currentDirectoryURL = URL(fileURLWithPath: directory)
        let scratch = NSTemporaryDirectory() + "galley-git-\(UInt64.random(in: 0...UInt64.max))"
        let out = stdoutFile ?? scratch + ".out", err = scratch + ".err"
        FileManager.default.createFile(atPath: out, contents: nil)
        FileManager.default.createFile(atPath: err, contents: nil)
        defer {
            if stdoutFile == nil { try? FileManager.default.removeItem(atPath: out) }
            try? FileManager.default.removeItem(atPath: err)
        }
        p.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
        p.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: err))
        p.standardInput = try stdin.map { try FileHandle(forReadingFrom: URL(fileURLWithPath: $0)) } ?? FileHandle.nullDevice
        do { try p.run() } catch { throw GitBaselineError.git(command: args.first ?? "", message: "cannot run git: \(error)") }
        p.waitUntilExit()
        guard p.terminationStatus == 0 else {
            let message = (try? FileIO.read(err, maxBytes: 1 << 20)).map { String(decoding: $0, as: UTF8.self) } ?? ""
            throw GitBaselineError.git(command: args.first ?? "", message: message.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return stdoutFile == nil ? try FileIO.read(out, maxBytes: 1 << 30) : []
    }
}
