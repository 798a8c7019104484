import Foundation

/// A parsed YAML or JSON document with the position of every value, so that every error
/// the decoders raise can name its file, line and column.
package struct ConfigNode: Sendable {
    /// The deepest a config (YAML or JSON) or a YAML data file may nest lists and mappings
    /// (docs/config.md, Limits). The tree's readers (the decoders, the data writer) recurse
    /// once per level, and a debug build's frame for a level is 4–7 KB: 64 levels fit a
    /// 1 MiB stack (a thread's or a sanitizer build's) with room to spare, and a config
    /// needs a few. Checked before any of them runs, without recursion.
    package static let maxDepth = 64

    package enum Value: Sendable {
        case scalar(Scalar)
        case sequence([ConfigNode])
        case mapping([(key: ConfigNode, value: ConfigNode)])
        /// A JSON list not made into nodes yet (a section's `rows`); see ``resolved``.
        case deferredArray(DeferredJSONArray)
    }

    /// A scalar keeps its source text (titles show `NO` or `1.50` as written) and what it
    /// resolves to (YAML 1.2 core schema; JSON's own types).
    package struct Scalar: Sendable {
        package enum Kind: Sendable, Equatable { case null, bool(Bool), number(Double), string }
        package var text: String
        package var kind: Kind
        /// A YAML literal block (`|`): its lines are the file's lines, so positions inside
        /// it can be mapped back to the file.
        package var isLiteralBlock = false

        package init(text: String, kind: Kind, isLiteralBlock: Bool = false) {
            self.text = text
            self.kind = kind
            self.isLiteralBlock = isLiteralBlock
        }

        /// Resolves an unquoted YAML scalar: null, true/false, a number, else a string.
        package static func plain(_ text: String) -> Scalar {
            switch text {
            case "", "~", "null", "Null", "NULL": return Scalar(text: text, kind: .null)
            case "true", "True", "TRUE": return Scalar(text: text, kind: .bool(true))
            case "false", "False", "FALSE": return Scalar(text: text, kind: .bool(false))
            case ".inf", ".Inf", ".INF", "+.inf": return Scalar(text: text, kind: .number(.infinity))
            case "-.inf", "-.Inf", "-.INF": return Scalar(text: text, kind: .number(-.infinity))
            case ".nan", ".NaN", ".NAN": return Scalar(text: text, kind: .number(.nan))
            default:
                if let first = text.unicodeScalars.first, "+-.0123456789".unicodeScalars.contains(first),
                   let number = Double(text.replacingOccurrences(of: "_", with: "")) {
                    return Scalar(text: text, kind: .number(number))
                }
                return Scalar(text: text, kind: .string)
            }
        }
    }

    package var value: Value
    package var location: SourceLocation

    package init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }

    /// This node with a deferred JSON list made into a `.sequence` of nodes.
    package var resolved: ConfigNode {
        guard case .deferredArray(let array) = value else { return self }
        return array.node
    }

    /// What the value is, in words, for "expected …, found …" messages.
    package var kindDescription: String {
        switch value {
        case .sequence, .deferredArray: return "a list"
        case .mapping: return "a mapping"
        case .scalar(let scalar):
            switch scalar.kind {
            case .null: return "nothing (null)"
            case .bool: return "a boolean"
            case .number: return "the number \(scalar.text.prefix(40))"
            case .string: return "the text \"\(scalar.text.prefix(40))\""
            }
        }
    }
}
