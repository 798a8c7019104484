/// A `repeat`'s row ids (docs/config.md, Generators): the template's `id` with `{index}`
/// filled per row, `row-{index}` making `row-0`, `row-1`, … — so each row of a generator can
/// be named, and the row an id names is found by reading the number back, without making a
/// row.
extension RepeatedRows {
    /// How the rows' ids are made from the template's `id`.
    public enum IDs: Equatable, Sendable {
        /// No id.
        case none
        /// No `{index}`: every row has this id (one row may; more would share it).
        case same(String)
        /// `prefix` + the row's index + `suffix`: `{index}` once, no digit just before it and
        /// none after it, so the number in an id is its last run of digits, read back in O(length).
        case numbered(NumberedID)
        /// `{index}` more than once, or beside digits: an id could be read back two ways.
        case ambiguous
    }

    /// The text around `{index}` in a numbered id (the template's other placeholders filled).
    public struct NumberedID: Hashable, Sendable {
        public var prefix: String
        public var suffix: String

        /// The prefix, the number and the suffix of `id`, if it has the shape of a numbered id.
        /// - Complexity: O(length of `id`).
        public static func split(_ id: String) -> (NumberedID, Int)? {
            let bytes = Array(id.utf8)
            guard var end = bytes.lastIndex(where: isDigit) else { return nil }
            end += 1
            var start = end - 1
            while start > 0, isDigit(bytes[start - 1]) { start -= 1 }
            // As String(index) writes it: no leading zero, and an Int.
            guard end - start <= 18, bytes[start] != UInt8(ascii: "0") || end - start == 1 else { return nil }
            var number = 0
            for byte in bytes[start..<end] { number = number * 10 + Int(byte - UInt8(ascii: "0")) }
            let prefix = String(decoding: bytes[..<start], as: UTF8.self), suffix = String(decoding: bytes[end...], as: UTF8.self)
            return (NumberedID(prefix: prefix, suffix: suffix), number)
        }

        static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    }

    /// The shape of this generator's ids.
    ///
    /// - Complexity: O(length of the template's id).
    public var ids: IDs {
        guard let written = template.id else { return .none }
        let parts = written.split(separator: "{index}", omittingEmptySubsequences: false)
        let fill = { (text: Substring) in TextTemplate.render(String(text), data: template.data, index: nil) }
        switch parts.count {
        case 1: return .same(fill(parts[0]))
        case 2:
            let prefix = fill(parts[0]), suffix = fill(parts[1])
            guard prefix.utf8.last.map(NumberedID.isDigit) != true, !suffix.utf8.contains(where: NumberedID.isDigit) else { return .ambiguous }
            return .numbered(NumberedID(prefix: prefix, suffix: suffix))
        default: return .ambiguous
        }
    }

    /// Row `i`'s id.
    ///
    /// - Complexity: O(length of the template's id).
    public func id(ofRow i: Int) -> String? {
        guard let written = template.id else { return nil }
        return TextTemplate.render(written, data: template.data, index: firstIndex + i)
    }

    /// The row whose id is `id`, if this generator makes it.
    /// - Complexity: O(length of `id`).
    public func offset(ofID id: String) -> Int? {
        switch ids {
        case .none, .ambiguous: return nil
        case .same(let same): return same == id ? 0 : nil
        case .numbered(let shape):
            guard let (found, index) = NumberedID.split(id), found == shape, (firstIndex..<firstIndex + count).contains(index) else { return nil }
            return index - firstIndex
        }
    }
}
