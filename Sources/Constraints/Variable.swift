/// An unknown of a constraint system: a frame edge, a width, a centre.
///
/// A variable is identified by the instance (two variables with the same name are different
/// unknowns). Its value lives in the ``Solver`` that solved it: read it with
/// ``Solver/value(of:)``. The name is only for diagnostics.
public final class Variable: Sendable, CustomStringConvertible {
    /// The name used in diagnostics and error messages.
    public let name: String

    /// A new unknown named `name` (for diagnostics only).
    public init(_ name: String = "") { self.name = name }

    public var description: String { name.isEmpty ? "(unnamed)" : name }
}

/// One term of a linear expression: `coefficient × variable`.
public struct Term: Sendable {
    /// The unknown.
    public var variable: Variable
    /// Its factor.
    public var coefficient: Double

    /// `coefficient × variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `Σ coefficientᵢ × variableᵢ + constant`. Terms keep their order (the
/// solver's choices follow it, so the same expressions give the same solution bytes).
public struct Expression: Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The terms, in the order they were written.
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// `Σ terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// `1 × variable`.
    public init(_ variable: Variable) { self.init([Term(variable)]) }

    /// The constant expression `value`.
    public init(floatLiteral value: Double) { self.init(constant: value) }

    /// The constant expression `value`.
    public init(integerLiteral value: Int) { self.init(constant: Double(value)) }
}

extension Expression {
    /// The sum of two expressions (terms of `a` first).
    public static func + (a: Expression, b: Expression) -> Expression {
        Expression(a.terms + b.terms, constant: a.constant + b.constant)
    }

    /// The difference of two expressions.
    public static func - (a: Expression, b: Expression) -> Expression { a + b * -1 }

    /// The expression scaled by `k`.
    public static func * (a: Expression, k: Double) -> Expression {
        Expression(a.terms.map { Term($0.variable, $0.coefficient * k) }, constant: a.constant * k)
    }

    /// The expression scaled by `k`.
    public static func * (k: Double, a: Expression) -> Expression { a * k }

    /// `expression + variable`.
    public static func + (a: Expression, b: Variable) -> Expression { a + Expression(b) }

    /// `expression − variable`.
    public static func - (a: Expression, b: Variable) -> Expression { a - Expression(b) }

}

extension Variable {
    /// `variable + constant`.
    public static func + (a: Variable, k: Double) -> Expression { Expression(a) + Expression(constant: k) }

    /// `variable − constant`.
    public static func - (a: Variable, k: Double) -> Expression { Expression(a) + Expression(constant: -k) }

    /// `a + b`.
    public static func + (a: Variable, b: Variable) -> Expression { Expression(a) + Expression(b) }

    /// `a − b`.
    public static func - (a: Variable, b: Variable) -> Expression { Expression(a) - Expression(b) }

    /// `k × variable`.
    public static func * (k: Double, a: Variable) -> Expression { Expression([Term(a, k)]) }

    /// `variable × k`.
    public static func * (a: Variable, k: Double) -> Expression { Expression([Term(a, k)]) }
}
