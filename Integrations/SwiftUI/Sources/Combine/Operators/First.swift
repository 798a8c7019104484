extension Publishers {
    /// The first value (that passes a test), then `finished`; the upstream is cancelled.
    public struct FirstWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            upstream.relay("First", to: subscriber, value: { predicate($0) ? .emitAndFinish($0) : .skip }, completion: { $0 })
        }
    }

    /// The values whose index is in `range`; `finished` when a value past the range arrives
    /// (the upstream is then cancelled) or the upstream finishes, as Combine's does.
    public struct Output<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let range: CountableRange<Int>

        public init(upstream: Upstream, range: CountableRange<Int>) {
            self.upstream = upstream
            self.range = range
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let range = range
            var index = 0
            upstream.relay("Output", to: subscriber, value: { value in
                defer { index += 1 }
                if index < range.lowerBound { return .skip }
                return index < range.upperBound ? .emit(value) : .finish
            }, completion: { $0 })
        }
    }
}

extension Publisher {
    public func first() -> Publishers.FirstWhere<Self> { first { _ in true } }

    public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
        Publishers.FirstWhere(upstream: self, predicate: predicate)
    }

    /// The first `maxLength` values.
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> { Publishers.Output(upstream: self, range: 0..<maxLength) }

    /// The value at `index`.
    public func output(at index: Int) -> Publishers.Output<Self> { Publishers.Output(upstream: self, range: index..<(index + 1)) }
}
