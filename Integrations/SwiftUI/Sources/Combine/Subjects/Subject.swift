/// A publisher that code sends values into, for its subscribers.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
    /// Asks `subscription` for what the subject's subscribers want (an upstream attached to it).
    func send(subscription: Subscription)
}

extension Subject where Output == Void {
    /// Sends `()`.
    public func send() { send(()) }
}
