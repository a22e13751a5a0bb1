import Geometry
import Testing

@testable import Layout

@Suite struct FlowLayoutTests {
    func content(_ id: String = "s", count: Int, header: Bool = false, footer: Bool = false) -> LayoutSectionContent {
        LayoutSectionContent(identifier: id, itemIdentifiers: (0..<count).map { "\(id)\($0)" }, hasHeader: header, hasFooter: footer)
    }

    func grid() -> FlowLayout {
        let f = FlowLayout()
        f.itemSize = Size(width: 100, height: 50)
        f.sectionInset = EdgeInsets(all: 10)
        return f
    }

    @Test func linesAreJustifiedAndALoneItemIsCentered() throws {
        let r = try grid().prepare(sections: [content(count: 7)], environment: environment(), measurer: FixedMeasurer())
        // 370 pt available: three 100 pt items a line, 35 pt between them.
        #expect(
            r.cells == [
                rect(10, 10, 100, 50), rect(145, 10, 100, 50), rect(280, 10, 100, 50),
                rect(10, 70, 100, 50), rect(145, 70, 100, 50), rect(280, 70, 100, 50),
                rect(145, 130, 100, 50),
            ])
        #expect(r.contentSize == Size(width: 390, height: 190))
    }

    @Test func headersFootersAndPinning() throws {
        let f = grid()
        f.headerReferenceSize = Size(width: 0, height: 40)
        f.footerReferenceSize = Size(width: 0, height: 20)
        f.sectionHeadersPinToVisibleBounds = true
        var env = environment()
        env.contentOffset = Point(x: 0, y: 30)
        let r = try f.prepare(
            sections: [content("a", count: 3, header: true, footer: true), content("b", count: 1)], environment: env, measurer: FixedMeasurer())
        #expect(r.frames(.supplementaryView("header")) == [rect(0, 30, 390, 40)])
        #expect(r.cells.first == rect(10, 50, 100, 50))
        #expect(r.frames(.supplementaryView("footer")) == [rect(0, 110, 390, 20)])
        #expect(r.cells.last == rect(145, 140, 100, 50))
        #expect(r.contentSize.height == 200)
    }

    @Test func perItemAndPerSectionOverridesAndLineCentering() throws {
        let f = grid()
        f.sizeForItem = { ip in ip.section == 0 && ip.item == 1 ? Size(width: 100, height: 30) : nil }
        f.insetForSection = { s in s == 1 ? EdgeInsets(top: 0, left: 40, bottom: 0, right: 40) : nil }
        f.minimumLineSpacingForSection = { _ in 0 }
        let r = try f.prepare(sections: [content("a", count: 2), content("b", count: 4)], environment: environment(), measurer: FixedMeasurer())
        // Section a: two items justified across 370; the short one centered on the 50 pt line.
        #expect(Array(r.cells.prefix(2)) == [rect(10, 10, 100, 50), rect(280, 20, 100, 30)])
        // Section b: 310 pt available fits two (three need 320), justified 110 pt apart.
        #expect(Array(r.cells.dropFirst(2)) == [rect(40, 70, 100, 50), rect(250, 70, 100, 50), rect(40, 120, 100, 50), rect(250, 120, 100, 50)])
    }

    @Test func selfSizingItemsAreMeasured() throws {
        let f = FlowLayout()
        f.estimatedItemSize = Size(width: 80, height: 32)
        f.minimumInteritemSpacing = 8
        let m = FixedMeasurer(widths: ["s0": 120, "s1": 200, "s2": 90], defaultHeight: 32)
        let r = try f.prepare(sections: [content(count: 3)], environment: environment(), measurer: m)
        #expect(r.cells == [rect(0, 0, 120, 32), rect(190, 0, 200, 32), rect(150, 42, 90, 32)])
        #expect(m.calls.count == 3)
        _ = try f.prepare(sections: [content(count: 3)], environment: environment(), measurer: m)
        #expect(m.calls.count == 3)
    }

    @Test func estimatedHeadersAndFootersSelfSizeAndAreCached() throws {
        let f = grid()
        f.headerSizing = .estimated
        f.footerSizing = .estimated
        f.headerReferenceSize = Size(width: 0, height: 40)
        f.footerReferenceSize = Size(width: 0, height: 20)
        let m = FixedMeasurer(heights: ["a:header": 64, "a:footer": 28, "c:header": 0])
        var sections = [content("a", count: 3, header: true, footer: true), content("b", count: 1, header: true), content("c", count: 1, header: true)]
        let r = try f.prepare(sections: sections, environment: environment(), measurer: m)
        // a: 64 pt header, 10 + 50 + 10 of items, 28 pt footer; b: the measurer's default 44;
        // c: measured at zero, so no header at all.
        #expect(r.frames(.supplementaryView("header")) == [rect(0, 0, 390, 64), rect(0, 162, 390, 44)])
        #expect(r.frames(.supplementaryView("footer")) == [rect(0, 134, 390, 28)])
        #expect(
            r.cells == [
                rect(10, 74, 100, 50), rect(145, 74, 100, 50), rect(280, 74, 100, 50),
                rect(145, 216, 100, 50), rect(145, 286, 100, 50),
            ])
        #expect(r.contentSize.height == 346)
        // Measured across the full width (fixed), the reference length as the estimate.
        #expect(m.proposals.first == SizingProposal(size: Size(width: 390, height: 40), isWidthFixed: true, isHeightFixed: false))
        #expect(m.calls.count == 4)
        _ = try f.prepare(sections: sections, environment: environment(), measurer: m)
        #expect(m.calls.count == 4)
        // Reconfiguring a's supplementaries measures a's header and footer again, nothing else.
        sections[0].supplementaryRevision += 1
        _ = try f.prepare(sections: sections, environment: environment(), measurer: m)
        #expect(m.calls.count == 6)
        #expect(m.calls.suffix(2).allSatisfy { $0.sectionIdentifier == "a" })
    }

    @Test func aWidthChangeRemeasuresEstimatedHeaders() throws {
        let f = grid()
        f.headerSizing = .estimated
        f.headerReferenceSize = Size(width: 0, height: 40)
        let m = FixedMeasurer(heights: ["a:header": 64])
        let sections = [content("a", count: 2, header: true)]
        _ = try f.prepare(sections: sections, environment: environment(), measurer: m)
        let r = try f.prepare(sections: sections, environment: environment(width: 320), measurer: m)
        #expect(m.calls.count == 2)
        #expect(m.proposals.last == SizingProposal(size: Size(width: 320, height: 40), isWidthFixed: true, isHeightFixed: false))
        #expect(r.frames(.supplementaryView("header")) == [rect(0, 0, 320, 64)])
    }

    @Test func fixedSizingNeverAsksTheMeasurer() throws {
        let f = grid()
        f.headerReferenceSize = Size(width: 0, height: 40)
        let m = FixedMeasurer(heights: ["a:header": 64])
        let r = try f.prepare(sections: [content("a", count: 1, header: true)], environment: environment(), measurer: m)
        #expect(r.frames(.supplementaryView("header")) == [rect(0, 0, 390, 40)])
        #expect(m.calls.isEmpty)
    }

    @Test func horizontalEstimatedHeaderSizesItsWidth() throws {
        let f = FlowLayout()
        f.scrollDirection = .horizontal
        f.itemSize = Size(width: 100, height: 50)
        f.headerSizing = .estimated
        f.referenceSizeForHeader = { _ in Size(width: 30, height: 0) }
        let m = FixedMeasurer(widths: ["s:header": 48])
        let env = environment(width: 390, height: 200)
        let r = try f.prepare(sections: [content(count: 3, header: true)], environment: env, measurer: m)
        #expect(r.frames(.supplementaryView("header")) == [rect(0, 0, 48, 200)])
        #expect(r.cells == [rect(48, 0, 100, 50), rect(48, 75, 100, 50), rect(48, 150, 100, 50)])
        #expect(r.contentSize == Size(width: 148, height: 200))
        #expect(m.proposals == [SizingProposal(size: Size(width: 30, height: 200), isWidthFixed: false, isHeightFixed: true)])
        let rtl = try f.prepare(
            sections: [content(count: 3, header: true)], environment: environment(width: 390, height: 200, direction: .rightToLeft), measurer: m)
        #expect(rtl.frames(.supplementaryView("header")) == [rect(100, 0, 48, 200)])
        #expect(rtl.cells.first == rect(0, 0, 100, 50))
    }

    @Test func horizontalScrollingMakesColumns() throws {
        let f = FlowLayout()
        f.scrollDirection = .horizontal
        f.itemSize = Size(width: 100, height: 50)
        let r = try f.prepare(sections: [content(count: 5)], environment: environment(width: 390, height: 200), measurer: FixedMeasurer())
        #expect(r.cells == [rect(0, 0, 100, 50), rect(0, 75, 100, 50), rect(0, 150, 100, 50), rect(110, 0, 100, 50), rect(110, 150, 100, 50)])
        #expect(r.contentSize == Size(width: 210, height: 200))
        let rtl = try f.prepare(
            sections: [content(count: 5)], environment: environment(width: 390, height: 200, direction: .rightToLeft), measurer: FixedMeasurer())
        #expect(rtl.cells.first == rect(110, 0, 100, 50))
    }

    @Test func badSizesAreTypedErrorsAndOversizeIsClamped() throws {
        let f = FlowLayout()
        f.itemSize = Size(width: 0, height: 10)
        #expect(throws: LayoutError.self) { try f.prepare(sections: [content(count: 1)], environment: environment(), measurer: FixedMeasurer()) }
        f.itemSize = Size(width: 500, height: 10)
        let r = try f.prepare(sections: [content(count: 1)], environment: environment(), measurer: FixedMeasurer())
        #expect(r.cells == [rect(0, 0, 390, 10)])
        #expect(r.diagnostics.count == 1)
    }
}
