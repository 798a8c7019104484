import TableLayout

extension RowList {
    /// The row at `index` as written, before its placeholders are filled, and its generator
    /// index (nil for a row that is not generated): what shows which placeholders read nothing.
    public func unfilledRow(at index: Int) -> (row: Row, generatorIndex: Int?) {
        var start = 0
        for item in items {
            defer { start += item.count }
            guard index < start + item.count else { continue }
            switch item {
            case .row(let row): return (row, nil)
            case .repeated(let generator): return (generator.template, generator.firstIndex + index - start)
            }
        }
        return (Row(), nil)
    }
}
