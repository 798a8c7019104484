extension TableGeometry {
    /// Measures the rows a viewport shows that were laid out with `estimatedRowHeight`
    /// (the `automatic` rows of very long generators), as UITableView measures cells when
    /// they come on screen. Rows above the viewport keep their estimates, so the rows in
    /// view stay where they are; measuring can change what is visible, so it repeats until
    /// nothing changes (a few rounds at most). Returns how many rows changed height.
    @discardableResult
    mutating func measureEstimatedRows(in viewport: Viewport, of table: Table,
                                              measurer: any TextMeasuring) -> Int {
        let heights = ItemHeights(table: table, measurer: measurer)
        var changed = 0
        for _ in 0..<8 {
            // The viewport's items one at a time, keeping only the heights that change: the
            // frames of a whole-content viewport were collected first, about 55 bytes a row
            // (`query` of 10M rows with no viewport kept 637 MB; issue 25).
            var measuredHeights: [(RowPath, Double)] = []
            for item in visibleItemSequence(in: viewport) {
                guard case .row(let frame) = item else { continue }
                let section = table.sections[frame.section]
                guard heights.isEstimated(frame.row, in: section) else { continue }
                let measured = measurer.rowHeight(for: section.rows[frame.row], in: table)
                if measured != frame.height { measuredHeights.append((frame.indexPath, measured)) }
            }
            for (path, height) in measuredHeights { setHeight(height, ofRow: path) }
            changed += measuredHeights.count
            if measuredHeights.isEmpty { break }
        }
        return changed
    }
}
