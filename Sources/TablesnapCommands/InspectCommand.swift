import ArgumentParser
import TableConfig
import TableLayout
import TablePipeline
import TableSnapshot

/// `tablesnap inspect`: the resolved table as JSON, to see what a config or a layout DSL
/// produced without rendering it (docs/cli.md).
struct InspectCommand: ParsableCommand {
    static let configuration = Tablesnap.subcommand(CommandConfiguration(
        commandName: "inspect",
        abstract: "Print the resolved table (sections, rows, templates, data, tags, heights) as JSON.",
        discussion: """
            Examples:
              tablesnap inspect table.yaml --limit 20
              tablesnap inspect Examples/settings.yaml --mode 1
            """
    ))

    @Argument(help: "The table config (YAML or JSON), or a bare .tableViewConfig layout (with --data, --cells, --width).")
    var config: String

    @Option(help: "Which `mode` block of the layout DSL to use (default: the config's `mode:`, else 0).")
    var mode: Int?

    @OptionGroup var strictness: StrictOption

    @OptionGroup var files: RootOption

    @OptionGroup var bareConfig: BareTableViewConfigOptions

    @Option(help: "List at most this many rows per section.")
    var limit: Int = 100

    func run() throws {
        if let mode, mode < 0 { throw CommandFailure.badInput("--mode must be 0 or more, found \(mode)") }
        guard limit >= 0 else { throw CommandFailure.badInput("--limit must be 0 or more, found \(limit)") }
        let loaded = try LoadedTable.load(config, mode: mode, root: files.root, bare: bareConfig.bare)
        try strictness.report(ConfigWarnings.of(loaded, viewport: loaded.viewport()))
        printOut(InspectJSON.table(loaded.table, geometry: loaded.geometry, limit: limit))
    }
}

/// The JSON shape of `inspect` (docs/cli.md, `tablesnap inspect`).
enum InspectJSON {
    /// Made as it is printed: one row at a time, so `--limit 100000000` on 10 M rows needs
    /// memory for a row, not for the listing.
    static func table(_ table: Table, geometry: TableGeometry, limit: Int) -> JSONStream {
        let sections = table.sections.indices.lazy.map { s -> JSONStream in
            let section = table.sections[s]
            let listed = min(limit, section.rows.count)
            let rows = (0..<listed).lazy.map { r in
                JSONStream.value(row(section.rows[r], index: r, unresolved: unresolvedRow(section, r),
                                     height: geometry.height(ofRow: RowPath(section: s, row: r)),
                                     position: section.rows.position(ofRow: r)))
            }
            return .object([
                ("id", .value(section.id.map(DataValue.string) ?? .null)),
                ("header", .value(section.header?.title.map(DataValue.string) ?? .null)),
                ("tag", .value(section.tag.map(DataValue.string) ?? .null)),
                ("data", .value(section.data ?? .null)),
                ("rowCount", .value(.number(Double(section.rows.count)))),
                ("rows", .array(rows)),
            ])
        }
        return .object([("sections", .array(sections))])
    }

    /// The row before its placeholders are filled, to report those that read nothing.
    private static func unresolvedRow(_ section: Section, _ index: Int) -> (Row, Int?) {
        section.rows.unresolvedRow(at: index)
    }

    static func row(_ row: Row, index: Int, unresolved: (Row, Int?), height: Double, position: RowPosition) -> DataValue {
        var fields: [(key: String, value: DataValue)] = [
            ("row", .number(Double(index))),
            ("cell", .string(row.cell ?? "default")),
            ("data", row.data ?? .null),
            ("tag", row.tag.map(DataValue.string) ?? .null),
            ("empty", .bool(row.isEmptyPlaceholder)),
            ("height", .number(height)),
            ("position", .array(position.names.map(DataValue.string))),
        ]
        var missing: [DataValue] = []
        let (template, generatorIndex) = unresolved
        for text in [template.title, template.subtitle, template.detail].compactMap({ $0 }) {
            _ = TextTemplate.render(text, data: template.data, index: generatorIndex) { missing.append(.string($0)) }
        }
        if !missing.isEmpty { fields.append(("missingPlaceholders", .array(missing))) }
        return .object(fields)
    }
}
