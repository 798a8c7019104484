import TableLayout

/// A config as the loader read it: the table, and apart from it each thing the config says
/// about it, so that every caller keeps only what it reads (a ``LoadedTable`` keeps the
/// view, snapshot and source beside its live table; `render --strict` the warnings).
public struct LoadedConfig: Sendable {
    /// The table the config describes (docs/config.md).
    public var table: Table
    /// How the table is looked at: viewport, scale, appearance.
    public var view = ViewSettings()
    /// How `verify` compares it with its goldens (`snapshot:`, `variants:`).
    public var snapshot = SnapshotSettings()
    /// What the config does that is allowed but probably not meant (an unknown DSL flag, a
    /// `-s` naming nothing, a mode past the last): said as warnings, errors under `--strict`.
    public var warnings: [ConfigError] = []
    /// Where the table came from, and what edits need to make rows as the config does.
    public var source: ConfigSource

    init(table: Table, source: ConfigSource) {
        self.table = table
        self.source = source
    }
}
