import Foundation
import Support

/// A new empty directory under the system's temporary directory, named after `tag` and
/// unique per call (the caller removes it, e.g. with `removeTemporaryDirectory`).
public func temporaryDirectory(_ tag: String) throws -> String {
    let dir = NSTemporaryDirectory() + "galley-\(tag)-\(UUID().uuidString)"
    try FileIO.createDirectories(dir)
    return dir
}

/// Removes a directory made by `temporaryDirectory` and everything in it.
public func removeTemporaryDirectory(_ dir: String) {
    try? FileManager.default.removeItem(atPath: dir)
}

/// Runs `body` with a fresh temporary directory, removed afterwards.
public func withTemporaryDirectory<T>(_ tag: String, _ body: (String) throws -> T) throws -> T {
    let dir = try temporaryDirectory(tag)
    defer { removeTemporaryDirectory(dir) }
    return try body(dir)
}
