import Geometry

// Damage-aware re-rendering: where two display lists of one canvas can draw different pixels,
// and a list drawn again only there over a render of the other.
//
// Why it is exact. Two lists are compared command by command once their common start and end
// are set aside. When what is left has the same clip and layer structure (a `pushClip` where the
// other has one, and so on), every pixel outside the damage meets, at every index, either the
// same command under the same clip coverage, or two commands that both leave it alone (it lies
// outside both commands' pixel bounds), or two shapes that differ only in corners it is not near
// — so it ends up the same bytes. When what is left holds no clip or layer command, its drawing
// commands on both sides are damage. Anything else (a clip opened on one side only) is not
// compared: the caller draws the whole list.

extension Rasterizer {
    /// The device pixels where drawing `after` can give other bytes than drawing `before`, as
    /// rectangles inside the canvas (empty: the lists draw the same pixels). Nil when the lists
    /// cannot be compared: another size, scale or background, or clips and layers opened on one
    /// side only. Both lists must draw with the same fonts and images (`glyphs`, `images`): equal
    /// commands are taken to draw equal pixels.
    ///
    /// - Complexity: O(commands), plus the glyph masks of the changed glyph runs (cached for the
    ///   draw that follows).
    public static func damage(
        from before: DisplayList, to after: DisplayList, glyphs: (any GlyphOutlineProvider)? = nil,
        images: ImageSource? = nil, pixelLimit: Int = Bitmap.defaultPixelLimit, glyphCache: GlyphMaskCache = .shared
    ) -> [IntRect]? {
        guard before.size == after.size, before.scale == after.scale, before.background == after.background,
            let (w, h) = try? deviceSize(of: after, pixelLimit: pixelLimit)
        else { return nil }
        let b = before.commands, a = after.commands
        var start = 0
        while start < b.count, start < a.count, b[start] == a[start] { start += 1 }
        var endB = b.count, endA = a.count
        while endB > start, endA > start, b[endB - 1] == a[endA - 1] { endB -= 1; endA -= 1 }
        if start == endB && start == endA { return [] }
        let canvas = IntRect(x0: 0, y0: 0, x1: w, y1: h)
        var one: UInt32 = 0
        return withUnsafeMutablePointer(to: &one) { p -> [IntRect]? in
            // Bounds only: nothing draws into this canvas.
            let context = RenderContext(
                canvas: Canvas(base: p, width: 1, height: 1), scale: after.scale, glyphs: glyphs, images: images, glyphCache: glyphCache)
            var rects: [IntRect] = []
            func add(_ r: IntRect?) { if let r { let c = r.intersection(canvas); if !c.isEmpty { rects.append(c) } } }
            let middleB = b[start..<endB], middleA = a[start..<endA]
            do throws(RasterError) {
                if middleB.count == middleA.count, zip(middleB, middleA).allSatisfy({ $0.structure == $1.structure }) {
                    for (x, y) in zip(middleB, middleA) where x != y {
                        for r in try context.damage(between: x, and: y) { add(r) }
                    }
                } else if !middleB.contains(where: { $0.structure != nil }), !middleA.contains(where: { $0.structure != nil }) {
                    for c in middleB { add(try context.bounds(of: c)) }
                    for c in middleA { add(try context.bounds(of: c)) }
                } else {
                    return nil
                }
            } catch {
                return nil  // an invalid command: the whole render says where
            }
            return coalesce(rects)
        }
    }

    /// Draws `list` over `base` — a render of another list of the same canvas with the same fonts
    /// and images — redrawing only the pixels in `damage` (`damage(from:to:)`): the same bytes
    /// `render(list)` gives when `damage` covers every pixel the two lists draw differently.
    /// A `base` of another size is drawn over in full.
    public static func render(
        _ list: DisplayList, over base: Bitmap, damage: [IntRect], glyphs: (any GlyphOutlineProvider)? = nil,
        images: ImageSource? = nil, pixelLimit: Int = Bitmap.defaultPixelLimit, glyphCache: GlyphMaskCache = .shared
    ) throws(RasterError) -> Bitmap {
        let (w, h) = try deviceSize(of: list, pixelLimit: pixelLimit)
        guard base.width == w, base.height == h, base.pixels.count == w * h * 4 else {
            return try render(list, glyphs: glyphs, images: images, pixelLimit: pixelLimit, glyphCache: glyphCache)
        }
        var bitmap = base  // copied on the first write: `base` is left as it was
        _ = try render(list, replacingIn: &bitmap, damage: damage, glyphs: glyphs, images: images, pixelLimit: pixelLimit, glyphCache: glyphCache)
        return bitmap
    }

    /// `render(_:over:damage:)` drawing into `bitmap` itself — no copy of the screen when nothing
    /// else holds its pixels — and returning the pixels it drew over: each rectangle of `damage`
    /// inside the canvas (empty ones left out), in order, with `bitmap`'s pixels there before.
    /// `bitmap` must be the list's device size (`RasterError.invalidCanvas` otherwise, `bitmap`
    /// untouched).
    public static func render(
        _ list: DisplayList, replacingIn bitmap: inout Bitmap, damage: [IntRect], glyphs: (any GlyphOutlineProvider)? = nil,
        images: ImageSource? = nil, pixelLimit: Int = Bitmap.defaultPixelLimit, glyphCache: GlyphMaskCache = .shared
    ) throws(RasterError) -> [(rect: IntRect, pixels: Bitmap)] {
        let (w, h) = try deviceSize(of: list, pixelLimit: pixelLimit)
        guard bitmap.width == w, bitmap.height == h, bitmap.pixels.count == w * h * 4 else {
            throw .invalidCanvas("a \(bitmap.width)×\(bitmap.height) bitmap cannot be drawn over by a \(w)×\(h) list")
        }
        let canvasRect = IntRect(x0: 0, y0: 0, x1: w, y1: h)
        let windows = damage.map { $0.intersection(canvasRect) }.filter { !$0.isEmpty }
        let replaced = windows.map { (rect: $0, pixels: bitmap.copy($0)) }
        var failure: RasterError?
        bitmap.pixels.withUnsafeMutableBufferPointer { buf in
            buf.withMemoryRebound(to: UInt32.self) { px in
                let canvas = Canvas(base: px.baseAddress!, width: w, height: h)
                let context = RenderContext(canvas: canvas, scale: list.scale, glyphs: glyphs, images: images, glyphCache: glyphCache)
                let background = list.background.premultipliedPixel
                // Each drawing command's pixels, found once: a window skips the commands that
                // cannot reach it (nil: always drawn — a clip or layer, or a command whose check
                // failed, so that it fails as it would in a whole render).
                let reach: [IntRect?] = list.commands.map { c in
                    guard c.structure == nil else { return nil }
                    do throws(RasterError) { return try context.bounds(of: c) ?? IntRect(x0: 0, y0: 0, x1: 0, y1: 0) } catch { return nil }
                }
                for window in windows {
                    for y in window.y0..<window.y1 { (px.baseAddress! + y * w + window.x0).update(repeating: background, count: window.width) }
                    do throws(RasterError) { try context.run(list.commands, window: window, reach: reach) } catch {
                        failure = error
                        return
                    }
                }
            }
        }
        if let failure { throw failure }
        return replaced
    }

    /// The most rectangles a damage region is kept as (each is one pass over the list).
    static let maxDamageRects = 24

    /// `rects` joined where they overlap or nearly touch (8 pixels), then the cheapest pairs
    /// (least area added) joined while there are more than `maxDamageRects`; sorted top to bottom.
    static func coalesce(_ rects: [IntRect]) -> [IntRect] {
        IntRect.joined(rects, gap: 8, atMost: maxDamageRects).sorted { ($0.y0, $0.x0) < ($1.y0, $1.x0) }
    }
}

extension DisplayCommand {
    /// The clip or layer command this is (nil for a drawing command): two lists compared command
    /// by command must open and close the same clips and layers at the same places.
    var structure: Int? {
        switch self {
        case .pushClip: return 0
        case .popClip: return 1
        case .pushLayer: return 2
        case .popLayer: return 3
        default: return nil
        }
    }
}

extension RenderContext {
    /// Runs `commands` drawing only inside `window` (its pixels already hold the background):
    /// the clip stack starts at `window`, which every command's drawing already respects.
    /// `reach` holds each command's pixels (`bounds(of:)`; nil: run it whatever they are): a
    /// command that cannot reach the window is skipped.
    func run(_ commands: [DisplayCommand], window: IntRect, reach: [IntRect?]) throws(RasterError) {
        clips = [ClipState(bounds: window, mask: nil)]
        clipMaskBytes = 0
        try run(commands) { i in reach[i].map { $0.intersection(window).isEmpty } ?? false }
    }

    /// The device pixels `command` can change (nil: none; a clip's and a layer's are the pixels
    /// they let through), one pixel wider on every side than its geometry (anti-aliasing).
    func bounds(of command: DisplayCommand) throws(RasterError) -> IntRect? {
        func covering(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> IntRect {
            IntRect(covering: x0, y0, x1, y1).insetBy(-1)
        }
        func shape(_ s: RoundedRect) throws(RasterError) -> IntRect {
            let r = try device(s)
            return covering(r.x0, r.y0, r.x1, r.y1)
        }
        switch command {
        case .fill(let s, _), .stroke(let s, _, _), .pushClip(let s), .linearGradient(let s, _, _, _):
            return try shape(s)
        case .popClip, .popLayer:
            return nil
        case let .pushLayer(rect, _):
            return try shape(RoundedRect(rect: rect))
        case let .shadow(s, _, offset, blur, spread):
            let (rr, _, reach) = try shadowGeometry(s, offset: offset, blur: blur, spread: spread)
            return covering(rr.x0 - reach, rr.y0 - reach, rr.x1 + reach, rr.y1 + reach)
        case let .line(from, to, width, _):
            let a = try point(from, "from") * scale, b = try point(to, "to") * scale
            let w = try nonNegative(width, "width") * scale / 2 + 1
            return covering(min(a.x, b.x) - w, min(a.y, b.y) - w, max(a.x, b.x) + w, max(a.y, b.y) + w)
        case let .glyphs(run):
            return try glyphBounds(run)?.insetBy(-1)
        case let .image(rect, _, _, _, _):
            return try shape(RoundedRect(rect: rect))
        case let .path(path, _, _):
            var box: (x0: Double, y0: Double, x1: Double, y1: Double)?
            for (i, e) in path.elements.enumerated() {
                for p in e.points {
                    let q = try point(p, "path element \(i)") * scale
                    box = box.map { (min($0.x0, q.x), min($0.y0, q.y), max($0.x1, q.x), max($0.y1, q.y)) } ?? (q.x, q.y, q.x, q.y)
                }
            }
            return box.map { covering($0.x0, $0.y0, $0.x1, $0.y1) }
        }
    }

    /// Where two commands at the same place in two lists can leave different pixels: two shapes
    /// that differ only in their corners' radii (same rectangle, corner curve and paint) damage
    /// only those corners — a card's new radius redraws its four corners, not the card; anything
    /// else damages both commands' bounds.
    func damage(between x: DisplayCommand, and y: DisplayCommand) throws(RasterError) -> [IntRect] {
        var corners: [IntRect]?
        switch (x, y) {
        case let (.fill(s, c), .fill(t, d)) where c == d:
            corners = cornerDamage(try device(s), try device(t), reach: 0)
        case let (.stroke(s, w, c), .stroke(t, v, d)) where w == v && c == d:
            corners = cornerDamage(try device(s), try device(t), reach: try nonNegative(w, "width") * scale)
        case let (.pushClip(s), .pushClip(t)):
            corners = cornerDamage(try device(s), try device(t), reach: 0)
        case let (.shadow(s, c, o, b, g), .shadow(t, d, p, e, h)) where c == d && o == p && b == e && g == h:
            let (u, _, reach) = try shadowGeometry(s, offset: o, blur: b, spread: g)
            let (v, _, _) = try shadowGeometry(t, offset: p, blur: e, spread: h)
            corners = cornerDamage(u, v, reach: reach)
        default:
            break
        }
        if let corners { return corners }
        return [try bounds(of: x), try bounds(of: y)].compactMap { $0 }
    }

    /// The corners where two device rounded rectangles with the same edges and corner curve can
    /// differ (each corner whose radius changed: the square its larger curve spans, grown by
    /// `reach` and a pixel); nil when the edges or the curve differ.
    func cornerDamage(_ a: DeviceRoundedRect, _ b: DeviceRoundedRect, reach: Double) -> [IntRect]? {
        guard a.x0 == b.x0, a.y0 == b.y0, a.x1 == b.x1, a.y1 == b.y1, a.corner == b.corner else { return nil }
        if a.isEmpty { return [] }
        let k = a.corner == .continuous ? DeviceRoundedRect.continuousExtent : 1
        var out: [IntRect] = []
        // (radius before, radius after, corner x, corner y, inward x, inward y)
        let corners: [(Double, Double, Double, Double, Double, Double)] = [
            (a.tl, b.tl, a.x0, a.y0, 1, 1), (a.tr, b.tr, a.x1, a.y0, -1, 1),
            (a.br, b.br, a.x1, a.y1, -1, -1), (a.bl, b.bl, a.x0, a.y1, 1, -1),
        ]
        for (r, s, cx, cy, ix, iy) in corners where r != s {
            let e = max(r, s) * k + reach
            let xs = (cx - ix * reach, cx + ix * e), ys = (cy - iy * reach, cy + iy * e)
            out.append(IntRect(covering: min(xs.0, xs.1), min(ys.0, ys.1), max(xs.0, xs.1), max(ys.0, ys.1)).insetBy(-1))
        }
        return out
    }
}
