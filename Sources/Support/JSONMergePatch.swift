/// JSON Merge Patch (RFC 7396): a patch is a JSON document that looks like the target; its
/// members replace the target's, `null` removes a member, and a patch that is not an object
/// replaces the target whole. Object members keep the target's order; new members are appended
/// in the patch's order (so patched design files stay stable and readable).
public enum JSONMergePatch {
    /// `patch` applied to `target` (RFC 7396, section 2, "MergePatch(Target, Patch)").
    public static func apply(_ patch: JSONValue, to target: JSONValue) -> JSONValue {
        guard case .object(let patchMembers) = patch else { return patch }
        var members: [(key: String, value: JSONValue)]
        if case .object(let t) = target { members = t } else { members = [] }
        for (name, value) in patchMembers {
            let index = members.firstIndex { $0.key == name }
            if case .null = value {
                if let index { members.remove(at: index) }
                continue
            }
            if let index {
                members[index].value = apply(value, to: members[index].value)
            } else {
                members.append((key: name, value: apply(value, to: .null)))
            }
        }
        return .object(members)
    }

    /// The merge patch that turns `before` into `after` (objects compared member by member; any
    /// other change replaces the value). `apply(diff(a, b), to: a) == b` for documents without
    /// `null` values (a merge patch cannot set a member to null).
    public static func diff(from before: JSONValue, to after: JSONValue) -> JSONValue? {
        guard case .object(let a) = before, case .object(let b) = after else { return before == after ? nil : after }
        var out: [(key: String, value: JSONValue)] = []
        for (k, v) in a where !b.contains(where: { $0.key == k }) { _ = v; out.append((key: k, value: .null)) }
        for (k, v) in b {
            if let old = a.first(where: { $0.key == k })?.value {
                if let d = diff(from: old, to: v) { out.append((key: k, value: d)) }
            } else {
                out.append((key: k, value: v))
            }
        }
        return out.isEmpty ? nil : .object(out)
    }
}

extension JSONValue {
    /// The value's leaves with their paths (object keys; an array, an empty object and a scalar
    /// are each one leaf), in document order: `[(["shapes", "radii", "card"], 12), …]`.
    public func leaves(prefix: [String] = []) -> [(path: [String], value: JSONValue)] {
        if case .object(let members) = self, !members.isEmpty {
            return members.flatMap { $0.value.leaves(prefix: prefix + [$0.key]) }
        }
        return [(prefix, self)]
    }

    /// This value with the leaf at `path` set to `value` (objects created on the way).
    public func setting(_ path: ArraySlice<String>, to value: JSONValue) -> JSONValue {
        guard let first = path.first else { return value }
        var members: [(key: String, value: JSONValue)]
        if case .object(let m) = self { members = m } else { members = [] }
        if let i = members.firstIndex(where: { $0.key == first }) {
            members[i].value = members[i].value.setting(path.dropFirst(), to: value)
        } else {
            members.append((key: first, value: JSONValue.null.setting(path.dropFirst(), to: value)))
        }
        return .object(members)
    }
}
