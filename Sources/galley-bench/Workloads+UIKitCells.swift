import Foundation
import GalleyUIKit
import Support

// `uikit.cells.10k`: 10,000 self-sizing custom cells measured through Auto Layout, as a
// collection view's self-sizing measures them: five `UICollectionViewListCell` subclasses, each
// with an image view and two labels in a vertical `UIStackView` pinned to the content view's
// margins with anchors (kinds 1 and 3 add a trailing `UIButton`, kind 2 wraps its subtitle, kind
// 4 a larger image), one reusable sizing instance per class (as the seed's sizing view), fitted
// with `systemLayoutSizeFitting` at the width (required) and the compressed height (fitting
// level). `.cold`: every run new sizing cells and texts no run measured before (the labels'
// typesetter shapes each afresh); `.warm`: the same cells and texts again. `.solve`: the same
// cells with texts that do not change between items of a kind (each label measures from its own
// cache), so the time is the engine's alone. Run beside `content.measure.10k` (the same number of
// items through content configurations) and `autolayout.solve.*`.

@MainActor
final class BenchListCell: UICollectionViewListCell {
    let icon = UIImageView()
    let title = UILabel()
    let subtitle = UILabel()
    let stack = UIStackView()
    private(set) var button: UIButton?

    override init(frame: CGRect) { super.init(frame: frame) }

    required init?(coder: NSCoder) { nil }

    /// Builds the cell of `kind` (0 to 4).
    convenience init(kind: Int) {
        self.init(frame: CGRect(x: 0, y: 0, width: 358, height: 44))
        if kind % 2 == 1 { button = UIButton(configuration: .tinted()) }
        title.font = .preferredFont(forTextStyle: .headline)
        subtitle.font = .preferredFont(forTextStyle: .subheadline)
        subtitle.textColor = .secondaryLabel
        subtitle.numberOfLines = kind == 2 ? 0 : 1
        icon.image = UIImage(systemName: ["star.fill", "folder", "doc.text", "person.crop.circle", "photo"][kind % 5])
        icon.contentMode = .scaleAspectFit
        stack.axis = .vertical
        stack.spacing = 2
        stack.addArrangedSubview(title)
        stack.addArrangedSubview(subtitle)
        for v in [icon, stack] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(v)
        }
        let side: CGFloat = kind == 4 ? 60 : 32
        let margins = contentView.layoutMarginsGuide
        var constraints = [
            icon.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            icon.centerYAnchor.constraint(equalTo: margins.centerYAnchor),
            icon.widthAnchor.constraint(equalToConstant: side),
            icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
            icon.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
            stack.leadingAnchor.constraint(equalToSystemSpacingAfter: icon.trailingAnchor, multiplier: 1.5),
            stack.topAnchor.constraint(equalTo: margins.topAnchor),
            stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ]
        if let button {
            button.configuration?.title = "Open"
            button.translatesAutoresizingMaskIntoConstraints = false
            button.setContentCompressionResistancePriority(.required, for: .horizontal)
            contentView.addSubview(button)
            constraints += [
                button.leadingAnchor.constraint(equalToSystemSpacingAfter: stack.trailingAnchor, multiplier: 1),
                button.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                button.centerYAnchor.constraint(equalTo: margins.centerYAnchor),
            ]
        } else {
            constraints.append(stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor))
        }
        NSLayoutConstraint.activate(constraints)
    }
}

enum UIKitCellsBench {
    static let width: CGFloat = 358
    static let kinds = 5

    /// Item `i`'s texts, unique for `salt` (a run) when `unique`.
    static func texts(_ i: Int, salt: Int, unique: Bool) -> (String, String) {
        let words = ["Invoice", "Meeting notes", "Trip to Lisbon", "Quarterly report", "Groceries", "Reading list", "Photos from Sunday"]
        let details = [
            "Updated yesterday", "Shared with 3 people", "2 attachments · 1.2 MB",
            "A longer description that wraps onto a second line when the cell is narrow enough to need it", "Draft",
        ]
        let tag = unique ? " \(salt)-\(i)" : ""
        return (words[i % words.count] + tag, details[(i / 7) % details.count] + tag)
    }

    /// Fits every item into the sizing cells; the sum of the heights.
    @MainActor static func measureAll(_ cells: [BenchListCell], salt: Int, unique: Bool) -> CGFloat {
        var total: CGFloat = 0
        for i in 0..<10_000 {
            let cell = cells[i % kinds]
            let (t, s) = texts(i, salt: salt, unique: unique)
            cell.title.text = t
            cell.subtitle.text = s
            let size = cell.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            total += size.height
        }
        precondition(total.isFinite && total > 10_000 * 44 - 1)
        return total
    }

    @MainActor static func makeCells() -> [BenchListCell] { (0..<kinds).map { BenchListCell(kind: $0) } }
}

extension BenchWorkload {
    static func uikitCellsWorkloads() -> [BenchWorkload] {
        let extra = [("items", "10000"), ("kinds", "\(UIKitCellsBench.kinds)"), ("width", "358")]
        let runCounter = Locked(0)
        return [
            BenchWorkload(
                name: "uikit.cells.10k.cold", runs: 5,
                setUp: {
                    {
                        let salt = runCounter.withLock {
                            $0 += 1
                            return $0
                        }
                        MainActor.assumeIsolated { _ = UIKitCellsBench.measureAll(UIKitCellsBench.makeCells(), salt: salt, unique: true) }
                    }
                }, extra: extra),
            remeasured("uikit.cells.10k.warm", unique: true, extra: extra),
            remeasured(
                "uikit.cells.10k.solve", unique: false,
                extra: extra + [("stage", "\"the engine alone: texts repeat, every label measures from its cache\"")]),
        ]
    }

    /// The same 10,000 cells measured once untimed, then again per run.
    static func remeasured(_ name: String, unique: Bool, extra: [(String, String)]) -> BenchWorkload {
        BenchWorkload(
            name: name, runs: 10,
            setUp: {
                let cells = MainActor.assumeIsolated { UIKitCellsBench.makeCells() }
                MainActor.assumeIsolated { _ = UIKitCellsBench.measureAll(cells, salt: 0, unique: unique) }
                return { MainActor.assumeIsolated { _ = UIKitCellsBench.measureAll(cells, salt: 0, unique: unique) } }
            }, extra: extra)
    }
}
