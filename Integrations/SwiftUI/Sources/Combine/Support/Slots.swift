/// What combineLatest, zip and merge keep of their upstreams, one slot each: the latest
/// value or the queue of values not yet paired, and which have finished.
final class Slots {
    private let lock = Lock()
    private var latest: [Any?]
    private var queues: [[Any]]
    private var finished: [Bool]

    init(count: Int) {
        latest = Array(repeating: nil, count: count)
        queues = Array(repeating: [], count: count)
        finished = Array(repeating: false, count: count)
    }

    /// combineLatest: stores the slot's latest value; every slot's when all have one.
    func setLatest(_ slot: Int, _ value: Any) -> [Any]? {
        lock.withLock {
            latest[slot] = value
            let all = latest.compactMap { $0 }
            return all.count == latest.count ? all : nil
        }
    }

    /// zip: queues the value; the first of every queue when none is empty, and whether the
    /// stream is then over (a finished slot's queue emptied).
    func enqueue(_ slot: Int, _ value: Any) -> (tuple: [Any]?, over: Bool) {
        lock.withLock {
            queues[slot].append(value)
            guard queues.allSatisfy({ !$0.isEmpty }) else { return (nil, false) }
            let tuple = queues.indices.map { queues[$0].removeFirst() }
            return (tuple, queues.indices.contains { finished[$0] && queues[$0].isEmpty })
        }
    }

    /// Marks the slot finished; returns whether every slot has.
    func finish(_ slot: Int) -> Bool {
        lock.withLock {
            finished[slot] = true
            return !finished.contains(false)
        }
    }

    /// zip: marks the slot finished; returns whether no more tuple can be made.
    func finishZipped(_ slot: Int) -> Bool {
        lock.withLock {
            finished[slot] = true
            return queues[slot].isEmpty
        }
    }
}

extension Publisher {
    /// Attached as slot `slot` of `slots`: each value to `value`, finished when every slot
    /// has (or, `zipped`, when no more tuple can be made), failed at the first failure.
    func attach<O>(to outlet: Outlet<O, Failure>, slot: Int, of slots: Slots, zipped: Bool = false,
                   value: @escaping (Output) -> Void) {
        attach(to: outlet, value: value, completion: { completion in
            guard case .finished = completion else { return outlet.end(completion) }
            if zipped ? slots.finishZipped(slot) : slots.finish(slot) { outlet.finish() }
        })
    }
}
