import Foundation

/// An executable product of this package was not built beside the tests.
public struct ProductNotBuilt: Error, CustomStringConvertible, Sendable {
    public var name: String
    public var searched: [String]

    public var description: String {
        "the \(name) executable was not found beside the test bundle (looked in \(searched.joined(separator: ", "))); "
            + "`swift test` builds it with the tests; after `swift build --build-tests`, run `swift build --product \(name)` too"
    }
}

/// Executables the package builds, found where the test bundle was built
/// (`.build/<triple>/<configuration>/`), so tests run the binary of the same build —
/// whatever the build directory, triple or configuration.
public enum BuiltProduct {
    /// The directories holding the running test bundle: the running executable's directory
    /// (Linux: `…/GalleyPackageTests.xctest` is the executable) and, on macOS, the directory
    /// of each loaded `.xctest` bundle.
    public static var buildDirectories: [String] {
        var dirs: [String] = []
        func add(_ path: String?) {
            guard let path, !path.isEmpty else { return }
            let dir = URL(fileURLWithPath: path).resolvingSymlinksInPath().deletingLastPathComponent().path
            if !dirs.contains(dir) { dirs.append(dir) }
        }
        add(Bundle.main.executablePath)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") { add(bundle.bundlePath) }
        #if os(Linux)
            add(try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        #endif
        return dirs
    }

    /// The path of executable product `name` from the same build as the tests.
    public static func path(_ name: String) throws(ProductNotBuilt) -> String {
        let dirs = buildDirectories
        for dir in dirs {
            let candidate = dir + "/" + name
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate)
            {
                return candidate
            }
        }
        throw ProductNotBuilt(name: name, searched: dirs)
    }
}
