/// The paragraph direction asked of the bidi algorithm.
public enum BidiDirection: Sendable, Equatable {
    case leftToRight, rightToLeft
    /// Rules P2/P3: the first strong character outside isolates; left to right when none.
    case auto
}

/// One paragraph resolved by the Unicode Bidirectional Algorithm (UAX #9, Unicode 15.0.0):
/// P2/P3, X1–X10 (explicit embeddings, overrides and isolates, depth 125 with the
/// overflow counters), W1–W7, N0 (bracket pairs, BD16), N1/N2 and I1/I2. Line rules
/// (L1, L2) run per line after line breaking: `lineLevels(_:)` and `visualOrder(_:)`.
///
/// The input is one paragraph: a paragraph separator (class B) may only come last.
/// - Complexity: O(n) for resolution (bracket pairing looks at most 63 levels deep).
public struct BidiParagraph: Sendable {
    /// The paragraph embedding level: 0 left to right, 1 right to left.
    public let baseLevel: UInt8
    /// Resolved embedding level of every character, before the line rules. Characters
    /// removed by X9 (embeddings, overrides, PDF, boundary neutrals) carry the level of
    /// the character before them (or the paragraph's).
    public let levels: [UInt8]
    /// The characters' Bidi_Class as given.
    public let classes: [BidiClass]

    /// The deepest explicit level (BD2).
    public static let maxDepth: UInt8 = 125

    /// Resolves a paragraph of code points (classes, brackets and mirroring from the
    /// Unicode 15.0.0 tables).
    public init(scalars: [UInt32], direction: BidiDirection) {
        let table = BidiTable.shared
        self.init(classes: scalars.map { table.bidiClass($0) }, scalars: scalars, direction: direction)
    }

    /// Resolves a paragraph given as Bidi_Class values; `scalars` (same count), when
    /// given, supply the bracket pairs for N0.
    public init(classes: [BidiClass], scalars: [UInt32]? = nil, direction: BidiDirection) {
        let n = classes.count
        self.classes = classes
        let matches = BidiParagraph.matchingPDIs(classes)
        let base: UInt8
        switch direction {
        case .leftToRight: base = 0
        case .rightToLeft: base = 1
        case .auto: base = BidiParagraph.firstStrongLevel(classes, from: 0, to: n, matches: matches) ?? 0
        }
        baseLevel = base
        guard n > 0 else { levels = []; return }
        var types = classes
        var levels = [UInt8](repeating: base, count: n)
        BidiParagraph.explicitLevels(classes, matches: matches, base: base, types: &types, levels: &levels)
        BidiParagraph.resolveSequences(classes, scalars: scalars, matches: matches, base: base, types: &types, levels: &levels)
        // Removed characters take the resolved level of the one before them (for reordering).
        var previous = base
        for i in 0..<n {
            if classes[i].isRemovedByX9 { levels[i] = previous } else { previous = levels[i] }
        }
        self.levels = levels
    }

    // MARK: BD9, P2/P3

    /// For every isolate initiator, the index of its matching PDI (BD9); `n` when it has
    /// none. -1 elsewhere. For every matched PDI, `-2 - initiator`.
    static func matchingPDIs(_ classes: [BidiClass]) -> [Int] {
        let n = classes.count
        var match = [Int](repeating: -1, count: n)
        var open: [Int] = []
        for i in 0..<n {
            let c = classes[i]
            if c.isIsolateInitiator {
                match[i] = n
                open.append(i)
            } else if c == .PDI, let o = open.popLast() {
                match[o] = i
                match[i] = -2 - o
            }
        }
        return match
    }

    /// P2/P3 over `from..<to`: 0 for the first L, 1 for the first R or AL, skipping
    /// isolates (initiator to matching PDI); nil when there is none.
    static func firstStrongLevel(_ classes: [BidiClass], from: Int, to: Int, matches: [Int]) -> UInt8? {
        var i = from
        while i < to {
            switch classes[i] {
            case .L: return 0
            case .R, .AL: return 1
            case .B: return nil
            case .LRI, .RLI, .FSI:
                i = matches[i]  // the matching PDI (or the end): skipped over
            default: break
            }
            i += 1
        }
        return nil
    }

    // MARK: X1–X8

    private struct Status {
        var level: UInt8
        /// 0 neutral, else the override's class (L or R).
        var override: BidiClass?
        var isolate: Bool
    }

    static func explicitLevels(_ classes: [BidiClass], matches: [Int], base: UInt8, types: inout [BidiClass], levels: inout [UInt8]) {
        let n = classes.count
        var stack: [Status] = [Status(level: base, override: nil, isolate: false)]
        stack.reserveCapacity(Int(maxDepth) + 2)
        var overflowIsolates = 0, overflowEmbeddings = 0, validIsolates = 0
        for i in 0..<n {
            let c = classes[i]
            switch c {
            case .RLE, .LRE, .RLO, .LRO:
                let top = stack[stack.count - 1]
                levels[i] = top.level
                let rtl = c == .RLE || c == .RLO
                let next = rtl ? (top.level + 1) | 1 : (top.level + 2) & ~1
                if next <= maxDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
                    let o: BidiClass? = c == .RLO ? .R : c == .LRO ? .L : nil
                    stack.append(Status(level: next, override: o, isolate: false))
                } else if overflowIsolates == 0 {
                    overflowEmbeddings += 1
                }
            case .RLI, .LRI, .FSI:
                let top = stack[stack.count - 1]
                levels[i] = top.level
                if let o = top.override { types[i] = o }
                var rtl = c == .RLI
                if c == .FSI {
                    rtl = firstStrongLevel(classes, from: i + 1, to: min(matches[i], n), matches: matches) == 1
                }
                let next = rtl ? (top.level + 1) | 1 : (top.level + 2) & ~1
                if next <= maxDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
                    validIsolates += 1
                    stack.append(Status(level: next, override: nil, isolate: true))
                } else {
                    overflowIsolates += 1
                }
            case .PDI:
                if overflowIsolates > 0 {
                    overflowIsolates -= 1
                } else if validIsolates > 0 {
                    overflowEmbeddings = 0
                    while !stack[stack.count - 1].isolate { stack.removeLast() }
                    stack.removeLast()
                    validIsolates -= 1
                }
                let top = stack[stack.count - 1]
                levels[i] = top.level
                if let o = top.override { types[i] = o }
            case .PDF:
                if overflowIsolates > 0 {
                } else if overflowEmbeddings > 0 {
                    overflowEmbeddings -= 1
                } else if !stack[stack.count - 1].isolate && stack.count >= 2 {
                    stack.removeLast()
                }
                levels[i] = stack[stack.count - 1].level
            case .B:
                levels[i] = base  // X8: ends the paragraph
            case .BN:
                levels[i] = stack[stack.count - 1].level
            default:
                let top = stack[stack.count - 1]
                levels[i] = top.level
                if let o = top.override { types[i] = o }
            }
        }
    }

    // MARK: X9, X10 and the rules per isolating run sequence

    static func resolveSequences(
        _ classes: [BidiClass], scalars: [UInt32]?, matches: [Int], base: UInt8,
        types: inout [BidiClass], levels: inout [UInt8]
    ) {
        let n = classes.count
        // X9: the characters that stay, in order.
        var kept: [Int32] = []
        kept.reserveCapacity(n)
        for i in 0..<n where !classes[i].isRemovedByX9 { kept.append(Int32(i)) }
        guard !kept.isEmpty else { return }
        // Runs, sos and eos come from the explicit levels, which resolution overwrites.
        let explicit = levels
        // Level runs (BD7) over kept characters: start offsets into `kept`.
        var runStarts: [Int] = [0]
        for k in 1..<kept.count where explicit[Int(kept[k])] != explicit[Int(kept[k - 1])] { runStarts.append(k) }
        runStarts.append(kept.count)
        let runCount = runStarts.count - 1
        // The run that holds each kept character (needed to follow an isolate to its PDI).
        var runOfKept = [Int32](repeating: 0, count: kept.count)
        for r in 0..<runCount { for k in runStarts[r]..<runStarts[r + 1] { runOfKept[k] = Int32(r) } }
        // Position in `kept` of each character (-1 when removed).
        var keptIndex = [Int32](repeating: -1, count: n)
        for k in 0..<kept.count { keptIndex[Int(kept[k])] = Int32(k) }

        var sequence: [Int] = []
        var work = Workspace()
        for r in 0..<runCount {
            let first = Int(kept[runStarts[r]])
            // A run starting with a matched PDI continues its initiator's sequence.
            if classes[first] == .PDI && matches[first] <= -2 { continue }
            sequence.removeAll(keepingCapacity: true)
            var run = r
            while true {
                for k in runStarts[run]..<runStarts[run + 1] { sequence.append(Int(kept[k])) }
                let last = sequence[sequence.count - 1]
                guard classes[last].isIsolateInitiator, matches[last] < n, keptIndex[matches[last]] >= 0 else { break }
                run = Int(runOfKept[Int(keptIndex[matches[last]])])
            }
            // sos and eos (X10).
            let level = explicit[sequence[0]]
            let firstKept = Int(keptIndex[sequence[0]])
            let before = firstKept > 0 ? explicit[Int(kept[firstKept - 1])] : base
            let last = sequence[sequence.count - 1]
            let lastKept = Int(keptIndex[last])
            let after: UInt8
            if classes[last].isIsolateInitiator || lastKept + 1 >= kept.count { after = base } else { after = explicit[Int(kept[lastKept + 1])] }
            let sos: BidiClass = max(before, level) & 1 == 1 ? .R : .L
            let eos: BidiClass = max(after, level) & 1 == 1 ? .R : .L
            work.resolve(sequence, level: level, sos: sos, eos: eos, classes: classes, scalars: scalars, types: &types, levels: &levels)
        }
    }

    // MARK: L1, L2

    /// The levels of the line `range` of this paragraph after rule L1: segment and
    /// paragraph separators, and whitespace and isolate formatting characters before
    /// them or at the line's end, go to the paragraph level. Characters removed by X9
    /// count as whitespace there.
    public func lineLevels(_ range: Range<Int>) -> [UInt8] {
        var out = Array(levels[range])
        var trailing = true
        var i = range.upperBound - 1
        while i >= range.lowerBound {
            switch classes[i] {
            case .S, .B:
                out[i - range.lowerBound] = baseLevel
                trailing = true
            case .WS, .LRI, .RLI, .FSI, .PDI, .LRE, .LRO, .RLE, .RLO, .PDF, .BN:
                if trailing { out[i - range.lowerBound] = baseLevel }
            default:
                trailing = false
            }
            i -= 1
        }
        return out
    }

    /// Rule L2: the logical indices (into `levels`) in visual order, left to right:
    /// from the highest level down to the lowest odd one, every maximal run at that
    /// level or higher is reversed.
    /// - Complexity: O(n) per distinct level present.
    public static func visualOrder(_ levels: [UInt8]) -> [Int] {
        let n = levels.count
        var order = Array(0..<n)
        guard n > 0 else { return order }
        var highest: UInt8 = 0, lowestOdd: UInt8 = UInt8.max
        for l in levels {
            highest = max(highest, l)
            if l & 1 == 1 { lowestOdd = min(lowestOdd, l) }
        }
        guard lowestOdd != UInt8.max else { return order }
        var level = highest
        while level >= lowestOdd {
            var a = 0
            while a < n {
                if levels[order[a]] < level { a += 1; continue }
                var b = a + 1
                while b < n && levels[order[b]] >= level { b += 1 }
                order[a..<b].reverse()
                a = b
            }
            level -= 1
        }
        return order
    }
}
