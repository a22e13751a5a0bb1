import Content
import Golden
import GoldenReports
import Raster
import Support
import Typesetting

/// A design model's keys as the design file spells them (`shapes.radii.card`,
/// `typography.headline.size`, `colors.label.dark`): the leaves of its complete file
/// (`galley design --default`), colors always as their light and dark values, arrays (insets,
/// offsets, image lists) as one key each.
public enum DesignKeys {
    /// The model as a complete design file with every color as `{"light", "dark"}` and no `version`.
    public static func normalizedJSON(_ m: DesignModel) -> JSONValue {
        guard case .object(let members) = m.jsonValue() else { return .null }
        return .object(
            members.compactMap { member in
                if member.key == "version" { return nil }
                guard member.key == "colors", case .object(let colors) = member.value else { return member }
                return (
                    key: "colors",
                    value: .object(
                        colors.map { c in
                            if case .string = c.value { return (key: c.key, value: .object([(key: "light", value: c.value), (key: "dark", value: c.value)])) }
                            return c
                        })
                )
            })
    }

    /// The keys and values of `m`, in file order.
    public static func leaves(_ m: DesignModel) -> [(path: [String], value: JSONValue)] { normalizedJSON(m).leaves() }

    /// A key's dotted name (`shapes.radii.card`).
    public static func name(_ path: [String]) -> String { path.joined(separator: ".") }

    /// The keys `before` and `after` differ in, in file order (`after`'s order for added keys).
    public static func diff(_ before: DesignModel, _ after: DesignModel) -> [DesignKeyChange] {
        let a = leaves(before), b = leaves(after)
        let old = Dictionary(a.map { (name($0.path), $0.value) }, uniquingKeysWith: { x, _ in x })
        let new = Dictionary(b.map { (name($0.path), $0.value) }, uniquingKeysWith: { x, _ in x })
        var out: [DesignKeyChange] = []
        for (p, v) in a {
            let k = name(p)
            if let n = new[k] {
                if n != v { out.append(DesignKeyChange(key: k, old: v, new: n)) }
            } else {
                out.append(DesignKeyChange(key: k, old: v, new: nil))
            }
        }
        for (p, v) in b where old[name(p)] == nil { out.append(DesignKeyChange(key: name(p), old: nil, new: v)) }
        return out
    }
}

/// One key two design models differ in.
public struct DesignKeyChange: Sendable, Equatable {
    public enum Kind: String, Sendable { case added, removed, changed }
    public var key: String
    public var old: JSONValue?
    public var new: JSONValue?
    public var kind: Kind { old == nil ? .added : new == nil ? .removed : .changed }

    /// `shapes.radii.card 12 → 16`.
    public var description: String {
        "\(key) \(old.map { $0.serialized(pretty: false) } ?? "(none)") → \(new.map { $0.serialized(pretty: false) } ?? "(none)")"
    }

    public var json: JSONValue {
        var m: [(key: String, value: JSONValue)] = [(key: "key", value: .string(key)), (key: "change", value: .string(kind.rawValue))]
        if let old { m.append((key: "old", value: old)) }
        if let new { m.append((key: "new", value: new)) }
        return .object(m)
    }
}

/// Why a design diff cannot run: the file and the place.
public enum DesignDiffError: Error, Equatable, CustomStringConvertible, Sendable {
    /// A design file that does not read or validate (its error names the file and the JSON path).
    case design(String)
    /// The two files name different design model versions.
    case versionMismatch(before: String, beforeVersion: String, after: String, afterVersion: String)
    /// A merge patch whose result is not a valid design model: the app's file and the JSON path.
    case patchedModelInvalid(app: String, patch: String, message: String)
    case noScenes(String)
    case outputHoldsAnotherReport(String)
    case unwritableOutput(path: String, reason: String)
    case render(name: String, message: String)
    case provenance(String)

    public var description: String {
        switch self {
        case .design(let m): return m
        case let .versionMismatch(b, bv, a, av):
            return "the design files name different versions: \(b) is version \(bv), \(a) is version \(av); diff two files of one version"
        case let .patchedModelInvalid(app, patch, m): return "\(app) patched with \(patch) is not a valid design model: \(m)"
        case .noScenes(let m): return m
        case .outputHoldsAnotherReport(let p):
            return "\(p) exists and is not a diff-design report (no \(DesignDiffReport.marker) in it); choose another --out or remove it"
        case let .unwritableOutput(p, r): return "cannot write \(p): \(r)"
        case let .render(n, m): return "\(n): \(m)"
        case .provenance(let m): return m
        }
    }
}

extension DesignDiffError {
    /// Loads a design file; every problem names the file (and the JSON path for invalid keys).
    public static func load(_ path: String) throws(DesignDiffError) -> DesignModel {
        do { return try DesignModel.load(path: path) } catch { throw .design(error.description) }
    }

    /// The `version` a design file names, as written ("(none)" when it names none), without validating it;
    /// nil for design tokens, which have no design model version and may be diffed against any file.
    static func version(ofFile path: String) -> String? {
        guard let bytes = try? FileIO.read(path, maxBytes: DesignModel.maxFileBytes), let v = try? JSONValue.parse(bytes), !DesignModel.isDesignTokens(v) else {
            return nil
        }
        return v["version"].map { $0.serialized(pretty: false) } ?? "(none)"
    }

    /// Loads BEFORE and AFTER: each must be valid and both must name the same version.
    public static func loadPair(before: String, after: String) throws(DesignDiffError) -> (DesignModel, DesignModel) {
        if let a = version(ofFile: before), let b = version(ofFile: after), a != b {
            throw .versionMismatch(before: before, beforeVersion: a, after: after, afterVersion: b)
        }
        return (try load(before), try load(after))
    }
}
