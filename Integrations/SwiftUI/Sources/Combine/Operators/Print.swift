extension Publishers {
    /// The upstream unchanged, each event printed (`prefix: receive value: (1)`), as Combine prints them.
    public struct Print<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let prefix: String
        public let stream: TextOutputStream?

        public init(upstream: Upstream, prefix: String, to stream: TextOutputStream? = nil) {
            self.upstream = upstream
            self.prefix = prefix
            self.stream = stream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let lead = prefix.isEmpty ? "" : prefix + ": "
            var stream = stream
            let say: (String) -> Void = { line in
                if stream != nil { stream!.write(lead + line + "\n") } else { Swift.print(lead + line) }
            }
            upstream.relay("Print", to: subscriber,
                           hooks: .init(subscription: { say("receive subscription: (\($0))") },
                                        request: { say("request \($0)") },
                                        cancel: { say("receive cancel") }),
                           value: { say("receive value: (\($0))"); return .emit($0) },
                           completion: { completion in
                               switch completion {
                               case .finished: say("receive finished")
                               case .failure(let error): say("receive error: (\(error))")
                               }
                               return completion
                           })
        }
    }
}

extension Publisher {
    public func print(_ prefix: String = "", to stream: TextOutputStream? = nil) -> Publishers.Print<Self> {
        Publishers.Print(upstream: self, prefix: prefix, to: stream)
    }
}
