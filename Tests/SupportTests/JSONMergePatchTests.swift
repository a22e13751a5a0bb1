import Support
import Testing

/// RFC 7396 (JSON Merge Patch): every test vector of Appendix A and the example of section 3.
@Suite struct JSONMergePatchTests {
    static func json(_ s: String) -> JSONValue { try! JSONValue.parse(s) }

    /// Object members compared without their order (RFC 8259 objects are unordered).
    static func same(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case let (.object(x), .object(y)):
            return x.count == y.count && x.allSatisfy { m in y.first { $0.key == m.key }.map { same(m.value, $0.value) } ?? false }
        case let (.array(x), .array(y)): return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
        default: return a == b
        }
    }

    /// RFC 7396, Appendix A: (original, patch, result).
    static let appendixA: [(String, String, String)] = [
        (#"{"a":"b"}"#, #"{"a":"c"}"#, #"{"a":"c"}"#),
        (#"{"a":"b"}"#, #"{"b":"c"}"#, #"{"a":"b","b":"c"}"#),
        (#"{"a":"b"}"#, #"{"a":null}"#, #"{}"#),
        (#"{"a":"b","b":"c"}"#, #"{"a":null}"#, #"{"b":"c"}"#),
        (#"{"a":["b"]}"#, #"{"a":"c"}"#, #"{"a":"c"}"#),
        (#"{"a":"c"}"#, #"{"a":["b"]}"#, #"{"a":["b"]}"#),
        (#"{"a":{"b":"c"}}"#, #"{"a":{"b":"d","c":null}}"#, #"{"a":{"b":"d"}}"#),
        (#"{"a":[{"b":"c"}]}"#, #"{"a":[1]}"#, #"{"a":[1]}"#),
        (#"["a","b"]"#, #"["c","d"]"#, #"["c","d"]"#),
        (#"{"a":"b"}"#, #"["c"]"#, #"["c"]"#),
        (#"{"a":"foo"}"#, #"null"#, #"null"#),
        (#"{"a":"foo"}"#, #""bar""#, #""bar""#),
        (#"{"e":null}"#, #"{"a":1}"#, #"{"e":null,"a":1}"#),
        (#"[1,2]"#, #"{"a":"b","c":null}"#, #"{"a":"b"}"#),
        (#"{}"#, #"{"a":{"bb":{"ccc":null}}}"#, #"{"a":{"bb":{}}}"#),
    ]

    @Test(arguments: appendixA.indices) func appendixAVector(_ i: Int) {
        let (original, patch, result) = Self.appendixA[i]
        let got = JSONMergePatch.apply(Self.json(patch), to: Self.json(original))
        #expect(Self.same(got, Self.json(result)), "vector \(i + 1): \(got.serialized(pretty: false))")
    }

    /// Section 3's example: a changed title, a removed author member, changed tags, a new phoneNumber.
    @Test func sectionThreeExample() {
        let target = Self.json(
            #"{"title": "Goodbye!", "author": {"givenName": "John", "familyName": "Doe"}, "tags": ["example", "sample"], "content": "This will be unchanged"}"#)
        let patch = Self.json(#"{"title": "Hello!", "phoneNumber": "+01-123-456-7890", "author": {"familyName": null}, "tags": ["example"]}"#)
        let want = Self.json(
            #"{"title": "Hello!", "author": {"givenName": "John"}, "tags": ["example"], "content": "This will be unchanged", "phoneNumber": "+01-123-456-7890"}"#
        )
        let got = JSONMergePatch.apply(patch, to: target)
        #expect(got == want, "members keep the target's order, new ones are appended: \(got.serialized(pretty: false))")
    }

    @Test func diffIsTheInverseOfApply() {
        let a = Self.json(#"{"x": 1, "y": {"z": [1, 2], "w": "s"}, "gone": true}"#)
        let b = Self.json(#"{"x": 2, "y": {"z": [1, 2], "w": "t", "new": {}}}"#)
        let d = JSONMergePatch.diff(from: a, to: b)
        #expect(d.map { Self.same(JSONMergePatch.apply($0, to: a), b) } == true)
        #expect(JSONMergePatch.diff(from: a, to: a) == nil)
    }

    @Test func leavesAndSetting() {
        let v = Self.json(#"{"a": {"b": 1, "c": [1, 2], "e": {}}, "d": "x"}"#)
        #expect(v.leaves().map { $0.path.joined(separator: ".") } == ["a.b", "a.c", "a.e", "d"])
        #expect(v.setting(["a", "b"], to: .number(5))["a"]?["b"] == .number(5))
        #expect(v.setting(["n", "m"], to: .bool(true))["n"]?["m"] == .bool(true))
    }
}
