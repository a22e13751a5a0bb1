import GalleyUIKit
import Testing

@Suite struct GalleyUIKitImportTests {
    /// `import GalleyUIKit` brings Foundation's geometry, as `import UIKit` does.
    @Test func foundationComesAlong() {
        let rect = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(rect.size == CGSize(width: 390, height: 844))
        #expect(IndexPath(item: 2, section: 1).item == 2)
    }
}
