import Galley
import Layout

// Where the collection view reads uikit-values' configurations and layout types: every call
// into their package bridges is here.

extension UIListContentConfiguration: UIContentConfiguration, GalleyContentConvertible {
    /// A content view showing the configuration (the pipeline draws it).
    @MainActor public func makeContentView() -> any UIView & UIContentView { UIGalleyContentView(configuration: self) }

    package func galleyContent(in traits: UITraitCollection) -> AnyContentConfiguration {
        AnyContentConfiguration(listContentConfiguration(in: traits))
    }
}

extension UICollectionViewCell {
    /// What Galley draws for the cell: its content configuration (with a list cell's
    /// accessories and indentation), its background and its state.
    func galleyElementContent(in traits: UITraitCollection, notes: inout [String], place: String) -> ElementContent {
        let state = configurationState
        var configuration: AnyContentConfiguration
        if let c = contentConfiguration as? any GalleyContentConvertible {
            configuration = c.galleyContent(in: traits)
        } else {
            if let c = contentConfiguration {
                notes.append("\(place): content configuration \(type(of: c)) is not one Galley draws; the cell draws empty")
            } else {
                notes.append("\(place): \(type(of: self)) has no content configuration (views inside cells come with the next issue); the cell draws empty")
            }
            configuration = AnyContentConfiguration(ListContentConfiguration.variant(.cell, design: .default, environment: traits.contentEnvironment))
        }
        if let list = self as? UICollectionViewListCell, var c = configuration.base as? ListContentConfiguration {
            c.item.accessories = list.accessories.compactMap { $0.cellAccessory(isEditing: state.isEditing, expanded: state.isExpanded, traits: traits) }
            c.item.indentationLevel = list.indentationLevel
            c.design.indentationWidth = Double(list.indentationWidth)
            configuration = AnyContentConfiguration(c)
        }
        var background = backgroundConfiguration?.backgroundConfiguration(in: traits)
        if background == nil, let color = backgroundColor { background = BackgroundConfiguration(backgroundColor: color.galleyColor(in: traits)) }
        // A plain cell without a background configuration or colour draws none (a list cell
        // without one takes its list's, which the scene's section gives).
        if background == nil, !(self is UICollectionViewListCell) { background = BackgroundConfiguration(backgroundColor: nil) }
        return ElementContent(configuration, background: background, state: state.cellState)
    }
}

extension UICollectionViewCompositionalLayout {
    /// The section the provider gives for section `index` (nil when it returns nil).
    func galleyUIKitSection(at index: Int, size: CGSize, traits: UITraitCollection, contentOffset: CGPoint) -> NSCollectionLayoutSection? {
        uikitSection(at: index, environment: layoutEnvironment(size: size, traits: traits, contentOffset: contentOffset), traits: traits)
    }
}

extension NSCollectionLayoutSection {
    /// Layout's section in `traits` for section `index` of `itemCount` items, in a collection
    /// view of `size`.
    func galleySection(traits: UITraitCollection, size: CGSize, contentOffset: CGPoint, index: Int, itemCount: Int) -> LayoutSection {
        layoutSection(
            traits: traits, environment: layoutEnvironment(size: size, traits: traits, contentOffset: contentOffset), sectionIndex: index,
            itemCount: itemCount)
    }

    /// The list configuration of a section made by `list(using:layoutEnvironment:)`, nil for
    /// other sections.
    var galleyListConfiguration: ListConfiguration? { base.listConfiguration }
}
