import Foundation
import Galley
import GalleyTestSupport
import Geometry
import Raster
import Support
import Testing

/// Display-list JSON and lists built in Swift: drawn, or refused naming the command.
@Suite struct DisplayListRobustnessTests {
    static let listFiles: [String] = ((try? FileIO.walk(packageRoot + "/Goldens/scenes/raster", suffix: ".json")) ?? []).sorted()

    /// The example from Sources/Raster/Raster.docc/DisplayListFormat.md (empty when missing: `thereAreListsToMutate` fails).
    static let exampleList: [UInt8] = {
        if let text = try? FileIO.readText(packageRoot + "/Sources/Raster/Raster.docc/DisplayListFormat.md"),
            let start = text.range(of: "```json\n"), let end = text.range(of: "\n```", range: start.upperBound..<text.endIndex)
        {
            return Array(text[start.upperBound..<end.lowerBound].utf8)
        }
        return []
    }()

    @Test func thereAreListsToMutate() throws {
        #expect(Self.listFiles.count >= 10)
        _ = try DisplayList(json: Self.exampleList)
    }

    @Test(arguments: robustSeeds)
    func mutatedListsDrawOrFailTyped(seed: Int) throws {
        var rng = SplitMix64(seed: 0xD15B_0000 + UInt64(seed))
        var tally: [String: Int] = [:]
        let sources = Self.listFiles.map { ($0, FileIO.parentDirectory(of: $0)) } + [("DISPLAYLIST.md", packageRoot + "/Goldens/scenes/raster/example")]
        for (file, base) in sources {
            let original = file == "DISPLAYLIST.md" ? Self.exampleList : try FileIO.read(file)
            for round in 0..<6 {
                var bytes = original, notes: [String] = []
                for _ in 0...rng.below(3) {
                    let (m, note) = JSONMutator.mutate(bytes, &rng)
                    bytes = m; notes.append(note)
                }
                tally[
                    robustCheckDisplayList(bytes, baseDirectory: base, "seed \(seed) \(file) round \(round): \(notes.joined(separator: "; "))"), default: 0] +=
                    1
            }
        }
        robustReport("mutatedListsDrawOrFailTyped", seed: seed, tally)
        #expect(tally["refused", default: 0] > 0, "\(tally)")
    }

    @Test(arguments: robustSeeds)
    func listsWithNastyValuesDrawOrFailTyped(seed: Int) throws {
        var rng = SplitMix64(seed: 0x7E57_0000 + UInt64(seed))
        var tally: [String: Int] = [:]
        for file in Self.listFiles {
            let original = try JSONValue.parse(try FileIO.read(file))
            for round in 0..<5 {
                let mutated = JSONTreeMutator.mutate(original, &rng)
                tally[
                    robustCheckDisplayList(
                        Array(mutated.value.serialized(pretty: false).utf8), baseDirectory: FileIO.parentDirectory(of: file),
                        "seed \(seed) \(file) round \(round): \(mutated.note)"), default: 0] += 1
            }
        }
        robustReport("listsWithNastyValuesDrawOrFailTyped", seed: seed, tally)
        #expect(tally["drawn", default: 0] > 0, "\(tally)")
    }

    /// `{"size": …, "scale": …, "commands": [COMMANDS]}` for a small canvas.
    func list(_ commands: String, size: String = "[40, 30]", scale: String = "2") -> [UInt8] {
        Array(##"{"version": 1, "size": \##(size), "scale": \##(scale), "background": "#FFFFFF", "commands": [\##(commands)]}"##.utf8)
    }

    func refused(_ bytes: [UInt8]) -> String? {
        do { _ = try DisplayList(json: bytes); return nil } catch { return error.description }
    }

    func rasterError(_ bytes: [UInt8], base: String = packageRoot) throws -> RenderError? {
        let l = try DisplayList(json: bytes)
        do { _ = try SceneRenderer.shared().rasterize(l, baseDirectory: base); return nil } catch { return error }
    }

    @Test func valuesJSONCannotHoldOrThatAreOutOfRangeAreRefusedWithTheirPath() {
        #expect(refused(list("", size: "[NaN, 10]"))?.contains("not valid JSON") == true)
        #expect(refused(list("", size: "[1e400, 10]"))?.contains("number out of range") == true)
        #expect(refused(list("", size: "[-1, 10]"))?.hasPrefix("size:") == true)
        #expect(refused(list("", size: "[0, 10]"))?.hasPrefix("size:") == true)
        #expect(refused(list("", scale: "0"))?.hasPrefix("scale:") == true)
        #expect(refused(list("", scale: "1000"))?.hasPrefix("scale:") == true)
        #expect(refused(list("", scale: "-0"))?.hasPrefix("scale:") == true)
        #expect(refused(list(##"{"fill": {"rect": [0, 0, -5, 5], "color": "#000000"}}"##))?.hasPrefix("commands[0].fill.rect[2]") == true)
        #expect(refused(list(##"{"fill": {"rect": [0, 0, 5, 5], "radii": -1, "color": "#000000"}}"##))?.hasPrefix("commands[0].fill.radii") == true)
        #expect(refused(list(##"{"stroke": {"rect": [0, 0, 5, 5], "width": -1, "color": "#000000"}}"##))?.hasPrefix("commands[0].stroke.width") == true)
        #expect(refused(list(##"{"shadow": {"rect": [0, 0, 5, 5], "blur": -3, "color": "#000000"}}"##))?.hasPrefix("commands[0].shadow.blur") == true)
        #expect(refused(list(##"{"line": {"from": [0, 0], "to": [5, 5], "width": -1, "color": "#000000"}}"##))?.hasPrefix("commands[0].line.width") == true)
        #expect(
            refused(list(##"{"glyphs": {"font": "DejaVuSans", "size": -1, "color": "#000000", "origin": [0, 0], "glyphs": [1], "positions": [[0, 0]]}}"##))?
                .hasPrefix("commands[0].glyphs.size") == true)
        #expect(
            refused(list(##"{"glyphs": {"font": "DejaVuSans", "size": 1, "color": "#000000", "origin": [0, 0], "glyphs": [-1], "positions": [[0, 0]]}}"##))?
                .hasPrefix("commands[0].glyphs.glyphs[0]") == true)
        #expect(
            refused(
                list(##"{"glyphs": {"font": "DejaVuSans", "size": 1, "color": "#000000", "origin": [0, 0], "glyphs": [4294967296], "positions": [[0, 0]]}}"##))?
                .hasPrefix("commands[0].glyphs.glyphs[0]") == true)
        #expect(refused(list(##"{"popClip": {}}"##)) == "commands[0].popClip: no pushClip to pop")
        #expect(refused(list(##"{"pushClip": {"rect": [0, 0, 5, 5]}}, {"popClip": {}}, {"popClip": {}}"##)) == "commands[2].popClip: no pushClip to pop")
        #expect(refused(list(##"{"blur": {}}"##))?.hasPrefix("commands[0].blur: unknown command") == true)
        #expect(
            refused(list(##"{"fill": {"rect": [0, 0, 5, 5], "color": "#000000", "colour": "#000000"}}"##))?.hasPrefix("commands[0].fill.colour: unknown key")
                == true)
        #expect(refused(list(##"{"fill": {"rect": [0, 0, 5, 5], "color": "#000000"}, "line": {}}"##))?.hasPrefix("commands[0]") == true)
        #expect(refused(list(##"{}"##))?.hasPrefix("commands[0]") == true)
    }

    @Test func hugeValuesDrawOrClamp() throws {
        // Blur far over the maximum is clamped; huge coordinates and radii are clamped; all finish.
        let commands = [
            ##"{"shadow": {"rect": [5, 5, 20, 10], "radii": 4, "color": "#00000080", "offset": [0, 2], "blur": 1e9, "spread": 1e9}}"##,
            ##"{"shadow": {"rect": [5, 5, 20, 10], "color": "#00000080", "offset": [1e300, -1e300], "blur": 1e300, "spread": -1e300}}"##,
            // x + width overflowed to infinity in device space, then NaN corner phases trapped.
            ##"{"shadow": {"rect": [16, 10, 1e308, 8], "radii": [12, 12, 0, 0], "color": "#00000033", "offset": [0, 2], "blur": 8}}"##,
            ##"{"shadow": {"rect": [-1e308, -1e308, 1e308, 1e308], "radii": 1e308, "corner": "continuous", "color": "#00000033", "blur": 3, "spread": 1e308}}"##,
            ##"{"fill": {"rect": [-1e300, -1e300, 1e300, 1e300], "radii": 1e300, "color": "#FF0000"}}"##,
            ##"{"fill": {"rect": [1e300, 1e300, 1e300, 1e300], "radii": [0, 1e300, 0, 1e300], "corner": "continuous", "color": "#FF0000"}}"##,
            ##"{"stroke": {"rect": [1, 1, 30, 20], "radii": 1e9, "width": 1e300, "color": "#00FF00"}}"##,
            ##"{"line": {"from": [-1e300, 0], "to": [1e300, 30], "width": 1e300, "color": "#0000FF"}}"##,
            ##"{"line": {"from": [5, 5], "to": [5, 5], "width": 3, "color": "#0000FF"}}"##,
            ##"{"fill": {"rect": [5, 5, 0, 0], "color": "#0000FF"}}"##,
            ##"{"linearGradient": {"rect": [0, 0, 40, 30], "from": [3, 3], "to": [3, 3], "stops": [[0, "#000000"], [0, "#FFFFFF"], [1, "#FF0000"]]}}"##,
            ##"{"linearGradient": {"rect": [0, 0, 40, 30], "from": [-1e300, 0], "to": [1e300, 1e-300], "stops": [[0.5, "#00000000"]]}}"##,
            ##"{"glyphs": {"font": "DejaVuSans", "size": 0, "color": "#000000", "origin": [5, 20], "glyphs": [36], "positions": [[0, 0]]}}"##,
            ##"{"glyphs": {"font": "DejaVuSans", "size": 1e300, "color": "#000000", "origin": [5, 20], "glyphs": [36], "positions": [[0, 0]]}}"##,
            ##"{"glyphs": {"font": "DejaVuSans", "size": 17, "color": "#000000", "origin": [1e300, -1e300], "glyphs": [36], "positions": [[-1e300, 1e300]]}}"##,
            ##"{"glyphs": {"font": "DejaVuSans", "size": 17, "color": "#000000", "origin": [5, 20], "glyphs": [], "positions": []}}"##,
        ]
        for (i, c) in commands.enumerated() {
            // Every one draws, clamped, but a glyph run of size 1e300: refused by name.
            let outcome = robustCheckDisplayList(list(c), baseDirectory: packageRoot, "command \(i): \(c)")
            #expect(outcome == (c.contains(#""size": 1e300"#) ? "raster error" : "drawn"), "command \(i): \(c)")
        }
        #expect(robustCheckDisplayList(list(commands.joined(separator: ", ")), baseDirectory: packageRoot, "all huge commands") == "raster error")
        // A size at the pixel limit's edge and far over it: refused before allocating, with the numbers.
        for (size, scale) in [("[100000, 100000]", "1"), ("[390, 844]", "16"), ("[1e300, 1]", "16"), ("[1, 1e300]", "1")] {
            let huge = try DisplayList(json: list("", size: size, scale: scale))
            do {
                _ = try SceneRenderer.shared().rasterize(huge, baseDirectory: packageRoot)
                Issue.record("drew \(size) @\(scale)")
            } catch {
                guard case .raster(.bitmap(.tooLarge)) = error else { Issue.record("\(size): \(error)"); continue }
                #expect(error.description.contains("over the pixel limit"))
            }
        }
        // Tiny: rounds to one pixel.
        let tiny = try SceneRenderer.shared().rasterize(try DisplayList(json: list("", size: "[1e-300, 1e-300]", scale: "1")), baseDirectory: packageRoot)
        #expect(tiny.width == 1 && tiny.height == 1)
    }

    @Test func nonFiniteValuesBuiltInSwiftAreTypedErrorsOrDrawNothing() throws {
        let renderer = try SceneRenderer.shared()
        let bad: [Double] = [.nan, .infinity, -.infinity, -1, -0.0, 1e300]
        // The commands below that draw at value v (the rest are typed errors): the plain fill always;
        // -0 and 1e300 draw, clamped, but the lone popClip (and at 1e300 the glyphs and gradient).
        func drawn(_ v: Double) -> Set<Int> {
            if v == 0 { return [0, 1, 2, 3, 4, 5, 6, 8, 9] }
            return v == 1e300 ? [0, 1, 2, 3, 4, 5, 6] : [6]
        }
        for v in bad {
            for size in [Size(width: v, height: 10), Size(width: 10, height: v)] {
                do { _ = try renderer.rasterize(DisplayList(size: size, scale: 1), baseDirectory: "."); #expect(v == 1e300 ? false : v > 0) } catch {
                    #expect(!error.description.isEmpty)
                }
            }
            do {
                _ = try renderer.rasterize(DisplayList(size: Size(width: 10, height: 10), scale: v), baseDirectory: ".")
                #expect(v == 1e300 ? false : v > 0, "scale \(v)")
            } catch { #expect(!error.description.isEmpty) }
            let shape = RoundedRect(rect: Rect(x: 1, y: 1, width: 8, height: 8), radius: v)
            let commands: [DisplayCommand] = [
                .fill(RoundedRect(rect: Rect(x: v, y: 1, width: v, height: 5), radius: 1), color: .black),
                .fill(shape, color: .black),
                .stroke(shape, width: v, color: .black),
                .shadow(shape, color: .black, offset: Point(x: v, y: v), blur: v, spread: v),
                .line(from: Point(x: v, y: 0), to: Point(x: 5, y: v), width: v, color: .black),
                .pushClip(shape), .fill(RoundedRect(rect: Rect(x: 0, y: 0, width: 10, height: 10)), color: .black), .popClip,
                .glyphs(GlyphRun(font: "DejaVuSans", size: v, color: .black, origin: Point(x: v, y: 5), glyphs: [36], positions: [Point(x: v, y: 0)])),
                .linearGradient(shape, from: Point(x: v, y: 0), to: Point(x: 0, y: v), stops: [GradientStop(location: v, color: .black)]),
            ]
            for (i, c) in commands.enumerated() {
                let outcome = robustCheckRaster(
                    DisplayList(size: Size(width: 10, height: 10), scale: 2, commands: [c]), baseDirectory: ".", "value \(v) command \(i)")
                #expect(outcome == (drawn(v).contains(i) ? "drawn" : "raster error"), "value \(v) command \(i)")
            }
        }
    }

    @Test func deepAndUnbalancedClipsFinish() throws {
        // Thousands of nested clips and no popClip: valid (the list's end pops them), and bounded in memory and time.
        for (shape, count) in [(##"{"pushClip": {"rect": [0, 0, 40, 30]}}"##, 10_000), (##"{"pushClip": {"rect": [0.5, 0.5, 39, 29], "radii": 6}}"##, 2_000)] {
            let deep = list(
                Array(repeating: shape, count: count).joined(separator: ", ")
                    + ##", {"fill": {"rect": [0, 0, 40, 30], "color": "#FF0000"}}"##)
            #expect(robustCheckDisplayList(deep, baseDirectory: packageRoot, "\(count) nested \(shape)") == "drawn")
        }
        // The same on a full-size canvas (1170×2532 px): masks must not pile up to gigabytes.
        let big = list(
            Array(repeating: ##"{"pushClip": {"rect": [0.5, 0.5, 389, 843], "radii": 12}}"##, count: 10_000).joined(separator: ", ")
                + ##", {"fill": {"rect": [0, 0, 390, 844], "color": "#FF0000"}}"##, size: "[390, 844]", scale: "3")
        let error = try rasterError(big)
        guard case .raster(.command(let index, "pushClip", let message))? = error else { Issue.record("\(String(describing: error))"); return }
        #expect(index > 10 && index < 1_000 && message.contains("nested clips would hold more than"), "\(message)")
        // Pixel-aligned clips hold no mask: any depth draws.
        let aligned = list(
            Array(repeating: ##"{"pushClip": {"rect": [1, 1, 388, 842]}}"##, count: 10_000).joined(separator: ", ")
                + ##", {"fill": {"rect": [0, 0, 390, 844], "radii": 20, "color": "#FF0000"}}"##, size: "[390, 844]", scale: "1")
        #expect(try rasterError(aligned) == nil)
        // 10 000 push/pop pairs.
        let pairs = list(Array(repeating: ##"{"pushClip": {"rect": [1.5, 1.5, 20, 20], "radii": 3}}, {"popClip": {}}"##, count: 10_000).joined(separator: ", "))
        #expect(robustCheckDisplayList(pairs, baseDirectory: packageRoot, "10k push/pop pairs") == "drawn")
        // popClip without push, built in Swift (JSON refuses it): a typed error naming the command.
        let l = DisplayList(size: Size(width: 10, height: 10), scale: 1, commands: [.popClip])
        do { _ = try SceneRenderer.shared().rasterize(l, baseDirectory: "."); Issue.record("drew") } catch {
            guard case .raster(.command(index: 0, name: "popClip", _)) = error else { Issue.record("\(error)"); return }
        }
    }

    @Test func glyphsBeyondTheFontAndUnknownFontsNameTheCommand() throws {
        // DejaVu Sans has about 6 000 glyphs.
        for (font, glyph) in [
            ("DejaVuSans", 4_000_000_000), ("DejaVuSans", 1_000_000), ("DejaVuSans", 60_000), ("NoSuchFont", 36), ("../Fonts/DejaVuSans", 36),
            ("DejaVuSans.ttf", 36), ("LICENSE-DejaVu", 36),
        ] {
            let bytes = list(
                ##"{"fill": {"rect": [0, 0, 5, 5], "color": "#000000"}}, {"glyphs": {"font": "\##(font)", "size": 17, "color": "#000000", "origin": [5, 20], "glyphs": [36, \##(glyph)], "positions": [[0, 0], [10, 0]]}}"##
            )
            let error = try rasterError(bytes)
            guard case .raster(.command(index: 1, name: "glyphs", let message))? = error else {
                Issue.record("\(font) \(glyph): \(String(describing: error))"); continue
            }
            #expect(message.contains(font == "DejaVuSans" ? "\(glyph)" : font), "\(message)")
        }
    }

    @Test(arguments: robustSeeds)
    func mutatedImagesDrawOrNameTheCommand(seed: Int) throws {
        let dir = try temporaryDirectory("robust-pngfuzz")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let cover = try FileIO.read(packageRoot + "/Goldens/scenes/raster/example/images/cover.png")
        var rng = SplitMix64(seed: 0x1A6E_0000 + UInt64(seed))
        for round in 0..<12 {
            var b = cover
            var notes: [String] = []
            for _ in 0...rng.below(4) {
                switch rng.below(4) {
                case 0: let i = rng.below(b.count); b[i] ^= UInt8(1 << rng.below(8)); notes.append("flip \(i)")
                case 1: let n = rng.below(b.count); b = Array(b.prefix(n)); notes.append("cut \(n)")
                case 2:
                    let i = 8 + rng.below(max(1, min(b.count, 40) - 8)); if i < b.count { b[i] = rng.pick([0, 0xFF, 0x7F, 0x80]) }; notes.append("header \(i)")
                default:
                    let i = rng.below(b.count), n = min(b.count - i, 1 + rng.below(64)), at = rng.below(b.count + 1)
                    b.insert(contentsOf: b[i..<(i + n)], at: at); notes.append("dup \(i)+\(n)@\(at)")
                }
            }
            try FileIO.writeAtomically(b, to: dir + "/img.png")
            let mode = rng.pick(["scaleToFill", "aspectFit", "aspectFill"])
            let bytes = list(##"{"image": {"rect": [2, 3, 30, 20], "source": "img.png", "contentMode": "\##(mode)"}}"##)
            if let error = try rasterError(bytes, base: dir) {
                guard case .raster(.command(index: 0, name: "image", _)) = error else {
                    Issue.record("seed \(seed) round \(round) \(notes): \(error)"); continue
                }
            }
        }
    }

    @Test func oddImageGeometryDrawsOrNamesTheCommand() throws {
        let dir = try temporaryDirectory("robust-imagegeometry")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try PNG.writeFile(try Bitmap(width: 1, height: 1, fill: (255, 0, 0, 255)), to: dir + "/dot.png")
        try PNG.writeFile(try Bitmap(width: 1, height: 4_000, fill: (0, 0, 255, 128)), to: dir + "/tall.png")
        try PNG.writeFile(try Bitmap(width: 3_000, height: 1, fill: (0, 255, 0, 255)), to: dir + "/wide.png")
        for source in ["dot.png", "tall.png", "wide.png"] {
            for rect in [
                "[0, 0, 40, 30]", "[0, 0, 0, 0]", "[0, 0, 1e-300, 30]", "[-1e300, -1e300, 1e300, 1e300]", "[1e300, 0, 1e300, 30]",
                "[5, 5, 1e300, 1e-300]", "[10.5, 0.25, 0.5, 1e6]",
            ] {
                for mode in ["scaleToFill", "aspectFit", "aspectFill"] {
                    let bytes = list(
                        ##"{"pushClip": {"rect": [1, 1, 38, 28], "radii": 5}}, {"image": {"rect": \##(rect), "source": "\##(source)", "contentMode": "\##(mode)"}}"##
                    )
                    #expect(robustCheckDisplayList(bytes, baseDirectory: dir, "\(source) \(rect) \(mode)") == "drawn", "\(source) \(rect) \(mode)")
                }
            }
        }
        // One image drawn 2 000 times is decoded once per draw and finishes.
        let many = list(
            Array(repeating: ##"{"image": {"rect": [0, 0, 40, 30], "source": "wide.png", "contentMode": "aspectFit"}}"##, count: 2_000).joined(separator: ", "))
        #expect(try rasterError(many, base: dir) == nil)
    }

    /// Outlines from a custom provider with NaN, infinite, huge or degenerate points.
    struct OddGlyphs: GlyphOutlineProvider {
        func glyphOutline(font: String, glyph: UInt32) throws -> Path {
            let v: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, 0, 0.5, 1e-300]
            var p = Path()
            let a = v[Int(glyph) % v.count], b = v[Int(glyph / 8) % v.count]
            p.move(to: Point(x: a, y: 0)); p.line(to: Point(x: 1, y: b)); p.quad(to: Point(x: b, y: a), control: Point(x: a, y: a))
            p.cubic(to: Point(x: 0, y: 1), control1: Point(x: b, y: 0), control2: Point(x: 0, y: b)); p.close()
            if glyph % 3 == 0 { p.move(to: Point(x: 0, y: 0)); p.close(); p.close() }
            if glyph % 5 == 0 { p.line(to: Point(x: 0.5, y: 0.5)) }  // a line with no move first
            return p
        }
    }

    @Test func oddGlyphOutlinesDrawOrNameTheCommand() {
        var drawn = 0, refused = 0
        for glyph in UInt32(0)..<64 {
            for size in [0.5, 17, 300] {
                let list = DisplayList(
                    size: Size(width: 40, height: 30), scale: 2,
                    commands: [
                        .pushClip(RoundedRect(rect: Rect(x: 1, y: 1, width: 38, height: 28), radius: 4)),
                        .glyphs(GlyphRun(font: "odd", size: size, color: .black, origin: Point(x: 5, y: 20), glyphs: [glyph], positions: [.zero])),
                    ])
                do { _ = try Rasterizer.render(list, glyphs: OddGlyphs(), glyphCache: GlyphMaskCache()); drawn += 1 } catch {
                    guard case .command(index: 1, name: "glyphs", _) = error else { Issue.record("glyph \(glyph): \(error)"); continue }
                    refused += 1
                }
            }
        }
        // Today every one draws (non-finite points are dropped); a refusal must name the command.
        #expect(drawn + refused == 192 && drawn > 0, "drawn \(drawn), refused \(refused)")
    }

    @Test func anImageWhosePixelsDoNotMatchItsSizeIsRefused() throws {
        var image = try Bitmap(width: 50, height: 50, fill: (0, 0, 255, 255))
        image.pixels = [0, 0, 0, 255]  // a custom source's mistake; read through pointers, it would run off the end
        let list = DisplayList(
            size: Size(width: 40, height: 30), scale: 2,
            commands: [.image(rect: Rect(x: 0, y: 0, width: 40, height: 30), source: "bad", contentMode: .aspectFill)])
        do { _ = try Rasterizer.render(list, images: .memory(["bad": image])); Issue.record("drew") } catch {
            guard case .command(index: 0, name: "image", let message) = error else { Issue.record("\(error)"); return }
            #expect(message == "image bad is 50x50 but holds 4 bytes of pixels")
        }
    }

    @Test func badImageSourcesNameTheCommand() throws {
        let dir = try temporaryDirectory("robust-images")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let cover = try FileIO.read(packageRoot + "/Goldens/scenes/raster/example/images/cover.png")
        try FileIO.writeAtomically(Array(cover.prefix(cover.count / 2)), to: dir + "/truncated.png")
        try FileIO.writeAtomically(Array(cover.prefix(8)), to: dir + "/signature-only.png")
        try FileIO.writeAtomically([UInt8](), to: dir + "/empty.png")
        try FileIO.writeAtomically(Array("not a png".utf8), to: dir + "/text.png")
        var flipped = cover
        for i in stride(from: 40, to: flipped.count, by: 97) { flipped[i] ^= 0x5A }
        try FileIO.writeAtomically(flipped, to: dir + "/corrupt.png")
        // IHDR declaring 100000×100000 (CRC left wrong, then right): refused, never allocated.
        var huge = Array(cover.prefix(33))
        huge.replaceSubrange(16..<24, with: [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0])
        try FileIO.writeAtomically(huge + Array(cover.dropFirst(33)), to: dir + "/huge.png")
        try FileManager.default.createDirectory(atPath: dir + "/dir.png", withIntermediateDirectories: false)
        for source in [
            "../../../../../../../../etc/passwd", "/etc/passwd", "/dev/null", "missing.png", "truncated.png", "signature-only.png",
            "empty.png", "text.png", "corrupt.png", "huge.png", "dir.png", "images/../missing.png", "\u{0}.png", "%2e%2e/x.png",
        ] {
            let bytes = list(
                ##"{"image": {"rect": [0, 0, 40, 30], "source": "\##(source.replacingOccurrences(of: "\u{0}", with: "\\u0000"))", "contentMode": "aspectFill"}}"##
            )
            let error = try rasterError(bytes, base: dir)
            guard case .raster(.command(index: 0, name: "image", let message))? = error else {
                Issue.record("\(source): \(String(describing: error))"); continue
            }
            #expect(!message.isEmpty)
        }
        // An intact image draws (so the cases above fail for their bytes, not for the path).
        try FileIO.writeAtomically(cover, to: dir + "/ok.png")
        #expect(try rasterError(list(##"{"image": {"rect": [0, 0, 40, 30], "source": "ok.png"}}"##), base: dir) == nil)
    }
}
