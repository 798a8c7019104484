import TableConfig
import TableLayout
import TableRaster

/// What a config does that is allowed but probably not meant, as warnings: those the config
/// loader found (an unknown DSL flag, a `-s` naming nothing, a mode past the last), and for
/// the rows a viewport shows, each placeholder that reads nothing from the row's data.
/// Commands print them on stderr; under `--strict` they are errors, and `verify` records no
/// golden from such a config.
public enum ConfigWarnings {
    /// The tallest stretch of a viewport whose rows are checked: what one PNG can show
    /// (32767 pixels at scale 1), so `query` of a whole huge table costs no more than a render.
    static let checkedHeight = Double(TableRenderer.maxPixels)

    public static func of(_ loaded: LoadedTable, viewport: Viewport) -> [String] {
        loaded.warnings.map(\.description) + placeholders(loaded, viewport: viewport) + clippedText(loaded, viewport: viewport)
    }

    /// For the rows `viewport` shows (its first `checkedHeight` points) whose height is
    /// fixed, each whose text is taller than the row: drawn, it spills over the next row
    /// (a fixed 60 pt at `--content-size accessibility3`, say). `automatic` rows are measured
    /// to fit and never clip.
    package static func clippedText(_ loaded: LoadedTable, viewport: Viewport) -> [String] {
        let table = loaded.table
        let file = loaded.source.file
        let measurer = FreeTypeTextMeasurer(engine: loaded.engine)
        let checked = Viewport(offset: viewport.offset, height: min(viewport.height, checkedHeight))
        var clipped = WarningList<String>()
        for frame in loaded.geometry.visibleItems(in: checked).rows {
            let (section, index) = (frame.indexPath.section, frame.indexPath.row)
            let row = table.sections[section].rows[index]
            // A row without text (a gap, a spacer) has nothing to spill.
            guard row.height != .automatic, [row.title, row.subtitle, row.detail].contains(where: { !($0 ?? "").isEmpty }) else { continue }
            let needed = measurer.textHeight(for: row, in: table).rounded(.up)
            // Half a point: rounding of line heights is not clipping.
            guard needed > frame.height + 0.5, clipped.admits() else { continue }
            let name = row.id.map { " ('\($0)')" } ?? ""
            clipped.append("\(file): section \(section) row \(index)\(name): its text needs \(DataValue.format(needed)) pt but the row's height is fixed at \(DataValue.format(frame.height)) pt, so the text spills out of the row; give it 'height: automatic' or at least \(DataValue.format(needed)) pt")
        }
        guard clipped.leftOut > 0 else { return clipped.listed }
        return clipped.listed + ["\(file): \(clipped.leftOut) more rows drawn have text taller than their fixed height"]
    }

    /// For the rows `viewport` shows (its first `checkedHeight` points), each placeholder
    /// that reads nothing.
    public static func placeholders(_ loaded: LoadedTable, viewport: Viewport) -> [String] {
        // Only the listed messages are made: a title of N placeholders that read nothing
        // made N messages each quoting the whole title, O(N²) memory (issue 25).
        var missing = WarningList<String>()
        let table = loaded.table
        let file = loaded.source.file
        let checked = Viewport(offset: viewport.offset, height: min(viewport.height, checkedHeight))
        for frame in loaded.geometry.visibleItems(in: checked).rows {
            let (section, row) = (frame.indexPath.section, frame.indexPath.row)
            let (template, index) = table.sections[section].rows.unresolvedRow(at: row)
            // A source's row: its template's line:col and its element; a row written out (or
            // by a `repeat`): where it was written; else its place.
            // Found only for a warning that is listed (each a walk of the section's rows written).
            func place() -> String {
                if let origin = loaded.origin(ofRow: frame.indexPath) { return "\(origin.location): \(origin.row)" }
                let written = loaded.source.writtenLocation(ofRow: row, inSection: section, rowCount: table.sections[section].rows.count)
                return "\(written.map(\.description) ?? file): section \(section) row \(row)"
            }
            for text in [template.title, template.subtitle, template.detail].compactMap({ $0 }) {
                // The same function fills the text when it is drawn: what it cannot read is blank.
                _ = TextTemplate.render(text, data: template.data, index: index) { name in
                    guard missing.admits() else { return }
                    let shown = text.count > 120 ? String(text.prefix(120)) + "…" : text
                    let shownName = name.count > 60 ? String(name.prefix(60)) + "…" : name
                    missing.append("\(place()): the placeholder {\(shownName)} in \"\(shown)\" reads nothing from the row's data, so it is drawn blank")
                }
            }
        }
        guard missing.leftOut > 0 else { return missing.listed }
        return missing.listed + ["\(file): \(missing.leftOut) more placeholders in the rows drawn read nothing"]
    }
}
