extension Subscribers {
    /// Writes every value to a property of an object (held strongly until the end).
    public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible {
        public typealias Failure = Never
        public private(set) var object: Root?
        public let keyPath: ReferenceWritableKeyPath<Root, Input>
        private let lock = Lock()
        private var subscription: Subscription?
        private var isDone = false

        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
        }

        public var description: String { object.map { "Assign \($0.self)" } ?? "Assign" }

        public func receive(subscription: Subscription) {
            let accepted = lock.withLock { () -> Bool in
                guard self.subscription == nil, !isDone else { return false }
                self.subscription = subscription
                return true
            }
            if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            if let object = lock.withLock({ self.object }) { object[keyPath: keyPath] = value }
            return .none
        }

        public func receive(completion: Subscribers.Completion<Never>) { cancel() }

        public func cancel() {
            lock.withLock { () -> Subscription? in
                defer { isDone = true; subscription = nil; object = nil }
                return subscription
            }?.cancel()
        }
    }
}

extension Publisher where Failure == Never {
    /// Writes every value to `object[keyPath: keyPath]`, holding `object` until cancelled.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(assign)
        return AnyCancellable(assign)
    }
}
