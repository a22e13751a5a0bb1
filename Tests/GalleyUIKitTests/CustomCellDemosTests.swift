// Apple's "Implementing Modern Collection Views" layout demos, written with views (UILabel,
// UIImageView, layers and constraints) as the sample code writes them: TextCell, ListCell,
// BadgeSupplementaryView, SectionBackgroundDecorationView, nested groups and orthogonal
// sections. The view classes compile unchanged against UIKit behind the import switch.

import Foundation
import GalleyTesting
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import GalleyUIKit
#endif

extension UIColor {
    static var cornflowerBlue: UIColor { UIColor(red: 100.0 / 255.0, green: 149.0 / 255.0, blue: 237.0 / 255.0, alpha: 1.0) }
}

class TextCell: UICollectionViewCell {
    let label = UILabel()
    static let reuseIdentifier = "text-cell-reuse-identifier"

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }
    required init?(coder: NSCoder) {
        fatalError("not implemnted")
    }
}

extension TextCell {
    func configure() {
        label.translatesAutoresizingMaskIntoConstraints = false
        label.adjustsFontForContentSizeCategory = true
        contentView.addSubview(label)
        label.font = UIFont.preferredFont(forTextStyle: .caption1)
        let inset = CGFloat(10)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: inset),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -inset),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: inset),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -inset),
        ])
    }
}

class ListCell: UICollectionViewCell {
    static let reuseIdentifier = "list-cell-reuse-identifier"
    let label = UILabel()
    let accessoryImageView = UIImageView()
    let seperatorView = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }
    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}

extension ListCell {
    func configure() {
        seperatorView.translatesAutoresizingMaskIntoConstraints = false
        seperatorView.backgroundColor = .lightGray
        contentView.addSubview(seperatorView)

        label.translatesAutoresizingMaskIntoConstraints = false
        label.adjustsFontForContentSizeCategory = true
        label.font = UIFont.preferredFont(forTextStyle: .body)
        contentView.addSubview(label)

        accessoryImageView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(accessoryImageView)

        selectedBackgroundView = UIView()
        selectedBackgroundView?.backgroundColor = UIColor.lightGray.withAlphaComponent(0.3)

        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let chevronImageName = rtl ? "chevron.left" : "chevron.right"
        let chevronImage: UIImage?
        if #available(iOS 13, *) {
            chevronImage = UIImage(systemName: chevronImageName)
        } else {
            chevronImage = UIImage(named: chevronImageName)
        }
        accessoryImageView.image = chevronImage
        accessoryImageView.tintColor = UIColor.lightGray.withAlphaComponent(0.7)

        let inset = CGFloat(10)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: inset),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: inset),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -inset),
            label.trailingAnchor.constraint(equalTo: accessoryImageView.leadingAnchor, constant: -inset),

            accessoryImageView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            accessoryImageView.widthAnchor.constraint(equalToConstant: 13),
            accessoryImageView.heightAnchor.constraint(equalToConstant: 20),
            accessoryImageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -inset),

            seperatorView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: inset),
            seperatorView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            seperatorView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -inset),
            seperatorView.heightAnchor.constraint(equalToConstant: 0.5),
        ])
    }
}

class BadgeSupplementaryView: UICollectionReusableView {
    static let reuseIdentifier = "badge-reuse-identifier"
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }
    override var frame: CGRect {
        didSet {
            configureBorder()
        }
    }
    override var bounds: CGRect {
        didSet {
            configureBorder()
        }
    }
    required init?(coder: NSCoder) {
        fatalError("Not implemented")
    }
}

extension BadgeSupplementaryView {
    func configure() {
        label.translatesAutoresizingMaskIntoConstraints = false
        label.adjustsFontForContentSizeCategory = true
        addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: centerXAnchor),
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
        label.font = UIFont.preferredFont(forTextStyle: .body)
        label.textAlignment = .center
        label.textColor = .black
        backgroundColor = .green
        configureBorder()
    }
    func configureBorder() {
        let radius = bounds.width / 2.0
        layer.cornerRadius = radius
        layer.borderColor = UIColor.black.cgColor
        layer.borderWidth = 1.0
    }
}

class SectionBackgroundDecorationView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }
    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}

extension SectionBackgroundDecorationView {
    func configure() {
        backgroundColor = UIColor.lightGray.withAlphaComponent(0.5)
        layer.borderColor = UIColor.black.cgColor
        layer.borderWidth = 1
        layer.cornerRadius = 12
    }
}

class TitleSupplementaryView: UICollectionReusableView {
    let label = UILabel()
    static let reuseIdentifier = "title-supplementary-reuse-identifier"

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }
    required init?(coder: NSCoder) {
        fatalError()
    }
}

extension TitleSupplementaryView {
    func configure() {
        addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.adjustsFontForContentSizeCategory = true
        let inset = CGFloat(10)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -inset),
            label.topAnchor.constraint(equalTo: topAnchor, constant: inset),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -inset),
        ])
        label.font = UIFont.preferredFont(forTextStyle: .title3)
    }
}

/// Harness: a collection view of `layout` with `sections` × `items` integers, cells from `cell`.
@MainActor
func demoCollectionView(
    layout: UICollectionViewLayout, sections: Int, items: Int, height: CGFloat = 600,
    traits: UITraitCollection? = nil,
    register: (UICollectionView) -> Void,
    cell: @escaping (UICollectionView, IndexPath, Int) -> UICollectionViewCell,
    supplementary: ((UICollectionView, String, IndexPath) -> UICollectionReusableView?)? = nil
) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: height), collectionViewLayout: layout)
    collectionView.backgroundColor = .systemBackground
    if let traits { collectionView.hostTraits = traits }
    register(collectionView)
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { cv, indexPath, identifier in
        cell(cv, indexPath, identifier)
    }
    if let supplementary {
        dataSource.supplementaryViewProvider = { cv, kind, indexPath in supplementary(cv, kind, indexPath) }
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    var next = 0
    for s in 0..<sections {
        snapshot.appendSections([s])
        snapshot.appendItems(Array(next..<next + items))
        next += items
    }
    dataSource.apply(snapshot, animatingDifferences: false)
    return (collectionView, dataSource)
}

@MainActor
struct CustomCellDemosTests {
    /// Apple's "Grid": TextCells in a fifth-width square grid, blue with a black border.
    @Test func gridOfTextCells() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (cv, ds) = demoCollectionView(
            layout: layout, sections: 1, items: 40, height: 320,
            register: { $0.register(TextCell.self, forCellWithReuseIdentifier: TextCell.reuseIdentifier) },
            cell: { cv, indexPath, identifier in
                guard let cell = cv.dequeueReusableCell(withReuseIdentifier: TextCell.reuseIdentifier, for: indexPath) as? TextCell else {
                    fatalError("Cannot create new cell")
                }
                cell.label.text = "\(identifier)"
                cell.contentView.backgroundColor = .cornflowerBlue
                cell.layer.borderColor = UIColor.black.cgColor
                cell.layer.borderWidth = 1
                cell.label.textAlignment = .center
                cell.label.font = UIFont.preferredFont(forTextStyle: .title1)
                return cell
            })
        withExtendedLifetime(ds) { assertSnapshot(of: cv, as: .image, named: "grid") }
    }

    /// Apple's "List": self-sizing ListCells (label, chevron, separator) at the estimate 44.
    @Test func listOfListCells() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (cv, ds) = demoCollectionView(
            layout: layout, sections: 1, items: 12, height: 480,
            register: { $0.register(ListCell.self, forCellWithReuseIdentifier: ListCell.reuseIdentifier) },
            cell: { cv, indexPath, identifier in
                let cell = cv.dequeueReusableCell(withReuseIdentifier: ListCell.reuseIdentifier, for: indexPath) as! ListCell
                cell.label.text = identifier == 3 ? "\(identifier): a longer row whose label wraps onto a second line here" : "\(identifier)"
                cell.label.numberOfLines = 0
                return cell
            })
        cv.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        withExtendedLifetime(ds) { assertSnapshot(of: cv, as: .image, named: "list") }
    }
}

extension CustomCellDemosTests {
    static let sectionBackgroundKind = "section-background-element-kind"
    static let titleKind = "title-element-kind"
    static let badgeKind = "badge-element-kind"

    /// A TextCell as the nested-groups and orthogonal demos style it.
    static func roundedTextCell(_ cv: UICollectionView, _ indexPath: IndexPath, text: String? = nil) -> UICollectionViewCell {
        guard let cell = cv.dequeueReusableCell(withReuseIdentifier: TextCell.reuseIdentifier, for: indexPath) as? TextCell else {
            fatalError("Cannot create new cell")
        }
        cell.label.text = text ?? "\(indexPath.section), \(indexPath.item)"
        cell.contentView.backgroundColor = .cornflowerBlue
        cell.contentView.layer.borderColor = UIColor.black.cgColor
        cell.contentView.layer.borderWidth = 1
        cell.contentView.layer.cornerRadius = 8
        cell.label.textAlignment = .center
        cell.label.font = UIFont.preferredFont(forTextStyle: .title1)
        return cell
    }

    /// Apple's "Nested Groups": a 70 % item beside a vertical pair, per group.
    @Test func nestedGroups() {
        let layout = UICollectionViewCompositionalLayout {
            (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            let leadingItem = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
            leadingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let trailingItem = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.3)))
            trailingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let trailingGroup = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
                subitem: trailingItem, count: 2)
            let nestedGroup = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.4)),
                subitems: [leadingItem, trailingGroup])
            return NSCollectionLayoutSection(group: nestedGroup)
        }
        let (cv, ds) = demoCollectionView(
            layout: layout, sections: 1, items: 9, height: 640,
            register: { $0.register(TextCell.self, forCellWithReuseIdentifier: TextCell.reuseIdentifier) },
            cell: { cv, indexPath, _ in Self.roundedTextCell(cv, indexPath) })
        withExtendedLifetime(ds) { assertSnapshot(of: cv, as: .image, named: "nestedGroups") }
    }

    /// Apple's "Orthogonal Sections": the nested group scrolling sideways, each section with a
    /// TitleSupplementaryView header.
    @Test func orthogonalSections() {
        let layout = UICollectionViewCompositionalLayout {
            (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            let leadingItem = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
            leadingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let trailingItem = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.3)))
            trailingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let trailingGroup = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
                subitem: trailingItem, count: 2)
            let containerGroup = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .fractionalHeight(0.4)),
                subitems: [leadingItem, trailingGroup])
            let section = NSCollectionLayoutSection(group: containerGroup)
            section.orthogonalScrollingBehavior = .continuous
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
                elementKind: Self.titleKind, alignment: .top)
            section.boundarySupplementaryItems = [header]
            return section
        }
        let (cv, ds) = demoCollectionView(
            layout: layout, sections: 2, items: 6, height: 640,
            register: {
                $0.register(TextCell.self, forCellWithReuseIdentifier: TextCell.reuseIdentifier)
                $0.register(
                    TitleSupplementaryView.self, forSupplementaryViewOfKind: Self.titleKind, withReuseIdentifier: TitleSupplementaryView.reuseIdentifier)
            },
            cell: { cv, indexPath, _ in Self.roundedTextCell(cv, indexPath) },
            supplementary: { cv, kind, indexPath in
                let view = cv.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: TitleSupplementaryView.reuseIdentifier, for: indexPath)
                (view as? TitleSupplementaryView)?.label.text = "Section \(indexPath.section)"
                return view
            })
        withExtendedLifetime(ds) { assertSnapshot(of: cv, as: .image, named: "orthogonalSections") }
    }

    /// The section of Apple's "Section Background Decoration" demo, as Apple writes it: 44 pt rows
    /// 5 pt apart on a background decoration inset 5 pt inside the section's 10 pt insets.
    static func sectionOnABackgroundDecoration() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let sectionBackgroundDecoration = NSCollectionLayoutDecorationItem.background(elementKind: Self.sectionBackgroundKind)
        sectionBackgroundDecoration.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [sectionBackgroundDecoration]
        return section
    }

    /// Apple's "Section Background Decoration": ListCells on a rounded section background, and
    /// a BadgeSupplementaryView anchored to each section's top trailing corner.
    @Test func sectionBackgroundAndBadge() {
        let section = Self.sectionOnABackgroundDecoration()
        let badge = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(28), heightDimension: .absolute(28)),
            elementKind: Self.badgeKind, alignment: .topTrailing, absoluteOffset: CGPoint(x: -8, y: 8))
        badge.extendsBoundary = false
        section.boundarySupplementaryItems = [badge]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(SectionBackgroundDecorationView.self, forDecorationViewOfKind: Self.sectionBackgroundKind)
        let (cv, ds) = demoCollectionView(
            layout: layout, sections: 2, items: 4, height: 520,
            register: {
                $0.register(ListCell.self, forCellWithReuseIdentifier: ListCell.reuseIdentifier)
                $0.register(
                    BadgeSupplementaryView.self, forSupplementaryViewOfKind: Self.badgeKind, withReuseIdentifier: BadgeSupplementaryView.reuseIdentifier)
            },
            cell: { cv, indexPath, _ in
                let cell = cv.dequeueReusableCell(withReuseIdentifier: ListCell.reuseIdentifier, for: indexPath) as! ListCell
                cell.label.text = "\(indexPath.section),\(indexPath.item)"
                return cell
            },
            supplementary: { cv, kind, indexPath in
                let view = cv.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: BadgeSupplementaryView.reuseIdentifier, for: indexPath)
                (view as? BadgeSupplementaryView)?.label.text = "\(indexPath.section + 3)"
                return view
            })
        withExtendedLifetime(ds) { assertSnapshot(of: cv, as: .image, named: "sectionBackgroundAndBadge") }
    }
}

/// Apple's "Item Badges" model: a title and a badge count (0 hides the badge).
struct BadgedItem: Hashable {
    let title: String
    let badgeCount: Int
}

extension CustomCellDemosTests {
    /// Apple's "Item Badges" as the sample writes it: a badge supplementary item anchored to
    /// each item's top trailing corner with a fractional offset, asked for with the item's
    /// index path and hidden when the item's badge count is 0.
    @Test func itemBadges() throws {
        let badgeKind = "badge-element-kind"
        let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badgeSize = NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: badgeSize, elementKind: badgeKind, containerAnchor: badgeAnchor)
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        let layout = UICollectionViewCompositionalLayout(section: section)

        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 360), collectionViewLayout: layout)
        cv.backgroundColor = .systemBackground
        cv.register(TextCell.self, forCellWithReuseIdentifier: TextCell.reuseIdentifier)
        cv.register(BadgeSupplementaryView.self, forSupplementaryViewOfKind: badgeKind, withReuseIdentifier: BadgeSupplementaryView.reuseIdentifier)
        let dataSource = UICollectionViewDiffableDataSource<Int, BadgedItem>(collectionView: cv) { cv, indexPath, model in
            Self.roundedTextCell(cv, indexPath, text: model.title)
        }
        var asked: [IndexPath] = []
        dataSource.supplementaryViewProvider = { [unowned dataSource] cv, kind, indexPath in
            asked.append(indexPath)
            guard let model = dataSource.itemIdentifier(for: indexPath) else { return nil }
            let hasBadgeCount = model.badgeCount > 0
            guard
                let badgeView = cv.dequeueReusableSupplementaryView(
                    ofKind: kind, withReuseIdentifier: BadgeSupplementaryView.reuseIdentifier, for: indexPath) as? BadgeSupplementaryView
            else { fatalError("Cannot create new supplementary") }
            badgeView.label.text = "\(model.badgeCount)"
            badgeView.isHidden = !hasBadgeCount
            return badgeView
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, BadgedItem>()
        snapshot.appendSections([0])
        snapshot.appendItems((0..<100).map { BadgedItem(title: "\($0)", badgeCount: $0 % 3) })
        dataSource.apply(snapshot, animatingDifferences: false)

        let rendered = try cv.galleyRender()
        // Asked per visible item, with the item's index path (again at each layout pass, as
        // boundary supplementaries are).
        let visible = cv.indexPathsForVisibleItems.sorted()
        #expect(visible.count >= 16)
        #expect(Set(asked) == Set(visible), "asked \(asked.sorted()), visible \(visible)")
        for indexPath in visible {
            let view = try #require(cv.supplementaryView(forElementKind: badgeKind, at: indexPath) as? BadgeSupplementaryView)
            #expect(view.label.text == "\(indexPath.item % 3)")
            // Anchored at the cell's top trailing corner, moved 0.3 of its size out.
            let cellFrame = try #require(cv.layoutAttributesForItem(at: indexPath)?.frame)
            let frame = try #require(cv.layoutAttributesForSupplementaryElement(ofKind: badgeKind, at: indexPath)?.frame)
            #expect(abs(frame.minX - (cellFrame.maxX - 20 + 6)) < 0.01 && abs(frame.minY - (cellFrame.minY - 6)) < 0.01, "\(frame) \(cellFrame)")
            #expect(frame.size == CGSize(width: 20, height: 20))
            // A badge draws (green) where the count is not 0; hidden ones draw nothing.
            guard frame.maxY < 360 else { continue }
            let c = renderedColor(rendered, atX: frame.midX - 6, y: frame.midY + 3)
            let isGreen = c.g > 200 && c.r < 60 && c.b < 60
            #expect(isGreen == (indexPath.item % 3 != 0), "item \(indexPath.item): \(c)")
        }
        #expect(!rendered.diagnostics.contains { $0.contains("no content for supplementary") }, "\(rendered.diagnostics)")
        withExtendedLifetime(dataSource) { assertSnapshot(of: cv, as: .image, named: "itemBadges") }
    }

    /// The section background decoration draws its whole view: the border and corner radius
    /// Apple's `SectionBackgroundDecorationView` sets on its layer.
    @Test func sectionBackgroundDecorationDrawsItsBorder() throws {
        let section = Self.sectionOnABackgroundDecoration()
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(SectionBackgroundDecorationView.self, forDecorationViewOfKind: Self.sectionBackgroundKind)
        let (cv, ds) = demoCollectionView(
            layout: layout, sections: 1, items: 3, height: 240,
            register: { $0.register(ListCell.self, forCellWithReuseIdentifier: ListCell.reuseIdentifier) },
            cell: { cv, indexPath, _ in
                let cell = cv.dequeueReusableCell(withReuseIdentifier: ListCell.reuseIdentifier, for: indexPath) as! ListCell
                cell.label.text = "\(indexPath.item)"
                return cell
            })
        let rendered = try withExtendedLifetime(ds) { try cv.galleyRender() }
        #expect(!rendered.diagnostics.contains { $0.contains("decoration") }, "\(rendered.diagnostics)")
        let f = try #require(renderedDecorationFrame(rendered, kind: Self.sectionBackgroundKind))
        // The black 1 pt border on the leading edge, the translucent gray fill inside it, and
        // nothing outside the rounded corner.
        let border = renderedColor(rendered, atX: f.minX + 0.5, y: f.midY)
        #expect(border.r < 60 && border.g < 60 && border.b < 60, "\(border)")
        let fill = renderedColor(rendered, atX: f.minX + 3, y: f.midY)
        #expect(fill.r > 150 && fill.r < 250, "\(fill)")
        let corner = renderedColor(rendered, atX: f.minX + 1, y: f.minY + 1)
        #expect(corner.r > 240, "\(corner)")
    }
}

/// A cell made with a zero frame whose required constraints only fit once it has a width: a
/// 44 pt image and a label between 16 pt margins (32 + 44 + 8 > 0).
final class ZeroFrameCell: UICollectionViewCell {
    static let reuseIdentifier = "zero-frame-cell"
    let icon = UIView()
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        icon.translatesAutoresizingMaskIntoConstraints = false
        icon.backgroundColor = .systemOrange
        label.translatesAutoresizingMaskIntoConstraints = false
        label.numberOfLines = 0
        contentView.addSubview(icon)
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            icon.widthAnchor.constraint(equalToConstant: 44),
            icon.heightAnchor.constraint(equalToConstant: 44),
            icon.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            icon.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -8),
            label.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
            label.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            label.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -8),
        ])
    }
    required init?(coder: NSCoder) { fatalError("not implemented") }
}

extension CustomCellDemosTests {
    /// A cell built in `init(frame: .zero)` with constraints that cannot hold at zero size
    /// measures and draws at its real width with no log UIKit would not print: UIKit sizes the
    /// cell (its encapsulated width and height) before any layout, so no pass runs at zero.
    @Test func cellsMadeWithAZeroFrameMeasureAndDrawWithoutLogs() throws {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        var made: [ZeroFrameCell] = []
        let (cv, ds) = demoCollectionView(
            layout: layout, sections: 1, items: 3, height: 400,
            register: { $0.register(ZeroFrameCell.self, forCellWithReuseIdentifier: ZeroFrameCell.reuseIdentifier) },
            cell: { cv, indexPath, identifier in
                let cell = cv.dequeueReusableCell(withReuseIdentifier: ZeroFrameCell.reuseIdentifier, for: indexPath) as! ZeroFrameCell
                // Dequeued cells start with a zero frame, as UIKit's.
                #expect(made.contains { $0 === cell } || cell.frame == .zero)
                made.append(cell)
                cell.label.text = identifier == 1 ? String(repeating: "A label that wraps over lines. ", count: 6) : "Row \(identifier)"
                return cell
            })
        let rendered = try withExtendedLifetime(ds) { try cv.galleyRender() }
        #expect(!rendered.diagnostics.contains { $0.contains("Unable to simultaneously satisfy") }, "\(rendered.diagnostics)")
        #expect(cv.visibleCells.count == 3)
        for case let cell as ZeroFrameCell in cv.visibleCells {
            cell.layoutIfNeeded()
            for v in [cell, cell.contentView, cell.icon, cell.label] as [UIView] { #expect(v.layoutDiagnostics.isEmpty, "\(v.layoutDiagnostics)") }
            #expect(cell.bounds.width == 390)
            #expect(cell.icon.frame == CGRect(x: 16, y: 8, width: 44, height: 44))
            #expect(cell.label.frame.minX == 68 && cell.label.frame.maxX <= 390 - 16 + 0.001)
            // Measured is drawn: the label's wrapped lines set the height of the long row.
            let expected = max(44, cell.label.frame.height) + 16
            #expect(abs(cell.bounds.height - expected) < 0.5, "\(cell.bounds) \(cell.label.frame)")
        }
        let long = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(long.bounds.height > 60)
    }
}
