import Foundation
import Support
import Testing

// The package's executables (`galley`, `galley-bench`), run as processes from the build that
// built the tests (`BuiltProduct`; `swift test` builds them); when one is not there, each test
// fails saying so (`ProductNotBuilt`), never skips.

/// What one run of a tool did.
public struct CLIRun: CustomStringConvertible, Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
    public var stdoutLines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }
    public var stderrLines: [String] { stderr.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }
    public var description: String { "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
}

/// Runs `galley args…` in `directory` (the package root by default).
public func galley(_ args: [String], in directory: String = packageRoot, environment: [String: String] = [:]) throws -> CLIRun {
    try runProduct("galley", args, in: directory, environment: environment)
}

/// Runs `galley-bench args…` in `directory` (the package root by default).
public func galleyBench(_ args: [String], in directory: String = packageRoot, environment: [String: String] = [:]) throws -> CLIRun {
    try runProduct("galley-bench", args, in: directory, environment: environment)
}

/// Runs executable product `product` with `args` in `directory`, with the bundled fonts and
/// neither `CI` nor `GALLEY_RECORD` set (tests that want them pass them in `environment`).
/// Output goes through files so a chatty command cannot fill a pipe and stall. A run that takes
/// over two minutes is killed and reported as a hang.
func runProduct(_ product: String, _ args: [String], in directory: String, environment: [String: String]) throws -> CLIRun {
    let scratch = try temporaryDirectory("cli")
    defer { removeTemporaryDirectory(scratch) }
    let outPath = scratch + "/stdout", errPath = scratch + "/stderr"
    guard FileManager.default.createFile(atPath: outPath, contents: nil),
        FileManager.default.createFile(atPath: errPath, contents: nil)
    else { throw CocoaError(.fileWriteUnknown) }
    let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
    let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
    let p = Process()
    p.executableURL = URL(fileURLWithPath: try BuiltProduct.path(product))
    p.arguments = args
    p.currentDirectoryURL = URL(fileURLWithPath: directory)
    var env = ProcessInfo.processInfo.environment
    env["GALLEY_FONTS"] = packageRoot + "/Fonts"
    env.removeValue(forKey: "GALLEY_RECORD")
    env.removeValue(forKey: "CI")  // `galley record` refuses on CI; tests that want CI pass it
    env.merge(environment) { $1 }
    p.environment = env
    p.standardOutput = out
    p.standardError = err
    p.standardInput = FileHandle.nullDevice
    try p.run()
    // A hang guard, not a timing: `galley verify` of every golden takes minutes in a debug
    // build on a loaded 2-core machine (CI runs the suites side by side).
    let deadline = Date().addingTimeInterval(600)
    while p.isRunning && Date() < deadline { usleep(10_000) }
    if p.isRunning {
        p.terminate()
        p.waitUntilExit()
        Issue.record("\(product) \(args.joined(separator: " ")) did not finish in 600 s")
    }
    p.waitUntilExit()
    try out.close(); try err.close()
    let stdout = String(decoding: try FileIO.read(outPath), as: UTF8.self)
    let stderr = String(decoding: try FileIO.read(errPath), as: UTF8.self)
    return CLIRun(status: p.terminationStatus, stdout: stdout, stderr: stderr)
}

/// A fresh temporary directory, removed by the caller.
public func cliTemporaryDirectory() throws -> String {
    try temporaryDirectory("cli-test")
}

/// Runs `p` to the end with its output discarded; its exit status and standard error.
public func runCapturingStandardError(_ p: Process) throws -> (status: Int32, stderr: String) {
    let err = Pipe()
    p.standardOutput = FileHandle.nullDevice
    p.standardError = err
    try p.run()
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    return (p.terminationStatus, stderr)
}

/// File names in `dir` and below (relative), sorted.
public func cliListing(_ dir: String) -> [String] {
    ((FileManager.default.subpaths(atPath: dir)) ?? []).sorted()
}
