/// SHA-256 (FIPS 180-4), for the renderer fingerprint's font hashes and the artifact hashes
/// that tie `results.json` to the files beside it. Foundation on Linux has no CryptoKit.
package enum SHA256 {
    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// The digest of `bytes` as 64 lowercase hex digits.
    /// - Complexity: O(n). Optimized even in debug builds (`@_optimize(speed)`): the fingerprint
    ///   hashes every font file (tens of MB) once per process, and tests run debug binaries.
    @_optimize(speed)
    package static func hex(_ bytes: [UInt8]) -> String {
        var h: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) =
            (0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19)
        // The whole blocks straight from the input; the tail and padding in a small buffer.
        let full = bytes.count / 64 * 64
        var tail = Array(bytes[full...])
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        let bitLength = UInt64(bytes.count) &* 8
        for i in (0..<8).reversed() { tail.append(UInt8(truncatingIfNeeded: bitLength >> (UInt64(i) * 8))) }
        bytes.withUnsafeBufferPointer { compress(&h, $0, count: full) }
        tail.withUnsafeBufferPointer { compress(&h, $0, count: tail.count) }
        let digits: [Character] = Array("0123456789abcdef")
        var out = ""
        for word in [h.0, h.1, h.2, h.3, h.4, h.5, h.6, h.7] {
            for shift in stride(from: 28, through: 0, by: -4) { out.append(digits[Int((word >> UInt32(shift)) & 0xF)]) }
        }
        return out
    }

    typealias State = (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)

    /// The round constants where the compression loop reads them without bounds checks.
    nonisolated(unsafe) private static let kPointer: UnsafeMutablePointer<UInt32> = {
        let p = UnsafeMutablePointer<UInt32>.allocate(capacity: 64)
        p.initialize(from: k, count: 64)
        return p
    }()

    /// Runs the compression function over the first `count` bytes (a multiple of 64) of `p`.
    @_optimize(speed)
    static func compress(_ state: inout State, _ p: UnsafeBufferPointer<UInt8>, count: Int) {
        guard let base = p.baseAddress, count > 0 else { return }
        let kp = kPointer
        let w = UnsafeMutablePointer<UInt32>.allocate(capacity: 64)
        defer { w.deallocate() }
        var h0 = state.0, h1 = state.1, h2 = state.2, h3 = state.3, h4 = state.4, h5 = state.5, h6 = state.6, h7 = state.7
        var chunk = 0
        while chunk < count {
            let b = base + chunk
            var i = 0
            while i < 16 {
                w[i] = UInt32(b[i &* 4]) << 24 | UInt32(b[i &* 4 &+ 1]) << 16 | UInt32(b[i &* 4 &+ 2]) << 8 | UInt32(b[i &* 4 &+ 3])
                i &+= 1
            }
            while i < 64 {
                let x = w[i &- 15], y = w[i &- 2]
                let s0 = (x >> 7 | x << 25) ^ (x >> 18 | x << 14) ^ (x >> 3)
                let s1 = (y >> 17 | y << 15) ^ (y >> 19 | y << 13) ^ (y >> 10)
                w[i] = w[i &- 16] &+ s0 &+ w[i &- 7] &+ s1
                i &+= 1
            }
            var a = h0, bb = h1, c = h2, d = h3, e = h4, f = h5, g = h6, hh = h7
            i = 0
            while i < 64 {
                let s1 = (e >> 6 | e << 26) ^ (e >> 11 | e << 21) ^ (e >> 25 | e << 7)
                let ch = (e & f) ^ (~e & g)
                let t1 = hh &+ s1 &+ ch &+ kp[i] &+ w[i]
                let s0 = (a >> 2 | a << 30) ^ (a >> 13 | a << 19) ^ (a >> 22 | a << 10)
                let maj = (a & bb) ^ (a & c) ^ (bb & c)
                hh = g; g = f; f = e; e = d &+ t1; d = c; c = bb; bb = a; a = t1 &+ s0 &+ maj
                i &+= 1
            }
            h0 &+= a; h1 &+= bb; h2 &+= c; h3 &+= d; h4 &+= e; h5 &+= f; h6 &+= g; h7 &+= hh
            chunk &+= 64
        }
        state = (h0, h1, h2, h3, h4, h5, h6, h7)
    }
}

/// The hashes Golden writes (font files in the fingerprint, actuals in results.json).
public enum GoldenHash {
    /// SHA-256 of `bytes`, 64 lowercase hex digits (what `sha256sum` prints).
    public static func sha256(_ bytes: [UInt8]) -> String { SHA256.hex(bytes) }
}
