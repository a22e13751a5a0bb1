import Support

/// A constraint system as data: named variables, constraints in the order they are added, then
/// edits added and suggested in order. The tests' fixtures, the benchmark's exports and
/// `Tests/Generators/kiwi_oracle.py` share its JSON form:
///
/// ```json
/// {"name": "pins", "variables": ["view.left"],
///  "constraints": [{"terms": [["view.left", 1]], "constant": -16, "op": "==", "priority": 1000, "name": ""}],
///  "edits": [{"variable": "view.left", "priority": 999, "value": 20}]}
/// ```
///
/// A constraint reads `Σ coefficient × variable + constant  op  0` at a priority (UIKit's
/// `UILayoutPriority`: 1000 is required).
public struct ConstraintSystem: Sendable {
    /// One constraint of the system.
    public struct Item: Sendable {
        /// `(variable index, coefficient)` pairs, in order.
        public var terms: [(variable: Int, coefficient: Double)]
        /// The constant part.
        public var constant: Double
        /// `==`, `<=` or `>=` zero.
        public var relation: Relation
        /// UIKit's priority (1000 is required).
        public var priority: Double
        /// A label for diagnostics.
        public var name: String

        /// A constraint `Σ terms + constant  relation  0` at `priority`.
        public init(_ terms: [(variable: Int, coefficient: Double)], constant: Double, _ relation: Relation, priority: Double = 1000, name: String = "") {
            self.terms = terms
            self.constant = constant
            self.relation = relation
            self.priority = priority
            self.name = name
        }
    }

    /// An edit: the variable, its priority, and the value suggested after the constraints.
    public struct Edit: Sendable {
        /// The variable's index.
        public var variable: Int
        /// The edit's priority (below 1000).
        public var priority: Double
        /// The suggested value.
        public var value: Double

        /// An edit of `variable` at `priority`, suggesting `value`.
        public init(variable: Int, priority: Double, value: Double) {
            self.variable = variable
            self.priority = priority
            self.value = value
        }
    }

    /// The system's name.
    public var name: String
    /// The variables' names; constraints refer to them by index.
    public var variables: [String]
    /// The constraints, in the order they are added.
    public var constraints: [Item]
    /// The edits, added and suggested after the constraints.
    public var edits: [Edit]
    /// Values a benchmark alternates when it re-solves after one edit (the first edit's variable).
    public var editValues: [Double]

    /// A system.
    public init(name: String, variables: [String], constraints: [Item] = [], edits: [Edit] = [], editValues: [Double] = []) {
        self.name = name
        self.variables = variables
        self.constraints = constraints
        self.edits = edits
        self.editValues = editValues
    }

    /// Reads a system from its JSON form (unknown keys are ignored; a term naming an unknown
    /// variable is an error at its path).
    public init(json: JSONReader) throws(JSONDecodingError) {
        name = try json.optional("name")?.string() ?? ""
        variables = try json.required("variables").elements().map { r throws(JSONDecodingError) in try r.string() }
        var index: [String: Int] = [:]
        for (i, v) in variables.enumerated() where index[v] == nil { index[v] = i }
        constraints = []
        for c in try json.required("constraints").elements() {
            var terms: [(variable: Int, coefficient: Double)] = []
            for t in try c.required("terms").elements() {
                let pair = try t.elements()
                guard pair.count == 2 else { throw t.fail("expected [variable, coefficient]") }
                let v = try pair[0].string()
                guard let i = index[v] else { throw pair[0].fail("unknown variable \"\(v)\"") }
                terms.append((i, try pair[1].double()))
            }
            let op = try c.required("op").oneOf(["==", "<=", ">="])
            constraints.append(
                Item(
                    terms, constant: try c.optional("constant")?.double() ?? 0, Relation(rawValue: op)!,
                    priority: try c.optional("priority")?.double() ?? 1000, name: try c.optional("name")?.string() ?? ""))
        }
        edits = []
        for e in try json.optional("edits")?.elements() ?? [] {
            let v = try e.required("variable").string()
            guard let i = index[v] else { throw e.fail("unknown variable \"\(v)\"") }
            edits.append(Edit(variable: i, priority: try e.required("priority").double(), value: try e.required("value").double()))
        }
        editValues = try json.optional("edit_values")?.elements().map { r throws(JSONDecodingError) in try r.double() } ?? []
    }

    /// The JSON form ``init(json:)`` reads.
    public var json: JSONValue {
        let items: [JSONValue] = constraints.map { c in
            .object([
                ("terms", .array(c.terms.map { .array([.string(variables[$0.variable]), .number($0.coefficient)]) })),
                ("constant", .number(c.constant)), ("op", .string(c.relation.rawValue)), ("priority", .number(c.priority)),
                ("name", .string(c.name)),
            ])
        }
        let editItems: [JSONValue] = edits.map {
            .object([("variable", .string(variables[$0.variable])), ("priority", .number($0.priority)), ("value", .number($0.value))])
        }
        return .object([
            ("name", .string(name)), ("variables", .array(variables.map { .string($0) })), ("constraints", .array(items)),
            ("edits", .array(editItems)), ("edit_values", .array(editValues.map { .number($0) })),
        ])
    }

    /// A solved system: the solver (ready for more edits), the variables, the indices of the
    /// constraints refused as unsatisfiable.
    public struct Solution {
        /// The solver holding the system.
        public let solver: Solver
        /// One variable per name, in order.
        public let variables: [Variable]
        /// The constraints, in order (refused ones are not in the solver).
        public let constraints: [Constraint]
        /// The indices of the constraints the solver refused as unsatisfiable.
        public let refused: [Int]

        /// The variables' values, in order.
        public var values: [Double] { variables.map { solver.value(of: $0) } }
    }

    /// Adds every constraint (an unsatisfiable one is refused, recorded, and the rest go on), then
    /// the edits, suggesting their values.
    ///
    /// - Throws: any ``ConstraintError`` other than ``ConstraintError/unsatisfiable(_:)``.
    public func solve() throws(ConstraintError) -> Solution {
        let vars = variables.map { Variable($0) }
        let solver = Solver()
        var made: [Constraint] = []
        var refused: [Int] = []
        made.reserveCapacity(constraints.count)
        for (i, c) in constraints.enumerated() {
            let constraint = Constraint(
                Expression(c.terms.map { Term(vars[$0.variable], $0.coefficient) }, constant: c.constant), c.relation,
                strength: Strength(priority: c.priority), name: c.name)
            made.append(constraint)
            do {
                try solver.addConstraint(constraint)
            } catch .unsatisfiable {
                refused.append(i)
            }
        }
        for e in edits {
            try solver.addEditVariable(vars[e.variable], strength: Strength(priority: e.priority))
            try solver.suggestValue(vars[e.variable], e.value)
        }
        return Solution(solver: solver, variables: vars, constraints: made, refused: refused)
    }
}
