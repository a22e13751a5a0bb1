import Dispatch
import Support
import Testing

@Suite struct LockedTests {
    /// Eight threads each add 1 twenty thousand times; a read-modify-write that was not
    /// exclusive would lose increments (each one reads, then spins, then writes).
    @Test func concurrentIncrementsAreNotLost() {
        let counter = Locked(0)
        let threads = 8, increments = 20_000
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<increments {
                counter.withLock { value in
                    let read = value
                    var spin = 0
                    for k in 0..<8 { spin &+= k &* read }  // widen the window between read and write
                    value = read + 1 + (spin & 0)
                }
            }
        }
        #expect(counter.withLock { $0 } == threads * increments)
    }

    struct Refused: Error, Equatable { var at: Int }

    /// A typed error leaves `withLock` as itself, the change made before it stays, and the lock
    /// is released (the next `withLock` does not deadlock).
    @Test func aThrowingBodyReleasesTheLockAndKeepsItsErrorType() {
        let log = Locked<[Int]>([])
        #expect(throws: Refused(at: 1)) {
            try log.withLock { (list) throws(Refused) in
                list.append(1)
                throw Refused(at: list.count)
            }
        }
        #expect(log.withLock { $0 } == [1])
        let result: Result<Int, Refused> = Result { () throws(Refused) in try log.withLock { (list) throws(Refused) in list.count } }
        #expect(result == .success(1))
    }
}
