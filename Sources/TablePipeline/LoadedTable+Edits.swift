import TableConfig
import TableLayout

/// Edit files replayed on a loaded table: the one way `apply` and `serve` (its `step` and
/// `edits` parameters) run an edit file's steps (docs/live-tables.md, Edit files).
extension LoadedTable {
    /// The edit file at `path`, read against this table's config: its rows are made as the
    /// config makes them. `inside`: a folder the file must lie in (``EditLoader``).
    ///
    /// - Complexity: O(the file's length) and the rows it writes.
    public func editScript(file path: String, inside folder: String? = nil) throws(ConfigError) -> EditScript {
        try EditLoader.load(file: path, for: source, inside: folder)
    }

    /// Applies `step` to the live table (one batch, or a data source replaced by identity)
    /// and keeps ``source`` the config the table now comes from, so the next step's
    /// `setData` replaces what this one left. A failing step changes nothing and is reported
    /// at the line and column it was written. Returns the batches it made.
    ///
    /// - Complexity: O(log n) a row the step edits; a `setData` step decodes the config
    ///   again and diffs the sections the source fills.
    @discardableResult
    public func apply(_ step: EditScript.Step) throws(ConfigError) -> [TableBatch] {
        try step.apply(to: live, source: &source)
    }
}
