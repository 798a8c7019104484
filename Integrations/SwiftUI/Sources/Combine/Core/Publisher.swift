/// What delivers values over time to subscribers, then at most one completion.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error

    /// Attaches `subscriber`: it is given a subscription, then values as it asks for them.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber` (the name apps call; ``receive(subscriber:)`` is the requirement).
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }

    /// Attaches `subject`, which republishes what this sends; cancelling the result detaches it.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
        let tap = Tap<Output, Failure>(
            demand: .unlimited, value: { subject.send($0); return .none },
            completion: { subject.send(completion: $0) })
        receive(subscriber: tap)
        return AnyCancellable(tap)
    }
}

/// The namespace of the operators' publisher types (`Publishers.Map`…).
public enum Publishers {}
