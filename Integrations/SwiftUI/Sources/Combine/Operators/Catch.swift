extension Publishers {
    /// The upstream's values; on its failure, those of the publisher made from the error.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure
        public let upstream: Upstream
        public let handler: (Upstream.Failure) -> NewPublisher

        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outlet = Outlet("Catch", downstream: subscriber)
            let handler = handler
            outlet.start()
            upstream.attach(to: outlet, value: outlet.send, completion: { completion in
                switch completion {
                case .finished: outlet.finish()
                case .failure(let error): handler(error).forward(to: outlet)
                }
            })
        }
    }

    /// The upstream's values; on its failure, `output` then `finished`.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never
        public let upstream: Upstream
        public let output: Output

        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
            let outlet = Outlet("ReplaceError", downstream: subscriber)
            let output = output
            outlet.start()
            upstream.attach(to: outlet, value: outlet.send, completion: { completion in
                if case .failure = completion { outlet.send(output) }
                outlet.finish()
            })
        }
    }
}

extension Publisher {
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P> where P.Output == Output {
        Publishers.Catch(upstream: self, handler: handler)
    }

    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }

    /// An empty stream replaced by `output`.
    public func replaceEmpty(with output: Output) -> AnyPublisher<Output, Failure> {
        let upstream = self
        return Deferred { () -> AnyPublisher<Output, Failure> in
            var sawValue = false
            return upstream.handleEvents(receiveOutput: { _ in sawValue = true })
                .append(Deferred { Publishers.Sequence(sequence: sawValue ? [] : [output]) })
                .eraseToAnyPublisher()
        }.eraseToAnyPublisher()
    }
}
