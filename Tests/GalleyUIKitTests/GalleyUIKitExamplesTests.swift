import Testing

#if canImport(UIKit)
    import UIKit
#else
    import GalleyUIKit
#endif

/// The GalleyUIKit catalog's examples, as code that compiles here (ReadmeExamplesTests'
/// `everyCatalogExampleIsCodeOfThisFile` reads this file beside its own).
@Suite struct GalleyUIKitExamplesTests {
    /// The landing page's import switch brings Foundation's geometry, as `import UIKit` does.
    @Test func theImportSwitchBringsFoundation() {
        let rect = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(rect.size == CGSize(width: 390, height: 844))
        #expect(IndexPath(item: 2, section: 1).item == 2)
    }
}
