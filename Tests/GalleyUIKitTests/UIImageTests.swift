import Galley
import GalleyTestSupport
import GalleyUIKit
import Support
import Testing

@Suite struct UIImageTests {
    let icons = packageRoot + "/Tests/Fixtures/ListIcons"

    /// `UIImage(named:in:with:)` finds the scale variant in the folder the bundle names.
    @Test func namedImagesComeFromTheNamedFolder() throws {
        let image = try #require(UIImage(named: "wifi", in: Bundle(path: icons), with: nil))
        #expect(image.scale == 3)
        #expect(image.contentImage.source == icons + "/wifi@3x.png")
        #expect(image.contentImage.size == Size(width: Double(image.size.width), height: Double(image.size.height)))
        #expect(UIImage(named: "no-such-icon", in: Bundle(path: icons), with: nil) == nil)
        #expect(UIImage(contentsOfFile: icons + "/focus@3x.png")?.scale == 3)
        #expect(UIImage(contentsOfFile: icons + "/missing.png") == nil)
        #expect(try #require(image.pngData()).count > 0)
    }

    @Test func renderingModeAndTint() throws {
        let image = try #require(UIImage(contentsOfFile: icons + "/star-template@3x.png"))
        #expect(!image.contentImage.isTemplate)
        #expect(image.withRenderingMode(.alwaysTemplate).contentImage.isTemplate)
        let tinted = image.withTintColor(.systemRed)
        #expect(tinted.renderingMode == .alwaysOriginal)
        #expect(tinted.tintColor == .systemRed)
    }

    /// Every look-alike in the table is one glyph of the Material Icons font.
    @Test func everyLookAlikeDraws() {
        let log = UIKitDiagnosticLog()
        UIKitDiagnosticLog.$current.withValue(log) {
            for name in UIImage.symbolLookAlikes.keys.sorted() {
                #expect(UIImage(systemName: name) != nil, "\(name)")
            }
        }
        #expect(log.diagnostics == [])
        #expect(UIImage.symbolLookAlikes.count >= 60)
    }

    /// `chevron.right` is a template symbol with ink; an unknown name is nil and one diagnostic.
    @Test func systemSymbols() throws {
        let log = UIKitDiagnosticLog()
        try UIKitDiagnosticLog.$current.withValue(log) {
            let chevron = try #require(UIImage(systemName: "chevron.right"))
            #expect(chevron.isSymbolImage && chevron.contentImage.isTemplate)
            #expect(abs(chevron.size.width - 17 * 1.2) < 1.0 / 3)
            let bitmap = try #require(chevron.bitmap)
            var ink = 0
            for y in 0..<bitmap.height { for x in 0..<bitmap.width where bitmap.straightPixel(x: x, y: y).a > 128 { ink += 1 } }
            #expect(ink > bitmap.width * bitmap.height / 20 && ink < bitmap.width * bitmap.height / 2)
            let big = try #require(
                UIImage(systemName: "chevron.right", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34, weight: .bold, scale: .large)))
            #expect(big.size.width > chevron.size.width * 2)
            #expect(UIImage(systemName: "chevron.forward")?.flipsForRightToLeftLayoutDirection == true)
            // Drawn from memory: nothing is written to disk, and any image store reads it.
            #expect(chevron.contentImage.source.hasPrefix(ImageStore.memoryPrefix))
            #expect(!FileIO.exists(chevron.contentImage.source))
            let loaded = try ImageStore(directory: "/nonexistent").image(chevron.contentImage.source).get()
            #expect(loaded.bitmap == bitmap && loaded.scale == 3)
            #expect(UIImage(systemName: "no.such") == nil)
            #expect(UIImage(systemName: "no.such") == nil)
        }
        #expect(log.diagnostics.count == 1)
        #expect(log.diagnostics.first?.subject == "no.such")
        #expect(log.diagnostics.first?.message.contains("no.such") == true)
    }

    @Test func symbolConfigurationsMerge() {
        let a = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold)
        let b = a.applying(UIImage.SymbolConfiguration(scale: .small))
        #expect(b.pointSize == 20 && b.weight == .bold && b.scale == .small)
        let c = b.applying(UIImage.SymbolConfiguration(textStyle: .caption1))
        #expect(c.textStyle == .caption1 && c.pointSize == 0)
        #expect(UIImage.SymbolConfiguration(textStyle: .caption1).resolvedPointSize == 12)
    }
}

@Suite(.serialized) struct UIImageResourceDirectoryTests {
    /// `UIImage(named:)` looks in `UIImage.resourceDirectories` (the test's resource folder).
    @Test func namedLooksInTheResourceDirectories() throws {
        let saved = UIImage.resourceDirectories
        defer { UIImage.resourceDirectories = saved }
        #expect(UIImage(named: "cellular") == nil || !saved.isEmpty)
        UIImage.resourceDirectories = [packageRoot + "/Tests/Fixtures/ListIcons"]
        let image = try #require(UIImage(named: "cellular"))
        #expect(image.scale == 3)
        #expect(UIImage(named: "cellular@3x.png") != nil)
        #expect(UIImage(named: "wifi", in: nil, compatibleWith: UITraitCollection(displayScale: 2))?.scale == 3)
    }
}
