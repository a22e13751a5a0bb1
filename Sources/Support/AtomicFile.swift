#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw FileError(path: path, reason: errnoText()) }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw FileError(path: path, reason: errnoText()) }
        if (st.st_mode & S_IFMT) == S_IFDIR { throw FileError(path: path, reason: "is a directory") }
        guard Int(st.st_size) <= maxBytes else {
            throw FileError(path: path, reason: "file is \(st.st_size) bytes, over the limit of \(maxBytes)")
        }
        var out: [UInt8] = []
        out.reserveCapacity(Int(st.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
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
        guard let s = String(validating: bytes, as: UTF8.self) else { throw FileError(path: path, reason: "not valid UTF-8 text") }
        return s
    }

    /// Writes `bytes` to a temporary file beside `path`, flushes it, then renames
    /// it over `path`: readers see the old file or the new one, never a part.
    /// Creates missing parent directories.
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileError) {
        let dir = parentDirectory(of: path)
        if !dir.isEmpty { try createDirectories(dir) }
        let tmp = "\(path).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else { throw FileError(path: path, reason: errnoText()) }
        var written = 0
        let ok: Bool = bytes.withUnsafeBytes { buf in
            while written < buf.count {
                let n = write(fd, buf.baseAddress! + written, buf.count - written)
                if n < 0 { if errno == EINTR { continue }; return false }
                written += n
            }
            return true
        }
        let reason = ok ? "" : errnoText()
        if !ok || fsync(fd) != 0 {
            let r = ok ? errnoText() : reason
            close(fd); unlink(tmp)
            throw FileError(path: path, reason: r)
        }
        close(fd)
        guard rename(tmp, path) == 0 else {
            let r = errnoText(); unlink(tmp)
            throw FileError(path: path, reason: r)
        }
    }

    public static func writeAtomically(_ text: String, to path: String) throws(FileError) {
        try writeAtomically(Array(text.utf8), to: path)
    }

    public static func createDirectories(_ path: String) throws(FileError) {
        var current = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            current += (current.isEmpty || current.hasSuffix("/") ? "" : "/") + part
            if mkdir(current, 0o755) != 0 && errno != EEXIST {
                throw FileError(path: current, reason: errnoText())
            }
        }
        guard isDirectory(path) else { throw FileError(path: path, reason: "not a directory") }
    }

    public static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    public static func isDirectory(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
    }

    /// Names in a directory (not recursive), sorted.
    public static func list(_ dir: String) throws(FileError) -> [String] {
        guard let d = opendir(dir) else { throw FileError(path: dir, reason: errnoText()) }
        defer { closedir(d) }
        var names: [String] = []
        while let e = readdir(d) {
            let name = withUnsafeBytes(of: e.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
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
        var st = stat()
        if stat(dir, &st) == 0, !visited.insert([UInt64(st.st_dev), UInt64(st.st_ino)]).inserted { return [] }
        var out: [String] = []
        for name in try list(dir) {
            let p = dir.hasSuffix("/") ? dir + name : dir + "/" + name
            if isDirectory(p) { out += try walk(p, suffix: suffix, visited: &visited) } else if name.hasSuffix(suffix) { out.append(p) }
        }
        return out
    }

    public static func remove(_ path: String) { unlink(path) }

    public static func parentDirectory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    public static func currentDirectory() -> String {
        var buf = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buf, buf.count) != nil else { return "." }
        return String(decoding: buf.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func errnoText() -> String { String(cString: strerror(errno)) }
}
