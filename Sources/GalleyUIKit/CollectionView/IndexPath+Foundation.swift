import Foundation
import Geometry

// UIKit's index paths are Foundation's (with UIKit's `item`, `row`, `section`:
// Values/IndexPath+UIKit.swift); Galley's engine has its own (`Geometry.IndexPath`). These
// convert at the engine's edge.
extension Foundation.IndexPath {
    /// The engine's index path.
    var galley: Geometry.IndexPath { Geometry.IndexPath(item: self[1], section: self[0]) }
    init(_ path: Geometry.IndexPath) { self.init(indexes: [path.section, path.item]) }
}
