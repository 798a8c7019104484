/// The subscriber an operator attaches to each of its upstreams: it asks for `demand` at
/// once, hands values and the completion to closures, and can ask for more or cancel.
/// Released from its upstream (and its closures with it) when it completes or is cancelled.
final class Tap<Input, Failure: Error>: Subscriber, Cancellable {
    private let lock = Lock()
    private var subscription: Subscription?
    private var isDone = false
    private let initialDemand: Subscribers.Demand
    private var onValue: ((Input) -> Subscribers.Demand)?
    private var onCompletion: ((Subscribers.Completion<Failure>) -> Void)?

    init(demand: Subscribers.Demand, value: @escaping (Input) -> Subscribers.Demand,
         completion: @escaping (Subscribers.Completion<Failure>) -> Void) {
        initialDemand = demand
        onValue = value
        onCompletion = completion
    }

    func receive(subscription: Subscription) {
        let accepted = lock.withLock { () -> Bool in
            guard self.subscription == nil, !isDone else { return false }
            self.subscription = subscription
            return true
        }
        guard accepted else { subscription.cancel(); return }
        if initialDemand > 0 { subscription.request(initialDemand) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let onValue = lock.withLock({ isDone ? nil : onValue }) else { return .none }
        return onValue(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let onCompletion = lock.withLock { () -> ((Subscribers.Completion<Failure>) -> Void)? in
            guard !isDone else { return nil }
            defer { release() }
            return self.onCompletion
        }
        onCompletion?(completion)
    }

    func request(_ demand: Subscribers.Demand) { lock.withLock { subscription }?.request(demand) }

    func cancel() {
        let subscription = lock.withLock { () -> Subscription? in
            defer { release() }
            return self.subscription
        }
        subscription?.cancel()
    }

    /// Under the lock: done, and nothing held.
    private func release() {
        isDone = true
        subscription = nil
        onValue = nil
        onCompletion = nil
    }
}
