import TableLayout

/// A loaded config: the table, and how to look at it (viewport, scale, palette).
public struct TableDocument: Sendable {
    /// The most rows a table may have: about 9 bytes each in the layout, so under 1 GiB.
    public static let maxRows = 100_000_000

    public var table: Table
    /// nil: the viewport is the whole content.
    public var viewportHeight: Double?
    public var viewportOffset: Double = 0
    public var scale: Int = 2
    public var appearance: Appearance = .light
    /// Which `mode` block of the DSL to use.
    public var mode: Int = 0
    /// What the config does that is allowed but probably not meant (an unknown DSL flag, a
    /// `-s` naming nothing, a mode past the last): said as warnings, errors under `--strict`.
    public var warnings: [ConfigError] = []
    /// How `verify` compares this config with its golden (`snapshot:`).
    public var snapshot = SnapshotSettings()
    /// The goldens `verify` keeps for this config: one per combination of `variants:`, or
    /// (empty) the config alone.
    public var variants: [SnapshotVariant] = []
    /// The config file, as named on the command line.
    public var file: String
    /// How the config made its rows and sections, for edits that make more (`apply`).
    var context: DecodingContext?
    /// Where the config's files may come from; nil for a table made in code. Images are
    /// read through it when drawn (``FileRoot/read(resolved:kind:maxBytes:)``).
    public var files: FileRoot?

    public init(table: Table, file: String) {
        self.table = table
        self.file = file
    }

    /// The viewport for a layout whose content is `contentHeight` tall.
    public func viewport(contentHeight: Double) -> Viewport {
        Viewport(offset: viewportOffset, height: viewportHeight ?? contentHeight)
    }
}

/// What a loaded config keeps so that edits can make rows, sections and data as it does.
struct DecodingContext: Sendable {
    let root: ConfigNode
    let text: String
    let mode: Int?
    let rows: RowDecoder
}
