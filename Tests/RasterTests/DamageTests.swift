import Geometry
import Support
import Testing

@testable import Raster

/// Damage-aware re-rendering: a list drawn again only inside its damage, over a render of the
/// list it was edited from, gives the bytes of a full render — for random lists and random
/// edits of every kind — and the damage of a corner-radius change is the corners.
@Suite struct DamageTests {
    static let image = try! Bitmap(width: 3, height: 2, fill: (200, 10, 10, 255))

    /// A random list a UI could draw (finite values), and a random edit of it.
    struct Lists {
        var rng: SplitMix64
        init(seed: Int) { rng = SplitMix64(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 7) }

        mutating func d(_ r: ClosedRange<Double>) -> Double { Double.random(in: r, using: &rng) }
        mutating func pick(_ n: Int) -> Int { Int(rng.next() % UInt64(n)) }
        mutating func shape() -> RoundedRect {
            let r = [0, 4, d(0...20)][pick(3)]
            return RoundedRect(
                rect: Rect(x: d(-10...90), y: d(-10...60), width: d(0...70), height: d(0...50)), radius: r,
                corner: pick(2) == 0 ? .circular : .continuous)
        }
        mutating func color() -> Color {
            Color(red: UInt8(pick(256)), green: UInt8(pick(256)), blue: UInt8(pick(256)), alpha: [255, 255, UInt8(pick(256))][pick(3)])
        }
        mutating func drawing() -> DisplayCommand {
            switch pick(8) {
            case 0, 1: return .fill(shape(), color: color())
            case 2: return .stroke(shape(), width: d(0.3...6), color: color())
            case 3: return .shadow(shape(), color: color(), offset: Point(x: d(-3...3), y: d(-3...6)), blur: d(0...24), spread: d(-4...4))
            case 4: return .line(from: Point(x: d(0...100), y: d(0...60)), to: Point(x: d(0...100), y: d(0...60)), width: d(0.2...4), color: color())
            case 5:
                return .glyphs(
                    GlyphRun(
                        font: "Test-Shapes", size: d(6...30), color: color(), origin: Point(x: d(0...80), y: d(10...60)),
                        glyphs: [1, 2, 3, 4], positions: (0..<4).map { Point(x: Double($0) * 9 + d(0...1), y: 0) }))
            case 6:
                return .image(
                    rect: Rect(x: d(0...80), y: d(0...50), width: d(1...40), height: d(1...40)), source: "i",
                    contentMode: [.scaleToFill, .aspectFit, .aspectFill][pick(3)], tint: pick(3) == 0 ? color() : nil)
            default:
                return .linearGradient(
                    shape(), from: Point(x: d(0...100), y: d(0...60)), to: Point(x: d(0...100), y: d(0...60)),
                    stops: [GradientStop(location: 0, color: color()), GradientStop(location: 1, color: color())])
            }
        }
        mutating func list() -> DisplayList {
            var commands: [DisplayCommand] = []
            var open: [DisplayCommand] = []
            for _ in 0..<(10 + pick(20)) {
                switch pick(10) {
                case 0 where open.count < 3:
                    commands.append(.pushClip(shape())); open.append(.popClip)
                case 1 where open.count < 3:
                    commands.append(.pushLayer(Rect(x: d(0...50), y: d(0...30), width: d(10...60), height: d(10...40)), opacity: d(0.2...1)))
                    open.append(.popLayer)
                case 2 where !open.isEmpty:
                    commands.append(open.removeLast())
                default:
                    commands.append(drawing())
                }
            }
            commands += open.reversed()
            return DisplayList(size: Size(width: 100, height: 64), scale: [1, 2, 3][pick(3)], background: .white, commands: commands)
        }
        /// One edit as a design change makes it: a shape's radius or rectangle, a paint, a command
        /// added or removed, a clip's shape.
        mutating func edit(_ list: DisplayList) -> DisplayList {
            var l = list
            guard !l.commands.isEmpty else { return l }
            let i = pick(l.commands.count)
            func radius(_ s: RoundedRect, _ r: Double) -> RoundedRect { var s = s; s.radii = CornerRadii(all: r); return s }
            switch (pick(5), l.commands[i]) {
            case (0, .fill(let s, let c)): l.commands[i] = .fill(radius(s, d(0...24)), color: c)
            case (0, .stroke(let s, let w, let c)): l.commands[i] = .stroke(radius(s, d(0...24)), width: w, color: c)
            case (0, .shadow(let s, let c, let o, let b, let sp)): l.commands[i] = .shadow(radius(s, d(0...24)), color: c, offset: o, blur: b, spread: sp)
            case (0, .pushClip(let s)): l.commands[i] = .pushClip(radius(s, d(0...24)))
            case (1, .fill(_, let c)): l.commands[i] = .fill(shape(), color: c)
            case (1, .pushClip): l.commands[i] = .pushClip(shape())
            case (1, .pushLayer(let r, _)): l.commands[i] = .pushLayer(r, opacity: d(0...1))
            case (2, .fill(let s, _)): l.commands[i] = .fill(s, color: color())
            case (2, .glyphs(var run)): run.color = color(); run.size += 1; l.commands[i] = .glyphs(run)
            case (3, _): l.commands.insert(drawing(), at: i)
            case (4, let c) where c.structure == nil: l.commands.remove(at: i)
            default: l.commands[i] = l.commands[i].structure == nil ? drawing() : l.commands[i]
            }
            return l
        }
    }

    func render(_ l: DisplayList) throws -> Bitmap { try Rasterizer.render(l, glyphs: TestGlyphs(), images: .memory(["i": Self.image])) }

    @Test(arguments: 0..<16) func aListDrawnAgainInsideItsDamageIsByteIdenticalToAFullRender(seed: Int) throws {
        var g = Lists(seed: seed)
        var compared = 0, partial = 0
        for _ in 0..<20 {
            let before = g.list()
            var after = before
            for _ in 0..<(1 + g.pick(3)) { after = g.edit(after) }
            let full = try render(after)
            guard let damage = Rasterizer.damage(from: before, to: after, glyphs: TestGlyphs(), images: .memory(["i": Self.image])) else { continue }
            let base = try render(before)
            let again = try Rasterizer.render(after, over: base, damage: damage, glyphs: TestGlyphs(), images: .memory(["i": Self.image]))
            let same = again.pixels == full.pixels
            #expect(same, "seed \(seed): \(before.commands) → \(after.commands), damage \(damage)")
            // Drawn into the base itself: the same pixels, and what it drew over is the base's.
            var inPlace = base
            let replaced = try Rasterizer.render(after, replacingIn: &inPlace, damage: damage, glyphs: TestGlyphs(), images: .memory(["i": Self.image]))
            // Each rectangle of the damage inside the canvas, in order, empty ones left out.
            let canvas = IntRect(x0: 0, y0: 0, x1: base.width, y1: base.height)
            let windows = damage.map { $0.intersection(canvas) }.filter { !$0.isEmpty }
            #expect(inPlace.pixels == full.pixels && replaced.map(\.rect) == windows, "seed \(seed)")
            #expect(replaced.allSatisfy { base.copy($0.rect) == $0.pixels }, "seed \(seed): the replaced pixels are the base's")
            var restored = inPlace
            let drawn = restored.exchange(replaced)
            #expect(restored.pixels == base.pixels, "seed \(seed): pasting them back gives the base")
            _ = restored.exchange(drawn)
            #expect(restored.pixels == full.pixels, "seed \(seed): exchanging back gives the render")
            compared += 1
            if damage.reduce(0, { $0 + $1.area }) < full.width * full.height { partial += 1 }
        }
        // The edits keep the structure most of the time, and most damage is less than the screen.
        #expect(compared >= 10 && partial >= 5, "compared \(compared), partial \(partial)")
    }

    @Test func aCornerRadiusChangeDamagesTheCornersOnly() throws {
        func card(_ r: Double) -> DisplayList {
            let s = RoundedRect(rect: Rect(x: 10, y: 8, width: 300, height: 120), radius: r, corner: .continuous)
            return DisplayList(
                size: Size(width: 320, height: 140), scale: 3, background: .white,
                commands: [
                    .shadow(s, color: Color(red: 0, green: 0, blue: 0, alpha: 40), offset: Point(x: 0, y: 2), blur: 8, spread: 0),
                    .fill(s, color: .white), .pushClip(s),
                    .glyphs(
                        GlyphRun(
                            font: "Test-Shapes", size: 17, color: .black, origin: Point(x: 24, y: 40), glyphs: [1, 2], positions: [.zero, Point(x: 10, y: 0)])),
                    .popClip, .stroke(s, width: 1, color: Color(red: 200, green: 200, blue: 200, alpha: 255)),
                ])
        }
        let before = card(12), after = card(16)
        let damage = try #require(Rasterizer.damage(from: before, to: after, glyphs: TestGlyphs()))
        let area = damage.reduce(0) { $0 + $1.area }
        // Four corners, each the 16 pt continuous curve (24.5 pt) and the shadow's reach (3σ, 12 pt)
        // at 3x: under a quarter of the 960 × 420 px canvas the whole card would be.
        #expect(damage.count == 4 && area * 4 < 960 * 420, "\(damage)")
        let again = try Rasterizer.render(after, over: try render(before), damage: damage, glyphs: TestGlyphs())
        let same = again.pixels == (try render(after)).pixels
        #expect(same)
        #expect(Rasterizer.damage(from: before, to: before) == [])
    }

    @Test func drawingIntoABitmapOfAnotherSizeIsRefusedAndLeavesItAlone() throws {
        let list = DisplayList(
            size: Size(width: 20, height: 20), scale: 2, commands: [.fill(RoundedRect(rect: Rect(x: 1, y: 1, width: 10, height: 10)), color: .black)])
        var other = try Bitmap(width: 10, height: 10, fill: (1, 2, 3, 255))
        let kept = other
        #expect(throws: RasterError.self) {
            try Rasterizer.render(list, replacingIn: &other, damage: [IntRect(x0: 0, y0: 0, x1: 40, y1: 40)])
        }
        #expect(other == kept)
    }

    /// Kept pixel buffers: the smallest with room is taken and cut to the size asked; a buffer
    /// given while another array still shares it is copied on the taker's first write.
    @Test func aKeptBufferIsReusedAndNeverChangedUnderAnotherOwner() {
        let pool = PixelBufferPool(limit: 2)
        #expect(pool.take(count: 1 << 17) == nil)
        let held = [UInt8](repeating: 7, count: 1 << 18)
        pool.give(held)
        pool.give([UInt8](repeating: 9, count: 1 << 20))
        let small = pool.buffer(count: 1 << 17) { $0.update(repeating: 1) }
        #expect(small.count == 1 << 17 && small.allSatisfy { $0 == 1 })
        #expect(held.count == 1 << 18 && held.allSatisfy { $0 == 7 }, "the buffer still held elsewhere was copied, not written")
        pool.give([UInt8](repeating: 0, count: 1 << 17))
        pool.give([UInt8](repeating: 0, count: 1 << 19))
        // Over the limit (2), the smallest kept buffer went.
        #expect(pool.take(count: 1 << 19)?.count == 1 << 19)
        #expect(pool.take(count: 1 << 17)?.count == 1 << 17, "cut from the 1 MB buffer, the last one kept")
        #expect(pool.take(count: 1 << 17) == nil)
    }

    /// Screens differ in height: while buffers are given back, a buffer made for one gets room for
    /// the largest asked for yet (when it is at least half that), so a taller screen after it
    /// takes it rather than mapping anew. With nothing given back, or after `drain`, a buffer
    /// gets only its own size.
    @Test func aNewBufferHasRoomForTheLargestAskedForWhileBuffersAreGivenBack() {
        let pool = PixelBufferPool(limit: 2)
        #expect(pool.buffer(count: 1 << 20) { $0.update(repeating: 0) }.capacity < 1 << 21)
        #expect(pool.buffer(count: 3 << 18) { $0.update(repeating: 0) }.capacity < 1 << 20, "nothing given back: its own size")
        pool.give([UInt8](repeating: 0, count: 1 << 16))
        let shorter = pool.buffer(count: 3 << 18) { $0.update(repeating: 2) }
        #expect(shorter.count == 3 << 18 && shorter.allSatisfy { $0 == 2 })
        #expect(shorter.capacity >= 1 << 20, "room for the largest screen yet")
        let small = pool.buffer(count: 1 << 17) { $0.update(repeating: 3) }
        #expect(small.capacity < 1 << 20, "a buffer far smaller than the largest gets only its own size")
        pool.give(shorter)
        let taller = pool.take(count: 1 << 20)
        #expect(taller?.count == 1 << 20, "the shorter screen's buffer serves the taller one")
        #expect(taller.map { Array($0[0..<(3 << 18)]) } == [UInt8](repeating: 2, count: 3 << 18))
        pool.drain()
        #expect(pool.buffer(count: 3 << 18) { $0.update(repeating: 0) }.capacity < 1 << 20, "after drain: its own size")
    }

    @Test func listsThatCannotBeComparedHaveNoDamage() {
        let s = RoundedRect(rect: Rect(x: 1, y: 1, width: 10, height: 10))
        let a = DisplayList(size: Size(width: 20, height: 20), scale: 2, commands: [.fill(s, color: .black)])
        var b = a
        b.commands = [.pushClip(s), .fill(s, color: .black), .popClip]
        // A clip opened on one side only changes what every command inside it draws.
        #expect(Rasterizer.damage(from: a, to: b) == nil)
        var c = a
        c.scale = 3
        #expect(Rasterizer.damage(from: a, to: c) == nil)
        var d = a
        d.background = .black
        #expect(Rasterizer.damage(from: a, to: d) == nil)
    }
}
