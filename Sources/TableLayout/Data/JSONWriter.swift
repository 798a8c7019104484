/// The one JSON writer: every JSON tablesnap writes — `query`, `inspect`, `apply`, `changes`,
/// `bench --json`, `schema`, `serve`'s answers, placeholders' `{@json}`, and YAML or inline
/// data turned into a document (TableConfig's `DataWriter`) — is written by these functions,
/// so strings are escaped and numbers formatted one way. ``DataValue/jsonText`` writes a
/// whole value, ``JSONStream`` one made while it is written.
package enum JSONWriter {
    /// What a number JSON cannot hold becomes.
    package enum NonFinite {
        /// `null` (output people read).
        case null
        /// A number too large for a `Double` (`1e999`), which reads back as infinite; NaN
        /// as `null` (data from YAML, whose `.inf` must stay a number).
        case overflowing
    }

    /// `value` on one line (`", "` and `": "` between items, keys in order).
    package static func write(_ value: DataValue, to output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let b): output += b ? "true" : "false"
        case .number(let n): output += number(n)
        case .string(let s): writeString(s, to: &output)
        case .array(let elements):
            output += "["
            for (i, element) in elements.enumerated() {
                if i > 0 { output += ", " }
                write(element, to: &output)
            }
            output += "]"
        case .object(let pairs):
            output += "{"
            for (i, pair) in pairs.enumerated() {
                if i > 0 { output += ", " }
                writeString(pair.key, to: &output)
                output += ": "
                write(pair.value, to: &output)
            }
            output += "}"
        }
    }

    /// A number as JSON text that reads back as the same `Double`: whole numbers without a
    /// fraction (``DataValue/format(_:)``).
    package static func number(_ n: Double, nonFinite: NonFinite = .null) -> String {
        if n.isFinite { return DataValue.format(n) }
        switch nonFinite {
        case .null: return "null"
        case .overflowing: return n.isNaN ? "null" : n < 0 ? "-1e999" : "1e999"
        }
    }

    /// `s` as a JSON string: quotes, backslashes and control characters escaped.
    package static func writeString(_ s: String, to output: inout String) {
        output += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }

    /// `s` as a JSON string, on its own.
    package static func string(_ s: String) -> String {
        var output = ""
        writeString(s, to: &output)
        return output
    }
}

extension DataValue {
    /// The value as JSON text on one line (`", "` and `": "` between items, keys in order).
    /// Whole numbers print without a fraction; non-finite numbers, which JSON lacks, as null.
    ///
    /// - Complexity: O(*n*), *n* the length of the text.
    public var jsonText: String {
        var output = ""
        JSONWriter.write(self, to: &output)
        return output
    }
}
