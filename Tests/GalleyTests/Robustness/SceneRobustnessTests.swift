import Foundation
import Galley
import GalleyTestSupport
import GalleyTestSupportScenes
import GalleyTesting
import Geometry
import Raster
import Support
import Testing
import Typesetting

/// Scene JSON and scenes built in Swift: parsed, laid out and rendered, or refused typed.
@Suite struct SceneRobustnessTests {
    static let sceneFiles: [String] =
        (((try? FileIO.walk(packageRoot + "/Goldens/scenes/lists", suffix: ".json")) ?? [])
        + ((try? FileIO.walk(packageRoot + "/Goldens/scenes/sections", suffix: ".json")) ?? [])).sorted()

    @Test func thereAreSceneGoldensToMutate() {
        #expect(Self.sceneFiles.count >= 3, "\(packageRoot)/Goldens/scenes/lists")
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
                tally[outcome.kind, default: 0] += 1
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
                tally[robustCheckScene(Array(text.utf8), "seed \(seed) \(file) round \(round): \(mutated.note)").kind, default: 0] += 1
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
            tally[robustCheckScene(Array(json.utf8), "seed \(seed) round \(round): \(json)").kind, default: 0] += 1
        }
        robustReport("randomScenesRenderOrFailTyped", seed: seed, tally)
        #expect(tally["refused", default: 0] < 8, "\(tally)")
    }

    @Test func manyItemsAndSectionsFinish() throws {
        // Layout and measuring scale with the number of elements (time is not asserted; a
        // quadratic pass would show as a hang here).
        let items = (0..<5_000).map { #"{"text": "Item \#($0)", "secondaryText": "Detail"}"# }.joined(separator: ",")
        let sections = (0..<2_000).map { #"{"header": "H\#($0)", "footer": "F", "items": [{"text": "x"}]}"# }.joined(separator: ",")
        for (name, json) in [
            ("5000 items", #"{"version": 1, "sections": [{"items": [\#(items)]}]}"#),
            ("2000 sections", #"{"version": 1, "list": {"appearance": "grouped"}, "sections": [\#(sections)]}"#),
        ] {
            let start = ContinuousClock.now
            let scene = try Scene(text: json)
            let (layout, list, _) = try SceneRenderer.shared().displayList(for: scene)
            #expect(layout.attributes.count > 2_000 && list.commands.count > 2_000, "\(name)")
            if ProcessInfo.processInfo.environment["ROBUST_TRACE"] != nil { print("SCENE \(name): \(ContinuousClock.now - start)") }
        }
    }

    /// Scenes built in Swift skip the JSON reader's range checks: the renderer itself must
    /// refuse what it cannot draw.
    @Test func scenesBuiltInSwiftWithBadValuesFailTyped() throws {
        let base = try Scene(json: try FileIO.read(packageRoot + "/Goldens/scenes/lists/settings.json"))
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
        // What each comes to, pinned: the typed error, or the bitmap a clamped value still draws.
        let outcomes: [String: String] = [
            #"width nan"#: #"render error: scene: traits: container size nanx844 is not usable: the layout needs a positive, finite width and height"#,
            #"height nan"#: #"render error: scene: traits: container size 390xnan is not usable: the layout needs a positive, finite width and height"#,
            #"scale nan"#: #"render error: scene: traits: layout environment: displayScale is nan; it must be finite (insets 0 or more)"#,
            #"text size nan"#:
                #"render error: scene: sections[0].items[0] (id "profile"): text: font size nan is not usable: it must be a finite number of points > 0 and ≤ 10000"#,
            #"header size nan"#:
                #"render error: scene: sections[1].header (id "connectivity"): header: font size nan is not usable: it must be a finite number of points > 0 and ≤ 10000"#,
            #"leading inset nan"#:
                #"render error: scene: sections[0].items[0] (id "profile"): text: layout width nan is not usable: it must be ≥ 0 (or infinity for no limit), not NaN"#,
            #"top inset nan"#: #"render error: raster: command 4 (glyphs): origin must be finite, found (32, nan)"#,
            #"header bottom inset nan"#: #"rendered: 1170x2571 px"#,
            #"minimum height nan"#: #"rendered: 1170x2545 px"#,
            #"padding nan"#: #"render error: raster: command 5 (glyphs): origin must be finite, found (32, nan)"#,
            #"corner radius nan"#:
                #"render error: scene: sections[0] (id "account"): sectionCornerRadius is nan; spacings and insets must be finite and not negative"#,
            #"width inf"#: #"render error: scene: traits: container size infx844 is not usable: the layout needs a positive, finite width and height"#,
            #"height inf"#: #"render error: scene: traits: container size 390xinf is not usable: the layout needs a positive, finite width and height"#,
            #"scale inf"#: #"render error: scene: traits: layout environment: displayScale is inf; it must be finite (insets 0 or more)"#,
            #"text size inf"#:
                #"render error: scene: sections[0].items[0] (id "profile"): text: font size inf is not usable: it must be a finite number of points > 0 and ≤ 10000"#,
            #"header size inf"#:
                #"render error: scene: sections[1].header (id "connectivity"): header: font size inf is not usable: it must be a finite number of points > 0 and ≤ 10000"#,
            #"leading inset inf"#: #"render error: raster: command 4 (glyphs): origin must be finite, found (inf, 62.469)"#,
            #"top inset inf"#: #"render error: raster: command 4 (glyphs): origin must be finite, found (32, inf)"#,
            #"header bottom inset inf"#: #"rendered: 1170x2571 px"#,
            #"minimum height inf"#: #"render error: raster: command 4 (glyphs): origin must be finite, found (32, inf)"#,
            #"padding inf"#: #"render error: raster: command 5 (glyphs): origin must be finite, found (32, inf)"#,
            #"corner radius inf"#:
                #"render error: scene: sections[0] (id "account"): sectionCornerRadius is inf; spacings and insets must be finite and not negative"#,
            #"width -inf"#: #"render error: scene: traits: container size -infx844 is not usable: the layout needs a positive, finite width and height"#,
            #"height -inf"#: #"render error: scene: traits: container size 390x-inf is not usable: the layout needs a positive, finite width and height"#,
            #"scale -inf"#: #"render error: scene: traits: layout environment: displayScale is -inf; it must be finite (insets 0 or more)"#,
            #"text size -inf"#:
                #"render error: scene: sections[0].items[0] (id "profile"): text: font size -inf is not usable: it must be a finite number of points > 0 and ≤ 10000"#,
            #"header size -inf"#:
                #"render error: scene: sections[1].header (id "connectivity"): header: font size -inf is not usable: it must be a finite number of points > 0 and ≤ 10000"#,
            #"leading inset -inf"#: #"render error: raster: command 4 (glyphs): origin must be finite, found (-inf, 62.469)"#,
            #"top inset -inf"#: #"render error: raster: command 4 (glyphs): origin must be finite, found (32, nan)"#,
            #"header bottom inset -inf"#: #"render error: raster: command 31 (glyphs): origin must be finite, found (32, inf)"#,
            #"minimum height -inf"#: #"rendered: 1170x2545 px"#,
            #"padding -inf"#: #"render error: raster: command 4 (glyphs): origin must be finite, found (32, inf)"#,
            #"corner radius -inf"#:
                #"render error: scene: sections[0] (id "account"): sectionCornerRadius is -inf; spacings and insets must be finite and not negative"#,
            #"width -1.0"#: #"render error: scene: traits: container size -1x844 is not usable: the layout needs a positive, finite width and height"#,
            #"height -1.0"#: #"render error: scene: traits: container size 390x-1 is not usable: the layout needs a positive, finite width and height"#,
            #"scale -1.0"#: #"render error: scene: traits: layout environment: displayScale is -1; it must be finite (insets 0 or more)"#,
            #"text size -1.0"#:
                #"render error: scene: sections[0].items[0] (id "profile"): text: font size -1.0 is not usable: it must be a finite number of points > 0 and ≤ 10000"#,
            #"header size -1.0"#:
                #"render error: scene: sections[1].header (id "connectivity"): header: font size -1.0 is not usable: it must be a finite number of points > 0 and ≤ 10000"#,
            #"leading inset -1.0"#: #"rendered: 1170x2577 px"#,
            #"top inset -1.0"#: #"rendered: 1170x2397 px"#,
            #"header bottom inset -1.0"#: #"rendered: 1170x2529 px"#,
            #"minimum height -1.0"#: #"rendered: 1170x2545 px"#,
            #"padding -1.0"#: #"rendered: 1170x2517 px"#,
            #"corner radius -1.0"#:
                #"render error: scene: sections[0] (id "account"): sectionCornerRadius is -1; spacings and insets must be finite and not negative"#,
            #"width 0.0"#: #"render error: scene: traits: container size 0x844 is not usable: the layout needs a positive, finite width and height"#,
            #"height 0.0"#: #"render error: scene: traits: container size 390x0 is not usable: the layout needs a positive, finite width and height"#,
            #"scale 0.0"#: #"render error: scene: traits: layout environment: displayScale is 0; it must be finite (insets 0 or more)"#,
            #"text size 0.0"#:
                #"render error: scene: sections[0].items[0] (id "profile"): text: font size 0.0 is not usable: it must be a finite number of points > 0 and ≤ 10000"#,
            #"header size 0.0"#:
                #"render error: scene: sections[1].header (id "connectivity"): header: font size 0.0 is not usable: it must be a finite number of points > 0 and ≤ 10000"#,
            #"leading inset 0.0"#: #"rendered: 1170x2577 px"#,
            #"top inset 0.0"#: #"rendered: 1170x2412 px"#,
            #"header bottom inset 0.0"#: #"rendered: 1170x2535 px"#,
            #"minimum height 0.0"#: #"rendered: 1170x2545 px"#,
            #"padding 0.0"#: #"rendered: 1170x2532 px"#,
            #"corner radius 0.0"#: #"rendered: 1170x2577 px"#,
            #"width -0.0"#: #"render error: scene: traits: container size 0x844 is not usable: the layout needs a positive, finite width and height"#,
            #"height -0.0"#: #"render error: scene: traits: container size 390x0 is not usable: the layout needs a positive, finite width and height"#,
            #"scale -0.0"#: #"render error: scene: traits: layout environment: displayScale is 0; it must be finite (insets 0 or more)"#,
            #"text size -0.0"#:
                #"render error: scene: sections[0].items[0] (id "profile"): text: font size -0.0 is not usable: it must be a finite number of points > 0 and ≤ 10000"#,
            #"header size -0.0"#:
                #"render error: scene: sections[1].header (id "connectivity"): header: font size -0.0 is not usable: it must be a finite number of points > 0 and ≤ 10000"#,
            #"leading inset -0.0"#: #"rendered: 1170x2577 px"#,
            #"top inset -0.0"#: #"rendered: 1170x2412 px"#,
            #"header bottom inset -0.0"#: #"rendered: 1170x2535 px"#,
            #"minimum height -0.0"#: #"rendered: 1170x2545 px"#,
            #"padding -0.0"#: #"rendered: 1170x2532 px"#,
            #"corner radius -0.0"#: #"rendered: 1170x2577 px"#,
            #"width 1e+308"#: #"over 20000000 px"#,
            #"height 1e+308"#: #"over 20000000 px"#,
            #"scale 1e+308"#: #"over 20000000 px"#,
            #"text size 1e+308"#:
                #"render error: scene: sections[0].items[0] (id "profile"): text: font size 1e+308 is not usable: it must be a finite number of points > 0 and ≤ 10000"#,
            #"header size 1e+308"#:
                #"render error: scene: sections[1].header (id "connectivity"): header: font size 1e+308 is not usable: it must be a finite number of points > 0 and ≤ 10000"#,
            #"leading inset 1e+308"#: #"rendered: 1170x13232 px"#,
            #"top inset 1e+308"#: #"rendered: 1170x2277 px"#,
            #"header bottom inset 1e+308"#: #"rendered: 1170x2571 px"#,
            #"minimum height 1e+308"#: #"rendered: 1170x2277 px"#,
            #"padding 1e+308"#: #"rendered: 1170x2277 px"#,
            #"corner radius 1e+308"#: #"rendered: 1170x2577 px"#,
            #"width 5e-324"#:
                #"render error: scene: sections[0] (id "account"): its content width is -32 pt after the list's margins and insets; make traits.width larger"#,
            #"height 5e-324"#: #"rendered: 1170x1 px"#,
            #"scale 5e-324"#: #"render error: raster: command 22 (line): from must be finite, found (32, nan)"#,
            #"text size 5e-324"#: #"rendered: 1170x2277 px"#,
            #"header size 5e-324"#: #"rendered: 1170x2481 px"#,
            #"leading inset 5e-324"#: #"rendered: 1170x2577 px"#,
            #"top inset 5e-324"#: #"rendered: 1170x2412 px"#,
            #"header bottom inset 5e-324"#: #"rendered: 1170x2535 px"#,
            #"minimum height 5e-324"#: #"rendered: 1170x2545 px"#,
            #"padding 5e-324"#: #"rendered: 1170x2532 px"#,
            #"corner radius 5e-324"#: #"rendered: 1170x2577 px"#,
            #"numberOfLines -1"#:
                #"render error: scene: sections[0].items[0] (id "profile"): text: numberOfLines -1.0 is out of range: it must be finite and ≥ 0"#,
            #"numberOfLines -9223372036854775808"#:
                #"render error: scene: sections[0].items[0] (id "profile"): text: numberOfLines -9.223372036854776e+18 is out of range: it must be finite and ≥ 0"#,
            #"numberOfLines 9223372036854775807"#: #"rendered: 1170x2577 px"#,
            #"items without content"#: #"render error: scene: sections[0].items[0] (id "profile"): the item has no content (no entry in the scene's items)"#,
            #"scale 1000"#: #"over 20000000 px"#,
        ]
        #expect(Set(variants.map(\.0)) == Set(outcomes.keys))
        for (name, scene) in variants {
            #expect(robustCheckScene(scene, name).description == outcomes[name], "\(name)")
        }
    }

    /// Edge values in scene JSON, each pinned to what it comes to: the typed error the reader or
    /// the renderer gives, the bitmap's size, or over the fuzzers' pixel limit.
    @Test func targetedSceneValues() throws {
        let cases: [(json: String, outcome: String)] = [
            (
                #"{"version": 1, "traits": {"width": 1e308}, "sections": []}"#,
                #"refused: fuzz.json: traits.width: width must be at most 10000 pt, found 1e+308"#
            ),
            (
                #"{"version": 1, "traits": {"width": 1e-320}, "sections": [{"items": [{"text": "tiny"}]}]}"#,
                #"render error: fuzz.json: sections[0] (id "section-0"): its content width is -32 pt after the list's margins and insets; make traits.width larger"#
            ),
            (
                #"{"version": 1, "traits": {"width": 0.001, "height": 0.001}, "sections": [{"header": "h", "items": [{"text": "a", "secondaryText": "b"}]}]}"#,
                #"render error: fuzz.json: sections[0] (id "section-0"): its content width is -31.999 pt after the list's margins and insets; make traits.width larger"#
            ),
            (
                #"{"version": 1, "traits": {"width": -0}, "sections": []}"#,
                #"refused: fuzz.json: traits.width: width must be greater than 0, found 0"#
            ),
            (
                #"{"version": 1, "traits": {"width": "390"}, "sections": []}"#,
                #"refused: fuzz.json: traits.width: expected a number, found a string"#
            ),
            (
                #"{"version": 1, "traits": {"scale": 2.5}, "sections": []}"#,
                #"refused: fuzz.json: traits.scale: expected a whole number, found 2.5"#
            ),
            (
                #"{"version": 1, "traits": {"scale": 0}, "sections": []}"#,
                #"refused: fuzz.json: traits.scale: must be at least 1, found 0"#
            ),
            (
                #"{"version": 1, "traits": {"height": 1e-300}, "sections": []}"#,
                #"refused: fuzz.json: sections: a scene needs at least one section, found none"#
            ),
            (
                #"{"version": 1.5, "sections": []}"#,
                #"refused: fuzz.json: version: expected a whole number, found 1.5"#
            ),
            (
                #"{"version": 1e308, "sections": []}"#,
                #"refused: fuzz.json: version: expected a whole number, found 1e+308"#
            ),
            (
                #"{"version": -0, "sections": []}"#,
                #"refused: fuzz.json: version: unsupported scene version 0 (this Galley reads versions 1, 2)"#
            ),
            (
                #"{"version": 1, "sections": [{"items": [{"text": ""}]}]}"#,
                #"rendered: 1170x237 px"#
            ),
            (
                #"{"version": 1, "sections": [{"items": [{"text": "\u0000\u0001\u001b\uffff\ufffe"}]}]}"#,
                #"rendered: 1170x237 px"#
            ),
            (
                #"{"version": 1, "sections": [{"header": "", "footer": "", "items": []}]}"#,
                #"rendered: 1170x138 px"#
            ),
            (
                #"{"version": 1, "design": {"cell": {"text": {"size": 1e-300}}}, "sections": [{"items": [{"text": "x"}]}]}"#,
                #"rendered: 1170x237 px"#
            ),
            (
                #"{"version": 1, "design": {"cell": {"text": {"size": 1000}}}, "sections": [{"items": [{"text": "xy"}]}]}"#,
                #"rendered: 1170x7433 px"#
            ),
            (
                #"{"version": 1, "design": {"cell": {"text": {"family": "Nope"}}}, "sections": [{"items": [{"text": "x"}]}]}"#,
                #"render error: fuzz.json: sections[0].items[0] (id "section-0/0"): design.cell.text.family: unknown font family "Nope"; bundled: DejaVu Sans, Inter, NanumGothic, Noto Color Emoji"#
            ),
            (
                #"{"version": 1, "design": {"cell": {"text": {"family": ""}}}, "sections": [{"items": [{"text": "x"}]}]}"#,
                #"refused: fuzz.json: design.cell.text.family: family must not be empty"#
            ),
            (
                #"{"version": 1, "design": {"cell": {"text": {"numberOfLines": 10000}}}, "sections": [{"items": [{"text": "x"}]}]}"#,
                #"rendered: 1170x237 px"#
            ),
            (
                #"{"version": 1, "design": {"cell": {"insets": [10000, 10000, 10000, 10000]}}, "sections": [{"items": [{"text": "x"}]}]}"#,
                #"over 20000000 px"#
            ),
            (
                #"{"version": 1, "traits": {"width": 1}, "design": {"cell": {"insets": [0, 10000, 0, 10000]}}, "sections": [{"items": [{"text": "x"}]}]}"#,
                #"render error: fuzz.json: sections[0] (id "section-0"): its content width is -31 pt after the list's margins and insets; make traits.width larger"#
            ),
            (
                #"{"version": 1, "design": {"cell": {"minimumHeight": 10000}, "sectionCornerRadius": 1000}, "sections": [{"items": [{"text": "x"}]}]}"#,
                #"over 20000000 px"#
            ),
            (
                #"{"version": 1, "design": {"header": {"insets": {"top": 1e308}}}, "sections": []}"#,
                #"refused: fuzz.json: design.header.insets.top: must be at most 10000, found 1e+308"#
            ),
            (
                #"{"version": 1, "traits": {"layoutDirection": "upsideDown"}, "sections": []}"#,
                #"refused: fuzz.json: traits.layoutDirection: expected one of "leftToRight", "rightToLeft", found "upsideDown""#
            ),
            (
                #"{"version": 1, "list": {"appearance": "sidebar"}, "sections": []}"#,
                #"refused: fuzz.json: list.appearance: expected one of "plain", "grouped", "insetGrouped", found "sidebar""#
            ),
            (
                #"{"version": 1, "sections": [{"id": "", "items": [{"id": "", "text": "x"}]}]}"#,
                #"rendered: 1170x237 px"#
            ),
            (
                #"{"version": 1, "sections": [{"id": "a", "items": [{"id": "a/0", "text": "x"}, {"text": "y"}]}]}"#,
                #"rendered: 1170x369 px"#
            ),
            (
                #"{"version": 1, "sections": {}}"#,
                #"refused: fuzz.json: sections: expected an array, found an object"#
            ),
            (
                #"{"version": 1, "sections": [null]}"#,
                #"refused: fuzz.json: sections[0]: expected an object, found null"#
            ),
            (
                #"{"version": 1, "sections": [{"items": null}]}"#,
                #"refused: fuzz.json: sections[0].items: missing required key"#
            ),
            (
                #"{"version": 1, "sections": [], "version": 2}"#,
                #"refused: fuzz.json: malformed JSON at line 1, column 41: duplicate key "version""#
            ),
            (
                #"[]"#,
                #"refused: fuzz.json: expected an object, found an array"#
            ),
            (
                #"null"#,
                #"refused: fuzz.json: expected an object, found null"#
            ),
            (
                #"1"#,
                #"refused: fuzz.json: expected an object, found a number"#
            ),
            (
                #""#,
                #"refused: fuzz.json: malformed JSON at line 1, column 1: unexpected end of input"#
            ),
            (
                #" "#,
                #"refused: fuzz.json: malformed JSON at line 1, column 2: unexpected end of input"#
            ),
            (
                "\u{FEFF}{}",
                #"refused: fuzz.json: malformed JSON at line 1, column 1: unexpected character '\#u{FFFD}'"#
            ),
        ]
        for (i, c) in cases.enumerated() {
            #expect(robustCheckScene(Array(c.json.utf8), "case \(i): \(c.json)").description == c.outcome, "case \(i): \(c.json)")
        }
    }

    @Test func hugeNumbersInErrorMessagesDoNotTrap() {
        // formatNumber's 1/1000 fixed point overflowed Int64 past ~9.2e15 and trapped (a scene width of 1e308 crashed).
        #expect(formatNumber(1e308) == "1e+308" && formatNumber(-9.5e15) == "-9.5e+15" && formatNumber(123.4567) == "123.457")
        #expect(formatNumber(.greatestFiniteMagnitude) == "1.7976931348623157e+308")
        let json = #"{"version": 1, "traits": {"width": 1e308, "height": -1e308}, "sections": []}"#
        do { _ = try Scene(text: json, file: "s.json"); Issue.record("parsed") } catch {
            #expect(error.description == "s.json: traits.width: width must be at most 10000 pt, found 1e+308")
        }
    }

    @Test func errorsStayOnOneLine() {
        // Keys and values from the document are quoted in messages; their control characters are escaped.
        let json = "{\"version\": 1, \"list\": {\"appearance\": \"a\\nb\"}, \"sections\": [{\"items\": [{\"te\\r\\nxt\": 1}]}]}"
        do { _ = try Scene(text: json, file: "s.json"); Issue.record("parsed") } catch {
            #expect(error.description == #"s.json: list.appearance: expected one of "plain", "grouped", "insetGrouped", found "a\nb""#)
        }
        let key = "{\"version\": 1, \"sections\": [{\"items\": [{\"te\\u0000\\u2028xt\": 1}]}]}"
        do { _ = try Scene(text: key, file: "s.json"); Issue.record("parsed") } catch {
            #expect(error.description.hasPrefix(#"s.json: sections[0].items[0].te\u0000\u2028xt: unknown key"#), "\(error)")
        }
    }

    @Test func deepNestingIsASyntaxError() {
        for (open, close) in [("[", "]"), ("{\"a\":", "}")] {
            let deep = String(repeating: open, count: 10_000) + "1" + String(repeating: close, count: 10_000)
            let doc = #"{"version": 1, "sections": "# + deep + "}"
            do { _ = try Scene(text: doc, file: "deep.json"); Issue.record("10k levels parsed") } catch {
                guard case .syntax = error else { Issue.record("\(error)"); continue }
                #expect(error.description.contains("nesting deeper than"))
            }
            // Unclosed: deep, then the end of input.
            #expect(throws: SceneError.self) { try Scene(text: String(repeating: open, count: 100_000)) }
        }
    }

    @Test func aSceneOverThePixelLimitIsRefusedBeforeAllocating() throws {
        let json = #"{"version": 1, "traits": {"width": 10000, "height": 100000, "scale": 3}, "sections": [{"items": [{"text": "x"}]}]}"#
        let scene = try Scene(text: json)
        do { _ = try SceneRenderer.shared().render(scene); Issue.record("rendered 30000×300000 px") } catch {
            guard case .raster(.bitmap(.tooLarge(let w, let h, _))) = error.reason else { Issue.record("\(error)"); return }
            #expect(w == 30_000 && h == 300_000)
            #expect(error.description.contains("over the pixel limit"))
        }
        // No height: the content decides, and thousands of long items still end in the typed error.
        let item = #"{"text": "\#(String(repeating: "word ", count: 400))"}"#
        let tall =
            #"{"version": 1, "traits": {"width": 10000, "scale": 3}, "sections": [{"items": [\#(Array(repeating: item, count: 300).joined(separator: ","))]}]}"#
        let tallScene = try Scene(text: tall)
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
