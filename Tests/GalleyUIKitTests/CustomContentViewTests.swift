// The seed 003 pattern: a typed UIContentConfiguration (design part + item part) and its
// UIView & UIContentView, with a design hook that runs only when the design changes and an
// item binding that runs for every item, measured by one reusable sizing content view and
// drawn in cells; plus cells that override updateConfiguration(using:) and show background views.

import Foundation
import GalleyTesting
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import GalleyUIKit
#endif

struct ArticleDesign: Hashable {
    var titleFont: UIFont
    var accent: UIColor
    var cornerRadius: CGFloat
}

struct ArticleItem: Hashable {
    var title: String
    var summary: String?
    var isBookmarked: Bool
}

struct ArticleContentConfiguration: UIContentConfiguration, Hashable {
    var design: ArticleDesign
    var item: ArticleItem
    var isSelected = false

    func makeContentView() -> UIView & UIContentView { ArticleContentView(configuration: self) }

    func updated(for state: UIConfigurationState) -> ArticleContentConfiguration {
        var c = self
        if let cell = state as? UICellConfigurationState { c.isSelected = cell.isSelected }
        return c
    }
}

final class ArticleContentView: UIView, UIContentView {
    private let card = UIView()
    private let accentBar = UIView()
    private let titleLabel = UILabel()
    private let summaryLabel = UILabel()
    private let bookmark = UIImageView()
    private var appliedDesign: ArticleDesign?
    private(set) var designHookRuns = 0
    private(set) var itemBindings = 0

    var configuration: UIContentConfiguration {
        didSet { apply(configuration) }
    }

    init(configuration: ArticleContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        for v in [card, accentBar, titleLabel, summaryLabel, bookmark] { v.translatesAutoresizingMaskIntoConstraints = false }
        addSubview(card)
        card.addSubview(accentBar)
        card.addSubview(titleLabel)
        card.addSubview(summaryLabel)
        card.addSubview(bookmark)
        titleLabel.numberOfLines = 2
        summaryLabel.numberOfLines = 0
        summaryLabel.font = .preferredFont(forTextStyle: .subheadline)
        summaryLabel.textColor = .secondaryLabel
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            card.topAnchor.constraint(equalTo: topAnchor, constant: 6),
            card.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -6),
            accentBar.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            accentBar.topAnchor.constraint(equalTo: card.topAnchor),
            accentBar.bottomAnchor.constraint(equalTo: card.bottomAnchor),
            accentBar.widthAnchor.constraint(equalToConstant: 4),
            bookmark.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
            bookmark.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            bookmark.widthAnchor.constraint(equalToConstant: 20),
            bookmark.heightAnchor.constraint(equalToConstant: 20),
            titleLabel.leadingAnchor.constraint(equalTo: accentBar.trailingAnchor, constant: 12),
            titleLabel.trailingAnchor.constraint(equalTo: bookmark.leadingAnchor, constant: -8),
            titleLabel.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            summaryLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            summaryLabel.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
            summaryLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
            summaryLabel.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
        ])
        apply(configuration)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func apply(_ configuration: UIContentConfiguration) {
        guard let c = configuration as? ArticleContentConfiguration else { return }
        if appliedDesign != c.design {
            // The design hook: fonts, colors, shapes; never item data.
            designHookRuns += 1
            appliedDesign = c.design
            titleLabel.font = c.design.titleFont
            accentBar.backgroundColor = c.design.accent
            card.layer.cornerRadius = c.design.cornerRadius
            card.clipsToBounds = true
            bookmark.tintColor = c.design.accent
        }
        // Item binding: every conditional child is set in both states.
        itemBindings += 1
        titleLabel.text = c.item.title
        summaryLabel.text = c.item.summary
        summaryLabel.isHidden = c.item.summary == nil
        bookmark.image = UIImage(systemName: c.item.isBookmarked ? "bookmark.fill" : "bookmark")
        card.backgroundColor = c.isSelected ? c.design.accent.withAlphaComponent(0.15) : .secondarySystemBackground
    }
}

/// A cell that overrides `updateConfiguration(using:)` to restyle itself for its state, with a
/// background view and a selected background view.
final class StateCell: UICollectionViewCell {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundView = UIView()
        backgroundView?.backgroundColor = .systemGray6
        selectedBackgroundView = UIView()
        selectedBackgroundView?.backgroundColor = .systemYellow
        contentView.addSubview(label)
    }
    required init?(coder: NSCoder) { fatalError() }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds.insetBy(dx: 16, dy: 0)
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        label.font = state.isSelected ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
        label.textColor = state.isSelected ? .label : .secondaryLabel
    }
}

@MainActor
struct CustomContentViewTests {
    static let design = ArticleDesign(titleFont: .preferredFont(forTextStyle: .headline), accent: .systemOrange, cornerRadius: 10)
    static let items: [ArticleItem] = [
        ArticleItem(title: "Swift on Linux renders UIKit cells", summary: "Views inside cells, measured by the view that draws them.", isBookmarked: true),
        ArticleItem(title: "No summary here", summary: nil, isBookmarked: false),
        ArticleItem(
            title: "A headline long enough to wrap onto a second line and then stop",
            summary: "Two lines of title at most; the summary is as long as it needs.",
            isBookmarked: false),
    ]

    @Test func customContentConfigurationsDrawAndSelfSize() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60)))
        let section = NSCollectionLayoutSection(
            group: .vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60)), subitems: [item]))
        let (cv, ds) = demoCollectionView(
            layout: UICollectionViewCompositionalLayout(section: section), sections: 1, items: Self.items.count, height: 420,
            register: { $0.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "article") },
            cell: { cv, indexPath, identifier in
                let cell = cv.dequeueReusableCell(withReuseIdentifier: "article", for: indexPath)
                cell.contentConfiguration = ArticleContentConfiguration(design: Self.design, item: Self.items[identifier])
                return cell
            })
        cv.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        withExtendedLifetime(ds) { assertSnapshot(of: cv, as: .image, named: "articles") }

        // One reusable sizing content view measures each configuration at the cell width, as
        // the seed's layouts do; the drawn cells have exactly those heights.
        let sizing = ArticleContentView(configuration: ArticleContentConfiguration(design: Self.design, item: Self.items[0]))
        for (i, cell) in cv.visibleCells.enumerated() {
            sizing.configuration = ArticleContentConfiguration(design: Self.design, item: Self.items[i])
            let fitted = sizing.systemLayoutSizeFitting(
                CGSize(width: cell.bounds.width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            #expect(abs(fitted.height - cell.bounds.height) < 0.5, "item \(i): sized \(fitted.height), drawn \(cell.bounds.height)")
            #expect(cell.contentView is ArticleContentView)
        }
        #expect(sizing.designHookRuns == 1)
        #expect(sizing.itemBindings == 1 + Self.items.count)
    }

    @Test func updateConfigurationOverridesAndBackgroundViews() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let section = NSCollectionLayoutSection(
            group: .vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item]))
        section.interGroupSpacing = 1
        let (cv, ds) = demoCollectionView(
            layout: UICollectionViewCompositionalLayout(section: section), sections: 1, items: 3, height: 140,
            register: { $0.register(StateCell.self, forCellWithReuseIdentifier: "state") },
            cell: { cv, indexPath, identifier in
                let cell = cv.dequeueReusableCell(withReuseIdentifier: "state", for: indexPath) as! StateCell
                cell.label.text = "Row \(identifier)"
                return cell
            })
        cv.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        withExtendedLifetime(ds) { assertSnapshot(of: cv, as: .image, named: "states") }
        let cells = cv.visibleCells.compactMap { $0 as? StateCell }
        #expect(cells.count == 3)
        #expect(cells.map { $0.selectedBackgroundView?.isHidden } == [true, false, true])
        #expect(cells[1].label.font == .boldSystemFont(ofSize: 17))
    }
}
