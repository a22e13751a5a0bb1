import Content
import Diffable
import Galley
import GalleyTestSupport
import GalleyTestSupportScenes
import GalleyTesting
import Geometry
import GoldenVerification
import Raster
import Support
import Testing
import Typesetting

@Suite struct RenderTests {
    @Test func everyGoldenUnderGoldensMatches() throws {
        let renderer = try SceneRenderer.shared()
        let verifier = GoldenVerifier(renderer: renderer, artifactsDirectory: packageRoot + "/.build/galley-artifacts/verify")
        let docs = try GoldenVerifier.documents(under: [sceneGoldensDirectory])
        #expect(docs.count >= 3)
        for r in verifier.check(docs) {
            #expect(r.status == .passed, "\(r.source ?? r.golden): \(r.report)\n\(r.artifacts.map(\.path).joined(separator: "\n"))")
        }
    }

    @Test func sameSceneGivesSameBytesAcrossRunsAndThreads() async throws {
        let scene = try Scene.load(path: packageRoot + "/Goldens/scenes/lists/wrapping.json")
        let first = try PNG.encode(try SceneRenderer.shared().render(scene).bitmap)
        // A fresh renderer (cold caches) and several threads at once must agree byte for byte.
        let fresh = try SceneRenderer(fontsDirectory: packageRoot + "/Fonts")
        #expect(try PNG.encode(fresh.render(scene).bitmap) == first)
        let results = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<4 { group.addTask { try PNG.encode(try SceneRenderer.shared().render(scene).bitmap) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        for r in results { #expect(r == first) }
    }

    @Test func cellHeightIsItsMeasuredText() throws {
        var scene = try settingsScene()
        scene.items["bt"] = SceneItem(text: String(repeating: "Bluetooth accessories ", count: 12))
        let renderer = try SceneRenderer.shared()
        let (layout, list, _) = try renderer.displayList(for: scene)
        let cell = try #require(layout.attributes.first { $0.itemIdentifier == "bt" })
        let config = ListContentConfiguration.subtitleCell(scene.items["bt"]!.text!, design: scene.design)
        let measured = try renderer.contentView.layout(config, width: cell.frame.width, scale: scene.traits.scale)
        // Read into a local: #expect's operand capture of this key path chain crashes the 6.3 toolchain.
        let lineCount = measured.blocks[0].layout.lines.count
        #expect(cell.frame.height == measured.size.height)
        #expect(lineCount > 2)
        // Every glyph run of that cell lies inside its frame: nothing drawn outside what was measured.
        let runs = list.commands.compactMap { c -> GlyphRun? in if case .glyphs(let r) = c { return r } else { return nil } }
        let inCell = runs.filter { $0.origin.y > cell.frame.minY && $0.origin.y < cell.frame.maxY }
        #expect(inCell.count == lineCount)
    }

    @Test func rightToLeftMirrorsTheList() throws {
        let renderer = try SceneRenderer.shared()
        let (ltr, _, _) = try renderer.displayList(for: try settingsScene())
        let (rtl, _, _) = try renderer.displayList(for: try settingsScene(direction: .rightToLeft))
        #expect(ltr.attributes.count == rtl.attributes.count)
        for (a, b) in zip(ltr.attributes, rtl.attributes) {
            #expect(b.frame == a.frame.mirrored(inWidth: 390), "\(a.identity)")
        }
    }

    @Test func unknownFontFamilyIsATypedError() throws {
        var scene = try settingsScene()
        scene.design.elements[list: .legacyCell].text.font?.family = "Helvetica Neue"
        #expect {
            _ = try SceneRenderer.shared().render(scene)
        } throws: { error in
            "\(error)".contains("Helvetica Neue")
        }
    }

    @Test func missingFontsDirectoryIsATypedError() {
        #expect(throws: RenderError.self) { _ = try SceneRenderer(fontsDirectory: "/nonexistent/Fonts") }
    }

    @Test func verifierReportsDifferencesAndInputErrorsWithoutWritingGoldens() throws {
        let dir = try temporaryDirectory("verify")
        let scenePath = dir + "/a.json"
        try FileIO.writeAtomically(#"{"version": 1, "sections": [{"items": [{"text": "Hello"}]}]}"#, to: scenePath)
        // A golden of the wrong size: the check fails, writes actual + diff, and keeps the golden.
        let wrong = try PNG.encode(try Bitmap(width: 10, height: 10, fill: (255, 0, 0, 255)))
        try FileIO.writeAtomically(wrong, to: dir + "/a.png")
        try FileIO.writeAtomically("{\"version\": 1, \"sections\": [", to: dir + "/broken.json")
        try FileIO.writeAtomically(#"{"version": 1, "sections": [{"items": []}]}"#, to: dir + "/nogolden.json")
        let verifier = GoldenVerifier(renderer: try SceneRenderer.shared(), artifactsDirectory: dir + "/artifacts")
        let entries = verifier.check(try GoldenVerifier.documents(under: [dir]))
        #expect(entries.map(\.status) == [.failed, .error, .missing])
        #expect(entries[0].report.contains("size differs"))
        // A size mismatch still writes the actual, a diff and the strip (both padded to the larger size).
        #expect(
            entries[0].artifacts.filter { ["actual", "diff", "strip"].contains($0.kind) }.map { $0.path.split(separator: ".").suffix(2).joined(separator: ".") }
                == ["actual.png", "diff.png", "strip.png"])
        #expect(entries[1].report.contains("malformed JSON"))
        #expect(entries[2].report.contains("(verify never records); write it with `galley record \(dir)/nogolden.json`"))
        #expect(try FileIO.read(dir + "/a.png") == wrong)
        #expect(!FileIO.exists(dir + "/nogolden.png"))
    }
}

@Suite struct FontsDirectoryTests {
    @Test func aDirectoryNamedInTheEnvironmentMustExist() throws {
        #expect(throws: RenderError.self) { try FontsDirectory.locate(environment: ["GALLEY_FONTS": "/nonexistent/Fonts"]) }
        do { _ = try FontsDirectory.locate(environment: ["GALLEY_FONTS": "/nonexistent/Fonts"]) } catch {
            guard case .fontsDirectoryMissing("/nonexistent/Fonts", .environment) = error else { Issue.record("\(error)"); return }
            #expect(error.description.hasPrefix("fonts directory /nonexistent/Fonts (from GALLEY_FONTS) does not exist; "))
        }
        do { _ = try FontsDirectory.locate(explicit: "/nonexistent/Fonts", environment: [:]) } catch {
            guard case .fontsDirectoryMissing("/nonexistent/Fonts", .option) = error else { Issue.record("\(error)"); return }
        }
        // Nothing named: the package's own Fonts/ (an empty variable names nothing).
        #expect(try FontsDirectory.locate(environment: ["GALLEY_FONTS": ""]).hasSuffix("Fonts"))
    }
}
