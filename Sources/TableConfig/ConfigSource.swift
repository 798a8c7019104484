import TableLayout

/// Where a loaded table came from: the config file, the folder its files may be read from,
/// and the loader's own state (the parsed config, its templates and data), kept so that an
/// edit file makes rows as the config does and `setData` decodes the config again with new
/// data (``EditLoader``, ``EditScript/Step/apply(to:source:)``). A table made in Swift has a
/// source with neither.
public struct ConfigSource: Sendable {
    /// The config file, as named on the command line (`<Swift>` for a table made in code).
    public let file: String
    /// Where the config's files may come from; nil for a table made in code. Images are
    /// read through it when drawn (``FileRoot/read(resolved:kind:maxBytes:)``).
    public let files: FileRoot?
    /// Which `mode` block of the layout DSL was used.
    public let mode: Int
    /// How the config made its rows and sections; nil for a table made in code.
    let decoding: DecodingContext?

    /// The source of a table made in code: edit files and `setData` need a config.
    public init(file: String = "<Swift>") {
        self.init(file: file, files: nil, mode: 0, decoding: nil)
    }

    init(file: String, files: FileRoot?, mode: Int, decoding: DecodingContext?) {
        self.file = file
        self.files = files
        self.mode = mode
        self.decoding = decoding
    }
}

/// What a loaded config keeps so that edits can make rows, sections and data as it does.
struct DecodingContext: Sendable {
    let root: ConfigNode
    let text: String
    /// The mode asked for over the config's own (`--mode`), so a decoding again picks the same.
    let mode: Int?
    let rows: RowDecoder
}

extension ConfigSource {
    /// Where the row at `row` of section `section` was written in the config, for the table
    /// as loaded: its own mapping, or the `repeat` that made it; nil for a table made from a
    /// layout or in code, for a JSON config's rows (kept unparsed), when a `source:` in the
    /// section makes a count only its data knows, or
    /// when the rows written do not add up to `rowCount` (an edited table). Warnings about
    /// a row name it with this (docs/cli.md, Warnings).
    ///
    /// - Complexity: O(rows written in the section).
    package func writtenLocation(ofRow row: Int, inSection section: Int, rowCount: Int) -> SourceLocation? {
        guard let root = decoding?.root, let sections = Self.value(of: "sections", in: root),
              case .sequence(let sectionNodes) = sections.value, section < sectionNodes.count,
              let rows = Self.value(of: "rows", in: sectionNodes[section]),
              // A JSON list of rows is kept unparsed (a million rows are not made into nodes
              // for a warning): its rows are named by their place.
              case .sequence(let rowNodes) = rows.value else { return nil }
        var first = 0, found: SourceLocation?
        for node in rowNodes {
            var count = 1
            if let repeated = Self.value(of: "repeat", in: node) {
                guard case .scalar(let scalar) = repeated.value, case .number(let n) = scalar.kind, n >= 0, n <= 1e12 else { return nil }
                count = Int(n)
            } else if Self.value(of: "source", in: node) != nil {
                return nil
            }
            if found == nil, row < first + count { found = node.location }
            first += count
        }
        return first == rowCount ? found : nil
    }

    /// The value of `key` in a mapping node; nil for another node or a missing key.
    private static func value(of key: String, in node: ConfigNode) -> ConfigNode? {
        guard case .mapping(let pairs) = node.value else { return nil }
        return pairs.first { pair in
            if case .scalar(let scalar) = pair.key.value { return scalar.text == key }
            return false
        }?.value
    }
}
