import TableLayout

/// iOS's text styles at a content size: the point sizes of Apple's Human Interface
/// Guidelines (Typography › Specifications › Dynamic Type sizes, iOS), and the styles the bands
/// of a table are set in (a stock cell's texts take theirs in ``StockTemplate``).
struct TextStyles {
    let body: TextStyle
    let headline: TextStyle
    let subheadline: TextStyle
    let footnote: TextStyle

    /// Sizes in `ContentSize.allCases` order: xSmall … xxxLarge, accessibility1 … 5.
    static let bodySizes: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    static let subheadlineSizes: [Double] = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
    static let footnoteSizes: [Double] = [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]

    init(_ contentSize: ContentSize) {
        let k = ContentSize.allCases.firstIndex(of: contentSize)!
        body = TextStyle(size: TextStyles.bodySizes[k])
        headline = TextStyle(size: TextStyles.bodySizes[k], weight: .semibold)  // Headline is Body's size, semibold
        subheadline = TextStyle(size: TextStyles.subheadlineSizes[k])
        footnote = TextStyle(size: TextStyles.footnoteSizes[k])
    }

    /// The default size, Large.
    static let standard = TextStyles(.large)

    // The parts of a table.
    var plainHeader: TextStyle { headline }
    var plainFooter: TextStyle { footnote }
    var groupedBand: TextStyle { footnote }
    var tableBand: TextStyle { subheadline }
}
