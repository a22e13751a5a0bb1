/// An incremental Cassowary solver (Badros, Borning and Stuckey, "The Cassowary Linear
/// Arithmetic Constraint Solving Algorithm", 2001) — the simplex algorithm UIKit's Auto Layout is
/// built on, in the form kiwi implements it.
///
/// The solver keeps a simplex tableau in solved form. Adding or removing a constraint re-optimises
/// from the current tableau (primal simplex); ``suggestValue(_:_:)`` moves an edit variable and
/// restores feasibility with the dual simplex. Nothing is ever rebuilt from scratch.
///
/// Deterministic: every choice (subject, entering and leaving symbol) scans symbols in creation
/// order, never a hash table's order, so the same calls in the same order give the same values,
/// bit for bit.
///
/// ```swift
/// let solver = Solver()
/// let left = Variable("left"), width = Variable("width")
/// try solver.addConstraint(Constraint(Expression(left), .equal, 16))
/// try solver.addConstraint(Constraint(Expression(width), .greaterThanOrEqual, 100, strength: .defaultHigh))
/// solver.value(of: width)  // 100
/// ```
public final class Solver {
    /// The largest magnitude a coefficient, constant or suggested value may have (1e12): beyond
    /// it pivots could overflow, so such input is refused with a typed error.
    public static let maximumMagnitude = 1.0e12

    enum Kind: UInt8 {
        case invalid, external, slack, error, dummy
    }

    struct Tag {
        var marker: Int32
        var other: Int32
    }

    struct Edit {
        var tag: Tag
        var constraint: Constraint
        var constant: Double
    }

    // Symbols are dense ids; 0 is the invalid symbol.
    private var kinds: [Kind] = [.invalid]
    // The row slot of a basic symbol, or -1.
    private var rowSlot: [Int32] = [-1]
    // For each symbol, the basic symbols whose rows may hold it (stale entries are dropped when read).
    private var columns: [[Int32]] = [[]]
    private var rows: [Row] = []
    private var freeSlots: [Int32] = []
    private var objective = Row(constant: 0)
    /// The objective's symbols whose coefficients changed since the primal simplex last looked,
    /// plus the ones it left negative: every negative coefficient's symbol is here, so choosing
    /// the entering symbol does not scan the whole objective (which holds an error symbol per
    /// optional constraint) on every pivot.
    private var objectiveTouched: [Int32] = []
    private var artificial: Row?
    private var infeasible: [Int32] = []

    private var variableSymbols: [ObjectIdentifier: Int32] = [:]
    private var variableList: [Variable] = []
    private var constraints: [ObjectIdentifier: (constraint: Constraint, tag: Tag)] = [:]
    private var edits: [ObjectIdentifier: Edit] = [:]
    // Constants changed by `setConstant(_:of:)`, by constraint (else its expression's own).
    private var constants: [ObjectIdentifier: Double] = [:]

    /// An empty solver.
    public init() {}

    // MARK: - Public API

    /// Whether `constraint` (this instance) is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool { constraints[ObjectIdentifier(constraint)] != nil }

    /// Whether `variable` has an edit.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[ObjectIdentifier(variable)] != nil }

    /// The number of constraints added (edits included).
    public var constraintCount: Int { constraints.count }

    /// Adds a constraint and re-optimises from the current tableau.
    ///
    /// - Throws: ``ConstraintError/duplicateConstraint(_:)``, ``ConstraintError/nonFinite(_:)``,
    ///   ``ConstraintError/outOfRange(_:)``, or ``ConstraintError/unsatisfiable(_:)`` when a
    ///   required constraint conflicts with the required ones already added. A refused constraint
    ///   is not added and the solver stays usable.
    public func addConstraint(_ constraint: Constraint) throws(ConstraintError) {
        let id = ObjectIdentifier(constraint)
        guard constraints[id] == nil else { throw .duplicateConstraint(constraint) }
        try validate(constraint)
        var (row, tag) = makeRow(constraint)
        var subject = chooseSubject(row, tag)
        if subject == 0 && allDummies(row) {
            guard Row.nearZero(row.constant) else {
                undoObjective(constraint, tag)
                throw .unsatisfiable(constraint)
            }
            subject = tag.marker
        }
        if subject == 0 {
            guard try addWithArtificialVariable(row) else {
                undoObjective(constraint, tag)
                throw .unsatisfiable(constraint)
            }
        } else {
            row.solve(for: subject)
            substitute(subject, row)
            setRow(subject, row)
        }
        constraints[id] = (constraint, tag)
        try optimize(artificial: false)
        if !infeasible.isEmpty { try dualOptimize() }
    }

    /// Removes a constraint and re-optimises from the current tableau.
    ///
    /// - Throws: ``ConstraintError/unknownConstraint(_:)`` when it is not in the solver.
    public func removeConstraint(_ constraint: Constraint) throws(ConstraintError) {
        let id = ObjectIdentifier(constraint)
        guard let (_, tag) = constraints.removeValue(forKey: id) else { throw .unknownConstraint(constraint) }
        constants[id] = nil
        removeErrorEffects(constraint, tag)
        if rowSlot[Int(tag.marker)] >= 0 {
            _ = takeRow(tag.marker)
        } else {
            let leaving = markerLeavingSymbol(tag.marker)
            guard leaving != 0 else { throw .internalFailure("no row leaves for the marker of \(constraint)") }
            var row = takeRow(leaving)
            row.solve(leaving, tag.marker)
            substitute(tag.marker, row)
        }
        try optimize(artificial: false)
    }

    /// Makes `variable` an edit variable at `strength` (optional; UIKit's fitting-size priorities
    /// are `Strength(priority: 50)` and so on): ``suggestValue(_:_:)`` then moves it.
    ///
    /// - Throws: ``ConstraintError/duplicateEditVariable(_:)``, or
    ///   ``ConstraintError/badEditStrength(_:_:)`` for a required or NaN strength.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(ConstraintError) {
        let id = ObjectIdentifier(variable)
        guard edits[id] == nil else { throw .duplicateEditVariable(variable) }
        guard strength.value.isFinite, !strength.isRequired else { throw .badEditStrength(variable, strength) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength, name: "edit \(variable)")
        try addConstraint(constraint)
        edits[id] = Edit(tag: constraints[ObjectIdentifier(constraint)]!.tag, constraint: constraint, constant: 0)
    }

    /// Removes `variable`'s edit.
    ///
    /// - Throws: ``ConstraintError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(ConstraintError) {
        guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else { throw .unknownEditVariable(variable) }
        try removeConstraint(edit.constraint)
    }

    /// Suggests `value` for an edit variable and re-solves with the dual simplex from the current
    /// tableau (the cheap path: one edit touches only the rows that hold its error symbols).
    ///
    /// - Throws: ``ConstraintError/unknownEditVariable(_:)``, ``ConstraintError/badSuggestion(_:_:)``.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(ConstraintError) {
        let id = ObjectIdentifier(variable)
        guard var edit = edits[id] else { throw .unknownEditVariable(variable) }
        guard value.isFinite, abs(value) <= Solver.maximumMagnitude else { throw .badSuggestion(variable, value) }
        let delta = value - edit.constant
        edit.constant = value
        edits[id] = edit
        let marker = edit.tag.marker
        let other = edit.tag.other
        let markerSlot = rowSlot[Int(marker)]
        let otherSlot = rowSlot[Int(other)]
        if markerSlot >= 0 {
            rows[Int(markerSlot)].constant -= delta
            if rows[Int(markerSlot)].constant < 0 { infeasible.append(marker) }
        } else if otherSlot >= 0 {
            rows[Int(otherSlot)].constant += delta
            if rows[Int(otherSlot)].constant < 0 { infeasible.append(other) }
        } else {
            for owner in liveColumn(marker) {
                let slot = Int(rowSlot[Int(owner)])
                let c = rows[slot].coefficient(for: marker)
                rows[slot].constant += delta * c
                if rows[slot].constant < 0 && kinds[Int(owner)] != .external { infeasible.append(owner) }
            }
        }
        try dualOptimize()
    }

    /// Changes the constant of a constraint in the solver (as if its expression had been made
    /// with `constant`) and re-solves with the dual simplex from the current tableau — what
    /// setting `NSLayoutConstraint.constant` costs in Auto Layout: only the rows that hold the
    /// constraint's marker move, where removing and adding it again pivots through its column.
    ///
    /// - Throws: ``ConstraintError/unknownConstraint(_:)``, ``ConstraintError/nonFinite(_:)``,
    ///   ``ConstraintError/outOfRange(_:)``; ``ConstraintError/internalFailure(_:)`` when the
    ///   dual simplex finds no way back to feasibility (a required constraint the new constant
    ///   makes unsatisfiable): the solver must then be rebuilt.
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(ConstraintError) {
        let id = ObjectIdentifier(constraint)
        guard let (c, tag) = constraints[id] else { throw .unknownConstraint(constraint) }
        guard constant.isFinite else { throw .nonFinite(constraint) }
        guard abs(constant) <= Solver.maximumMagnitude else { throw .outOfRange(constraint) }
        let change = constant - (constants[id] ?? c.expression.constant)
        constants[id] = constant
        guard change != 0 else { return }
        // The constraint's row was `expression + m·marker (+ n·other) = 0`; the new constant is the
        // old row with `marker` replaced by `marker' + change/m` (`makeRow`'s coefficients).
        let m: Double, n: Double
        switch c.relation {
        case .equal: (m, n) = c.strength.isRequired ? (1, 0) : (-1, 1)
        case .lessThanOrEqual: (m, n) = (1, -1)
        case .greaterThanOrEqual: (m, n) = (-1, 1)
        }
        let marker = tag.marker, other = tag.other
        if rowSlot[Int(marker)] >= 0 {
            let slot = Int(rowSlot[Int(marker)])
            rows[slot].constant -= change / m
            if rows[slot].constant < 0 { infeasible.append(marker) }
        } else if other != 0, rowSlot[Int(other)] >= 0 {
            let slot = Int(rowSlot[Int(other)])
            rows[slot].constant -= change / n
            if rows[slot].constant < 0 { infeasible.append(other) }
        } else {
            for owner in liveColumn(marker) {
                let slot = Int(rowSlot[Int(owner)])
                rows[slot].constant += rows[slot].coefficient(for: marker) * change / m
                if rows[slot].constant < 0 && kinds[Int(owner)] != .external { infeasible.append(owner) }
            }
        }
        try dualOptimize()
    }

    /// The value of `variable` in the current solution (0 for a variable the solver has never
    /// seen, or one that no constraint determines and the tableau leaves at rest).
    public func value(of variable: Variable) -> Double {
        guard let symbol = variableSymbols[ObjectIdentifier(variable)] else { return 0 }
        let slot = rowSlot[Int(symbol)]
        return slot >= 0 ? rows[Int(slot)].constant + 0 : 0
    }

    /// Whether the current solution leaves `variable` free to move at no cost (UIKit's
    /// `hasAmbiguousLayout` for the variable): it was never seen, it is not basic, or its row holds
    /// an unrestricted symbol or a slack the objective does not price and no row at zero blocks
    /// (another optimum moves it).
    ///
    /// - Complexity: O(terms of the variable's row), plus a column scan per unpriced slack.
    public func isAmbiguous(_ variable: Variable) -> Bool { ambiguity(of: [variable])[0] }

    /// ``isAmbiguous(_:)`` for several variables, with one scan of the tableau for the slacks
    /// that rows at zero block.
    ///
    /// - Complexity: O(terms of the variables' rows), plus O(tableau) once when a slack needs it.
    public func ambiguity(of variables: [Variable]) -> [Bool] {
        var blocked: Set<Int32>?
        func isBlocked(_ slack: Int32) -> Bool {
            if blocked == nil {
                var set: Set<Int32> = []
                for symbol in rowSlot.indices {
                    let slot = rowSlot[symbol]
                    guard slot >= 0, kinds[symbol] != .external else { continue }
                    let r = rows[Int(slot)]
                    guard Row.nearZero(r.constant) else { continue }
                    for i in r.symbols.indices where r.coefficients[i] < 0 { set.insert(r.symbols[i]) }
                }
                blocked = set
            }
            return blocked!.contains(slack)
        }
        return variables.map { variable in
            guard let symbol = variableSymbols[ObjectIdentifier(variable)] else { return true }
            let slot = rowSlot[Int(symbol)]
            guard slot >= 0 else { return true }
            for s in rows[Int(slot)].symbols {
                switch kinds[Int(s)] {
                case .external: return true
                // Free unless a restricted row already at zero blocks the slack from growing.
                case .slack where Row.nearZero(objective.coefficient(for: s)) && !isBlocked(s): return true
                default: continue
                }
            }
            return false
        }
    }

    /// Every variable the solver has seen, in the order it first saw them, with its value (kiwi's
    /// `updateVariables`, returned instead of stored).
    public func updateVariables() -> [(variable: Variable, value: Double)] {
        variableList.map { ($0, value(of: $0)) }
    }

    // MARK: - Building rows

    private func validate(_ constraint: Constraint) throws(ConstraintError) {
        let e = constraint.expression
        guard e.constant.isFinite, constraint.strength.value.isFinite else { throw .nonFinite(constraint) }
        guard abs(e.constant) <= Solver.maximumMagnitude else { throw .outOfRange(constraint) }
        for term in e.terms {
            guard term.coefficient.isFinite else { throw .nonFinite(constraint) }
            guard abs(term.coefficient) <= Solver.maximumMagnitude else { throw .outOfRange(constraint) }
        }
    }

    private func newSymbol(_ kind: Kind) -> Int32 {
        kinds.append(kind)
        rowSlot.append(-1)
        columns.append([])
        return Int32(kinds.count - 1)
    }

    private func symbol(for variable: Variable) -> Int32 {
        let id = ObjectIdentifier(variable)
        if let s = variableSymbols[id] { return s }
        let s = newSymbol(.external)
        variableSymbols[id] = s
        variableList.append(variable)
        return s
    }

    private func makeRow(_ constraint: Constraint) -> (Row, Tag) {
        let e = constraint.expression
        var row = Row(constant: e.constant)
        var added: [Int32] = []
        for term in e.terms where !Row.nearZero(term.coefficient) {
            let s = symbol(for: term.variable)
            let slot = rowSlot[Int(s)]
            if slot >= 0 {
                row.insert(rows[Int(slot)], term.coefficient, added: &added)
            } else {
                row.insert(s, term.coefficient)
            }
        }
        let strength = max(0, constraint.strength.value)
        var tag = Tag(marker: 0, other: 0)
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let k = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = newSymbol(.slack)
            tag.marker = slack
            row.insert(slack, k)
            if !constraint.strength.isRequired {
                let error = newSymbol(.error)
                tag.other = error
                row.insert(error, -k)
                objective.insert(error, strength)
            }
        case .equal:
            if !constraint.strength.isRequired {
                let plus = newSymbol(.error)
                let minus = newSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, strength)
                objective.insert(minus, strength)
            } else {
                let dummy = newSymbol(.dummy)
                tag.marker = dummy
                row.insert(dummy, 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// Takes a refused optional constraint's error symbols back out of the objective.
    private func undoObjective(_ constraint: Constraint, _ tag: Tag) {
        removeErrorEffects(constraint, tag)
    }

    private func chooseSubject(_ row: Row, _ tag: Tag) -> Int32 {
        for s in row.symbols where kinds[Int(s)] == .external { return s }
        for s in [tag.marker, tag.other] where s != 0 {
            let k = kinds[Int(s)]
            if (k == .slack || k == .error) && row.coefficient(for: s) < 0 { return s }
        }
        return 0
    }

    private func allDummies(_ row: Row) -> Bool {
        row.symbols.allSatisfy { kinds[Int($0)] == .dummy }
    }

    private func addWithArtificialVariable(_ row: Row) throws(ConstraintError) -> Bool {
        let art = newSymbol(.slack)
        setRow(art, row)
        artificial = row
        try optimize(artificial: true)
        let success = Row.nearZero(artificial!.constant)
        artificial = nil
        if rowSlot[Int(art)] >= 0 {
            var r = takeRow(art)
            // Refused: the row goes with its artificial symbol. (kiwi instead pivots a slack of the
            // refused row back into the basis, leaving an infeasible restricted row that makes later
            // constraints fail: after `w == 100` refuses `w >= 300`, removing and re-adding
            // `w == 100` is refused too. The tableau without the row is the one before the call, up
            // to equivalent pivots.)
            if !success { return false }
            if r.symbols.isEmpty { return success }
            guard let entering = r.symbols.first(where: { kinds[Int($0)] == .slack || kinds[Int($0)] == .error }) else { return false }
            r.solve(art, entering)
            substitute(entering, r)
            setRow(entering, r)
        }
        for owner in liveColumn(art) { rows[Int(rowSlot[Int(owner)])].remove(art) }
        columns[Int(art)] = []
        objective.remove(art)
        return success
    }

    private func removeErrorEffects(_ constraint: Constraint, _ tag: Tag) {
        let strength = max(0, constraint.strength.value)
        for marker in [tag.marker, tag.other] where marker != 0 && kinds[Int(marker)] == .error {
            let slot = rowSlot[Int(marker)]
            if slot >= 0 {
                var ignored: [Int32] = []
                objective.insert(rows[Int(slot)], -strength, added: &ignored)
                objectiveTouched += rows[Int(slot)].symbols
            } else {
                objective.insert(marker, -strength)
                objectiveTouched.append(marker)
            }
        }
    }

    // MARK: - The tableau

    private func setRow(_ basic: Int32, _ row: Row) {
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            rows[Int(slot)] = row
        } else {
            slot = Int32(rows.count)
            rows.append(row)
        }
        rowSlot[Int(basic)] = slot
        for s in row.symbols { columns[Int(s)].append(basic) }
    }

    private func takeRow(_ basic: Int32) -> Row {
        let slot = Int(rowSlot[Int(basic)])
        rowSlot[Int(basic)] = -1
        let row = rows[slot]
        rows[slot] = Row(constant: 0)
        freeSlots.append(Int32(slot))
        return row
    }

    /// The basic symbols whose rows hold `symbol`, ascending (kiwi's row-map order); the stored
    /// column is compacted on the way.
    private func liveColumn(_ symbol: Int32) -> [Int32] {
        var column = columns[Int(symbol)]
        columns[Int(symbol)] = []
        if column.count > 1 { column.sort() }
        var out: [Int32] = []
        out.reserveCapacity(column.count)
        var last: Int32 = -1
        for owner in column where owner != last {
            last = owner
            let slot = rowSlot[Int(owner)]
            if slot >= 0 && rows[Int(slot)].search(symbol) >= 0 { out.append(owner) }
        }
        columns[Int(symbol)] = out
        return out
    }

    /// Replaces `symbol` by `row` everywhere (the rows, the objective, the artificial objective).
    private func substitute(_ symbol: Int32, _ row: Row) {
        var added: [Int32] = []
        for owner in liveColumn(symbol) {
            let slot = Int(rowSlot[Int(owner)])
            added.removeAll(keepingCapacity: true)
            rows[slot].substitute(symbol, row, added: &added)
            for s in added { columns[Int(s)].append(owner) }
            if kinds[Int(owner)] != .external && rows[slot].constant < 0 { infeasible.append(owner) }
        }
        columns[Int(symbol)] = []
        if objective.substitute(symbol, row, added: &added) { objectiveTouched += row.symbols }
        if artificial != nil { artificial!.substitute(symbol, row, added: &added) }
    }

    private var pivotLimit: Int { 10_000 + 50 * rows.count }

    /// The primal simplex on the objective (or the artificial objective).
    private func optimize(artificial useArtificial: Bool) throws(ConstraintError) {
        var pivots = 0
        while true {
            var entering: Int32 = 0
            // Index loops, not `enumerated()`: a debug build spends most of a solve in the
            // generic iterator otherwise.
            if useArtificial {
                entering = Self.firstNegative(artificial!, kinds)
            } else {
                entering = primalEntering()
            }
            if entering == 0 { return }
            var ratio = Double.greatestFiniteMagnitude
            var leaving: Int32 = 0
            for owner in liveColumn(entering) where kinds[Int(owner)] != .external {
                let r = rows[Int(rowSlot[Int(owner)])]
                let c = r.coefficient(for: entering)
                if c < 0 {
                    let q = -r.constant / c
                    if q < ratio {
                        ratio = q
                        leaving = owner
                    }
                }
            }
            guard leaving != 0 else { throw .internalFailure("the objective is unbounded") }
            pivots += 1
            guard pivots <= pivotLimit else { throw .internalFailure("the primal simplex made no progress after \(pivots) pivots") }
            var row = takeRow(leaving)
            row.solve(leaving, entering)
            substitute(entering, row)
            setRow(entering, row)
        }
    }

    /// The objective's first symbol (in creation order) with a negative coefficient that is not a
    /// dummy, from the touched symbols alone (the same symbol a scan of the objective finds).
    private func primalEntering() -> Int32 {
        if objectiveTouched.count > objective.symbols.count { objectiveTouched = objective.symbols }
        objectiveTouched.sort()
        var kept: [Int32] = []
        var last: Int32 = -1
        var i = 0
        while i < objectiveTouched.count {
            let s = objectiveTouched[i]
            i += 1
            if s == last { continue }
            last = s
            if kinds[Int(s)] != .dummy && objective.coefficient(for: s) < 0 { kept.append(s) }
        }
        objectiveTouched = kept
        return kept.first ?? 0
    }

    /// The first symbol of `row` (in creation order) with a negative coefficient that is not a
    /// dummy: the primal simplex's entering symbol (0: none, the row is optimal).
    private static func firstNegative(_ row: Row, _ kinds: [Kind]) -> Int32 {
        let symbols = row.symbols, coefficients = row.coefficients
        var i = 0
        while i < symbols.count {
            if coefficients[i] < 0 && kinds[Int(symbols[i])] != .dummy { return symbols[i] }
            i += 1
        }
        return 0
    }

    /// The dual simplex: pivots infeasible rows (negative constants) back to feasibility.
    private func dualOptimize() throws(ConstraintError) {
        var pivots = 0
        while let leaving = infeasible.popLast() {
            let slot = rowSlot[Int(leaving)]
            guard slot >= 0, rows[Int(slot)].constant < 0 else { continue }
            let r = rows[Int(slot)]
            var entering: Int32 = 0
            var ratio = Double.greatestFiniteMagnitude
            for i in r.symbols.indices where r.coefficients[i] > 0 && kinds[Int(r.symbols[i])] != .dummy {
                let s = r.symbols[i]
                let q = objective.coefficient(for: s) / r.coefficients[i]
                if q < ratio {
                    ratio = q
                    entering = s
                }
            }
            guard entering != 0 else { throw .internalFailure("the dual simplex found no entering symbol") }
            pivots += 1
            guard pivots <= pivotLimit else { throw .internalFailure("the dual simplex made no progress after \(pivots) pivots") }
            var row = takeRow(leaving)
            row.solve(leaving, entering)
            substitute(entering, row)
            setRow(entering, row)
        }
    }

    /// The row to pivot out when removing a constraint whose marker is not basic (kiwi's choice:
    /// the restricted row with the least ratio for a negative coefficient, else for a positive one,
    /// else the last unrestricted row holding it).
    private func markerLeavingSymbol(_ marker: Int32) -> Int32 {
        var r1 = Double.greatestFiniteMagnitude
        var r2 = Double.greatestFiniteMagnitude
        var first: Int32 = 0
        var second: Int32 = 0
        var third: Int32 = 0
        for owner in liveColumn(marker) {
            let row = rows[Int(rowSlot[Int(owner)])]
            let c = row.coefficient(for: marker)
            if c == 0 { continue }
            if kinds[Int(owner)] == .external {
                third = owner
            } else if c < 0 {
                let q = -row.constant / c
                if q < r1 {
                    r1 = q
                    first = owner
                }
            } else {
                let q = row.constant / c
                if q < r2 {
                    r2 = q
                    second = owner
                }
            }
        }
        return first != 0 ? first : second != 0 ? second : third
    }
}
