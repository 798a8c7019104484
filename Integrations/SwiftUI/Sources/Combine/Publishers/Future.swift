/// One result, produced once by a closure run at creation (not at subscription); every
/// subscriber receives it, when it asks.
public final class Future<Output, Failure: Error>: Publisher {
    public typealias Promise = (Result<Output, Failure>) -> Void

    private let lock = Lock()
    private var result: Result<Output, Failure>?
    private var waiting: [Outlet<Output, Failure>] = []

    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [self] result in fulfil(result) }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let outlet = Outlet("Future", downstream: subscriber)
        let result = lock.withLock { () -> Result<Output, Failure>? in
            if self.result == nil { waiting.append(outlet) }
            return self.result
        }
        outlet.start()
        if let result { deliver(result, to: outlet) }
    }

    private func fulfil(_ result: Result<Output, Failure>) {
        let waiting = lock.withLock { () -> [Outlet<Output, Failure>] in
            guard self.result == nil else { return [] }
            self.result = result
            defer { self.waiting = [] }
            return self.waiting
        }
        for outlet in waiting { deliver(result, to: outlet) }
    }

    private func deliver(_ result: Result<Output, Failure>, to outlet: Outlet<Output, Failure>) {
        switch result {
        case .success(let value):
            outlet.send(value)
            outlet.finish()
        case .failure(let error):
            outlet.fail(error)
        }
    }
}
