import Dispatch
import Synchronization

/// Runs two independent pieces of work at once (this machine has two cores; `changes` reads
/// two configs) and returns both results. Both run in the caller's ``CommandContext`` (a
/// task-local does not follow work onto Dispatch's threads by itself).
func inParallel<A: Sendable, B: Sendable>(_ first: @Sendable () -> A, _ second: @Sendable () -> B) -> (A, B) {
    let results = Mutex<(A?, B?)>((nil, nil))
    let context = CommandContext.current
    DispatchQueue.concurrentPerform(iterations: 2) { part in
        CommandContext.$current.withValue(context) {
            if part == 0 {
                let a = first()
                results.withLock { $0.0 = a }
            } else {
                let b = second()
                results.withLock { $0.1 = b }
            }
        }
    }
    return results.withLock { results in
        guard let a = results.0, let b = results.1 else { preconditionFailure("inParallel: a part did not run") }
        return (a, b)
    }
}
