/// What receives a publisher's values: first a subscription, through which it asks for
/// values, then values (each answer asks for more), then at most one completion.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    associatedtype Input
    associatedtype Failure: Error

    func receive(subscription: Subscription)
    /// Returns how many more values it wants, beyond what it asked for before.
    func receive(_ input: Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    /// Sends `()`.
    public func receive() -> Subscribers.Demand { receive(()) }
}

/// The namespace of the subscribers (`Sink`, `Assign`), `Demand` and `Completion`.
public enum Subscribers {}
