/// Text made of runs, each with its own attributes (font, weight, size, color,
/// letter spacing), laid out as one text — like `NSAttributedString` built by appending.
public struct AttributedText: Hashable, Sendable, CustomStringConvertible {
    /// A piece of text with one set of attributes.
    public struct Run: Hashable, Sendable {
        public var text: String
        public var attributes: TextAttributes
        public init(_ text: String, attributes: TextAttributes) { self.text = text; self.attributes = attributes }
    }

    public var runs: [Run]

    public init(runs: [Run] = []) { self.runs = runs }

    /// One run.
    public init(_ text: String, attributes: TextAttributes) { self.runs = [Run(text, attributes: attributes)] }

    /// Appends a run (empty runs are kept; they contribute nothing).
    public mutating func append(_ text: String, attributes: TextAttributes) {
        runs.append(Run(text, attributes: attributes))
    }

    /// The runs' text concatenated.
    public var string: String { runs.map(\.text).joined() }

    public var isEmpty: Bool { runs.allSatisfy { $0.text.isEmpty } }

    public var description: String { string }
}
