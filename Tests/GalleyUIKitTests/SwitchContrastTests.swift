// Non-text contrast of `UISwitch` tracks drawn in cells: a track the app tinted too light is a
// finding; UIKit's own green and gray tracks are the platform's look (WCAG 1.4.11's exception).

import Foundation
import Galley
import Testing

@testable import GalleyUIKit

/// Two switches on a white cell: one with a pale `onTintColor`, one with UIKit's default.
final class SwitchesCell: UICollectionViewCell {
    static let reuseIdentifier = "switches"
    let pale = UISwitch()
    let standard = UISwitch()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .white
        pale.isOn = true
        pale.onTintColor = UIColor(red: 0.9, green: 0.95, blue: 0.9, alpha: 1)
        standard.isOn = true
        for v in [pale, standard] { contentView.addSubview(v) }
    }
    required init?(coder: NSCoder) { fatalError() }

    override func layoutSubviews() {
        super.layoutSubviews()
        pale.frame.origin = CGPoint(x: 16, y: 20)
        standard.frame.origin = CGPoint(x: 100, y: 20)
    }
}

@MainActor @Suite struct SwitchContrastTests {
    @Test func aPaleSwitchTrackIsTheOneFinding() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(72)))
        let section = NSCollectionLayoutSection(
            group: .vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(72)), subitems: [item]))
        let (cv, ds) = demoCollectionView(
            layout: UICollectionViewCompositionalLayout(section: section), sections: 1, items: 1, height: 200,
            register: { $0.register(SwitchesCell.self, forCellWithReuseIdentifier: SwitchesCell.reuseIdentifier) },
            cell: { cv, indexPath, _ in cv.dequeueReusableCell(withReuseIdentifier: SwitchesCell.reuseIdentifier, for: indexPath) })
        let rendered = try withExtendedLifetime(ds) { try cv.galleyRender() }
        let findings = AccessibilityAudit.audit(rendered, screen: "switches").filter { $0.rule == .nonTextContrast }
        try #require(findings.count == 1, "\(findings)")
        #expect(findings[0].subject == "switch track" && findings[0].detail.contains("on #FFFFFF"), "\(findings[0])")
    }
}
