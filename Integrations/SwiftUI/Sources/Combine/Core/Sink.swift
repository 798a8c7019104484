extension Subscribers {
    /// Asks for every value at once and hands each, and the completion, to closures.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible {
        public var receiveValue: (Input) -> Void
        public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        private let lock = Lock()
        private var subscription: Subscription?
        private var isDone = false

        public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                    receiveValue: @escaping (Input) -> Void) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        public var description: String { "Sink" }

        public func receive(subscription: Subscription) {
            let accepted = lock.withLock { () -> Bool in
                guard self.subscription == nil, !isDone else { return false }
                self.subscription = subscription
                return true
            }
            if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            if !lock.withLock({ isDone }) { receiveValue(value) }
            return .none
        }

        public func receive(completion: Subscribers.Completion<Failure>) {
            let first = lock.withLock { () -> Bool in
                defer { isDone = true; subscription = nil }
                return !isDone
            }
            guard first else { return }
            receiveCompletion(completion)
            // Released as Combine's sink releases them, so what they captured goes too.
            receiveValue = { _ in }
            receiveCompletion = { _ in }
        }

        public func cancel() {
            lock.withLock { () -> Subscription? in
                defer { isDone = true; subscription = nil }
                return subscription
            }?.cancel()
        }
    }
}

extension Publisher {
    /// Subscribes with closures for values and the completion, asking for every value.
    /// The subscription lives as long as the returned cancellable.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Subscribes with a closure for values, asking for every value.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
