import Geometry
import Raster
import Support
import Typesetting

extension DesignModel {
    /// A text role resolved for the environment (`textProperties`), with `numberOfLines` replaced.
    func text(_ role: TextRole, _ environment: ContentEnvironment) -> TextProperties { textProperties(role, environment: environment) }
}
