import Testing
@testable import TableRaster
import TableLayout
import TestSupport

@Suite struct TextEngineTests {
    let engine = SharedFonts.engine
    let body = TextStyle(size: 17)

    func faces(_ block: TextBlock) -> [String] {
        block.lines.flatMap(\.runs).map { ($0.face.path as NSString).lastPathComponent }
    }

    @Test func eachScriptFallsBackToItsPinnedFont() {
        #expect(faces(engine.layout("Hello", style: body, maxWidth: 500, maxLines: 1)) == ["Inter-Regular.otf"])
        #expect(faces(engine.layout("Hello", style: TextStyle(size: 17, weight: .semibold), maxWidth: 500, maxLines: 1)) == ["Inter-SemiBold.otf"])
        #expect(faces(engine.layout("שלום", style: body, maxWidth: 500, maxLines: 1)) == ["DejaVuSans.ttf"], "Inter has no Hebrew")
        #expect(faces(engine.layout("日本語", style: body, maxWidth: 500, maxLines: 1)) == ["DroidSansFallbackFull.ttf"])
        #expect(faces(engine.layout("한국어", style: body, maxWidth: 500, maxLines: 1)) == ["NanumGothic.ttf"])
        // Emoji in colour, whatever else has the character in outline (DejaVu has 😀).
        #expect(faces(engine.layout("🎉", style: body, maxWidth: 500, maxLines: 1)) == ["NotoColorEmoji.ttf"])
        #expect(faces(engine.layout("😀", style: body, maxWidth: 500, maxLines: 1)) == ["NotoColorEmoji.ttf"])
        #expect(faces(engine.layout("❤️", style: body, maxWidth: 500, maxLines: 1)) == ["NotoColorEmoji.ttf"], "U+FE0F asks for emoji")
        #expect(faces(engine.layout("👩‍👩‍👧", style: body, maxWidth: 500, maxLines: 1)) == ["NotoColorEmoji.ttf"], "one run for a ZWJ sequence")
        #expect(faces(engine.layout("😀 a", style: body, maxWidth: 500, maxLines: 1)) == ["NotoColorEmoji.ttf", "Inter-Regular.otf"],
                "a space after an emoji is the text's (the emoji font's space is emoji-wide)")
        #expect(faces(engine.layout("☺︎", style: body, maxWidth: 500, maxLines: 1)) != ["NotoColorEmoji.ttf"], "U+FE0E asks for text")
        // Symbola stays the fallback for the symbols only it has.
        #expect(faces(engine.layout("\u{1F700}", style: body, maxWidth: 500, maxLines: 1)) == ["Symbola_hint.ttf"])
        #expect(faces(engine.layout("A日", style: body, maxWidth: 500, maxLines: 1)).count == 2)
    }

    @Test(arguments: 0..<200)
    func linesNeverExceedTheWidthOrTheLineLimit(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed))
        let words = ["table", "row", "a", "Section", "ffi", "日本語の", "שלום", "مرحبا", "é", "supercalifragilistic", "😀"]
        let text = (0..<Int.random(in: 1...30, using: &rng)).map { _ in words.randomElement(using: &rng)! }.joined(separator: " ")
        let width = Double(Int.random(in: 200...600, using: &rng))
        let lines = Int.random(in: 0...4, using: &rng)
        let block = engine.layout(text, style: body, maxWidth: width, maxLines: lines)
        #expect(block.lineCount >= 1)
        if lines > 0 { #expect(block.lineCount <= lines, "seed \(seed)") }
        for line in block.lines { #expect(line.width <= width + 1e-6, "seed \(seed): \(line.width) > \(width) in '\(text)'") }
        #expect(block.height == Double(block.lineCount) * engine.lineHeight(body))
    }

    @Test func aLongLineIsCutWithAnEllipsis() {
        let text = "A title far too long for one line of this table is truncated with an ellipsis"
        let full = engine.layout(text, style: body, maxWidth: 10_000, maxLines: 1)
        let cut = engine.layout(text, style: body, maxWidth: 200, maxLines: 1)
        #expect(cut.lineCount == 1 && cut.width <= 200 && cut.width > 150)
        let ellipsis = engine.layout("…", style: body, maxWidth: 100, maxLines: 1).lines[0].runs[0].glyphs
        #expect(cut.lines[0].runs.last?.glyphs.last == ellipsis.last, "the line ends in …")
        #expect(full.lines[0].runs.last?.glyphs.last != ellipsis.last)
    }

    @Test func cjkWrapsBetweenAnyCharactersAndLatinAtSpaces() {
        let cjk = engine.layout("日本語のテキストは任意の文字の間で折り返されます", style: body, maxWidth: 120, maxLines: 0)
        #expect(cjk.lineCount >= 3)
        for line in cjk.lines { #expect(line.width <= 120) }
        // "aaa bbb" at a width that fits one word breaks between the words, not inside them.
        let one = engine.layout("aaa", style: body, maxWidth: 1000, maxLines: 1).width
        let latin = engine.layout("aaa bbb", style: body, maxWidth: one + 5, maxLines: 0)
        #expect(latin.lineCount == 2)
    }

    @Test func rightToLeftTextIsPlacedRightToLeft() {
        // In "אב" the first letter, alef, must be drawn to the right of bet.
        let block = engine.layout("אב", style: body, maxWidth: 500, maxLines: 1)
        let alef = engine.layout("א", style: body, maxWidth: 500, maxLines: 1).lines[0].runs[0].glyphs[0]
        let run = block.lines[0].runs[0]
        let alefIndex = run.glyphs.firstIndex(of: alef)
        #expect(alefIndex == run.glyphs.count - 1, "alef is the rightmost glyph")
    }

    @Test(arguments: 0..<60)
    func anAutomaticRowIsTallEnoughForWhatIsDrawnInIt(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed) + 500)
        var row = Row(title: String(repeating: "wrap me ", count: Int.random(in: 1...40, using: &rng)))
        row.style = Row.Style.allCases.randomElement(using: &rng)!
        row.subtitle = Bool.random(using: &rng) ? "subtitle text" : nil
        row.detail = Bool.random(using: &rng) ? "detail" : nil
        row.lines = Int.random(in: 0...3, using: &rng)
        row.accessory = Row.Accessory.allCases.randomElement(using: &rng)!
        let style = TableStyle.allCases.randomElement(using: &rng)!
        let width = Double(Int.random(in: 240...600, using: &rng))
        let height = SharedFonts.measurer.rowHeight(for: row, in: Table(width: width, style: style, sections: []))
        let layout = CellLayout(row: row, style: style, tableWidth: width, engine: engine)
        #expect(layout.textHeight + 2 * StockTemplate.verticalPadding <= height + 1e-9)
        #expect(height >= StockTemplate.minimumRowHeight)
        // Every text, laid out as it is drawn, fits its frame, and its frame the row.
        for placed in layout.content.layout.placed {
            guard case .text(let text) = placed.element.kind else { continue }
            let inner = placed.frame.width - placed.element.padding.horizontal
            let block = engine.layout(text.text, style: TextStyle(text.font, size: text.font.size(at: .large),
                                                                  lineSpacing: text.resolvedLineSpacing(at: .large)),
                                      maxWidth: inner, maxLines: text.lines)
            #expect(block.width <= inner + 1e-6)
            #expect(block.height <= placed.frame.height - placed.element.padding.vertical + 1e-9)
            #expect(placed.frame.y + placed.frame.height - placed.element.padding.bottom <= height - StockTemplate.verticalPadding + 1e-9)
        }
    }

    /// The font fallback skips Unicode property look-ups where their answer is known: these
    /// are the facts it relies on, checked against the properties themselves.
    @Test func theFallbacksShortcutsAgreeWithUnicodesProperties() {
        var wrong: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let category = scalar.properties.generalCategory
            if value < 0x300, category == .nonspacingMark || category == .enclosingMark { wrong.append(value) }
            if (category == .control) != (value < 0x20 || (0x7F...0x9F).contains(value)) { wrong.append(value) }
            if value < 0x231A, scalar.properties.isEmojiPresentation { wrong.append(value) }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10).map { String($0, radix: 16) })")
    }
}

import Foundation
