import Geometry
import Raster
import Support
import Typesetting

/// `FamilyStatesElementDesign` resolved for an environment.
public struct FamilyStateLook: Hashable, Sendable {
    public var highlightColor: Color
    public var selectionColor: Color
    public var selectionWidth: Double
    public var disabledOpacity: Double
    public var disabledFadeColor: Color
    public var disabledRowFadeColor: Color

    public static func resolve(_ model: DesignModel, environment e: ContentEnvironment) -> FamilyStateLook {
        let d = model.elements.states, s = e.userInterfaceStyle
        return FamilyStateLook(
            highlightColor: model.resolvedColor(d.highlightColor, s), selectionColor: model.resolvedColor(d.selectionColor, s),
            selectionWidth: d.selectionWidth,
            disabledOpacity: d.disabledOpacity, disabledFadeColor: model.resolvedColor(d.disabledFadeColor, s),
            disabledRowFadeColor: model.resolvedColor(d.disabledRowFadeColor, s))
    }
}
