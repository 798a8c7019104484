extension Publisher {
    /// Subscribes a ``Relay`` carrying `subscriber`: the one way the value-by-value operators attach.
    func relay<S: Subscriber>(
        _ name: String, to subscriber: S, hooks: Relay<Output, Failure, S.Input, S.Failure>.Hooks = .init(),
        value: @escaping (Output) -> Relay<Output, Failure, S.Input, S.Failure>.Step,
        completion: @escaping (Subscribers.Completion<Failure>) -> Subscribers.Completion<S.Failure>
    ) {
        subscribe(Relay(name, downstream: subscriber, hooks: hooks, value: value, completion: completion))
    }
}

/// A thrown error as the `Error` failure of the try-operators.
func erased<Failure: Error>(_ completion: Subscribers.Completion<Failure>) -> Subscribers.Completion<Error> {
    completion.mapError { $0 as Error }
}
