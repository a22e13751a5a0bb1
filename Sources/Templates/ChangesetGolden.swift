import Galley
import Support

/// A changeset golden: a folder holding `before.json` and `after.json` (two projections of one
/// screen, each a scene golden with its PNG) and `changeset.txt`, what `galley changeset
/// before.json after.json` prints for them. `galley verify` and the tests check the text.
/// `Goldens/scenes/feed/` is the document feed's pair (its images from `../gallery/images/`).
public enum ChangesetGolden {
    /// The expected text's file name inside a changeset golden folder.
    public static let fileName = "changeset.txt"

    /// The traits of `Goldens/scenes/feed`: 390 pt at 2x, light, left to right, default text size.
    public static let feedTraits = Traits(width: 390, scale: 2)

    /// The scene text of the feed golden's `before` (the document feed) or `after` (its next
    /// projection): the catalog's scene with its images named from `Goldens/scenes/feed/`.
    public static func feedSceneJSON(after: Bool) -> String {
        let template = after ? ScreenCatalog.documentFeedNext : ScreenCatalog.documentFeed
        return template.sceneJSON(feedTraits).replacing("\"" + SampleImages.prefix, with: "\"../gallery/images/")
    }

    /// What a check of one folder found.
    public struct Outcome: Sendable, Equatable {
        /// The `changeset.txt` checked.
        public var path: String
        /// Nil when the text is what the changeset prints now; otherwise why not.
        public var failure: String?
    }

    /// Every `changeset.txt` under `roots` (directories), sorted.
    public static func files(under roots: [String]) -> [String] {
        roots.filter(FileIO.isDirectory).flatMap { (try? FileIO.walk($0, suffix: fileName)) ?? [] }
            .filter { $0.hasSuffix("/" + fileName) }.sorted()
    }

    /// Checks the `changeset.txt` at `path` against the changeset of `before.json` and `after.json`
    /// beside it (which must replay stage by stage to the after snapshot). Never writes.
    public static func check(_ path: String) -> Outcome {
        let dir = FileIO.parentDirectory(of: path)
        let expected: String
        do { expected = try FileIO.readText(path) } catch { return Outcome(path: path, failure: error.description) }
        let actual: String
        do throws(SceneError) {
            let c = SceneChangeset(before: try Scene.load(path: dir + "/before.json"), after: try Scene.load(path: dir + "/after.json"))
            do { _ = try c.replayed() } catch { return Outcome(path: path, failure: "the changeset does not replay: \(error)") }
            actual = c.description + "\n"
        } catch { return Outcome(path: path, failure: error.description) }
        guard actual != expected else { return Outcome(path: path, failure: nil) }
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false), e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line = Array(zip(a, e)).firstIndex { $0.0 != $0.1 } ?? min(a.count, e.count)
        return Outcome(
            path: path,
            failure: "line \(line + 1) differs: expected \"\(line < e.count ? String(e[line]) : "<end>")\", "
                + "the changeset prints \"\(line < a.count ? String(a[line]) : "<end>")\" (write it with `galley changeset "
                + "\(dir)/before.json \(dir)/after.json > \(path)` after looking at the PNGs)")
    }
}
