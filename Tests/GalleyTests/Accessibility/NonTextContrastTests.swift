import Content
import Foundation
import GalleyTestSupport
import Geometry
import Support
import Testing

@testable import Galley

/// Non-text contrast (WCAG 2.2, 1.4.11): a scene per kind of graphical object with exactly one
/// violation of 3:1, beside one of the same kind that passes (or is the platform's own look).
@Suite struct NonTextContrastTests {
    static func audit(_ sections: String, design: String? = nil, traits: String = #""width": 390, "scale": 2"#) throws -> [AuditFinding] {
        try withTemporaryDirectory("nontext") { dir in
            var designField = ""
            if let design {
                try FileIO.writeAtomically(design, to: dir + "/design.json")
                designField = #""design": "design.json", "#
            }
            let json = #"{"version": 2, \#(designField)"traits": {\#(traits)}, "sections": \#(sections)}"#
            let scene = try Scene(json: Array(json.utf8), file: dir + "/audit.json")
            return try AccessibilityAudit.audit(scene, screen: "audit", renderer: SceneRenderer.shared(), baseDirectory: dir)
        }
    }

    /// A disclosure indicator tinted a light gray on a white row: one finding with both colours;
    /// the blue one beside it passes (4:1), and iOS's own untinted chevron is the platform's look.
    @Test func disclosureIndicator() throws {
        let f = try Self.audit(
            ##"[{"id": "s", "background": {"color": "#FFFFFF"}, "items": [{"id": "faint", "text": "Faint", "accessories": [{"disclosureIndicator": {"tint": "#D1D1D6"}}]}, {"id": "blue", "text": "Blue", "accessories": [{"disclosureIndicator": {"tint": "#007AFF"}}]}, {"id": "plain", "text": "Plain", "accessories": ["disclosureIndicator"]}]}]"##
        )
        try #require(f.count == 1, "\(f)")
        #expect(f[0].rule == .nonTextContrast && f[0].element.contains(#"id "faint""#) && f[0].subject == "disclosure indicator", "\(f[0])")
        #expect(f[0].detail.contains("< 3:1") && f[0].detail.contains("#D1D1D6 on #FFFFFF"), "\(f[0].detail)")
    }

    /// A checkmark tinted yellow on white (1.5:1) fails; the default blue one passes.
    @Test func checkmark() throws {
        let f = try Self.audit(
            ##"[{"id": "s", "background": {"color": "#FFFFFF"}, "items": [{"id": "yellow", "text": "Yellow", "accessories": [{"checkmark": {"tint": "#FFCC00"}}]}, {"id": "blue", "text": "Blue", "accessories": ["checkmark"]}]}]"##
        )
        try #require(f.count == 1, "\(f)")
        #expect(f[0].rule == .nonTextContrast && f[0].element.contains(#"id "yellow""#) && f[0].subject == "checkmark", "\(f[0])")
    }

    /// A selected tile's ring in a gray close to the screen's: one finding for the selected tile,
    /// none for the unselected one.
    @Test func selectionBorder() throws {
        let design = ##"{"version": 2, "elements": {"states": {"selectionColor": "#E5E5EA"}}}"##
        let f = try Self.audit(
            ##"[{"id": "s", "layout": {"grid": {"columns": 2, "spacing": 16}}, "background": {"color": "#FFFFFF"}, "items": [{"id": "on", "kind": "gridTile", "title": "Harbour", "state": "selected"}, {"id": "off", "kind": "gridTile", "title": "Valley"}]}]"##,
            design: design)
        let ring = f.filter { $0.rule == .nonTextContrast }
        try #require(ring.count == 1, "\(f)")
        #expect(ring[0].element.contains(#"id "on""#) && ring[0].subject == "selection border", "\(ring[0])")
        // The default ring (the tint, blue) passes.
        let tinted = try Self.audit(
            ##"[{"id": "s", "layout": {"grid": {"columns": 2, "spacing": 16}}, "background": {"color": "#FFFFFF"}, "items": [{"id": "on", "kind": "gridTile", "title": "Harbour", "state": "selected"}]}]"##
        )
        #expect(tinted.filter { $0.rule == .nonTextContrast }.isEmpty, "\(tinted)")
    }

    /// A disabled row's faint accessory is exempt, as WCAG exempts inactive components.
    @Test func disabledIsExempt() throws {
        let f = try Self.audit(
            ##"[{"id": "s", "items": [{"id": "off", "text": "Off", "state": "disabled", "accessories": [{"checkmark": {"tint": "#FFCC00"}}]}]}]"##)
        #expect(f.filter { $0.rule == .nonTextContrast }.isEmpty, "\(f)")
    }
}
