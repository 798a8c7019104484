import TableLayout

/// iOS's text styles at a content size (their sizes: TableLayout's ``TextStyleName``, from
/// Apple's Human Interface Guidelines), and the styles the bands of a table are set in (a
/// stock cell's texts take theirs in ``StockTemplate``). Section headers and footers space
/// their lines by their line box rounded to a whole point (``LineSpacing/system``).
struct TextStyles {
    let body: TextStyle
    let headline: TextStyle
    let subheadline: TextStyle
    let footnote: TextStyle

    init(_ contentSize: ContentSize) {
        let body = TextStyleName.body.size(at: contentSize)
        self.body = TextStyle(size: body, lineSpacing: .system)
        headline = TextStyle(size: body, weight: .semibold, lineSpacing: .system)  // Headline is Body's size, semibold
        subheadline = TextStyle(size: TextStyleName.subheadline.size(at: contentSize), lineSpacing: .system)
        footnote = TextStyle(size: TextStyleName.footnote.size(at: contentSize), lineSpacing: .system)
    }

    /// The default size, Large.
    static let standard = TextStyles(.large)

    // The parts of a table.
    var plainHeader: TextStyle { headline }
    var plainFooter: TextStyle { footnote }
    var groupedBand: TextStyle { footnote }
    var tableBand: TextStyle { subheadline }
}
