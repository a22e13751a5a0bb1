import Galley
import GalleyUIKit
import Testing
import Typesetting

@Suite struct UIListContentConfigurationTests {
    let traits = UITraitCollection.iPhoneDefault

    /// `valueCell()` bridges to Content's value-cell variant with UIKit's defaults, unchanged.
    @Test func valueCellBridgesToContentsVariant() {
        var c = UIListContentConfiguration.valueCell()
        c.text = "Wi-Fi"
        c.secondaryText = "Home"
        #expect(c.prefersSideBySideTextAndSecondaryText)
        #expect(c.textProperties.font == UIFont.preferredFont(forTextStyle: .body))
        #expect(c.textProperties.color == .label)
        var expected = ListContentConfiguration.valueCell(environment: traits.contentEnvironment)
        expected.text = "Wi-Fi"
        expected.secondaryText = "Home"
        #expect(c.listContentConfiguration(in: traits) == expected)
    }

    /// Every variant bridges to Content's variant of the same name.
    @Test func everyVariantBridges() {
        let pairs: [(UIListContentConfiguration, ListContentVariant)] = [
            (.cell(), .cell), (.subtitleCell(), .subtitleCell), (.valueCell(), .valueCell), (.plainHeader(), .header), (.plainFooter(), .footer),
            (.groupedHeader(), .groupedHeader), (.groupedFooter(), .groupedFooter), (.prominentInsetGroupedHeader(), .prominentInsetGroupedHeader),
            (.extraProminentInsetGroupedHeader(), .extraProminentInsetGroupedHeader), (.sidebarCell(), .sidebarCell),
            (.sidebarSubtitleCell(), .sidebarSubtitleCell), (.accompaniedSidebarCell(), .accompaniedSidebarCell), (.sidebarHeader(), .sidebarHeader),
            (.header(), .header), (.footer(), .footer),
        ]
        for (c, v) in pairs {
            #expect(c.listContentConfiguration(in: traits) == ListContentConfiguration.variant(v, environment: traits.contentEnvironment), "\(v)")
        }
    }

    /// Unchanged properties follow the traits the cell is drawn in (Dynamic Type, dark mode);
    /// changed ones keep the app's values.
    @Test func defaultsFollowTraitsAndChangesStick() {
        var c = UIListContentConfiguration.subtitleCell()
        let dark = UITraitCollection(traitsFrom: [
            traits, UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(preferredContentSizeCategory: .accessibilityLarge),
        ])
        #expect(c.listContentConfiguration(in: dark) == ListContentConfiguration.subtitleCell(environment: dark.contentEnvironment))
        c.textProperties.font = .systemFont(ofSize: 20, weight: .bold)
        c.textProperties.color = .systemRed
        c.textProperties.numberOfLines = 1
        c.textProperties.transform = .uppercase
        c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 30, bottom: 4, trailing: 30)
        c.imageToTextPadding = 6
        let g = c.listContentConfiguration(in: dark)
        #expect(g.textProperties.font == Font.system(size: 20, weight: .bold))
        #expect(g.textProperties.color == DesignModel.default.colors.color("systemRed", .dark))
        #expect(g.textProperties.numberOfLines == 1 && g.textProperties.transform == .uppercase)
        #expect(g.directionalLayoutMargins == DirectionalEdgeInsets(top: 4, leading: 30, bottom: 4, trailing: 30))
        #expect(g.imageToTextPadding == 6)
        // A text-style font adjusts to the drawing's category.
        c.secondaryTextProperties.font = .preferredFont(forTextStyle: .headline)
        #expect(c.listContentConfiguration(in: dark).secondaryTextProperties.font.size == TextStyle.headline.pointSize(for: .accessibilityLarge))
    }

    @Test func imagesAndTheirTint() throws {
        var c = UIListContentConfiguration.cell()
        c.image = UIImage(systemName: "star.fill")
        c.imageProperties.tintColor = .systemOrange
        let g = c.listContentConfiguration(in: traits)
        let image = try #require(g.image)
        #expect(image.isTemplate)
        #expect(g.imageProperties.tintColor == DesignModel.default.colors.color("systemOrange", .light))
        c.image = UIImage(systemName: "heart")?.withTintColor(.systemPink)
        #expect(c.listContentConfiguration(in: traits).imageProperties.tintColor == DesignModel.default.colors.color("systemPink", .light))
    }

    /// `updated(for:)` applies Content's state rules: a selected sidebar row turns white, a
    /// disabled row's text dims.
    @Test func updatedForState() {
        var state = UICellConfigurationState(traitCollection: traits)
        state.isSelected = true
        let selected = UIListContentConfiguration.sidebarCell().updated(for: state)
        #expect(selected.textProperties.color.galleyColor(in: traits) == .white)
        var disabled = UICellConfigurationState(traitCollection: traits)
        disabled.isDisabled = true
        let d = UIListContentConfiguration.cell().updated(for: disabled)
        #expect(d.listContentConfiguration(in: traits) == ListContentConfiguration.cell(environment: traits.contentEnvironment).updated(for: .disabled))
    }
}

@Suite struct UIBackgroundConfigurationTests {
    let traits = UITraitCollection.iPhoneDefault

    @Test func listBackgroundsBridge() {
        #expect(UIBackgroundConfiguration.listPlainCell().backgroundConfiguration(in: traits).backgroundColor == Color(hex: "#FFFFFF"))
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(UIBackgroundConfiguration.listGroupedCell().backgroundConfiguration(in: dark).backgroundColor == Color(hex: "#1C1C1E"))
        #expect(UIBackgroundConfiguration.clear().backgroundConfiguration(in: traits) == BackgroundConfiguration.clear.withContinuousCorners)
        var b = UIBackgroundConfiguration.listGroupedCell()
        b.cornerRadius = 12
        b.strokeColor = .separator
        b.strokeWidth = 1
        b.backgroundInsets = NSDirectionalEdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4)
        b.edgesAddingLayoutMarginsToBackgroundInsets = [.leading]
        let g = b.backgroundConfiguration(in: traits, layoutMargins: NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(g.cornerRadius == 12 && g.strokeWidth == 1 && g.strokeColor == DesignModel.default.colors.color("separator", .light))
        #expect(g.backgroundInsets == DirectionalEdgeInsets(top: 2, leading: 20, bottom: 2, trailing: 4))
    }

    @Test func selectedBackgrounds() {
        var state = UICellConfigurationState(traitCollection: traits)
        state.isSelected = true
        #expect(UIBackgroundConfiguration.listPlainCell().updated(for: state).backgroundColor == .systemGray4)
        #expect(UIBackgroundConfiguration.listSidebarCell().updated(for: state).backgroundColor == .tintColor)
        #expect(UIBackgroundConfiguration.listPlainCell().updated(for: UICellConfigurationState(traitCollection: traits)).backgroundColor == .systemBackground)
    }
}

@Suite struct UICellAccessoryTests {
    let traits = UITraitCollection.iPhoneDefault

    @Test func accessoriesBridgeByDisplayedState() {
        #expect(
            UICellAccessory.disclosureIndicator().cellAccessory(isEditing: false, traits: traits)
                == CellAccessory(.disclosureIndicator, reservedLayoutWidth: .standard))
        #expect(UICellAccessory.delete().cellAccessory(isEditing: false, traits: traits) == nil)
        #expect(UICellAccessory.delete().cellAccessory(isEditing: true, traits: traits)?.placement == .leading)
        #expect(UICellAccessory.checkmark(options: .init(isHidden: true)).cellAccessory(isEditing: false, traits: traits) == nil)
        #expect(
            UICellAccessory.label(text: "On", options: .init(tintColor: .systemGreen)).cellAccessory(isEditing: false, traits: traits)
                == CellAccessory(.label("On"), tintColor: DesignModel.default.colors.color("systemGreen", .light)))
        #expect(
            UICellAccessory.outlineDisclosure().cellAccessory(isEditing: false, expanded: true, traits: traits)?.kind == .outlineDisclosure(isExpanded: true))
        #expect(
            UICellAccessory.reorder(displayed: .always, options: .init(reservedLayoutWidth: .custom(40))).cellAccessory(isEditing: false, traits: traits)?
                .reservedLayoutWidth == .custom(40))
    }

    @Test func insertIsAPlaceholderWithOneDiagnostic() {
        let log = UIKitDiagnosticLog()
        UIKitDiagnosticLog.$current.withValue(log) {
            #expect(UICellAccessory.insert().cellAccessory(isEditing: true, traits: traits) != nil)
            _ = UICellAccessory.insert().cellAccessory(isEditing: true, traits: traits)
        }
        #expect(log.diagnostics.map(\.subject) == ["insert"])
    }
}

extension BackgroundConfiguration {
    var withContinuousCorners: BackgroundConfiguration {
        var b = self
        b.cornerCurve = .continuous
        return b
    }
}

@Suite struct UICellAccessoryFillTests {
    /// The delete control's `backgroundColor` is the color Content draws it in.
    @Test func deleteFill() {
        let traits = UITraitCollection.iPhoneDefault
        let a = UICellAccessory.delete(options: .init(backgroundColor: .systemOrange)).cellAccessory(isEditing: true, traits: traits)
        #expect(a?.tintColor == DesignModel.default.colors.color("systemOrange", .light))
        #expect(UICellAccessory.delete().cellAccessory(isEditing: true, traits: traits)?.tintColor == nil)
    }
}

@Suite struct UIBackgroundConfigurationAdaptiveTests {
    @Test func listCellAdaptsToTheListAppearance() {
        #expect(UIBackgroundConfiguration.listCell().resolved(forPlainList: true) == .listPlainCell())
        #expect(UIBackgroundConfiguration.listCell().resolved(forPlainList: false) == .listGroupedCell())
        #expect(UIBackgroundConfiguration.listHeader().resolved(forPlainList: true) == .listPlainHeaderFooter())
        #expect(UIBackgroundConfiguration.listFooter().resolved(forPlainList: false) == .listGroupedHeaderFooter())
    }
}
