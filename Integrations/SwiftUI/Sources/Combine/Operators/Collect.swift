extension Publishers {
    /// Every value in one array, sent when the upstream finishes.
    public struct Collect<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.reduce(into: subscriber, name: "Collect", [], { $0.append($1) }, result: { $0 })
        }
    }

    /// The values in arrays of `count` (the last one shorter, when the upstream finishes).
    public struct CollectByCount<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let count: Int

        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outlet = Outlet("CollectByCount", downstream: subscriber)
            let buffer = Shared<[Upstream.Output]>([])
            let count = Swift.max(count, 1)
            outlet.start()
            upstream.attach(to: outlet, value: { value in
                let full = buffer.update { buffer -> [Upstream.Output]? in
                    buffer.append(value)
                    guard buffer.count == count else { return nil }
                    defer { buffer = [] }
                    return buffer
                }
                if let full { outlet.send(full) }
            }, completion: { completion in
                if case .finished = completion {
                    let rest = buffer.update { $0 }
                    if !rest.isEmpty { outlet.send(rest) }
                }
                outlet.end(completion)
            })
        }
    }

    /// One value made from all of the upstream's, sent when it finishes.
    public struct Reduce<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let initial: Output
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        public init(upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let next = nextPartialResult
            upstream.reduce(into: subscriber, name: "Reduce", initial, { $0 = next($0, $1) }, result: { $0 })
        }
    }
}

extension Publisher {
    /// Folds every value into one result, sent (if `result` gives one) when the upstream
    /// finishes; the upstream is asked for everything.
    func reduce<S: Subscriber, Partial>(into subscriber: S, name: String, _ initial: Partial,
                                        _ next: @escaping (inout Partial, Output) -> Void, result: @escaping (Partial) -> S.Input?)
    where S.Failure == Failure {
        let outlet = Outlet(name, downstream: subscriber)
        let partial = Shared(initial)
        outlet.start()
        attach(to: outlet, value: { value in partial.update { next(&$0, value) } }, completion: { completion in
            if case .finished = completion, let value = result(partial.update { $0 }) { outlet.send(value) }
            outlet.end(completion)
        })
    }

    public func collect() -> Publishers.Collect<Self> { Publishers.Collect(upstream: self) }

    public func collect(_ count: Int) -> Publishers.CollectByCount<Self> { Publishers.CollectByCount(upstream: self, count: count) }

    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Reduce<Self, T> {
        Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }

    /// How many values the upstream sent, when it finishes.
    public func count() -> Publishers.Reduce<Self, Int> { reduce(0) { count, _ in count + 1 } }
}

extension Publishers {
    /// The last value, when the upstream finishes (none if it sent none).
    public struct Last<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.reduce(into: subscriber, name: "Last", nil as Output?, { $0 = $1 }, result: { $0 })
        }
    }
}

extension Publisher {
    public func last() -> Publishers.Last<Self> { Publishers.Last(upstream: self) }
}
