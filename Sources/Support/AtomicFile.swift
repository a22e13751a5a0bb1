// File system calls go through `Platform` (Platform.swift), the one file that imports the C library.

/// A file-system failure, with the path and the system's reason.
public struct FileError: Error, Equatable, CustomStringConvertible, Sendable {
    public var path: String
    public var reason: String
    public init(path: String, reason: String) { self.path = path; self.reason = reason }
    public var description: String { "\(path): \(reason)" }
}

public enum FileIO {
    /// Reads a whole file. Refuses files larger than `maxBytes` before reading them.
    public static func read(_ path: String, maxBytes: Int = 1 << 30) throws(FileError) -> [UInt8] {
        readLog?.note(path)
        let fd = Platform.openForReading(path)
        guard fd >= 0 else { throw FileError(path: path, reason: errnoText()) }
        defer { Platform.close(fd) }
        guard let st = Platform.status(of: fd) else { throw FileError(path: path, reason: errnoText()) }
        if st.isDirectory { throw FileError(path: path, reason: "is a directory") }
        guard st.size <= maxBytes else {
            throw FileError(path: path, reason: "file is \(st.size) bytes, over the limit of \(maxBytes)")
        }
        var out: [UInt8] = []
        out.reserveCapacity(st.size)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Platform.read(fd, into: $0) }
            if n < 0 {
                if Platform.interrupted { continue }
                throw FileError(path: path, reason: errnoText())
            }
            if n == 0 { break }
            out.append(contentsOf: chunk[0..<n])
            if out.count > maxBytes { throw FileError(path: path, reason: "file grew over the limit of \(maxBytes) bytes") }
        }
        return out
    }

    public static func readText(_ path: String, maxBytes: Int = 1 << 30) throws(FileError) -> String {
        let bytes = try read(path, maxBytes: maxBytes)
        guard let s = String(utf8Bytes: bytes) else { throw FileError(path: path, reason: "not valid UTF-8 text") }
        return s
    }

    /// Writes `bytes` to a temporary file beside `path`, flushes it, then renames
    /// it over `path`: readers see the old file or the new one, never a part.
    /// Creates missing parent directories.
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileError) {
        try writeAtomically([(path, bytes)])
    }

    /// Writes several files as one change: each is written and flushed to a temporary file beside
    /// it first, and only when every one of them is whole are they renamed over their paths, in
    /// order. A write that fails (a full disk, a file size limit, a read-only folder) removes the
    /// temporary files and changes none of the paths, so a golden and its sidecars never disagree
    /// because one of them could not be written.
    ///
    /// `flush: false` skips flushing each file to the disk (`fsync`, milliseconds per file) for
    /// output that is checked when read or made again (a report's images, a checksummed cache
    /// entry): readers still see a whole file or none, and a failed write (a full disk) is still
    /// an error; only a system crash right after may leave a file short.
    public static func writeAtomically(_ files: [(path: String, bytes: [UInt8])], flush: Bool = true) throws(FileError) {
        try stage(files, flush: flush).commit()
    }

    /// Files written to temporary files beside their paths and not yet renamed over them
    /// (`stage(_:flush:)`): `commit` renames them, `discard` removes them. Writing takes the
    /// time; committing is a rename per file, cheap enough to do under a lock that decides
    /// whether the files are wanted at all.
    public struct StagedFiles: Sendable {
        fileprivate var staged: [(tmp: String, path: String)]

        /// Renames every temporary file over its path, in order. A rename that fails removes the
        /// temporary files left and throws (the paths renamed before it keep their new files).
        public func commit() throws(FileError) {
            for (i, s) in staged.enumerated() where !Platform.rename(s.tmp, s.path) {
                let r = errnoText()
                for rest in staged[i...] { Platform.unlink(rest.tmp) }
                throw FileError(path: s.path, reason: r)
            }
        }

        /// Removes the temporary files: none of the paths changes.
        public func discard() {
            for s in staged { Platform.unlink(s.tmp) }
        }
    }

    /// `writeAtomically(_:flush:)`'s first half: every file written (and flushed with `flush`) to
    /// a temporary file beside its path, missing parent folders made. A write that fails removes
    /// the temporary files written and throws.
    public static func stage(_ files: [(path: String, bytes: [UInt8])], flush: Bool = true) throws(FileError) -> StagedFiles {
        var staged: [(tmp: String, path: String)] = []
        var made = Set<String>()
        for (path, bytes) in files {
            do {
                let dir = parentDirectory(of: path)
                if !dir.isEmpty, made.insert(dir).inserted { try createDirectories(dir) }
                staged.append((try stage(bytes, for: path, flush: flush), path))
            } catch {
                for s in staged { Platform.unlink(s.tmp) }
                throw error
            }
        }
        return StagedFiles(staged: staged)
    }

    /// `bytes` written (and flushed with `flush`) to a new temporary file beside `path`; its name.
    private static func stage(_ bytes: [UInt8], for path: String, flush: Bool) throws(FileError) -> String {
        let tmp = "\(path).tmp-\(Platform.processID)-\(UInt32.random(in: 0...UInt32.max))"
        let fd = Platform.createExclusively(tmp)
        guard fd >= 0 else { throw FileError(path: path, reason: errnoText()) }
        var written = 0
        let ok: Bool = bytes.withUnsafeBytes { buf in
            while written < buf.count {
                let n = Platform.write(fd, from: UnsafeRawBufferPointer(rebasing: buf[written...]))
                if n < 0 { if Platform.interrupted { continue }; return false }
                written += n
            }
            return true
        }
        let reason = ok ? "" : errnoText()
        if !ok || (flush && !Platform.fsync(fd)) {
            let r = ok ? errnoText() : reason
            Platform.close(fd); Platform.unlink(tmp)
            throw FileError(path: path, reason: r)
        }
        Platform.close(fd)
        return tmp
    }

    public static func writeAtomically(_ text: String, to path: String) throws(FileError) {
        try writeAtomically(Array(text.utf8), to: path)
    }

    public static func createDirectories(_ path: String) throws(FileError) {
        // Most calls find the folder there already: one stat, not a mkdir per component.
        if isDirectory(path) { return }
        var current = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            current += (current.isEmpty || current.hasSuffix("/") ? "" : "/") + part
            if !Platform.makeDirectory(current) {
                throw FileError(path: current, reason: errnoText())
            }
        }
        guard isDirectory(path) else { throw FileError(path: path, reason: "not a directory") }
    }

    public static func exists(_ path: String) -> Bool {
        readLog?.note(path)
        return Platform.exists(path)
    }

    public static func isDirectory(_ path: String) -> Bool { Platform.status(path)?.isDirectory ?? false }

    /// Names in a directory (not recursive), sorted.
    public static func list(_ dir: String) throws(FileError) -> [String] {
        guard let names = Platform.directoryEntries(dir) else { throw FileError(path: dir, reason: errnoText()) }
        return names.sorted()
    }

    /// Every file below `dir` whose name ends with `suffix`, as sorted paths.
    /// Symbolic links are followed, but each directory is entered once, so a link
    /// back to an ancestor cannot make the walk repeat itself (or run to ELOOP).
    public static func walk(_ dir: String, suffix: String) throws(FileError) -> [String] {
        var visited: Set<[UInt64]> = []
        return try walk(dir, suffix: suffix, visited: &visited).sorted()
    }

    private static func walk(_ dir: String, suffix: String, visited: inout Set<[UInt64]>) throws(FileError) -> [String] {
        if let st = Platform.status(dir), !visited.insert([st.device, st.inode]).inserted { return [] }
        var out: [String] = []
        for name in try list(dir) {
            let p = dir.hasSuffix("/") ? dir + name : dir + "/" + name
            if isDirectory(p) { out += try walk(p, suffix: suffix, visited: &visited) } else if name.hasSuffix(suffix) { out.append(p) }
        }
        return out
    }

    public static func remove(_ path: String) { Platform.unlink(path) }

    /// A file's size in bytes and last modification (nanoseconds since the epoch); nil when it
    /// cannot be read or is a directory.
    public static func sizeAndModification(_ path: String) -> (size: Int, modified: Int64)? {
        guard let st = Platform.status(path), !st.isDirectory else { return nil }
        return (st.size, st.modified)
    }

    /// Marks a file as used now (its modification time; an LRU cache evicts the oldest). False when it could not.
    @discardableResult
    public static func touch(_ path: String) -> Bool { Platform.touch(path) }

    /// Removes the temporary files `writeAtomically` leaves beside their targets when its process
    /// dies mid-write (SIGKILL, a crash, power loss): names `<file>.tmp-<pid>-<n>` below `dir` whose
    /// process is no longer running. A running process's temporaries are left alone (it may still
    /// rename them). `recursive`: the folders below `dir` too. Returns the paths removed, sorted; an
    /// unreadable folder removes nothing.
    public static func removeStaleTemporaries(under dir: String, recursive: Bool = true) -> [String] {
        let prefix = dir.hasSuffix("/") ? dir : dir + "/"
        guard let files = recursive ? try? walk(dir, suffix: "") : try? list(dir).map({ prefix + $0 }) else { return [] }
        var removed: [String] = []
        for path in files {
            // "<file>.tmp-<pid>-<n>": the last two "-" fields after the last ".tmp".
            let parts = path.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count >= 3, parts[parts.count - 3].hasSuffix(".tmp"), !parts[parts.count - 3].hasSuffix("/.tmp"),
                let pid = Int32(parts[parts.count - 2]), pid > 0, UInt32(parts[parts.count - 1]) != nil,
                !Platform.isProcessRunning(pid)
            else { continue }
            Platform.unlink(path)
            removed.append(path)
        }
        return removed
    }

    public static func parentDirectory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `path` as seen from `directory` (a folder as `parentDirectory(of:)` gives it): itself when
    /// absolute, or when `directory` is empty (a file named without a folder is in the current
    /// one), else `directory/path`.
    public static func path(_ path: String, relativeTo directory: String) -> String {
        if path.hasPrefix("/") || directory.isEmpty { return path }
        return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }

    /// `path` from the current directory: itself when absolute.
    public static func absolutePath(_ path: String) -> String { self.path(path, relativeTo: currentDirectory()) }

    public static func currentDirectory() -> String {
        Platform.currentDirectory() ?? "."
    }

    static func errnoText() -> String { Platform.errnoText() }
}
