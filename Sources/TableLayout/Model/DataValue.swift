/// A JSON-like value: what a row's `data` holds and what placeholders read.
/// Objects keep their keys in the order they were written.
public indirect enum DataValue: Equatable, Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([DataValue])
    case object([(key: String, value: DataValue)])

    /// - Complexity: O(*n*), *n* the values nested in the smaller side.
    public static func == (lhs: DataValue, rhs: DataValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// - Complexity: O(*n*), *n* the nested values.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let b): hasher.combine(b)
        case .number(let n): hasher.combine(n)
        case .string(let s): hasher.combine(s)
        case .array(let a): hasher.combine(a)
        case .object(let o):
            for (key, value) in o { hasher.combine(key); hasher.combine(value) }
        }
    }

    /// The value for `key` of an object (the last one written wins, as in JSON parsers).
    ///
    /// - Complexity: O(*f*), *f* the object's fields (found in order, as written).
    public subscript(key: String) -> DataValue? {
        guard case .object(let pairs) = self else { return nil }
        return pairs.last(where: { $0.key == key })?.value
    }

    /// The value at a dotted key path: `a.b`, `items.0`; `.` alone is the value itself.
    ///
    /// - Complexity: O(*k* · *f*), *k* the path's keys, *f* the fields of each object passed.
    public func value(atPath path: String) -> DataValue? {
        if path == "." || path.isEmpty { return self }
        var current: DataValue = self
        for component in path.split(separator: ".", omittingEmptySubsequences: false) {
            let key = String(component)
            switch current {
            case .object:
                guard let next = current[key] else { return nil }
                current = next
            case .array(let elements):
                guard let i = Int(key), elements.indices.contains(i) else { return nil }
                current = elements[i]
            default:
                return nil
            }
        }
        return current
    }

    /// The text a placeholder shows for this value: strings as they are, numbers without a
    /// trailing `.0` when whole, `true`/`false`; nil for null, arrays and objects.
    ///
    /// - Complexity: O(*n*), *n* the length of the text (arrays and objects: of their JSON).
    public var placeholderText: String? {
        switch self {
        case .string(let s): return s
        case .number(let n): return DataValue.format(n)
        case .bool(let b): return b ? "true" : "false"
        case .null, .array, .object: return nil
        }
    }

    /// `44` rather than `44.0`; other values in Swift's shortest round-trip form.
    ///
    /// - Complexity: O(1).
    public static func format(_ number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return String(number)
    }
}
