// Plain views as a list cell's custom accessory (`UICellAccessory.customView(configuration:)`)
// and as a background's `customView`: sized as UIKit sizes them, drawn with the cell.

import Galley
import GalleyTesting
import Geometry
import Raster
import Testing

@testable import GalleyUIKit

@MainActor
struct CustomAccessoryViewTests {
    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = UIColor(red: 0, green: 0.5, blue: 0, alpha: 1)
    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// A "NEW" tag label, a fixed-size square and a reserved-width one, beside a disclosure
    /// indicator; row 2 (in the middle) has a background custom view (a stripe view with a subview).
    func listView(direction: UITraitEnvironmentLayoutDirection = .leftToRight) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: layout)
        if direction == .rightToLeft { cv.hostTraits = UITraitCollection(layoutDirection: .rightToLeft) }
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            cell.contentConfiguration = content
            switch item {
            case 0:
                let tag = UILabel()
                tag.text = "NEW"
                tag.font = UIFont.preferredFont(forTextStyle: .caption1)
                tag.textColor = .white
                tag.backgroundColor = Self.red
                cell.accessories = [
                    .customView(configuration: UICellAccessory.CustomViewConfiguration(customView: tag, placement: .trailing())),
                    .disclosureIndicator(),
                ]
            case 1:
                let square = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
                square.backgroundColor = Self.blue
                square.layer.cornerRadius = 4
                cell.accessories = [
                    .customView(
                        configuration: UICellAccessory.CustomViewConfiguration(
                            customView: square, placement: .leading(), reservedLayoutWidth: .custom(60), maintainsFixedSize: true))
                ]
            default:
                var background = UIBackgroundConfiguration.listGroupedCell()
                let stripes = UIView()
                let bar = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 200))
                bar.backgroundColor = Self.green
                stripes.addSubview(bar)
                background.customView = stripes
                cell.backgroundConfiguration = background
            }
        }
        let ds = UICollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { cv, indexPath, item in
            cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0, 2, 1])
        ds.apply(snapshot, animatingDifferences: false)
        return (cv, ds)
    }

    static func fills(_ rendered: RenderedScene, _ color: UIColor) -> [Rect] {
        let c = color.galleyColor(in: UITraitCollection())
        return rendered.displayList.commands.compactMap {
            if case .fill(let shape, let fill) = $0, fill == c { return shape.rect }
            return nil
        }
    }

    @Test func plainViewsAsAccessoriesAndBackgroundsDraw() throws {
        let (cv, ds) = listView()
        let rendered = try withExtendedLifetime(ds) { try cv.galleyRender() }
        let row0 = try #require(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
        let row1 = try #require(cv.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame)
        let row2 = try #require(cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)

        // The tag: the label at its intrinsic size, in the trailing half of row 0, centred
        // vertically, and no placeholder outline.
        let tag = try #require(Self.fills(rendered, Self.red).first)
        let label = UILabel()
        label.text = "NEW"
        label.font = UIFont.preferredFont(forTextStyle: .caption1)
        let intrinsic = label.intrinsicContentSize
        #expect(abs(tag.width - Double(intrinsic.width)) < 0.5 && abs(tag.height - Double(intrinsic.height)) < 0.5, "\(tag) vs \(intrinsic)")
        #expect(tag.minX > Double(row0.midX) && tag.maxX < Double(row0.maxX) - 20, "\(tag) in \(row0)")
        #expect(abs(tag.midY - Double(row0.midY)) < 1, "\(tag) in \(row0)")
        #expect(!rendered.displayList.commands.contains { if case .stroke(_, 1, _) = $0 { return true } else { return false } })

        // The square keeps its 30 × 20 frame, centred in its 60 pt leading slot.
        let square = try #require(Self.fills(rendered, Self.blue).first)
        #expect(square.width == 30 && square.height == 20, "\(square)")
        #expect(square.minX >= Double(row1.minX) && square.maxX < Double(row1.midX), "\(square) in \(row1)")
        #expect(abs(square.midY - Double(row1.midY)) < 1)

        // The background's custom view: its subview drawn inside row 2's background, clipped
        // to the row's rounded shape (the bar is taller than the row).
        let bar = try #require(Self.fills(rendered, Self.green).first)
        #expect(abs(bar.minX - Double(row2.minX)) < 0.01 && abs(bar.minY - Double(row2.minY)) < 0.01 && bar.width == 8, "\(bar) in \(row2)")
        let c = renderedColor(rendered, atX: row2.minX + 4, y: row2.midY)
        #expect(c.g > 100 && c.r < 40 && c.b < 40, "\(c)")
        let below = renderedColor(rendered, atX: row2.minX + 4, y: row2.maxY + 4)
        #expect(!(below.g > 100 && below.r < 40), "\(below)")

        withExtendedLifetime(ds) { assertSnapshot(of: cv, as: .image, named: "customViewAccessoriesAndBackground") }
    }

    /// Right to left, the trailing tag sits in the left half, the leading square in the right.
    @Test func customAccessoriesMirrorRightToLeft() throws {
        let (cv, ds) = listView(direction: .rightToLeft)
        let rendered = try withExtendedLifetime(ds) { try cv.galleyRender() }
        let row0 = try #require(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
        let row1 = try #require(cv.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame)
        let tag = try #require(Self.fills(rendered, Self.red).first)
        #expect(tag.maxX < Double(row0.midX), "\(tag) in \(row0)")
        let square = try #require(Self.fills(rendered, Self.blue).first)
        #expect(square.minX > Double(row1.midX), "\(square) in \(row1)")
    }

    /// A hidden custom accessory draws nothing and takes no room.
    @Test func hiddenCustomAccessoryDrawsNothing() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let a = UICellAccessory.customView(configuration: UICellAccessory.CustomViewConfiguration(customView: v, placement: .trailing(), isHidden: true))
        #expect(a.galleyCellAccessory(isEditing: false, expanded: false, traits: UITraitCollection(), ownerPrefix: "cell") == nil)
        let shown = UICellAccessory.customView(
            configuration: UICellAccessory.CustomViewConfiguration(customView: v, placement: .trailing(displayed: .whenEditing)))
        #expect(shown.galleyCellAccessory(isEditing: false, expanded: false, traits: UITraitCollection(), ownerPrefix: "cell") == nil)
        #expect(shown.galleyCellAccessory(isEditing: true, expanded: false, traits: UITraitCollection(), ownerPrefix: "cell") != nil)
    }
}
