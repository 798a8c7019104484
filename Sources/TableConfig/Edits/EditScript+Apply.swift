import TableLayout

extension EditScript.Step {
    /// Applies this step to `live`: its edits as one batch, or a data source replaced (the
    /// batches by identity that turn the table into the new one), with `source` kept the
    /// config the table now comes from. A failing edit leaves `live` as it was and is
    /// reported where it was written.
    public func apply(to live: LiveTable, source: inout ConfigSource) throws(ConfigError) -> [TableBatch] {
        if changes.count == 1, case .setData(_, let replacement, let location) = changes[0] {
            let (replaced, table) = try source.replacingData(replacement, in: live.table)
            do {
                let batches = try live.replaceTable(with: table)
                source = replaced
                return batches
            } catch {
                throw ConfigError(error.description, at: location)
            }
        }
        var edits: [Edit] = []
        for change in changes {
            switch change {
            case .edit(let edit, _): edits.append(edit)
            case .setData(_, _, let location):
                throw ConfigError("'setData' is a step of its own: it replaces the table by identity; put it outside 'batch'", at: location)
            case .set(let section, let row, let value, _):
                edits.append(.set(value, row: row, section: section))
            }
        }
        do {
            return try live.performBatch(edits)
        } catch {
            throw ConfigError(error.error.description, at: changes[error.index].location)
        }
    }
}
