/// Breaking a shaped paragraph into lines, truncating the last with "…", and putting each
/// line's glyphs in visual order. Every step is linear in the paragraph's length: a line
/// finds its runs and glyphs by binary search, and truncation measures in one pass, so a
/// title of millions of characters is laid out in time proportional to its length.
extension ShapedParagraph {
    func isSpace(_ i: Int) -> Bool { scalars[i] == " " || scalars[i] == "\u{3000}" }

    /// CJK text breaks between any two characters.
    private func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x3FFFF: return true
        default: return false
        }
    }

    /// Whether a line may end before scalar `i`.
    private func canBreak(before i: Int) -> Bool {
        guard i > 0, i < scalars.count, clusterStarts[i] else { return false }
        if isSpace(i - 1) && !isSpace(i) { return true }
        return isCJK(scalars[i]) || isCJK(scalars[i - 1])
    }

    /// Greedy line breaking; past `maxLines` (0: no limit), the last line keeps what fits
    /// before a "…". `moreFollows`: another paragraph comes after, so a full last line is
    /// truncated too.
    func lines(maxWidth: Double, maxLines: Int, moreFollows: Bool) -> [TextLine] {
        guard !scalars.isEmpty else { return [] }
        var ranges: [Range<Int>] = []
        var start = 0
        // One range past the limit is enough to know that the text goes on.
        while start < scalars.count, maxLines == 0 || ranges.count <= maxLines {
            let end = lineEnd(from: start, maxWidth: maxWidth)
            ranges.append(start..<end)
            start = end
        }
        let truncates = maxLines > 0 && (ranges.count > maxLines || (ranges.count == maxLines && moreFollows))
        if ranges.count == 2, !truncates { carryWordDown(&ranges, maxWidth: maxWidth) }
        var lines: [TextLine] = []
        for (k, range) in ranges.enumerated() {
            if k == maxLines - 1, k < ranges.count - 1 || moreFollows {
                lines.append(truncatedLine(from: range.lowerBound, maxWidth: maxWidth))
                break
            }
            lines.append(line(range, ellipsis: nil))
        }
        return lines
    }

    /// UIKit's rule against a lone word on a paragraph's last line: when a paragraph of two
    /// lines ends in one word and its first line holds more than one, that line's last word is
    /// carried down, if the two then fit on the last line (docs/rendering.md, Line breaking).
    /// A paragraph of three lines or more keeps its lone word, as UIKit's does (docs/fidelity.md,
    /// the onion pairs).
    private func carryWordDown(_ ranges: inout [Range<Int>], maxWidth: Double) {
        let last = ranges[ranges.count - 1], previous = ranges[ranges.count - 2]
        guard !(last.lowerBound + 1..<last.upperBound).contains(where: canBreak(before:)),
              let cut = (previous.lowerBound + 1..<previous.upperBound).last(where: canBreak(before:)) else { return }
        var width = 0.0, widthToInk = 0.0
        for i in cut..<last.upperBound {
            width += advances[i]
            if !isSpace(i) { widthToInk = width }
        }
        guard widthToInk <= maxWidth + 1e-9 else { return }
        ranges[ranges.count - 2] = previous.lowerBound..<cut
        ranges[ranges.count - 1] = cut..<last.upperBound
    }

    /// Where the line starting at `start` ends: at the last break that fits, or where the
    /// width runs out inside a word too long for a line, never inside a cluster. Scans only
    /// as far as the line reaches.
    private func lineEnd(from start: Int, maxWidth: Double) -> Int {
        var width = 0.0
        var lastBreak: Int?
        var i = start
        while i < scalars.count {
            if i > start, canBreak(before: i) { lastBreak = i }
            let advance = advances[i]
            if i > start, clusterStarts[i], !isSpace(i), width + advance > maxWidth + 1e-9 { break }
            width += advance
            i += 1
        }
        var end = i
        if i < scalars.count, let lastBreak { end = lastBreak }
        if end == start { end = min(scalars.count, start + 1) }
        while end < scalars.count, !clusterStarts[end] { end += 1 }
        return end
    }

    /// From `start`, as much as fits before a "…", cut at a cluster boundary, in one pass:
    /// the longest prefix whose width (trailing spaces not counted) leaves room for it.
    private func truncatedLine(from start: Int, maxWidth: Double) -> TextLine {
        let ellipsis = ShapedParagraph(["\u{2026}"], style: style, primary: primary, fonts: fonts)
        let room = maxWidth - ellipsis.advances.reduce(0, +) + 1e-9
        var end = start
        var width = 0.0           // of scalars start..<i, trailing spaces included
        var widthToInk = 0.0      // the same, without the trailing spaces
        var i = start
        while i < scalars.count {
            width += advances[i]
            if !isSpace(i) { widthToInk = width }
            i += 1
            // A cut may fall at the paragraph's end or before a cluster's first scalar.
            if i == scalars.count || clusterStarts[i] {
                if widthToInk > room { break }  // widths only grow: no later cut fits either
                end = i
            }
        }
        var trimmed = end
        while trimmed > start, isSpace(trimmed - 1) { trimmed -= 1 }
        return line(start..<trimmed, ellipsis: ellipsis)
    }

    /// Lays out scalars `range` in visual order, with an optional ellipsis at its logical end.
    private func line(_ range: Range<Int>, ellipsis: ShapedParagraph?) -> TextLine {
        var end = range.upperBound
        while end > range.lowerBound, isSpace(end - 1) { end -= 1 }  // trailing spaces take no room
        let logical = range.lowerBound..<end
        var segments: [ShapedRun] = []
        var r = firstRun(endingAfter: logical.lowerBound)
        while r < runs.count, runs[r].range.lowerBound < logical.upperBound, !logical.isEmpty {
            var segment = runs[r]
            segment.glyphs = Array(runs[r].glyphs[glyphs(of: runs[r], in: logical)])
            if !segment.glyphs.isEmpty { segments.append(segment) }
            r += 1
        }
        if let ellipsis, let run = ellipsis.runs.first {
            var segment = run
            segment.level = baseLevel
            segments.append(segment)
        }
        reorder(&segments)
        var runs: [GlyphRun] = []
        var pen = 0.0
        for segment in segments {
            var run = GlyphRun(face: segment.face)
            run.glyphs.reserveCapacity(segment.glyphs.count)
            run.positions.reserveCapacity(segment.glyphs.count)
            for glyph in segment.glyphs {
                run.glyphs.append(glyph.id)
                run.positions.append((pen + glyph.xOffset, glyph.yOffset))
                pen += glyph.advance
            }
            runs.append(run)
        }
        return TextLine(runs: runs, width: pen, isRightToLeft: baseLevel == 1)
    }

    /// The first run (runs are in logical order and tile the paragraph) that ends after `scalar`.
    private func firstRun(endingAfter scalar: Int) -> Int {
        var (low, high) = (0, runs.count)
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].range.upperBound <= scalar { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The glyphs of `run` whose clusters lie in `range`: one slice, because HarfBuzz keeps
    /// clusters monotonic, rising in a left-to-right run and falling in a right-to-left one.
    private func glyphs(of run: ShapedRun, in range: Range<Int>) -> Range<Int> {
        let glyphs = run.glyphs
        let rightToLeft = run.level % 2 == 1
        /// The first glyph index from which `isPast` holds (it holds for a suffix).
        func partition(_ isPast: (Int) -> Bool) -> Int {
            var (low, high) = (0, glyphs.count)
            while low < high {
                let middle = (low + high) / 2
                if isPast(glyphs[middle].cluster) { high = middle } else { low = middle + 1 }
            }
            return low
        }
        if rightToLeft {
            let lower = partition { $0 < range.upperBound }
            return lower..<max(lower, partition { $0 < range.lowerBound })
        }
        let lower = partition { $0 >= range.lowerBound }
        return lower..<max(lower, partition { $0 >= range.upperBound })
    }

    /// Unicode's rule L2 on whole runs: from the highest level down to the lowest odd one,
    /// reverse every sequence of runs at that level or above.
    private func reorder(_ segments: inout [ShapedRun]) {
        guard let highest = segments.map(\.level).max() else { return }
        let lowestOdd = segments.map(\.level).filter { $0 % 2 == 1 }.min() ?? (highest + 1)
        var level = highest
        while level >= lowestOdd, level > 0 {
            var i = 0
            while i < segments.count {
                guard segments[i].level >= level else { i += 1; continue }
                var j = i
                while j < segments.count, segments[j].level >= level { j += 1 }
                segments[i..<j].reverse()
                i = j
            }
            level -= 1
        }
    }
}
