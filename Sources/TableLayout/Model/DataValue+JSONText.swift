extension DataValue {
    /// The value as JSON text on one line (`", "` and `": "` between items, keys in order).
    /// Whole numbers print without a fraction; non-finite numbers, which JSON lacks, as null.
    public var jsonText: String {
        var output = ""
        write(to: &output)
        return output
    }

    private func write(to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let b): output += b ? "true" : "false"
        case .number(let n): output += n.isFinite ? DataValue.format(n) : "null"
        case .string(let s): DataValue.writeString(s, to: &output)
        case .array(let elements):
            output += "["
            for (i, element) in elements.enumerated() {
                if i > 0 { output += ", " }
                element.write(to: &output)
            }
            output += "]"
        case .object(let pairs):
            output += "{"
            for (i, pair) in pairs.enumerated() {
                if i > 0 { output += ", " }
                DataValue.writeString(pair.key, to: &output)
                output += ": "
                pair.value.write(to: &output)
            }
            output += "}"
        }
    }

    private static func writeString(_ s: String, to output: inout String) {
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
}
