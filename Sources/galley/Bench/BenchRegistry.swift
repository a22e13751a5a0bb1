/// Every workload `galley bench` knows, in a fixed order.
enum BenchRegistry {
    static func all() throws -> [BenchWorkload] {
        []
    }
}
