/// One value, then `finished`, once asked for.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output

    public init(_ output: Output) { self.output = output }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        Publishers.Sequence<[Output], Never>(sequence: [output]).receive(subscriber: subscriber)
    }
}

extension Just: Equatable where Output: Equatable {}
