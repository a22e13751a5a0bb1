import Foundation
import Support

/// A fixture the tests need is not where the repository keeps it. Thrown (so the test
/// fails and says which file) instead of letting the test pass without its data.
public struct FixtureMissing: Error, CustomStringConvertible, Sendable {
    /// The path relative to `Tests/Fixtures`.
    public var name: String
    /// Where it was looked for.
    public var path: String

    public var description: String {
        "fixture \(name) is missing (looked for \(path)); it is vendored in the repository: restore it with `git checkout -- Tests/Fixtures`"
    }
}

/// Vendored third-party test data under `Tests/Fixtures/` (see its README for sources and
/// licences). Every lookup fails loudly when the file is absent.
public enum Fixture {
    /// `Tests/Fixtures` in the package.
    public static var directory: String { packageRoot + "/Tests/Fixtures" }

    /// The absolute path of an existing fixture file or directory, e.g. `"pngsuite"` or
    /// `"unicode/LineBreakTest.txt"`.
    public static func path(_ name: String) throws(FixtureMissing) -> String {
        let p = directory + "/" + name
        guard FileIO.exists(p) else { throw FixtureMissing(name: name, path: p) }
        return p
    }

    /// The bytes of a fixture file.
    public static func read(_ name: String) throws -> [UInt8] { try FileIO.read(try path(name)) }

    /// A fixture file as UTF-8 text.
    public static func text(_ name: String) throws -> String { try FileIO.readText(try path(name)) }

    /// The names in a fixture directory, sorted.
    public static func list(_ name: String) throws -> [String] { try FileIO.list(try path(name)).sorted() }
}
