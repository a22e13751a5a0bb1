#!/usr/bin/env python3
"""Writes Tests/ConstraintsTests/Fixtures/systems.json: the constraint systems the Constraints
tests solve and kiwi_oracle.py solves with kiwi. Run from the package root:

    python3 Tests/Generators/constraint_systems.py

A system: variables (names), constraints in the order they are added, each
`sum(coefficient * variable) + constant  op  0` at a priority (1000 = required), then edits
(variable, priority, value) added and suggested after the constraints. `expect` holds the values
the arithmetic gives; `unique` says the solution is determined (kiwi's values are compared);
`unsatisfiable` lists the indices of constraints that must be refused.
"""
import json
import random
import sys


class System:
    def __init__(self, name, unique=True):
        self.name = name
        self.variables = []
        self.constraints = []
        self.edits = []
        self.expect = {}
        self.unsatisfiable = []
        self.unique = unique

    def var(self, name):
        if name not in self.variables:
            self.variables.append(name)
        return name

    def add(self, terms, op, constant=0.0, priority=1000, name=""):
        """terms: [(coefficient, variable)]; the constraint is sum + constant op 0."""
        for _, v in terms:
            self.var(v)
        self.constraints.append({
            "terms": [[v, float(c)] for c, v in terms], "constant": float(constant), "op": op,
            "priority": float(priority), "name": name,
        })
        return len(self.constraints) - 1

    def eq(self, lhs, rhs, priority=1000, name=""):
        return self.rel(lhs, "==", rhs, priority, name)

    def rel(self, lhs, op, rhs, priority=1000, name=""):
        """lhs, rhs: (terms, constant) or a variable name or a number."""
        lt, lc = norm(lhs)
        rt, rc = norm(rhs)
        return self.add(lt + [(-c, v) for c, v in rt], op, lc - rc, priority, name)

    def json(self):
        return {
            "name": self.name, "variables": self.variables, "constraints": self.constraints,
            "edits": self.edits, "expect": self.expect, "unique": self.unique, "unsatisfiable": self.unsatisfiable,
        }


def norm(x):
    if isinstance(x, str):
        return [(1.0, x)], 0.0
    if isinstance(x, (int, float)):
        return [], float(x)
    return x


def plus(v, k, m=1.0):
    """m * v + k"""
    return [(m, v)], float(k)


def systems():
    out = []

    s = System("pins")
    s.eq("super.width", 320)
    s.eq("view.left", plus("super.left", 16))
    s.eq("view.right", plus("super.right", -16))
    s.eq("super.left", 0)
    s.eq("super.right", ([(1, "super.left"), (1, "super.width")], 0))
    s.eq("view.width", ([(1, "view.right"), (-1, "view.left")], 0))
    s.expect = {"view.left": 16, "view.right": 304, "view.width": 288}
    out.append(s)

    s = System("centring")
    s.eq("super.width", 390)
    s.eq("super.height", 844)
    s.eq("view.width", 100)
    s.eq("view.height", 40)
    s.eq(([(1, "view.left"), (0.5, "view.width")], 0), ([(0.5, "super.width")], 0), name="centerX")
    s.eq(([(1, "view.top"), (0.5, "view.height")], 0), ([(0.5, "super.height")], 0), name="centerY")
    s.expect = {"view.left": 145, "view.top": 402}
    out.append(s)

    s = System("aspect ratio via multiplier")
    s.eq("image.width", 200)
    s.eq("image.height", plus("image.width", 0, 0.75), name="height = 0.75 × width")
    s.eq("badge.height", 24)
    s.eq("badge.width", plus("badge.height", 0, 2.0))
    s.expect = {"image.height": 150, "badge.width": 48}
    out.append(s)

    s = System("inequalities with priorities")
    s.rel("w", ">=", 100)
    s.eq("w", 50, priority=750)
    s.rel("h", "<=", 300)
    s.eq("h", 500, priority=250)
    s.rel("d", ">=", 10)
    s.rel("d", "<=", 20)
    s.eq("d", 15, priority=500)
    s.expect = {"w": 100, "h": 300, "d": 15}
    out.append(s)

    s = System("required beats 999")
    s.eq("w", 100)
    s.eq("w", 200, priority=999)
    s.expect = {"w": 100}
    out.append(s)

    s = System("751 beats 750")
    s.eq("w", 100, priority=750)
    s.eq("w", 200, priority=751)
    s.eq("h", 100, priority=751)
    s.eq("h", 200, priority=750)
    s.expect = {"w": 200, "h": 100}
    out.append(s)

    for width, name, expect in [
        (300, "compression contest (750 vs 751)", {"a.width": 60, "b.width": 200}),
        (500, "hugging contest (250 vs 251)", {"a.width": 150, "b.width": 310}),
    ]:
        s = System(name)
        s.eq("super.width", width)
        s.eq("a.left", 16)
        s.eq("b.left", ([(1, "a.left"), (1, "a.width")], 8))
        s.eq(([(1, "b.left"), (1, "b.width")], 0), ([(1, "super.width")], -16))
        s.rel("a.width", ">=", 150, priority=750, name="a compression")
        s.rel("a.width", "<=", 150, priority=251, name="a hugging")
        s.rel("b.width", ">=", 200, priority=751, name="b compression")
        s.rel("b.width", "<=", 200, priority=250, name="b hugging")
        s.rel("a.width", ">=", 0)
        s.rel("b.width", ">=", 0)
        s.expect = expect
        out.append(s)

    s = System("stack chain")
    s.eq("stack.top", 0)
    prev = "stack.top"
    for i in range(6):
        s.eq(f"v{i}.top", plus(prev, 8 if i else 16))
        s.eq(f"v{i}.height", 44 + 4 * i)
        s.eq(f"v{i}.bottom", ([(1, f"v{i}.top"), (1, f"v{i}.height")], 0))
        prev = f"v{i}.bottom"
    s.eq("stack.bottom", plus(prev, 16))
    s.expect = {"stack.bottom": 16 + sum(44 + 4 * i for i in range(6)) + 8 * 5 + 16}
    out.append(s)

    s = System("fitting width edit at 50 (compressed size)")
    s.rel("cell.width", ">=", ([(1, "label.width")], 32))
    s.eq("label.width", 180, priority=750, name="label intrinsic width")
    s.rel("label.width", ">=", 180, priority=750)
    s.edits.append({"variable": "cell.width", "priority": 50, "value": 0})
    s.var("cell.width")
    s.expect = {"cell.width": 212}
    out.append(s)

    s = System("fitting width edit at 999 (target width)")
    s.rel("cell.width", ">=", ([(1, "label.width")], 32))
    s.eq("label.width", 180, priority=750)
    s.rel("label.width", "<=", ([(1, "cell.width")], -32))
    s.eq("label.height", 60, priority=750)
    s.edits.append({"variable": "cell.width", "priority": 999, "value": 320})
    s.expect = {"cell.width": 320, "label.width": 180}
    out.append(s)

    s = System("fitting width edit at 999 over a required minimum")
    s.rel("cell.width", ">=", 200)
    s.edits.append({"variable": "cell.width", "priority": 999, "value": 120})
    s.expect = {"cell.width": 200}
    out.append(s)

    s = System("unsatisfiable required constraints")
    s.eq("w", 100)
    s.unsatisfiable.append(s.eq("w", 200, name="conflict"))
    s.unsatisfiable.append(s.rel("w", ">=", 300, name="too wide"))
    s.rel("w", "<=", 150)
    s.eq("h", plus("w", 10))
    s.expect = {"w": 100, "h": 110}
    out.append(s)

    s = System("ambiguous sum", unique=False)
    s.eq(([(1, "x"), (1, "y")], 0), 100)
    out.append(s)

    s = System("ambiguous inequality", unique=False)
    s.rel("x", ">=", 10)
    s.rel("x", "<=", ([(1, "y")], 0))
    out.append(s)

    # Generated cells: a fixed-width cell, an image pinned top-left, a title and a subtitle beside it
    # with intrinsic sizes held at 750 and hugged at 250, the cell's height from its content.
    rng = random.Random(27)
    for n in range(12):
        s = System(f"generated cell {n}")
        cw = rng.choice([320, 375, 390, 428])
        s.eq("cell.width", cw)
        s.eq("cell.left", 0)
        s.eq("cell.top", 0)
        s.eq("image.left", plus("cell.left", 16))
        s.eq("image.top", plus("cell.top", 12))
        side = rng.choice([24, 32, 44])
        s.eq("image.width", side)
        s.eq("image.height", plus("image.width", 0, 1.0))
        prev_bottom = None
        for label in ["title", "subtitle"]:
            s.eq(f"{label}.left", ([(1, "image.left"), (1, "image.width")], 12))
            s.rel(([(1, f"{label}.left"), (1, f"{label}.width")], 0), "<=", ([(1, "cell.left"), (1, "cell.width")], -16))
            iw = rng.randint(40, 420)
            ih = rng.choice([20, 22, 40])
            s.rel(f"{label}.width", ">=", iw, priority=750 + rng.randint(0, 1))
            s.rel(f"{label}.width", "<=", iw, priority=250)
            s.rel(f"{label}.width", ">=", 0)
            s.eq(f"{label}.height", ih)
            if prev_bottom is None:
                s.eq(f"{label}.top", plus("image.top", 0))
            else:
                s.eq(f"{label}.top", plus(prev_bottom, 4))
            prev_bottom = f"{label}.bottom"
            s.eq(prev_bottom, ([(1, f"{label}.top"), (1, f"{label}.height")], 0))
        s.rel("cell.height", ">=", ([(1, "image.top"), (1, "image.height")], 12))
        s.rel("cell.height", ">=", ([(1, prev_bottom)], 12))
        s.eq("cell.height", 0, priority=rng.choice([50, 250]), name="hug height")
        out.append(s)
    return out


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "Tests/ConstraintsTests/Fixtures/systems.json"
    with open(path, "w") as f:
        json.dump({"systems": [s.json() for s in systems()]}, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
