extension BidiParagraph {
    /// Buffers reused across the isolating run sequences of a paragraph.
    struct Workspace {
        var t: [BidiClass] = []
        /// Types before W1 (N0 needs the original NSMs).
        var beforeW1: [BidiClass] = []
        var openers: [(pair: UInt32, position: Int)] = []
        var pairs: [(open: Int, close: Int)] = []

        /// The deepest bracket nesting BD16 follows.
        static let maxBracketDepth = 63

        /// W1–W7, N0, N1/N2 and I1/I2 on one isolating run sequence (`sequence` holds
        /// paragraph indices, in order).
        mutating func resolve(
            _ sequence: [Int], level: UInt8, sos: BidiClass, eos: BidiClass, classes: [BidiClass],
            scalars: [UInt32]?, types: inout [BidiClass], levels: inout [UInt8]
        ) {
            let m = sequence.count
            t.removeAll(keepingCapacity: true)
            for i in sequence { t.append(types[i]) }
            beforeW1 = t
            weakTypes(sos: sos)
            let e: BidiClass = level & 1 == 1 ? .R : .L
            if let scalars { bracketPairs(sequence, scalars: scalars, e: e, sos: sos) }
            neutrals(e: e, sos: sos, eos: eos)
            // I1/I2.
            for k in 0..<m {
                let i = sequence[k]
                var l = level
                if level & 1 == 0 {
                    if t[k] == .R { l += 1 } else if t[k] == .AN || t[k] == .EN { l += 2 }
                } else if t[k] == .L || t[k] == .EN || t[k] == .AN {
                    l += 1
                }
                levels[i] = l
                types[i] = t[k]
            }
        }

        /// W1–W7.
        private mutating func weakTypes(sos: BidiClass) {
            let m = t.count
            // W1: NSM takes the type of the character before (ON after an isolate initiator or PDI).
            for k in 0..<m where t[k] == .NSM {
                if k == 0 {
                    t[k] = sos
                } else {
                    let p = t[k - 1]
                    t[k] = p == .LRI || p == .RLI || p == .FSI || p == .PDI ? .ON : p
                }
            }
            // W2: EN after AL is AN. W3: AL is R.
            var strong = sos
            for k in 0..<m {
                switch t[k] {
                case .L, .R: strong = t[k]
                case .AL: strong = .AL; t[k] = .R
                case .EN: if strong == .AL { t[k] = .AN }
                default: break
                }
            }
            // W4: one separator between two numbers of the same kind.
            if m >= 3 {
                for k in 1..<(m - 1) {
                    if t[k] == .ES && t[k - 1] == .EN && t[k + 1] == .EN {
                        t[k] = .EN
                    } else if t[k] == .CS && t[k - 1] == t[k + 1] && (t[k - 1] == .EN || t[k - 1] == .AN) {
                        t[k] = t[k - 1]
                    }
                }
            }
            // W5: terminators next to European numbers are European numbers.
            var k = 0
            while k < m {
                if t[k] != .ET { k += 1; continue }
                var j = k
                while j < m && t[j] == .ET { j += 1 }
                if (k > 0 && t[k - 1] == .EN) || (j < m && t[j] == .EN) { for x in k..<j { t[x] = .EN } }
                k = j
            }
            // W6: remaining separators and terminators are neutral. W7: EN after L is L.
            strong = sos
            for k in 0..<m {
                switch t[k] {
                case .ES, .ET, .CS: t[k] = .ON
                case .L, .R: strong = t[k]
                case .EN: if strong == .L { t[k] = .L }
                default: break
                }
            }
        }

        /// The strong direction a resolved type counts as in N0/N1 (numbers count as R).
        @inline(__always) private static func strong(_ c: BidiClass) -> BidiClass? {
            switch c {
            case .L: return .L
            case .R, .EN, .AN: return .R
            default: return nil
            }
        }

        /// U+2329/232A are canonically equivalent to U+3008/3009 (BD16 compares them as one).
        @inline(__always) private static func canonical(_ v: UInt32) -> UInt32 {
            v == 0x2329 ? 0x3008 : v == 0x232A ? 0x3009 : v
        }

        /// BD16 and N0.
        private mutating func bracketPairs(_ sequence: [Int], scalars: [UInt32], e: BidiClass, sos: BidiClass) {
            let table = BidiTable.shared
            let m = sequence.count
            openers.removeAll(keepingCapacity: true)
            pairs.removeAll(keepingCapacity: true)
            scan: for k in 0..<m where t[k] == .ON {
                guard let b = table.bracket(scalars[sequence[k]]) else { continue }
                if b.opening {
                    if openers.count == Workspace.maxBracketDepth { break scan }
                    openers.append((Workspace.canonical(b.pair), k))
                } else {
                    let v = Workspace.canonical(scalars[sequence[k]])
                    var s = openers.count - 1
                    while s >= 0 && openers[s].pair != v { s -= 1 }
                    if s >= 0 {
                        pairs.append((openers[s].position, k))
                        openers.removeSubrange(s...)
                    }
                }
            }
            guard !pairs.isEmpty else { return }
            pairs.sort { $0.open < $1.open }
            let opposite: BidiClass = e == .L ? .R : .L
            for p in pairs {
                var foundE = false, foundOpposite = false
                for k in (p.open + 1)..<p.close {
                    if let s = Workspace.strong(t[k]) {
                        if s == e { foundE = true; break }
                        foundOpposite = true
                    }
                }
                let dir: BidiClass
                if foundE {
                    dir = e
                } else if foundOpposite {
                    var context = sos
                    var k = p.open - 1
                    while k >= 0 {
                        if let s = Workspace.strong(t[k]) { context = s; break }
                        k -= 1
                    }
                    dir = context == opposite ? opposite : e
                } else {
                    continue
                }
                for b in [p.open, p.close] {
                    t[b] = dir
                    var k = b + 1
                    while k < m && beforeW1[k] == .NSM { t[k] = dir; k += 1 }
                }
            }
        }

        /// N1/N2: runs of neutrals and isolate formatting characters take the direction
        /// around them when both sides agree, else the embedding direction.
        private mutating func neutrals(e: BidiClass, sos: BidiClass, eos: BidiClass) {
            let m = t.count
            var k = 0
            while k < m {
                switch t[k] {
                case .B, .S, .WS, .ON, .LRI, .RLI, .FSI, .PDI: break
                default: k += 1; continue
                }
                var j = k
                while j < m {
                    switch t[j] {
                    case .B, .S, .WS, .ON, .LRI, .RLI, .FSI, .PDI: j += 1; continue
                    default: break
                    }
                    break
                }
                let before = k == 0 ? sos : (Workspace.strong(t[k - 1]) ?? e)
                let after = j == m ? eos : (Workspace.strong(t[j]) ?? e)
                let dir = before == after ? before : e
                for x in k..<j { t[x] = dir }
                k = j
            }
        }
    }
}
