import Raster

/// PNG decode under a 1 Mpx limit; whatever decodes must survive an encode → decode round trip.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let image = try? PNG.decodeImage(bytes, pixelLimit: 1 << 20) else { return 0 }
    precondition(image.rgba.count == image.width * image.height * 4, "decoded buffer size")
    if let bitmap = try? PNG.decode(bytes, pixelLimit: 1 << 20) {
        let encoded: [UInt8]
        do { encoded = try PNG.encode(bitmap) } catch { fatalError("a decoded image failed to encode: \(error)") }
        guard let again = try? PNG.decode(encoded, pixelLimit: 1 << 20) else { fatalError("our own PNG does not decode") }
        precondition(again == bitmap, "PNG round trip changed pixels")
    }
    return 0
}
