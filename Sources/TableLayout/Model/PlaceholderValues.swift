/// What a row's placeholders read (its data and generator index), with each object's keys
/// looked up in O(1).
///
/// ``DataValue`` keeps an object's fields as written, in order, so finding a key scans them:
/// N placeholders reading N keys of one row's data would cost O(N²) (20,000 took 1.5 s). One
/// of these is made per row, and every text of the row is filled through it: an object with
/// more than a few fields is indexed on its first lookup (the last field of a name wins, as
/// ``DataValue/subscript(key:)`` says), so filling the row costs O(fields + placeholders).
package final class PlaceholderValues {
    package let data: DataValue?
    package let index: Int?
    /// The index of each object looked into, by the key path that reaches it ("" the data).
    private var indexes: [String: [String: DataValue]] = [:]

    /// Fields looked at so far (scanned, indexed, or found in an index): what a test counts
    /// to prove the cost linear.
    package private(set) var fieldsRead = 0

    /// Objects with at most this many fields are scanned: an index would cost more.
    private static let scannedFields = 8

    package init(data: DataValue?, index: Int?) {
        self.data = data
        self.index = index
    }

    /// The value at a dotted key path (`a.b`, `items.0`, `.`), as ``DataValue/value(atPath:)``
    /// reads it.
    /// - Complexity: O(*k*) amortised, *k* the path's keys; an object's first lookup indexes it in O(*f*).
    package func value(atPath path: String) -> DataValue? {
        guard let data else { return nil }
        if path == "." || path.isEmpty { return data }
        var current = data
        var reached = Substring(path).prefix(0)
        for component in path.split(separator: ".", omittingEmptySubsequences: false) {
            switch current {
            case .object(let fields):
                guard let next = field(String(component), of: fields, at: String(reached)) else { return nil }
                current = next
            case .array(let elements):
                guard let i = Int(component), elements.indices.contains(i) else { return nil }
                current = elements[i]
            default:
                return nil
            }
            reached = path[..<component.endIndex]
        }
        return current
    }

    private func field(_ key: String, of fields: [(key: String, value: DataValue)], at path: String) -> DataValue? {
        guard fields.count > PlaceholderValues.scannedFields else {
            fieldsRead += fields.count
            return fields.last(where: { $0.key == key })?.value
        }
        fieldsRead += 1
        if let index = indexes[path] { return index[key] }
        fieldsRead += fields.count
        let index = Dictionary(fields.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
        indexes[path] = index
        return index[key]
    }
}
