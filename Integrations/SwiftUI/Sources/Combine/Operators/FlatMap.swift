extension Publishers {
    /// Each value made into a publisher, all of whose values are merged; at most
    /// `maxPublishers` at a time (the upstream is asked for one more as each finishes).
    /// Finishes when the upstream and every inner publisher have.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher where NewPublisher.Failure == Upstream.Failure {
        public typealias Output = NewPublisher.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let maxPublishers: Subscribers.Demand
        public let transform: (Upstream.Output) -> NewPublisher

        public init(upstream: Upstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> NewPublisher) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outlet = Outlet("FlatMap", downstream: subscriber)
            let transform = transform, limited = maxPublishers != .unlimited
            // Inner publishers running, and whether the upstream has finished.
            let state = Shared((running: 0, upstreamDone: false))
            var outer: Tap<Upstream.Output, Failure>?
            outlet.start()
            outer = upstream.attach(to: outlet, demand: maxPublishers, value: { value in
                state.update { $0.running += 1 }
                transform(value).attach(to: outlet, value: outlet.send, completion: { completion in
                    guard case .finished = completion else { return outlet.end(completion) }
                    let done = state.update { $0.running -= 1; return $0.running == 0 && $0.upstreamDone }
                    if done { outlet.finish() } else if limited { outer?.request(.max(1)) }
                })
            }, completion: { completion in
                guard case .finished = completion else { return outlet.end(completion) }
                let done = state.update { $0.upstreamDone = true; return $0.running == 0 }
                if done { outlet.finish() }
            })
        }
    }
}

extension Publisher {
    public func flatMap<T, P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Self> where T == P.Output, P.Failure == Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publisher where Failure == Never {
    /// A stream that cannot fail, made into publishers that can.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
        Publishers.FlatMap(upstream: setFailureType(to: P.Failure.self), maxPublishers: maxPublishers, transform: transform)
    }
}
