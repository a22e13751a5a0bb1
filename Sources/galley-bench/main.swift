import CommandKit
import Foundation
import Support

/// `galley-bench`: the benchmark workloads, apart from the shipped `galley`. Its options and
/// help come from this one command value, as `galley`'s commands do.
let bench = Command(
    name: "",
    synopsis: ["[--filter NAME] [--export DIR] [--runs N] [--list]"],
    summary: "run the benchmark workloads, one JSON line each",
    details: """
        Runs fixed, named workloads and prints one JSON object per line:
        {"name": …, "median_ms": …, "runs": …, …}. Build with -c release for meaningful numbers
        (`swift run -c release galley-bench`).
        """,
    options: [
        .init("--filter", "NAME", "only workloads whose name starts with NAME (repeatable)"),
        .init(
            "--export", "DIR",
            """
            write each selected workload's inputs under DIR/<name>/ (for timing other libraries on the same work)
            and do not time them
            """),
        .init("--runs", "N", "override every workload's run count"),
        .init("--list", nil, "print the workload names (without making any workload)"),
    ],
    run: runBench)

@Sendable func runBench(_ a: Arguments) throws -> Int32 {
    var runsOverride: Int?
    if let r = a.value("--runs") {
        guard let n = Int(r), n > 0, n <= 100_000 else { throw UsageError("--runs needs a whole number from 1 to 100000") }
        runsOverride = n
    }
    let filters = a.values["--filter"] ?? []
    let selected = BenchRegistry.names.filter { name in
        filters.isEmpty || filters.contains { name == $0 || name.hasPrefix($0 + ".") || name.hasPrefix($0) }
    }
    if !filters.isEmpty && selected.isEmpty {
        throw UsageError("no workload matches \(filters.joined(separator: ", ")) (try --list)")
    }
    if a.flags.contains("--list") { for name in selected { print(name) }; return 0 }
    // Each workload's time must not depend on which others the run made first (--filter).
    Platform.fixAllocatorThresholdsForBenchmarks()
    let workloads = try BenchRegistry.make(Set(selected))
    if let dir = a.value("--export") {
        for w in workloads {
            guard let export = w.export else { continue }
            let d = dir + "/" + w.name
            try FileIO.createDirectories(d)
            try export(d)
            writeErr("exported \(w.name) to \(d)")
        }
        return 0
    }
    for w in workloads {
        resetPeakMemory()
        let body = try w.setUp()
        try w.beforeEachRun?()
        try body()  // warm-up
        let runs = runsOverride ?? w.runs
        var samples: [Double] = []
        for _ in 0..<runs {
            try w.beforeEachRun?()
            let t0 = Platform.monotonicNanoseconds()
            try body()
            samples.append(Double(Platform.monotonicNanoseconds() - t0) / 1e6)
        }
        samples.sort()
        let median =
            samples.count % 2 == 1
            ? samples[samples.count / 2]
            : (samples[samples.count / 2 - 1] + samples[samples.count / 2]) / 2
        var fields: [(key: String, value: JSONValue)] = [
            ("name", .string(w.name)),
            ("median_ms", .number((median * 1000).rounded() / 1000)),
            ("runs", .number(Double(runs))),
            ("min_ms", .number(((samples.first ?? 0) * 1000).rounded() / 1000)),
        ]
        for (k, v) in w.extra + (w.measured?() ?? []) { fields.append((k, (try? JSONValue.parse(v)) ?? .string(v))) }
        if let rate = w.rate, median > 0 { fields.append((rate.key, .number((rate.count / (median / 1000) * 10).rounded() / 10))) }
        if let peak = peakMemoryMegabytes() { fields.append(("peak_rss_mb", .number(peak))) }
        print(JSONValue.object(fields).serialized(pretty: false))
    }
    return 0
}

/// Resets the process's peak resident set size (Linux: `5` to /proc/self/clear_refs), so the next
/// reading is one workload's own (its set-up, warm-up and runs).
func resetPeakMemory() {
    guard let h = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return }
    h.write(Data("5".utf8))
    try? h.close()
}

/// The peak resident set size since the last reset, in MB (VmHWM in /proc/self/status; nil elsewhere).
func peakMemoryMegabytes() -> Double? {
    guard let status = try? FileIO.readText("/proc/self/status", maxBytes: 1 << 16) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let kb = line.dropFirst(6).split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap { Double($0) }
        return kb.map { ($0 / 1024 * 10).rounded() / 10 }
    }
    return nil
}

Platform.exit(bench.invoke(Array(CommandLine.arguments.dropFirst()), tool: "galley-bench"))
