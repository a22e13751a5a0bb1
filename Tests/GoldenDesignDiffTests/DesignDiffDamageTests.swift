import Galley
import GalleyTestSupport
import Golden
import GoldenDesignDiff
import Raster
import Support
import Testing

/// Damage-aware re-rendering over the golden set of design changes: every screen's after,
/// rasterized only where its display list differs from its before's, over the before's pixels,
/// is byte for byte the after's full render; the diff's report is the same either way.
@Suite struct DesignDiffDamageTests {
    @Test(arguments: DesignDiffTests.goldenChanges)
    func theAfterDrawnOverTheBeforeInsideItsDamageIsTheFullRender(_ patch: String) throws {
        let renderer = try DesignDiffTests.renderer
        try withTemporaryDirectory("damage") { dir in
            let (b, a) = try DesignDiffTests.designs(dir, patch)
            var partial = 0, changed = 0
            for s in DesignDiffTests.screens {
                let (bj, bf) = s.scene(b), (aj, af) = s.scene(a)
                let before = try renderer.render(try Scene(json: Array(bj.utf8), file: bf), baseDirectory: dir)
                let afterScene = try Scene(json: Array(aj.utf8), file: af)
                let full = try renderer.render(afterScene, baseDirectory: dir)
                let (over, damage) = try renderer.render(afterScene, baseDirectory: dir, over: before)
                let same = over.bitmap.pixels == full.bitmap.pixels && over.bitmap.width == full.bitmap.width
                #expect(same, "\(patch): \(s.name) differs from its full render (damage \(String(describing: damage)))")
                if full.bitmap.pixels != before.bitmap.pixels { changed += 1 }
                // The audits' contrast of the after, taking the before's backgrounds outside the
                // damage, is the contrast measured on the after alone.
                var memo = AccessibilityAudit.BackgroundMemo()
                _ = AccessibilityAudit.contrastMeasurements(before, memo: &memo, unchangedOutside: nil)
                let reused = AccessibilityAudit.contrastMeasurements(over, memo: &memo, unchangedOutside: damage.map { ChangedPixels(rects: $0) })
                #expect(reused == AccessibilityAudit.contrastMeasurements(full), "\(patch): \(s.name)")
                if let damage, !damage.isEmpty { partial += 1 }
                // Measuring only the texts the damage can change (on both sides) finds the same
                // failing texts added and removed as measuring every text, with the same ratios;
                // so does measuring only the texts whose pixels differ (known exactly), which are
                // among the damage's.
                let fb = AccessibilityAudit.contrastMeasurements(before), fa = AccessibilityAudit.contrastMeasurements(full)
                func failing(_ x: [ContrastMeasurement]) -> Set<ContrastMeasurement> { Set(x.filter(\.fails)) }
                func measuringOnly(_ changes: ChangedPixels, _ what: String) -> Set<String> {
                    let places = AccessibilityAudit.textsTouching(changes, over, before)
                    var m = AccessibilityAudit.BackgroundMemo()
                    let pb = AccessibilityAudit.contrastMeasurements(before, memo: &m, unchangedOutside: nil, places: places)
                    let pa = AccessibilityAudit.contrastMeasurements(over, memo: &m, unchangedOutside: changes, places: places)
                    #expect(failing(fa).subtracting(failing(fb)) == failing(pa).subtracting(failing(pb)), "\(patch): \(s.name) added (\(what))")
                    #expect(failing(fb).subtracting(failing(fa)) == failing(pb).subtracting(failing(pa)), "\(patch): \(s.name) removed (\(what))")
                    #expect(pa.allSatisfy(fa.contains) && pb.allSatisfy(fb.contains), "\(patch): \(s.name) (\(what))")
                    return places
                }
                let w = full.bitmap.width, h = full.bitmap.height
                if let damage, before.bitmap.width == w, before.bitmap.height == h {
                    let inDamage = measuringOnly(ChangedPixels(rects: damage), "damage")
                    let counted = ImageComparison.differingPixels(before.bitmap, full.bitmap)
                    let areas = PixelRect.changedAreas(counted, width: w, height: h, cell: 48).map(\.intRect)
                    let exact = measuringOnly(ChangedPixels(counted: counted, width: w, height: h, areas: areas), "changed pixels")
                    #expect(exact.isSubset(of: inDamage), "\(patch): \(s.name)")
                }
            }
            // The changes that move nothing (a colour, a radius) are drawn again in part.
            if changed > 0 && !patch.contains("typography") && !patch.contains("padding") {
                #expect(partial > 0, "\(patch): \(partial) of \(changed)")
            }
        }
    }

    /// A box touches changed pixels when one of them lies inside it, not when it only meets the
    /// rectangles around them; rectangles alone (a damage) are touched by any box meeting them.
    @Test func aBoxTouchesTheChangedPixelsInsideItOnly() {
        let w = 100, h = 50
        // Two changed pixels: (10, 5) and (60, 40); one area around both.
        let counted: [Int32] = [Int32(5 * w + 10), Int32(40 * w + 60)]
        let area = IntRect(x0: 0, y0: 0, x1: 100, y1: 50)
        let exact = ChangedPixels(counted: counted, width: w, height: h, areas: [area])
        #expect(exact.touches(IntRect(x0: 10, y0: 5, x1: 11, y1: 6)))
        #expect(exact.touches(IntRect(x0: 50, y0: 30, x1: 70, y1: 45)))
        #expect(!exact.touches(IntRect(x0: 11, y0: 0, x1: 59, y1: 50)), "between the two columns")
        #expect(!exact.touches(IntRect(x0: 0, y0: 6, x1: 100, y1: 40)), "between the two rows")
        #expect(!exact.touches(IntRect(x0: -20, y0: -20, x1: 10, y1: 5)), "off the image up to the first pixel")
        #expect(!exact.touches(IntRect(x0: 200, y0: 0, x1: 300, y1: 50)))
        #expect(ChangedPixels(rects: [area]).touches(IntRect(x0: 11, y0: 0, x1: 59, y1: 50)))
        #expect(!ChangedPixels(rects: [area]).touches(IntRect(x0: 100, y0: 0, x1: 120, y1: 50)))
    }

    /// What the audits read of a render lies in the rows `pixelsRead` names: with every other row
    /// of the bitmap overwritten (as a cached before is before those rows are unpacked), the
    /// contrast measurements and the findings are the same — for every element, and for some.
    @Test func theAuditsReadOnlyThePixelsTheySayTheyRead() throws {
        let renderer = try DesignDiffTests.renderer
        try withTemporaryDirectory("damage") { dir in
            let (b, _) = try DesignDiffTests.designs(dir, "{}")
            var measured = 0
            for s in DesignDiffTests.screens {
                let (json, file) = s.scene(b)
                let rendered = try renderer.render(try Scene(json: Array(json.utf8), file: file), baseDirectory: dir)
                let owners = Set(rendered.accessibility.elements.map(\.place))
                for places in [nil, Set(owners.sorted().enumerated().filter { $0.offset % 2 == 0 }.map(\.element))] {
                    var poisoned = rendered
                    let w = rendered.bitmap.width, h = rendered.bitmap.height
                    var kept = [Bool](repeating: false, count: h)
                    for r in AccessibilityAudit.pixelsRead(rendered, places: places, nonTextPlaces: places) {
                        for y in max(r.y0, 0)..<max(max(r.y0, 0), min(r.y1, h)) { kept[y] = true }
                    }
                    for y in 0..<h where !kept[y] {
                        for i in (y * w * 4)..<((y + 1) * w * 4) { poisoned.bitmap.pixels[i] = 0xA5 }
                    }
                    var m1 = AccessibilityAudit.BackgroundMemo(), m2 = AccessibilityAudit.BackgroundMemo()
                    let expected = AccessibilityAudit.contrastMeasurements(rendered, memo: &m1, unchangedOutside: nil, places: places)
                    let found = AccessibilityAudit.contrastMeasurements(poisoned, memo: &m2, unchangedOutside: nil, places: places)
                    #expect(found == expected, "\(s.name), \(places?.count ?? -1) places")
                    #expect(
                        AccessibilityAudit.audit(poisoned, screen: s.name, measurements: found, nonTextPlaces: places)
                            == AccessibilityAudit.audit(rendered, screen: s.name, measurements: expected, nonTextPlaces: places), "\(s.name)")
                    measured += expected.count
                }
            }
            #expect(measured > 20, "texts were measured: \(measured)")
        }
    }

    @Test func aCardRadiusChangeRedrawsItsCornersOnly() throws {
        let renderer = try DesignDiffTests.renderer
        try withTemporaryDirectory("damage") { dir in
            let (b, a) = try DesignDiffTests.designs(dir, ##"{"shapes": {"radii": {"card": 16}}}"##)
            let s = DesignDiffTests.screens.first { $0.name.hasPrefix("cards/") }!
            let before = try renderer.render(try Scene(json: Array(s.scene(b).json.utf8), file: s.scene(b).file), baseDirectory: dir)
            let (over, damage) = try renderer.render(try Scene(json: Array(s.scene(a).json.utf8), file: s.scene(a).file), baseDirectory: dir, over: before)
            let d = try #require(damage)
            let area = d.reduce(0) { $0 + $1.area }
            #expect(!d.isEmpty && area * 4 < over.bitmap.width * over.bitmap.height, "\(d)")
            // Every pixel that changed lies in the damage.
            let w = over.bitmap.width, p = before.bitmap.pixels, q = over.bitmap.pixels
            var outside: [String] = [], count = 0
            for i in 0..<(p.count / 4) where p[4 * i..<4 * i + 4] != q[4 * i..<4 * i + 4] {
                count += 1
                let x = i % w, y = i / w
                if !d.contains(where: { x >= $0.x0 && x < $0.x1 && y >= $0.y0 && y < $0.y1 }) { outside.append("\(x),\(y)") }
            }
            #expect(count > 0 && outside.isEmpty, "\(count) changed pixels, outside the damage: \(outside.prefix(10))")
        }
    }
}
