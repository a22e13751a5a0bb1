import Foundation

/// Runs a program found on the PATH (`/usr/bin/env` then `arguments`), in `dir` when given, and
/// returns its exit status and its standard output and error together.
func runTool(_ arguments: [String], in dir: String? = nil) throws -> (status: Int32, output: String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    p.arguments = arguments
    if let dir { p.currentDirectoryURL = URL(fileURLWithPath: dir) }
    let out = Pipe()
    p.standardOutput = out
    p.standardError = out
    try p.run()
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    return (p.terminationStatus, text)
}
