/// A subscriber's link to its publisher: it asks for values and cancels through it.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Asks for `demand` more values.
    func request(_ demand: Subscribers.Demand)
}

/// Ready-made subscriptions.
public enum Subscriptions {
    /// A subscription that does nothing: for a publisher that completes at once.
    public static var empty: Subscription { EmptySubscription.shared }
}

private final class EmptySubscription: Subscription {
    static let shared = EmptySubscription()
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
