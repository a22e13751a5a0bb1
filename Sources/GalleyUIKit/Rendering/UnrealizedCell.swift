import Content
import Geometry

/// The content of an item whose cell the collection view has not asked its data source for
/// (outside the visible rect): it measures at the layout's estimate and draws nothing, as
/// UIKit's layout keeps estimated attributes for the cells it has not realised.
struct UnrealizedCellConfiguration: ContentConfiguration {
    static let family = "galleyUIKit.unrealizedCell"
    /// The estimated height.
    var design: Double
    var item: Int { 0 }

    init(estimatedHeight: Double) { design = estimatedHeight }

    func makeContentView(context: ContentContext) -> UnrealizedCellView { UnrealizedCellView() }
}

/// Measures an unrealised cell at its estimate; draws nothing.
final class UnrealizedCellView: ContentView {
    typealias Configuration = UnrealizedCellConfiguration
    var lifecycle = ContentViewLifecycle<Double>()
    private var height = 44.0

    func applyDesign(_ design: Double, environment: ContentEnvironment) { height = design }
    func bind(_ item: Int) {}
    func layout(width: Double) throws(ContentError) -> ContentLayout {
        ContentLayout(size: Size(width: width, height: height), elements: [])
    }
}

extension NSCollectionLayoutSection {
    /// The height UIKit starts an unrealised item of this section from: its first item's
    /// estimated (or absolute) height, else the list row estimate, 44 pt.
    var estimatedItemHeight: Double {
        var group: NSCollectionLayoutGroup? = self.group
        while let g = group {
            guard let first = g.subitems.first else { break }
            if let nested = first as? NSCollectionLayoutGroup {
                group = nested
                continue
            }
            let d = first.layoutSize.heightDimension
            if d.isEstimated || d.isAbsolute || d.isUniformAcrossSiblings { return Double(d.dimension) }
            break
        }
        return 44
    }
}

extension NSCollectionLayoutSection {
    /// The estimated (or absolute) height of a boundary supplementary kind, else 44 pt.
    func estimatedHeight(ofSupplementary kind: String) -> Double {
        for item in boundarySupplementaryItems where UICollectionView.uikitKind(item.elementKind) == kind {
            let d = item.layoutSize.heightDimension
            if d.isEstimated || d.isAbsolute || d.isUniformAcrossSiblings { return Double(d.dimension) }
        }
        return 44
    }
}

extension NSCollectionLayoutSection {
    /// The estimated (or absolute) height of a supplementary kind anchored to items or
    /// groups, else 44 pt.
    func estimatedHeight(ofItemSupplementary kind: String) -> Double {
        var found: NSCollectionLayoutDimension?
        func visit(_ item: NSCollectionLayoutItem) {
            for s in item.supplementaryItems where found == nil && UICollectionView.uikitKind(s.elementKind) == kind { found = s.layoutSize.heightDimension }
            if found == nil, let group = item as? NSCollectionLayoutGroup { group.subitems.forEach(visit) }
        }
        if let group { visit(group) }
        if let d = found, d.isEstimated || d.isAbsolute || d.isUniformAcrossSiblings { return Double(d.dimension) }
        return 44
    }
}
