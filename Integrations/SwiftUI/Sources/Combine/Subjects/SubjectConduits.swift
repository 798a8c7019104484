/// What the two subjects share: their subscribers' subscriptions (each with its own demand),
/// the completion once sent, and the upstreams attached with `subscribe(subject)`.
final class SubjectConduits<Output, Failure: Error> {
    final class Conduit: Subscription, CustomStringConvertible {
        let description: String
        private let lock = Lock()
        private(set) var downstream: AnySubscriber<Output, Failure>?
        private var demand = Subscribers.Demand.none
        /// A value waiting for demand (a current value subject's latest); nil for passthrough.
        private var pending: Output?
        private weak var owner: SubjectConduits?

        init(_ name: String, downstream: AnySubscriber<Output, Failure>, owner: SubjectConduits, pending: Output?) {
            description = name
            self.downstream = downstream
            self.owner = owner
            self.pending = pending
        }

        /// Delivers `value` if asked for; otherwise drops it, or keeps it as the pending one.
        func offer(_ value: Output, keepingIfUnasked: Bool) {
            let target = lock.withLock { () -> AnySubscriber<Output, Failure>? in
                guard let downstream else { return nil }
                guard demand > 0 else {
                    if keepingIfUnasked { pending = value }
                    return nil
                }
                demand -= 1
                pending = nil
                return downstream
            }
            guard let target else { return }
            let more = target.receive(value)
            if more > 0 { lock.withLock { demand += more } }
        }

        func complete(_ completion: Subscribers.Completion<Failure>) {
            let target = lock.withLock { () -> AnySubscriber<Output, Failure>? in
                defer { downstream = nil; pending = nil }
                return downstream
            }
            target?.receive(completion: completion)
        }

        func request(_ more: Subscribers.Demand) {
            guard more > 0 else { return }
            var toSend: (AnySubscriber<Output, Failure>, Output)?
            lock.withLock {
                demand += more
                if let pending, let downstream {
                    toSend = (downstream, pending)
                    self.pending = nil
                    demand -= 1
                }
            }
            if let (downstream, value) = toSend {
                let more = downstream.receive(value)
                if more > 0 { lock.withLock { demand += more } }
            }
            owner?.requestUpstreams()
        }

        func cancel() {
            let wasLive = lock.withLock { () -> Bool in
                defer { downstream = nil; pending = nil }
                return downstream != nil
            }
            if wasLive { owner?.remove(self) }
        }
    }

    private let lock = Lock()
    private var conduits: [Conduit] = []
    private var finalCompletion: Subscribers.Completion<Failure>?
    var completion: Subscribers.Completion<Failure>? { lock.withLock { finalCompletion } }
    private var upstreams: [Subscription] = []
    private var upstreamsAsked = false

    /// Attaches a subscriber; one after the completion gets it at once.
    func attach<S: Subscriber>(_ subscriber: S, name: String, current: Output?) where S.Input == Output, S.Failure == Failure {
        let downstream = AnySubscriber(subscriber)
        let conduit = Conduit(name, downstream: downstream, owner: self, pending: current)
        let completion = lock.withLock { () -> Subscribers.Completion<Failure>? in
            if finalCompletion == nil { conduits.append(conduit) }
            return finalCompletion
        }
        if let completion {
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
            return
        }
        subscriber.receive(subscription: conduit)
    }

    /// - Complexity: O(*s*) in the subscribers.
    func send(_ value: Output, keepingIfUnasked: Bool) {
        guard let conduits = lock.withLock({ finalCompletion == nil ? conduits : nil }) else { return }
        for conduit in conduits { conduit.offer(value, keepingIfUnasked: keepingIfUnasked) }
    }

    func send(completion: Subscribers.Completion<Failure>) {
        let conduits = lock.withLock { () -> [Conduit]? in
            guard finalCompletion == nil else { return nil }
            finalCompletion = completion
            defer { self.conduits = []; upstreams = [] }
            return self.conduits
        }
        conduits?.forEach { $0.complete(completion) }
    }

    /// An upstream attached with `subscribe(subject)`: asked for everything once a subscriber asks.
    func send(subscription: Subscription) {
        let askNow = lock.withLock { () -> Bool in
            upstreams.append(subscription)
            return upstreamsAsked
        }
        if askNow { subscription.request(.unlimited) }
    }

    fileprivate func requestUpstreams() {
        let upstreams = lock.withLock { () -> [Subscription] in
            guard !upstreamsAsked else { return [] }
            upstreamsAsked = true
            return self.upstreams
        }
        upstreams.forEach { $0.request(.unlimited) }
    }

    fileprivate func remove(_ conduit: Conduit) {
        lock.withLock { conduits.removeAll { $0 === conduit } }
    }
}
