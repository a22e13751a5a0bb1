import Content
import Galley
import GalleyTestSupport
import Golden
import GoldenDesignDiff
import GoldenReports
import Support
import Templates
import Testing

/// Accessibility findings in design diffs: a change that drops dark mode's secondary text below
/// 4.5:1 adds exactly its contrast findings, put down to the one key; the change back removes
/// them; `affected` predicts the audits a key can change.
@Suite struct DesignDiffAuditTests {
    /// Dark mode's secondary label from 60 % to 30 % white: on the dark rows (#1C1C1E) about 2.4:1.
    static let faint = ##"{"colors": {"secondaryLabel": {"dark": "#EBEBF54D"}}}"##

    static func diff(_ patch: String, reverse: Bool = false, screens: [DesignDiffScreen] = DesignDiffTests.screens) throws -> (DesignDiff.Result, JSONValue) {
        try withTemporaryDirectory("designdiff-audit") { dir in
            var (b, a) = try DesignDiffTests.designs(dir, patch)
            if reverse { swap(&a, &b) }
            var d = DesignDiff(renderer: try DesignDiffTests.renderer)
            d.jobs = 2
            let r = try d.run(screens, before: (b, try DesignModel.load(path: b)), after: (a, try DesignModel.load(path: a)), folder: dir + "/out")
            return (r, DesignDiffReport.json(r, before: "before.json", after: "after.json", shard: nil))
        }
    }

    /// The secondary texts of the dark list screens ("Home", "On" and the "General" header, in
    /// both directions) fall below 4.5:1: every finding is a contrast finding added on a dark
    /// screen and put down to `colors.secondaryLabel.dark` alone, with its ratio before (≥ 4.5)
    /// and after (< 4.5); the report has one line for the key, naming the screens.
    @Test func aSecondaryTextChangeBelowTheMinimumAddsItsContrastFindingsPerKey() throws {
        let (r, report) = try Self.diff(Self.faint)
        let findings = r.changed.flatMap { s in s.findings.map { (s.name, $0) } }
        try #require(!findings.isEmpty, "\(r.changed.map(\.name))")
        for (screen, f) in findings {
            #expect(screen.contains("dark"), "\(screen): \(f)")
            #expect(f.change == .added && f.finding.rule == .contrast && f.keys == ["colors.secondaryLabel.dark"], "\(screen): \(f)")
            #expect((f.ratioBefore ?? 0) >= 4.5 && (f.ratioAfter ?? 9) < 4.5, "\(screen): \(f)")
        }
        // The list's value texts, on both dark list screens.
        let list = findings.filter { $0.0.hasPrefix("list/") }
        #expect(Set(list.map(\.0)) == ["list/dark-ltr", "list/dark-rtl"])
        for screen in ["list/dark-ltr", "list/dark-rtl"] {
            let subjects = Set(list.filter { $0.0 == screen }.map(\.1.finding.subject))
            #expect(subjects == ["General", "Home", "On"], "\(screen): \(subjects)")
        }
        #expect(list.count == 6)
        #expect(list.filter { $0.1.kind == "valueCell" }.count == 4 && list.filter { $0.1.kind == "groupedHeader" }.count == 2)
        let screens = Set(findings.map(\.0))
        let lines = DesignDiffReport.array(report["findings"])
        try #require(lines.count == 1, "\(lines)")
        #expect(DesignDiffReport.str(lines[0]["key"]) == "colors.secondaryLabel.dark" && DesignDiffReport.str(lines[0]["rule"]) == "contrast")
        #expect(DesignDiffReport.str(lines[0]["change"]) == "added")
        #expect(lines[0]["screens"] == .number(Double(screens.count)) && lines[0]["findings"] == .number(Double(findings.count)))
        let line = DesignDiffReport.str(lines[0]["line"])
        #expect(line.hasPrefix(##"`colors.secondaryLabel.dark` "#EBEBF599" → "#EBEBF54D": contrast "##), "\(line)")
        #expect(line.contains("on \(screens.count) screens, \(findings.count) findings added"), "\(line)")
        #expect(DesignDiffReport.summary(report).hasSuffix("accessibility findings: \(findings.count) added, 0 removed"))
        let html = DesignDiffReport.html(report)
        #expect(html.contains("Accessibility findings by design change") && html.contains("data-key=\"colors.secondaryLabel.dark\" data-rule=\"contrast\""))
    }

    /// A section header ("Harbour lights": title3, bold, one line) at 240 pt: light and dark at
    /// the default text size, and one at AX3 itself (its Dynamic Type audit compares it with
    /// the default size instead).
    static let headerScreens: [DesignDiffScreen] = [("light", "large"), ("dark", "large"), ("light", "accessibilityExtraLarge")].map { style, size in
        DesignDiffScreen(name: "header/\(style)-\(size)", group: "header") { design in
            (
                #"{"version": 2, "design": "\#(design)", "traits": {"width": 240, "scale": 1, "userInterfaceStyle": "\#(style)", "preferredContentSizeCategory": "\#(size)"}, "sections": [{"id": "s", "items": [{"id": "h", "kind": "sectionHeader", "title": "Harbour lights"}]}]}"#,
                "/tmp/header.json"
            )
        }
    }

    /// title3 from 20 to 26 pt: the header's title still fits one line at the default size but
    /// is cut at AX3, where it fitted before — on each header screen exactly that finding, added
    /// and put down to `typography.title3.size`; each changed screen took two more renders (its
    /// before and after at the other text size), and the report's line names the key and the rule.
    @Test func aTextSizeThatTruncatesAtAnAccessibilitySizeAddsThatFindingPerKey() throws {
        let (r, report) = try Self.diff(#"{"typography": {"title3": {"size": 26}}}"#, screens: Self.headerScreens + DesignDiffTests.screens)
        let headers = r.changed.filter { $0.group == "header" }
        #expect(headers.count == 3, "\(r.changed.map(\.name))")
        for s in headers {
            try #require(s.findings.count == 1, "\(s.name): \(s.findings)")
            let f = s.findings[0]
            #expect(f.change == .added && f.finding.rule == .dynamicTypeTruncation && f.keys == ["typography.title3.size"], "\(s.name): \(f)")
            #expect(f.finding.subject == "Harbour lights" && f.finding.element.contains(#"id "h""#) && f.kind == "sectionHeader", "\(s.name): \(f)")
            #expect(f.finding.detail.hasPrefix("truncated at accessibilityExtraLarge") && f.finding.detail.hasSuffix("fits at large"), "\(f.finding.detail)")
            #expect(s.auditRenders == 2, "\(s.name)")
        }
        #expect(r.changed.filter { $0.group != "header" }.allSatisfy { $0.findings.allSatisfy { $0.finding.rule != .dynamicTypeTruncation } })
        let lines = DesignDiffReport.array(report["findings"]).filter { DesignDiffReport.str($0["rule"]) == "dynamicTypeTruncation" }
        try #require(lines.count == 1, "\(lines)")
        let line = DesignDiffReport.str(lines[0]["line"])
        #expect(line.hasPrefix("`typography.title3.size` 20 → 26: dynamicTypeTruncation on 3 screens, 3 findings added"), "\(line)")
        // The change back: the same three findings, removed.
        let (back, _) = try Self.diff(#"{"typography": {"title3": {"size": 26}}}"#, reverse: true, screens: Self.headerScreens)
        #expect(back.changed.flatMap(\.findings).map(\.change) == [.removed, .removed, .removed], "\(back.changed.flatMap(\.findings))")
    }

    /// A colour change cannot change what text fits: no screen is rendered again at another text
    /// size (the title3 change above renders two more per changed screen).
    @Test func aColourChangeTakesNoDynamicTypeRenders() throws {
        let (r, _) = try Self.diff(Self.faint, screens: Self.headerScreens + DesignDiffTests.screens)
        #expect(!r.changed.isEmpty)
        #expect(r.changed.allSatisfy { $0.auditRenders == 0 }, "\(r.changed.map { ($0.name, $0.auditRenders) })")
        #expect(r.changed.allSatisfy { $0.findings.allSatisfy { $0.finding.rule == .contrast } })
    }

    /// The change back fixes them: the same findings, removed, on the same screens.
    @Test func theChangeBackRemovesThem() throws {
        let (broken, _) = try Self.diff(Self.faint)
        let (fixed, report) = try Self.diff(Self.faint, reverse: true)
        func ids(_ r: DesignDiff.Result) -> Set<String> {
            Set(r.changed.flatMap { s in s.findings.map { s.name + " | " + $0.finding.element + " | " + $0.finding.subject } })
        }
        #expect(!ids(fixed).isEmpty && ids(fixed) == ids(broken))
        #expect(fixed.changed.allSatisfy { $0.findings.allSatisfy { $0.change == .removed && $0.keys == ["colors.secondaryLabel.dark"] } })
        let lines = DesignDiffReport.array(report["findings"])
        #expect(lines.count == 1 && DesignDiffReport.str(lines.first?["change"]) == "removed", "\(lines)")
    }

    /// A change that touches pixels but no audit (a card radius) adds and removes nothing.
    @Test func aRadiusChangeChangesNoFindings() throws {
        let (r, report) = try Self.diff(#"{"shapes": {"radii": {"card": 4}}}"#)
        #expect(!r.changed.isEmpty)
        #expect(r.changed.allSatisfy { $0.findings.isEmpty }, "\(r.changed.flatMap(\.findings))")
        #expect(DesignDiffReport.array(report["findings"]).isEmpty)
    }

    /// The audits a key can change, from its name.
    @Test func rulesByKey() {
        #expect(DesignAuditRules.rules(for: "colors.secondaryLabel.dark") == [.contrast, .nonTextContrast])
        #expect(DesignAuditRules.rules(for: "elements.accessories.disclosureTint") == [.contrast, .nonTextContrast])
        let type = DesignAuditRules.rules(for: "typography.body.size")
        #expect(type.contains(.contrast) && type.contains(.dynamicTypeTruncation) && !type.contains(.targetSize))
        let space = DesignAuditRules.rules(for: "elements.list.layoutMargins.0")
        #expect(space.contains(.targetSize) && space.contains(.targetOverlap) && !space.contains(.contrast))
        #expect(DesignAuditRules.rules(for: "shapes.radii.card") == [.contrast, .nonTextContrast])
        #expect(DesignAuditRules.rules(for: "shapes.cornerCurve") == [.contrast, .nonTextContrast])
    }

    /// What makes corner radii a drawing-only kind of key (no Dynamic Type or target rules, no
    /// extra renders): changing every radius and the corner curve moves no frame of the test
    /// screens or of any gallery template (light, left to right, at 390 pt), at their own text
    /// size and at the Dynamic Type audits' size.
    @Test func shapeKeysMoveNoFrame() throws {
        let renderer = try DesignDiffTests.renderer
        try withTemporaryDirectory("designdiff-shapes") { dir in
            let (b, a) = try DesignDiffTests.designs(
                dir, #"{"shapes": {"radii": {"card": 2, "cell": 30, "thumbnail": 40, "button": 0, "badge": 1}, "cornerCurve": "circular"}}"#)
            var moved = 0
            let gallery = GalleryMatrix(widths: [390]).entries.filter { $0.name.hasSuffix("-light-ltr-default") }.map { entry in
                DesignDiffScreen(name: entry.name, group: entry.screen.name) { design in
                    (entry.screen.sceneJSON(entry.traits, design: design), dir + "/" + entry.screen.name + ".json")
                }
            }
            #expect(gallery.count > 20)
            for s in DesignDiffTests.screens + gallery {
                for category in [nil, AccessibilityAudit.dynamicTypeCategory] {
                    func dump(_ design: String) throws -> String {
                        var scene = try Scene(json: Array(s.scene(design).json.utf8), file: s.scene(design).file)
                        if let category { scene.traits.preferredContentSizeCategory = category }
                        return try renderer.render(scene, baseDirectory: dir).layoutDump
                    }
                    let before = try dump(b), after = try dump(a)
                    #expect(before == after, "\(s.name) at \(category.map { "\($0)" } ?? "its own size")")
                    if before != after { moved += 1 }
                }
            }
            #expect(moved == 0)
        }
    }

    /// `affected`'s prediction: the screens reading a colour key can change contrast; those
    /// reading no changed key are not listed.
    @Test func affectedPredictsContrastForAColourKey() throws {
        try withTemporaryDirectory("designdiff-affected") { dir in
            let (b, a) = try DesignDiffTests.designs(dir, Self.faint)
            let before = try DesignModel.load(path: b), after = try DesignModel.load(path: a)
            let provenance = try DesignDiff(renderer: try DesignDiffTests.renderer).record(DesignDiffTests.screens, before: (b, before)).provenance
            let predictions = provenance.auditPredictions(for: DesignKeys.diff(before, after))
            #expect(!predictions.isEmpty)
            #expect(Set(predictions.map(\.screen)) == Set(provenance.affected(by: DesignKeys.diff(before, after)).screens.map(\.name)))
            for p in predictions {
                #expect(p.screen.contains("dark") && p.keys == ["colors.secondaryLabel.dark"] && p.rules == [.contrast, .nonTextContrast], "\(p)")
            }
        }
    }
}
