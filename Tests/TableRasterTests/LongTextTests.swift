import Testing
@testable import TableRaster
import TableLayout
import TestSupport

/// Titles of hostile length: line breaking and truncation are linear, so these finish in the
/// suite in a moment (each was seconds to forever when they were quadratic). Their answers
/// are checked, not their time.
@Suite struct LongTextTests {
    let engine = SharedFonts.engine
    let body = TextStyle(size: 17)

    @Test func aWordOf320000CharactersWrapsIntoFullLines() {
        let word = String(repeating: "abcdefghij", count: 32_000)
        let block = engine.layout(word, style: body, maxWidth: 300, maxLines: 0)
        let perLine = engine.layout(String(repeating: "abcdefghij", count: 3), style: body, maxWidth: 10_000, maxLines: 1).width / 30
        #expect(block.lineCount > 320_000 * Int(perLine) / 300 - 1)
        #expect(block.lines.allSatisfy { $0.width <= 300 + 1e-6 })
        #expect(block.lines.dropLast().allSatisfy { $0.width > 300 - 2 * perLine }, "every line but the last is full")
        #expect(block.lines.reduce(0) { $0 + $1.runs.reduce(0) { $0 + $1.glyphs.count } } == 320_000, "every character drawn once")
    }

    @Test func anAutomaticRowOfALongWordIsAsTallAsItsLines() throws {
        var row = Row(title: String(repeating: "x", count: 320_000))
        row.lines = 0
        let height = SharedFonts.measurer.rowHeight(for: row, in: Table(width: 390, style: .plain, sections: []))
        let layout = CellLayout(row: row, style: .plain, tableWidth: 390, engine: engine)
        let title = try #require(layout.content.layout.placed.first { if case .text = $0.element.kind { true } else { false } })
        let lines = engine.layout(row.title ?? "", style: body, maxWidth: title.frame.width, maxLines: 0).lineCount
        #expect(lines > 1000)
        // A stock title's lines: the body style's leading apart, the label rounded up to a
        // whole point (docs/rendering.md, Line spacing; Measuring is drawing).
        let label = CellFont(.body).lineSpacing(at: .large).height(lines: lines, lineBox: engine.lineHeight(body))
        #expect(height == (label - 1e-9).rounded(.up) + 2 * StockTemplate.verticalPadding)
    }

    @Test func ordinaryWordsOf320000CharactersWrapAtSpaces() {
        let text = String(repeating: "lorem ipsum dolor sit amet ", count: 12_000)
        let block = engine.layout(text, style: body, maxWidth: 300, maxLines: 0)
        #expect(block.lineCount > 1000)
        #expect(block.lines.allSatisfy { $0.width <= 300 + 1e-6 })
    }

    @Test func an80000CharacterTitleTruncatesToOneLine() {
        let title = String(repeating: "Truncate me ", count: 6_667)
        let ellipsis = engine.layout("…", style: body, maxWidth: 100, maxLines: 1).lines[0].runs[0].glyphs[0]
        let cut = engine.layout(title, style: body, maxWidth: 250, maxLines: 1)
        #expect(cut.lineCount == 1 && cut.width <= 250 + 1e-6 && cut.width > 200)
        #expect(cut.lines[0].runs.last?.glyphs.last == ellipsis)
        // The same cut as a short title that is cut at the same place.
        let short = engine.layout(String(title.prefix(200)), style: body, maxWidth: 250, maxLines: 1)
        #expect(short.lines[0].runs.flatMap(\.glyphs) == cut.lines[0].runs.flatMap(\.glyphs))
    }

    /// A megabyte here (a debug build takes about a second); history/performance.md times ten
    /// megabytes through `tablesnap render`.
    @Test func aMegabyteTitleIsLaidOut() {
        let title = String(repeating: "0123456789", count: 100_000)
        let cut = engine.layout(title, style: body, maxWidth: 300, maxLines: 2)
        #expect(cut.lineCount == 2 && cut.width <= 300 + 1e-6)
    }
}

/// The line breaker against a reference written for obviousness, not speed: each line's
/// glyphs filtered out of every run, truncation by trying ever shorter prefixes.
@Suite struct LineBreakingReferenceTests {
    /// Lines as (glyph, x) in visual order, and widths.
    typealias Drawn = [(glyphs: [UInt32], xs: [Double], width: Double)]

    static func drawn(_ lines: [TextLine]) -> Drawn {
        lines.map { line in (line.runs.flatMap(\.glyphs), line.runs.flatMap { $0.positions.map(\.x) }, line.width) }
    }

    static func reference(_ p: ShapedParagraph, maxWidth: Double, maxLines: Int, moreFollows: Bool) -> Drawn {
        let n = p.scalars.count
        guard n > 0 else { return [] }
        func width(_ range: Range<Int>) -> Double {
            var end = range.upperBound
            while end > range.lowerBound, p.isSpace(end - 1) { end -= 1 }
            return (range.lowerBound..<end).reduce(0) { $0 + p.advances[$1] }
        }
        func isCJK(_ s: Unicode.Scalar) -> Bool {
            [0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x3FFFF].contains { $0.contains(s.value) }
        }
        func canBreak(_ i: Int) -> Bool {
            i > 0 && i < n && p.clusterStarts[i]
                && ((p.isSpace(i - 1) && !p.isSpace(i)) || isCJK(p.scalars[i]) || isCJK(p.scalars[i - 1]))
        }
        // Greedy: the longest line that fits, ending at the last break before the overflow.
        var ranges: [Range<Int>] = []
        var start = 0
        while start < n {
            // The first cluster that starts with ink and would overflow (spaces count here).
            var i = start + 1
            while i < n, !(p.clusterStarts[i] && !p.isSpace(i) && (start...i).reduce(0, { $0 + p.advances[$1] }) > maxWidth + 1e-9) {
                i += 1
            }
            var end = i
            if i < n, let lastBreak = ((start + 1)...i).last(where: canBreak) { end = lastBreak }
            while end < n, !p.clusterStarts[end] { end += 1 }
            ranges.append(start..<end)
            start = end
        }
        func line(_ range: Range<Int>, ellipsis: ShapedParagraph?) -> (glyphs: [UInt32], xs: [Double], width: Double) {
            var end = range.upperBound
            while end > range.lowerBound, p.isSpace(end - 1) { end -= 1 }
            var segments = p.runs.map { run in
                var segment = run
                segment.glyphs = run.glyphs.filter { (range.lowerBound..<end).contains($0.cluster) }
                return segment
            }.filter { !$0.glyphs.isEmpty }
            if let ellipsis, var run = ellipsis.runs.first { run.level = p.baseLevel; segments.append(run) }
            // Rule L2, one level at a time.
            let levels = segments.map(\.level)
            if let highest = levels.max(), let lowestOdd = levels.filter({ $0 % 2 == 1 }).min() {
                for level in stride(from: Int(highest), through: Int(lowestOdd), by: -1) {
                    var i = 0
                    while i < segments.count {
                        if segments[i].level < level { i += 1; continue }
                        var j = i
                        while j < segments.count, segments[j].level >= level { j += 1 }
                        segments[i..<j].reverse()
                        i = j
                    }
                }
            }
            var pen = 0.0, glyphs: [UInt32] = [], xs: [Double] = []
            for glyph in segments.flatMap(\.glyphs) { glyphs.append(glyph.id); xs.append(pen + glyph.xOffset); pen += glyph.advance }
            return (glyphs, xs, pen)
        }
        // No lone word on the last line of a paragraph of two lines that is not cut: the first
        // line gives its last word when the two fit together.
        let truncated = maxLines > 0 && (ranges.count > maxLines || (ranges.count == maxLines && moreFollows))
        if ranges.count == 2, !truncated, let last = ranges.last {
            let previous = ranges[ranges.count - 2]
            let oneWord = !((last.lowerBound + 1)..<last.upperBound).contains(where: canBreak)
            if oneWord, let cut = ((previous.lowerBound + 1)..<previous.upperBound).last(where: canBreak),
               width(cut..<last.upperBound) <= maxWidth + 1e-9 {
                ranges[ranges.count - 2] = previous.lowerBound..<cut
                ranges[ranges.count - 1] = cut..<last.upperBound
            }
        }
        var lines: Drawn = []
        for (k, range) in ranges.enumerated() {
            if k == maxLines - 1, k < ranges.count - 1 || moreFollows {
                let ellipsis = ShapedParagraph(["\u{2026}"], style: p.style, primary: p.primary, fonts: p.fonts)
                let room = maxWidth - ellipsis.advances.reduce(0, +)
                let end = (range.lowerBound...n).last { e in
                    (e == n || e == range.lowerBound || p.clusterStarts[e]) && (e == range.lowerBound || width(range.lowerBound..<e) <= room + 1e-9)
                }!
                var trimmed = end
                while trimmed > range.lowerBound, p.isSpace(trimmed - 1) { trimmed -= 1 }
                lines.append(line(range.lowerBound..<trimmed, ellipsis: ellipsis))
                break
            }
            lines.append(line(range, ellipsis: nil))
        }
        return lines
    }

    @Test(arguments: 0..<150)
    func theLineBreakerDrawsWhatTheReferenceDraws(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed) + 9_000)
        let words = ["table", "a", "Section", "ffi", "日本語の", "שלום", "مرحبا", "é", "supercalifragilisticexpialidocious",
                     "😀", "👩‍👩‍👧", "AV", "123", "(x)", "  ", "한국어"]
        let text = (0..<Int.random(in: 1...25, using: &rng)).map { _ in words.randomElement(using: &rng)! }.joined(separator: " ")
        let fonts = SharedFonts.engine.fonts
        let style = TextStyle(size: 17)
        let paragraph = ShapedParagraph(Array(text.unicodeScalars), style: style, primary: fonts.regular, fonts: fonts)
        let width = Double(Int.random(in: 20...400, using: &rng))
        let maxLines = Int.random(in: 0...4, using: &rng)
        let moreFollows = Bool.random(using: &rng)
        let actual = Self.drawn(paragraph.lines(maxWidth: width, maxLines: maxLines, moreFollows: moreFollows))
        let expected = Self.reference(paragraph, maxWidth: width, maxLines: maxLines, moreFollows: moreFollows)
        #expect(actual.count == expected.count, "seed \(seed): '\(text)' at \(width)")
        for (a, e) in zip(actual, expected) {
            #expect(a.glyphs == e.glyphs && a.xs == e.xs && a.width == e.width, "seed \(seed): '\(text)' at \(width), \(maxLines) lines")
        }
    }
}
