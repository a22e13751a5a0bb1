/// How strongly a constraint holds.
///
/// ``required`` constraints are hard: the solver satisfies all of them or reports the one it
/// could not add (``ConstraintError/unsatisfiable(_:)``). Every other strength is a weight on the
/// constraint's error in the objective the solver minimises (Cassowary's weighted-sum model, as
/// kiwi's): when two optional constraints conflict, the one with the larger weight holds and the
/// other gives way entirely, so 751 beats 750 strictly and 999 always loses to required.
/// Several weaker constraints can together outweigh a stronger one when their combined error does.
public struct Strength: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The weight: 1000 and above is required; 0…1000 are optional weights.
    public let value: Double

    /// A strength of weight `value` (1000 or more is ``required``).
    public init(_ value: Double) { self.value = value }

    /// UIKit's `UILayoutPriority` 1…1000 as a strength: 1000 is ``required``, anything below is an
    /// optional weight equal to the priority (so `.defaultHigh` 750 and `.defaultLow` 250 keep their
    /// order, and 751 beats 750). Priorities above 1000 are required; a NaN priority stays NaN and
    /// is refused when the constraint is added.
    public init(priority: Double) { self.value = priority >= 1000 ? 1000 : priority }

    /// The strength of a hard constraint (UIKit's `.required`, 1000).
    public static let required = Strength(1000)
    /// UIKit's `.defaultHigh` (750).
    public static let defaultHigh = Strength(750)
    /// UIKit's `.defaultLow` (250).
    public static let defaultLow = Strength(250)
    /// UIKit's `.fittingSizeLevel` (50).
    public static let fittingSizeLevel = Strength(50)

    /// Whether the constraint is hard.
    public var isRequired: Bool { value >= 1000 }

    public static func < (a: Strength, b: Strength) -> Bool { a.value < b.value }

    public var description: String { isRequired ? "required" : "\(value)" }
}

/// How an expression relates to zero.
public enum Relation: String, Sendable, Hashable {
    /// `expression == 0`.
    case equal = "=="
    /// `expression <= 0`.
    case lessThanOrEqual = "<="
    /// `expression >= 0`.
    case greaterThanOrEqual = ">="
}

/// A linear constraint `expression ⋛ 0` at a ``Strength``.
///
/// A constraint is identified by the instance: adding the same instance twice is
/// ``ConstraintError/duplicateConstraint(_:)``; an equal-looking second instance is a second
/// constraint.
public final class Constraint: Sendable, CustomStringConvertible {
    /// The left side; the right side is zero.
    public let expression: Expression
    /// `==`, `<=` or `>=`.
    public let relation: Relation
    /// How strongly it holds.
    public let strength: Strength
    /// A label for diagnostics (UIKit's `identifier`), shown by ``description``.
    public let name: String

    /// `expression ⋛ 0`.
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required, name: String = "") {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.name = name
    }

    /// `lhs ⋛ rhs`, stored as `lhs − rhs ⋛ 0`.
    public convenience init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required, name: String = "") {
        self.init(lhs - rhs, relation, strength: strength, name: name)
    }

    /// `name: 1.0·a − 1.0·b + 8.0 >= 0 @750`, or without the name when it has none.
    public var description: String {
        var text = name.isEmpty ? "" : "\(name): "
        for (i, term) in expression.terms.enumerated() {
            if i > 0 { text += term.coefficient < 0 ? " - " : " + " } else if term.coefficient < 0 { text += "-" }
            text += "\(abs(term.coefficient))·\(term.variable)"
        }
        if expression.terms.isEmpty {
            text += "\(expression.constant)"
        } else if expression.constant != 0 {
            text += expression.constant < 0 ? " - \(-expression.constant)" : " + \(expression.constant)"
        }
        return text + " \(relation.rawValue) 0 @\(strength)"
    }
}

/// Why the solver refused a call. The solver is unchanged by a refused call except where a case
/// says otherwise, and stays usable.
public enum ConstraintError: Error, Sendable, CustomStringConvertible {
    /// The required constraint conflicts with the required constraints already added (UIKit's
    /// "Unable to simultaneously satisfy constraints"); it was not added.
    case unsatisfiable(Constraint)
    /// The constraint (this instance) was already added.
    case duplicateConstraint(Constraint)
    /// The constraint was never added, or was removed.
    case unknownConstraint(Constraint)
    /// A coefficient, the constant or the strength is NaN or infinite.
    case nonFinite(Constraint)
    /// A coefficient or the constant is finite but beyond ``Solver/maximumMagnitude``.
    case outOfRange(Constraint)
    /// The variable already has an edit.
    case duplicateEditVariable(Variable)
    /// The variable has no edit.
    case unknownEditVariable(Variable)
    /// Edits must be optional (below 1000), or NaN was given as their strength.
    case badEditStrength(Variable, Strength)
    /// A suggested value is NaN or infinite, or beyond ``Solver/maximumMagnitude``.
    case badSuggestion(Variable, Double)
    /// The simplex did not settle (an unbounded objective or no progress after many pivots); the
    /// message says where. Not expected for valid systems.
    case internalFailure(String)

    public var description: String {
        switch self {
        case .unsatisfiable(let c): "unable to simultaneously satisfy constraints: \(c) conflicts with the required constraints"
        case .duplicateConstraint(let c): "constraint already added: \(c)"
        case .unknownConstraint(let c): "constraint not in the solver: \(c)"
        case .nonFinite(let c): "constraint has a NaN or infinite coefficient, constant or strength: \(c)"
        case .outOfRange(let c): "constraint has a coefficient or constant beyond ±\(Solver.maximumMagnitude): \(c)"
        case .duplicateEditVariable(let v): "edit variable already added: \(v)"
        case .unknownEditVariable(let v): "not an edit variable: \(v)"
        case .badEditStrength(let v, let s): "edit variable \(v) needs an optional strength below 1000, not \(s)"
        case .badSuggestion(let v, let x): "suggested value \(x) for \(v) is not finite or beyond ±\(Solver.maximumMagnitude)"
        case .internalFailure(let m): "solver failure: \(m)"
        }
    }
}
