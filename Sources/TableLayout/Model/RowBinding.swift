/// A row bound to a key path of the table's data (docs/live-tables.md, Bindings:
/// DXTableViewModel's two-way binding): the row shows the value there, and setting the row's
/// value writes it there — and every row bound to the same key path shows it too.
public struct RowBinding: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// The value as the row's `detail` text (a `default`-style row becomes `value1`, which
        /// shows it), or a switch's `on`.
        case value
        /// A checkmark when the value is true (or any value but false, null, 0 or "").
        case checked
    }

    /// `source.key.path`: the first component names a data source.
    public var keyPath: String
    public var kind: Kind

    /// - Complexity: O(1).
    public init(keyPath: String, kind: Kind = .value) {
        self.keyPath = keyPath
        self.kind = kind
    }

    /// `row` showing `value` (nil: the key path reads nothing).
    ///
    /// - Complexity: O(1).
    public func applied(_ value: DataValue?, to row: Row) -> Row {
        var row = row
        switch kind {
        case .value:
            if row.accessory == .switch {
                row.isOn = value.map(RowBinding.isTruthy) ?? false
            } else {
                row.detail = value?.placeholderText ?? ""
                // A default-style cell has no detail label; a form row shows its value as
                // UIKit's value1 does, on the right.
                if row.style == .default { row.style = .value1 }
            }
        case .checked:
            row.accessory = value.map(RowBinding.isTruthy) ?? false ? .checkmark : .none
        }
        return row
    }

    static func isTruthy(_ value: DataValue) -> Bool {
        switch value {
        case .null: return false
        case .bool(let flag): return flag
        case .number(let number): return number != 0
        case .string(let text): return !text.isEmpty && text != "false"
        case .array, .object: return true
        }
    }
}

extension DataValue {
    /// Writes `value` at a dotted key path (`a.b`, `items.0`), making objects on the way;
    /// false when the path goes through something that is not an object or array, or past
    /// an array's end.
    package mutating func setValue(_ value: DataValue, atPath path: String) -> Bool {
        let components = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return set(value, at: components[...])
    }

    private mutating func set(_ value: DataValue, at path: ArraySlice<String>) -> Bool {
        guard let key = path.first else {
            self = value
            return true
        }
        switch self {
        case .object(var pairs):
            if let i = pairs.lastIndex(where: { $0.key == key }) {
                guard pairs[i].value.set(value, at: path.dropFirst()) else { return false }
            } else {
                var child = DataValue.null
                guard child.set(value, at: path.dropFirst()) else { return false }
                pairs.append((key, child))
            }
            self = .object(pairs)
            return true
        case .array(var elements):
            guard let i = Int(key), elements.indices.contains(i), elements[i].set(value, at: path.dropFirst()) else { return false }
            self = .array(elements)
            return true
        case .null:
            var child = DataValue.null
            guard child.set(value, at: path.dropFirst()) else { return false }
            self = .object([(key, child)])
            return true
        default:
            return false
        }
    }
}
