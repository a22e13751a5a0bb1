import Content
import Galley
import GalleyTestSupport
import Geometry
import Golden
import GoldenDesignDiff
import GoldenReports
import Support
import Templates
import Testing

/// Design diffs on small scenes of this file's own (grid tiles and condensed article cards on
/// cards, an inset-grouped list of value cells, each in light/dark × ltr/rtl at 1x): the golden
/// set of design changes with known effects, provenance against the full render, skipping.
@Suite struct DesignDiffTests {
    static let traits = DesignDiffScenes.traits

    static var screens: [DesignDiffScreen] {
        DesignDiffScenes.traits.flatMap { t in
            let v = "\(t.style)-\(t.direction == "leftToRight" ? "ltr" : "rtl")"
            return [
                DesignDiffScreen(name: "cards/" + v, group: "cards") { (DesignDiffScenes.cards(t, design: $0), "/tmp/cards.json") },
                DesignDiffScreen(name: "list/" + v, group: "list") { (DesignDiffScenes.list(t, design: $0), "/tmp/list.json") },
            ]
        }
    }

    static var renderer: SceneRenderer { get throws { try SceneRenderer(fontsDirectory: fontsDirectory) } }

    /// Writes the default design and `patch` applied to it; returns (before, after) paths.
    static func designs(_ dir: String, _ patch: String) throws -> (String, String) {
        let base = DesignModel.default.jsonValue()
        let after = JSONMergePatch.apply(try JSONValue.parse(patch), to: base)
        try FileIO.writeAtomically(base.serialized(pretty: true), to: dir + "/before.json")
        try FileIO.writeAtomically(after.serialized(pretty: true), to: dir + "/after.json")
        return (dir + "/before.json", dir + "/after.json")
    }

    static func diff(_ patch: String, skip: Bool = false) throws -> (DesignDiff.Result, JSONValue) {
        try withTemporaryDirectory("designdiff") { dir in
            let (b, a) = try designs(dir, patch)
            var d = DesignDiff(renderer: try renderer)
            d.jobs = 2
            d.skipUnaffected = skip
            let r = try d.run(screens, before: (b, try DesignModel.load(path: b)), after: (a, try DesignModel.load(path: a)), folder: dir + "/out")
            return (r, DesignDiffReport.json(r, before: "before.json", after: "after.json", shard: nil))
        }
    }

    // MARK: design --default

    @Test func theDefaultDesignFileReadsBackAsTheDefaultModel() throws {
        let text = DesignModel.default.jsonString()
        let value = try JSONValue.parse(text)
        let model = try DesignModel.default.applying(JSONReader(value), requireVersion: true)
        #expect(model == DesignModel.default)
        // Complete: read over a model that differs everywhere it can, it still gives the default.
        var other = DesignModel.default
        other.shapes.radii["card"] = 3; other.typography.styles[.body]?.size = 30; other.colors.colors["label"] = DynamicColor(Color(red: 1, green: 2, blue: 3))
        #expect(try other.applying(JSONReader(value), requireVersion: true) == DesignModel.default)
    }

    // MARK: Keys

    @Test func theKeyDiffNamesFlattenedPaths() throws {
        var after = DesignModel.default
        after.shapes.radii["card"] = 16
        after.colors.colors["label"]!.dark = Color(red: 0xFF, green: 0, blue: 0)
        after.typography.styles[.headline]!.size = 18
        let changes = DesignKeys.diff(.default, after)
        #expect(
            changes.map(\.description) == [
                "typography.headline.size 17 → 18", "colors.label.dark \"#FFFFFF\" → \"#FF0000\"",
                "shapes.radii.card 12 → 16",
            ])
        #expect(changes.allSatisfy { $0.kind == .changed })
        after.shapes.radii["hero"] = 20
        #expect(DesignKeys.diff(.default, after).last?.key == "shapes.radii.hero")
        #expect(DesignKeys.diff(.default, after).last?.kind == .added)
    }

    // MARK: The golden set of design changes

    static let goldenChanges = [
        ##"{"shapes": {"radii": {"card": 16}}}"##,
        ##"{"shapes": {"radii": {"cell": 4}}}"##,
        ##"{"colors": {"label": {"dark": "#FF0000"}}}"##,
        ##"{"typography": {"body": {"size": 21}}}"##,
        ##"{"typography": {"body": {"leading": 26}}}"##,
        ##"{"colors": {"systemIndigo": {"dark": "#000001"}}}"##,
        ##"{"colors": {"separator": "#FF00FF"}}"##,
        ##"{"elements": {"gridTile": {"padding": 4}}}"##,
        ##"{"typography": {"footnote": {"size": 15}}, "colors": {"tertiaryLabel": "#00FF00"}}"##,
    ]

    /// Every screen the full render finds changed is in the prediction, for every change of the set.
    @Test(arguments: goldenChanges)
    func thePredictionContainsEveryChangedScreen(_ patch: String) throws {
        let (r, _) = try Self.diff(patch)
        let predicted = Set(r.provenance.affected(by: r.changes).screens.map(\.name))
        for s in r.changed { #expect(predicted.contains(s.name), "\(patch): \(s.name) changed but was not predicted") }
        #expect(r.rendered == r.total, "--no-skip renders everything")
    }

    @Test func aRadiusChangeTouchesOnlyShapesThatReadIt() throws {
        let (r, _) = try Self.diff(##"{"shapes": {"radii": {"card": 16}}}"##)
        #expect(!r.changed.isEmpty)
        #expect(r.changed.allSatisfy { $0.group == "cards" }, "the list reads no card radius: \(r.changed.map(\.name))")
        #expect(r.changed.count == 4, "every cards screen changed")
        for s in r.changed {
            #expect(Set(s.elements.map(\.kind)) == ["gridTile", "articleCardCondensed"], "\(s.name): \(s.elements)")
            #expect(s.elements.allSatisfy { $0.keys == ["shapes.radii.card"] })
            #expect(s.explanation.first?.hasPrefix("same layout") == true, "a radius moves no element: \(s.explanation)")
        }
        #expect(r.unchanged == 4)
    }

    @Test func aDarkModeColorChangeTouchesOnlyDarkRenders() throws {
        let (r, _) = try Self.diff(##"{"colors": {"label": {"dark": "#FF0000"}}}"##)
        #expect(!r.changed.isEmpty)
        #expect(r.changed.allSatisfy { $0.name.contains("/dark-") }, "\(r.changed.map(\.name))")
        #expect(r.changed.count == 4, "every dark screen draws label text")
        #expect(r.changed.allSatisfy { s in s.elements.allSatisfy { $0.keys == ["colors.label.dark"] } })
    }

    @Test func aFontSizeChangeMovesLayoutAndTheExplanationNamesResizedElements() throws {
        let (r, _) = try Self.diff(##"{"typography": {"body": {"size": 21}}}"##)
        let list = r.changed.filter { $0.group == "list" }
        #expect(list.count == 4, "\(r.changed.map(\.name))")
        for s in list {
            #expect(s.explanation.contains { $0.contains("height") && $0.contains("wifi") }, "\(s.name): \(s.explanation)")
            #expect(s.elements.contains { $0.kind == "valueCell" && $0.keys.contains("typography.body.size") })
        }
    }

    @Test func aLeadingChangeMovesTheRowsOfItsStyle() throws {
        let (r, _) = try Self.diff(##"{"typography": {"body": {"leading": 26}}}"##)
        let list = r.changed.filter { $0.group == "list" }
        #expect(list.count == 4, "\(r.changed.map(\.name))")
        for s in list { #expect(s.elements.contains { $0.keys.contains("typography.body.leading") }, "\(s.name): \(s.elements)") }
    }

    @Test func aKeyNobodyReadsTouchesNothingAndTheReportSaysSo() throws {
        let (r, json) = try Self.diff(##"{"colors": {"systemIndigo": {"dark": "#000001"}}}"##, skip: true)
        #expect(r.changed.isEmpty)
        #expect(r.rendered == 0 && r.skipped == r.total, "nothing rendered: \(r.rendered)")
        #expect(r.readers["colors.systemIndigo.dark"] == 0)
        #expect(
            DesignDiffReport.summary(json).contains("read by no screen, so touching nothing: colors.systemIndigo.dark"), "\(DesignDiffReport.summary(json))")
        #expect(DesignDiffReport.html(json).contains("none — touches nothing"))
    }

    /// Skipping gives the same report as rendering everything (but for the rendered/skipped counts).
    @Test func skippingGivesTheSameReport() throws {
        for patch in [##"{"shapes": {"radii": {"card": 16}}}"##, ##"{"colors": {"label": {"dark": "#FF0000"}}}"##] {
            let (all, a) = try Self.diff(patch, skip: false)
            let (some, b) = try Self.diff(patch, skip: true)
            #expect(some.skipped > 0, "\(patch): something skipped")
            #expect(all.skipped == 0)
            func strip(_ v: JSONValue) -> JSONValue {
                v.setting(["screens", "rendered"], to: .null).setting(["screens", "skipped"], to: .null)
            }
            #expect(strip(a) == strip(b), "\(patch)")
        }
    }

    @Test func identicalDiffsAreOneGroup() throws {
        let (_, json) = try Self.diff(##"{"shapes": {"radii": {"card": 16}}}"##)
        let groups = DesignDiffReport.groups(json)
        let total = groups.reduce(0) { $0 + $1.screens.count }
        #expect(total == 4)
        // Light and dark tiles differ in color, so their diffs do too; each group holds equal signatures.
        for g in groups { #expect(Set(g.screens.map { DesignDiffReport.str($0["signature"]) }) == [g.signature]) }
        let lines = DesignDiffReport.elementLines(json)
        #expect(lines.contains("`gridTile` ×8 in 1 template: `shapes.radii.card` 12 → 16"), "\(lines)")
    }

    @Test func provenanceRoundTripsThroughItsFile() throws {
        try withTemporaryDirectory("provenance") { dir in
            let (r, _) = try Self.diff(##"{"shapes": {"radii": {"card": 16}}}"##)
            try FileIO.writeAtomically(r.provenance.json.serialized(pretty: false), to: dir + "/p.json")
            let back = try DesignProvenance.read(dir + "/p.json")
            #expect(back == r.provenance)
            // A screen that names a key set the file does not hold is refused with the file and
            // the place, never read past the sets (none at all here).
            let empty =
                #"{"format": "galley design provenance 1", "design": "d", "keys": ["a"], "keySets": [], "screens": [{"name": "s", "group": "g", "screenKeys": 0, "elements": []}]}"#
            try FileIO.writeAtomically(empty, to: dir + "/empty.json")
            #expect {
                _ = try DesignProvenance.read(dir + "/empty.json")
            } throws: { error in
                "\(error)".contains(dir + "/empty.json") && "\(error)".contains("screenKeys")
            }
        }
    }

    @Test func anElementReadsTheKeysOfItsStyleAndColorsInItsStyleOnly() throws {
        let prober = DesignProber(model: .default)
        let p = try withTemporaryDirectory("provenance") { dir in
            let (b, _) = try Self.designs(dir, "{}")
            let scene = try Scene(json: Array(DesignDiffScenes.list(("dark", "leftToRight"), design: b).utf8), file: dir + "/l.json")
            return prober.provenance(of: scene, sceneJSON: nil, name: "list", group: "list")
        }
        let wifi = try #require(p.elements.first { $0.id == "wifi" })
        let keys = Set(wifi.keys.map { prober.keys[$0] })
        #expect(keys.contains("typography.body.size") && keys.contains("colors.label.dark") && keys.contains("shapes.radii.cell"), "\(keys.sorted())")
        #expect(keys.contains("typography.body.leading"), "a style's line height moves its rows: \(keys.sorted())")
        #expect(!keys.contains("colors.label.light"), "a dark render reads dark colors only")
        #expect(!keys.contains { $0.hasPrefix("elements.gridTile") })
    }

    /// Probing only the palette keys, text styles and element designs an element looked up gives the keys probing
    /// every key down the tree gives: every gallery template, light left to right at its own
    /// size and dark right to left at an accessibility size, and the test screens.
    @Test func probingTheLookedUpColorsAndStylesFindsEveryKeyTheTreeFinds() throws {
        let shortcut = DesignProber(model: .default)
        let tree = DesignProber(model: .default, registry: .standard, probingLookups: false)
        #expect(shortcut.lookedUpRoots.keys.sorted() == ["colors", "elements", "typography"] && tree.lookedUpRoots.isEmpty)
        try withTemporaryDirectory("provenance-colors") { dir in
            let (b, _) = try Self.designs(dir, "{}")
            let gallery = GalleryMatrix(widths: [390]).entries.filter {
                $0.name.hasSuffix("-light-ltr-default")
                    || ($0.traits.userInterfaceStyle == .dark && $0.traits.layoutDirection == .rightToLeft
                        && $0.traits.preferredContentSizeCategory.isAccessibilityCategory)
            }.map { entry in
                DesignDiffScreen(name: entry.name, group: entry.screen.name) { design in
                    (entry.screen.sceneJSON(entry.traits, design: design), dir + "/" + entry.screen.name + ".json")
                }
            }
            #expect(gallery.count > 40)
            var colorReads = 0, styleReads = 0, elementReads = 0
            for s in Self.screens + gallery {
                let (json, file) = s.scene(b)
                let scene = try Scene(json: Array(json.utf8), file: file)
                let a = shortcut.provenance(of: scene, sceneJSON: nil, name: s.name, group: s.group)
                let t = tree.provenance(of: scene, sceneJSON: nil, name: s.name, group: s.group)
                #expect(a == t, "\(s.name)")
                colorReads += a.keys.filter { shortcut.keys[$0].hasPrefix("colors.") }.count
                styleReads += a.keys.filter { shortcut.keys[$0].hasPrefix("typography.") }.count
                elementReads += a.keys.filter { shortcut.keys[$0].hasPrefix("elements.") }.count
            }
            #expect(colorReads > 100 && styleReads > 100 && elementReads > 100)
        }
    }

    /// What the provenance's shortcut relies on: the palette, the text styles and the element
    /// designs note every key read through them, in order, and the notes are not part of the
    /// model's value (a model that notes equals and hashes as one that does not).
    @Test func lookupsNoteEveryReadAndAreNotPartOfTheModel() {
        var m = DesignModel.default
        let lookups = DesignLookups()
        m.colors.lookups = lookups
        m.typography.lookups = lookups
        m.elements.lookups = lookups
        #expect(m == DesignModel.default && m.hashValue == DesignModel.default.hashValue)
        _ = m.color("label", .dark)
        _ = m.color("#102030", .light)
        _ = m.typography.font(.body, category: .large)
        _ = m.elements[ArticleCardElementDesign.self]
        _ = m.elements.list(.valueCell)
        _ = m.elements.accessories
        _ = m.elements.list
        #expect(
            lookups.take() == [
                "colors.label.dark", "typography.body", "elements.articleCard", "elements.list.valueCell", "elements.accessories", "elements.list",
            ])
        #expect(lookups.take().isEmpty)
        var other = m
        other.colors.lookups = nil
        other.shapes.radii[.card] = 30
        #expect(other != m)
    }

    /// A probe's model made from its keys alone over the model's own is the model made from every
    /// key of the file with the probe's changed, for every node of the probing tree (the invalid
    /// ones too) of the default model and of a model with its own colors, styles and designs.
    @Test func aProbeOverTheModelIsTheProbeOverTheDefault() throws {
        let custom = try DesignModel.default.applying(
            JSONReader(
                try JSONValue.parse(
                    ##"{"colors": {"brand": {"light": "#112233", "dark": "#445566"}, "label": "#101010"}, "typography": {"body": {"size": 18, "leading": 24, "family": "DejaVu Sans"}}, "shapes": {"radii": {"card": 20}}, "elements": {"articleCard": {"title": {"style": "headline", "color": "brand"}}}}"##
                )), requireVersion: false)
        for model in [DesignModel.default, custom] {
            let prober = DesignProber(model: model)
            var invalid = 0
            for n in 0..<prober.nodeCount {
                let over = prober.makeProbeModel(n, overBase: true), whole = prober.makeProbeModel(n, overBase: false)
                #expect(over == whole, "node \(n)")
                if whole == nil { invalid += 1 }
            }
            #expect(prober.nodeCount > 500 && invalid < 5)
        }
    }

    /// Separator keys are read by the screen only where a separator can be drawn: the cards scene
    /// (a grid section and a list section with hidden separators) reads none, the list scene all.
    @Test func onlyAScreenThatCanDrawSeparatorsReadsTheSeparatorKeys() throws {
        let prober = DesignProber(model: .default)
        let (cards, list) = try withTemporaryDirectory("provenance") { dir in
            let (b, _) = try Self.designs(dir, "{}")
            let c = try Scene(json: Array(DesignDiffScenes.cards(("light", "leftToRight"), design: b).utf8), file: dir + "/c.json")
            let l = try Scene(json: Array(DesignDiffScenes.list(("light", "leftToRight"), design: b).utf8), file: dir + "/l.json")
            return (
                prober.provenance(of: c, sceneJSON: nil, name: "cards", group: "cards"),
                prober.provenance(of: l, sceneJSON: nil, name: "list", group: "list")
            )
        }
        let separatorKeys = ["colors.separator.light", "separators.visible"]
        for k in separatorKeys { #expect(prober.keys.contains(k), "\(k) is a key of the default model") }
        func screenReads(_ p: ScreenProvenance) -> Set<String> { Set(p.screenKeys.map { prober.keys[$0] }) }
        #expect(screenReads(cards).isDisjoint(with: separatorKeys), "\(screenReads(cards).sorted())")
        #expect(screenReads(list).isSuperset(of: separatorKeys), "\(screenReads(list).sorted())")
    }
}
