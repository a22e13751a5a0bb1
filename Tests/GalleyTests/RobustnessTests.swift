import Foundation
import Galley
import GalleyTesting
import Geometry
import Raster
import Support
import Testing
import Typesetting

// Bad input along the whole path — scene JSON, display-list JSON, text, font files —
// returns a value or throws the stage's typed error: never a crash, never a hang.
// Mutation fuzzing is seeded (RobustRandom) so a failure replays exactly; the seed and
// mutation are in every failure message. A crash names no input, so ROBUST_TRACE=1
// prints each display list before it is drawn (the last one printed is the culprit).

/// SplitMix64 (Steele, Lea, Flood 2014): a tiny, seedable generator so every run mutates the same way.
struct RobustRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// A number in `0..<n`.
    mutating func below(_ n: Int) -> Int { n <= 1 ? 0 : Int(next() % UInt64(n)) }
    mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }
    mutating func chance(_ oneIn: Int) -> Bool { below(oneIn) == 0 }
}

/// The package root, from this file's path (Tests/GalleyTests/RobustnessTests.swift).
private let robustRoot: String = {
    var url = URL(fileURLWithPath: "\(#filePath)")
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

/// Fuzzing seeds: 4 by default (a few seconds in debug); `ROBUST_SEEDS=500` explores further.
let robustSeeds: [Int] = Array(0..<max(1, Int(ProcessInfo.processInfo.environment["ROBUST_SEEDS"] ?? "") ?? 4))

/// With ROBUST_TRACE set, prints what a fuzzer's inputs came to (to see they reach past the parser).
func robustReport(_ name: String, seed: Int, _ tally: [String: Int]) {
    if ProcessInfo.processInfo.environment["ROBUST_TRACE"] != nil { print("TALLY \(name) seed \(seed): \(tally.sorted { $0.key < $1.key })") }
}

/// Bitmaps over this many pixels are not drawn by the fuzzers (slow in debug builds); their
/// size check is exercised instead, and targeted tests pin the error over the real limit.
private let fuzzPixelLimit = 20_000_000

/// A fresh empty directory under the system temp directory.
func robustTemporaryDirectory(_ name: String) throws -> String {
    let dir = NSTemporaryDirectory() + "galley-robust-\(name)-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
}

// MARK: - Mutations

/// Byte- and tree-level mutations of JSON documents.
enum JSONMutator {
    /// Number literals that stress range checks and arithmetic.
    static let numberLiterals = ["1e308", "-1e308", "-0", "0", "0.0", "1e-320", "4.9e-324", "-1", "-1e-9", "1e9", "-1e9",
                                 "100000", "99999999999999999999", "0.5", "3.000000001", "65536", "1e400", "NaN",
                                 "Infinity", "-Infinity", "\"12\"", "\"\"", "null", "true", "[]", "{}", "[1e308, -1e308]"]
    /// String literals: huge, empty, control characters, non-characters, broken escapes.
    static let stringLiterals = ["\"\"", "\"\\u0000\"", "\"\\uFFFF\"", "\"\\uFFFE\\u0001\\u001F\"", "\"\\ud800\"",
                                 "\"\\udc00x\"", "\"#12345G\"", "\"#FFF\"", "\"#00000000\"", "\"\\t\\n\\r\"",
                                 "\"\u{202E}\u{0645}\u{0631}\u{062D}\u{0628}\u{0627}\"", "\"\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\"",
                                 "\"e\u{301}\u{301}\u{301}\u{301}\u{301}\u{301}\"", "12", "-1", "null", "[\"a\"]", "{\"a\": 1}",
                                 "\"plain\"", "\"ก\u{0E31}\u{0E49}\"", "\"\\\\\""]

    /// One random mutation of `bytes`; `note` says which (for failure messages).
    static func mutate(_ bytes: [UInt8], _ rng: inout RobustRandom) -> (bytes: [UInt8], note: String) {
        var b = bytes
        guard !b.isEmpty else { return (Array("{".utf8), "empty→{") }
        switch rng.below(11) {
        case 0:
            let i = rng.below(b.count)
            let v: UInt8 = rng.chance(2) ? b[i] ^ UInt8(1 << rng.below(8))
                : rng.pick(Array("{}[]\",:0-e.\\ ".utf8) + [0, 0xFF, 0xC3, 0x80, 0x7F])
            b[i] = v
            return (b, "byte \(i) → \(v)")
        case 1:
            let n = rng.below(b.count)
            return (Array(b.prefix(n)), "cut at \(n)")
        case 2:
            let i = rng.below(b.count), n = min(b.count - i, 1 + rng.below(40))
            b.removeSubrange(i..<(i + n))
            return (b, "delete \(i)+\(n)")
        case 3:
            let i = rng.below(b.count), n = min(b.count - i, 1 + rng.below(200)), at = rng.below(b.count + 1)
            b.insert(contentsOf: b[i..<(i + n)], at: at)
            return (b, "duplicate \(i)+\(n) at \(at)")
        case 4, 5:
            let spans = tokens(b).numbers
            guard !spans.isEmpty else { return mutate(bytes, &rng) }
            let s = rng.pick(spans), lit = rng.pick(numberLiterals)
            b.replaceSubrange(s, with: Array(lit.utf8))
            return (b, "number at \(s.lowerBound) → \(lit)")
        case 6:
            let spans = tokens(b).strings
            guard !spans.isEmpty else { return mutate(bytes, &rng) }
            let s = rng.pick(spans)
            let lit = rng.chance(4) ? "\"" + String(repeating: rng.chance(2) ? "W" : "W ", count: 2_000 + rng.below(6_000)) + "\""
                : rng.pick(stringLiterals)
            b.replaceSubrange(s, with: Array(lit.utf8))
            return (b, "string at \(s.lowerBound) → \(lit.prefix(30))")
        case 7:
            let opens = b.indices.filter { b[$0] == UInt8(ascii: "{") }
            guard let at = opens.isEmpty ? nil : rng.pick(opens) else { return mutate(bytes, &rng) }
            let rest = b[(at + 1)...].first { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }
            let key = rng.pick(["\"colour\": 1", "\"\": null", "\"version\": 1", "\"id\": \"dup\"", "\"items\": []", "\"zz\": {\"a\": [1, 2]}"])
            b.insert(contentsOf: Array((rest == UInt8(ascii: "}") ? key : key + ", ").utf8), at: at + 1)
            return (b, "key after \(at): \(key)")
        case 8:
            let depth = rng.chance(2) ? 10_000 : 400 + rng.below(200)
            let spans = tokens(b).numbers + tokens(b).strings
            let open = rng.chance(2) ? "[" : "{\"a\":", close = open == "[" ? "]" : "}"
            let nested = String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth)
            if let s = spans.isEmpty ? nil : rng.pick(spans), rng.chance(2) {
                b.replaceSubrange(s, with: Array(nested.utf8))
                return (b, "value at \(s.lowerBound) nested \(depth) deep")
            }
            return (Array((String(repeating: open, count: depth)).utf8) + b + Array(String(repeating: close, count: depth).utf8),
                    "document nested \(depth) deep")
        case 9:
            // Repeat an array's elements (duplicate ids, many items).
            let opens = b.indices.filter { b[$0] == UInt8(ascii: "[") }
            guard !opens.isEmpty else { return mutate(bytes, &rng) }
            let at = rng.pick(opens)
            guard let end = matching(b, from: at), end > at + 1 else { return mutate(bytes, &rng) }
            let inner = Array(b[(at + 1)..<end])
            let times = rng.pick([2, 3, 20])
            var grown: [UInt8] = inner
            for _ in 1..<times { grown += Array(",".utf8) + inner }
            b.replaceSubrange((at + 1)..<end, with: grown)
            return (b, "array at \(at) repeated \(times)×")
        default:
            // Replace a value with another value of the document (wrong types, wrong shapes).
            let spans = tokens(b).numbers + tokens(b).strings
            guard spans.count >= 2 else { return mutate(bytes, &rng) }
            let s = rng.pick(spans)
            let opens = b.indices.filter { b[$0] == UInt8(ascii: "[") || b[$0] == UInt8(ascii: "{") }
            if let o = opens.isEmpty ? nil : rng.pick(opens), let e = matching(b, from: o), e - o < 4_000, rng.chance(2) {
                let sub = Array(b[o...e])
                b.replaceSubrange(s, with: sub)
                return (b, "value at \(s.lowerBound) → container from \(o)")
            }
            let other = rng.pick(spans)
            let sub = Array(b[other])
            b.replaceSubrange(s, with: sub)
            return (b, "value at \(s.lowerBound) → value from \(other.lowerBound)")
        }
    }

    /// Spans of number and string literals (strings with their quotes), outside strings.
    static func tokens(_ b: [UInt8]) -> (numbers: [Range<Int>], strings: [Range<Int>]) {
        var numbers: [Range<Int>] = [], strings: [Range<Int>] = []
        var i = 0
        while i < b.count {
            let c = b[i]
            if c == UInt8(ascii: "\"") {
                let start = i
                i += 1
                while i < b.count, b[i] != UInt8(ascii: "\"") { i += b[i] == UInt8(ascii: "\\") ? 2 : 1 }
                i = min(i + 1, b.count)
                strings.append(start..<i)
            } else if c == UInt8(ascii: "-") || (c >= 0x30 && c <= 0x39) {
                let start = i
                while i < b.count, "-+.eE0123456789".utf8.contains(b[i]) { i += 1 }
                numbers.append(start..<i)
            } else {
                i += 1
            }
        }
        return (numbers, strings)
    }

    /// The index of the bracket closing the one at `open` (ignoring brackets in strings).
    static func matching(_ b: [UInt8], from open: Int) -> Int? {
        var depth = 0, i = open, inString = false
        while i < b.count {
            let c = b[i]
            if inString {
                if c == UInt8(ascii: "\\") { i += 2; continue }
                if c == UInt8(ascii: "\"") { inString = false }
            } else if c == UInt8(ascii: "\"") {
                inString = true
            } else if c == UInt8(ascii: "[") || c == UInt8(ascii: "{") {
                depth += 1
            } else if c == UInt8(ascii: "]") || c == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return i }
            }
            i += 1
        }
        return nil
    }
}

// MARK: - Checks

/// Parses scene JSON and, when it parses, renders it: a value or a typed error.
/// Returns what happened, for the tally.
@discardableResult
func robustCheckScene(_ bytes: [UInt8], _ note: @autoclosure () -> String) -> String {
    let scene: Scene
    do { scene = try Scene(json: bytes, file: "fuzz.json") } catch {
        #expect(error.description.hasPrefix("fuzz.json: ") && !error.description.contains("\n"), "\(note()): \(error)")
        return "refused"
    }
    return robustCheckScene(scene, note())
}

/// Renders a scene: a bitmap of the traits' size or a typed one-line error.
@discardableResult
func robustCheckScene(_ scene: Scene, _ note: @autoclosure () -> String) -> String {
    do {
        let renderer = try SceneRenderer.shared()
        let (layout, list, _) = try renderer.displayList(for: scene)
        guard let (w, h) = try? Rasterizer.deviceSize(of: list, pixelLimit: fuzzPixelLimit) else {
            if !layout.contentSize.height.isFinite || !list.size.height.isFinite {
                // Only scenes built in Swift get here (JSON caps every length): drawing must refuse it.
                #expect(throws: RasterError.self, "\(note())") { try Rasterizer.deviceSize(of: list) }
            }
            return "over \(fuzzPixelLimit) px"
        }
        let bitmap = try renderer.rasterize(list, baseDirectory: robustRoot)
        #expect(bitmap.width == w && bitmap.height == h, "\(note())")
        return "rendered"
    } catch {
        #expect(!error.description.isEmpty && !error.description.contains("\n"), "\(note()): \(error)")
        if ProcessInfo.processInfo.environment["ROBUST_TRACE"] != nil { print("RENDER ERROR \(error)") }
        return "render error"
    }
}

/// Parses display-list JSON and, when it parses, rasterizes it: a bitmap or a typed error.
@discardableResult
func robustCheckDisplayList(_ bytes: [UInt8], baseDirectory: String, _ note: @autoclosure () -> String) -> String {
    let list: DisplayList
    do { list = try DisplayList(json: bytes) } catch {
        #expect(!error.description.isEmpty && !error.description.contains("\n"), "\(note()): \(error)")
        return "refused"
    }
    return robustCheckRaster(list, baseDirectory: baseDirectory, note())
}

@discardableResult
func robustCheckRaster(_ list: DisplayList, baseDirectory: String, _ note: @autoclosure () -> String) -> String {
    guard let (w, h) = try? Rasterizer.deviceSize(of: list, pixelLimit: fuzzPixelLimit) else { return "over \(fuzzPixelLimit) px" }
    if ProcessInfo.processInfo.environment["ROBUST_TRACE"] != nil { print("RASTER \(note())\n\(list.serialized(pretty: false))") }
    do {
        let bitmap = try SceneRenderer.shared().rasterize(list, baseDirectory: baseDirectory)
        #expect(bitmap.width == w && bitmap.height == h && bitmap.pixels.count == w * h * 4, "\(note())")
        return "drawn"
    } catch {
        if case .raster(.command(let index, _, _)) = error {
            #expect(index >= 0 && index < list.commands.count, "\(note()): \(error)")
        }
        #expect(!error.description.isEmpty && !error.description.contains("\n"), "\(note()): \(error)")
        return "raster error"
    }
}

// MARK: - Scene JSON

@Suite struct SceneRobustnessTests {
    static let sceneFiles: [String] = (((try? FileIO.walk(robustRoot + "/Goldens/lists", suffix: ".json")) ?? [])
        + ((try? FileIO.walk(robustRoot + "/Goldens/sections", suffix: ".json")) ?? [])).sorted()

    @Test func thereAreSceneGoldensToMutate() {
        #expect(Self.sceneFiles.count >= 3, "\(robustRoot)/Goldens/lists")
    }

    @Test(arguments: robustSeeds)
    func mutatedScenesParseAndRenderOrFailTyped(seed: Int) throws {
        var rng = RobustRandom(seed: 0x5CE9E_0000 + UInt64(seed))
        var tally: [String: Int] = [:]
        for file in Self.sceneFiles {
            let original = try FileIO.read(file)
            for round in 0..<10 {
                var bytes = original, notes: [String] = []
                for _ in 0...rng.below(3) {
                    let (m, note) = JSONMutator.mutate(bytes, &rng)
                    bytes = m; notes.append(note)
                }
                let outcome = robustCheckScene(bytes, "seed \(seed) \(file) round \(round): \(notes.joined(separator: "; "))")
                tally[outcome, default: 0] += 1
            }
        }
        // The mutations reach past the parser: some mutated scenes still render.
        robustReport("mutatedScenesParseAndRenderOrFailTyped", seed: seed, tally)
        #expect(tally["refused", default: 0] > 0, "\(tally)")
    }

    /// Structure-aware mutations: the JSON stays valid, so values reach the decoder and the renderer.
    @Test(arguments: robustSeeds)
    func scenesWithNastyValuesRenderOrFailTyped(seed: Int) throws {
        var rng = RobustRandom(seed: 0x7A1E_0000 + UInt64(seed))
        var tally: [String: Int] = [:]
        for file in Self.sceneFiles {
            let original = try JSONValue.parse(try FileIO.read(file))
            for round in 0..<8 {
                let mutated = JSONTreeMutator.mutate(original, &rng)
                let text = mutated.value.serialized(pretty: false)
                tally[robustCheckScene(Array(text.utf8), "seed \(seed) \(file) round \(round): \(mutated.note)"), default: 0] += 1
            }
        }
        robustReport("scenesWithNastyValuesRenderOrFailTyped", seed: seed, tally)
        #expect(tally["rendered", default: 0] + tally["over \(fuzzPixelLimit) px", default: 0] > 0, "\(tally)")
    }

    @Test(arguments: robustSeeds)
    func randomScenesRenderOrFailTyped(seed: Int) throws {
        var rng = RobustRandom(seed: 0x5EED_0000 + UInt64(seed))
        var tally: [String: Int] = [:]
        for round in 0..<8 {
            let json = RandomScene.json(&rng)
            tally[robustCheckScene(Array(json.utf8), "seed \(seed) round \(round): \(json)"), default: 0] += 1
        }
        robustReport("randomScenesRenderOrFailTyped", seed: seed, tally)
        #expect(tally["refused", default: 0] < 8, "\(tally)")
    }

    @Test func manyItemsAndSectionsFinish() throws {
        // Layout and measuring scale with the number of elements (time is not asserted; a
        // quadratic pass would show as a hang here).
        let items = (0..<5_000).map { #"{"text": "Item \#($0)", "secondaryText": "Detail"}"# }.joined(separator: ",")
        let sections = (0..<2_000).map { #"{"header": "H\#($0)", "footer": "F", "items": [{"text": "x"}]}"# }.joined(separator: ",")
        for (name, json) in [("5000 items", #"{"version": 1, "sections": [{"items": [\#(items)]}]}"#),
                             ("2000 sections", #"{"version": 1, "list": {"appearance": "grouped"}, "sections": [\#(sections)]}"#)] {
            let start = ContinuousClock.now
            let scene = try Scene(json: Array(json.utf8))
            let (layout, list, _) = try SceneRenderer.shared().displayList(for: scene)
            #expect(layout.attributes.count > 2_000 && list.commands.count > 2_000, "\(name)")
            if ProcessInfo.processInfo.environment["ROBUST_TRACE"] != nil { print("SCENE \(name): \(ContinuousClock.now - start)") }
        }
    }

    /// Scenes built in Swift skip the JSON reader's range checks: the renderer itself must
    /// refuse what it cannot draw.
    @Test func scenesBuiltInSwiftWithBadValuesFailTyped() throws {
        let base = try Scene(json: try FileIO.read(robustRoot + "/Goldens/lists/settings.json"))
        let bad: [Double] = [.nan, .infinity, -.infinity, -1, 0, -0.0, 1e308, .leastNonzeroMagnitude]
        var variants: [(String, Scene)] = []
        for v in bad {
            var s = base; s.traits.width = v; variants.append(("width \(v)", s))
            s = base; s.traits.height = v; variants.append(("height \(v)", s))
            s = base; s.traits.scale = v; variants.append(("scale \(v)", s))
            s = base; s.design.cell.text.font.size = v; variants.append(("text size \(v)", s))
            s = base; s.design.header.text.font.size = v; variants.append(("header size \(v)", s))
            s = base; s.design.cell.insets.leading = v; variants.append(("leading inset \(v)", s))
            s = base; s.design.cell.insets.top = v; variants.append(("top inset \(v)", s))
            s = base; s.design.header.insets.bottom = v; variants.append(("header bottom inset \(v)", s))
            s = base; s.design.cell.minimumHeight = v; variants.append(("minimum height \(v)", s))
            s = base; s.design.cell.textToSecondaryTextPadding = v; variants.append(("padding \(v)", s))
            s = base; s.design.sectionCornerRadius = v; variants.append(("corner radius \(v)", s))
        }
        for n in [-1, Int.min, Int.max] {
            var s = base; s.design.cell.text.numberOfLines = n; variants.append(("numberOfLines \(n)", s))
        }
        var s = base; s.items = [:]; variants.append(("items without content", s))
        s = base; s.traits.scale = 1000; variants.append(("scale 1000", s))
        for (name, scene) in variants {
            robustCheckScene(scene, name)
        }
    }

    @Test func targetedSceneValues() throws {
        let cases: [String] = [
            #"{"version": 1, "traits": {"width": 1e308}, "sections": []}"#,
            #"{"version": 1, "traits": {"width": 1e-320}, "sections": [{"items": [{"text": "tiny"}]}]}"#,
            #"{"version": 1, "traits": {"width": 0.001, "height": 0.001}, "sections": [{"header": "h", "items": [{"text": "a", "secondaryText": "b"}]}]}"#,
            #"{"version": 1, "traits": {"width": -0}, "sections": []}"#,
            #"{"version": 1, "traits": {"width": "390"}, "sections": []}"#,
            #"{"version": 1, "traits": {"scale": 2.5}, "sections": []}"#,
            #"{"version": 1, "traits": {"scale": 0}, "sections": []}"#,
            #"{"version": 1, "traits": {"height": 1e-300}, "sections": []}"#,
            #"{"version": 1.5, "sections": []}"#,
            #"{"version": 1e308, "sections": []}"#,
            #"{"version": -0, "sections": []}"#,
            #"{"version": 1, "sections": [{"items": [{"text": ""}]}]}"#,
            #"{"version": 1, "sections": [{"items": [{"text": "\u0000\u0001\u001b\uffff\ufffe"}]}]}"#,
            #"{"version": 1, "sections": [{"header": "", "footer": "", "items": []}]}"#,
            #"{"version": 1, "design": {"cell": {"text": {"size": 1e-300}}}, "sections": [{"items": [{"text": "x"}]}]}"#,
            #"{"version": 1, "design": {"cell": {"text": {"size": 1000}}}, "sections": [{"items": [{"text": "xy"}]}]}"#,
            #"{"version": 1, "design": {"cell": {"text": {"family": "Nope"}}}, "sections": [{"items": [{"text": "x"}]}]}"#,
            #"{"version": 1, "design": {"cell": {"text": {"family": ""}}}, "sections": [{"items": [{"text": "x"}]}]}"#,
            #"{"version": 1, "design": {"cell": {"text": {"numberOfLines": 10000}}}, "sections": [{"items": [{"text": "x"}]}]}"#,
            #"{"version": 1, "design": {"cell": {"insets": [10000, 10000, 10000, 10000]}}, "sections": [{"items": [{"text": "x"}]}]}"#,
            #"{"version": 1, "traits": {"width": 1}, "design": {"cell": {"insets": [0, 10000, 0, 10000]}}, "sections": [{"items": [{"text": "x"}]}]}"#,
            #"{"version": 1, "design": {"cell": {"minimumHeight": 10000}, "sectionCornerRadius": 1000}, "sections": [{"items": [{"text": "x"}]}]}"#,
            #"{"version": 1, "design": {"header": {"insets": {"top": 1e308}}}, "sections": []}"#,
            #"{"version": 1, "traits": {"layoutDirection": "upsideDown"}, "sections": []}"#,
            #"{"version": 1, "list": {"appearance": "sidebar"}, "sections": []}"#,
            #"{"version": 1, "sections": [{"id": "", "items": [{"id": "", "text": "x"}]}]}"#,
            #"{"version": 1, "sections": [{"id": "a", "items": [{"id": "a/0", "text": "x"}, {"text": "y"}]}]}"#,
            #"{"version": 1, "sections": {}}"#,
            #"{"version": 1, "sections": [null]}"#,
            #"{"version": 1, "sections": [{"items": null}]}"#,
            #"{"version": 1, "sections": [], "version": 2}"#,
            #"[]"#, #"null"#, #"1"#, #""#, #" "#, "\u{FEFF}{}",
        ]
        for (i, json) in cases.enumerated() { robustCheckScene(Array(json.utf8), "case \(i): \(json)") }
    }

    @Test func hugeNumbersInErrorMessagesDoNotTrap() {
        // formatNumber's 1/1000 fixed point overflowed Int64 past ~9.2e15 and trapped (a scene width of 1e308 crashed).
        #expect(formatNumber(1e308) == "1e+308" && formatNumber(-9.5e15) == "-9.5e+15" && formatNumber(123.4567) == "123.457")
        #expect(formatNumber(.greatestFiniteMagnitude) == "1.7976931348623157e+308")
        let json = #"{"version": 1, "traits": {"width": 1e308, "height": -1e308}, "sections": []}"#
        do { _ = try Scene(json: Array(json.utf8), file: "s.json"); Issue.record("parsed") } catch {
            #expect(error.description == "s.json: traits.width: width must be at most 10000 pt, found 1e+308")
        }
    }

    @Test func errorsStayOnOneLine() {
        // Keys and values from the document are quoted in messages; their control characters are escaped.
        let json = "{\"version\": 1, \"list\": {\"appearance\": \"a\\nb\"}, \"sections\": [{\"items\": [{\"te\\r\\nxt\": 1}]}]}"
        do { _ = try Scene(json: Array(json.utf8), file: "s.json"); Issue.record("parsed") } catch {
            #expect(error.description == #"s.json: list.appearance: expected one of "plain", "grouped", "insetGrouped", found "a\nb""#)
        }
        let key = "{\"version\": 1, \"sections\": [{\"items\": [{\"te\\u0000\\u2028xt\": 1}]}]}"
        do { _ = try Scene(json: Array(key.utf8), file: "s.json"); Issue.record("parsed") } catch {
            #expect(error.description.hasPrefix(#"s.json: sections[0].items[0].te\u0000\u2028xt: unknown key"#), "\(error)")
        }
    }

    @Test func deepNestingIsASyntaxError() {
        for (open, close) in [("[", "]"), ("{\"a\":", "}")] {
            let deep = String(repeating: open, count: 10_000) + "1" + String(repeating: close, count: 10_000)
            let doc = #"{"version": 1, "sections": "# + deep + "}"
            do { _ = try Scene(json: Array(doc.utf8), file: "deep.json"); Issue.record("10k levels parsed") } catch {
                guard case .syntax = error else { Issue.record("\(error)"); continue }
                #expect(error.description.contains("nesting deeper than"))
            }
            // Unclosed: deep, then the end of input.
            #expect(throws: SceneError.self) { try Scene(json: Array(String(repeating: open, count: 100_000).utf8)) }
        }
    }

    @Test func aSceneOverThePixelLimitIsRefusedBeforeAllocating() throws {
        let json = #"{"version": 1, "traits": {"width": 10000, "height": 100000, "scale": 3}, "sections": [{"items": [{"text": "x"}]}]}"#
        let scene = try Scene(json: Array(json.utf8))
        do { _ = try SceneRenderer.shared().render(scene); Issue.record("rendered 30000×300000 px") } catch {
            guard case .raster(.bitmap(.tooLarge(let w, let h, _))) = error.reason else { Issue.record("\(error)"); return }
            #expect(w == 30_000 && h == 300_000)
            #expect(error.description.contains("over the pixel limit"))
        }
        // No height: the content decides, and thousands of long items still end in the typed error.
        let item = #"{"text": "\#(String(repeating: "word ", count: 400))"}"#
        let tall = #"{"version": 1, "traits": {"width": 10000, "scale": 3}, "sections": [{"items": [\#(Array(repeating: item, count: 300).joined(separator: ","))]}]}"#
        let tallScene = try Scene(json: Array(tall.utf8))
        do { _ = try SceneRenderer.shared().render(tallScene); Issue.record("rendered") } catch {
            guard case .raster(.bitmap(.tooLarge)) = error.reason else { Issue.record("\(error)"); return }
        }
    }

    @Test func aSceneFileOverTheSizeLimitIsRefusedBeforeReading() throws {
        let dir = try robustTemporaryDirectory("bigscene")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/big.json"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let h = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try h.truncate(atOffset: UInt64(Scene.maxFileBytes + 1))
        try h.close()
        do { _ = try Scene.load(path: path); Issue.record("read") } catch {
            guard case .file = error else { Issue.record("\(error)"); return }
            #expect(error.description.contains("over the limit"))
        }
        do { _ = try Scene.load(path: dir + "/missing.json"); Issue.record("read") } catch {
            guard case .file = error else { Issue.record("\(error)"); return }
        }
        do { _ = try Scene.load(path: dir); Issue.record("read a directory") } catch {
            guard case .file = error else { Issue.record("\(error)"); return }
        }
    }
}

/// Random scenes that are valid JSON with values anywhere in (and at the edges of) their
/// ranges: they reach layout, measuring and drawing with combinations no golden has.
enum RandomScene {
    static let texts = ["", " ", "Wi-Fi", "Airplane Mode", "설정 및 개인 정보", "مرحبا بالعالم 123", "שלום (עולם)", "e\\u0301\\u0301\\u0301",
                        "\\u0000\\u0007\\u001b", "\\uffff\\ufffe", "\\n\\n", "a\\u2028b\\u2029c", "👨‍👩‍👧‍👦 🇰🇷", "\\u202eRTL override",
                        "Supercalifragilisticexpialidocious-and-then-some-more-without-spaces",
                        "A longer sentence that certainly wraps over several lines at any ordinary width, with punctuation — and dashes.",
                        "กขค ภาษาไทย", "\\t\\ttabs", "ﬁﬂ ligatures", "(((("]

    static func number(_ rng: inout RobustRandom, _ choices: [String]) -> String { rng.pick(choices) }

    static func text(_ rng: inout RobustRandom) -> String {
        if rng.chance(12) { return String(repeating: rng.pick(["x", "가", "word ", "ab\\u0301 "]), count: 200 + rng.below(800)) }
        return rng.pick(texts)
    }

    static func textDesign(_ rng: inout RobustRandom) -> String {
        var f: [String] = []
        if rng.chance(2) { f.append(#""family": "\#(rng.pick(["DejaVu Sans", "NanumGothic", "dejavusans", "Nope", ""]))""#) }
        if rng.chance(2) { f.append(#""weight": "\#(rng.pick(["regular", "medium", "semibold", "bold"]))""#) }
        if rng.chance(2) { f.append(#""size": \#(number(&rng, ["1e-300", "0.01", "1", "11", "17", "34", "100", "1000"]))"#) }
        if rng.chance(3) { f.append(##""color": "\##(rng.pick(["#000000", "#FF000080", "#00000000"]))""##) }
        if rng.chance(3) { f.append(#""numberOfLines": \#(number(&rng, ["0", "1", "2", "10000"]))"#) }
        return "{" + f.joined(separator: ", ") + "}"
    }

    static func insets(_ rng: inout RobustRandom) -> String {
        let v = ["0", "0.5", "16", "1000", "10000"]
        return rng.chance(2) ? "[\((0..<4).map { _ in number(&rng, v) }.joined(separator: ", "))]"
            : #"{"top": \#(number(&rng, v)), "trailing": \#(number(&rng, v))}"#
    }

    static func json(_ rng: inout RobustRandom) -> String {
        var traits: [String] = []
        if !rng.chance(4) { traits.append(#""width": \#(number(&rng, ["1e-300", "0.001", "1", "10", "50", "320", "390", "390", "1000", "10000"]))"#) }
        if rng.chance(3) { traits.append(#""height": \#(number(&rng, ["1e-300", "1", "100", "844", "5000"]))"#) }
        if rng.chance(2) { traits.append(#""scale": \#(1 + rng.below(3))"#) }
        if rng.chance(2) { traits.append(#""layoutDirection": "\#(rng.pick(["leftToRight", "rightToLeft"]))""#) }
        var design: [String] = []
        if rng.chance(3) { design.append(#""sectionCornerRadius": \#(number(&rng, ["0", "1", "10", "500", "1000"]))"#) }
        if rng.chance(3) { design.append(##""separatorColor": "#FF0000""##) }
        var cell: [String] = []
        if rng.chance(2) { cell.append(#""text": \#(textDesign(&rng))"#) }
        if rng.chance(2) { cell.append(#""secondaryText": \#(textDesign(&rng))"#) }
        if rng.chance(2) { cell.append(#""insets": \#(insets(&rng))"#) }
        if rng.chance(3) { cell.append(#""textToSecondaryTextPadding": \#(number(&rng, ["0", "3", "1000"]))"#) }
        if rng.chance(3) { cell.append(#""minimumHeight": \#(number(&rng, ["0", "44", "10000"]))"#) }
        if !cell.isEmpty { design.append(#""cell": {\#(cell.joined(separator: ", "))}"#) }
        for key in ["header", "footer"] where rng.chance(3) {
            design.append(#""\#(key)": {"text": \#(textDesign(&rng)), "insets": \#(insets(&rng))}"#)
        }
        var sections: [String] = []
        for si in 0..<rng.below(5) {
            var fields = [#""id": "s\#(si)""#]
            if rng.chance(2) { fields.append(#""header": "\#(text(&rng))""#) }
            if rng.chance(3) { fields.append(#""footer": "\#(text(&rng))""#) }
            var items: [String] = []
            for ii in 0..<rng.below(7) {
                var item = [#""id": "s\#(si)i\#(ii)""#, #""text": "\#(text(&rng))""#]
                if rng.chance(2) { item.append(#""secondaryText": "\#(text(&rng))""#) }
                items.append("{" + item.joined(separator: ", ") + "}")
            }
            fields.append(#""items": [\#(items.joined(separator: ", "))]"#)
            sections.append("{" + fields.joined(separator: ", ") + "}")
        }
        let appearance = rng.pick(["plain", "grouped", "insetGrouped"])
        return #"{"version": 1, "traits": {\#(traits.joined(separator: ", "))}, "list": {"appearance": "\#(appearance)", "showsSeparators": \#(rng.chance(2))}, "design": {\#(design.joined(separator: ", "))}, "sections": [\#(sections.joined(separator: ", "))]}"#
    }
}

/// Mutations of a parsed JSON tree that keep the document valid JSON.
enum JSONTreeMutator {
    static let numbers: [Double] = [1e308, -1e308, -0.0, 0, .leastNonzeroMagnitude, 1e-300, -1, 1e9, -1e9, 100_000, 10_000, 10_001, 3, 2.5, 0.5, 65_536, 9.007e15]

    static func nastyValue(_ rng: inout RobustRandom) -> JSONValue {
        switch rng.below(7) {
        case 0, 1: return .number(rng.pick(numbers))
        case 2: return .string(rng.pick(["", "\u{0}", "\u{FFFF}", "\u{1B}[31m", "#ZZZZZZ", "#00000000", "\u{202E}abc",
                                         String(repeating: "x", count: 3_000), String(repeating: "가 ", count: 1_500),
                                         "e" + String(repeating: "\u{301}", count: 500), "plain"]))
        case 3: return rng.pick([.null, .bool(true), .bool(false)])
        case 4: return .array(rng.chance(2) ? [] : [.number(1), .string("a")])
        case 5: return .object(rng.chance(2) ? [] : [("unknownKey", .number(1))])
        default: return .string("9")
        }
    }

    /// Replaces, removes or duplicates one node, or adds an unknown key.
    static func mutate(_ v: JSONValue, _ rng: inout RobustRandom) -> (value: JSONValue, note: String) {
        var paths: [[PathStep]] = []
        collect(v, [], &paths)
        let path = rng.pick(paths)
        let action = rng.below(5)
        let replacement = nastyValue(&rng)
        let note = "\(describe(path)) \(["replace", "replace", "remove", "duplicate", "unknown key"][action]) \(String(describing: replacement).prefix(40))"
        return (apply(v, path[...], action: action, replacement: replacement), note)
    }

    enum PathStep { case key(String), index(Int) }

    static func describe(_ p: [PathStep]) -> String {
        p.map { switch $0 { case .key(let k): return "." + k; case .index(let i): return "[\(i)]" } }.joined()
    }

    static func collect(_ v: JSONValue, _ prefix: [PathStep], _ out: inout [[PathStep]]) {
        out.append(prefix)
        switch v {
        case .object(let m): for (k, c) in m { collect(c, prefix + [.key(k)], &out) }
        case .array(let a): for (i, c) in a.enumerated() { collect(c, prefix + [.index(i)], &out) }
        default: break
        }
    }

    static func apply(_ v: JSONValue, _ path: ArraySlice<PathStep>, action: Int, replacement: JSONValue) -> JSONValue {
        guard let step = path.first else {
            switch action {
            case 4: if case .object(let m) = v { return .object(m + [("zUnknown", .number(1))]) }; return replacement
            default: return replacement
            }
        }
        let rest = path.dropFirst()
        switch (step, v) {
        case let (.key(k), .object(m)):
            var out: [(key: String, value: JSONValue)] = []
            for (key, child) in m {
                if key != k { out.append((key, child)); continue }
                if rest.isEmpty && action == 2 { continue }
                out.append((key, apply(child, rest, action: action, replacement: replacement)))
            }
            return .object(out)
        case let (.index(i), .array(a)):
            var out = a
            if rest.isEmpty && action == 2 { out.remove(at: i); return .array(out) }
            if rest.isEmpty && action == 3 { out.insert(a[i], at: i); return .array(out) }
            out[i] = apply(a[i], rest, action: action, replacement: replacement)
            return .array(out)
        default:
            return v
        }
    }
}

// MARK: - Display list JSON

@Suite struct DisplayListRobustnessTests {
    static let listFiles: [String] = ((try? FileIO.walk(robustRoot + "/Goldens/raster", suffix: ".json")) ?? []).sorted()

    /// The example from DISPLAYLIST.md (the shared copy when present, else the golden that holds it).
    static let exampleList: [UInt8] = {
        if let shared = try? FileIO.read("/work/shared/DISPLAYLIST.md"), let text = String(validating: shared, as: UTF8.self),
           let start = text.range(of: "```json\n"), let end = text.range(of: "\n```", range: start.upperBound..<text.endIndex) {
            return Array(text[start.upperBound..<end.lowerBound].utf8)
        }
        return (try? FileIO.read(robustRoot + "/Goldens/raster/example/displaylist.json")) ?? []
    }()

    @Test func thereAreListsToMutate() throws {
        #expect(Self.listFiles.count >= 10)
        _ = try DisplayList(json: Self.exampleList)
    }

    @Test(arguments: robustSeeds)
    func mutatedListsDrawOrFailTyped(seed: Int) throws {
        var rng = RobustRandom(seed: 0xD15B_0000 + UInt64(seed))
        var tally: [String: Int] = [:]
        let sources = Self.listFiles.map { ($0, FileIO.parentDirectory(of: $0)) } + [("DISPLAYLIST.md", robustRoot + "/Goldens/raster/example")]
        for (file, base) in sources {
            let original = file == "DISPLAYLIST.md" ? Self.exampleList : try FileIO.read(file)
            for round in 0..<6 {
                var bytes = original, notes: [String] = []
                for _ in 0...rng.below(3) {
                    let (m, note) = JSONMutator.mutate(bytes, &rng)
                    bytes = m; notes.append(note)
                }
                tally[robustCheckDisplayList(bytes, baseDirectory: base, "seed \(seed) \(file) round \(round): \(notes.joined(separator: "; "))"), default: 0] += 1
            }
        }
        robustReport("mutatedListsDrawOrFailTyped", seed: seed, tally)
        #expect(tally["refused", default: 0] > 0, "\(tally)")
    }

    @Test(arguments: robustSeeds)
    func listsWithNastyValuesDrawOrFailTyped(seed: Int) throws {
        var rng = RobustRandom(seed: 0x7E57_0000 + UInt64(seed))
        var tally: [String: Int] = [:]
        for file in Self.listFiles {
            let original = try JSONValue.parse(try FileIO.read(file))
            for round in 0..<5 {
                let mutated = JSONTreeMutator.mutate(original, &rng)
                tally[robustCheckDisplayList(Array(mutated.value.serialized(pretty: false).utf8), baseDirectory: FileIO.parentDirectory(of: file),
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

    func rasterError(_ bytes: [UInt8], base: String = robustRoot) throws -> RenderError? {
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
        #expect(refused(list(##"{"glyphs": {"font": "DejaVuSans", "size": -1, "color": "#000000", "origin": [0, 0], "glyphs": [1], "positions": [[0, 0]]}}"##))?
            .hasPrefix("commands[0].glyphs.size") == true)
        #expect(refused(list(##"{"glyphs": {"font": "DejaVuSans", "size": 1, "color": "#000000", "origin": [0, 0], "glyphs": [-1], "positions": [[0, 0]]}}"##))?
            .hasPrefix("commands[0].glyphs.glyphs[0]") == true)
        #expect(refused(list(##"{"glyphs": {"font": "DejaVuSans", "size": 1, "color": "#000000", "origin": [0, 0], "glyphs": [4294967296], "positions": [[0, 0]]}}"##))?
            .hasPrefix("commands[0].glyphs.glyphs[0]") == true)
        #expect(refused(list(##"{"popClip": {}}"##)) == "commands[0].popClip: no pushClip to pop")
        #expect(refused(list(##"{"pushClip": {"rect": [0, 0, 5, 5]}}, {"popClip": {}}, {"popClip": {}}"##)) == "commands[2].popClip: no pushClip to pop")
        #expect(refused(list(##"{"blur": {}}"##))?.hasPrefix("commands[0].blur: unknown command") == true)
        #expect(refused(list(##"{"fill": {"rect": [0, 0, 5, 5], "color": "#000000", "colour": "#000000"}}"##))?.hasPrefix("commands[0].fill.colour: unknown key") == true)
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
            robustCheckDisplayList(list(c), baseDirectory: robustRoot, "command \(i): \(c)")
        }
        robustCheckDisplayList(list(commands.joined(separator: ", ")), baseDirectory: robustRoot, "all huge commands")
        // A size at the pixel limit's edge and far over it: refused before allocating, with the numbers.
        for (size, scale) in [("[100000, 100000]", "1"), ("[390, 844]", "16"), ("[1e300, 1]", "16"), ("[1, 1e300]", "1")] {
            let huge = try DisplayList(json: list("", size: size, scale: scale))
            do { _ = try SceneRenderer.shared().rasterize(huge, baseDirectory: robustRoot)
                Issue.record("drew \(size) @\(scale)")
            } catch {
                guard case .raster(.bitmap(.tooLarge)) = error else { Issue.record("\(size): \(error)"); continue }
                #expect(error.description.contains("over the pixel limit"))
            }
        }
        // Tiny: rounds to one pixel.
        let tiny = try SceneRenderer.shared().rasterize(try DisplayList(json: list("", size: "[1e-300, 1e-300]", scale: "1")), baseDirectory: robustRoot)
        #expect(tiny.width == 1 && tiny.height == 1)
    }

    @Test func nonFiniteValuesBuiltInSwiftAreTypedErrorsOrDrawNothing() throws {
        let renderer = try SceneRenderer.shared()
        let bad: [Double] = [.nan, .infinity, -.infinity, -1, -0.0, 1e300]
        for v in bad {
            for size in [Size(width: v, height: 10), Size(width: 10, height: v)] {
                do { _ = try renderer.rasterize(DisplayList(size: size, scale: 1), baseDirectory: "."); #expect(v == 1e300 ? false : v > 0) } catch {
                    #expect(!error.description.isEmpty)
                }
            }
            do { _ = try renderer.rasterize(DisplayList(size: Size(width: 10, height: 10), scale: v), baseDirectory: ".")
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
                robustCheckRaster(DisplayList(size: Size(width: 10, height: 10), scale: 2, commands: [c]), baseDirectory: ".", "value \(v) command \(i)")
            }
        }
    }

    @Test func deepAndUnbalancedClipsFinish() throws {
        // Thousands of nested clips and no popClip: valid (the list's end pops them), and bounded in memory and time.
        for (shape, count) in [(##"{"pushClip": {"rect": [0, 0, 40, 30]}}"##, 10_000), (##"{"pushClip": {"rect": [0.5, 0.5, 39, 29], "radii": 6}}"##, 2_000)] {
            let deep = list(Array(repeating: shape, count: count).joined(separator: ", ")
                            + ##", {"fill": {"rect": [0, 0, 40, 30], "color": "#FF0000"}}"##)
            robustCheckDisplayList(deep, baseDirectory: robustRoot, "\(count) nested \(shape)")
        }
        // The same on a full-size canvas (1170×2532 px): masks must not pile up to gigabytes.
        let big = list(Array(repeating: ##"{"pushClip": {"rect": [0.5, 0.5, 389, 843], "radii": 12}}"##, count: 10_000).joined(separator: ", ")
                       + ##", {"fill": {"rect": [0, 0, 390, 844], "color": "#FF0000"}}"##, size: "[390, 844]", scale: "3")
        let error = try rasterError(big)
        guard case .raster(.command(let index, "pushClip", let message))? = error else { Issue.record("\(String(describing: error))"); return }
        #expect(index > 10 && index < 1_000 && message.contains("nested clips would hold more than"), "\(message)")
        // Pixel-aligned clips hold no mask: any depth draws.
        let aligned = list(Array(repeating: ##"{"pushClip": {"rect": [1, 1, 388, 842]}}"##, count: 10_000).joined(separator: ", ")
                           + ##", {"fill": {"rect": [0, 0, 390, 844], "radii": 20, "color": "#FF0000"}}"##, size: "[390, 844]", scale: "1")
        #expect(try rasterError(aligned) == nil)
        // 10 000 push/pop pairs.
        let pairs = list(Array(repeating: ##"{"pushClip": {"rect": [1.5, 1.5, 20, 20], "radii": 3}}, {"popClip": {}}"##, count: 10_000).joined(separator: ", "))
        robustCheckDisplayList(pairs, baseDirectory: robustRoot, "10k push/pop pairs")
        // popClip without push, built in Swift (JSON refuses it): a typed error naming the command.
        let l = DisplayList(size: Size(width: 10, height: 10), scale: 1, commands: [.popClip])
        do { _ = try SceneRenderer.shared().rasterize(l, baseDirectory: "."); Issue.record("drew") } catch {
            guard case .raster(.command(index: 0, name: "popClip", _)) = error else { Issue.record("\(error)"); return }
        }
    }

    @Test func glyphsBeyondTheFontAndUnknownFontsNameTheCommand() throws {
        // DejaVu Sans has about 6 000 glyphs.
        for (font, glyph) in [("DejaVuSans", 4_000_000_000), ("DejaVuSans", 1_000_000), ("DejaVuSans", 60_000), ("NoSuchFont", 36), ("../Fonts/DejaVuSans", 36),
                              ("DejaVuSans.ttf", 36), ("LICENSE-DejaVu", 36)] {
            let bytes = list(##"{"fill": {"rect": [0, 0, 5, 5], "color": "#000000"}}, {"glyphs": {"font": "\##(font)", "size": 17, "color": "#000000", "origin": [5, 20], "glyphs": [36, \##(glyph)], "positions": [[0, 0], [10, 0]]}}"##)
            let error = try rasterError(bytes)
            guard case .raster(.command(index: 1, name: "glyphs", let message))? = error else { Issue.record("\(font) \(glyph): \(String(describing: error))"); continue }
            #expect(message.contains(font == "DejaVuSans" ? "\(glyph)" : font), "\(message)")
        }
    }

    @Test(arguments: robustSeeds)
    func mutatedImagesDrawOrNameTheCommand(seed: Int) throws {
        let dir = try robustTemporaryDirectory("pngfuzz")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let cover = try FileIO.read(robustRoot + "/Goldens/raster/example/images/cover.png")
        var rng = RobustRandom(seed: 0x1A6E_0000 + UInt64(seed))
        for round in 0..<12 {
            var b = cover
            var notes: [String] = []
            for _ in 0...rng.below(4) {
                switch rng.below(4) {
                case 0: let i = rng.below(b.count); b[i] ^= UInt8(1 << rng.below(8)); notes.append("flip \(i)")
                case 1: let n = rng.below(b.count); b = Array(b.prefix(n)); notes.append("cut \(n)")
                case 2: let i = 8 + rng.below(max(1, min(b.count, 40) - 8)); if i < b.count { b[i] = rng.pick([0, 0xFF, 0x7F, 0x80]) }; notes.append("header \(i)")
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
        let dir = try robustTemporaryDirectory("imagegeometry")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try PNG.writeFile(try Bitmap(width: 1, height: 1, fill: (255, 0, 0, 255)), to: dir + "/dot.png")
        try PNG.writeFile(try Bitmap(width: 1, height: 4_000, fill: (0, 0, 255, 128)), to: dir + "/tall.png")
        try PNG.writeFile(try Bitmap(width: 3_000, height: 1, fill: (0, 255, 0, 255)), to: dir + "/wide.png")
        for source in ["dot.png", "tall.png", "wide.png"] {
            for rect in ["[0, 0, 40, 30]", "[0, 0, 0, 0]", "[0, 0, 1e-300, 30]", "[-1e300, -1e300, 1e300, 1e300]", "[1e300, 0, 1e300, 30]",
                         "[5, 5, 1e300, 1e-300]", "[10.5, 0.25, 0.5, 1e6]"] {
                for mode in ["scaleToFill", "aspectFit", "aspectFill"] {
                    let bytes = list(##"{"pushClip": {"rect": [1, 1, 38, 28], "radii": 5}}, {"image": {"rect": \##(rect), "source": "\##(source)", "contentMode": "\##(mode)"}}"##)
                    robustCheckDisplayList(bytes, baseDirectory: dir, "\(source) \(rect) \(mode)")
                }
            }
        }
        // One image drawn 2 000 times is decoded once per draw and finishes.
        let many = list(Array(repeating: ##"{"image": {"rect": [0, 0, 40, 30], "source": "wide.png", "contentMode": "aspectFit"}}"##, count: 2_000).joined(separator: ", "))
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
                let list = DisplayList(size: Size(width: 40, height: 30), scale: 2, commands: [
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
        let list = DisplayList(size: Size(width: 40, height: 30), scale: 2, commands: [.image(rect: Rect(x: 0, y: 0, width: 40, height: 30), source: "bad", contentMode: .aspectFill)])
        do { _ = try Rasterizer.render(list, images: .memory(["bad": image])); Issue.record("drew") } catch {
            guard case .command(index: 0, name: "image", let message) = error else { Issue.record("\(error)"); return }
            #expect(message == "image bad is 50x50 but holds 4 bytes of pixels")
        }
    }

    @Test func badImageSourcesNameTheCommand() throws {
        let dir = try robustTemporaryDirectory("images")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let cover = try FileIO.read(robustRoot + "/Goldens/raster/example/images/cover.png")
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
        for source in ["../../../../../../../../etc/passwd", "/etc/passwd", "/dev/null", "missing.png", "truncated.png", "signature-only.png",
                       "empty.png", "text.png", "corrupt.png", "huge.png", "dir.png", "images/../missing.png", "\u{0}.png", "%2e%2e/x.png"] {
            let bytes = list(##"{"image": {"rect": [0, 0, 40, 30], "source": "\##(source.replacingOccurrences(of: "\u{0}", with: "\\u0000"))", "contentMode": "aspectFill"}}"##)
            let error = try rasterError(bytes, base: dir)
            guard case .raster(.command(index: 0, name: "image", let message))? = error else { Issue.record("\(source): \(String(describing: error))"); continue }
            #expect(!message.isEmpty)
        }
        // An intact image draws (so the cases above fail for their bytes, not for the path).
        try FileIO.writeAtomically(cover, to: dir + "/ok.png")
        #expect(try rasterError(list(##"{"image": {"rect": [0, 0, 40, 30], "source": "ok.png"}}"##), base: dir) == nil)
    }
}

// MARK: - Comparison

@Suite struct ComparisonRobustnessTests {
    @Test func outOfRangeTolerancesNeitherTrapNorHideDifferences() throws {
        let a = try Bitmap(width: 4, height: 3, fill: (255, 255, 255, 255))
        var b = a
        b.pixels[0] = 0  // one pixel differs
        for v in [Double.nan, .infinity, -.infinity, -1, 1e300, 2] {
            for tolerance in [ImageTolerance(perPixelThreshold: v), ImageTolerance(maxDifferingFraction: v),
                              ImageTolerance(perPixelThreshold: v, maxDifferingFraction: v)] {
                let c = ImageComparison.compare(expected: a, actual: b, tolerance: tolerance)
                #expect(c.totalPixels == 12, "\(tolerance)")
                // NaN and negative tolerances mean exact: the differing pixel is reported.
                if v.isNaN || v < 0 { #expect(!c.matches && c.differingPixels == 1, "\(tolerance)") }
            }
        }
    }
}

// MARK: - Text

@Suite struct TextRobustnessTests {
    static let typesetter: Typesetter = Typesetter(registry: try! SceneRenderer.shared().fonts)
    static let body = TextAttributes(font: .system(size: 17), color: .black)

    /// Lays out `text`; a value with finite geometry, or a typed error.
    func check(_ text: String, attributes: TextAttributes = body, style: ParagraphStyle = .default, width: Double,
               _ note: String) -> TextLayout? {
        do {
            let l = try Self.typesetter.layout(text, attributes: attributes, style: style, width: width)
            #expect(l.size.width.isFinite && l.size.height.isFinite && l.size.width >= 0 && l.size.height >= 0, "\(note): \(l.size)")
            _ = l.glyphRuns(at: Point(x: 0, y: 0))
            return l
        } catch {
            #expect(!error.description.isEmpty, "\(note)")
            return nil
        }
    }

    @Test func oddStringsLayOut() {
        let strings = ["", " ", "\n", "\n\n\n", "\u{0}", "\u{FFFF}", "\u{FFFE}", "\u{0}\u{FFFF}\u{1}\u{1F}\u{7F}\u{9F}",
                       "\u{200B}\u{200D}\u{FEFF}", "\u{202E}abc\u{202C}", "\u{2066}\u{2067}\u{2068}\u{2069}", String(repeating: "\u{202B}", count: 200) + "x",
                       "a\u{301}\u{302}\u{303}\u{304}", "e" + String(repeating: "\u{301}", count: 5_000), "\u{E000}\u{F8FF}\u{10FFFF}",
                       "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}", "한국어 텍스트", "مرحبا بالعالم", "\t\t\t",
                       "\r\r\n\u{2028}\u{2029}\u{85}\u{B}\u{C}", String(repeating: "\u{AD}", count: 100), "(((((", "‏a‎b"]
        for (i, s) in strings.enumerated() {
            for width in [0, 1, 50, 320, .infinity] {
                for style in [ParagraphStyle.default, ParagraphStyle(lineBreakMode: .byTruncatingMiddle, numberOfLines: 1),
                              ParagraphStyle(lineBreakMode: .byCharWrapping, numberOfLines: 2)] {
                    _ = check(s, style: style, width: width, "string \(i) width \(width) \(style.lineBreakMode)")
                }
            }
        }
    }

    static let scalarPool: [String] = ["a", "W", " ", "  ", "\n", "\r\n", "\t", "-", "—", ".", ",", "(", ")", "«", "»", "1", "٣",
                                       "가", "한", "漢", "。", "、", "ก", "\u{0E31}", "ب", "ש", "\u{301}", "\u{200D}", "\u{200B}",
                                       "\u{FE0F}", "\u{1F600}", "\u{1F1F0}", "\u{1F1F7}", "\u{202A}", "\u{202B}", "\u{202C}",
                                       "\u{202D}", "\u{202E}", "\u{2066}", "\u{2069}", "\u{AD}", "\u{A0}", "\u{2028}", "\u{0}",
                                       "\u{FFFF}", "\u{E000}", "ﬁ", "AV", "To"]

    @Test(arguments: robustSeeds)
    func randomTextLaysOutOrFailsTyped(seed: Int) {
        var rng = RobustRandom(seed: 0x7E47_0000 + UInt64(seed))
        for round in 0..<40 {
            var text = ""
            for _ in 0..<rng.below(rng.chance(4) ? 400 : 40) { text += rng.pick(Self.scalarPool) }
            let style = ParagraphStyle(alignment: rng.pick(TextAlignment.allCases), lineBreakMode: rng.pick(LineBreakMode.allCases),
                                       lineBreakStrategy: rng.chance(2) ? [] : .hangulWordPriority, numberOfLines: rng.pick([0, 1, 2, 3, 1000]),
                                       lineSpacing: rng.pick([0, 2, 100]), lineHeightMultiple: rng.pick([0, 0.5, 1.5]),
                                       minimumLineHeight: rng.pick([0, 30]), maximumLineHeight: rng.pick([0, 5, 40]),
                                       paragraphSpacing: rng.pick([0, 10]), layoutDirection: rng.chance(2) ? .leftToRight : .rightToLeft,
                                       baseWritingDirection: rng.pick(WritingDirection.allCases))
            let attributes = TextAttributes(font: Font(family: rng.pick(["DejaVu Sans", "NanumGothic"]), weight: rng.pick(Font.Weight.allCases),
                                                       size: rng.pick([0.01, 1, 9, 17, 60, 400])),
                                            color: .black, kern: rng.pick([0, 0.5, -3, 40]))
            let width = rng.pick([0, 0.1, 1, 17, 50, 100, 320, 1000, .infinity])
            let note = "seed \(seed) round \(round) width \(width) \(style) \(attributes) \(text.unicodeScalars.map { String($0.value, radix: 16) })"
            if rng.chance(3) {
                // Several runs: fonts, sizes and kerning change mid-word, mid-cluster, mid-line.
                var attributed = AttributedText()
                var rest = Substring(text)
                while !rest.isEmpty {
                    let n = 1 + rng.below(max(1, rest.count))
                    attributed.append(String(rest.prefix(n)), attributes: TextAttributes(
                        font: Font(family: rng.pick(["DejaVu Sans", "NanumGothic"]), weight: rng.pick(Font.Weight.allCases), size: rng.pick([0.01, 9, 17, 60])),
                        color: .black, kern: rng.pick([0, 2, -5])))
                    rest = rest.dropFirst(n)
                }
                do {
                    let l = try Self.typesetter.layout(attributed, style: style, width: width)
                    #expect(l.size.width.isFinite && l.size.height.isFinite, "\(note) attributed")
                    _ = l.glyphRuns(at: .zero)
                    if style.numberOfLines > 0 { #expect(l.lines.count <= style.numberOfLines, "\(note) attributed") }
                } catch {
                    #expect(!error.description.isEmpty, "\(note) attributed")
                }
                continue
            }
            guard let l = check(text, attributes: attributes, style: style, width: width, note) else { continue }
            #expect(l.lines.allSatisfy { $0.range.lowerBound <= $0.range.upperBound && $0.width.isFinite && $0.x.isFinite }, "\(note)")
            if style.numberOfLines > 0 { #expect(l.lines.count <= style.numberOfLines, "\(note)") }
        }
    }

    @Test func badWidthsAndSizesAreTypedErrorsOrDefined() {
        for width in [Double.nan, -1, -0.0, 0, 1e-300, .leastNonzeroMagnitude, 1e300, .greatestFiniteMagnitude, .infinity, -.infinity] {
            let l = check("Hello, wrapped world", width: width, "width \(width)")
            if width.isNaN || width < 0 { #expect(l == nil, "width \(width) laid out") }
        }
        for size in [0, -0.0, .nan, 1e6, 1e-300, .leastNonzeroMagnitude, .infinity, 0.001, 10_000] as [Double] {
            let l = check("Hello", attributes: TextAttributes(font: .system(size: size), color: .black), width: 100, "size \(size)")
            if !(size > 0 && size <= 10_000) { #expect(l == nil, "size \(size) laid out") }
        }
        for kern in [Double.nan, .infinity, -1e300, 1e300, -100] {
            _ = check("Hello", attributes: TextAttributes(font: .system(size: 17), color: .black, kern: kern), width: 100, "kern \(kern)")
        }
        _ = check("Hello", attributes: TextAttributes(font: Font(family: "", size: 17), color: .black), width: 100, "empty family")
        _ = check("Hello", style: ParagraphStyle(lineSpacing: .nan), width: 100, "lineSpacing NaN")
        _ = check("Hello", style: ParagraphStyle(lineSpacing: 1e300), width: 100, "lineSpacing huge")
        _ = check("Hello", style: ParagraphStyle(numberOfLines: Int.max), width: 100, "numberOfLines max")
        _ = check("Hello", style: ParagraphStyle(numberOfLines: Int.min), width: 100, "numberOfLines min")
    }

    @Test func pathologicalParagraphsFinish() throws {
        let n = 1 << 16
        let cases: [(String, String)] = [
            ("one cluster of combining marks", "e" + String(repeating: "\u{301}", count: n)),
            ("joiners", String(repeating: "\u{1F468}\u{200D}", count: n / 2)),
            ("alternating directions", String(repeating: "aب", count: n / 2)),
            ("alternating directions with spaces", String(repeating: "ab בג ", count: n / 6)),
            ("nested embeddings", String(repeating: "\u{202B}\u{202A}", count: n / 2) + "x"),
            ("isolates never closed", String(repeating: "\u{2067}a", count: n / 2)),
            ("pops without pushes", String(repeating: "\u{202C}\u{2069}", count: n / 2)),
            ("newlines", String(repeating: "\n", count: n)),
            ("regional indicators", String(repeating: "\u{1F1F0}", count: n)),
            ("brackets", String(repeating: "(", count: n / 2) + String(repeating: ")", count: n / 2)),
            ("soft hyphens", String(repeating: "ab\u{AD}", count: n / 3)),
            ("zero width spaces", String(repeating: "\u{200B}", count: n)),
            ("uncovered", String(repeating: "ก", count: n)),
        ]
        for (name, text) in cases {
            let start = ContinuousClock.now
            for style in [ParagraphStyle.default, ParagraphStyle(lineBreakMode: .byTruncatingMiddle, numberOfLines: 2)] {
                _ = check(text, style: style, width: 300, name)
            }
            if ProcessInfo.processInfo.environment["ROBUST_TRACE"] != nil { print("TEXT \(name): \(ContinuousClock.now - start)") }
        }
    }

    @Test func aOneMegabyteParagraphWithoutSpacesFinishes() throws {
        // No break opportunity anywhere: emergency breaks on every line; it must finish (time not asserted).
        let solid = String(repeating: "W", count: 1 << 20)
        let l = try #require(check(solid, width: 320, "1 MB solid"))
        #expect(l.lines.count > 1_000)
        let one = try #require(check(solid, style: ParagraphStyle(lineBreakMode: .byTruncatingHead, numberOfLines: 1), width: 320, "1 MB head"))
        #expect(one.lines.count == 1)
        let narrow = try #require(check(String(repeating: "가", count: 1 << 18), width: 0, "256k Hangul at width 0"))
        #expect(narrow.lines.count == 1 << 18)
    }
}

// MARK: - Fonts

@Suite struct FontRobustnessTests {
    static let dejaVu: [UInt8] = (try? FileIO.read(robustRoot + "/Fonts/DejaVuSans.ttf")) ?? []

    func registry(_ files: [String: [UInt8]]) throws -> Result<FontRegistry, FontError> {
        let dir = try robustTemporaryDirectory("fonts")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for (name, bytes) in files { try FileIO.writeAtomically(bytes, to: dir + "/" + name) }
        return Result { () throws(FontError) -> FontRegistry in try FontRegistry(directory: dir) }
    }

    @Test func anEmptyDirectoryHasNoFonts() throws {
        guard case .failure(.noFonts) = try registry([:]) else { Issue.record("empty directory loaded"); return }
        guard case .failure(.noFonts) = try registry(["readme.txt": Array("x".utf8), "x.ttf.bak": Self.dejaVu]) else { Issue.record("loaded"); return }
        #expect(throws: FontError.directoryNotFound("/nonexistent/galley-fonts")) { try FontRegistry(directory: "/nonexistent/galley-fonts") }
        #expect(throws: FontError.self) { try FontRegistry(directory: robustRoot + "/Fonts/DejaVuSans.ttf") }
    }

    @Test func aTextFileNamedLikeAFontIsCorrupt() throws {
        for bytes in [Array("this is not a font\n".utf8), [], [0, 1, 0, 0], Array(repeating: 0xFF, count: 4096)] {
            guard case .failure(let e) = try registry(["x.ttf": bytes]) else { Issue.record("\(bytes.count) bytes loaded"); continue }
            guard case .corruptFont(let path, _) = e else { Issue.record("\(e)"); continue }
            #expect(path.hasSuffix("/x.ttf") && e.description.contains("x.ttf"))
        }
    }

    @Test(arguments: [12, 100, 1_000, 50_000, 200_000, 400_000, 700_000])
    func aTruncatedFontIsRefusedOrFailsTypedWhenUsed(length: Int) throws {
        try #require(Self.dejaVu.count > 700_000)
        switch try registry(["DejaVuSans.ttf": Array(Self.dejaVu.prefix(length))]) {
        case .failure(let e):
            guard case .corruptFont = e else { Issue.record("\(length): \(e)"); return }
        case .success(let fonts):
            // FreeType reads tables lazily: what opens must still lay out and draw, or fail typed.
            let typesetter = Typesetter(registry: fonts)
            let text = "Hello, Wörld — ABC xyz 0123 ﬁ"
            if let l = try? typesetter.layout(text, attributes: TextAttributes(font: Font(family: "DejaVu Sans", size: 17), color: .black), width: 120) {
                let list = DisplayList(size: Size(width: 130, height: 80), scale: 2, commands: l.glyphRuns(at: Point(x: 2, y: 20)).map { .glyphs($0) })
                do { _ = try Rasterizer.render(list, glyphs: fonts, glyphCache: GlyphMaskCache()) } catch {
                    guard case .command(_, "glyphs", _) = error else { Issue.record("\(length): \(error)"); return }
                }
            }
            for g: UInt32 in [0, 1, 36, 3_000, 6_000, 100_000] {
                do { _ = try fonts.glyphOutline(font: "DejaVuSans", glyph: g) } catch {
                    #expect(error is FontError, "\(length) glyph \(g): \(error)")
                }
            }
        }
    }
}
