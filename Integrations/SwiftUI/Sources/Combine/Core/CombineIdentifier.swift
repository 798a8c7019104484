/// A unique identity of a publisher or subscriber in a stream, as Combine's `print()` and
/// debuggers name them.
public struct CombineIdentifier: Hashable, CustomStringConvertible {
    private let value: UInt64

    private static let counter = IdentifierCounter()

    /// A fresh identifier, unique in the process.
    public init() { value = Self.counter.next() }

    /// The identifier of `object` (its address, stable while it lives).
    public init(_ object: AnyObject) { value = UInt64(UInt(bitPattern: ObjectIdentifier(object))) }

    public var description: String { "0x" + String(value, radix: 16) }
}

private final class IdentifierCounter {
    private let lock = Lock()
    private var last: UInt64 = 0
    func next() -> UInt64 { lock.withLock { last += 1; return last } }
}

/// What has a ``CombineIdentifier``; a class gets its object's by default.
public protocol CustomCombineIdentifierConvertible {
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}
