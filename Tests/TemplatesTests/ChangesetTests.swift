import Foundation
import Galley
import GalleyTestSupport
import Geometry
import Raster
import Support
import Templates
import Testing

/// The document feed's two projections and `galley changeset`: the staged changeset replayed stage
/// by stage on the first snapshot reaches the second, and names exactly the items that changed;
/// Goldens/scenes/feed holds the pair and the expected text; bad input is a typed error naming the file.
struct ChangesetTests {
    let before = try! ScreenCatalog.documentFeed.scene(ChangesetGolden.feedTraits)
    let after = try! ScreenCatalog.documentFeedNext.scene(ChangesetGolden.feedTraits)

    /// Applies one stage by hand from what it names: deletes and move sources leave (by their
    /// `from` paths, in the model before the stage), then inserts and move destinations arrive at
    /// their `to` paths in ascending order; reloads must name the item at their path.
    func apply(_ stage: SceneChangeset.Stage, to model: inout [(id: String, items: [String])]) {
        for c in stage.sections {
            for r in c.reloaded {
                let p = r.from!
                #expect(model[p.section].items[p.item] == r.item, "reloaded \(r.text) names the item at its path")
            }
        }
        let leaving = stage.sections.flatMap { $0.deleted + $0.moved }
        for c in leaving.sorted(by: { ($0.from!.section, $0.from!.item) > ($1.from!.section, $1.from!.item) }) {
            #expect(model[c.from!.section].items[c.from!.item] == c.item, "\(c.text): the item is at its source path")
            model[c.from!.section].items.remove(at: c.from!.item)
        }
        let arriving = stage.sections.flatMap { $0.inserted + $0.moved }
        for c in arriving.sorted(by: { ($0.to!.section, $0.to!.item) < ($1.to!.section, $1.to!.item) }) {
            model[c.to!.section].items.insert(c.item, at: c.to!.item)
        }
    }

    func sections(_ scene: Scene) -> [(id: String, items: [String])] {
        scene.snapshot.sectionModels.map { ($0.identifier, $0.items) }
    }

    @Test func replayingTheFeedsChangesetStageByStageReachesTheNextProjection() throws {
        let c = SceneChangeset(before: before, after: after)
        let replayed = try c.replayed()
        #expect(replayed == after.snapshot.sectionModels, "Diffable's replay of every stage")
        let stages = try #require(c.stages())
        #expect(stages.count == c.staged.stages.count && stages.count > 1, "a staged changeset: \(c)")
        var model = sections(before)
        for stage in stages { apply(stage, to: &model) }
        #expect(model.map(\.id) == sections(after).map(\.id))
        #expect(model.map(\.items) == sections(after).map(\.items), "the printed paths, applied by hand, give the after snapshot")
    }

    @Test func theChangesetNamesExactlyTheChangedItems() throws {
        let c = SceneChangeset(before: before, after: after)
        let stages = try #require(c.stages())
        let all = stages.flatMap(\.sections)
        let oldIDs = Set(before.snapshot.itemIdentifiers), newIDs = Set(after.snapshot.itemIdentifiers)
        // What changed, found from the two scenes without the changeset.
        let changedContent = newIDs.intersection(oldIDs).filter {
            before.items[$0]!.json!.value.serialized(pretty: false) != after.items[$0]!.json!.value.serialized(pretty: false)
        }
        #expect(Set(all.flatMap(\.inserted).map(\.item)) == newIDs.subtracting(oldIDs))
        #expect(Set(all.flatMap(\.deleted).map(\.item)) == oldIDs.subtracting(newIDs))
        #expect(Set(all.flatMap(\.reloaded).map(\.item)) == changedContent)
        #expect(Set(c.reloadedItems) == changedContent)
        // The projection the catalog describes: a document inserted, one deleted, one moved, one
        // renamed (reloaded), the folder count and the status section changed.
        #expect(newIDs.subtracting(oldIDs) == ["doc-contract"])
        #expect(oldIDs.subtracting(newIDs) == ["doc-notes", "status-retry"])
        #expect(all.flatMap(\.moved).map(\.item) == ["doc-deck"], "only the document that changed places relative to the others moves")
        #expect(changedContent == ["doc-minutes", "folder-invoices", "status-loading"])
        #expect(all.flatMap(\.moved).allSatisfy { $0.from!.section == 5 && $0.to!.section == 5 }, "moved within the documents section")
        #expect(stages.allSatisfy { $0.sectionChanges.isEmpty }, "the sections stay")
        let text = c.description
        for id in ["doc-contract", "doc-notes", "status-retry", "doc-deck", "doc-minutes", "folder-invoices", "status-loading"] {
            #expect(text.contains(id), "the text names \(id)")
        }
        for id in oldIDs.intersection(newIDs).subtracting(changedContent).subtracting(["doc-deck"]) {
            #expect(!text.contains(id + " "), "the text does not name \(id), which did not change")
        }
    }

    @Test func theJSONFormHoldsTheSameChanges() throws {
        let c = SceneChangeset(before: before, after: after)
        let json = c.json
        #expect(json["changeCount"]?.numberValue == Double(c.staged.changeCount))
        let stages = try #require(json["stages"]?.arrayValue)
        #expect(stages.count == c.staged.stages.count)
        let inserted = stages.flatMap { $0["items"]?.arrayValue ?? [] }.flatMap { $0["inserted"]?.arrayValue ?? [] }
        #expect(inserted.map { $0["item"]?.stringValue } == ["doc-contract"])
        #expect(inserted.first?["to"] == .array([.number(5), .number(0)]))
        #expect(json.serialized(pretty: true) == SceneChangeset(before: before, after: after).json.serialized(pretty: true), "stable")
    }

    // MARK: Goldens/scenes/feed

    @Test func goldensFeedHoldsTheCatalogsPairAndTheChangesetText() throws {
        let dir = sceneGoldensDirectory + "/feed"
        #expect(try FileIO.readText(dir + "/before.json") == ChangesetGolden.feedSceneJSON(after: false), "Goldens/scenes/feed/before.json is the feed now")
        #expect(try FileIO.readText(dir + "/after.json") == ChangesetGolden.feedSceneJSON(after: true), "Goldens/scenes/feed/after.json is its next projection")
        for name in ["before", "after"] { #expect(FileIO.exists(dir + "/\(name).png"), "\(name).png is recorded") }
        let outcome = ChangesetGolden.check(dir + "/changeset.txt")
        #expect(outcome.failure == nil, "\(outcome)")
        let expected = try FileIO.readText(dir + "/changeset.txt")
        #expect(expected == SceneChangeset(before: before, after: after).description + "\n", "the text is the catalog's changeset")
        #expect(ChangesetGolden.files(under: [sceneGoldensDirectory]) == [dir + "/changeset.txt"])
    }

    @Test func aChangesetGoldenThatNoLongerMatchesFailsNamingTheLine() throws {
        let dir = try temporaryDirectory("changeset-golden")
        defer { removeTemporaryDirectory(dir) }
        let feed = sceneGoldensDirectory + "/feed"
        for f in ["before.json", "after.json"] { try FileIO.writeAtomically(try FileIO.read(feed + "/" + f), to: dir + "/" + f) }
        let text = try FileIO.readText(feed + "/changeset.txt")
        try FileIO.writeAtomically(text.replacing("doc-contract", with: "doc-invoice"), to: dir + "/changeset.txt")
        let outcome = ChangesetGolden.check(dir + "/changeset.txt")
        let failure = try #require(outcome.failure)
        #expect(failure.contains("differs: expected") && failure.contains("doc-invoice") && failure.contains("doc-contract"), "\(failure)")
        // verify fails on it, and says which file (a copy of the golden folder, its images beside it).
        try FileIO.createDirectories(dir + "/feed")
        for f in ["before.json", "after.json", "before.png", "after.png"] {
            try FileIO.writeAtomically(try FileIO.read(feed + "/" + f), to: dir + "/feed/" + f)
        }
        try FileIO.writeAtomically(try FileIO.read(dir + "/changeset.txt"), to: dir + "/feed/changeset.txt")
        try FileIO.createDirectories(dir + "/gallery/images")
        for n in SampleImages.names {
            try FileIO.writeAtomically(try FileIO.read(sceneGoldensDirectory + "/gallery/images/\(n).png"), to: dir + "/gallery/images/\(n).png")
        }
        let r = try galley(["verify", dir + "/feed", "--artifacts", dir + "/artifacts"])
        #expect(r.status == 1, "\(r)")
        #expect(r.stdout.contains("FAIL  changeset \(dir)/feed/changeset.txt: line "), "\(r)")
        #expect(r.stdout.contains("ok    \(dir)/feed/before.json"), "the images still match: \(r)")
    }

    // MARK: The command

    @Test func theCommandPrintsTheGoldenTextAndWritesThePair() throws {
        let dir = try temporaryDirectory("changeset-cli")
        defer { removeTemporaryDirectory(dir) }
        let feed = sceneGoldensDirectory + "/feed"
        let r = try galley(["changeset", feed + "/before.json", feed + "/after.json", "--out", dir + "/out"])
        #expect(r.status == 0, "\(r)")
        #expect(r.stdout == (try FileIO.readText(feed + "/changeset.txt")))
        let written = try FileIO.list(dir + "/out")
        #expect(Set(written) == ["before.png", "after.png", "changeset.txt", "changeset.json"], "\(written)")
        #expect(try FileIO.readText(dir + "/out/changeset.txt") == r.stdout)
        for name in ["before", "after"] {
            let written = try PNG.decode(try FileIO.read(dir + "/out/\(name).png"))
            let golden = try PNG.decode(try FileIO.read(feed + "/\(name).png"))
            #expect(written == golden, "\(name).png has the golden's pixels")
        }
        let left = try FileIO.list(dir).sorted()
        #expect(left == ["out"], "no staging folder left: \(left)")
        let j = try galley(["changeset", feed + "/before.json", feed + "/after.json", "--json"])
        #expect(j.status == 0, "\(j)")
        #expect(j.stdout == (try FileIO.readText(dir + "/out/changeset.json")))
        let parsed = try JSONValue.parse(Array(j.stdout.utf8))
        #expect(parsed["changeCount"]?.numberValue == Double(SceneChangeset(before: before, after: after).staged.changeCount))
    }

    @Test func badInputIsATypedErrorNamingTheFileAndNothingIsWritten() throws {
        let dir = try temporaryDirectory("changeset-bad")
        defer { removeTemporaryDirectory(dir) }
        let feed = sceneGoldensDirectory + "/feed"
        var broken = try FileIO.readText(feed + "/after.json")
        broken = broken.replacing("\"kind\": \"documentRow\"", with: "\"kind\": \"documentRoww\"")
        try FileIO.writeAtomically(broken, to: dir + "/after.json")
        let bad = try galley(["changeset", feed + "/before.json", dir + "/after.json", "--out", dir + "/out"])
        #expect(bad.status == 2, "\(bad)")
        #expect(bad.stderr.contains("\(dir)/after.json") && bad.stderr.contains("sections[5].items[0]"), "file and JSON path: \(bad)")
        #expect(bad.stderr.contains("documentRoww"), "\(bad)")
        #expect(!FileIO.exists(dir + "/out"))
        try FileIO.writeAtomically("{\"version\": 2, \"sections\": [", to: dir + "/truncated.json")
        let syntax = try galley(["changeset", dir + "/truncated.json", feed + "/after.json"])
        #expect(syntax.status == 2 && syntax.stderr.contains("\(dir)/truncated.json"), "\(syntax)")

        let unwritable = try galley(["changeset", feed + "/before.json", feed + "/after.json", "--out", "/proc/galley-changeset"])
        #expect(unwritable.status == 2, "\(unwritable)")
        #expect(unwritable.stderr.contains("--out /proc/galley-changeset: cannot write there"), "\(unwritable)")
        #expect(unwritable.stdout.isEmpty, "nothing printed as if it had worked: \(unwritable)")

        try FileIO.writeAtomically("keep me", to: dir + "/file")
        let onFile = try galley(["changeset", feed + "/before.json", feed + "/after.json", "--out", dir + "/file"])
        #expect(onFile.status == 2 && onFile.stderr.contains("a file, not a folder"), "\(onFile)")
        #expect(try FileIO.readText(dir + "/file") == "keep me")

        let missing = try galley(["changeset", dir + "/nope.json", feed + "/after.json"])
        #expect(missing.status == 2 && missing.stderr.contains("no such file: \(dir)/nope.json"), "\(missing)")
        let one = try galley(["changeset", feed + "/before.json"])
        #expect(one.status == 2 && one.stderr.contains("expects two scene files"), "\(one)")
        let left = try FileIO.list(dir).sorted()
        #expect(left == ["after.json", "file", "truncated.json"], "nothing half-written: \(left)")
    }
}

extension JSONValue {
    fileprivate var numberValue: Double? { if case .number(let n) = self { return n }; return nil }
    fileprivate var stringValue: String? { if case .string(let s) = self { return s }; return nil }
    fileprivate var arrayValue: [JSONValue]? { if case .array(let a) = self { return a }; return nil }
}
