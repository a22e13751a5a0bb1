import FuzzSupport
import Galley

/// Scene JSON: parse, then render (layout, display list, raster) under a 1 Mpx limit.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScene(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = FuzzSupport.bytes(data, size)
    guard let scene = try? Scene(json: bytes, file: "fuzz.json") else { return 0 }
    _ = try? FuzzSupport.renderer.render(scene, baseDirectory: "/nonexistent-fuzz-dir")
    return 0
}
