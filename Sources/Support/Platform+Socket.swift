// The C library calls of the review server's transport: a TCP socket on the loopback address,
// its connections, reads and writes. With Platform.swift, the only files that import the C library.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(Glibc)
    private let MSG_NOSIGNAL_VALUE = MSG_NOSIGNAL
#else
    private let MSG_NOSIGNAL_VALUE: Int32 = 0
#endif

/// A listening TCP socket on 127.0.0.1 and the connections it accepts: the review server's
/// transport. Errors come back as `nil`/`false` with `Platform.errnoText()`.
public enum LoopbackSocket {
    /// Listens on 127.0.0.1:`port` (0 picks a free port); returns the descriptor and the port.
    public static func listenLoopback(port: UInt16) -> (fd: Int32, port: UInt16)? {
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { return nil }
        var one: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = port.bigEndian
        addr.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian  // 127.0.0.1 only, never 0.0.0.0
        let bound = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else { _ = close(fd); return nil }
        var got = sockaddr_in()
        var len = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &got) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &len) } }
        return (fd, UInt16(bigEndian: got.sin_port))
    }

    /// Waits up to `milliseconds` for a connection; nil on timeout (or an interrupted wait).
    public static func acceptConnection(_ fd: Int32, milliseconds: Int32) -> Int32? {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&p, 1, milliseconds) > 0 else { return nil }
        let c = accept(fd, nil, nil)
        guard c >= 0 else { return nil }
        var tv = timeval(tv_sec: 5, tv_usec: 0)
        _ = setsockopt(c, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        return c
    }

    /// Reads what is available (up to `max` bytes); empty at end or on error/timeout.
    public static func readSome(_ fd: Int32, max: Int) -> [UInt8] {
        var buf = [UInt8](repeating: 0, count: max)
        let n = buf.withUnsafeMutableBytes { recv(fd, $0.baseAddress, max, 0) }
        return n > 0 ? Array(buf[0..<n]) : []
    }

    public static func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
        var sent = 0
        while sent < bytes.count {
            let n = bytes.withUnsafeBytes { send(fd, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL_VALUE)) }
            if n <= 0 { return }
            sent += n
        }
    }

    public static func closeSocket(_ fd: Int32) { _ = close(fd) }
}
