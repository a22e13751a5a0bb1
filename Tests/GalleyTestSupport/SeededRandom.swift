import Foundation
import Support

// Property tests and fuzzers draw from Support's SplitMix64, seeded, so a failure
// replays exactly from the seed in its message. These are the helpers they share.

extension SplitMix64 {
    /// One of `choices`, uniformly (`choices` must not be empty).
    public mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }

    /// True about once in `n` draws (always for `n` ≤ 1).
    public mutating func oneIn(_ n: Int) -> Bool { n <= 1 || below(n) == 0 }
}

/// Seeds for fuzzing tests: `0..<defaultCount`, or `0..<N` with `N` from the environment
/// variable `variable` (`ROBUST_SEEDS=500 swift test --filter Robustness` explores further).
public func testSeeds(defaultCount: Int, variable: String = "ROBUST_SEEDS") -> [Int] {
    let n = ProcessInfo.processInfo.environment[variable].flatMap { Int($0) } ?? defaultCount
    return Array(0..<max(1, n))
}
