import Foundation
import Geometry

extension Geometry.IndexPath {
    /// Foundation's index path (UIKit's) for Galley's.
    package var foundationIndexPath: Foundation.IndexPath { Foundation.IndexPath(indexes: [section, item]) }

    /// Galley's index path for Foundation's (a section and an item).
    package init(_ indexPath: Foundation.IndexPath) {
        self.init(item: indexPath.count > 1 ? indexPath[1] : 0, section: indexPath.count > 0 ? indexPath[0] : 0)
    }
}
