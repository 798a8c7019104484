import TableLayout

/// UITableView's section index (`sectionIndexTitles`): a column of short titles in the tint
/// colour at the trailing edge, centred on the viewport, set in 11 pt semibold. Titles that
/// do not fit the viewport's height are left out from the end.
struct SectionIndexLayout {
    static let style = TextStyle(size: 11, weight: .semibold)
    /// Space on each side of the widest title; the bar is never narrower than `minimumWidth`.
    static let padding = 3.0
    static let minimumWidth = 15.0
    /// Extra space between two titles' lines.
    static let spacing = 1.5

    let titles: [TextBlock]
    let width: Double
    let entryHeight: Double

    init(titles: [String], engine: TextEngine) {
        self.titles = titles.map { engine.layout($0, style: SectionIndexLayout.style, maxWidth: 60, maxLines: 1) }
        width = SectionIndexLayout.width(of: titles, engine: engine)
        entryHeight = engine.lineHeight(SectionIndexLayout.style) + SectionIndexLayout.spacing
    }

    static func width(of titles: [String], engine: TextEngine) -> Double {
        let widest = titles.map { engine.layout($0, style: style, maxWidth: 60, maxLines: 1).width }.max() ?? 0
        return max(minimumWidth, (widest + 2 * padding).rounded(.up))
    }

    /// How many titles fit a viewport `height` points high, and the first one's top.
    func entries(viewportHeight: Double) -> (count: Int, top: Double) {
        let count = min(titles.count, Int(max(0, viewportHeight - 8) / entryHeight))
        return (count, (viewportHeight - Double(count) * entryHeight) / 2)
    }
}
