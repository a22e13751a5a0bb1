import Dispatch

/// Runs N independent jobs over the indices `0..<count` on up to `jobs` threads (`--jobs`):
/// workers pull the next index, so a slow job never holds a queue behind it, and the results
/// come back in index order whatever order the jobs finished in — the output of a run does not
/// depend on `jobs`. What `galley verify`, `galley gallery` and `galley diff-design` share.
public struct WorkerPool: Sendable {
    /// Threads to run on (at least 1; never more than there are jobs).
    public var jobs: Int

    public init(jobs: Int) { self.jobs = jobs }

    /// `work(i)` for every `i` in `0..<count`, results in index order. `finished` hears each
    /// result as its job ends, one at a time, with the number finished so far. When `shouldStop`
    /// turns true (Ctrl-C), workers finish the job in hand and take no more: the jobs never
    /// started are nil.
    public func map<T: Sendable>(
        _ count: Int, shouldStop: @Sendable () -> Bool = { false },
        finished: @Sendable (T, Int) -> Void = { _, _ in },
        _ work: @Sendable (Int) -> T
    ) -> [T?] {
        let slots = Locked<(next: Int, done: Int, results: [T?])>((0, 0, Array(repeating: nil, count: count)))
        withoutActuallyEscaping(work) { work in
            withoutActuallyEscaping(finished) { finished in
                withoutActuallyEscaping(shouldStop) { shouldStop in
                    let body: @Sendable (Int) -> Void = { _ in
                        while true {
                            let i: Int = slots.withLock { s in
                                defer { s.next += 1 }; return s.next
                            }
                            guard i < count, !shouldStop() else { return }
                            let r = work(i)
                            slots.withLock { s in
                                s.results[i] = r
                                s.done += 1
                                finished(r, s.done)
                            }
                        }
                    }
                    let workers = max(1, min(jobs, count))
                    if workers == 1 { body(0) } else { DispatchQueue.concurrentPerform(iterations: workers, execute: body) }
                }
            }
        }
        return slots.withLock { $0.results }
    }

    /// `work(i)` for every `i` in `0..<count`, results in index order; the first error in index
    /// order is thrown (every job still runs).
    public func map<T: Sendable, Failure: Error>(_ count: Int, _ work: @Sendable (Int) throws(Failure) -> T) throws(Failure) -> [T] {
        let results = map(count, shouldStop: { false }, finished: { _, _ in }, { i in Result<T, Failure> { () throws(Failure) in try work(i) } })
        var out: [T] = []
        out.reserveCapacity(count)
        for r in results {
            switch r! {
            case .success(let v): out.append(v)
            case .failure(let e): throw e
            }
        }
        return out
    }
}

/// `--shard I/N`: the I-th of N shares of a run's jobs (1-based), by position in sorted order,
/// so N machines together run every job once.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    public var index: Int
    public var count: Int

    public init(index: Int, count: Int) throws(ShardError) {
        guard count >= 1 else { throw .badCount("\(index)/\(count)") }
        guard index >= 1 && index <= count else { throw .outOfRange(index: index, count: count) }
        self.index = index; self.count = count
    }

    /// Parses `I/N`.
    public init(parsing raw: String) throws(ShardError) {
        let parts = raw.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else { throw .syntax(raw) }
        try self.init(index: i, count: n)
    }

    public func select<T>(_ items: [T]) -> [T] {
        items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    public var description: String { "\(index)/\(count)" }
}

public enum ShardError: Error, Equatable, CustomStringConvertible, Sendable {
    case syntax(String)
    case badCount(String)
    case outOfRange(index: Int, count: Int)

    public var description: String {
        switch self {
        case .syntax(let r): return "--shard \(r): expected I/N with whole numbers, like 1/3"
        case .badCount(let r): return "--shard \(r): the number of shards must be at least 1"
        case let .outOfRange(i, n): return "--shard \(i)/\(n): the shard index runs from 1 to \(n)"
        }
    }
}
