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
            var changedThisRound = 0
            for frame in visibleItems(in: viewport).rows {
                let section = table.sections[frame.section]
                guard heights.isEstimated(frame.row, in: section) else { continue }
                let measured = measurer.rowHeight(for: section.rows[frame.row], in: table)
                if measured != frame.height {
                    setHeight(measured, ofRow: frame.indexPath)
                    changedThisRound += 1
                }
            }
            changed += changedThisRound
            if changedThisRound == 0 { break }
        }
        return changed
    }
}
