extension Publishers {
    /// Two upstreams' values as they come; finishes when both have.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Publishers.MergeMany([a.eraseToAnyPublisher(), b.eraseToAnyPublisher()]).receive(subscriber: subscriber)
        }
    }

    /// Any number of upstreams' values as they come; finishes when all have.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let publishers: [Upstream]

        public init(_ upstream: Upstream...) { publishers = upstream }
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outlet = Outlet("Merge", downstream: subscriber)
            let slots = Slots(count: publishers.count)
            outlet.start()
            if publishers.isEmpty { return outlet.finish() }
            for (slot, publisher) in publishers.enumerated() {
                publisher.attach(to: outlet, slot: slot, of: slots, value: outlet.send)
            }
        }
    }
}

extension Publisher {
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }

    /// This publisher's values and those of `others`, as they come.
    public func merge(with others: Self...) -> Publishers.MergeMany<Self> { Publishers.MergeMany([self] + others) }
}
