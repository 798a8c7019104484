extension Publishers {
    /// The upstreams' values in pairs, the first with the first; finishes when one has
    /// finished with no value left to pair.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outlet = Outlet("Zip", downstream: subscriber)
            let slots = Slots(count: 2)
            let send = { (step: (tuple: [Any]?, over: Bool)) in
                if let all = step.tuple { outlet.send((all[0] as! A.Output, all[1] as! B.Output)) }
                if step.over { outlet.finish() }
            }
            outlet.start()
            a.attach(to: outlet, slot: 0, of: slots, zipped: true) { send(slots.enqueue(0, $0)) }
            b.attach(to: outlet, slot: 1, of: slots, zipped: true) { send(slots.enqueue(1, $0)) }
        }
    }
}

extension Publisher {
    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where P.Failure == Failure { Publishers.Zip(self, other) }

    public func zip<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.Zip<Self, P>, T> where P.Failure == Failure {
        Publishers.Zip(self, other).map(transform)
    }
}
