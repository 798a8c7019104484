extension Publishers {
    /// A sequence's elements, as many at a time as asked for, then `finished`.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        public let sequence: Elements

        public init(sequence: Elements) { self.sequence = sequence }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let subscription = SequenceSubscription(sequence.makeIterator(), downstream: AnySubscriber(subscriber))
            subscriber.receive(subscription: subscription)
            subscription.finishIfEmpty()
        }
    }
}

extension Sequence {
    /// The elements as a publisher (`[1, 2, 3].publisher`).
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

extension Optional {
    /// The value if any, then `finished`.
    public var publisher: Publishers.Sequence<[Wrapped], Never> { Publishers.Sequence(sequence: map { [$0] } ?? []) }
}

extension Result {
    /// The success value then `finished`, or the failure.
    public var publisher: AnyPublisher<Success, Failure> {
        switch self {
        case .success(let value): Publishers.Sequence(sequence: [value]).eraseToAnyPublisher()
        case .failure(let error): Fail(error: error).eraseToAnyPublisher()
        }
    }
}

/// Emits the iterator's elements on demand; reentrant requests add to the demand the loop
/// in progress is serving.
private final class SequenceSubscription<Iterator: IteratorProtocol, Failure: Error>: Subscription, CustomStringConvertible {
    private let lock = Lock()
    private var iterator: Iterator
    private var next: Iterator.Element?
    private var downstream: AnySubscriber<Iterator.Element, Failure>?
    private var demand = Subscribers.Demand.none
    private var emitting = false

    init(_ iterator: Iterator, downstream: AnySubscriber<Iterator.Element, Failure>) {
        self.iterator = iterator
        next = self.iterator.next()
        self.downstream = downstream
    }

    var description: String { "Sequence" }

    /// An empty sequence finishes without being asked.
    func finishIfEmpty() {
        let downstream = lock.withLock { () -> AnySubscriber<Iterator.Element, Failure>? in
            guard next == nil, let downstream = self.downstream else { return nil }
            self.downstream = nil
            return downstream
        }
        downstream?.receive(completion: .finished)
    }

    func request(_ more: Subscribers.Demand) {
        let start = lock.withLock { () -> Bool in
            demand += more
            if emitting { return false }
            emitting = true
            return true
        }
        guard start else { return }
        while true {
            let step = lock.withLock { () -> SequenceStep<Iterator.Element, Failure> in
                guard let downstream, let value = next else { emitting = false; return .stop }
                guard demand > 0 else { emitting = false; return .stop }
                demand -= 1
                next = iterator.next()
                return .value(downstream, value)
            }
            switch step {
            case .value(let downstream, let value):
                let more = downstream.receive(value)
                let finished = lock.withLock { () -> AnySubscriber<Iterator.Element, Failure>? in
                    demand += more
                    guard next == nil, let downstream = self.downstream else { return nil }
                    self.downstream = nil
                    emitting = false
                    return downstream
                }
                if let finished { finished.receive(completion: .finished); return }
            case .stop:
                return
            }
        }
    }

    func cancel() { lock.withLock { downstream = nil } }
}

/// One turn of the sequence's loop: a value to send, or nothing more for now.
private enum SequenceStep<Element, Failure: Error> {
    case value(AnySubscriber<Element, Failure>, Element)
    case stop
}
