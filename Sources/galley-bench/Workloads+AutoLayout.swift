import Constraints
import Support

/// `autolayout.solve.N`: constraint systems of about N constraints — a self-sizing cell's worth
/// (an image pinned top-leading, a title and a subtitle beside it with intrinsic widths held at
/// 750 and hugged at 250, the cell's height from its content at fitting priority) repeated, each
/// cell's top on the previous cell's bottom (a deep stack chain), all sharing one width edit at 999
/// — solved from scratch (a fresh solver: every constraint added, the edit suggested, every value
/// read), and `.edit`: one suggestValue of the width on the solved system, re-solved by the dual
/// simplex, every value read. `--export` writes `system.json` for
/// `Tests/Generators/kiwi_oracle.py bench DIR`, which times kiwi on the same systems.
extension BenchWorkload {
    static func autoLayoutWorkloads() -> [BenchWorkload] {
        [100, 1_000, 10_000].flatMap { n -> [BenchWorkload] in
            let system = AutoLayoutBench.system(constraints: n)
            let extra = [("constraints", String(system.constraints.count)), ("variables", String(system.variables.count))]
            return [
                BenchWorkload(
                    name: "autolayout.solve.\(n)", runs: n >= 10_000 ? 5 : 20,
                    setUp: {
                        let prepared = AutoLayoutBench.Prepared(system)
                        return { _ = try prepared.solve() }
                    },
                    export: { dir in try FileIO.writeAtomically(system.json.serialized(pretty: false), to: dir + "/system.json") },
                    extra: extra),
                BenchWorkload(
                    name: "autolayout.solve.\(n).edit", runs: 50,
                    setUp: {
                        let prepared = AutoLayoutBench.Prepared(system)
                        let solver = try prepared.solve()
                        let width = prepared.variables[system.edits[0].variable]
                        var i = 0
                        return {
                            i += 1
                            try solver.suggestValue(width, system.editValues[i % system.editValues.count])
                            var sum = 0.0
                            for v in prepared.variables { sum += solver.value(of: v) }
                            precondition(sum.isFinite)
                        }
                    }, extra: extra),
            ]
        }
    }
}

enum AutoLayoutBench {
    /// Variables and constraints made once (untimed, as kiwi_oracle.py's bench makes them before timing).
    struct Prepared {
        let system: ConstraintSystem
        let variables: [Variable]
        let constraints: [Constraint]

        init(_ system: ConstraintSystem) {
            self.system = system
            let vars = system.variables.map { Variable($0) }
            variables = vars
            constraints = system.constraints.map { c in
                Constraint(
                    Expression(c.terms.map { Term(vars[$0.variable], $0.coefficient) }, constant: c.constant), c.relation,
                    strength: Strength(priority: c.priority), name: c.name)
            }
        }

        func solve() throws -> Solver {
            let solver = Solver()
            for c in constraints { try solver.addConstraint(c) }
            for e in system.edits {
                try solver.addEditVariable(variables[e.variable], strength: Strength(priority: e.priority))
                try solver.suggestValue(variables[e.variable], e.value)
            }
            var sum = 0.0
            for v in variables { sum += solver.value(of: v) }
            precondition(sum.isFinite)
            return solver
        }
    }

    /// About `constraints` constraints: 20 per cell, cells chained top to bottom.
    static func system(constraints: Int) -> ConstraintSystem {
        var s = ConstraintSystem(name: "autolayout.solve.\(constraints)", variables: ["width"])
        var rng = SplitMix64(seed: UInt64(constraints))
        func v(_ name: String) -> Int {
            s.variables.append(name)
            return s.variables.count - 1
        }
        func add(_ terms: [(Int, Double)], _ constant: Double, _ relation: Relation, _ priority: Double = 1000) {
            s.constraints.append(.init(terms.map { (variable: $0.0, coefficient: $0.1) }, constant: constant, relation, priority: priority))
        }
        let width = 0
        var previousBottom: (top: Int, height: Int)? = nil
        for cell in 0..<max(1, constraints / 20) {
            let p = "cell\(cell)."
            let top = v(p + "top")
            let height = v(p + "height")
            let il = v(p + "image.left")
            let it = v(p + "image.top")
            let iw = v(p + "image.width")
            let ih = v(p + "image.height")
            if let previousBottom {
                add([(top, 1), (previousBottom.top, -1), (previousBottom.height, -1)], 0, .equal)
            } else {
                add([(top, 1)], 0, .equal)
            }
            add([(il, 1)], -16, .equal)
            add([(it, 1), (top, -1)], -12, .equal)
            add([(iw, 1)], -Double([24, 32, 44][rng.below(3)]), .equal)
            add([(ih, 1), (iw, -1)], 0, .equal)
            var above: (top: Int, height: Int)? = nil
            for label in ["title", "subtitle"] {
                let l = v(p + label + ".left")
                let t = v(p + label + ".top")
                let w = v(p + label + ".width")
                let h = v(p + label + ".height")
                let intrinsic = Double(40 + rng.below(380))
                add([(l, 1), (il, -1), (iw, -1)], -12, .equal)
                add([(l, 1), (w, 1), (width, -1)], 16, .lessThanOrEqual)
                add([(w, 1)], -intrinsic, .greaterThanOrEqual, 750)
                add([(w, 1)], -intrinsic, .lessThanOrEqual, 250)
                add([(h, 1)], -Double([20, 22, 40][rng.below(3)]), .equal)
                if let above {
                    add([(t, 1), (above.top, -1), (above.height, -1)], -4, .equal)
                } else {
                    add([(t, 1), (it, -1)], 0, .equal)
                }
                above = (t, h)
            }
            add([(height, 1), (top, 1), (it, -1), (ih, -1)], -12, .greaterThanOrEqual)
            add([(height, 1), (top, 1), (above!.top, -1), (above!.height, -1)], -12, .greaterThanOrEqual)
            add([(height, 1)], 0, .equal, 50)
            previousBottom = (top, height)
        }
        s.edits = [.init(variable: width, priority: 999, value: 390)]
        s.editValues = [375, 390]
        return s
    }
}
