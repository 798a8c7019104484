import TableLayout

/// Key look-up as AOZTableViewProvider's `valueForKey:` does it, on JSON-like data: an
/// object gives the key's value (or nothing), an array gives the array of every element's
/// value, and a string, number or boolean has no keys (Key-Value Coding would throw).
/// tablesnap adds key paths (`a.b`), as the library's open issue #1 asks.
enum KeyValueLookup {
    enum Answer: Equatable {
        case found(DataValue)
        case missing
        /// The look-up would raise an exception in the library; callers keep what they had.
        case failed
    }

    static func value(of base: DataValue, forKeyPath path: String) -> Answer {
        var current = Answer.found(base)
        for key in path.split(separator: ".", omittingEmptySubsequences: false).map(String.init) {
            guard case .found(let value) = current else { return current }
            current = self.value(of: value, forKey: key)
        }
        return current
    }

    static func value(of base: DataValue, forKey key: String) -> Answer {
        switch base {
        case .object:
            guard let value = base[key] else { return .missing }
            return value == .null ? .missing : .found(value)
        case .array(let elements):
            var values: [DataValue] = []
            values.reserveCapacity(elements.count)
            for element in elements {
                switch value(of: element, forKey: key) {
                case .found(let value): values.append(value)
                case .missing: values.append(.null)
                case .failed: return .failed
                }
            }
            return .found(.array(values))
        case .null:
            return .missing
        case .string, .number, .bool:
            return .failed
        }
    }
}

/// The table's `data` with its top-level keys in a hash table: a `-s key` on it is one
/// lookup, where a scan of an object's keys made N distinct keys cost O(N²) (issue 25).
/// Answers as ``KeyValueLookup/value(of:forKeyPath:)`` does.
struct IndexedData {
    let value: DataValue
    private let keys: [String: DataValue]?

    init(_ value: DataValue) {
        self.value = value
        if case .object(let pairs) = value {
            keys = Dictionary(pairs.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })  // the last of a key wins, as a lookup's
        } else {
            keys = nil
        }
    }

    func value(forKeyPath path: String) -> KeyValueLookup.Answer {
        guard let keys else { return KeyValueLookup.value(of: value, forKeyPath: path) }
        let first = path.prefix { $0 != "." }
        guard let found = keys[String(first)], found != .null else { return .missing }
        guard first.endIndex < path.endIndex else { return .found(found) }
        return KeyValueLookup.value(of: found, forKeyPath: String(path[path.index(after: first.endIndex)...]))
    }
}
