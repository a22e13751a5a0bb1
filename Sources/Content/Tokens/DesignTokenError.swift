import Support

/// Why design tokens cannot be imported: what went wrong (`kind`), in which file, at which token
/// path (`color.text.primary`) or JSON path, and a message a user can act on. Every problem with
/// token files, resolver documents and mapping files is one of these; none crashes.
public struct DesignTokenError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The kind of problem, for code that reacts to one (tests, the CLI's exit status).
    public enum Kind: String, Sendable, CaseIterable {
        /// The file cannot be read.
        case unreadable
        /// The file is not JSON (the message has the line and column).
        case notJSON
        /// A token or group is malformed (`$value` missing, a reserved key misused).
        case invalidToken
        /// `$type` names no type of the format.
        case unknownType
        /// An alias `{a.b}` names no token.
        case missingAlias
        /// Aliases form a cycle (the message lists it: `a → b → a`).
        case aliasCycle
        /// A `$ref` JSON Pointer leads nowhere.
        case pointerOutOfRange
        /// A color value that is not a color.
        case invalidColor
        /// A value that does not fit its type.
        case invalidValue
        /// A resolver input names a modifier the resolver lacks.
        case unknownModifier
        /// A resolver input names a context its modifier lacks.
        case unknownContext
        /// The resolver document is malformed.
        case invalidResolver
        /// A mapping names a design key the design model lacks.
        case unknownDesignKey
        /// A token's type cannot fill the design key it is mapped to.
        case typeMismatch
        /// A mapping names a token the files lack.
        case missingToken
        /// The mapping file is malformed.
        case invalidMapping
        /// The imported values are refused by the design model (a size out of range).
        case invalidDesign
    }

    public var kind: Kind
    /// The file the problem is in (a token file, a resolver, a mapping file).
    public var file: String
    /// The token path (`color.text.primary`) or JSON path; empty for the whole file.
    public var path: String
    public var message: String

    public init(_ kind: Kind, file: String, path: String, _ message: String) {
        self.kind = kind
        self.file = file
        self.path = path
        self.message = message
    }

    /// `file: path: message` on one line.
    public var description: String { "\(file): \(JSONDecodingError(path: path, message: message))" }

    /// The same problem as a design-file error (`DesignModel.load` reads token files too): the
    /// file, and the token path where the design file would have its JSON path.
    public var designError: DesignError { .invalid(file: file, JSONDecodingError(path: path, message: message)) }
}

/// Something an import did that a user should know but that does not stop it: a colour clipped
/// to sRGB, a shadow layer the design model cannot draw, a design key left at its default.
public struct DesignTokenDiagnostic: Equatable, CustomStringConvertible, Sendable {
    public enum Kind: String, Sendable {
        /// A colour outside sRGB was clipped into it.
        case clipped
        /// Part of a value the design model has no place for was dropped (a second shadow layer).
        case dropped
        /// A design key no token fills kept the built-in default.
        case unmapped
        /// A deprecated token was used.
        case deprecated
        /// A modifier without a default was resolved in its first context.
        case defaultContext
        /// A Style Dictionary or Tokens Studio value Galley cannot read (a CSS gradient, a
        /// multi-value spacing, a percentage) on a token no design key uses: kept as written, not checked.
        case unchecked
        /// A Tokens Studio colour modifier (`studio.tokens` `modify`: lighten, darken, mix, alpha)
        /// was not applied.
        case notApplied
    }

    public var kind: Kind
    public var file: String
    public var path: String
    public var message: String

    public init(_ kind: Kind, file: String, path: String, _ message: String) {
        self.kind = kind
        self.file = file
        self.path = path
        self.message = message
    }

    public var description: String { file.isEmpty ? "\(path): \(message)" : "\(file): \(path): \(message)" }
}
