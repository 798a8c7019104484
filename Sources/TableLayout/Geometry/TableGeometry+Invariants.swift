/// What must hold between the three parts of a geometry: the height index (every item), the
/// items per section, and the rows per section. Checked after every edit that changes how
/// many items there are, in debug and test builds (`assert`), so a broken edit stops where
/// it happened instead of answering a later query wrongly.
extension TableGeometry {
    /// The first broken rule, or nil. O(sections · log n): for tests.
    func brokenInvariant() -> String? {
        if let broken = brokenTotals() { return broken }
        for section in rowCounts.indices {
            if let broken = brokenSection(section) { return broken }
        }
        return nil
    }

    /// After an edit of section `section` (or of the section list at `section`): the totals
    /// and the sections beside it, in O(log n), in debug builds only.
    func checkInvariant(around section: Int) {
        assert({
            if let broken = brokenTotals() ?? ((section - 1)...(section + 1)).lazy.compactMap(brokenSection).first {
                assertionFailure("TableGeometry: \(broken)")
            }
            return true
        }())
    }

    private func brokenTotals() -> String? {
        guard sectionItemCounts.count == rowCounts.count else {
            return "\(sectionItemCounts.count) section item counts for \(rowCounts.count) sections"
        }
        // The table header and footer, then each section's bands and rows.
        guard items.count == 2 + sectionItemCounts.total else {
            return "\(items.count) items, but the sections hold \(sectionItemCounts.total) and the table's bands 2"
        }
        return nil
    }

    private func brokenSection(_ section: Int) -> String? {
        guard rowCounts.indices.contains(section) else { return nil }
        let counted = sectionItemCounts.prefixSum(section + 1) - sectionItemCounts.prefixSum(section)
        guard rowCounts[section] >= 0, counted == rowCounts[section] + TableGeometry.bandItems else {
            return "section \(section) has \(rowCounts[section]) rows but \(counted) items"
        }
        return nil
    }
}
