/// The files a piece of work looked at: every path `FileIO.read`, `FileIO.readText` and
/// `FileIO.exists` were called with (and the image files a renderer's caches answered for),
/// while `FileIO.recordingReads(_:)` ran on this thread. `verify --baseline` uses it to know
/// that a document's baseline would read the same bytes as its actual, so it need not render it.
public final class FileReadLog: Sendable {
    private let paths = Locked<Set<String>>([])

    public init() {}

    /// Every path looked at, as it was given.
    public var recorded: Set<String> { paths.withLock { $0 } }

    func note(_ path: String) { _ = paths.withLock { $0.insert(path) } }
}

extension FileIO {
    @TaskLocal static var readLog: FileReadLog?

    /// Runs `body`, recording every file path it reads or tests (on this thread and the tasks it
    /// awaits; rendering reads on its caller's thread). Returns its result and the paths.
    public static func recordingReads<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> (T, Set<String>) {
        let log = FileReadLog()
        let result: Result<T, E> = $readLog.withValue(log) {
            do throws(E) { return .success(try body()) } catch { return .failure(error) }
        }
        return (try result.get(), log.recorded)
    }

    /// Records `path` as read by the work being recorded, if any (for caches that answer
    /// without reading the file again).
    public static func noteRead(_ path: String) { readLog?.note(path) }
}
