/// `@Published var name = ""` in an `ObservableObject`: each set sends the object's
/// `objectWillChange`, then the new value to `$name`'s subscribers, then stores it (willSet
/// semantics: subscribers run while the property still holds the old value).
@propertyWrapper
public struct Published<Value> {
    /// `$name`: the property's values, the current one first.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        fileprivate let storage: PublishedStorage<Value>

        public init(_ output: Value) { storage = PublishedStorage(output) }
        fileprivate init(storage: PublishedStorage<Value>) { self.storage = storage }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            storage.subject.receive(subscriber: subscriber)
        }
    }

    fileprivate let storage: PublishedStorage<Value>

    public init(wrappedValue: Value) { storage = PublishedStorage(wrappedValue) }
    public init(initialValue: Value) { storage = PublishedStorage(initialValue) }

    /// Reached only through the enclosing class (the subscript below), as in Combine.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { storage.subject.value }
        nonmutating set { storage.set(newValue) }
    }

    public var projectedValue: Publisher {
        get { Publisher(storage: storage) }
        set {}
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.subject.value }
        set { object[keyPath: storageKeyPath].storage.set(newValue) }
    }
}

extension Published: PublishedField {
    var slot: PublishedSlot { storage }
}

/// A `@Published` property's value (in a current value subject, which is `$name`), its
/// object's `objectWillChange` once installed, and what `assign(to: &$name)` attached.
final class PublishedStorage<Value>: PublishedSlot {
    /// Stores the value only after its subscribers have run (`set`).
    let subject: WillSetSubject<Value>
    private var assignment: AnyCancellable?

    init(_ value: Value) { subject = WillSetSubject(value) }

    func set(_ value: Value) {
        objectWillChange?.send()
        subject.send(value)
    }

    /// Replaces what `assign(to:)` attached before; released with the property.
    func attach(_ cancellable: AnyCancellable) { assignment = cancellable }
}

/// A current value subject whose value changes after its subscribers have the new one.
final class WillSetSubject<Value>: Combine.Publisher {
    typealias Output = Value
    typealias Failure = Never
    private let lock = Lock()
    private var current: Value
    private let conduits = SubjectConduits<Value, Never>()

    init(_ value: Value) { current = value }

    var value: Value { lock.withLock { current } }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
        conduits.attach(subscriber, name: "PublishedSubject", current: value)
    }

    func send(_ value: Value) {
        conduits.send(value, keepingIfUnasked: true)
        lock.withLock { current = value }
    }
}

extension Publisher where Failure == Never {
    /// Republishes every value to a `@Published` property (`assign(to: &$name)`), until the
    /// property is released (no cancellable to keep).
    public func assign(to published: inout Published<Output>.Publisher) {
        let storage = published.storage
        let tap = Tap<Output, Never>(demand: .unlimited, value: { [weak storage] in storage?.set($0); return .none },
                                     completion: { _ in })
        storage.attach(AnyCancellable(tap))
        subscribe(tap)
    }
}
