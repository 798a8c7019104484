/// A subject with no value of its own: each value goes to the subscribers that asked for one
/// at the time it is sent; the others miss it.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let conduits = SubjectConduits<Output, Failure>()

    public init() {}

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        conduits.attach(subscriber, name: "PassthroughSubject", current: nil)
    }

    /// - Complexity: O(*s*) in the subscribers.
    public func send(_ value: Output) { conduits.send(value, keepingIfUnasked: false) }
    public func send(completion: Subscribers.Completion<Failure>) { conduits.send(completion: completion) }
    public func send(subscription: Subscription) { conduits.send(subscription: subscription) }
}
