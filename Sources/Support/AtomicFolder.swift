/// Folders written as one change: a report is built in a staging folder beside its destination
/// and renamed into place, so a reader sees the old folder or the new one, never a half-written one.
extension FileIO {
    /// A new, empty staging folder beside `path` (`path.staging-PID-N`).
    public static func makeStagingDirectory(for path: String) throws(FileError) -> String {
        let dir = parentDirectory(of: path)
        if !dir.isEmpty { try createDirectories(dir) }
        let staging = "\(path).staging-\(Platform.processID)-\(UInt32.random(in: 0...UInt32.max))"
        try createDirectories(staging)
        return staging
    }

    /// Moves `staging` to `path`; an existing `path` is moved aside first and removed after, so
    /// `path` is at every moment either the old folder or the new one.
    public static func replaceDirectory(_ path: String, with staging: String) throws(FileError) {
        var aside: String?
        if exists(path) {
            let a = "\(path).old-\(Platform.processID)-\(UInt32.random(in: 0...UInt32.max))"
            guard Platform.renamePath(path, a) else { throw FileError(path: path, reason: errnoText()) }
            aside = a
        }
        guard Platform.renamePath(staging, path) else {
            let r = errnoText()
            if let aside { _ = Platform.renamePath(aside, path) }
            throw FileError(path: path, reason: r)
        }
        if let aside { removeTree(aside) }
    }

    /// Builds a folder in a new staging folder beside `path` (`build` gets the staging path) and
    /// moves it into place with `replaceDirectory`. If `build` or the move throws, the staging folder
    /// is removed and `path` is left as it was.
    public static func writeDirectory<T>(_ path: String, build: (_ staging: String) throws -> T) throws -> T {
        let staging = try makeStagingDirectory(for: path)
        do {
            let result = try build(staging)
            try replaceDirectory(path, with: staging)
            return result
        } catch {
            removeTree(staging)
            throw error
        }
    }

    /// Removes `path` and everything below it (links are removed, not followed).
    public static func removeTree(_ path: String) {
        if isDirectory(path), Platform.linkStatusIsDirectory(path) {
            for name in (try? list(path)) ?? [] { removeTree(path + "/" + name) }
            _ = Platform.removeDirectory(path)
        } else {
            Platform.unlink(path)
        }
    }
}
