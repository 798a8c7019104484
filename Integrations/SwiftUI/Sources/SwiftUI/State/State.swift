/// The box a `@State` value lives in, shared by the `Binding`s made from it.
final class StateBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// `@State private var isOn = false`: the value the first frame shows; `$isOn` is a
/// `Binding` to it, which a control may write (nothing redraws: one frame is drawn).
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let box: StateBox<Value>

    public init(wrappedValue value: Value) { box = StateBox(value) }
    public init(initialValue value: Value) { box = StateBox(value) }
    public init() where Value: ExpressibleByNilLiteral { box = StateBox(nil) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

/// A value a view reads and writes that lives elsewhere, as SwiftUI's.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void
    public var transaction = Transaction()

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = set
    }

    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getValue = get
        setValue = { set($0, Transaction()) }
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let getValue = self.getValue, setValue = self.setValue
        return Binding<Subject>(get: { getValue()[keyPath: keyPath] }, set: { newValue in
            var value = getValue()
            value[keyPath: keyPath] = newValue
            setValue(value)
        })
    }

    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
    }

    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
    }

    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(get: { AnyHashable(base.wrappedValue) }, set: { if let value = $0.base as? V { base.wrappedValue = value } })
    }

    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection & RandomAccessCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection & RandomAccessCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Value.Indices { wrappedValue.indices }
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    public subscript(position: Index) -> Binding<Value.Element> {
        let getValue = self.getValue, setValue = self.setValue
        return Binding<Value.Element>(get: { getValue()[position] }, set: { newValue in
            var value = getValue()
            value[position] = newValue
            setValue(value)
        })
    }
}

extension Binding: BidirectionalCollection where Value: MutableCollection & RandomAccessCollection {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection & RandomAccessCollection {}

/// Animations are not drawn: a snapshot is one frame.
public struct Transaction: Sendable {
    public var animation: Animation?
    public var disablesAnimations = false
    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}

/// Accepted and not drawn (one frame has no motion).
public struct Animation: Hashable, Sendable {
    public static let `default` = Animation()
    public static let linear = Animation()
    public static let easeIn = Animation()
    public static let easeOut = Animation()
    public static let easeInOut = Animation()
    public static let spring = Animation()
    public static let bouncy = Animation()
    public static let smooth = Animation()
    public static let snappy = Animation()
    public static func linear(duration: Double) -> Animation { Animation() }
    public static func easeIn(duration: Double) -> Animation { Animation() }
    public static func easeOut(duration: Double) -> Animation { Animation() }
    public static func easeInOut(duration: Double) -> Animation { Animation() }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.8, blendDuration: Double = 0) -> Animation { Animation() }
    public static func spring(duration: Double, bounce: Double = 0) -> Animation { Animation() }
    public static func interactiveSpring() -> Animation { Animation() }
    public func delay(_ delay: Double) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// `@StateObject private var model = Model()`: made once, when the view is first evaluated.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let box: LazyBox<ObjectType>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { box = LazyBox(thunk) }

    public var wrappedValue: ObjectType { box.value }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(object: box.value) }
}

final class LazyBox<Value> {
    private var made: Value?
    private let make: () -> Value
    init(_ make: @escaping () -> Value) { self.make = make }
    var value: Value {
        if let made { return made }
        let value = make()
        made = value
        return value
    }
}

/// `@ObservedObject var model: Model`; `$model.name` is a `Binding`.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// `@Bindable var model: Model` for an `@Observable` class; `$model.name` is a `Binding`.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

/// `@AppStorage("key") var value = default`: the default, always (a snapshot reads no
/// user's defaults, so it draws the same on every machine).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let box: StateBox<Value>
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) { box = StateBox(wrappedValue) }
    public init(_ key: String, store: UserDefaults? = nil) where Value: ExpressibleByNilLiteral { box = StateBox(nil) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

/// `@SceneStorage("key") var value = default`: the default, as `@AppStorage`.
public typealias SceneStorage = AppStorage

/// `@FocusState private var focused: Field?`: nothing has focus in the first frame.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    @propertyWrapper
    public struct Binding {
        let box: StateBox<Value>
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }
        public var projectedValue: Binding { self }
    }
    private let box: StateBox<Value>
    public init() where Value == Bool { box = StateBox(false) }
    public init<T: Hashable>() where Value == T? { box = StateBox(nil) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: Binding { Binding(box: box) }
}

/// `@ScaledMetric var size = 20`: the value at the default text size.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { self.wrappedValue = wrappedValue }
}

/// `@Namespace var namespace`: matched geometry is not drawn.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    public struct ID: Hashable, Sendable { let value: Int }
    public init() {}
    public var wrappedValue: ID { ID(value: 0) }
}
