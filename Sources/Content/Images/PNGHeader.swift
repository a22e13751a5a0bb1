/// The size a PNG declares in its IHDR chunk, read from the first 24 bytes without decoding
/// anything, so an image over the pixel limit is refused before a pixel is allocated.
public struct PNGHeader: Hashable, Sendable {
    public var width: Int
    public var height: Int

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Reads the signature and the IHDR chunk's width and height; nil when `bytes` does not
    /// start like a PNG (the decoder then reports what is wrong).
    /// - Complexity: O(1).
    public init?(_ bytes: [UInt8]) {
        guard bytes.count >= 24, Array(bytes[0..<8]) == PNGHeader.signature,
            bytes[12] == 0x49, bytes[13] == 0x48, bytes[14] == 0x44, bytes[15] == 0x52
        else { return nil }  // "IHDR"
        func u32(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
        width = u32(16); height = u32(20)
    }

    /// Width × height, without overflow (both are below 2³²).
    public var pixelCount: Int { width * height }
}
