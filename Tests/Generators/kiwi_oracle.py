#!/usr/bin/env python3
"""The Constraints solver's oracle and peer: Debian's python3-kiwisolver (kiwi, the C++ Cassowary
solver, BSD-3-Clause, https://github.com/nucleic/kiwi).

Solve (writes the vendored solutions; run from the package root):

    python3 Tests/Generators/kiwi_oracle.py solve \
        Tests/ConstraintsTests/Fixtures/systems.json Tests/ConstraintsTests/Fixtures/kiwi_solutions.json

Bench (times kiwi on the systems `galley-bench --filter autolayout --export DIR` wrote):

    python3 Tests/Generators/kiwi_oracle.py bench DIR [--runs N]

A system (see constraint_systems.py): variables, constraints `sum(c * v) + constant op 0` at a
priority (1000 = required, else kiwi's strength is the priority itself), then edits added and
suggested in order. Bench systems may carry `edit_values`: the values the edit re-solve alternates.
"""
import json
import os
import statistics
import sys
import time

import kiwisolver as kiwi


def strength(priority):
    return "required" if priority >= 1000 else float(priority)


def build(system):
    vars_ = {name: kiwi.Variable(name) for name in system["variables"]}
    cons = []
    for c in system["constraints"]:
        expr = c["constant"]
        for name, coeff in c["terms"]:
            expr = expr + coeff * vars_[name]
        if not c["terms"]:
            expr = kiwi.Expression([], c["constant"])
        if c["op"] == "==":
            k = expr == 0
        elif c["op"] == "<=":
            k = expr <= 0
        else:
            k = expr >= 0
        cons.append(k | strength(c["priority"]))
    return vars_, cons


def solve(system):
    vars_, cons = build(system)
    solver = kiwi.Solver()
    refused = []
    for i, k in enumerate(cons):
        try:
            solver.addConstraint(k)
        except kiwi.UnsatisfiableConstraint:
            refused.append(i)
    for e in system["edits"]:
        solver.addEditVariable(vars_[e["variable"]], strength(e["priority"]))
        solver.suggestValue(vars_[e["variable"]], e["value"])
    solver.updateVariables()
    return {"name": system["name"], "values": {n: vars_[n].value() for n in system["variables"]}, "unsatisfiable": refused}


def solve_main(src, dst):
    with open(src) as f:
        systems = json.load(f)["systems"]
    out = {"generator": "Tests/Generators/kiwi_oracle.py", "kiwisolver": kiwi.__version__, "solutions": [solve(s) for s in systems]}
    with open(dst, "w") as f:
        json.dump(out, f, indent=1)
        f.write("\n")


def bench_main(directory, runs):
    for name in sorted(os.listdir(directory)):
        path = os.path.join(directory, name, "system.json")
        if not os.path.exists(path):
            continue
        with open(path) as f:
            system = json.load(f)
        times = []
        for _ in range(runs + 1):
            vars_, cons = build(system)
            t0 = time.perf_counter()
            solver = kiwi.Solver()
            for k in cons:
                solver.addConstraint(k)
            for e in system["edits"]:
                solver.addEditVariable(vars_[e["variable"]], strength(e["priority"]))
                solver.suggestValue(vars_[e["variable"]], e["value"])
            solver.updateVariables()
            times.append((time.perf_counter() - t0) * 1000)
        edit_times = []
        values = system.get("edit_values") or []
        if values and system["edits"]:
            v = vars_[system["edits"][0]["variable"]]
            for i in range(max(runs, 20) + 1):
                t0 = time.perf_counter()
                solver.suggestValue(v, values[i % len(values)])
                solver.updateVariables()
                edit_times.append((time.perf_counter() - t0) * 1000)
        line = {"name": "kiwi." + name, "constraints": len(cons), "median_ms": statistics.median(times[1:]), "runs": runs}
        if edit_times:
            line["edit_median_ms"] = statistics.median(edit_times[1:])
        line["kiwisolver"] = kiwi.__version__
        print(json.dumps(line), flush=True)


def main():
    if len(sys.argv) >= 4 and sys.argv[1] == "solve":
        solve_main(sys.argv[2], sys.argv[3])
    elif len(sys.argv) >= 3 and sys.argv[1] == "bench":
        runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 5
        bench_main(sys.argv[2], runs)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
