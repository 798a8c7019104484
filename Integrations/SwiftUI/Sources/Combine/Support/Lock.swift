import Foundation

/// The mutual exclusion every subscription here uses around its own state; never held while
/// calling another subscriber, so a downstream that requests or cancels from inside
/// `receive(_:)` re-enters freely.
final class Lock {
    private let mutex = NSLock()

    @inline(__always)
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        mutex.lock()
        defer { mutex.unlock() }
        return try body()
    }
}
