import Foundation
import Geometry

// UIKit's index paths are Foundation's, and UIKit adds `item`, `row`, `section` and their
// initialisers to Foundation's `IndexPath` (Foundation on Linux lacks them); so does this
// module. Galley's engine has its own (`Geometry.IndexPath`); these convert at its edge.

extension Foundation.IndexPath {
    /// An index path for an item in a section, as UIKit's.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// An index path for a row in a section, as UIKit's.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// The section index (the first index).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
    /// The item index (the second index).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
    /// The row index (the second index).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The engine's index path.
    var galley: Geometry.IndexPath { Geometry.IndexPath(item: self[1], section: self[0]) }
    init(_ path: Geometry.IndexPath) { self.init(indexes: [path.section, path.item]) }
}
