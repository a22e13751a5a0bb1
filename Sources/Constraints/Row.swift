/// A tableau row `basic = constant + Σ coefficient × symbol`, its cells sorted by symbol id (so
/// every scan of a row visits symbols in creation order, as kiwi's sorted vectors do).
struct Row {
    var constant: Double
    var symbols: [Int32] = []
    var coefficients: [Double] = []

    init(constant: Double) { self.constant = constant }

    @inline(__always) static func nearZero(_ x: Double) -> Bool { abs(x) < 1.0e-8 }

    /// The index of `symbol`'s cell, or where it would go (negative: `-(insertion) - 1`).
    @inline(__always) func search(_ symbol: Int32) -> Int {
        var lo = 0
        var hi = symbols.count
        while lo < hi {
            let mid = (lo &+ hi) >> 1
            let s = symbols[mid]
            if s == symbol { return mid }
            if s < symbol { lo = mid + 1 } else { hi = mid }
        }
        return -lo - 1
    }

    func coefficient(for symbol: Int32) -> Double {
        let i = search(symbol)
        return i >= 0 ? coefficients[i] : 0
    }

    /// Adds `coefficient × symbol`; a cell that becomes zero goes. True when the symbol is new here.
    @discardableResult
    mutating func insert(_ symbol: Int32, _ coefficient: Double) -> Bool {
        let i = search(symbol)
        if i >= 0 {
            let sum = coefficients[i] + coefficient
            if Row.nearZero(sum) {
                symbols.remove(at: i)
                coefficients.remove(at: i)
            } else {
                coefficients[i] = sum
            }
            return false
        }
        if Row.nearZero(coefficient) { return false }
        symbols.insert(symbol, at: -i - 1)
        coefficients.insert(coefficient, at: -i - 1)
        return true
    }

    /// Adds `coefficient × other`, appending the symbols new to this row to `added`.
    mutating func insert(_ other: Row, _ coefficient: Double, added: inout [Int32]) {
        constant += other.constant * coefficient
        if other.symbols.count * 16 <= symbols.count {
            // A short row into a long one (the objective): a binary search and a move per cell,
            // not a pass over the long row.
            var j = 0
            while j < other.symbols.count {
                if insert(other.symbols[j], other.coefficients[j] * coefficient) { added.append(other.symbols[j]) }
                j += 1
            }
            return
        }
        var s: [Int32] = []
        var c: [Double] = []
        s.reserveCapacity(symbols.count + other.symbols.count)
        c.reserveCapacity(symbols.count + other.symbols.count)
        var i = 0
        var j = 0
        while i < symbols.count || j < other.symbols.count {
            if j == other.symbols.count || (i < symbols.count && symbols[i] < other.symbols[j]) {
                s.append(symbols[i])
                c.append(coefficients[i])
                i += 1
            } else if i == symbols.count || other.symbols[j] < symbols[i] {
                let v = other.coefficients[j] * coefficient
                if !Row.nearZero(v) {
                    s.append(other.symbols[j])
                    c.append(v)
                    added.append(other.symbols[j])
                }
                j += 1
            } else {
                let v = coefficients[i] + other.coefficients[j] * coefficient
                if !Row.nearZero(v) {
                    s.append(symbols[i])
                    c.append(v)
                }
                i += 1
                j += 1
            }
        }
        symbols = s
        coefficients = c
    }

    mutating func remove(_ symbol: Int32) {
        let i = search(symbol)
        if i >= 0 {
            symbols.remove(at: i)
            coefficients.remove(at: i)
        }
    }

    mutating func reverseSign() {
        constant = -constant
        for i in coefficients.indices { coefficients[i] = -coefficients[i] }
    }

    /// Solves `0 = row` for `symbol` (which must be in the row): the row becomes `symbol`'s row.
    mutating func solve(for symbol: Int32) {
        let i = search(symbol)
        let k = -1.0 / coefficients[i]
        symbols.remove(at: i)
        coefficients.remove(at: i)
        constant *= k
        for n in coefficients.indices { coefficients[n] *= k }
    }

    /// Solves `lhs = row` for `rhs`: the row becomes `rhs`'s row, with `lhs` in it.
    mutating func solve(_ lhs: Int32, _ rhs: Int32) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row`; true when the symbol was here.
    @discardableResult
    mutating func substitute(_ symbol: Int32, _ row: Row, added: inout [Int32]) -> Bool {
        let i = search(symbol)
        guard i >= 0 else { return false }
        let k = coefficients[i]
        symbols.remove(at: i)
        coefficients.remove(at: i)
        insert(row, k, added: &added)
        return true
    }
}
