extension Publishers {
    /// The latest value of each upstream, each time one sends, once both have sent.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outlet = Outlet("CombineLatest", downstream: subscriber)
            let slots = Slots(count: 2)
            let send = { (all: [Any]?) in
                if let all { outlet.send((all[0] as! A.Output, all[1] as! B.Output)) }
            }
            outlet.start()
            a.attach(to: outlet, slot: 0, of: slots) { send(slots.setLatest(0, $0)) }
            b.attach(to: outlet, slot: 1, of: slots) { send(slots.setLatest(1, $0)) }
        }
    }

    /// The latest value of each of three upstreams, once all have sent.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outlet = Outlet("CombineLatest3", downstream: subscriber)
            let slots = Slots(count: 3)
            let send = { (all: [Any]?) in
                if let all { outlet.send((all[0] as! A.Output, all[1] as! B.Output, all[2] as! C.Output)) }
            }
            outlet.start()
            a.attach(to: outlet, slot: 0, of: slots) { send(slots.setLatest(0, $0)) }
            b.attach(to: outlet, slot: 1, of: slots) { send(slots.setLatest(1, $0)) }
            c.attach(to: outlet, slot: 2, of: slots) { send(slots.setLatest(2, $0)) }
        }
    }
}

extension Publisher {
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q) -> Publishers.CombineLatest3<Self, P, Q>
    where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    public func combineLatest<P: Publisher, Q: Publisher, T>(_ publisher1: P, _ publisher2: Q,
                                                            _ transform: @escaping (Output, P.Output, Q.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T> where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2).map(transform)
    }
}
