import Geometry
import Raster
import Support
import Typesetting

/// A layout family's design part: the family's own design, the resolved state looks, and the
/// state being drawn.
public struct FamilyDesign<Family: Hashable & Sendable>: Hashable, Sendable {
    public var family: Family
    public var states: FamilyStateLook
    public var state: CellConfigurationState
}
