import Constraints
import GalleyTestSupport
import Support
import Testing

/// The table of constraint systems with known solutions (Fixtures/systems.json, written by
/// Tests/Generators/constraint_systems.py) against the arithmetic and against kiwi's solutions
/// (Fixtures/kiwi_solutions.json, written by Tests/Generators/kiwi_oracle.py; see Fixtures/README.md).
@Suite struct ConformanceTests {
    static let fixtures = packageRoot + "/Tests/ConstraintsTests/Fixtures"

    struct Case: Sendable, CustomTestStringConvertible {
        var system: ConstraintSystem
        var expect: [(String, Double)]
        var unique: Bool
        var unsatisfiable: [Int]
        var kiwi: [String: Double]
        var kiwiRefused: [Int]
        var testDescription: String { system.name }
    }

    static func load() throws -> [Case] {
        let systems = try JSONReader(JSONValue.parse(FileIO.read(fixtures + "/systems.json")), path: "systems.json")
        let solutions = try JSONReader(JSONValue.parse(FileIO.read(fixtures + "/kiwi_solutions.json")), path: "kiwi_solutions.json")
        let kiwi = try solutions.required("solutions").elements()
        let all = try systems.required("systems").elements()
        guard all.count == kiwi.count else { throw kiwi[0].fail("\(kiwi.count) solutions for \(all.count) systems (re-run kiwi_oracle.py)") }
        return try zip(all, kiwi).map { s, k in
            let system = try ConstraintSystem(json: s)
            guard try k.required("name").string() == system.name else { throw k.fail("solution for another system") }
            return Case(
                system: system,
                expect: try s.required("expect").members().map { ($0.key, try JSONReader($0.value).double()) },
                unique: try s.required("unique").bool(),
                unsatisfiable: try s.required("unsatisfiable").elements().map { try $0.int() },
                kiwi: Dictionary(uniqueKeysWithValues: try k.required("values").members().map { ($0.key, try JSONReader($0.value).double()) }),
                kiwiRefused: try k.required("unsatisfiable").elements().map { try $0.int() })
        }
    }

    static let cases: [Case] = (try? load()) ?? []

    @Test func fixturesLoad() throws {
        #expect(try Self.load().count >= 20)
    }

    @Test(arguments: cases)
    func solvesLikeTheArithmeticAndKiwi(_ c: Case) throws {
        let solution = try c.system.solve()
        let values = solution.values
        func value(_ name: String) -> Double { values[c.system.variables.firstIndex(of: name)!] }
        #expect(solution.refused == c.unsatisfiable)
        #expect(solution.refused == c.kiwiRefused)
        for (name, expected) in c.expect {
            #expect(abs(value(name) - expected) <= 1e-6, "\(name): \(value(name)), the arithmetic gives \(expected)")
        }
        guard c.unique else { return }
        for name in c.system.variables {
            let k = try #require(c.kiwi[name])
            #expect(abs(value(name) - k) <= 1e-6, "\(name): \(value(name)), kiwi \(k)")
        }
        // Every required constraint holds.
        for (i, item) in c.system.constraints.enumerated() where item.priority >= 1000 && !solution.refused.contains(i) {
            let lhs = item.terms.reduce(item.constant) { $0 + $1.coefficient * values[$1.variable] }
            switch item.relation {
            case .equal: #expect(abs(lhs) <= 1e-6, "constraint \(i) \(item.name)")
            case .lessThanOrEqual: #expect(lhs <= 1e-6, "constraint \(i) \(item.name)")
            case .greaterThanOrEqual: #expect(lhs >= -1e-6, "constraint \(i) \(item.name)")
            }
        }
    }

    /// Ambiguous systems are not compared with kiwi's values, but solving twice gives the same bytes.
    @Test(arguments: cases.filter { !$0.unique })
    func ambiguousSystemsAreDeterministic(_ c: Case) throws {
        let a = try c.system.solve().values.map(\.bitPattern)
        let b = try c.system.solve().values.map(\.bitPattern)
        #expect(a == b)
    }

    /// A system's JSON form reads back to the same system.
    @Test func jsonRoundTrip() throws {
        for c in Self.cases {
            let again = try ConstraintSystem(json: JSONReader(JSONValue.parse(c.system.json.serialized())))
            #expect(again.json == c.system.json)
        }
    }

    @Test func badFixtureNamesThePlace() {
        let text = #"{"variables": ["x"], "constraints": [{"terms": [["y", 1]], "op": "=="}]}"#
        #expect {
            try ConstraintSystem(json: JSONReader(JSONValue.parse(text), path: "bad.json"))
        } throws: { error in
            "\(error)".contains("bad.json.constraints[0].terms[0][0]") && "\(error)".contains("unknown variable")
        }
    }
}

/// Incremental changes land where a fresh solve lands: every constraint removed and added back
/// (the tableau pivots out each marker, then re-adds the row), and an edit moved away and back.
@Suite struct IncrementalTests {
    @Test(arguments: ConformanceTests.cases.filter(\.unique))
    func removeAndReAddEveryConstraint(_ c: ConformanceTests.Case) throws {
        let solution = try c.system.solve()
        let before = solution.values
        for (i, constraint) in solution.constraints.enumerated() where !solution.refused.contains(i) {
            try solution.solver.removeConstraint(constraint)
            #expect(!solution.solver.hasConstraint(constraint))
            try solution.solver.addConstraint(constraint)
        }
        for (name, (a, b)) in zip(c.system.variables, zip(before, solution.values)) {
            #expect(abs(a - b) <= 1e-6, "\(name): \(b) after re-adding, \(a) before")
        }
    }

    @Test(arguments: ConformanceTests.cases.filter { $0.unique && !$0.system.edits.isEmpty })
    func editAwayAndBack(_ c: ConformanceTests.Case) throws {
        let solution = try c.system.solve()
        let before = solution.values
        let edit = c.system.edits[0]
        let variable = solution.variables[edit.variable]
        for value in [edit.value + 100, edit.value - 250, 0, edit.value] {
            try solution.solver.suggestValue(variable, value)
        }
        for (name, (a, b)) in zip(c.system.variables, zip(before, solution.values)) {
            #expect(abs(a - b) <= 1e-6, "\(name): \(b) after the edits, \(a) before")
        }
    }
}
