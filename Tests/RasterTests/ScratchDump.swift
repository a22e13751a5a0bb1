// UNCOMMITTED scratch: dumps renders as raw RGBA for viewing.
import Geometry
import Testing
import Support
@testable import Raster

func dumpRaw(_ b: Bitmap, _ name: String) {
    let dir = "/tmp/rdump"
    try? FileIO.createDirectories(dir)
    var header = Array("\(b.width) \(b.height)\n".utf8)
    header += b.pixels
    try? FileIO.writeAtomically(header, to: "\(dir)/\(name).raw")
}
@Test func scratchDump() throws {
    dumpRaw(try Rasterizer.render(RenderTests.sampleList, glyphs: TestGlyphs()), "sample")
}
