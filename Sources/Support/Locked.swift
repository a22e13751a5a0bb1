/// A value behind a mutex, the package's one lock: `withLock` runs a closure with exclusive
/// access to the value, like `Synchronization.Mutex` (which needs macOS 15) but built on
/// `Platform`'s pthread mutex, so it runs on every platform the package declares.
///
/// ```swift
/// let counter = Locked(0)
/// counter.withLock { $0 += 1 }
/// ```
///
/// A lock that guards state outside itself (an object's fields, a C library's handles) is a
/// `Locked<Void>`, and the code touching that state runs inside `withLock`.
public final class Locked<Value> {
    @usableFromInline var value: Value
    @usableFromInline let mutex: PlatformMutex

    /// A lock around `value`.
    public init(_ value: Value) {
        self.value = value
        mutex = PlatformMutex()
    }

    deinit { mutex.destroy() }

    /// Runs `body` holding the lock, with the value to read or change; returns what it returns.
    /// Not reentrant: calling `withLock` on the same lock inside `body` deadlocks.
    @inlinable
    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        mutex.lock()
        defer { mutex.unlock() }
        return try body(&value)
    }
}

// The value is only reached under the mutex, so sharing the lock is as safe as sharing the value.
extension Locked: @unchecked Sendable where Value: Sendable {}
