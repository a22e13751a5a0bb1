import FuzzSupport
import Galley
import Raster

/// Display-list JSON: parse, then rasterize under the renderer's 1 Mpx limit.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDisplayList(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = FuzzSupport.bytes(data, size)
    guard let list = try? DisplayList(json: bytes) else { return 0 }
    _ = try? FuzzSupport.renderer.rasterize(list, baseDirectory: "/nonexistent-fuzz-dir", file: "fuzz.json")
    return 0
}
