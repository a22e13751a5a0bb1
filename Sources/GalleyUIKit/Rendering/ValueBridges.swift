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

extension UICollectionReusableView {
    /// What Galley draws for a reusable view: a cell's content (see `UICollectionViewCell`), or
    /// for another reusable view its view tree. `owner` names it in owner paths (`cell 0-3`).
    func galleyReusableContent(in traits: UITraitCollection, notes: inout [String], place: String, owner: String) -> ElementContent {
        if superview == nil { hostTraits = traits }
        if let cell = self as? UICollectionViewCell { return cell.galleyElementContent(in: traits, notes: &notes, place: place, owner: owner) }
        return ElementContent(galleyViewTreeContent(ownerPrefix: owner), background: BackgroundConfiguration(backgroundColor: nil), state: .normal)
    }
}

extension UICollectionViewCell {
    /// What Galley draws for the cell: its content configuration (with a list cell's
    /// accessories and indentation), its background and its state; a cell without a Galley
    /// content configuration draws its view tree (content view, background views, layer).
    func galleyElementContent(in traits: UITraitCollection, notes: inout [String], place: String, owner: String) -> ElementContent {
        // The cell's views see the collection view's traits (direction, content size, style).
        if superview == nil { hostTraits = traits }
        let state = configurationState
        var configuration: AnyContentConfiguration
        guard let c = contentConfiguration as? any GalleyContentConvertible else {
            // The view tree: the cell's own layer (its backgroundColor included) is drawn with it.
            var background = backgroundConfiguration?.galleyBackground(in: traits, ownerPrefix: owner)
            if background == nil, !(self is UICollectionViewListCell) || backgroundColor != nil || backgroundView != nil {
                background = BackgroundConfiguration(backgroundColor: nil)
            }
            return ElementContent(galleyViewTreeContent(ownerPrefix: owner), background: background, state: state.cellState)
        }
        configuration = c.galleyContent(in: traits)
        if let list = self as? UICollectionViewListCell, var c = configuration.base as? ListContentConfiguration {
            c.item.accessories = list.accessories.compactMap {
                $0.galleyCellAccessory(isEditing: state.isEditing, expanded: state.isExpanded, traits: traits, ownerPrefix: owner)
            }
            c.item.indentationLevel = list.indentationLevel
            c.design.indentationWidth = Double(list.indentationWidth)
            configuration = AnyContentConfiguration(c)
        }
        var background = backgroundConfiguration?.galleyBackground(in: traits, ownerPrefix: owner)
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
