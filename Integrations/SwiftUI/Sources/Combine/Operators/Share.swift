extension Publishers {
    /// One subscription to the upstream, shared by every subscriber: made when the first
    /// subscribes, its values passed on (a later subscriber misses the earlier ones).
    public final class Share<Upstream: Publisher>: Publisher, Equatable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        private let subject = PassthroughSubject<Output, Failure>()
        private let lock = Lock()
        private var connection: AnyCancellable?

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subject.receive(subscriber: subscriber)
            let connect = lock.withLock { () -> Bool in
                guard connection == nil else { return false }
                connection = AnyCancellable {}
                return true
            }
            if connect {
                let cancellable = upstream.subscribe(subject)
                lock.withLock { connection = cancellable }
            }
        }

        public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
    }
}

extension Publisher {
    public func share() -> Publishers.Share<Self> { Publishers.Share(upstream: self) }
}
