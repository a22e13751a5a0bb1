import Golden
import Raster
import Support

// The report's images: one set per group of identical diffs (the signature), written as crops of
// the changed region plus a small full-screen thumbnail; full-size images only on demand.
extension DesignDiff {
    /// The thumbnail's largest width in device pixels.
    static let thumbnailWidth = 180

    /// The rectangle the crops cover: the changed pixels' bounding box grown by `margin` on every
    /// side, inside a `width`×`height` image (the whole image when nothing is known).
    static func cropBox(_ changed: PixelRect?, width: Int, height: Int, margin: Int) -> PixelRect {
        guard let c = changed, c.width > 0, c.height > 0 else { return PixelRect(x: 0, y: 0, width: width, height: height) }
        let x0 = max(0, c.x - margin), y0 = max(0, c.y - margin)
        let x1 = min(width, c.x + c.width + margin), y1 = min(height, c.y + c.height + margin)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The most tiles (crops) one screen's images are cut into; more changed areas are joined.
    /// The tiles share one image per kind (`sheet`), so more tiles cost pixels, not files.
    public static let maxTiles = 32

    /// The device pixels between two tiles on a sheet, and their color (the side-by-side view's gray).
    package static let sheetGap = 2
    package static let sheetFill: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0xA0, 0xA0, 0xA0, 0xFF)

    /// Where each of `tiles` lies on the sheet that holds them all — one image per kind (before,
    /// after, diff) for a screen's tiles, where one image per tile and kind made most of a diff's
    /// files — and the sheet's size. One tile: the sheet is its crop. More: shelves, tallest
    /// tiles first (ties in the tiles' order), each shelf filled left to right up to the widest
    /// of `width` and the tiles, `sheetGap` apart. The page shows each tile cut from the sheet.
    package static func sheet(_ tiles: [PixelRect], width: Int) -> (width: Int, height: Int, origins: [(x: Int, y: Int)]) {
        guard tiles.count > 1 else { return (tiles.first?.width ?? 0, tiles.first?.height ?? 0, tiles.map { _ in (0, 0) }) }
        let limit = max(width, tiles.reduce(0) { max($0, $1.width) })
        var origins = [(x: Int, y: Int)](repeating: (0, 0), count: tiles.count)
        var x = 0, y = 0, shelf = 0, used = 0
        for i in tiles.indices.sorted(by: { (tiles[$1].height, $0) < (tiles[$0].height, $1) }) {
            let t = tiles[i]
            if x > 0, x + t.width > limit { y += shelf + sheetGap; x = 0; shelf = 0 }
            origins[i] = (x, y)
            used = max(used, x + t.width)
            x += t.width + sheetGap
            shelf = max(shelf, t.height)
        }
        return (used, y + shelf, origins)
    }

    /// A `width`×`height` sheet whose pixels outside `tiles` (each `size` at its origin) are
    /// `sheetFill` and inside them arbitrary, for a caller that writes each tile's pixels: the
    /// gaps are found row by row, not the whole sheet filled and most of it written again.
    package static func sheetBitmap(width: Int, height: Int, tiles: [(x: Int, y: Int, width: Int, height: Int)]) throws(BitmapError) -> Bitmap {
        guard var sheet = Bitmap.uninitialized(width: width, height: height) else {
            throw width > 0 && height > 0
                ? .tooLarge(width: width, height: height, limit: Bitmap.defaultPixelLimit) : .invalidSize(width: width, height: height)
        }
        let f = sheetFill
        let word = UInt32(f.r) | UInt32(f.g) << 8 | UInt32(f.b) << 16 | UInt32(f.a) << 24
        let byX = tiles.sorted { $0.x < $1.x }
        sheet.pixels.withUnsafeMutableBytes { raw in
            let px = raw.bindMemory(to: UInt32.self)
            for y in 0..<height {
                var x = 0
                for t in byX where t.y <= y && y < t.y + t.height {
                    if t.x > x { (px.baseAddress! + y * width + x).update(repeating: word, count: t.x - x) }
                    x = max(x, t.x + t.width)
                }
                if x < width { (px.baseAddress! + y * width + x).update(repeating: word, count: width - x) }
            }
        }
        return sheet
    }

    /// The rectangles the crops cover, top to bottom: one per changed area (touching
    /// `cell`×`cell` cells of the changed pixels `counted`), each grown by `margin` and joined with
    /// any it overlaps; the cheapest pairs (least area added) joined while there are more than
    /// `maxTiles`. One box — the changed pixels' bounding box grown by `margin`, as `cropBox` — when
    /// the tiles would cover most of it anyway (fewer images for about the same pixels) or there
    /// are too many areas to join quickly. Every changed pixel lies inside a tile.
    public static func tiles(_ counted: [Int32], width: Int, height: Int, margin: Int, cell: Int) -> [PixelRect] {
        guard !counted.isEmpty, width > 0, height > 0 else { return [PixelRect(x: 0, y: 0, width: width, height: height)] }
        return tiles(areas: PixelRect.changedAreas(counted, width: width, height: height, cell: cell), width: width, height: height, margin: margin)
    }

    /// `tiles(_:width:height:margin:cell:)` from the changed areas already found
    /// (`PixelRect.changedAreas`).
    static func tiles(areas: [PixelRect], width: Int, height: Int, margin: Int) -> [PixelRect] {
        let whole = PixelRect(x: 0, y: 0, width: width, height: height)
        guard !areas.isEmpty, width > 0, height > 0 else { return [whole] }
        func grown(_ r: PixelRect) -> PixelRect { cropBox(r, width: width, height: height, margin: margin) }
        func union(_ a: PixelRect, _ b: PixelRect) -> PixelRect {
            let x0 = min(a.x, b.x), y0 = min(a.y, b.y)
            return PixelRect(x: x0, y: y0, width: max(a.x + a.width, b.x + b.width) - x0, height: max(a.y + a.height, b.y + b.height) - y0)
        }
        let box = grown(areas.dropFirst().reduce(areas[0], union))
        guard areas.count > 1, areas.count <= 512 else { return [box] }
        // Overlapping tiles joined, then the cheapest pairs while there are more than maxTiles.
        let tiles = IntRect.joined(areas.map { grown($0).intRect }, atMost: maxTiles).map(PixelRect.init)
        let covered = tiles.reduce(0) { $0 + $1.width * $1.height }
        if tiles.count == 1 || covered * 10 >= box.width * box.height * 7 { return [box] }
        return tiles.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
    }

    /// The whole factor a screen `width` device pixels wide is shrunk by for its thumbnail, so
    /// the thumbnail is at most `maxWidth` wide (`SceneRenderer.thumbnail(of:baseDirectory:factor:)`
    /// draws it at that fraction of the screen's scale).
    static func thumbnailFactor(width: Int, maxWidth: Int = DesignDiff.thumbnailWidth) -> Int {
        max(1, (width + maxWidth - 1) / maxWidth)
    }

    /// Which screen's images each identical-diff group holds. The group's images are those of its
    /// member with the smallest name, whatever order the workers finish in: a screen writes only
    /// when its name is smaller than the current holder's, under one lock, so the last write is
    /// always the smallest name's (deterministic bytes for a deterministic report).
    final class ImageSets: Sendable {
        let holders = Locked<[String: String]>([:])

        /// Whether `name` would hold `signature`'s images now (worth encoding them).
        func wants(_ signature: String, _ name: String) -> Bool {
            holders.withLock { h in h[signature].map { name < $0 } ?? true }
        }

        /// Writes `files` for `signature` and records `name` as the holder if `name` still comes
        /// first; false (nothing written) when another screen with a smaller name holds the group
        /// already. The files are written to temporary files outside the lock (the other workers
        /// go on meanwhile) and renamed over their paths under it, so the last files renamed are
        /// always the smallest name's.
        func write(_ signature: String, _ name: String, _ files: [(path: String, bytes: [UInt8])]) throws(FileError) -> Bool {
            guard wants(signature, name) else { return false }
            let staged = try FileIO.stage(files, flush: false)
            let held = try holders.withLock { (h) throws(FileError) -> Bool in
                if let held = h[signature], held <= name { return false }
                try staged.commit()
                h[signature] = name
                return true
            }
            if !held { staged.discard() }
            return held
        }
    }
}
