/// A class whose changes views follow: it sends `objectWillChange` before each change. A
/// class that does not declare `objectWillChange` gets one that every `@Published` property
/// of it (its superclasses' included) sends on before its value changes.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
        where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// One publisher per object, kept by its `@Published` properties (found by reflection the
    /// first time); a class with none gets a new publisher on each call, as Combine's does.
    ///
    /// - Complexity: O(*p*) in the object's stored properties.
    public var objectWillChange: ObservableObjectPublisher {
        var slots: [PublishedSlot] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children {
                if let field = child.value as? PublishedField { slots.append(field.slot) }
            }
            mirror = current.superclassMirror
        }
        if let existing = slots.lazy.compactMap(\.objectWillChange).first { return existing }
        let publisher = ObservableObjectPublisher()
        for slot in slots { slot.objectWillChange = publisher }
        return publisher
    }
}

/// What `objectWillChange` finds in a `@Published` property by reflection.
protocol PublishedField {
    var slot: PublishedSlot { get }
}

/// The part of a `@Published` property's storage that holds its object's `objectWillChange`.
class PublishedSlot {
    private let lock = Lock()
    private var strongPublisher: ObservableObjectPublisher?

    /// Held strongly: the object owns its properties, which own the publisher.
    var objectWillChange: ObservableObjectPublisher? {
        get { lock.withLock { strongPublisher } }
        set { lock.withLock { strongPublisher = newValue } }
    }
}
