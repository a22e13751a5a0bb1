import Content
import GalleyTestSupport
import Support
import Testing

/// `galley design --default` (moved out of DesignDiffTests, which live in GoldenDesignDiffTests
/// without the CLI runner).
@Suite struct DesignDefaultCLITests {
    @Test func designDefaultPrintsTheFile() throws {
        let r = try galley(["design", "--default"])
        #expect(r.status == 0, "\(r)")
        let model = try DesignModel.default.applying(JSONReader(try JSONValue.parse(r.stdout)), requireVersion: true)
        #expect(model == DesignModel.default)
    }
}
