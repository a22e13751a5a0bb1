extension PNG {
    /// Premultiplies straight RGBA8 in place (`premultiply` of Bitmap.swift).
    ///
    /// - Complexity: O(n); opaque pixels are skipped.
    static func premultiplyInPlace(_ rgba: inout [UInt8]) {
        rgba.withUnsafeMutableBufferPointer { p in
            guard let base = p.baseAddress else { return }
            let raw = UnsafeRawPointer(base)
            let opaque: UInt64 = 0xFF00_0000_FF00_0000
            var i = 0
            let n = p.count
            while i < n {
                // Two opaque pixels at once (their alpha bytes are the top byte of
                // each little-endian 32-bit lane): the common case in UI images.
                if i + 8 <= n,
                    UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) & opaque == opaque
                {
                    i += 8
                    continue
                }
                let a = p[i + 3]
                if a != 255 {
                    let a16 = UInt16(a)
                    p[i] = premultiply(p[i], a16)
                    p[i + 1] = premultiply(p[i + 1], a16)
                    p[i + 2] = premultiply(p[i + 2], a16)
                }
                i += 4
            }
        }
    }

    /// Whether every alpha byte of RGBA8 pixels is 255.
    ///
    /// - Complexity: O(n), stops at the first translucent pixel.
    static func isOpaque(_ rgba: [UInt8]) -> Bool {
        rgba.withUnsafeBytes { raw in
            // Four pixels at a time: their alpha bytes are the top byte of each
            // little-endian UInt32 lane.
            let n = raw.count / 4
            var i = 0
            while i + 4 <= n {
                let a = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i * 4, as: UInt64.self))
                let b = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i * 4 + 8, as: UInt64.self))
                let mask: UInt64 = 0xFF00_0000_FF00_0000
                if (a & b & mask) != mask { return false }
                i += 4
            }
            while i < n {
                if raw[i * 4 + 3] != 255 { return false }
                i += 1
            }
            return true
        }
    }

    /// Straight RGBA8 from premultiplied (`unpremultiply` of Bitmap.swift, by table).
    ///
    /// - Complexity: O(n).
    static func unpremultiplied(_ rgba: [UInt8]) -> [UInt8] {
        let table = unpremultiplyTable
        var out = rgba
        out.withUnsafeMutableBufferPointer { p in
            table.withUnsafeBufferPointer { t in
                var i = 0
                let n = p.count
                while i < n {
                    let a = p[i + 3]
                    if a != 255 {
                        let row = Int(a) << 8
                        p[i] = t[row | Int(p[i])]
                        p[i + 1] = t[row | Int(p[i + 1])]
                        p[i + 2] = t[row | Int(p[i + 2])]
                    }
                    i += 4
                }
            }
        }
        return out
    }

    /// `unpremultiply(c, a)` for every `a << 8 | c` (64 KB, built once).
    private static let unpremultiplyTable: [UInt8] = {
        var t = [UInt8](repeating: 0, count: 256 * 256)
        for a in 0..<256 {
            for c in 0..<256 { t[a << 8 | c] = unpremultiply(UInt8(c), UInt8(a)) }
        }
        return t
    }()
}
