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
