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
    /// The config file, as named on the command line.
    public var file: String
    /// How the config made its rows and sections, for edits that make more (`apply`).
    var context: DecodingContext?

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
