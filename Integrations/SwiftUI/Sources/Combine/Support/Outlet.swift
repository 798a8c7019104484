/// The subscription of an operator that gathers values from taps of its own (several
/// upstreams, a scheduler, a buffer): the taps ask their upstreams for everything, and the
/// outlet queues what downstream has not asked for yet, delivering in order, one value at a
/// time, never while its lock is held. The completion, `finished` or a failure, follows the
/// queued values (those Combine's operators would have asked for before it); the upstreams
/// are cancelled at a failure at once.
final class Outlet<Output, Failure: Error>: Subscription, CustomStringConvertible {
    let description: String
    private let lock = Lock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var demand = Subscribers.Demand.none
    private var queue: [Output] = []
    private var head = 0
    private var completion: Subscribers.Completion<Failure>?
    private var delivering = false
    private var upstreams: [Cancellable] = []

    init<S: Subscriber>(_ name: String, downstream: S) where S.Input == Output, S.Failure == Failure {
        description = name
        self.downstream = AnySubscriber(downstream)
    }

    /// Gives downstream this subscription (before the taps subscribe).
    func start() { lock.withLock { downstream }?.receive(subscription: self) }

    /// Cancelled with the outlet; cancelled at once when the outlet has already ended.
    func hold(_ upstream: Cancellable) {
        let ended = lock.withLock { () -> Bool in
            if downstream == nil { return true }
            upstreams.append(upstream)
            return false
        }
        if ended { upstream.cancel() }
    }

    var isEnded: Bool { lock.withLock { downstream == nil || completion != nil } }

    /// Downstream's demand not yet met, the queued values subtracted.
    var unmetDemand: Subscribers.Demand { lock.withLock { demand - (queue.count - head) } }

    func send(_ value: Output) {
        let accepted = lock.withLock { () -> Bool in
            guard downstream != nil, completion == nil else { return false }
            queue.append(value)
            return true
        }
        if accepted { deliver() }
    }

    func finish() {
        lock.withLock { if completion == nil { completion = .finished } }
        deliver()
    }

    func fail(_ error: Failure) {
        let upstreams = lock.withLock { () -> [Cancellable] in
            guard completion == nil else { return [] }
            completion = .failure(error)
            defer { self.upstreams = [] }
            return self.upstreams
        }
        upstreams.forEach { $0.cancel() }
        deliver()
    }

    func request(_ more: Subscribers.Demand) {
        lock.withLock { demand += more }
        deliver()
    }

    func cancel() {
        let (_, upstreams) = lock.withLock { end() }
        upstreams.forEach { $0.cancel() }
    }

    /// Under the lock: nothing more goes downstream; returns what to tell and cancel.
    private func end() -> (AnySubscriber<Output, Failure>?, [Cancellable]) {
        defer { downstream = nil; upstreams = []; queue = []; head = 0 }
        return (downstream, upstreams)
    }

    /// Delivers what is queued and asked for; one caller at a time delivers, others leave
    /// their values to it.
    private func deliver() {
        lock.lockedDeliver(self)
    }

    fileprivate func deliverStep() -> DeliveryStep {
        guard let downstream else { delivering = false; return .stop }
        if head < queue.count, demand > 0 {
            let value = queue[head]
            head += 1
            if head > 64, head * 2 > queue.count { queue.removeFirst(head); head = 0 }
            demand -= 1
            return .value(downstream, value)
        }
        if head == queue.count, let completion {
            let (downstream, upstreams) = end()
            delivering = false
            return .completed(downstream, upstreams, completion)
        }
        delivering = false
        return .stop
    }

    fileprivate func beginDelivering() -> Bool {
        if delivering { return false }
        delivering = true
        return true
    }

    fileprivate func add(_ more: Subscribers.Demand) { demand += more }

    fileprivate enum DeliveryStep {
        case value(AnySubscriber<Output, Failure>, Output)
        case completed(AnySubscriber<Output, Failure>?, [Cancellable], Subscribers.Completion<Failure>)
        case stop
    }
}

extension Lock {
    /// The outlet's delivery loop: state changes under the lock, calls downstream outside it.
    fileprivate func lockedDeliver<Output, Failure>(_ outlet: Outlet<Output, Failure>) {
        guard withLock({ outlet.beginDelivering() }) else { return }
        while true {
            switch withLock({ outlet.deliverStep() }) {
            case .value(let downstream, let value):
                let more = downstream.receive(value)
                withLock { outlet.add(more) }
            case .completed(let downstream, let upstreams, let completion):
                upstreams.forEach { $0.cancel() }
                downstream?.receive(completion: completion)
                return
            case .stop:
                return
            }
        }
    }
}
