import Geometry
import Raster
import Support
import Typesetting

/// The content configuration of a layout family: a value with the family's design part and item
/// part. Its design part also carries the state looks and the state it was updated for
/// (`updated(for:)`), so a pressed or selected card restyles through the design hook, as a
/// UIKit configuration updated for a state does.
public struct FamilyConfiguration<F: LayoutFamily>: ContentConfiguration {
    public typealias View = FamilyContentView<F>
    public static var family: String { F.family }
    public var design: FamilyDesign<F.Design>
    public var item: F.Item

    /// A configuration in the normal state; `states` are the looks of the other states.
    public init(design: F.Design, item: F.Item, states: FamilyStateLook = FamilyStateLook.resolve(.default, environment: ContentEnvironment())) {
        self.design = FamilyDesign(family: design, states: states, state: .normal); self.item = item
    }

    /// A configuration decoded from a scene: its state looks come from the scene's design model.
    public init(design: F.Design, item: F.Item, context: ContentDecodingContext) {
        self.init(design: design, item: item, states: .resolve(context.design, environment: context.environment))
    }

    public func makeContentView(context: ContentContext) -> FamilyContentView<F> { FamilyContentView(context: context) }

    public static var statesDrawnByBackground: Bool { F.isRow }

    /// The family's declared elements, with the state's traits added (`selected`, `notEnabled`).
    public func accessibilityContent(state: CellConfigurationState) -> [AccessibilityContent] {
        F.accessibility(design: design.family, item: item).map { $0.adding(state: state) }
    }

    /// The configuration for `state`: highlighted and selected cards draw their state looks.
    public func updated(for state: CellConfigurationState) -> FamilyConfiguration<F> {
        var c = self
        c.design.state = state
        return c
    }
}
