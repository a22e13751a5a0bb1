import Support
import Testing

@testable import Diffable

@Suite struct IdentifierTableTests {
    /// Inserts, replacements, removals (backward shifts) and growth agree with `Dictionary`.
    @Test(arguments: [1, 2, 3])
    func agreesWithDictionary(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed))
        var table = IdentifierTable<Int>()
        var model: [Int: ItemLocation] = [:]
        // A small key space makes long probe runs and many removals inside them.
        let keySpace = [40, 400, 4_000][seed - 1]
        for step in 0..<20_000 {
            let key = rng.below(keySpace) * 7_919
            switch rng.below(4) {
            case 0, 1:
                let location = ItemLocation(slot: rng.below(5), position: step)
                #expect(table.updateValue(location, forKey: key)?.position == model.updateValue(location, forKey: key)?.position)
            case 2:
                #expect(table.removeValue(forKey: key)?.position == model.removeValue(forKey: key)?.position)
            default:
                table.setPosition(of: key, to: -step)
                model[key]?.position = -step
            }
            if step % 97 == 0 {
                #expect(table.count == model.count)
                for probe in 0..<keySpace {
                    let k = probe * 7_919
                    #expect(table[k]?.position == model[k]?.position)
                    #expect(table[k]?.slot == model[k]?.slot)
                }
            }
        }
        table.reserveCapacity(100_000)
        table.updateLocations { $0.slot += 10 }
        for (key, location) in model {
            #expect(table[key]?.slot == location.slot + 10)
            #expect(table[key]?.position == location.position)
        }
        #expect(table.count == model.count)
    }

    /// Copies share buckets until one of them changes: then the other keeps what it had. String
    /// keys (heap-allocated ones), so that copying, moving and growing buckets of borrowed,
    /// reference-counted keys is exercised; `keys` keeps them alive, as a snapshot's arrays do.
    @Test func copiesAreIndependent() {
        let keys = (0..<100).map { "key number \($0) of a hundred" } + ["new key, not in the first table"]
        var a = IdentifierTable<String>()
        for i in 0..<100 { a.updateValue(ItemLocation(slot: 0, position: i), forKey: keys[i]) }
        let b = a
        var c = a
        c.removeValue(forKey: "key number 1 of a hundred")
        c.setPosition(of: "key number 2 of a hundred", to: 99)
        c.updateValue(ItemLocation(slot: 1, position: 0), forKey: keys[100])
        c.reserveCapacity(10_000)
        c.updateLocations { $0.slot += 5 }
        var d = a
        d.reserveCapacity(1_000)  // growing a shared table copies its keys
        d.removeValue(forKey: "key number 50 of a hundred")
        for i in 0..<100 {
            // Equal strings built afresh find the stored ones.
            #expect(a["key number \(i) of a hundred"]?.position == i)
            #expect(b["key number \(i) of a hundred"]?.slot == 0)
        }
        #expect(a[keys[100]] == nil)
        #expect(a.count == 100 && b.count == 100)
        #expect(c["key number 1 of a hundred"] == nil)
        #expect(c["key number 2 of a hundred"]?.position == 99)
        #expect(c["key number 3 of a hundred"]?.slot == 5)
        #expect(c[keys[100]]?.slot == 6)
        #expect(c.count == 100)
        #expect(d["key number 50 of a hundred"] == nil && d["key number 49 of a hundred"]?.position == 49 && d.count == 99)
        withExtendedLifetime(keys) {}
    }
}
