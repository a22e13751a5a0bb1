import CPNG

/// Raw DEFLATE and CRC-32 over libdeflate, for on-disk caches of bitmaps (a rendered screen is
/// mostly flat colour and compresses to a few percent at level 1, in a few milliseconds).
public enum Deflate {
    /// Why a buffer did not decompress.
    public enum Failure: Error, Sendable, Equatable {
        /// Not valid DEFLATE data.
        case corrupt
        /// Valid data of another length than expected (a truncated or foreign entry).
        case wrongLength
        case noMemory
    }

    /// `bytes` compressed at `level` (1 fastest … 12 smallest); nil when out of memory.
    public static func compress(_ bytes: UnsafeRawBufferPointer, level: Int = 1) -> [UInt8]? {
        let level = Int32(min(max(level, 0), 12))
        let bound = galley_deflate_bound(level, bytes.count)
        guard bound > 0 else { return nil }
        var out = [UInt8](repeating: 0, count: bound)
        let n = out.withUnsafeMutableBufferPointer { o in
            galley_deflate(level, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, o.baseAddress, bound)
        }
        guard n > 0 || bytes.isEmpty else { return nil }
        out.removeLast(bound - n)
        return out
    }

    /// `bytes` decompressed to exactly `count` bytes.
    public static func decompress(_ bytes: ArraySlice<UInt8>, count: Int) throws(Failure) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: count)
        let status = bytes.withUnsafeBufferPointer { i in
            out.withUnsafeMutableBufferPointer { o in galley_inflate(i.baseAddress, i.count, o.baseAddress, count) }
        }
        switch status {
        case 0: return out
        case 2: throw .wrongLength
        case 3: throw .noMemory
        default: throw .corrupt
        }
    }

    /// The CRC-32 of `bytes` (zlib's and PNG's), continuing from `crc`.
    public static func crc32(_ bytes: ArraySlice<UInt8>, continuing crc: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBufferPointer { galley_crc32(crc, $0.baseAddress, $0.count) }
    }
}
