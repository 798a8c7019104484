extension LiveTable {
    /// Scrolls ``viewport`` so that the named row is at `position` (UIKit's
    /// `scrollToRow(at:at:animated:)`) and returns the new offset; nil when there is no
    /// such row or no viewport.
    /// - Complexity: as ``indexPath(ofRow:inSection:)``, plus ``scrollToRow(at:at:)``.
    @discardableResult
    public func scrollToRow(_ id: String, inSection section: String, at position: ScrollPosition) -> Double? {
        guard let indexPath = indexPath(ofRow: id, inSection: section) else { return nil }
        return scrollToRow(at: indexPath, at: position)
    }

    /// Scrolls ``viewport`` so that row `indexPath` is at `position`, measuring the
    /// estimated rows it comes to show; nil when there is no such row or no viewport.
    /// - Complexity: O(log n), plus measuring the estimated rows it comes to show.
    @discardableResult
    public func scrollToRow(at indexPath: RowPath, at position: ScrollPosition) -> Double? {
        guard let start = viewport, geometry.contains(indexPath) else { return nil }
        let offset = ScrollPosition.settledOffset(height: start.height,
                                                  offset: { geometry.scrollOffset(toRow: indexPath, at: position, in: start) },
                                                  measure: { measureEstimatedRows(in: $0) })
        viewport = Viewport(offset: offset, height: start.height)
        return offset
    }
}
