import Foundation
import Galley
import GalleyTestSupport
import GalleyTesting
import Geometry
import Raster
import Support
import Testing
import Typesetting

/// Scene JSON and scenes built in Swift: parsed, laid out and rendered, or refused typed.
@Suite struct SceneRobustnessTests {
    static let sceneFiles: [String] = (((try? FileIO.walk(packageRoot + "/Goldens/lists", suffix: ".json")) ?? [])
        + ((try? FileIO.walk(packageRoot + "/Goldens/sections", suffix: ".json")) ?? [])).sorted()

    @Test func thereAreSceneGoldensToMutate() {
        #expect(Self.sceneFiles.count >= 3, "\(packageRoot)/Goldens/lists")
    }

    @Test(arguments: robustSeeds)
    func mutatedScenesParseAndRenderOrFailTyped(seed: Int) throws {
        var rng = SplitMix64(seed: 0x5CE9E_0000 + UInt64(seed))
        var tally: [String: Int] = [:]
        for file in Self.sceneFiles {
            let original = try FileIO.read(file)
            for round in 0..<10 {
                var bytes = original, notes: [String] = []
                for _ in 0...rng.below(3) {
                    let (m, note) = JSONMutator.mutate(bytes, &rng)
                    bytes = m; notes.append(note)
                }
                let outcome = robustCheckScene(bytes, "seed \(seed) \(file) round \(round): \(notes.joined(separator: "; "))")
                tally[outcome, default: 0] += 1
            }
        }
        // The mutations reach past the parser: some mutated scenes still render.
        robustReport("mutatedScenesParseAndRenderOrFailTyped", seed: seed, tally)
        #expect(tally["refused", default: 0] > 0, "\(tally)")
    }

    /// Structure-aware mutations: the JSON stays valid, so values reach the decoder and the renderer.
    @Test(arguments: robustSeeds)
    func scenesWithNastyValuesRenderOrFailTyped(seed: Int) throws {
        var rng = SplitMix64(seed: 0x7A1E_0000 + UInt64(seed))
        var tally: [String: Int] = [:]
        for file in Self.sceneFiles {
            let original = try JSONValue.parse(try FileIO.read(file))
            for round in 0..<8 {
                let mutated = JSONTreeMutator.mutate(original, &rng)
                let text = mutated.value.serialized(pretty: false)
                tally[robustCheckScene(Array(text.utf8), "seed \(seed) \(file) round \(round): \(mutated.note)"), default: 0] += 1
            }
        }
        robustReport("scenesWithNastyValuesRenderOrFailTyped", seed: seed, tally)
        #expect(tally["rendered", default: 0] + tally["over \(fuzzPixelLimit) px", default: 0] > 0, "\(tally)")
    }

    @Test(arguments: robustSeeds)
    func randomScenesRenderOrFailTyped(seed: Int) throws {
        var rng = SplitMix64(seed: 0x5EED_0000 + UInt64(seed))
        var tally: [String: Int] = [:]
        for round in 0..<8 {
            let json = RandomScene.json(&rng)
            tally[robustCheckScene(Array(json.utf8), "seed \(seed) round \(round): \(json)"), default: 0] += 1
        }
        robustReport("randomScenesRenderOrFailTyped", seed: seed, tally)
        #expect(tally["refused", default: 0] < 8, "\(tally)")
    }

    @Test func manyItemsAndSectionsFinish() throws {
        // Layout and measuring scale with the number of elements (time is not asserted; a
        // quadratic pass would show as a hang here).
        let items = (0..<5_000).map { #"{"text": "Item \#($0)", "secondaryText": "Detail"}"# }.joined(separator: ",")
        let sections = (0..<2_000).map { #"{"header": "H\#($0)", "footer": "F", "items": [{"text": "x"}]}"# }.joined(separator: ",")
        for (name, json) in [("5000 items", #"{"version": 1, "sections": [{"items": [\#(items)]}]}"#),
                             ("2000 sections", #"{"version": 1, "list": {"appearance": "grouped"}, "sections": [\#(sections)]}"#)] {
            let start = ContinuousClock.now
            let scene = try Scene(json: Array(json.utf8))
            let (layout, list, _) = try SceneRenderer.shared().displayList(for: scene)
            #expect(layout.attributes.count > 2_000 && list.commands.count > 2_000, "\(name)")
            if ProcessInfo.processInfo.environment["ROBUST_TRACE"] != nil { print("SCENE \(name): \(ContinuousClock.now - start)") }
        }
    }

    /// Scenes built in Swift skip the JSON reader's range checks: the renderer itself must
    /// refuse what it cannot draw.
    @Test func scenesBuiltInSwiftWithBadValuesFailTyped() throws {
        let base = try Scene(json: try FileIO.read(packageRoot + "/Goldens/lists/settings.json"))
        let bad: [Double] = [.nan, .infinity, -.infinity, -1, 0, -0.0, 1e308, .leastNonzeroMagnitude]
        var variants: [(String, Scene)] = []
        for v in bad {
            var s = base; s.traits.width = v; variants.append(("width \(v)", s))
            s = base; s.traits.height = v; variants.append(("height \(v)", s))
            s = base; s.traits.scale = v; variants.append(("scale \(v)", s))
            s = base; s.design.elements[list: .legacyCell].text.font?.size = v; variants.append(("text size \(v)", s))
            s = base; s.design.elements[list: .legacyHeader].text.font?.size = v; variants.append(("header size \(v)", s))
            s = base; s.design.elements[list: .legacyCell].margins.leading = v; variants.append(("leading inset \(v)", s))
            s = base; s.design.elements[list: .legacyCell].margins.top = v; variants.append(("top inset \(v)", s))
            s = base; s.design.elements[list: .legacyHeader].margins.bottom = v; variants.append(("header bottom inset \(v)", s))
            s = base; s.design.elements[list: .legacyCell].minimumHeight = v; variants.append(("minimum height \(v)", s))
            s = base; s.design.elements[list: .legacyCell].textToSecondaryTextVerticalPadding = v; variants.append(("padding \(v)", s))
            s = base; s.galley1?.sectionCornerRadius = v; variants.append(("corner radius \(v)", s))
        }
        for n in [-1, Int.min, Int.max] {
            var s = base; s.design.elements[list: .legacyCell].text.numberOfLines = n; variants.append(("numberOfLines \(n)", s))
        }
        var s = base; s.items = [:]; variants.append(("items without content", s))
        s = base; s.traits.scale = 1000; variants.append(("scale 1000", s))
        for (name, scene) in variants {
            robustCheckScene(scene, name)
        }
    }

    @Test func targetedSceneValues() throws {
        let cases: [String] = [
            #"{"version": 1, "traits": {"width": 1e308}, "sections": []}"#,
            #"{"version": 1, "traits": {"width": 1e-320}, "sections": [{"items": [{"text": "tiny"}]}]}"#,
            #"{"version": 1, "traits": {"width": 0.001, "height": 0.001}, "sections": [{"header": "h", "items": [{"text": "a", "secondaryText": "b"}]}]}"#,
            #"{"version": 1, "traits": {"width": -0}, "sections": []}"#,
            #"{"version": 1, "traits": {"width": "390"}, "sections": []}"#,
            #"{"version": 1, "traits": {"scale": 2.5}, "sections": []}"#,
            #"{"version": 1, "traits": {"scale": 0}, "sections": []}"#,
            #"{"version": 1, "traits": {"height": 1e-300}, "sections": []}"#,
            #"{"version": 1.5, "sections": []}"#,
            #"{"version": 1e308, "sections": []}"#,
            #"{"version": -0, "sections": []}"#,
            #"{"version": 1, "sections": [{"items": [{"text": ""}]}]}"#,
            #"{"version": 1, "sections": [{"items": [{"text": "\u0000\u0001\u001b\uffff\ufffe"}]}]}"#,
            #"{"version": 1, "sections": [{"header": "", "footer": "", "items": []}]}"#,
            #"{"version": 1, "design": {"cell": {"text": {"size": 1e-300}}}, "sections": [{"items": [{"text": "x"}]}]}"#,
            #"{"version": 1, "design": {"cell": {"text": {"size": 1000}}}, "sections": [{"items": [{"text": "xy"}]}]}"#,
            #"{"version": 1, "design": {"cell": {"text": {"family": "Nope"}}}, "sections": [{"items": [{"text": "x"}]}]}"#,
            #"{"version": 1, "design": {"cell": {"text": {"family": ""}}}, "sections": [{"items": [{"text": "x"}]}]}"#,
            #"{"version": 1, "design": {"cell": {"text": {"numberOfLines": 10000}}}, "sections": [{"items": [{"text": "x"}]}]}"#,
            #"{"version": 1, "design": {"cell": {"insets": [10000, 10000, 10000, 10000]}}, "sections": [{"items": [{"text": "x"}]}]}"#,
            #"{"version": 1, "traits": {"width": 1}, "design": {"cell": {"insets": [0, 10000, 0, 10000]}}, "sections": [{"items": [{"text": "x"}]}]}"#,
            #"{"version": 1, "design": {"cell": {"minimumHeight": 10000}, "sectionCornerRadius": 1000}, "sections": [{"items": [{"text": "x"}]}]}"#,
            #"{"version": 1, "design": {"header": {"insets": {"top": 1e308}}}, "sections": []}"#,
            #"{"version": 1, "traits": {"layoutDirection": "upsideDown"}, "sections": []}"#,
            #"{"version": 1, "list": {"appearance": "sidebar"}, "sections": []}"#,
            #"{"version": 1, "sections": [{"id": "", "items": [{"id": "", "text": "x"}]}]}"#,
            #"{"version": 1, "sections": [{"id": "a", "items": [{"id": "a/0", "text": "x"}, {"text": "y"}]}]}"#,
            #"{"version": 1, "sections": {}}"#,
            #"{"version": 1, "sections": [null]}"#,
            #"{"version": 1, "sections": [{"items": null}]}"#,
            #"{"version": 1, "sections": [], "version": 2}"#,
            #"[]"#, #"null"#, #"1"#, #""#, #" "#, "\u{FEFF}{}",
        ]
        for (i, json) in cases.enumerated() { robustCheckScene(Array(json.utf8), "case \(i): \(json)") }
    }

    @Test func hugeNumbersInErrorMessagesDoNotTrap() {
        // formatNumber's 1/1000 fixed point overflowed Int64 past ~9.2e15 and trapped (a scene width of 1e308 crashed).
        #expect(formatNumber(1e308) == "1e+308" && formatNumber(-9.5e15) == "-9.5e+15" && formatNumber(123.4567) == "123.457")
        #expect(formatNumber(.greatestFiniteMagnitude) == "1.7976931348623157e+308")
        let json = #"{"version": 1, "traits": {"width": 1e308, "height": -1e308}, "sections": []}"#
        do { _ = try Scene(json: Array(json.utf8), file: "s.json"); Issue.record("parsed") } catch {
            #expect(error.description == "s.json: traits.width: width must be at most 10000 pt, found 1e+308")
        }
    }

    @Test func errorsStayOnOneLine() {
        // Keys and values from the document are quoted in messages; their control characters are escaped.
        let json = "{\"version\": 1, \"list\": {\"appearance\": \"a\\nb\"}, \"sections\": [{\"items\": [{\"te\\r\\nxt\": 1}]}]}"
        do { _ = try Scene(json: Array(json.utf8), file: "s.json"); Issue.record("parsed") } catch {
            #expect(error.description == #"s.json: list.appearance: expected one of "plain", "grouped", "insetGrouped", found "a\nb""#)
        }
        let key = "{\"version\": 1, \"sections\": [{\"items\": [{\"te\\u0000\\u2028xt\": 1}]}]}"
        do { _ = try Scene(json: Array(key.utf8), file: "s.json"); Issue.record("parsed") } catch {
            #expect(error.description.hasPrefix(#"s.json: sections[0].items[0].te\u0000\u2028xt: unknown key"#), "\(error)")
        }
    }

    @Test func deepNestingIsASyntaxError() {
        for (open, close) in [("[", "]"), ("{\"a\":", "}")] {
            let deep = String(repeating: open, count: 10_000) + "1" + String(repeating: close, count: 10_000)
            let doc = #"{"version": 1, "sections": "# + deep + "}"
            do { _ = try Scene(json: Array(doc.utf8), file: "deep.json"); Issue.record("10k levels parsed") } catch {
                guard case .syntax = error else { Issue.record("\(error)"); continue }
                #expect(error.description.contains("nesting deeper than"))
            }
            // Unclosed: deep, then the end of input.
            #expect(throws: SceneError.self) { try Scene(json: Array(String(repeating: open, count: 100_000).utf8)) }
        }
    }

    @Test func aSceneOverThePixelLimitIsRefusedBeforeAllocating() throws {
        let json = #"{"version": 1, "traits": {"width": 10000, "height": 100000, "scale": 3}, "sections": [{"items": [{"text": "x"}]}]}"#
        let scene = try Scene(json: Array(json.utf8))
        do { _ = try SceneRenderer.shared().render(scene); Issue.record("rendered 30000×300000 px") } catch {
            guard case .raster(.bitmap(.tooLarge(let w, let h, _))) = error.reason else { Issue.record("\(error)"); return }
            #expect(w == 30_000 && h == 300_000)
            #expect(error.description.contains("over the pixel limit"))
        }
        // No height: the content decides, and thousands of long items still end in the typed error.
        let item = #"{"text": "\#(String(repeating: "word ", count: 400))"}"#
        let tall = #"{"version": 1, "traits": {"width": 10000, "scale": 3}, "sections": [{"items": [\#(Array(repeating: item, count: 300).joined(separator: ","))]}]}"#
        let tallScene = try Scene(json: Array(tall.utf8))
        do { _ = try SceneRenderer.shared().render(tallScene); Issue.record("rendered") } catch {
            guard case .raster(.bitmap(.tooLarge)) = error.reason else { Issue.record("\(error)"); return }
        }
    }

    @Test func aSceneFileOverTheSizeLimitIsRefusedBeforeReading() throws {
        let dir = try temporaryDirectory("robust-bigscene")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/big.json"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let h = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try h.truncate(atOffset: UInt64(Scene.maxFileBytes + 1))
        try h.close()
        do { _ = try Scene.load(path: path); Issue.record("read") } catch {
            guard case .file = error else { Issue.record("\(error)"); return }
            #expect(error.description.contains("over the limit"))
        }
        do { _ = try Scene.load(path: dir + "/missing.json"); Issue.record("read") } catch {
            guard case .file = error else { Issue.record("\(error)"); return }
        }
        do { _ = try Scene.load(path: dir); Issue.record("read a directory") } catch {
            guard case .file = error else { Issue.record("\(error)"); return }
        }
    }
}
