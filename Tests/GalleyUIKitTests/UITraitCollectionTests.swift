import Galley
import GalleyUIKit
import Testing

@Suite struct UITraitCollectionTests {
    /// `init(traitsFrom:)` merges: later collections win for the traits they specify.
    @Test func traitsFromMergesInOrder() {
        let t = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(preferredContentSizeCategory: .extraLarge),
            UITraitCollection(userInterfaceStyle: .light), UITraitCollection(displayScale: 2),
        ])
        #expect(t.userInterfaceStyle == .light)
        #expect(t.preferredContentSizeCategory == .extraLarge)
        #expect(t.displayScale == 2)
        #expect(t.layoutDirection == .unspecified)
        #expect(t.containsTraits(in: UITraitCollection(displayScale: 2)))
        #expect(!t.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
    }

    @Test func contentSizeCategoriesOrderAndKnowAccessibility() {
        #expect(UIContentSizeCategory.large < .extraLarge)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.unspecified.isAccessibilityCategory)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    }

    /// The bridge to and from a scene's traits keeps every trait.
    @Test func bridgesToGalleyTraits() {
        let traits = Traits(width: 320, scale: 2, layoutDirection: .rightToLeft, userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityLarge)
        let t = UITraitCollection(traits: traits)
        #expect(t.userInterfaceStyle == .dark && t.layoutDirection == .rightToLeft && t.displayScale == 2)
        #expect(t.preferredContentSizeCategory == .accessibilityLarge && t.horizontalSizeClass == .compact)
        #expect(t.galleyTraits(width: 320, height: nil) == traits)
        #expect(UITraitCollection().galleyTraits(width: 390, height: 844) == Traits(width: 390, height: 844))
    }

    @Test func currentIsTaskLocal() {
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            #expect(UITraitCollection.current.userInterfaceStyle == .dark)
        }
    }

    @Test func insetsBridge() {
        let d = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(d.galleyInsets == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(NSDirectionalEdgeInsets(d.galleyInsets) == d)
        #expect(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4).galleyInsets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(NSDirectionalRectEdge.all == [.top, .leading, .bottom, .trailing])
        #expect(
            CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
                == CGRect(x: 10, y: 5, width: 80, height: 40))
    }
}
