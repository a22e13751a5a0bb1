import Content
import GalleyTestSupport
import Geometry
import Raster
import Support
import Testing

/// Images in content views: loading relative to the scene, the pixel limit before decoding,
/// the cache, content modes, tint, mirroring and the placeholder for a file that cannot be used.
@Suite struct ImageDrawingTests {
    static func store(pixelLimit: Int = ImageStore.defaultPixelLimit) throws -> ImageStore {
        ImageStore(directory: try Fixture.path("Images"), pixelLimit: pixelLimit)
    }

    @Test func headerGivesTheSizeWithoutDecoding() throws {
        let header = try #require(PNGHeader(try Fixture.read("Images/landscape.png")))
        #expect(header.width == 480 && header.height == 270)
        #expect(PNGHeader(Array("not a png at all, not at all".utf8)) == nil)
    }

    @Test func loadsRelativeToTheDirectoryOnceAndKnowsItsScale() throws {
        let s = try Self.store()
        let a = try s.image("landscape.png").get()
        #expect(a.bitmap.width == 480 && a.bitmap.height == 270 && a.scale == 1)
        _ = try s.image("landscape.png").get()
        #expect(s.loadCount == 1)
        let c = try s.image("checker@2x.png").get()
        #expect(c.pointSize == Size(width: 60, height: 40))
    }

    @Test func anImageOverThePixelLimitIsRefusedFromItsHeader() throws {
        let s = try Self.store()
        // The file is only a header: decoding would fail as truncated, so tooLarge proves the header was read first.
        guard case .failure(.tooLarge(let path, let w, let h, let limit)) = s.image("huge-header.png") else {
            Issue.record("expected tooLarge"); return
        }
        #expect(path == "huge-header.png" && w == 65536 && h == 65536 && limit == ImageStore.defaultPixelLimit)
        let small = try Self.store(pixelLimit: 1000)
        guard case .failure(.tooLarge) = small.image("avatar.png") else { Issue.record("a 192x192 image passed a 1000-pixel limit"); return }
    }

    @Test(arguments: ["missing.png", "corrupt.png", "huge-header.png"])
    func unusableImagesDrawAPlaceholderAndNameTheFileAndItem(name: String) throws {
        var diagnostics: [ImageDiagnostic] = []
        var commands: [DisplayCommand] = []
        let frame = Rect(x: 10, y: 10, width: 60, height: 40)
        ImageDrawing.draw(
            name, in: frame, style: ImageStyle(cornerRadius: 8), direction: .leftToRight, appearance: .light,
            store: try Self.store(), item: "doc-7", element: "thumbnail", diagnostics: &diagnostics, into: &commands)
        #expect(diagnostics.count == 1)
        let text = diagnostics.first?.description ?? ""
        #expect(text.contains(name) && text.contains("doc-7") && text.contains("thumbnail") && text.contains("placeholder"), "\(text)")
        #expect(commands.first == .fill(RoundedRect(rect: frame, radius: 8, corner: .continuous), color: ImageDrawing.placeholderFill(.light)))
        #expect(!commands.contains { if case .image = $0 { return true } else { return false } })
        // The placeholder's glyph is inside the frame.
        for case let .path(p, _, _) in commands {
            for e in p.elements { if case .line(let q) = e { #expect(frame.contains(q)) } }
        }
    }

    @Test func contentModesPlaceTheImage() {
        let frame = Rect(x: 0, y: 0, width: 100, height: 50)
        let image = Size(width: 200, height: 200)
        #expect(ImageDrawing.imageRect(.scaleToFill, image: image, frame: frame) == frame)
        #expect(ImageDrawing.imageRect(.aspectFit, image: image, frame: frame) == Rect(x: 25, y: 0, width: 50, height: 50))
        #expect(ImageDrawing.imageRect(.aspectFill, image: image, frame: frame) == Rect(x: 0, y: -25, width: 100, height: 100))
        #expect(ImageDrawing.imageRect(.center, image: Size(width: 60, height: 40), frame: frame) == Rect(x: 20, y: 5, width: 60, height: 40))
    }

    func imageCommand(_ style: ImageStyle, _ direction: LayoutDirection, _ name: String = "arrow-template.png") throws -> [DisplayCommand] {
        var d: [ImageDiagnostic] = [], c: [DisplayCommand] = []
        ImageDrawing.draw(
            name, in: Rect(x: 0, y: 0, width: 32, height: 32), style: style, direction: direction, appearance: .light,
            store: try Self.store(), item: "i", element: "icon", diagnostics: &d, into: &c)
        #expect(d.isEmpty)
        return c
    }

    @Test func mirrorsOnlyUnderRightToLeftWhenTheDesignSaysSo() throws {
        func mirrored(_ c: [DisplayCommand]) -> Bool? {
            for case let .image(_, _, _, _, m) in c { return m }
            return nil
        }
        #expect(mirrored(try imageCommand(ImageStyle(mirrorsInRightToLeft: true), .rightToLeft)) == true)
        #expect(mirrored(try imageCommand(ImageStyle(mirrorsInRightToLeft: true), .leftToRight)) == false)
        #expect(mirrored(try imageCommand(ImageStyle(mirrorsInRightToLeft: false), .rightToLeft)) == false)
    }

    @Test func roundedOrOverhangingImagesAreClippedToTheFrame() throws {
        let plain = try imageCommand(ImageStyle(contentMode: .aspectFit), .leftToRight, "landscape.png")
        #expect(plain.count == 1)
        let rounded = try imageCommand(ImageStyle(contentMode: .aspectFit, cornerRadius: 6), .leftToRight, "landscape.png")
        #expect(rounded.first == .pushClip(RoundedRect(rect: Rect(x: 0, y: 0, width: 32, height: 32), radius: 6, corner: .continuous)))
        #expect(rounded.last == .popClip)
        let filled = try imageCommand(ImageStyle(contentMode: .aspectFill), .leftToRight, "landscape.png")
        #expect(filled.count == 3)
    }

    @Test func aTintedTemplateDrawsItsAlphaInTheTint() throws {
        let s = try Self.store()
        var d: [ImageDiagnostic] = [], c: [DisplayCommand] = []
        let tint = Color(red: 0, green: 122, blue: 255)
        ImageDrawing.draw(
            "folder-template.png", in: Rect(x: 0, y: 0, width: 48, height: 48), style: ImageStyle(contentMode: .aspectFit, tint: tint),
            direction: .leftToRight, appearance: .light, store: s, item: "f", element: "icon", diagnostics: &d, into: &c)
        let bitmap = try Rasterizer.render(DisplayList(size: Size(width: 48, height: 48), scale: 1, commands: c), images: s.imageSource)
        func px(_ x: Int, _ y: Int) -> [UInt8] { Array(bitmap.pixels[(y * 48 + x) * 4..<(y * 48 + x) * 4 + 4]) }
        #expect(px(24, 30) == [0, 122, 255, 255])  // inside the folder
        #expect(px(2, 2) == [255, 255, 255, 255])  // outside: untouched
    }
}
