import Foundation
import Galley
import GalleyTestSupport
import Geometry
import Layout
import Raster
import Support
import Templates
import Testing

/// The template catalog and `galley gallery`: every template is a valid scene, ads land where the
/// placement says, the command's images do not depend on --jobs or --shard, bad arguments are
/// refused naming the argument.
struct GalleryTests {
    @Test func everyTemplateIsAValidSceneInEveryTraitCombination() throws {
        let names = ScreenCatalog.all.map(\.name)
        #expect(Set(names).count == names.count, "template names are unique: \(names)")
        for required in [
            "documentFeed", "settings", "outline", "condensed.articles", "condensed.videos.ads", "enriched.podcasts",
            "enriched.events.ads", "grid.videos", "story.articles",
        ] {
            #expect(names.contains(required), "the catalog has \(required)")
        }
        for entry in GalleryMatrix(widths: [320, 430]).entries {
            let scene = try entry.screen.scene(entry.traits)
            #expect(scene.traits == entry.traits, "\(entry.name)")
            #expect(scene.snapshot.numberOfItems > 0, "\(entry.name)")
        }
    }

    @Test func theSameTraitsGiveTheSameSceneText() {
        let t = Traits(width: 390, layoutDirection: .rightToLeft, userInterfaceStyle: .dark)
        for template in ScreenCatalog.all { #expect(template.sceneJSON(t) == template.sceneJSON(t)) }
        #expect(ScreenCatalog.documentFeed.sceneJSON(t) != ScreenCatalog.documentFeed.sceneJSON(Traits(width: 390)))
    }

    @Test func nativeAdsAreInsertedAtTheirVisibleIndexesInAdditionToContent() throws {
        // The catalog's content sections use the scene keys users write: a template layout and
        // the section's "ads"; the ads engine places the ads, the snapshot holds only content.
        let plain = try ScreenCatalog.named("condensed.articles")!.scene(Traits())
        let ads = try ScreenCatalog.named("condensed.articles.ads")!.scene(Traits())
        let plainItems = try plain.snapshot.itemIdentifiers(inSection: "cards")
        #expect(try ads.snapshot.itemIdentifiers(inSection: "cards") == plainItems, "ads are added, content keeps its order")
        #expect(
            plain.visibleElements(inSection: "cards").map { map in
                (0..<map.visibleCount).allSatisfy { if case .content = map.element(at: VisibleIndex($0)) { true } else { false } }
            } == true)
        let map = try #require(ads.visibleElements(inSection: "cards"))
        let adIndexes = (0..<map.visibleCount).filter { if case .ad = map.element(at: VisibleIndex($0)) { true } else { false } }
        #expect(adIndexes == [2, 6], "first ad at visible index 2, then after every 3 content cells")
        #expect(map.visibleCount == plainItems.count + 2)
        #expect(ads.selectItem(at: VisibleIndex(2), inSection: "cards") == nil, "selection never lands on an ad")
        #expect(ads.selectItem(at: VisibleIndex(3), inSection: "cards") == plainItems[2])
    }

    @Test func theMatrixIsInAFixedOrderAndNamesItsAxes() {
        let m = GalleryMatrix(screens: [ScreenCatalog.settings], widths: [390], textSizes: [.large])
        #expect(
            m.entries.map(\.name) == [
                "settings/390-light-ltr-default", "settings/390-light-rtl-default",
                "settings/390-dark-ltr-default", "settings/390-dark-rtl-default",
            ])
    }

    // MARK: - The command

    /// Every file under `dir` (relative path → bytes).
    func files(_ dir: String) throws -> [String: [UInt8]] {
        var out: [String: [UInt8]] = [:]
        for path in try FileIO.walk(dir, suffix: "") { out[String(path.dropFirst(dir.count + 1))] = try FileIO.read(path) }
        return out
    }

    @Test func imagesDoNotDependOnJobsOrShards() throws {
        let dir = try temporaryDirectory("gallery")
        defer { removeTemporaryDirectory(dir) }
        let common = [
            "gallery", "--templates", "settings,outline", "--widths", "320", "--text-size", "default,accessibilityLarge",
            "--appearance", "dark", "--scenes",
        ]
        let one = try galley(common + ["--out", dir + "/one", "--jobs", "1"])
        #expect(one.status == 0, "\(one)")
        #expect(one.stdout.contains("8 images in "), "\(one)")
        #expect(one.stdout.contains("images/s"), "\(one)")
        #expect(one.stderr.contains("[8/8] "), "plain progress lines when stderr is not a terminal: \(one)")
        let two = try galley(common + ["--out", dir + "/two", "--jobs", "2"])
        #expect(two.status == 0, "\(two)")
        for i in 1...3 {
            let r = try galley(common + ["--out", dir + "/shards", "--jobs", "2", "--shard", "\(i)/3"])
            #expect(r.status == 0, "\(r)")
        }
        let a = try files(dir + "/one"), b = try files(dir + "/two"), c = try files(dir + "/shards")
        let pngs = a.keys.filter { $0.hasSuffix(".png") && !$0.hasPrefix("images/") }.sorted()
        let images = a.keys.filter { $0.hasPrefix("images/") }.sorted()
        #expect(images == SampleImages.names.map { "images/\($0).png" }, "the sample images are copied once: \(images)")
        #expect(pngs.count == 8, "\(a.keys.sorted())")
        #expect(a.keys.filter { $0.hasSuffix(".json") }.count == 8, "--scenes writes each scene beside its PNG")
        #expect(Set(a.keys) == Set(pngs + images + a.keys.filter { $0.hasSuffix(".json") } + ["index.html"]), "nothing else is left behind: \(a.keys.sorted())")
        for name in pngs {
            #expect(a[name] == b[name], "\(name): the same bytes with 1 and 2 jobs")
            #expect(a[name] == c[name], "\(name): the same bytes from the shards")
        }
        #expect(a["index.html"] == b["index.html"])
        let html = String(decoding: a["index.html"]!, as: UTF8.self)
        for name in pngs { #expect(html.contains("src=\"\(name)\""), "the contact sheet shows \(name)") }
        // The written scenes are what `galley render` draws to the same bytes.
        let r = try galley(["render", dir + "/one/outline/320-dark-rtl-default.json", "-o", dir + "/rendered.png"])
        #expect(r.status == 0, "\(r)")
        #expect(try FileIO.read(dir + "/rendered.png") == a["outline/320-dark-rtl-default.png"])
    }

    @Test(arguments: [
        (["--templates", "settings,poster"], "--templates: no template named \"poster\""),
        (["--widths", "390,wide"], "--widths: \"wide\" is not"),
        (["--widths", "50"], "--widths: \"50\" is not"),
        (["--appearance", "sepia"], "--appearance: \"sepia\" is not one of light, dark"),
        (["--direction", "ttb"], "--direction: \"ttb\" is not one of ltr, rtl"),
        (["--text-size", "huge"], "--text-size: \"huge\" is not one of default"),
        (["--jobs", "0"], "--jobs: \"0\" is not a whole number from 1 to 1024"),
        (["--shard", "3/2"], "--shard 3/2: the shard index runs from 1 to 2"),
        (["--shard", "x"], "--shard x: expected I/N"),
        (["--design", "missing.json"], "--design missing.json: no such file"),
        (["--out", "/proc/galley-gallery"], "--out /proc/galley-gallery: cannot write there"),
    ])
    func badArgumentsAreRefusedNamingTheArgument(args: [String], message: String) throws {
        let dir = try temporaryDirectory("gallery-bad")
        defer { removeTemporaryDirectory(dir) }
        let out = args.contains("--out") ? [] : ["--out", dir + "/out"]
        let r = try galley(["gallery", "--templates", "outline", "--widths", "320"] + out + args, in: dir)
        #expect(r.status == 2, "\(r)")
        #expect(r.stderr.contains(message), "\(r)")
        #expect(!FileIO.exists(dir + "/out/index.html"), "nothing rendered")
    }

    @Test func aDesignFileAppliesToEveryScreenAndABadOneIsRefusedWithItsPath() throws {
        let dir = try temporaryDirectory("gallery-design")
        defer { removeTemporaryDirectory(dir) }
        try FileIO.writeAtomically(##"{"version": 2, "colors": {"tint": "#FF6600"}}"##, to: dir + "/brand.json")
        try FileIO.writeAtomically(#"{"version": 2, "colours": {}}"#, to: dir + "/bad.json")
        let args = ["gallery", "--templates", "settings", "--widths", "320", "--appearance", "light", "--direction", "ltr", "--text-size", "default"]
        let plain = try galley(args + ["--out", "plain"], in: dir)
        let brand = try galley(args + ["--out", "brand", "--design", "brand.json", "--scenes"], in: dir)
        #expect(plain.status == 0 && brand.status == 0, "\(plain)\n\(brand)")
        let name = "/settings/320-light-ltr-default"
        #expect(try FileIO.read(dir + "/plain" + name + ".png") != FileIO.read(dir + "/brand" + name + ".png"), "the tint changes the checkmark")
        #expect(try FileIO.readText(dir + "/brand" + name + ".json").contains("\"design\": \"\(dir)/brand.json\""), "the scene names the design file")
        let bad = try galley(args + ["--out", "bad", "--design", "bad.json"], in: dir)
        #expect(bad.status == 2, "\(bad)")
        #expect(bad.stderr.contains("--design bad.json: colours: unknown key"), "\(bad)")
    }

    @Test func anOutputPathThatIsAFileIsRefused() throws {
        let dir = try temporaryDirectory("gallery-file")
        defer { removeTemporaryDirectory(dir) }
        try FileIO.writeAtomically("not a folder", to: dir + "/out")
        let r = try galley(["gallery", "--templates", "outline", "--widths", "320", "--out", dir + "/out"])
        #expect(r.status == 2, "\(r)")
        #expect(r.stderr.contains("--out \(dir)/out: cannot write there"), "\(r)")
    }
}

/// The gallery goldens (Goldens/scenes/gallery, checked by `galley verify` and
/// `verifyPassesOnTheRepositorysGoldens`) are the catalog's current scenes: a template that changes
/// without its goldens being re-recorded fails here, naming the file. They cover the whole 390 pt
/// matrix of every template and the document feed at 320 and 430 pt, recorded at 1x
/// (`GalleryMatrix.goldenScale`) to keep the repository small.
struct GalleryGoldenSceneTests {
    @Test func everyGalleryGoldenSceneIsTheCatalogsSceneForItsTraits() throws {
        let dir = sceneGoldensDirectory + "/gallery"
        let scenes = try FileIO.walk(dir, suffix: ".json").sorted()
        var found = Set<String>()
        for path in scenes {
            let relative = String(path.dropFirst(dir.count + 1).dropLast(5))
            let parts = relative.split(separator: "/").map(String.init)
            let template = try #require(ScreenCatalog.named(parts[0]), "\(path): no template \(parts[0]) in the catalog")
            let entries = GalleryMatrix(screens: [template], scale: GalleryMatrix.goldenScale).entries
            let entry = try #require(entries.first { $0.name == relative }, "\(path): not a variant of \(template.name)")
            found.insert(relative)
            #expect(try FileIO.readText(path) == template.sceneJSON(entry.traits), "\(path) is what `galley gallery --scale 1 --scenes` writes now")
            #expect(FileIO.exists(String(path.dropLast(5)) + ".png"), "\(path) has its PNG")
        }
        let expected =
            GalleryMatrix(widths: [390]).entries.map(\.name)
            + GalleryMatrix(screens: [ScreenCatalog.documentFeed], widths: [320, 430]).entries.map(\.name)
        #expect(found == Set(expected), "missing: \(Set(expected).subtracting(found).sorted()); extra: \(found.subtracting(expected).sorted())")
        for name in SampleImages.names {
            #expect(
                try FileIO.read(dir + "/images/\(name).png") == FileIO.read(SampleImages.directory + "/\(name).png"),
                "Goldens/scenes/gallery/images/\(name).png is the vendored sample image")
        }
    }
}

/// Ctrl-C during `galley gallery`: the images in hand are finished, no more start, exit 130; every
/// PNG in the folder decodes and no temporary file is left.
struct GalleryInterruptTests {
    @Test func anInterruptedRunLeavesOnlyWholePNGs() throws {
        let dir = try temporaryDirectory("gallery-interrupt")
        defer { removeTemporaryDirectory(dir) }
        #expect(FileManager.default.createFile(atPath: dir + "/stderr", contents: nil))
        #expect(FileManager.default.createFile(atPath: dir + "/stdout", contents: nil))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: dir + "/stderr"))
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: dir + "/stdout"))
        let p = Process()
        p.executableURL = URL(fileURLWithPath: try BuiltProduct.path("galley"))
        p.arguments = ["gallery", "--out", dir + "/g", "--jobs", "2", "--widths", "320,390,430"]
        p.environment = ProcessInfo.processInfo.environment.merging(["GALLEY_FONTS": fontsDirectory]) { $1 }
        p.standardError = err
        p.standardOutput = out
        try p.run()
        let deadline = Date().addingTimeInterval(60)
        while p.isRunning && Date() < deadline && !((try? FileIO.readText(dir + "/stderr")) ?? "").contains("[3/") { usleep(10_000) }
        p.interrupt()
        let stop = Date().addingTimeInterval(60)
        while p.isRunning && Date() < stop { usleep(10_000) }
        if p.isRunning { p.terminate(); Issue.record("galley gallery did not stop within 60 s of SIGINT") }
        p.waitUntilExit()
        let stdout = try FileIO.readText(dir + "/stdout")
        #expect(p.terminationStatus == 130, "\(stdout)")
        #expect(stdout.contains("interrupted: "), "\(stdout)")
        var pngs = 0
        for path in try FileIO.walk(dir + "/g", suffix: "") {
            #expect(!path.contains(".tmp-"), "no temporary file left: \(path)")
            if path.hasSuffix(".png") {
                pngs += 1
                #expect(throws: Never.self, "\(path) is a whole PNG") { _ = try PNG.decode(try FileIO.read(path)) }
            }
        }
        #expect(pngs >= 3 && pngs < ScreenCatalog.all.count * 24, "stopped part-way: \(pngs) PNGs")
        #expect(FileIO.exists(dir + "/g/index.html"), "the contact sheet of what was written")
    }
}
