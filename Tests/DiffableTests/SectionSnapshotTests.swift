import GalleyTestSupport
import Support
import Testing

@testable import Diffable

typealias Outline = DiffableDataSourceSectionSnapshot<String>

@Suite struct SectionSnapshotTests {
    /// Fruits ▸ Apple, Citrus ▸ Lemon, Lime; Bread
    func sample() throws -> Outline {
        var o = Outline()
        try o.append(["Fruits", "Bread"])
        try o.append(["Apple", "Citrus"], to: "Fruits")
        try o.append(["Lemon", "Lime"], to: "Citrus")
        return o
    }

    @Test func structureQueries() throws {
        let o = try sample()
        #expect(o.rootItems == ["Fruits", "Bread"])
        #expect(o.items == ["Fruits", "Apple", "Citrus", "Lemon", "Lime", "Bread"])
        #expect(o.visibleItems == ["Fruits", "Bread"])
        #expect(try o.level(of: "Lemon") == 2)
        #expect(try o.level(of: "Bread") == 0)
        #expect(o.parent(of: "Lime") == "Citrus")
        #expect(o.parent(of: "Fruits") == nil)
        #expect(o.parent(of: "Nope") == nil)
        #expect(o.index(of: "Lemon") == 3)
        #expect(o.index(of: "Nope") == nil)
        #expect(o.contains("Apple") && !o.contains("Nope"))
    }

    @Test func expandCollapseAndVisibility() throws {
        var o = try sample()
        #expect(!o.isExpanded("Fruits"))
        #expect(!o.isVisible("Apple"))
        o.expand(["Citrus"])
        // Lemon's parent is expanded but its grandparent is not.
        #expect(!o.isVisible("Lemon"))
        #expect(o.visibleItems == ["Fruits", "Bread"])
        o.expand(["Fruits", "Nope"])
        #expect(o.isVisible("Lemon"))
        #expect(o.visibleItems == ["Fruits", "Apple", "Citrus", "Lemon", "Lime", "Bread"])
        o.collapse(["Citrus"])
        #expect(o.visibleItems == ["Fruits", "Apple", "Citrus", "Bread"])
        #expect(o.isVisible("Citrus") && !o.isVisible("Lime"))
        #expect(!o.isVisible("Nope") && !o.isExpanded("Nope"))
        #expect(
            o.visualDescription() == """
                - Fruits
                  * Apple
                  + Citrus
                    * Lemon
                    * Lime
                * Bread
                """)
    }

    @Test func descriptionSummarizesThenDrawsTheOutline() throws {
        var o = try sample()
        o.expand(["Fruits"])
        #expect(
            o.description == """
                DiffableDataSourceSectionSnapshot(6 items, 2 root items)
                - Fruits
                  * Apple
                  + Citrus
                    * Lemon
                    * Lime
                * Bread
                """)
        #expect(Outline().description == "DiffableDataSourceSectionSnapshot(0 items, 0 root items)")
    }

    @Test func insertsAndSubtrees() throws {
        var o = try sample()
        try o.insert(["Banana"], after: "Apple")
        try o.insert(["Milk"], before: "Bread")
        #expect(o.items == ["Fruits", "Apple", "Banana", "Citrus", "Lemon", "Lime", "Milk", "Bread"])
        var berries = Outline()
        try berries.append(["Berries"])
        try berries.append(["Strawberry"], to: "Berries")
        berries.expand(["Berries"])
        try o.insert(berries, before: "Citrus")
        #expect(o.parent(of: "Berries") == "Fruits")
        #expect(o.parent(of: "Strawberry") == "Berries")
        #expect(o.isExpanded("Berries"))
        var nuts = Outline()
        try nuts.append(["Nuts"])
        try o.insert(nuts, after: "Bread")
        try o.append(Outline(flat: ["Oats"], operation: "test"), to: "Bread")
        #expect(o.rootItems == ["Fruits", "Milk", "Bread", "Nuts"])
        #expect(o.items == ["Fruits", "Apple", "Banana", "Berries", "Strawberry", "Citrus", "Lemon", "Lime", "Milk", "Bread", "Oats", "Nuts"])

        let sub = try o.snapshot(of: "Fruits")
        #expect(sub.rootItems == ["Apple", "Banana", "Berries", "Citrus"])
        #expect(sub.items == ["Apple", "Banana", "Berries", "Strawberry", "Citrus", "Lemon", "Lime"])
        #expect(sub.parent(of: "Apple") == nil && sub.parent(of: "Lemon") == "Citrus")
        #expect(sub.isExpanded("Berries"))
        let withParent = try o.snapshot(of: "Citrus", includingParent: true)
        #expect(withParent.rootItems == ["Citrus"])
        #expect(withParent.items == ["Citrus", "Lemon", "Lime"])
        #expect(try withParent.level(of: "Lime") == 1)
    }

    @Test func deleteReplaceAndDeleteAll() throws {
        var o = try sample()
        try o.delete(["Citrus", "Lemon"])
        #expect(o.items == ["Fruits", "Apple", "Bread"])
        #expect(!o.contains("Lime"))
        try o.replace(childrenOf: "Fruits", using: Outline(flat: ["Pear", "Plum"], operation: "test"))
        #expect(o.items == ["Fruits", "Pear", "Plum", "Bread"])
        #expect(!o.contains("Apple"))
        // Replacing may reuse items that were children before.
        try o.replace(childrenOf: "Fruits", using: Outline(flat: ["Plum"], operation: "test"))
        #expect(o.items == ["Fruits", "Plum", "Bread"])
        o.deleteAll()
        #expect(o.items.isEmpty && o.rootItems.isEmpty)
        #expect(o == Outline())
    }

    @Test func errorsNameTheItemAndChangeNothing() throws {
        let original = try sample()
        func expectError(_ expected: DiffableDataSourceError, _ body: (inout Outline) throws -> Void) {
            var o = original
            #expect(throws: expected) { try body(&o) }
            #expect(o == original)
        }
        expectError(.itemNotFound(item: "Nope", operation: "append(_:to:)")) { try $0.append(["X"], to: "Nope") }
        expectError(.duplicateItem(item: "Apple", operation: "append(_:to:)")) { try $0.append(["X", "Apple"]) }
        expectError(.duplicateItem(item: "X", operation: "append(_:to:)")) { try $0.append(["X", "X"], to: "Bread") }
        expectError(.itemNotFound(item: "Nope", operation: "insert(_:before:)")) { try $0.insert(["X"], before: "Nope") }
        expectError(.itemNotFound(item: "Nope", operation: "insert(_:after:)")) { try $0.insert(["X"], after: "Nope") }
        expectError(.duplicateItem(item: "Lime", operation: "insert(_:after:)")) { try $0.insert(["Lime"], after: "Bread") }
        expectError(.duplicateItem(item: "Bread", operation: "insert(_:before:)")) {
            try $0.insert(Outline(flat: ["Bread"], operation: "test"), before: "Fruits")
        }
        expectError(.itemNotFound(item: "Nope", operation: "delete(_:)")) { try $0.delete(["Apple", "Nope"]) }
        expectError(.itemNotFound(item: "Nope", operation: "replace(childrenOf:using:)")) { try $0.replace(childrenOf: "Nope", using: Outline()) }
        expectError(.itemInsertedIntoItself(item: "Citrus", operation: "replace(childrenOf:using:)")) {
            try $0.replace(childrenOf: "Citrus", using: Outline(flat: ["Citrus"], operation: "test"))
        }
        expectError(.duplicateItem(item: "Bread", operation: "replace(childrenOf:using:)")) {
            try $0.replace(childrenOf: "Citrus", using: Outline(flat: ["Bread"], operation: "test"))
        }
        #expect(throws: DiffableDataSourceError.itemNotFound(item: "Nope", operation: "level(of:)")) { try original.level(of: "Nope") }
        #expect(throws: DiffableDataSourceError.itemNotFound(item: "Nope", operation: "snapshot(of:includingParent:)")) { try original.snapshot(of: "Nope") }
    }

    @Test func deepOutlinesDoNotOverflowTheStack() throws {
        var o = Outline()
        try o.append(["0"])
        for i in 1..<5_000 { try o.append(["\(i)"], to: "\(i - 1)") }
        o.expand(o.items)
        #expect(o.visibleItems.count == 5_000)
        #expect(try o.level(of: "4999") == 4_999)
        #expect(o.visualDescription().split(separator: "\n").count == 5_000)
        try o.delete(["1"])
        #expect(o.items == ["0"])
    }

    /// Random edits keep the outline consistent: parents and children agree, `items` is the
    /// depth-first order, visibility and levels follow the parent chain.
    @Test(arguments: 0..<30)
    func randomEditsKeepTheOutlineConsistent(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed) + 7)
        var o = Outline()
        var next = 0
        func fresh(_ n: Int) -> [String] {
            (0..<n).map { _ in
                next += 1; return "n\(next)"
            }
        }
        for _ in 0..<200 {
            let all = o.items
            let pick = { rng.pick(all) }
            switch rng.below(9) {
            case 0: try o.append(fresh(rng.below(3) + 1))
            case 1 where !all.isEmpty: try o.append(fresh(rng.below(3) + 1), to: pick())
            case 2 where !all.isEmpty: try o.insert(fresh(1), before: pick())
            case 3 where !all.isEmpty:
                var sub = Outline()
                let roots = fresh(2)
                try sub.append(roots)
                try sub.append(fresh(2), to: roots[0])
                if rng.chance(50) { sub.expand([roots[0]]) }
                try o.insert(sub, after: pick())
            case 4 where all.count > 5: try o.delete([pick(), pick()])
            case 5 where !all.isEmpty: o.expand([pick(), pick()])
            case 6 where !all.isEmpty: o.collapse([pick()])
            case 7 where !all.isEmpty: try o.replace(childrenOf: pick(), using: Outline(flat: fresh(rng.below(3)), operation: "test"))
            case 8 where !all.isEmpty:
                let parent = pick()
                let sub = try o.snapshot(of: parent, includingParent: rng.chance(50))
                #expect(Set(sub.items).isSubset(of: Set(o.items)))
            default: break
            }
            // Depth-first order rebuilt from roots and children only.
            var dfs: [String] = []
            var stack = Array(o.rootItems.reversed())
            while let x = stack.popLast() {
                dfs.append(x)
                stack.append(contentsOf: o.nodes[x]!.children.reversed())
            }
            #expect(o.items == dfs)
            #expect(o.nodes.count == dfs.count)
            for (i, x) in dfs.enumerated() {
                let parent = o.parent(of: x)
                if let parent { #expect(o.nodes[parent]!.children.contains(x)) } else { #expect(o.rootItems.contains(x)) }
                #expect(try o.level(of: x) == (parent.map { try o.level(of: $0) + 1 } ?? 0))
                #expect(o.isVisible(x) == (parent.map { o.isVisible($0) && o.isExpanded($0) } ?? true))
                if i % 10 == 0 { #expect(o.index(of: x) == i) }
            }
            #expect(o.visibleItems == dfs.filter { o.isVisible($0) })
        }
    }
}
