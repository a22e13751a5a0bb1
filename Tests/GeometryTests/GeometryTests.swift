import Testing

@testable import Geometry

@Suite struct GeometryTests {
    @Test func parsesHexColors() {
        #expect(Color(hex: "#FF8000") == Color(red: 255, green: 128, blue: 0))
        #expect(Color(hex: "#00000033") == Color(red: 0, green: 0, blue: 0, alpha: 0x33))
        #expect(Color(hex: "FF8000") == nil)
        #expect(Color(hex: "#FF80") == nil)
        #expect(Color(hex: "#GG0000") == nil)
        #expect(Color(hex: "#00000033")?.hexString == "#00000033")
        #expect(Color.white.hexString == "#FFFFFF")
    }

    @Test func formatsNumbersStably() {
        #expect(formatNumber(12) == "12")
        #expect(formatNumber(0.3333333) == "0.333")
        #expect(formatNumber(-1.5) == "-1.5")
        #expect(formatNumber(0.0001) == "0")
        #expect(formatNumber(1e300) == "1e+300")
        #expect(formatNumber(-9.5e15) == "-9.5e+15")
        #expect(formatNumber(.nan) == "nan")
    }

    @Test func rectOperations() {
        let r = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(r.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == Rect(x: 12, y: 21, width: 94, height: 46))
        #expect(r.mirrored(inWidth: 390) == Rect(x: 280, y: 20, width: 100, height: 50))
        #expect(r.intersection(Rect(x: 200, y: 0, width: 10, height: 10)) == nil)
        #expect(DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 8).resolved(for: .rightToLeft).left == 8)
    }
}
