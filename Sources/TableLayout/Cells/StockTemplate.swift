/// UIKit's four stock cell styles written in the element language (docs/cells.md, Stock
/// styles as templates): each row of style `default`, `subtitle`, `value1` or `value2` is
/// this element tree, laid out, measured, drawn and hit-tested by ``ElementLayout`` as a
/// custom cell is — one layout algorithm. UIKit's metrics for the stock cells live here,
/// once (docs/rendering.md, Cells; docs/fidelity.md for the measured ones).
package enum StockTemplate {
    /// The least height of a row, and the space above and below its text, on a full screen
    /// (a form sheet's: ``TablePresentation/stockMinimumRowHeight``).
    package static let minimumRowHeight = TablePresentation.fullScreen.stockMinimumRowHeight
    package static let verticalPadding = TablePresentation.fullScreen.stockVerticalPadding
    /// The image's box at the leading edge (aspect-fit), and the gap after it.
    package static let imageSize = 29.0
    package static let imageGap = 15.0
    /// Between a subtitle cell's title and its subtitle (and a stacked value1's detail).
    package static let subtitleGap = 2.0
    /// Between a value1 cell's title and its detail.
    package static let value1Gap = 8.0
    /// A value2 cell's label column: this share of the text's width, at least this many
    /// points, then this gap before the value (UIKit's value2 layout, measured on its cells).
    package static let value2LabelShare = 0.28
    package static let value2LabelMinimumWidth = 60.0
    package static let value2Gap = 6.0

    /// The element tree of `row`'s stock style (its texts already filled from its data), for
    /// content `width` points wide (``CellContentFrame/width``) at `contentSize`;
    /// `measurer` gives the height of one line, which an empty title still takes; `presentation`
    /// sets the padding and least height (52 pt rows in a form sheet).
    package static func content(for row: Row, width: Double, contentSize: ContentSize, presentation: TablePresentation = .fullScreen,
                               measurer: some ElementMeasuring) -> CellContent {
        let body = CellFont(.body)
        let bodyLine = measurer.lineHeight(body, size: body.size(at: contentSize))
        let label: CellColor = row.textColor.map(CellColor.fixed) ?? .semantic(.label)
        let title = textElement(row.title ?? "", font: body, color: label, lines: row.lines, minHeight: bodyLine)
        let textWidth = max(0, width - (row.imagePath == nil ? 0 : imageSize + imageGap))

        var column: CellElement
        switch row.style {
        case .default:
            column = title
        case .subtitle:
            let subtitle = row.subtitle ?? ""
            column = stacked(title, subtitle.isEmpty ? nil
                             : textElement(subtitle, font: CellFont(.subheadline), color: .semantic(.secondaryLabel), lines: 1))
        case .value1 where contentSize.isAccessibility:
            // The detail goes under the title, each the full width, as UIKit's value1 cell
            // lays itself out at accessibility sizes.
            let detail = row.detail ?? ""
            column = stacked(title, detail.isEmpty ? nil
                             : textElement(detail, font: body, color: .semantic(.secondaryLabel), lines: row.lines))
        case .value1:
            // The title keeps its width and the detail takes the rest, and at least half when
            // both are long: the title's 8 pt gap is its own trailing padding, so the two
            // share the width by water-filling (each at most its ideal) and a spacer pushes
            // the detail to the trailing edge.
            let detail = row.detail ?? ""
            if detail.isEmpty {
                column = title
            } else {
                var titled = title
                titled.padding.trailing = value1Gap
                titled.width = nil
                var value = textElement(detail, font: body, color: .semantic(.secondaryLabel), lines: 1)
                value.width = nil
                if case .text(var text) = value.kind {
                    text.alignment = .trailing
                    value.kind = .text(text)
                }
                column = CellElement(.stack(CellStack(axis: .horizontal, alignment: .center,
                                                      children: [titled, CellElement(.spacer(weight: 1)), value])))
                column.width = .fill(weight: 1)
            }
        case .value2:
            // A small tinted label right-aligned in its column, then the value, the two on
            // one first baseline; an empty value still sets the baseline and the line.
            var tag = textElement(row.title ?? "", font: CellFont(.subheadline, weight: .semibold), color: .semantic(.tint), lines: 1)
            tag.width = .points(max(value2LabelMinimumWidth, textWidth * value2LabelShare))
            if case .text(var text) = tag.kind {
                text.alignment = .trailing
                tag.kind = .text(text)
            }
            let value = textElement(row.detail ?? "", font: body, color: label, lines: row.lines, minHeight: bodyLine)
            column = CellElement(.stack(CellStack(axis: .horizontal, spacing: value2Gap, alignment: .firstBaseline,
                                                  children: [tag, value])))
            column.width = .fill(weight: 1)
        }

        // The padding is the text's: the image, centred, does not make the row taller (it
        // fits the 44 pt minimum), as UIKit's stock cells keep 44 pt with a 29 pt image.
        let padding = presentation.stockVerticalPadding
        column.padding = ElementInsets(top: padding, bottom: padding)
        if column.minHeight > 0 { column.minHeight += column.padding.vertical }  // a lone title's one line
        var children = [column]
        if let path = row.imagePath {
            var image = CellElement(.image(path: path, circular: false))
            (image.width, image.height) = (.points(imageSize), .points(imageSize))
            children.insert(image, at: 0)
        }
        var root = CellElement(.stack(CellStack(axis: .horizontal, spacing: imageGap, alignment: .center, children: children)))
        root.minHeight = presentation.stockMinimumRowHeight
        return CellContent(root)
    }

    /// A text the full width of what holds it (so a right-to-left paragraph takes its right side).
    private static func textElement(_ text: String, font: CellFont, color: CellColor, lines: Int,
                                    minHeight: Double = 0) -> CellElement {
        // A stock cell's labels are set in Dynamic Type styles, so their lines are the style's
        // leading apart (``LineSpacing/font``): body 22 pt at Large, as UITableViewCell's title
        // of several lines measures on iOS 16 (docs/fidelity.md, the onion pairs).
        var label = CellText(text, font: font, color: color, lines: lines, lineSpacing: .font)
        label.roundsHeightUp = true
        var element = CellElement(.text(label))
        element.width = .fill(weight: 1)
        element.minHeight = minHeight
        return element
    }

    /// `element` with its height as measured, not rounded up.
    private static func unrounded(_ element: CellElement) -> CellElement {
        guard case .text(var text) = element.kind else { return element }
        var element = element
        text.roundsHeightUp = false
        element.kind = .text(text)
        return element
    }

    /// A title with a second text under it, the full width.
    private static func stacked(_ title: CellElement, _ second: CellElement?) -> CellElement {
        guard let second else { return title }
        // Only a lone label's rounding is measured (a title's row, docs/fidelity.md); two
        // stacked labels keep their heights as they are.
        var column = CellElement(.stack(CellStack(axis: .vertical, spacing: subtitleGap, alignment: .fill,
                                                  children: [unrounded(title), unrounded(second)])))
        column.width = .fill(weight: 1)
        return column
    }
}
