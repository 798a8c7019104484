/// A subject holding a value: a new subscriber receives it first, and each send replaces it.
/// A subscriber that has not asked receives the latest value when it asks.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let lock = Lock()
    private var current: Output
    private let conduits = SubjectConduits<Output, Failure>()

    public init(_ value: Output) { current = value }

    /// The latest value; setting it sends it.
    public var value: Output {
        get { lock.withLock { current } }
        set { send(newValue) }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        conduits.attach(subscriber, name: "CurrentValueSubject", current: lock.withLock { current })
    }

    /// - Complexity: O(*s*) in the subscribers.
    public func send(_ value: Output) {
        guard conduits.completion == nil else { return }
        lock.withLock { current = value }
        conduits.send(value, keepingIfUnasked: true)
    }

    public func send(completion: Subscribers.Completion<Failure>) { conduits.send(completion: completion) }
    public func send(subscription: Subscription) { conduits.send(subscription: subscription) }
}
