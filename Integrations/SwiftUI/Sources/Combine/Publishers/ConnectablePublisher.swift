/// A publisher that starts only when connected (`Timer.publish`), or on its first
/// subscriber with `autoconnect()`.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    func connect() -> Cancellable
}

extension ConnectablePublisher {
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension Publishers {
    /// Connects its upstream when the first subscriber arrives, and disconnects it when the
    /// last one cancels.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public final let upstream: Upstream
        private let lock = Lock()
        private var connection: Cancellable?
        private var subscribers = 0

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let disconnect: () -> Void = { [weak self] in self?.release() }
            upstream.relay("Autoconnect", to: subscriber, hooks: .init(cancel: disconnect), value: { .emit($0) }, completion: { $0 })
            let connect = lock.withLock { () -> Bool in
                subscribers += 1
                return connection == nil
            }
            if connect {
                let connection = upstream.connect()
                lock.withLock { self.connection = connection }
            }
        }

        private func release() {
            let connection = lock.withLock { () -> Cancellable? in
                subscribers -= 1
                guard subscribers == 0 else { return nil }
                defer { self.connection = nil }
                return self.connection
            }
            connection?.cancel()
        }
    }
}
