/// A subscriber with its type erased.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
    public let combineIdentifier: CombineIdentifier
    private let receiveSubscription: (Subscription) -> Void
    private let receiveValue: (Input) -> Subscribers.Demand
    private let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    private let describe: () -> String

    public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        if let erased = subscriber as? AnySubscriber<Input, Failure> {
            self = erased
            return
        }
        combineIdentifier = subscriber.combineIdentifier
        receiveSubscription = subscriber.receive(subscription:)
        receiveValue = subscriber.receive(_:)
        receiveCompletion = subscriber.receive(completion:)
        describe = { (subscriber as? CustomStringConvertible)?.description ?? "\(S.self)" }
    }

    /// A subscriber made of closures; one not given does nothing (and asks for nothing more).
    public init(receiveSubscription: ((Subscription) -> Void)? = nil,
                receiveValue: ((Input) -> Subscribers.Demand)? = nil,
                receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil) {
        combineIdentifier = CombineIdentifier()
        self.receiveSubscription = receiveSubscription ?? { _ in }
        self.receiveValue = receiveValue ?? { _ in .none }
        self.receiveCompletion = receiveCompletion ?? { _ in }
        describe = { "Anonymous AnySubscriber" }
    }

    /// A subject as a subscriber: it republishes what it receives.
    public init<S: Subject>(_ subject: S) where S.Output == Input, S.Failure == Failure {
        self.init(receiveSubscription: { subject.send(subscription: $0); $0.request(.unlimited) },
                  receiveValue: { subject.send($0); return .none },
                  receiveCompletion: { subject.send(completion: $0) })
    }

    public var description: String { describe() }
    public func receive(subscription: Subscription) { receiveSubscription(subscription) }
    public func receive(_ input: Input) -> Subscribers.Demand { receiveValue(input) }
    public func receive(completion: Subscribers.Completion<Failure>) { receiveCompletion(completion) }
}
