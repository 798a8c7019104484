import CHarfBuzz
import Foundation

/// Lays out text as UILabel does: shaped by HarfBuzz (kerning, ligatures, marks), ordered by
/// FriBidi (right-to-left runs), a fallback font per run for what the primary font lacks,
/// wrapped at word boundaries (between any two characters in CJK text) and truncated with
/// "…". Layouts are cached: the same text measured and then drawn is laid out once.
public final class TextEngine: @unchecked Sendable {
    public let fonts: FontSet
    private var cache: [Key: TextBlock] = [:]
    /// Paragraphs already shaped, by text and style: a text laid out at a second width (a
    /// custom cell's text, measured at its ideal width and then at the width it gets) is
    /// broken into lines again but not shaped again. Shaping is most of a layout's cost.
    private var shaped: [ShapedKey: ShapedParagraph] = [:]

    private struct ShapedKey: Hashable {
        var paragraph: Substring
        var style: TextStyle
    }

    private struct Key: Hashable {
        var text: String
        var style: TextStyle
        var maxWidth: Double
        var maxLines: Int
    }

    public init(fonts: FontSet) {
        self.fonts = fonts
    }

    /// Lays out `text` in at most `maxLines` lines (0: unlimited) no wider than `maxWidth`.
    public func layout(_ text: String, style: TextStyle, maxWidth: Double, maxLines: Int) -> TextBlock {
        let key = Key(text: text, style: style, maxWidth: maxWidth, maxLines: maxLines)
        fonts.lock.lock()
        defer { fonts.lock.unlock() }
        if let cached = cache[key] { return cached }
        let block = makeLayout(text, style: style, maxWidth: max(0, maxWidth), maxLines: max(0, maxLines))
        if cache.count > 50_000 { cache.removeAll(keepingCapacity: true) }
        cache[key] = block
        return block
    }

    /// The height of one line of `style`.
    public func lineHeight(_ style: TextStyle) -> Double { lineMetrics(style).lineHeight }

    /// From the top of a line of `style` to its baseline.
    package func ascent(_ style: TextStyle) -> Double { lineMetrics(style).ascent }

    /// A line's ascent and height, on a grid of 1/64 pt: Inter's 2816 units per em make
    /// its metrics endless binary fractions, and rows, headers and offsets are sums of them.
    /// On the grid they add up exactly, so an item's end and the next item's start are the
    /// same number however they were summed (as with fonts of 2048 units per em).
    func lineMetrics(_ style: TextStyle) -> (ascent: Double, lineHeight: Double) {
        let face = fonts.face(style.weight, italic: style.italic)
        func onGrid(_ points: Double) -> Double { (points * 64).rounded() / 64 }
        return (onGrid(face.ascender * style.size), onGrid((face.ascender + face.descender) * style.size))
    }

    // MARK: Layout

    private func shapedParagraph(_ paragraph: Substring, style: TextStyle, primary: FontFace) -> ShapedParagraph {
        let key = ShapedKey(paragraph: paragraph, style: style.shaping)
        if let known = shaped[key] { return known }
        let paragraph = ShapedParagraph(Array(paragraph.unicodeScalars), style: style, primary: primary, fonts: fonts)
        if shaped.count > 4_096 { shaped.removeAll(keepingCapacity: true) }
        shaped[key] = paragraph
        return paragraph
    }

    private func makeLayout(_ text: String, style: TextStyle, maxWidth: Double, maxLines: Int) -> TextBlock {
        let primary = fonts.face(style.weight, italic: style.italic)
        let (ascent, lineHeight) = lineMetrics(style)
        var block = TextBlock.empty(style, lineHeight: lineHeight, ascent: ascent)
        guard !text.isEmpty else { return block }
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (p, paragraph) in paragraphs.enumerated() {
            let remaining = maxLines == 0 ? Int.max : maxLines - block.lines.count
            guard remaining > 0 else { break }
            let isLast = p == paragraphs.count - 1
            var lines = shapedParagraph(paragraph, style: style, primary: primary)
                .lines(maxWidth: maxWidth, maxLines: remaining, moreFollows: !isLast)
            if lines.isEmpty { lines = [TextLine(runs: [], width: 0)] }  // an empty paragraph is a blank line
            block.lines += lines
        }
        return block
    }
}
