import Galley

/// A Galley family's content configuration as a `UIContentConfiguration`, so UIKit-style code
/// sets it on a cell as it sets a `UIListContentConfiguration`:
/// `cell.contentConfiguration = UIGalleyContentConfiguration(documentRow)`. The family's sizing
/// view measures the cell and its content view draws it, as in a scene.
public struct UIGalleyContentConfiguration<Base: ContentConfiguration>: UIContentConfiguration, GalleyContentConvertible, Hashable, Sendable {
    /// The family's configuration.
    public var base: Base

    /// Wraps a Galley family's configuration for a cell's `contentConfiguration`.
    public init(_ base: Base) { self.base = base }

    /// Makes the content view that holds this configuration; the pipeline draws it with the family's view.
    @MainActor public func makeContentView() -> any UIView & UIContentView { UIGalleyContentView(configuration: self) }

    /// The family's configuration updated for the state's selection, highlight, disabled and
    /// expanded states (the family's own state looks).
    public func updated(for state: any UIConfigurationState) -> Self {
        UIGalleyContentConfiguration(base.updated(for: state.galleyCellState))
    }

    package func galleyContent(in traits: UITraitCollection) -> AnyContentConfiguration { AnyContentConfiguration(base) }
}
