import Testing
@testable import TableRaster
@testable import TableLayout
import TestSupport

/// The stock styles are templates in the element language (docs/cells.md, Stock styles):
/// laid out by ``ElementLayout`` they put every text where the former stock layout put it
/// (kept here as the reference, written out plainly), and a row drawn from its style is the
/// same picture as a custom cell holding that template.
@Suite struct StockTemplateTests {
    let engine = SharedFonts.engine

    /// The stock layout written out plainly: each text's box's top (from the content's top; a
    /// lone label's lines sit in the middle of its box), its left edge and width as laid out,
    /// the content's height (without padding).
    struct Reference {
        var texts: [(top: Double, left: Double, block: TextBlock)] = []
        var contentHeight = 0.0
        /// value1: the detail was truncated, and the title took the room the truncated
        /// detail left (a few points more than the template's water-filling gives it).
        var titleTookTruncationSlack = false
    }

    func reference(_ row: Row, textX: Double, textWidth: Double, contentSize: ContentSize) -> Reference {
        let size = { (style: TextStyleName) in style.size(at: contentSize) }
        // A stock cell's labels are in text styles: lines the style's leading apart
        // (docs/rendering.md, Line spacing).
        func style(_ font: CellFont) -> TextStyle {
            TextStyle(font, size: font.size(at: contentSize), lineSpacing: font.lineSpacing(at: contentSize))
        }
        let body = style(CellFont(.body)), subheadline = style(CellFont(.subheadline))
        let bodyLine = engine.lineHeight(body)
        func layout(_ text: String?, _ style: TextStyle, _ width: Double, _ lines: Int) -> TextBlock {
            engine.layout(text ?? "", style: style, maxWidth: width, maxLines: lines)
        }
        // A lone label's box: its height rounded up to a whole point (UILabel's intrinsic
        // size), at least `least`; its lines in the middle of it.
        func box(_ block: TextBlock, least: Double = 0) -> Double { max((block.height - 1e-9).rounded(.up), least) }
        var r = Reference()
        let title = { (width: Double) in layout(row.title, body, width, row.lines) }
        switch row.style {
        case .default:
            let t = title(textWidth)
            r.contentHeight = box(t, least: bodyLine)
            r.texts = [(0, textX, t)]
        case .subtitle, .value1 where contentSize.isAccessibility:
            // Two stacked labels keep their heights as measured; a title without a second
            // text is a lone label.
            let t = title(textWidth)
            let second = row.style == .subtitle ? layout(row.subtitle, subheadline, textWidth, 1) : layout(row.detail, body, textWidth, row.lines)
            r.texts = [(0, textX, t)]
            r.contentHeight = second.isEmpty ? box(t, least: bodyLine) : max(t.height, bodyLine)
            if !second.isEmpty {
                r.texts.append((r.contentHeight + StockTemplate.subtitleGap, textX, second))
                r.contentHeight += second.height + StockTemplate.subtitleGap
            }
        case .value1:
            let natural = layout(row.title, body, .infinity, 1).width
            let room = max(textWidth / 2, textWidth - natural - 8)
            let detail = layout(row.detail, body, room, 1)
            r.titleTookTruncationSlack = detail.width < room && layout(row.detail, body, .infinity, 1).width > room
                && natural > textWidth - detail.width - 8
            let t = title(detail.isEmpty ? textWidth : max(0, textWidth - detail.width - 8))
            let titleBox = box(t, least: bodyLine), detailBox = box(detail)
            r.contentHeight = max(titleBox, detailBox)
            r.texts = [((r.contentHeight - titleBox) / 2, textX, t)]
            if !detail.isEmpty { r.texts.append(((r.contentHeight - detailBox) / 2, textX + textWidth - detail.width, detail)) }
        case .value2:
            let labelWidth = max(60, textWidth * 0.28)
            let label = layout(row.title, style(CellFont(.subheadline, weight: .semibold)), labelWidth, 1)
            let value = layout(row.detail, body, max(0, textWidth - labelWidth - 6), row.lines)
            // Each in its rounded box, on one first baseline; an empty value keeps its
            // baseline at its box's top.
            let labelBox = box(label), valueBox = box(value, least: bodyLine)
            let labelLine = label.ascent + (label.isEmpty ? 0 : (labelBox - label.height) / 2)
            let valueLine = value.ascent + (value.isEmpty ? 0 : (valueBox - value.height) / 2)
            let baseline = max(labelLine, valueLine)
            r.contentHeight = max(baseline - labelLine + labelBox, baseline - valueLine + valueBox)
            r.texts = [(baseline - labelLine, textX + labelWidth - label.width, label)]
            if !value.isEmpty { r.texts.append((baseline - valueLine, textX + labelWidth + 6, value)) }
        }
        return r
    }

    static let words = ["Wi-Fi", "Bluetooth", "Personal Hotspot", "a rather longer title that wraps", "x", "Notifications and Focus",
                        "Larger Accessibility Sizes for everything", "On", "Off", "9:41", "Mobile Data Options"]

    @Test(arguments: 0..<120)
    func everyTextIsWhereTheFormerStockLayoutPutIt(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed) + 9_100)
        func phrase() -> String {
            (0..<Int.random(in: 1...4, using: &rng)).map { _ in StockTemplateTests.words.randomElement(using: &rng)! }.joined(separator: " ")
        }
        var row = Row(title: Bool.random(using: &rng) || seed % 10 == 0 ? phrase() : nil, style: Row.Style.allCases[seed % 4])
        row.subtitle = Bool.random(using: &rng) ? phrase() : nil
        row.detail = Bool.random(using: &rng) ? phrase() : nil
        row.lines = Int.random(in: 0...3, using: &rng)
        row.accessory = Row.Accessory.allCases.randomElement(using: &rng)!
        if Bool.random(using: &rng) { row.imagePath = "icon.png" }
        if Int.random(in: 0..<4, using: &rng) == 0 { row.editing = .delete }
        let contentSize = Int.random(in: 0..<3, using: &rng) == 0 ? ContentSize.allCases.randomElement(using: &rng)! : .large
        let style = TableStyle.allCases.randomElement(using: &rng)!
        let width = Double(Int.random(in: 240...600, using: &rng))
        let layout = CellLayout(row: row, style: style, tableWidth: width, engine: engine, traits: CellTraits(contentSize: contentSize))

        let controls = CellControls(row: row.asDrawn(tableIsEditing: false), style: style, tableWidth: width)
        let imageRoom = row.imagePath == nil ? 0 : StockTemplate.imageSize + StockTemplate.imageGap
        let textX = controls.contentLeading + imageRoom, textWidth = max(0, controls.contentTrailing - textX)
        let expected = reference(row, textX: textX, textWidth: textWidth, contentSize: contentSize)
        // The one known difference: the former value1 layout gave a long title the slack of
        // a truncated detail ("…" ends it short of its room); the template's title stops
        // where the detail's room starts. Seen in no golden; the title may wrap sooner.
        if expected.titleTookTruncationSlack { return }
        #expect(layout.requiredHeight == max(44, expected.contentHeight + 22),
                "\(row.style) '\(row.title ?? "")' / '\(row.subtitle ?? "")' / '\(row.detail ?? "")' lines \(row.lines) at \(width), \(contentSize), image \(row.imagePath != nil)")

        // Where the texts are drawn: the content centred in its row, each text in its frame.
        let rowHeight = layout.requiredHeight
        let contentTop = CellContentFrame.top(of: layout.content.layout, rowHeight: rowHeight)
        let texts = layout.content.layout.placed.compactMap { placed -> (ElementLayout.Placed, TextBlock)? in
            guard case .text(let text) = placed.element.kind else { return nil }
            let inner = placed.frame.width - placed.element.padding.horizontal
            return (placed, engine.layout(text.text, style: TextStyle(text.font, size: text.font.size(at: contentSize), lineSpacing: text.resolvedLineSpacing(at: contentSize)), maxWidth: inner, maxLines: text.lines))
        }.filter { !$0.1.isEmpty }
        let drawnTexts = expected.texts.filter { !$0.block.isEmpty }
        try #require(texts.count == drawnTexts.count, "\(row.style): \(texts.count) texts, the reference \(drawnTexts.count)")
        let referenceTop = (rowHeight - expected.contentHeight) / 2
        for ((placed, block), want) in zip(texts, drawnTexts) {
            let label = "\(row.style) '\(block.lines.count)' lines of '\(row.title ?? "")' at \(width)"
            #expect(abs(contentTop + placed.frame.y + placed.element.padding.top - (referenceTop + want.top)) < 1e-9, "\(label): top")
            #expect(block.lineCount == want.block.lineCount && abs(block.width - want.block.width) < 1e-9, "\(label): lines")
            // Where the ink starts: at the frame's leading side, or its trailing side less
            // the text's width for a right-aligned text (value1's detail, value2's label).
            guard case .text(let text) = placed.element.kind else { continue }
            let left = layout.content.x + placed.frame.x + placed.element.padding.leading
            let inner = placed.frame.width - placed.element.padding.horizontal
            let inkLeft = text.alignment == .trailing ? left + inner - block.width : left
            #expect(abs(inkLeft - want.left) < 1e-9, "\(label): left \(inkLeft), reference \(want.left)")
        }
    }

    /// A stock row and a custom cell made of its template draw the same pixels: the
    /// template is nothing but content in the element language.
    @Test(arguments: Row.Style.allCases)
    func aStockRowDrawsAsACustomCellOfItsTemplate(style: Row.Style) throws {
        var rows: [Row] = []
        for (k, accessory) in Row.Accessory.allCases.enumerated() {
            var row = Row(title: StockTemplateTests.words[k], style: style)
            row.subtitle = StockTemplateTests.words[k + 3]
            row.detail = StockTemplateTests.words[k + 5]
            row.accessory = accessory
            row.lines = k % 3
            rows.append(row)
        }
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            var stock = Table(width: 390, style: .insetGrouped) { Section { for row in rows { row } } }
            stock.rowHeight = .automatic
            stock.layoutDirection = direction
            stock.contentSize = .accessibility1
            var custom = stock
            let measurer = FreeTypeTextMeasurer(engine: engine)
            custom.sections = [Section(rows: RowList(rows.map { row in
                var copy = row
                let box = CellContentFrame(row: row, style: stock.style, tableWidth: stock.width)
                copy.content = StockTemplate.content(for: row, width: box.width, contentSize: stock.contentSize, measurer: measurer)
                return copy
            }))]
            let (a, _) = try RenderedPixels.render(stock, offset: 0, height: 500, scale: 2)
            let (b, _) = try RenderedPixels.render(custom, offset: 0, height: 500, scale: 2)
            #expect(a == b, "\(style) \(direction)")
        }
    }
}
