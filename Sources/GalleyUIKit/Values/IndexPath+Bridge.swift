import Foundation
import Geometry

// UIKit's index paths are Foundation's (with UIKit's `item`, `row`, `section`:
// IndexPath+UIKit.swift); Galley's engine has its own (`Geometry.IndexPath`). These convert at
// the engine's edge, never trapping on an index path of fewer than two indexes.
extension Geometry.IndexPath {
    /// Foundation's index path (UIKit's) for Galley's.
    package var foundationIndexPath: Foundation.IndexPath { Foundation.IndexPath(indexes: [section, item]) }

    /// Galley's index path for Foundation's (a section and an item; missing indexes are 0).
    package init(_ indexPath: Foundation.IndexPath) {
        self.init(item: indexPath.count > 1 ? indexPath[1] : 0, section: indexPath.count > 0 ? indexPath[0] : 0)
    }
}

extension Foundation.IndexPath {
    /// The engine's index path.
    var galley: Geometry.IndexPath { Geometry.IndexPath(self) }
    init(_ path: Geometry.IndexPath) { self = path.foundationIndexPath }
}
