// The file that talks to the C library (with Platform+Socket.swift, the review server's
// loopback socket). Everything else in the package calls `Platform` (and the types built on it:
// `Locked`, `FileIO`, `StopSignal`, `LoopbackSocket`), so a new platform is two files to port and
// a Darwin-only or Glibc-only call cannot hide in another target.
import CAllocator

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#else
    #error("Support/Platform.swift: unsupported platform (needs Glibc, Musl or Darwin)")
#endif

/// A heap-allocated pthread mutex: a stable address, as pthread requires, without
/// `Synchronization.Mutex` (macOS 15+). Not copy-safe on its own: `Locked` owns one.
@usableFromInline
struct PlatformMutex {
    @usableFromInline let raw: UnsafeMutablePointer<pthread_mutex_t>

    @usableFromInline init() {
        raw = .allocate(capacity: 1)
        raw.initialize(to: pthread_mutex_t())
        pthread_mutex_init(raw, nil)
    }

    @inlinable func lock() { pthread_mutex_lock(raw) }
    @inlinable func unlock() { pthread_mutex_unlock(raw) }

    @usableFromInline func destroy() {
        pthread_mutex_destroy(raw)
        raw.deinitialize(count: 1)
        raw.deallocate()
    }
}

/// Thin wrappers over the C library calls the package makes, with Swift types.
public enum Platform {
    // MARK: Files

    /// The kind and size of a file, from `stat`/`fstat`.
    struct FileStatus {
        var isDirectory: Bool
        var size: Int
        var device: UInt64
        var inode: UInt64
        /// Last modification, nanoseconds since the epoch.
        var modified: Int64
    }

    /// Sets a file's access and modification times to now (an LRU cache's "used"); false when it failed.
    static func touch(_ path: String) -> Bool { utimensat(AT_FDCWD, path, nil, 0) == 0 }

    static func openForReading(_ path: String) -> Int32 { open(path, O_RDONLY) }

    /// Creates `path`, failing if it exists (`O_EXCL`), for writing.
    static func createExclusively(_ path: String) -> Int32 { open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644) }

    static func close(_ fd: Int32) { _ = Platform.closeFile(fd) }

    private static func closeFile(_ fd: Int32) -> Int32 {
        #if canImport(Darwin)
            Darwin.close(fd)
        #elseif canImport(Glibc)
            Glibc.close(fd)
        #else
            Musl.close(fd)
        #endif
    }

    /// `read(2)`: bytes read, 0 at the end, -1 on error (see `errno`).
    static func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        #if canImport(Darwin)
            Darwin.read(fd, buffer.baseAddress, buffer.count)
        #elseif canImport(Glibc)
            Glibc.read(fd, buffer.baseAddress, buffer.count)
        #else
            Musl.read(fd, buffer.baseAddress, buffer.count)
        #endif
    }

    /// `write(2)`: bytes written, -1 on error (see `errno`).
    static func write(_ fd: Int32, from buffer: UnsafeRawBufferPointer) -> Int {
        #if canImport(Darwin)
            Darwin.write(fd, buffer.baseAddress, buffer.count)
        #elseif canImport(Glibc)
            Glibc.write(fd, buffer.baseAddress, buffer.count)
        #else
            Musl.write(fd, buffer.baseAddress, buffer.count)
        #endif
    }

    static func fsync(_ fd: Int32) -> Bool {
        #if canImport(Darwin)
            Darwin.fsync(fd) == 0
        #elseif canImport(Glibc)
            Glibc.fsync(fd) == 0
        #else
            Musl.fsync(fd) == 0
        #endif
    }

    static func rename(_ from: String, _ to: String) -> Bool {
        #if canImport(Darwin)
            Darwin.rename(from, to) == 0
        #elseif canImport(Glibc)
            Glibc.rename(from, to) == 0
        #else
            Musl.rename(from, to) == 0
        #endif
    }

    static func unlink(_ path: String) {
        #if canImport(Darwin)
            _ = Darwin.unlink(path)
        #elseif canImport(Glibc)
            _ = Glibc.unlink(path)
        #else
            _ = Musl.unlink(path)
        #endif
    }

    /// `rmdir(path)` (an empty directory); true if removed.
    static func removeDirectory(_ path: String) -> Bool { rmdir(path) == 0 }

    /// `rename` (files or directories; public for folder swaps, see `FileIO.replaceDirectory`).
    public static func renamePath(_ from: String, _ to: String) -> Bool { rename(from, to) }

    /// `mkdir(path, 0755)`; true if made or already there.
    static func makeDirectory(_ path: String) -> Bool { mkdir(path, 0o755) == 0 || errno == EEXIST }

    static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    /// `stat` (follows links); nil if the path cannot be stat'ed.
    static func status(_ path: String) -> FileStatus? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        return FileStatus(st)
    }

    /// `lstat`: whether `path` itself (not a link's target) is a directory.
    static func linkStatusIsDirectory(_ path: String) -> Bool {
        var st = stat()
        guard lstat(path, &st) == 0 else { return false }
        return (st.st_mode & S_IFMT) == S_IFDIR
    }

    /// `fstat`; nil on error.
    static func status(of fd: Int32) -> FileStatus? {
        var st = stat()
        guard fstat(fd, &st) == 0 else { return nil }
        return FileStatus(st)
    }

    /// The names in a directory, except `.` and `..`, unsorted; nil if it cannot be opened.
    static func directoryEntries(_ dir: String) -> [String]? {
        guard let d = opendir(dir) else { return nil }
        defer { closedir(d) }
        var names: [String] = []
        while let e = readdir(d) {
            let name = withUnsafeBytes(of: e.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    static func currentDirectory() -> String? {
        var buf = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buf, buf.count) != nil else { return nil }
        return String(decoding: buf.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// This process's ID (asked of the system once: temporary file names carry it).
    public static let processID: Int32 = getpid()
    /// Whether a process with this id exists (`kill(pid, 0)`; EPERM: it exists, owned by another user).
    static func isProcessRunning(_ pid: Int32) -> Bool { kill(pid, 0) == 0 || errno == EPERM }

    // MARK: Memory

    /// `memcmp(a, b, count) == 0`.
    public static func bytesEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
        memcmp(a, b, count) == 0
    }

    // MARK: Errors

    /// Whether the last call failed with `EINTR` (retry it).
    static var interrupted: Bool { errno == EINTR }

    /// The text of the last call's `errno`.
    public static func errnoText() -> String { String(cString: strerror(errno)) }

    // MARK: Process and time

    /// Writes `text` to standard error, unbuffered.
    public static func writeStandardError(_ text: String) {
        let bytes = Array(text.utf8)
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { write(2, from: UnsafeRawBufferPointer(rebasing: $0[done...])) }
            if n < 0 { if interrupted { continue }; return }
            done += n
        }
    }

    /// Ends the process with `code`, flushing standard output.
    public static func exit(_ code: Int32) -> Never {
        #if canImport(Darwin)
            Darwin.exit(code)
        #elseif canImport(Glibc)
            Glibc.exit(code)
        #else
            Musl.exit(code)
        #endif
    }

    /// Whether file descriptor `fd` is a terminal (`isatty`): progress draws a bar there, lines elsewhere.
    public static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    /// Flushes standard output now (a line another process waits for, like a server's address).
    public static func flushStandardOutput() { fflush(nil) }  // every output stream: stdout without naming the global

    /// `20261203T053412Z`: the current UTC time to the second (for run ids; never in goldens).
    public static func utcStamp() -> String {
        var t = time(nil)
        var parts = tm()
        gmtime_r(&t, &parts)
        func two(_ v: Int32) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))T\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))Z"
    }

    /// Runs `body` holding an exclusive lock on `path` (`flock`; the file is created when
    /// missing), so processes take turns. Without the lock (it cannot be created) `body` still runs.
    public static func withFileLock<T>(_ path: String, _ body: () throws -> T) rethrows -> T {
        let fd = open(path, O_RDWR | O_CREAT, 0o644)
        guard fd >= 0 else { return try body() }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 && errno == EINTR {}
        defer { _ = flock(fd, LOCK_UN) }
        return try body()
    }

    /// Fixes the C allocator's thresholds for a benchmark process (glibc; elsewhere nothing):
    /// blocks under 32 MiB (its largest setting) come from the heap and freed memory is not returned to the system
    /// below 256 MiB. glibc otherwise raises its mmap threshold as large blocks are freed, so
    /// a workload's time would depend on what the process did before it (a diff of 5,000 items
    /// runs 1.5× slower in a fresh process, where each run's tables are mapped and faulted in
    /// again, than after other workloads were made). For benchmarks only; never in the tool.
    public static func fixAllocatorThresholdsForBenchmarks() {
        galley_fix_allocator_thresholds(32 << 20, 256 << 20)
    }

    /// Nanoseconds on the monotonic clock (for benchmarks; never for output).
    public static func monotonicNanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }
}

extension Platform.FileStatus {
    init(_ st: stat) {
        isDirectory = (st.st_mode & S_IFMT) == S_IFDIR
        size = Int(st.st_size)
        device = UInt64(st.st_dev)
        inode = UInt64(st.st_ino)
        #if canImport(Darwin)
            modified = Int64(st.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(st.st_mtimespec.tv_nsec)
        #else
            modified = Int64(st.st_mtim.tv_sec) * 1_000_000_000 + Int64(st.st_mtim.tv_nsec)
        #endif
    }
}

/// Ctrl-C (SIGINT) and SIGTERM set a flag a long-running loop polls (the review server, a
/// gallery run), so it stops cleanly.
public enum StopSignal {
    nonisolated(unsafe) private static var flag: sig_atomic_t = 0

    public static func install() {
        signal(SIGINT) { _ in StopSignal.flag = 1 }
        signal(SIGTERM) { _ in StopSignal.flag = 1 }
        signal(SIGPIPE, SIG_IGN)
        // A parent may start us with these blocked (a test runner's spawned processes inherit its
        // mask): unblock them, or Ctrl-C would never reach the handler.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    public static var requested: Bool { flag != 0 }
}
