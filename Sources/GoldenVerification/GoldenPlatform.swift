// The C library calls of the GoldenVerification target (time stamps, the process id, an advisory file
// lock around results.json) — the one file of the golden layers that imports the C library.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum GoldenPlatform {
    static var processID: Int32 { getpid() }

    /// `20261203T053412Z`: the current UTC time to the second (for run ids; never in goldens).
    static func utcStamp() -> String {
        var t = time(nil)
        var parts = tm()
        gmtime_r(&t, &parts)
        func two(_ v: Int32) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))T\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))Z"
    }

    /// Runs `body` holding an exclusive lock on `path` (created when missing), so processes
    /// that merge into one results.json take turns. Without the lock (it cannot be created)
    /// `body` still runs: the file itself is written atomically either way.
    static func withFileLock<T>(_ path: String, _ body: () throws -> T) rethrows -> T {
        let fd = open(path, O_RDWR | O_CREAT, 0o644)
        guard fd >= 0 else { return try body() }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 && errno == EINTR {}
        defer { _ = flock(fd, LOCK_UN) }
        return try body()
    }
}

/// An advisory lock on a file, so processes writing one results folder take turns.
public enum GoldenResultsLock {
    public static func withLock<T>(_ path: String, _ body: () throws -> T) rethrows -> T {
        try GoldenPlatform.withFileLock(path, body)
    }
}
