import Geometry
import Raster
import Support
import Typesetting

/// Item-JSON readers the families share (and families of other targets may use): optional and
/// required strings, image sources, flags, counts, with the JSON path in their errors.
public enum ItemJSON {
    /// A kind's sample item (constant text, parsed once per use).
    public static func sample(_ text: String) -> JSONValue? { try? JSONValue.parse(Array(text.utf8)) }

    public static func string(_ json: JSONReader, _ key: String) throws(JSONDecodingError) -> String? {
        try json.optional(key)?.string()
    }

    public static func requiredString(_ json: JSONReader, _ key: String) throws(JSONDecodingError) -> String {
        try json.required(key).string()
    }

    /// An image source: a non-empty string.
    public static func image(_ json: JSONReader, _ key: String) throws(JSONDecodingError) -> String? {
        guard let r = try json.optional(key) else { return nil }
        let s = try r.string()
        guard !s.isEmpty else { throw r.fail("an image source must not be empty") }
        return s
    }

    public static func bool(_ json: JSONReader, _ key: String) throws(JSONDecodingError) -> Bool {
        try json.optional(key)?.bool() ?? false
    }

    public static func count(_ json: JSONReader, _ key: String) throws(JSONDecodingError) -> Int? {
        try json.optional(key)?.int(min: 0, max: 1_000_000_000)
    }
}
