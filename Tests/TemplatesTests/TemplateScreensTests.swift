import Content
import Foundation
import Galley
import GalleyTestSupport
import GalleyTestSupportScenes
import Geometry
import Golden
import GoldenVerification
import Support
import Templates
import Testing
import Typesetting

/// Outline indentation on list rows, the outline screen's visible rows, and the sample images the
/// catalog's scenes name.
@Suite struct TemplateScreensTests {
    let context: ContentContext
    init() throws { context = ContentContext(typesetter: Typesetter(registry: try SceneRenderer.shared().fonts)) }

    func row(level: Int) -> ListContentConfiguration {
        var c = ListContentConfiguration.cell()
        c.text = "Design notes"
        c.item.accessories = [CellAccessory(.outlineDisclosure(isExpanded: false), placement: .leading)]
        c.item.indentationLevel = level
        return c
    }

    func textFrame(_ layout: ContentLayout) throws -> (minX: Double, maxX: Double) {
        let block = try #require(
            layout.elements.compactMap {
                if case .text(let b) = $0 { return b }; return nil
            }.first)
        return (block.origin.x, block.origin.x + block.layout.containerWidth)
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func eachIndentationLevelMovesTheTextAndLeadingAccessoriesByTheIndentationWidth(direction: LayoutDirection) throws {
        let view = ListContentView(typesetter: context.typesetter)
        let flat = try view.layout(row(level: 0), width: 358, direction: direction)
        let deep = try view.layout(row(level: 3), width: 358, direction: direction)
        let width = row(level: 0).design.indentationWidth
        #expect(width == 10)
        let a = try textFrame(flat), b = try textFrame(deep)
        if direction == .leftToRight {
            #expect(b.minX - a.minX == 3 * width, "\(a) → \(b)")
        } else {
            #expect(a.maxX - b.maxX == 3 * width, "\(a) → \(b)")
        }
        #expect(try #require(deep.separatorLeadingInset) - #require(flat.separatorLeadingInset) == 3 * width, "the separator follows the text")
        #expect(deep.size.height == flat.size.height)
    }

    @Test func aSceneSetsTheLevelAndRefusesOneOutOfRange() throws {
        func scene(_ level: String) throws -> Scene {
            let json =
                #"{"version": 2, "traits": {"width": 390}, "sections": [{"id": "s", "items": [{"id": "a", "kind": "cell", "text": "A", "indentationLevel": \#(level)}]}]}"#
            return try Scene(text: json, file: "outline.json")
        }
        let r = try SceneRenderer.shared()
        let zero = try r.displayList(for: try scene("0")).1, two = try r.displayList(for: try scene("2")).1
        #expect(zero.serialized() != two.serialized(), "level 2 draws the row's text elsewhere")
        for bad in ["-1", "33", "1.5"] {
            do { _ = try r.displayList(for: try scene(bad)); Issue.record("indentationLevel \(bad) was accepted") } catch {
                #expect("\(error)".contains("outline.json: sections[0].items[0]"), "\(error)")
                #expect("\(error)".contains("indentationLevel"), "\(error)")
            }
        }
    }

    @Test func theOutlineShowsChildrenOnlyUnderExpandedRowsIndentedByLevel() throws {
        let scene = try ScreenCatalog.outline.scene(Traits())
        let ids = try scene.snapshot.itemIdentifiers(inSection: "library")
        #expect(
            ids == [
                "projects", "projects-galley", "projects-galley-docs", "projects-galley-goldens", "projects-galley-bench",
                "projects-atlas", "shared", "archive",
            ], "children of collapsed rows are hidden: \(ids)")
        func level(_ id: String) -> Double? {
            guard case .object(let pairs)? = scene.items[id]?.json?.value else { return nil }
            if case .number(let n)? = pairs.first(where: { $0.key == "indentationLevel" })?.value { return n }
            return 0
        }
        #expect(ids.map(level) == [0, 1, 2, 2, 2, 1, 0, 0])
    }

    @Test func everySampleImageIsVendoredAndEverySceneImageIsOne() throws {
        let files = try SampleImages.files()
        #expect(files.map(\.name) == SampleImages.names.map { $0 + ".png" })
        for f in files { #expect(Array(f.bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "\(f.name) is a PNG") }
        #expect(FileIO.exists(SampleImages.directory + "/generate.py") && FileIO.exists(SampleImages.directory + "/LICENSE"))
        var named = Set<String>()
        for t in ScreenCatalog.all {
            let text = t.sceneJSON(Traits())
            for part in text.split(separator: "\"") where part.hasSuffix(".png") { named.insert(String(part)) }
        }
        #expect(!named.isEmpty)
        for n in named {
            #expect(n.hasPrefix("../images/"), "\(n)")
            #expect(SampleImages.names.contains(String(n.dropFirst(10).dropLast(4))), "\(n) is a vendored image")
        }
    }

    /// Images a scene names with `../` are its inputs, not orphaned goldens.
    @Test func imagesNamedWithAParentPathAreNotOrphans() throws {
        let dir = try temporaryDirectory("orphans-parent")
        defer { removeTemporaryDirectory(dir) }
        try FileIO.createDirectories(dir + "/g/feed")
        try FileIO.createDirectories(dir + "/g/images")
        try FileIO.writeAtomically(#"{"image": "../images/a.png"}"#, to: dir + "/g/feed/s.json")
        try FileIO.writeAtomically([0], to: dir + "/g/images/a.png")
        try FileIO.writeAtomically([0], to: dir + "/g/images/b.png")
        let orphans = GoldenVerifier.orphans(under: [dir + "/g"], documents: [dir + "/g/feed/s.json"], testGoldens: [])
        #expect(orphans.map { String($0.dropFirst(dir.count)) } == ["/g/images/b.png"], "\(orphans)")
    }
}
