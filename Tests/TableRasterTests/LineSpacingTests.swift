import Testing
@testable import TableRaster
@testable import TableLayout
import TestSupport

/// Lines as iOS spaces them (docs/rendering.md, Line spacing; issue 31's first miss): a
/// custom cell's text by its text style's leading, UIKit's own labels by their rounded line
/// box, a paragraph's `lineSpacing` and `lineHeightMultiple` on top; measured as drawn; and
/// UIKit's rule that a paragraph's last line is never one word alone.
@Suite struct LineSpacingTests {
    let engine = SharedFonts.engine
    let measurer = SharedFonts.measurer
    static let long = "Seven lines of a comment in a feed row wrap here and there across the narrow width of a cell"

    /// The layout's height of `text` at `width`: the first line's box and a leading per further line.
    @Test(arguments: [(TextStyleName.body, ContentSize.medium, 21.0), (.subheadline, .medium, 19), (.body, .large, 22),
                      (.footnote, .large, 18), (.title1, .accessibility2, 51)])
    func aCustomTextInAStyleIsSpacedByItsLeading(style: TextStyleName, contentSize: ContentSize, leading: Double) throws {
        let element = CellElement.text(LineSpacingTests.long, style: style, lines: 0)
        let layout = ElementLayout(element, width: 200, contentSize: contentSize, measurer: measurer)
        let font = CellFont(style)
        let size = font.size(at: contentSize)
        let block = engine.layout(LineSpacingTests.long, style: TextStyle(font, size: size), maxWidth: 200, maxLines: 0)
        #expect(block.lineCount >= 3)
        #expect(style.leading(at: contentSize) == leading)
        #expect(abs(layout.height - (block.lineHeight + Double(block.lineCount - 1) * leading)) < 1e-9,
                "\(style) at \(contentSize): \(layout.height)")
    }

    /// In the picture: the second line's capitals are one leading below the first's.
    @Test(arguments: [(ContentSize.medium, 21.0), (.large, 22)])
    func theDrawnLinesAreALeadingApart(contentSize: ContentSize, leading: Double) throws {
        var table = Table(width: 320) {
            Section { Row().content { CellElement.text("HHHH HHHH HHHH HHHH HHHH HHHH HHHH HHHH", style: .body, lines: 0) } }
        }
        table.rowHeight = .automatic
        table.contentSize = contentSize
        let scale = 3.0
        let (pixels, geometry) = try RenderedPixels.render(table, offset: 0, height: 200, scale: scale)
        let row = geometry.frame(ofRow: RowPath(section: 0, row: 0))
        let columns = 0..<pixels.width
        func hasInk(_ y: Int) -> Bool { columns.contains { pixels[x: $0, y: y] != CustomCellPixelTests.white } }
        let rows = Int(row.y * scale)..<Int((row.y + row.height) * scale)
        let firstTop = try #require(rows.first(where: hasInk))
        let firstBottom = try #require((firstTop..<rows.upperBound).first { !hasInk($0) })
        let secondTop = try #require((firstBottom..<rows.upperBound).first(where: hasInk))
        #expect(abs(Double(secondTop - firstTop) / scale - leading) <= 1 / scale, "pitch \(Double(secondTop - firstTop) / scale)")
    }

    /// UIKit's footers: 16.0 pt a line at 13 pt (iOS 15 and 16's UITableView), 14.0 at 12 pt.
    @Test(arguments: [(ContentSize.large, 16.0), (.medium, 14)])
    func aFooterIsSpacedByItsRoundedLineBox(contentSize: ContentSize, pitch: Double) {
        var traits = CellTraits.standard
        traits.contentSize = contentSize
        let band = BandLayout(title: LineSpacingTests.long + " " + LineSpacingTests.long, kind: .footer, style: .insetGrouped,
                              tableWidth: 390, engine: engine, traits: traits)
        #expect(band.text.lineCount >= 2)
        #expect(band.text.height == band.text.lineHeight + Double(band.text.lineCount - 1) * pitch)
    }

    @Test func paragraphSettingsAddToThePitch() {
        #expect(LineSpacing(.points(22), lineHeightMultiple: 1.5, extra: 4).pitch(lineBox: 20) == 34)
        #expect(LineSpacing(.points(22), extra: 3).pitch(lineBox: 20) == 25)
        #expect(LineSpacing.system.pitch(lineBox: 15.51) == 16)
        #expect(LineSpacing.lineBox.height(lines: 3, lineBox: 20) == 60)
        #expect(LineSpacing(.points(22)).height(lines: 0, lineBox: 20) == 0)
        // A config's `lineSpacing: 4` on a body text at Large: 22 + 4 between baselines.
        var text = CellText("x", font: CellFont(.body))
        text.lineSpacing.extra = 4
        #expect(text.resolvedLineSpacing(at: .large).pitch(lineBox: 20.3) == 26)
    }

    @Test func pointSizesScaleOnlyRelativeToAStyle() {
        let fixed = CellFont(size: 16, weight: .bold)
        #expect(fixed.size(at: .accessibility3) == 16 && fixed.size(at: .xSmall) == 16)
        let scaled = CellFont(size: 16, relativeTo: .body)
        #expect(scaled.size(at: .large) == 16 && scaled.size(at: .xxxLarge) == 16 * 23 / 17)
        #expect(fixed.lineSpacing(at: .large) == .lineBox, "systemFont(ofSize:) keeps its line box")
        // Measured as drawn: two lines of 16 pt are one line box and one more apart.
        let element = CellElement.text("Some words that wrap onto a second line here", font: fixed, lines: 0)
        let layout = ElementLayout(element, width: 150, measurer: measurer)
        let box = engine.lineHeight(TextStyle(fixed, size: 16))
        let lines = (layout.height / box).rounded()
        #expect(lines >= 2 && abs(layout.height - lines * box) < 1e-9)
    }

    /// Greedy breaking leaves "dog" alone on the last line at this width; UIKit carries "lazy" down.
    @Test func theLastLineIsNeverOneWordAlone() throws {
        let style = TextStyle(size: 17)
        let text = "The quick brown fox jumps over the lazy dog"
        let head = engine.layout("The quick brown fox jumps over the lazy", style: style, maxWidth: 10_000, maxLines: 1).width
        let block = engine.layout(text, style: style, maxWidth: head + 1, maxLines: 0)
        #expect(block.lineCount == 2)
        let tail = engine.layout("lazy dog", style: style, maxWidth: 10_000, maxLines: 1).width
        #expect(abs(try #require(block.lines.last).width - tail) < 1e-9, "the last line is 'lazy dog'")
        // A truncated text keeps its lines as they are: the last is cut, not rebalanced.
        let cut = engine.layout(text + " again", style: style, maxWidth: head + 1, maxLines: 2)
        #expect(cut.lines[0].width > tail * 2)
        // Nothing to carry: one word per line stays.
        #expect(engine.layout("Word another", style: style, maxWidth: 60, maxLines: 0).lineCount == 2)
        // Three lines keep their lone word, as UIKit's title 'Tell websites that you object to /
        // processing and selling of your personal / data' does on a 414 pt iPhone (the
        // onion-settings-8plus pair): the second line stays as long as greedy breaking made it.
        let long = "Tell websites that you object to processing and selling of your personal data"
        let firstTwo = engine.layout("processing and selling of your personal", style: style, maxWidth: 10_000, maxLines: 1).width
        let three = engine.layout(long, style: style, maxWidth: firstTwo + 1, maxLines: 0)
        #expect(three.lineCount >= 3)
        let lone = engine.layout("data", style: style, maxWidth: 10_000, maxLines: 1).width
        #expect(abs(try #require(three.lines.last).width - lone) < 1e-9, "the last line is 'data' alone")
    }

    /// A text in a box taller than its lines has them in its middle (a UILabel's), in the
    /// layout's baseline and in the picture.
    @Test func aTextTallerThanItsLinesIsCentredInItsBox() throws {
        var table = Table(width: 320) {
            Section {
                Row().content { CellElement.text("HHH", style: .body).id("t") }
                Row().content { CellElement.text("HHH", style: .body).height(.points(60)).id("t") }
            }
        }
        table.rowHeight = .automatic
        let scale = 2.0
        let (pixels, geometry) = try RenderedPixels.render(table, offset: 0, height: 200, scale: scale)
        var tops: [Double] = []
        for k in 0..<2 {
            let frame = try CustomCellPixelTests.frame(of: "t", row: k, in: table, geometry: geometry)
            // Below the separator of the row above; left of where the letters end.
            let rows = Int(frame.y * scale) + 2..<Int((frame.y + frame.height) * scale)
            let columns = Int(frame.x * scale)..<Int((frame.x + 30) * scale)
            let top = try #require(rows.first { y in columns.contains { pixels[x: $0, y: y] != CustomCellPixelTests.white } })
            tops.append(Double(top) / scale - frame.y)
        }
        let lineBox = engine.lineHeight(TextStyle(size: 17))
        #expect(abs(tops[1] - tops[0] - (60 - lineBox) / 2) <= 1 / scale, "\(tops)")
    }
}
