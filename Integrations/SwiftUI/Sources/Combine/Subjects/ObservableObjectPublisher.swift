/// The publisher an `ObservableObject` sends on before each change (`objectWillChange`).
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    private let subject = PassthroughSubject<Void, Never>()

    public init() {}

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }

    /// Tells every subscriber the object is about to change.
    public func send() { subject.send(()) }
}
