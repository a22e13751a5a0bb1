import Galley
import Layout

// Where the collection view reads the configuration and layout values of uikit-values: every
// call into their package bridges is here, so adapting to them is local to this file.

extension UIListContentConfiguration: GalleyContentConvertible {
    package func galleyContent(in traits: UITraitCollection) -> AnyContentConfiguration {
        AnyContentConfiguration(galleyConfiguration(in: traits))
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
            c.item.accessories = list.accessories.map(\.galleyAccessory)
            c.item.indentationLevel = list.indentationLevel
            c.design.indentationWidth = Double(list.indentationWidth)
            configuration = AnyContentConfiguration(c)
        }
        var background = backgroundConfiguration?.galleyConfiguration(in: traits)
        if background == nil, let color = backgroundColor { background = BackgroundConfiguration(backgroundColor: color.galleyColor(in: traits)) }
        return ElementContent(configuration, background: background, state: state.galleyState)
    }
}

extension NSCollectionLayoutSection {
    /// The scene section layout for this section, and its list configuration when it is a list.
    var galleyListConfiguration: ListConfiguration? { galleyList }
}
