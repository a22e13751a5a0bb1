import Geometry
import Layout

/// Layout workloads: 10,000 items in mixed sections (inset-grouped lists with headers, two-column
/// grids with measured heights, horizontally scrolling strips, a waterfall template), laid out
/// cold (fresh caches) and warm (one item reconfigured per pass), and a plain list with headers
/// of 10,000 and 100,000 rows.
extension BenchWorkload {
    /// The layout workloads. `measure` answers a text's height at a width (the lead passes the
    /// real text measurer); nil uses a cheap deterministic stand-in.
    static func layoutWorkloads(measure: ((_ text: String, _ width: Double) -> Double)? = nil) -> [BenchWorkload] {
        let measureText = measure ?? LayoutBench.standInTextHeight
        return [
            BenchWorkload(
                name: "layout.10k.cold", runs: 5,
                setUp: {
                    let bench = LayoutBench(itemCount: 10_000, mixed: true, measure: measureText)
                    return { _ = try bench.makeLayout().prepare(sections: bench.sections, environment: bench.environment, measurer: bench.measurer) }
                }, extra: [("items", "10000")]),
            BenchWorkload(
                name: "layout.10k.warm", runs: 20,
                setUp: {
                    var bench = LayoutBench(itemCount: 10_000, mixed: true, measure: measureText)
                    let layout = bench.makeLayout()
                    _ = try layout.prepare(sections: bench.sections, environment: bench.environment, measurer: bench.measurer)
                    var revision = 0
                    return {
                        // A warm relayout: one item reconfigured, everything else from the caches.
                        revision += 1
                        bench.sections[3].itemRevisions[bench.sections[3].itemIdentifiers[7]] = revision
                        _ = try layout.prepare(sections: bench.sections, environment: bench.environment, measurer: bench.measurer)
                    }
                }, extra: [("items", "10000")]),
            // The same list as layout.100k at a tenth of the size: the like-for-like baseline for
            // the linearity goal (layout.100k within 11x of it).
            BenchWorkload(
                name: "layout.10k.list", runs: 5,
                setUp: {
                    let bench = LayoutBench(itemCount: 10_000, mixed: false, measure: measureText)
                    return { _ = try bench.makeLayout().prepare(sections: bench.sections, environment: bench.environment, measurer: bench.measurer) }
                }, extra: [("items", "10000")]),
            BenchWorkload(
                name: "layout.100k", runs: 3,
                setUp: {
                    let bench = LayoutBench(itemCount: 100_000, mixed: false, measure: measureText)
                    return { _ = try bench.makeLayout().prepare(sections: bench.sections, environment: bench.environment, measurer: bench.measurer) }
                }, extra: [("items", "100000")]),
        ]
    }
}

/// The inputs of the layout workloads, built once per workload (untimed).
struct LayoutBench {
    var sections: [LayoutSectionContent]
    let environment = LayoutEnvironment(containerSize: Size(width: 390, height: 844), displayScale: 3)
    let measurer: LayoutMeasurer
    let mixed: Bool

    init(itemCount: Int, mixed: Bool, measure: @escaping (String, Double) -> Double) {
        self.mixed = mixed
        let perSection = mixed ? 250 : itemCount
        var texts: [[String]] = []
        var sections: [LayoutSectionContent] = []
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        let words = [
            "settings", "network", "와이파이", "brightness", "notifications", "privacy", "배터리", "general",
            "display", "accessibility", "wallpaper", "sounds", "focus", "screen", "time", "battery",
        ]
        var made = 0
        var s = 0
        while made < itemCount {
            let n = min(perSection, itemCount - made)
            var ids: [String] = []
            var sectionTexts: [String] = []
            ids.reserveCapacity(n)
            sectionTexts.reserveCapacity(n)
            for i in 0..<n {
                var text = ""
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                let wordCount = 2 + Int(seed >> 59)
                for w in 0..<wordCount {
                    if w > 0 { text += " " }
                    text += words[Int((seed >> UInt64(8 + 4 * w % 48)) & 15)]
                }
                sectionTexts.append(text)
                ids.append("s\(s).i\(i)")
            }
            sections.append(LayoutSectionContent(identifier: "s\(s)", itemIdentifiers: ids, hasHeader: true))
            texts.append(sectionTexts)
            made += n
            s += 1
        }
        self.sections = sections
        let table = texts
        measurer = LayoutMeasurer { element, proposal in
            // The content for an element is found by its position, as a data source would.
            let text: String
            switch element.category {
            case .cell: text = table[element.indexPath.section][element.indexPath.item]
            default: text = "Section \(element.indexPath.section)"
            }
            // Cell content: 11 pt vertical margins around the text, 16 pt horizontal.
            let height = measure(text, max(1, proposal.size.width - 32)) + 22
            return Size(width: proposal.size.width, height: height)
        }
    }

    /// A fresh layout (cold caches): lists, grids, strips and waterfalls in turn.
    func makeLayout() -> CompositionalLayout {
        if !mixed {
            var list = ListConfiguration(appearance: .plain)
            list.headerMode = .supplementary
            return .list(using: list)
        }
        return CompositionalLayout(sectionProvider: { index, _, environment in
            let header = LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(38)),
                elementKind: ElementKind.sectionHeader, alignment: .top)
            switch index % 4 {
            case 0:
                var list = ListConfiguration(appearance: .insetGrouped)
                list.headerMode = .supplementary
                return .list(using: list, layoutEnvironment: environment)
            case 1:
                let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(80)))
                var group = LayoutGroup.horizontal(
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(80)), subitems: [item])
                group.interItemSpacing = .fixed(0)
                var section = LayoutSection(group: group)
                section.contentInsets = DirectionalEdgeInsets(all: 8)
                section.boundarySupplementaryItems = [header]
                return section
            case 2:
                let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(120)))
                let group = LayoutGroup.vertical(
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.42), heightDimension: .estimated(120)), subitems: [item])
                var section = LayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPaging
                section.interGroupSpacing = 10
                section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                section.boundarySupplementaryItems = [header]
                return section
            default:
                var section = LayoutSection.template(VisualGridTemplate(columns: 2), layoutEnvironment: environment)
                section.boundarySupplementaryItems = [header]
                return section
            }
        })
    }

    /// A cheap deterministic text height: 6 pt per UTF-8 byte, 20.5 pt lines.
    static func standInTextHeight(_ text: String, _ width: Double) -> Double {
        let perLine = max(1, (width / 6).rounded(.down))
        return (Double(text.utf8.count) / perLine).rounded(.up) * 20.5
    }
}
