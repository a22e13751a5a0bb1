import Geometry
import Testing

/// Diffable and Layout each had an `IndexPath`; Layout's could be made section-first
/// (`init(section:item:)`) and Diffable's could not. The one in Geometry keeps both spellings,
/// section-major order and the `[section, item]` description.
@Suite struct IndexPathTests {
    @Test func bothInitializersMakeTheSamePosition() {
        let a = IndexPath(item: 3, section: 1)
        let b = IndexPath(section: 1, item: 3)
        #expect(a == b)
        #expect(a.section == 1 && a.item == 3)
        #expect(Set([a, b]).count == 1)
    }

    @Test func ordersBySectionThenItem() {
        let paths = [
            IndexPath(section: 1, item: 0), IndexPath(section: 0, item: 5), IndexPath(section: 0, item: 2),
            IndexPath(section: 2, item: 0), IndexPath(section: 1, item: 7),
        ]
        #expect(paths.sorted().map(\.description) == ["[0, 2]", "[0, 5]", "[1, 0]", "[1, 7]", "[2, 0]"])
        #expect(IndexPath(section: 0, item: 99) < IndexPath(section: 1, item: 0))
        #expect(!(IndexPath(section: 1, item: 1) < IndexPath(section: 1, item: 1)))
    }
}
