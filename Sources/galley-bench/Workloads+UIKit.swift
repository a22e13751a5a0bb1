import Foundation
import Galley
import GalleyUIKit
import Raster
import Support
import Templates

// `uikit.feed`: the seed's document feed written as an iOS engineer writes it — compositional
// sections from a section provider (a carousel, a grid and inset-grouped lists), cell
// registrations that set each item's family configuration (`UIGalleyContentConfiguration`), a
// diffable data source and its snapshot — taken from `apply` to PNG bytes through the same
// pipeline as `e2e.feed`. It is the same screen: the items are the feed scene's (390 pt @3x,
// full height), decoded as the app's data layer would hand them over, and `setUp` checks that
// its PNG is byte-for-byte `e2e.feed`'s before timing (`GALLEY_BENCH_MISMATCH_DIR=DIR` writes both
// images, layouts and display lists there when they differ). Each run starts from a cold renderer
// (fonts loaded once). The JSON line holds the medians of the UIKit side (`uikit_ms`: apply,
// section provider, cell providers, scene) and of the render (`render_ms`, `png_ms`).

/// The feed as UIKit-style code: a view controller's collection view, its layout, registrations
/// and diffable data source.
@MainActor
final class UIKitFeedScreen {
    struct Section {
        var id: String
        /// `carousel`, `grid` or `list`.
        var layout: String
        var clearBackground: Bool
        var showsSeparators: Bool
        var items: [String]
    }
    let sections: [Section]
    let configurations: [String: any UIContentConfiguration]
    let collectionView: UICollectionView
    var dataSource: UICollectionViewDiffableDataSource<String, String>!

    /// The feed's sections and items as the app's data layer hands them over (the feed scene's
    /// JSON), image paths under `imageDirectory`.
    init(sceneJSON: [UInt8], imageDirectory: String) throws {
        let traits = Traits(width: 390, scale: 3)
        let root = JSONReader(try JSONValue.parse(sceneJSON))
        var sections: [Section] = []
        var configurations: [String: any UIContentConfiguration] = [:]
        for s in try root.required("sections").elements() {
            let layout = try s.optional("layout")?.members().first?.key ?? "list"
            let clear = try s.optional("background")?.optional("color")?.string() == "clear"
            let separators = try s.optional("separators")?.optional("visible")?.bool() ?? true
            var ids: [String] = []
            for item in try s.required("items").elements() {
                let id = try item.required("id").string()
                let kind = try item.required("kind").string()
                // The item's fields, image paths made absolute (a render's images come from files).
                let fields: [(key: String, value: JSONValue)] = try item.members().compactMap { m in
                    guard m.key != "id", m.key != "kind" else { return nil }
                    if case .string(let path) = m.value, path.hasPrefix("../images/") {
                        return (m.key, .string(imageDirectory + "/" + path.dropFirst("../images/".count)))
                    }
                    return m
                }
                let context = ContentDecodingContext(design: .default, environment: traits.contentEnvironment, item: id)
                let content = try ContentRegistry.standard.decode(kind: kind, item: JSONReader(.object(fields)), context: context)
                func wrap<C: ContentConfiguration>(_ c: C) -> any UIContentConfiguration { UIGalleyContentConfiguration(c) }
                configurations[id] = wrap(content.configuration.base)
                ids.append(id)
            }
            sections.append(Section(id: try s.required("id").string(), layout: layout, clearBackground: clear, showsSeparators: separators, items: ids))
        }
        self.sections = sections
        self.configurations = configurations
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: UICollectionViewLayout())
        collectionView.collectionViewLayout = makeLayout()
        configureDataSource()
    }

    func makeLayout() -> UICollectionViewLayout {
        let sections = self.sections
        return UICollectionViewCompositionalLayout { index, environment in
            let section: NSCollectionLayoutSection
            switch sections[index].layout {
            case "carousel":
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(88)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .estimated(88)), subitems: [item])
                section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 12
                section.orthogonalScrollingBehavior = .continuous
            case "grid":
                // Two equal columns 12 pt apart (the group sizes its items: `subitem:count:`).
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(88)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(88)), subitem: item, count: 2)
                group.interItemSpacing = .fixed(12)
                section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 12
            default:
                var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                list.showsSeparators = sections[index].showsSeparators
                return NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
            }
            section.contentInsetsReference = .layoutMargins
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 16, trailing: 0)
            return section
        }
    }

    func configureDataSource() {
        let configurations = self.configurations
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, (id: String, clear: Bool)> { cell, _, item in
            cell.contentConfiguration = configurations[item.id]
            if item.clear { cell.backgroundConfiguration = .clear() }
        }
        let card = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, id in
            cell.contentConfiguration = configurations[id]
        }
        let sections = self.sections
        dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { cv, indexPath, id in
            let section = sections[indexPath.section]
            if section.layout == "list" {
                return cv.dequeueConfiguredReusableCell(using: row, for: indexPath, item: (id, section.clearBackground))
            }
            return cv.dequeueConfiguredReusableCell(using: card, for: indexPath, item: id)
        }
    }

    func apply() {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        for section in sections {
            snapshot.appendSections([section.id])
            snapshot.appendItems(section.items, toSection: section.id)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension BenchWorkload {
    static func uikitFeedWorkload(renderer: SceneRenderer) -> BenchWorkload {
        let samples = Locked<[[Double]]>([])
        let json = Array(ScreenCatalog.documentFeed.sceneJSON(Traits(width: 390, scale: 3)).utf8)
        return BenchWorkload(
            name: "uikit.feed", runs: 10,
            setUp: {
                samples.withLock { $0 = [] }
                // The scene's images, where e2e.feed stages them; the same screen, checked once.
                let dir = NSTemporaryDirectory() + "galley-bench-uikit-\(ProcessInfo.processInfo.processIdentifier)"
                try FileIO.createDirectories(dir + "/feed")
                try FileIO.createDirectories(dir + "/images")
                try FileIO.writeAtomically(try SampleImages.files().map { (path: dir + "/images/" + $0.name, bytes: $0.bytes) })
                let e2e = try renderer.render(try Scene(json: json, file: dir + "/feed/documentFeed.json"), baseDirectory: dir + "/feed")
                let expected = try PNG.encode(e2e.bitmap)
                let same = try MainActor.assumeIsolated {
                    let screen = try UIKitFeedScreen(sceneJSON: json, imageDirectory: dir + "/images")
                    screen.apply()
                    let r = try renderer.render(screen.collectionView.galleyScene(wholeContentHeight: true))
                    let got = try PNG.encode(r.bitmap)
                    if got != expected, let out = ProcessInfo.processInfo.environment["GALLEY_BENCH_MISMATCH_DIR"] {
                        try? FileIO.writeAtomically(got, to: out + "/uikit.feed.png")
                        try? FileIO.writeAtomically(expected, to: out + "/e2e.feed.png")
                        try? FileIO.writeAtomically(Array(e2e.layout.dump().utf8), to: out + "/e2e.layout.txt")
                        try? FileIO.writeAtomically(Array(r.layout.dump().utf8), to: out + "/uikit.layout.txt")
                        try? FileIO.writeAtomically(Array(e2e.displayList.jsonValue().serialized().utf8), to: out + "/e2e.list.json")
                        try? FileIO.writeAtomically(Array(r.displayList.jsonValue().serialized().utf8), to: out + "/uikit.list.json")
                    }
                    return got == expected
                }
                guard same else { throw UIKitFeedMismatch() }
                return {
                    try MainActor.assumeIsolated {
                        let t0 = Platform.monotonicNanoseconds()
                        let screen = try UIKitFeedScreen(sceneJSON: json, imageDirectory: dir + "/images")
                        screen.apply()
                        let scene = screen.collectionView.galleyScene(wholeContentHeight: true)
                        let t1 = Platform.monotonicNanoseconds()
                        let cold = SceneRenderer(fonts: renderer.fonts, pixelLimit: renderer.pixelLimit)
                        let rendered = try cold.render(scene)
                        let t2 = Platform.monotonicNanoseconds()
                        let png = try PNG.encode(rendered.bitmap)
                        let t3 = Platform.monotonicNanoseconds()
                        precondition(!png.isEmpty && rendered.bitmap.width == 1170 && screen.collectionView.recordedMisuses.isEmpty)
                        let ms = { (a: UInt64, b: UInt64) in Double(b - a) / 1e6 }
                        samples.withLock { $0.append([ms(t0, t1), ms(t1, t2), ms(t2, t3)]) }
                    }
                }
            }, extra: [("width", "390"), ("scale", "3")],
            measured: {
                let runs = Array(samples.withLock { $0 }.dropFirst())
                guard !runs.isEmpty else { return [] }
                func median(_ v: [Double]) -> Double {
                    let s = v.sorted()
                    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
                }
                return ["uikit_ms", "render_ms", "png_ms"].enumerated().map { i, k in (k, String(format: "%.3f", median(runs.map { $0[i] }))) }
            })
    }
}

/// `uikit.feed` drew a screen other than `e2e.feed`'s: the comparison would be meaningless.
struct UIKitFeedMismatch: Error, CustomStringConvertible {
    var description: String { "uikit.feed: the UIKit feed's PNG differs from e2e.feed's (the same screen written as UIKit-style code)" }
}
