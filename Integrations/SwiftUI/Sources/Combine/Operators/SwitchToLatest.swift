extension Publishers {
    /// The values of the latest publisher the upstream sent; the previous one is cancelled.
    /// Finishes when the upstream and the latest publisher have.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
    where Upstream.Output == P, P.Failure == Upstream.Failure {
        public typealias Output = P.Output
        public typealias Failure = P.Failure
        public let upstream: Upstream

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outlet = Outlet("SwitchToLatest", downstream: subscriber)
            let state = Shared((inner: nil as Tap<P.Output, P.Failure>?, generation: 0, innerRunning: false, upstreamDone: false))
            outlet.start()
            upstream.attach(to: outlet, value: { publisher in
                let (previous, generation) = state.update { state -> (Tap<P.Output, P.Failure>?, Int) in
                    state.generation += 1
                    state.innerRunning = true
                    return (state.inner, state.generation)
                }
                previous?.cancel()
                let tap = publisher.attach(to: outlet, value: { value in
                    if state.update({ $0.generation == generation }) { outlet.send(value) }
                }, completion: { completion in
                    guard case .finished = completion else { return outlet.end(completion) }
                    let done = state.update { state -> Bool in
                        guard state.generation == generation else { return false }
                        state.innerRunning = false
                        state.inner = nil
                        return state.upstreamDone
                    }
                    if done { outlet.finish() }
                })
                state.update { if $0.generation == generation, $0.innerRunning { $0.inner = tap } }
            }, completion: { completion in
                guard case .finished = completion else { return outlet.end(completion) }
                let done = state.update { $0.upstreamDone = true; return !$0.innerRunning }
                if done { outlet.finish() }
            })
        }
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> { Publishers.SwitchToLatest(upstream: self) }
}

extension Publisher where Output: Publisher, Failure == Never {
    /// A stream that cannot fail, of publishers that can.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Publishers.SetFailureType<Self, Output.Failure>> {
        Publishers.SwitchToLatest(upstream: setFailureType(to: Output.Failure.self))
    }
}
