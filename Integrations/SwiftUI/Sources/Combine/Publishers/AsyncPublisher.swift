extension Publisher where Failure == Never {
    /// The values as an async sequence (`for await value in model.$query.values`), one asked
    /// for at a time.
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
    /// The values as an async sequence that throws the failure.
    public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}

/// A publisher that cannot fail as an `AsyncSequence`.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    public typealias Element = P.Output
    private let publisher: P

    public init(_ publisher: P) { self.publisher = publisher }

    public struct Iterator: AsyncIteratorProtocol {
        fileprivate let inbox: AsyncInbox<P.Output, Never>

        public mutating func next() async -> P.Output? {
            // The inbox throws only the publisher's failure, which is `Never` here.
            try? await inbox.next()
        }
    }

    public func makeAsyncIterator() -> Iterator {
        let inbox = AsyncInbox<P.Output, Never>()
        publisher.subscribe(inbox)
        return Iterator(inbox: inbox)
    }
}

/// A publisher as an `AsyncSequence` that throws its failure.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    public typealias Element = P.Output
    private let publisher: P

    public init(_ publisher: P) { self.publisher = publisher }

    public struct Iterator: AsyncIteratorProtocol {
        fileprivate let inbox: AsyncInbox<P.Output, P.Failure>

        public mutating func next() async throws -> P.Output? { try await inbox.next() }
    }

    public func makeAsyncIterator() -> Iterator {
        let inbox = AsyncInbox<P.Output, P.Failure>()
        publisher.subscribe(inbox)
        return Iterator(inbox: inbox)
    }
}

/// The subscriber behind the async sequences: asks for one value per `next()` and resumes
/// the waiting call with it; after the completion every `next()` returns nil (the failure
/// thrown once).
final class AsyncInbox<Input, Failure: Error>: Subscriber, Cancellable {
    private let lock = Lock()
    private var subscription: Subscription?
    private var waiting: [CheckedContinuation<Input?, Error>] = []
    private var arrived: [Result<Input?, Error>] = []
    private var isDone = false
    private var requestedBeforeSubscription = 0

    func receive(subscription: Subscription) {
        let pending = lock.withLock { () -> Int? in
            guard self.subscription == nil, !isDone else { return nil }
            self.subscription = subscription
            return requestedBeforeSubscription
        }
        guard let pending else { subscription.cancel(); return }
        if pending > 0 { subscription.request(.max(pending)) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        resumeOrKeep(.success(input))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let waiting = lock.withLock { () -> [CheckedContinuation<Input?, Error>] in
            isDone = true
            subscription = nil
            if case .failure(let error) = completion { arrived.append(.failure(error)) }
            defer { self.waiting = [] }
            return self.waiting
        }
        var waitingIterator = waiting.makeIterator()
        if case .failure(let error) = completion, let first = waitingIterator.next() {
            lock.withLock { _ = arrived.popLast() }
            first.resume(throwing: error)
        }
        while let continuation = waitingIterator.next() { continuation.resume(returning: nil) }
    }

    func next() async throws -> Input? {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Input?, Error>) in
                let action = lock.withLock { () -> InboxAction<Input> in
                    if !arrived.isEmpty { return .resume(arrived.removeFirst()) }
                    if isDone { return .resume(.success(nil)) }
                    waiting.append(continuation)
                    guard let subscription else { requestedBeforeSubscription += 1; return .wait }
                    return .request(subscription)
                }
                switch action {
                case .resume(let result): continuation.resume(with: result)
                case .request(let subscription): subscription.request(.max(1))
                case .wait: break
                }
            }
        } onCancel: {
            cancel()
        }
    }

    func cancel() {
        let (subscription, waiting) = lock.withLock { () -> (Subscription?, [CheckedContinuation<Input?, Error>]) in
            defer { self.subscription = nil; isDone = true; self.waiting = [] }
            return (self.subscription, self.waiting)
        }
        subscription?.cancel()
        waiting.forEach { $0.resume(returning: nil) }
    }

    private func resumeOrKeep(_ result: Result<Input?, Error>) {
        let continuation = lock.withLock { () -> CheckedContinuation<Input?, Error>? in
            if waiting.isEmpty { arrived.append(result); return nil }
            return waiting.removeFirst()
        }
        continuation?.resume(with: result)
    }
}

/// What `next()` does once its state is read: resume at once, ask for a value, or wait.
private enum InboxAction<Input> {
    case resume(Result<Input?, Error>)
    case request(Subscription)
    case wait
}
