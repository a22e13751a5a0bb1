/// A fixed, named benchmark workload. `setUp` runs once, untimed, and returns
/// the body that is timed `runs` times (after one warm-up run).
struct BenchWorkload {
    var name: String
    var runs: Int
    var setUp: () throws -> () throws -> Void
    /// Runs before every run (the warm-up's too), outside the timing: puts back the state a run
    /// starts from (an empty cache, no report left by the last run).
    var beforeEachRun: (() throws -> Void)? = nil
    /// Writes the workload's inputs into `directory` (already created:
    /// `EXPORT/<name>/`) so other libraries can be timed on the same inputs.
    var export: ((_ directory: String) throws -> Void)? = nil
    /// Extra fields for the JSON line (numbers or strings, already JSON-encoded).
    var extra: [(String, String)] = []
    /// A throughput field: `key` is `count` items over the median run (`goldens_per_second`).
    var rate: (key: String, count: Double)? = nil
    /// Extra fields known only after the runs (what the last run found), already JSON-encoded.
    var measured: (() -> [(String, String)])? = nil
}
