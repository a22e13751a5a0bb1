import Galley

/// A description of a view's content, like UIKit's `UIContentConfiguration`: it makes the
/// content view that shows it, and is updated for a state.
public protocol UIContentConfiguration {
    /// A new content view showing this configuration.
    @MainActor func makeContentView() -> any UIView & UIContentView
    /// This configuration updated for `state` (selected, highlighted, traits).
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration, like UIKit's `UIContentView`.
@MainActor public protocol UIContentView: AnyObject {
    /// The configuration shown.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (same type by default).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Whether the view can show `configuration`: by default, a configuration of the same type as the current one.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// What Galley draws for a content configuration: Content's configuration (any registered
/// family), measured by its sizing view. Configurations of Galley families and UIKit's list
/// content configuration conform; a configuration that does not is drawn as nothing, with a
/// diagnostic naming its type.
package protocol GalleyContentConvertible {
    /// The engine's configuration for this one, in `traits`.
    func galleyContent(in traits: UITraitCollection) -> AnyContentConfiguration
}

/// The content view Galley makes for a configuration: it holds the configuration; the drawing
/// is the pipeline's (the configuration's family draws it).
@MainActor public final class UIGalleyContentView: UIView, UIContentView {
    public var configuration: any UIContentConfiguration

    /// Creates a content view showing `configuration`.
    public init(configuration: any UIContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    /// Unavailable in Galley: there are no archives to decode; returns nil.
    public required init?(coder: NSCoder) { nil }
}
