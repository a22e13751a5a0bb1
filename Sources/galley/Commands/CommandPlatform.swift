// The C library calls of the command-line tool: whether stderr is a terminal, the review
// server's sockets and its Ctrl-C handling. The one file of `galley` that imports the C library.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum CommandPlatform {
    static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }
}
