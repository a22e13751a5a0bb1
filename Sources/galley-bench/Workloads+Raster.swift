import Geometry
import Raster
import Support

extension BenchWorkload {
    /// Rasterizer workloads: `raster.feed` (a long feed of cards with every
    /// primitive), `raster.feed.noshadow` (the same without shadows, to see what
    /// shadows cost), and one workload per primitive. Glyph runs use DejaVu Sans
    /// glyph ids and are left out when `glyphs` is nil. `--export` writes each
    /// list as `list.json` with its images beside it, for reference libraries to rasterize the same list.
    static func rasterWorkloads(glyphs: (any GlyphOutlineProvider)?) -> [BenchWorkload] {
        let withText = glyphs != nil
        let lists: [(String, DisplayList)] =
            [
                ("raster.feed", RasterBenchLists.feed(text: withText, shadows: true)),
                ("raster.feed.noshadow", RasterBenchLists.feed(text: withText, shadows: false)),
                ("raster.fill", RasterBenchLists.fills()),
                ("raster.stroke", RasterBenchLists.strokes()),
                ("raster.line", RasterBenchLists.lines()),
                ("raster.shadow", RasterBenchLists.shadows()),
                ("raster.clip", RasterBenchLists.clips()),
                ("raster.gradient", RasterBenchLists.gradients()),
                ("raster.image", RasterBenchLists.images()),
            ] + (withText ? [("raster.glyphs", RasterBenchLists.text())] : [])
        return lists.map { name, list in
            let pixels = (try? Rasterizer.deviceSize(of: list)).map { $0.width * $0.height } ?? 0
            return BenchWorkload(
                name: name,
                runs: 10,
                setUp: {
                    let images = ImageSource.memory(RasterBenchLists.bitmaps)
                    // One bitmap drawn into again and again, as Skia's reference reuses its surface.
                    var bitmap = try Rasterizer.render(list, glyphs: glyphs, images: images)
                    return { try Rasterizer.render(list, into: &bitmap, glyphs: glyphs, images: images) }
                },
                export: { dir in
                    try FileIO.writeAtomically(list.serialized(), to: dir + "/list.json")
                    for (source, bitmap) in RasterBenchLists.bitmaps { try PNG.writeFile(bitmap, to: dir + "/" + source) }
                },
                extra: [("pixels", "\(pixels)"), ("commands", "\(list.commands.count)")])
        }
    }
}

/// The fixed display lists of the raster workloads.
enum RasterBenchLists {
    static let background = Color(red: 0xF2, green: 0xF2, blue: 0xF7)
    static let separator = Color(red: 0xC6, green: 0xC6, blue: 0xC8)
    static let border = Color(red: 0xD1, green: 0xD1, blue: 0xD6)
    static let shadow = Color(red: 0, green: 0, blue: 0, alpha: 0x1F)
    static let secondary = Color(red: 0x8E, green: 0x8E, blue: 0x93)

    /// Generated images, by source name (a photo-like thumbnail and a small icon).
    static let bitmaps: [String: Bitmap] = {
        func make(_ w: Int, _ h: Int, _ f: (Int, Int) -> (UInt8, UInt8, UInt8)) -> Bitmap {
            var px = [UInt8](repeating: 255, count: w * h * 4)
            for y in 0..<h { for x in 0..<w { let (r, g, b) = f(x, y); let i = (y * w + x) * 4; px[i] = r; px[i + 1] = g; px[i + 2] = b } }
            return try! Bitmap(width: w, height: h, premultipliedPixels: px)
        }
        return [
            "images/thumb.png": make(240, 180) { x, y in
                (UInt8(x * 255 / 240), UInt8(60 + y), UInt8(150 - x / 4 + ((x / 24 + y / 24) % 2) * 40))
            },
            "images/icon.png": make(24, 24) { x, y in
                ((x / 6 + y / 6) % 2 == 0 ? 0 : 255, UInt8(x * 10), UInt8(y * 10))
            },
        ]
    }()

    /// DejaVu Sans glyph ids for printable ASCII (its cmap puts them at code − 29)
    /// and positions from a fixed average advance: the same for Galley and Skia.
    static func run(_ text: String, font: String, size: Double, color: Color, at origin: Point) -> DisplayCommand {
        var glyphs: [UInt32] = [], positions: [Point] = []
        var x = 0.0
        for u in text.unicodeScalars where u.value >= 32 && u.value < 127 {
            glyphs.append(u.value - 29)
            positions.append(Point(x: x, y: 0))
            x += size * (u == " " ? 0.32 : (u.properties.isUppercase ? 0.68 : 0.58))
        }
        return .glyphs(GlyphRun(font: font, size: size, color: color, origin: origin, glyphs: glyphs, positions: positions))
    }

    /// A feed: a gradient navigation bar, then 40 cards (rounded, one shadow
    /// each, hairline borders, a clipped thumbnail, title and subtitle, a
    /// separator, a gradient badge on every fourth).
    static func feed(text: Bool, shadows: Bool) -> DisplayList {
        var c: [DisplayCommand] = []
        c.append(
            .linearGradient(
                RoundedRect(rect: Rect(x: 0, y: 0, width: 390, height: 100)), from: Point(x: 0, y: 0), to: Point(x: 0, y: 100),
                stops: [
                    GradientStop(location: 0, color: Color(red: 0, green: 0x7A, blue: 0xFF)),
                    GradientStop(location: 0.6, color: Color(red: 0x58, green: 0x56, blue: 0xD6)),
                    GradientStop(location: 1, color: Color(red: 0xAF, green: 0x52, blue: 0xDE)),
                ]))
        if text { c.append(run("Galley feed", font: "DejaVuSans-Bold", size: 28, color: .white, at: Point(x: 16, y: 80))) }
        for i in 0..<40 {
            let y = 112 + Double(i) * 62
            let corner: CornerCurve = i % 3 == 0 ? .continuous : .circular
            let card = RoundedRect(rect: Rect(x: 16, y: y, width: 358, height: 54), radius: 12, corner: corner)
            if shadows { c.append(.shadow(card, color: shadow, offset: Point(x: 0, y: 2), blur: 8, spread: 0)) }
            c.append(.fill(card, color: .white))
            c.append(.stroke(card, width: 1.0 / 3, color: border))
            let thumb = RoundedRect(rect: Rect(x: 24, y: y + 7, width: 40, height: 40), radius: 8, corner: corner)
            c.append(.pushClip(thumb))
            c.append(.image(rect: thumb.rect, source: "images/thumb.png", contentMode: .aspectFill))
            c.append(.popClip)
            if text {
                c.append(run("Card title \(i + 1)", font: "DejaVuSans-Bold", size: 15, color: .black, at: Point(x: 74, y: y + 22)))
                c.append(run("A subtitle with a few more words", font: "DejaVuSans", size: 12, color: secondary, at: Point(x: 74, y: y + 45)))
            }
            // A hairline centered on a pixel row, as UIKit places a separator view of height 1 / scale.
            c.append(.line(from: Point(x: 74, y: y + 29 + 1.0 / 6), to: Point(x: 374, y: y + 29 + 1.0 / 6), width: 1.0 / 3, color: separator))
            if i % 4 == 1 {
                c.append(
                    .linearGradient(
                        RoundedRect(rect: Rect(x: 300, y: y + 8, width: 62, height: 18), radius: 9), from: Point(x: 300, y: 0), to: Point(x: 362, y: 0),
                        stops: [
                            GradientStop(location: 0, color: Color(red: 0xFF, green: 0x95, blue: 0)),
                            GradientStop(location: 0.5, color: Color(red: 0xFF, green: 0x3B, blue: 0x30)),
                            GradientStop(location: 1, color: Color(red: 0xFF, green: 0x2D, blue: 0x55)),
                        ]))
                c.append(.image(rect: Rect(x: 344, y: y + 34, width: 16, height: 16), source: "images/icon.png", contentMode: .aspectFit))
            }
        }
        return DisplayList(size: Size(width: 390, height: 2600), scale: 3, background: background, commands: c)
    }

    static func screen(_ commands: [DisplayCommand]) -> DisplayList {
        DisplayList(size: Size(width: 390, height: 844), scale: 3, background: background, commands: commands)
    }

    static func grid(_ count: Int, columns: Int = 3, _ make: (Int, Rect) -> [DisplayCommand]) -> [DisplayCommand] {
        let w = 390.0 / Double(columns)
        return (0..<count).flatMap { i -> [DisplayCommand] in
            let r = Rect(x: Double(i % columns) * w + 8, y: Double(i / columns) * 42 + 8, width: w - 16, height: 34)
            return make(i, r)
        }
    }

    static func fills() -> DisplayList {
        screen(
            grid(60) { i, r in
                [
                    .fill(
                        RoundedRect(rect: r, radius: Double(i % 5) * 4, corner: i % 2 == 0 ? .circular : .continuous),
                        color: i % 3 == 0 ? .white : Color(red: UInt8(i * 4), green: 120, blue: 250, alpha: i % 2 == 0 ? 255 : 160))
                ]
            })
    }

    static func strokes() -> DisplayList {
        screen(
            grid(60) { i, r in
                [
                    .stroke(
                        RoundedRect(rect: r, radius: Double(i % 5) * 4, corner: i % 2 == 0 ? .circular : .continuous),
                        width: [1.0 / 3, 1, 2.5][i % 3], color: Color(red: 0, green: 0, blue: 0, alpha: 200))
                ]
            })
    }

    static func lines() -> DisplayList {
        var c: [DisplayCommand] = []
        for i in 0..<200 {
            let y = (4 + Double(i) * 4.2 * 3).rounded() / 3 + 1.0 / 6  // pixel-row centers
            c.append(.line(from: Point(x: 16, y: y), to: Point(x: 390, y: y), width: 1.0 / 3, color: separator))
        }
        for i in 0..<20 { c.append(.line(from: Point(x: Double(i) * 19, y: 0), to: Point(x: 390 - Double(i) * 19, y: 844), width: 1, color: .black)) }
        return screen(c)
    }

    static func shadows() -> DisplayList {
        screen(
            (0..<12).map { i in
                .shadow(
                    RoundedRect(rect: Rect(x: 16, y: 12 + Double(i) * 68, width: 358, height: 54), radius: 12, corner: i % 3 == 0 ? .continuous : .circular),
                    color: shadow, offset: Point(x: 0, y: 2), blur: 8, spread: 0)
            })
    }

    static func clips() -> DisplayList {
        screen(
            grid(30, columns: 2) { i, r in
                [
                    .pushClip(RoundedRect(rect: r, radius: 10, corner: i % 2 == 0 ? .circular : .continuous)),
                    .fill(RoundedRect(rect: r.insetBy(dx: -4, dy: -4)), color: Color(red: 0, green: 0x7A, blue: 0xFF)),
                    .pushClip(RoundedRect(rect: r.insetBy(dx: 6, dy: 6), radius: 6)),
                    .fill(RoundedRect(rect: r), color: .white),
                    .popClip, .popClip,
                ]
            })
    }

    static func gradients() -> DisplayList {
        screen(
            grid(30, columns: 2) { i, r in
                [
                    .linearGradient(
                        RoundedRect(rect: r, radius: 8), from: r.origin, to: Point(x: r.maxX, y: i % 2 == 0 ? r.minY : r.maxY),
                        stops: [
                            GradientStop(location: 0, color: Color(red: 0xFF, green: 0x3B, blue: 0x30)),
                            GradientStop(location: 0.5, color: Color(red: 0xFF, green: 0xCC, blue: 0, alpha: 128)),
                            GradientStop(location: 1, color: Color(red: 0x34, green: 0xC7, blue: 0x59)),
                        ])
                ]
            })
    }

    static func images() -> DisplayList {
        screen(
            grid(45) { i, r in
                [.image(rect: r, source: i % 3 == 2 ? "images/icon.png" : "images/thumb.png", contentMode: [.scaleToFill, .aspectFit, .aspectFill][i % 3])]
            })
    }

    static func text() -> DisplayList {
        screen(
            (0..<40).map { i in
                run(
                    "The quick brown fox jumps over the lazy dog \(i)", font: i % 2 == 0 ? "DejaVuSans" : "DejaVuSans-Bold",
                    size: 13 + Double(i % 4), color: .black, at: Point(x: 12, y: 20 + Double(i) * 20.5))
            })
    }
}
