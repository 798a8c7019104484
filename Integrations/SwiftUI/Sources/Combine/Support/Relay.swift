/// The subscription of a one-upstream operator that decides value by value (map, filter,
/// first, scan…): downstream's demand and cancellation pass straight to the upstream, as
/// Combine's do, and each value becomes a ``Step``.
final class Relay<Input, UpstreamFailure: Error, Output, Failure: Error>: Subscriber, Subscription, CustomStringConvertible {
    enum Step {
        case emit(Output)
        /// Nothing downstream; one more value is asked of the upstream in its place.
        case skip
        case emitAndFinish(Output)
        case finish
        case fail(Failure)
    }

    /// What `handleEvents` watches besides values and completions.
    struct Hooks {
        var subscription: ((Subscription) -> Void)?
        var request: ((Subscribers.Demand) -> Void)?
        var cancel: (() -> Void)?
    }

    let description: String
    private let lock = Lock()
    private var upstream: Subscription?
    private var isDone = false
    private let downstream: AnySubscriber<Output, Failure>
    private let onValue: (Input) -> Step
    private let onCompletion: (Subscribers.Completion<UpstreamFailure>) -> Subscribers.Completion<Failure>
    private let hooks: Hooks

    init<S: Subscriber>(_ name: String, downstream: S, hooks: Hooks = Hooks(), value: @escaping (Input) -> Step,
                        completion: @escaping (Subscribers.Completion<UpstreamFailure>) -> Subscribers.Completion<Failure>)
    where S.Input == Output, S.Failure == Failure {
        description = name
        self.downstream = AnySubscriber(downstream)
        self.hooks = hooks
        onValue = value
        onCompletion = completion
    }

    func receive(subscription: Subscription) {
        let accepted = lock.withLock { () -> Bool in
            guard upstream == nil, !isDone else { return false }
            upstream = subscription
            return true
        }
        guard accepted else { subscription.cancel(); return }
        hooks.subscription?(subscription)
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard !lock.withLock({ isDone }) else { return .none }
        switch onValue(input) {
        case .emit(let value): return downstream.receive(value)
        case .skip: return .max(1)
        case .emitAndFinish(let value):
            _ = downstream.receive(value)
            end(.finished)
        case .finish: end(.finished)
        case .fail(let error): end(.failure(error))
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        let first = lock.withLock { () -> Bool in
            defer { isDone = true; upstream = nil }
            return !isDone
        }
        if first { downstream.receive(completion: onCompletion(completion)) }
    }

    func request(_ demand: Subscribers.Demand) {
        hooks.request?(demand)
        lock.withLock { upstream }?.request(demand)
    }

    func cancel() {
        hooks.cancel?()
        lock.withLock { () -> Subscription? in
            defer { isDone = true; upstream = nil }
            return upstream
        }?.cancel()
    }

    /// Ends early: the upstream is cancelled, downstream told.
    private func end(_ completion: Subscribers.Completion<Failure>) {
        let (first, upstream) = lock.withLock { () -> (Bool, Subscription?) in
            defer { isDone = true; self.upstream = nil }
            return (!isDone, self.upstream)
        }
        guard first else { return }
        upstream?.cancel()
        downstream.receive(completion: completion)
    }
}
