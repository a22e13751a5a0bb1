#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Support
import Testing
@testable import Raster

/// Every display list under `Goldens/raster/<feature>/` drawn and matched
/// exactly against the PNG beside it. Lists with glyph runs need real fonts,
/// which this target cannot load; `galley verify` checks those.
///
/// A missing PNG is recorded (never when `CI` is set); `GALLEY_RECORD=all`
/// re-records every one. Look at each recorded PNG before committing it.
@Suite struct GoldenTests {
    static let root: String = {
        var p = #filePath
        for _ in 0..<3 { p = FileIO.parentDirectory(of: p) }
        return p + "/Goldens/raster"
    }()

    static var lists: [String] {
        ((try? FileIO.walk(root, suffix: ".json")) ?? []).map { String($0.dropFirst(root.count + 1)) }
    }

    static func environment(_ name: String) -> String? {
        guard let v = getenv(name) else { return nil }
        return String(cString: v)
    }

    @Test(arguments: lists)
    func matchesGolden(_ name: String) throws {
        let path = Self.root + "/" + name
        let list = try DisplayList(json: try FileIO.read(path))
        if list.commands.contains(where: { if case .glyphs = $0 { return true } else { return false } }) { return }
        let actual = try Rasterizer.render(list, images: .files(relativeTo: FileIO.parentDirectory(of: path)))
        let golden = String(path.dropLast(5)) + ".png"
        let mode = Self.environment("GALLEY_RECORD") ?? "missing"
        let exists = FileIO.exists(golden)
        if mode == "all" || (!exists && mode != "never" && Self.environment("CI") == nil) {
            try PNG.writeFile(actual, to: golden)
            Issue.record("recorded \(golden); look at it, then run again")
            return
        }
        let expected = try PNG.readFile(golden)
        let sameSize = expected.width == actual.width && expected.height == actual.height
        #expect(sameSize, "\(name): size differs")
        // Compared outside #expect: its operand capture of two multi-megabyte bitmaps is what we avoid.
        var differing = 0
        for (a, b) in zip(expected.pixels, actual.pixels) where a != b { differing += 1 }
        let identical = sameSize && differing == 0
        #expect(identical, "\(name): \(differing) bytes differ from \(golden)")
    }
}
