import Diffable
import Galley
import Geometry

/// A three-row settings screen built in Swift (not JSON): the scene the snapshot suites
/// (list, XCTest, README) and the render tests draw.
public func settingsScene(direction: LayoutDirection = .leftToRight, appearance: ListStyle.Appearance = .insetGrouped) throws -> Scene {
    var snapshot = DiffableDataSourceSnapshot<String, String>()
    try snapshot.appendSections(["main", "more"])
    try snapshot.appendItems(["wifi", "bt"], toSection: "main")
    try snapshot.appendItems(["about"], toSection: "more")
    return Scene(
        traits: Traits(width: 390, scale: 3, layoutDirection: direction),
        list: ListStyle(appearance: appearance),
        snapshot: snapshot,
        sections: ["main": SectionContent(header: "Network"), "more": SectionContent(footer: "Version 1.0 (42)")],
        items: [
            "wifi": ListCellContent(text: "Wi-Fi", secondaryText: "Home"),
            "bt": ListCellContent(text: "Bluetooth", secondaryText: "On"),
            "about": ListCellContent(text: "About"),
        ])
}
