import CPNG
import Support

/// PNG decoding and encoding over libpng, through the `CPNG` shim.
///
/// libpng's `setjmp`/`longjmp` error handling stays inside the C shim; every
/// failure comes back as a status code and libpng's message, and becomes a
/// `PNGError` here.
///
/// Decoding accepts every PNG format (gray 1/2/4/8/16, palette, RGB 8/16,
/// gray+alpha, RGBA, Adam7, tRNS) and produces 8-bit RGBA; 16-bit samples are
/// exactly rounded to 8 bits. Color-management chunks (gAMA, cHRM, sRGB, iCCP)
/// are ignored so the result does not depend on them. A header declaring more
/// than `pixelLimit` pixels is refused before any pixel memory is allocated.
/// Work is bounded by the input: a CRC error in any chunk, a missing IEND, or
/// more compressed data after the last row than a row could need (libpng
/// would inflate all of it: a decompression bomb) is refused.
///
/// Encoding filters the rows itself and compresses them with libdeflate in one call, writing only
/// IHDR, one IDAT and IEND with fixed settings, so the same bitmap always gives the same bytes;
/// `EncodeOptions.standard` is libdeflate level 4, no filter except Up for a row equal to the
/// row above, RGB when opaque. <doc:PNGEncoding> has the options measured and why.
///
/// Before it, a zlib encoder through libpng (level 3, no filter, RGB) took 14 ms for the
/// 1170×2532 `png.encode` screen (210,571 bytes); zlib's matcher was most of the time, and
/// adaptive filtering was larger on UI screens at every level. Photos inside a screen would
/// favour a filter (`.paeth`/`.all`); pass `EncodeOptions` for such images.
public enum PNG {
    /// Decodes PNG bytes into a premultiplied `Bitmap`.
    ///
    /// - Throws: `.empty`, `.notPNG`, `.truncated`, `.corrupt(libpng's reason)`,
    ///   `.tooLarge` (before allocating), `.outOfMemory`.
    /// - Complexity: O(bytes + width × height).
    public static func decode(_ bytes: [UInt8], pixelLimit: Int = Bitmap.defaultPixelLimit) throws(PNGError) -> Bitmap {
        var image = try decodeImage(bytes, pixelLimit: pixelLimit)
        premultiplyInPlace(&image.rgba)  // in place: the array is uniquely referenced
        do {
            return try Bitmap(width: image.width, height: image.height, premultipliedPixels: image.rgba)
        } catch {
            throw .corrupt(error.description)
        }
    }

    /// Decodes PNG bytes into straight (not premultiplied) RGBA8.
    ///
    /// - Throws: as `decode(_:pixelLimit:)`.
    /// - Complexity: O(bytes + width × height).
    public static func decodeImage(_ bytes: [UInt8], pixelLimit: Int = Bitmap.defaultPixelLimit) throws(PNGError) -> Image {
        guard !bytes.isEmpty else { throw .empty }
        let result: Result<Image, PNGError> = bytes.withUnsafeBufferPointer { input in
            guard let decoder = cpng_decoder_create(input.baseAddress, input.count) else { return .failure(.outOfMemory) }
            defer { cpng_decoder_destroy(decoder) }
            var w: UInt32 = 0
            var h: UInt32 = 0
            let limit = max(pixelLimit, 0)
            var status = cpng_decoder_read_header(decoder, UInt64(limit), &w, &h)
            let width = Int(w), height = Int(h)
            guard status == ok else { return .failure(error(status, decoder, width: width, height: height, limit: limit)) }
            // width * height <= limit <= Int.max; the byte count can still overflow.
            let (count, overflow) = (width * height).multipliedReportingOverflow(by: 4)
            guard !overflow else { return .failure(.tooLarge(width: width, height: height, limit: limit)) }
            let rgba = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                status = cpng_decoder_read_rgba(decoder, buffer.baseAddress, width * 4)
                initialized = status == ok ? count : 0
            }
            guard status == ok else { return .failure(error(status, decoder, width: width, height: height, limit: limit)) }
            return .success(Image(width: width, height: height, rgba: rgba))
        }
        return try result.get()
    }

    /// Encodes a premultiplied bitmap as an 8-bit PNG with `EncodeOptions.standard`:
    /// RGB when every pixel is opaque, RGBA (un-premultiplied) otherwise.
    ///
    /// - Throws: `.invalidBitmap` if the pixel array does not match the size,
    ///   `.outOfMemory`, `.encodeFailed`.
    /// - Complexity: O(width × height).
    public static func encode(_ bitmap: Bitmap) throws(PNGError) -> [UInt8] {
        try encode(bitmap, options: .standard)
    }

    /// Encodes a premultiplied bitmap with explicit compression options.
    ///
    /// - Complexity: O(width × height).
    public static func encode(_ bitmap: Bitmap, options: EncodeOptions) throws(PNGError) -> [UInt8] {
        let w = bitmap.width, h = bitmap.height
        guard w > 0, h > 0, w <= Int(Int32.max), h <= Int(Int32.max) else {
            throw .invalidBitmap("size \(w)x\(h) is not 1...\(Int32.max) on each side")
        }
        let (pixelCount, overflow) = w.multipliedReportingOverflow(by: h)
        guard !overflow, pixelCount <= Int.max / 4, bitmap.pixels.count == pixelCount * 4 else {
            throw .invalidBitmap("\(w)x\(h) pixels do not match its \(bitmap.pixels.count) bytes of pixel data")
        }
        guard (0...12).contains(options.level), !options.filters.isEmpty else {
            throw .encodeFailed("compression level \(options.level) is not 0...12, or no filter was allowed")
        }
        if isOpaque(bitmap.pixels) {
            // Premultiplied equals straight when every alpha is 255: no copy.
            return try encodeRaw(bitmap.pixels, width: w, height: h, writeAlpha: !options.opaqueAsRGB, options: options)
        }
        return try encodeRaw(unpremultiplied(bitmap.pixels), width: w, height: h, writeAlpha: true, options: options)
    }

    /// Reads and decodes a PNG file; errors name the file.
    ///
    /// - Throws: `.file` when it cannot be read, `.inFile(path:_)` wrapping a decoding error.
    public static func readFile(_ path: String, pixelLimit: Int = Bitmap.defaultPixelLimit) throws(PNGError) -> Bitmap {
        let bytes: [UInt8]
        do { bytes = try FileIO.read(path) } catch { throw .file(error) }
        do { return try decode(bytes, pixelLimit: pixelLimit) } catch { throw .inFile(path: path, error) }
    }

    /// Encodes a bitmap and writes it atomically (temporary file + rename):
    /// readers see the old file or the new one, never a part.
    ///
    /// - Throws: `.file` when it cannot be written, `.inFile(path:_)` wrapping an encoding error.
    public static func writeFile(_ bitmap: Bitmap, to path: String) throws(PNGError) {
        let bytes: [UInt8]
        do { bytes = try encode(bitmap) } catch { throw .inFile(path: path, error) }
        do { try FileIO.writeAtomically(bytes, to: path) } catch { throw .file(error) }
    }

    /// A decoded image in straight (not premultiplied) RGBA8, row-major, no row padding.
    public struct Image: Sendable, Equatable {
        public var width: Int
        public var height: Int
        /// `width * height * 4` bytes: R, G, B, A, not premultiplied.
        public var rgba: [UInt8]

        public init(width: Int, height: Int, rgba: [UInt8]) {
            self.width = width; self.height = height; self.rgba = rgba
        }
    }

    // MARK: - C boundary

    private static let ok = Int32(CPNG_OK.rawValue)

    private static func error(_ status: Int32, _ decoder: OpaquePointer, width: Int, height: Int, limit: Int) -> PNGError {
        error(status, message: String(cString: cpng_decoder_message(decoder)), width: width, height: height, limit: limit)
    }

    /// The one mapping from a shim status to a `PNGError`.
    private static func error(_ status: Int32, message: String, width: Int, height: Int, limit: Int) -> PNGError {
        switch UInt32(bitPattern: status) {
        case CPNG_EMPTY.rawValue: return .empty
        case CPNG_NOT_PNG.rawValue: return .notPNG
        case CPNG_TRUNCATED.rawValue: return .truncated
        case CPNG_TOO_LARGE.rawValue: return .tooLarge(width: width, height: height, limit: limit)
        case CPNG_NO_MEMORY.rawValue: return .outOfMemory
        case CPNG_ENCODE_FAILED.rawValue, CPNG_INVALID_ARGUMENT.rawValue: return .encodeFailed(message)
        default: return .corrupt(message)
        }
    }

    /// Encodes straight RGBA8 pixels, as RGBA or (dropping alpha) RGB.
    private static func encodeRaw(
        _ pixels: [UInt8], width: Int, height: Int, writeAlpha: Bool,
        options: EncodeOptions
    ) throws(PNGError) -> [UInt8] {
        var buffer = cpng_buffer(data: nil, size: 0, capacity: 0)
        defer { cpng_buffer_free(&buffer) }
        var message = [CChar](repeating: 0, count: 256)
        let copts = cpng_encode_options(
            level: Int32(options.level), filters: options.filters.rawValue,
            repeated_rows_as_up: options.repeatedRowsAsUp ? 1 : 0, screen: options.screenMatcher ? 1 : 0)
        let status = pixels.withUnsafeBufferPointer { px in
            message.withUnsafeMutableBufferPointer { msg in
                cpng_encode(
                    px.baseAddress, UInt32(width), UInt32(height), width * 4, 4, writeAlpha ? 1 : 0,
                    copts, &buffer, msg.baseAddress, msg.count)
            }
        }
        guard status == ok else {
            let text = String(decoding: message.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw error(status, message: text, width: width, height: height, limit: 0)
        }
        guard let data = buffer.data else { throw .encodeFailed("the encoder produced no output") }
        return Array(UnsafeBufferPointer(start: data, count: buffer.size))
    }
}
