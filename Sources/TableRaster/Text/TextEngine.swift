import CHarfBuzz
import Foundation

/// Lays out text as UILabel does: shaped by HarfBuzz (kerning, ligatures, marks), ordered by
/// FriBidi (right-to-left runs), a fallback font per run for what the primary font lacks,
/// wrapped at word boundaries (between any two characters in CJK text) and truncated with
/// "…". Layouts are cached: the same text measured and then drawn is laid out once.
public final class TextEngine: @unchecked Sendable {
    public let fonts: FontSet
    private var cache: [Key: TextBlock] = [:]

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
    public func lineHeight(_ style: TextStyle) -> Double {
        let face = fonts.face(style.weight)
        return (face.ascender + face.descender) * style.size
    }

    /// From the top of a line of `style` to its baseline.
    public func ascent(_ style: TextStyle) -> Double {
        fonts.face(style.weight).ascender * style.size
    }

    // MARK: Layout

    private func makeLayout(_ text: String, style: TextStyle, maxWidth: Double, maxLines: Int) -> TextBlock {
        let primary = fonts.face(style.weight)
        let lineHeight = (primary.ascender + primary.descender) * style.size
        var block = TextBlock.empty(style, lineHeight: lineHeight, ascent: primary.ascender * style.size)
        guard !text.isEmpty else { return block }
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (p, paragraph) in paragraphs.enumerated() {
            let remaining = maxLines == 0 ? Int.max : maxLines - block.lines.count
            guard remaining > 0 else { break }
            let isLast = p == paragraphs.count - 1
            var lines = ShapedParagraph(Array(paragraph.unicodeScalars), style: style, primary: primary, fonts: fonts)
                .lines(maxWidth: maxWidth, maxLines: remaining, moreFollows: !isLast)
            if lines.isEmpty { lines = [TextLine(runs: [], width: 0)] }  // an empty paragraph is a blank line
            block.lines += lines
        }
        return block
    }
}

/// One paragraph: its scalars with bidi levels, fonts and shaped advances.
private struct ShapedParagraph {
    let scalars: [Unicode.Scalar]
    let style: TextStyle
    let primary: FontFace
    let fonts: FontSet
    /// Bidi embedding level of each scalar; odd is right-to-left.
    private(set) var levels: [UInt8] = []
    private(set) var baseLevel: UInt8 = 0
    /// Shaped runs in logical order.
    private(set) var runs: [ShapedRun] = []
    /// Width of each scalar: the advance of its cluster's glyphs, on the cluster's first scalar.
    private(set) var advances: [Double] = []
    /// Whether a scalar starts a cluster (a place the text may be cut).
    private(set) var clusterStarts: [Bool] = []

    struct ShapedRun {
        var range: Range<Int>
        var level: UInt8
        var face: FontFace
        /// Glyphs in visual order (HarfBuzz reverses right-to-left runs).
        var glyphs: [(id: UInt32, cluster: Int, advance: Double, xOffset: Double, yOffset: Double)]
    }

    init(_ scalars: [Unicode.Scalar], style: TextStyle, primary: FontFace, fonts: FontSet) {
        self.scalars = scalars
        self.style = style
        self.primary = primary
        self.fonts = fonts
        guard !scalars.isEmpty else { return }
        resolveLevels()
        shapeRuns()
    }

    private mutating func resolveLevels() {
        var codepoints = scalars.map { FriBidiChar($0.value) }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: scalars.count)
        var brackets = [FriBidiBracketType](repeating: 0, count: scalars.count)
        var levels = [FriBidiLevel](repeating: 0, count: scalars.count)
        var direction: FriBidiParType = FRIBIDI_PAR_ON
        let count = FriBidiStrIndex(scalars.count)
        fribidi_get_bidi_types(&codepoints, count, &types)
        fribidi_get_bracket_types(&codepoints, count, &types, &brackets)
        let result = fribidi_get_par_embedding_levels_ex(&types, &brackets, count, &direction, &levels)
        if result == 0 {
            self.levels = [UInt8](repeating: 0, count: scalars.count)
        } else {
            self.levels = levels.map { UInt8(bitPattern: $0) }
        }
        baseLevel = direction == FRIBIDI_PAR_RTL ? 1 : 0
    }

    /// The font of each scalar: marks, joiners and selectors stay with what they modify.
    private func faces() -> [FontFace] {
        var faces: [FontFace] = []
        faces.reserveCapacity(scalars.count)
        for (i, scalar) in scalars.enumerated() {
            let joins = scalar.properties.generalCategory == .nonspacingMark
                || scalar.properties.generalCategory == .enclosingMark
                || scalar.value == 0x200D || (0xFE00...0xFE0F).contains(scalar.value)
                || (0x1F3FB...0x1F3FF).contains(scalar.value)
            if i > 0, joins || (scalar == " " && faces[i - 1] !== primary && faces[i - 1] !== fonts.emoji
                                   && !primary.covers(scalars[i - 1])) {
                faces.append(faces[i - 1])
            } else if scalar == " " || scalar.properties.generalCategory == .control {
                faces.append(primary)
            } else {
                faces.append(fonts.face(for: scalar, primary: primary, asEmoji: showsAsEmoji(i)))
            }
        }
        return faces
    }

    /// Whether scalar `i` is drawn as an emoji: emoji presentation by default (😀, 🇯🇵), or
    /// asked for with the variation selector U+FE0F (❤️).
    private func showsAsEmoji(_ i: Int) -> Bool {
        if i + 1 < scalars.count, scalars[i + 1].value == 0xFE0F { return true }
        if i + 1 < scalars.count, scalars[i + 1].value == 0xFE0E { return false }
        return scalars[i].properties.isEmojiPresentation
    }

    private mutating func shapeRuns() {
        let faces = faces()
        advances = [Double](repeating: 0, count: scalars.count)
        clusterStarts = [Bool](repeating: false, count: scalars.count)
        let codepoints = scalars.map { $0.value }
        var start = 0
        while start < scalars.count {
            var end = start + 1
            while end < scalars.count, levels[end] == levels[start], faces[end] === faces[start] { end += 1 }
            runs.append(shape(start..<end, face: faces[start], level: levels[start], codepoints: codepoints))
            start = end
        }
    }

    private mutating func shape(_ range: Range<Int>, face: FontFace, level: UInt8, codepoints: [UInt32]) -> ShapedRun {
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        codepoints.withUnsafeBufferPointer { all in
            // The whole paragraph is context, so joining and marks see their neighbours.
            hb_buffer_add_codepoints(buffer, all.baseAddress, Int32(all.count), UInt32(range.lowerBound), Int32(range.count))
        }
        hb_buffer_set_direction(buffer, level % 2 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(face.hbFont, buffer, nil, 0)
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
        let scale = style.size / face.unitsPerEm
        var run = ShapedRun(range: range, level: level, face: face, glyphs: [])
        run.glyphs.reserveCapacity(Int(count))
        for g in 0..<Int(count) {
            guard let info = infos?[g], let position = positions?[g] else { continue }
            let cluster = Int(info.cluster)
            let advance = Double(position.x_advance) * scale
            run.glyphs.append((info.codepoint, cluster, advance,
                               Double(position.x_offset) * scale, -Double(position.y_offset) * scale))
            if cluster < advances.count {
                advances[cluster] += advance
                clusterStarts[cluster] = true
            }
        }
        return run
    }

    // MARK: Lines

    private func isSpace(_ i: Int) -> Bool { scalars[i] == " " || scalars[i] == "\u{3000}" }

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

    /// The width of scalars `range`, not counting trailing spaces.
    private func width(_ range: Range<Int>) -> Double {
        var end = range.upperBound
        while end > range.lowerBound, isSpace(end - 1) { end -= 1 }
        var width = 0.0
        for i in range.lowerBound..<end { width += advances[i] }
        return width
    }

    /// Greedy line breaking; past `maxLines`, the last line keeps what fits before a "…".
    /// `moreFollows`: another paragraph comes after, so a full last line is truncated too.
    func lines(maxWidth: Double, maxLines: Int, moreFollows: Bool) -> [TextLine] {
        guard !scalars.isEmpty else { return [] }
        var ranges: [Range<Int>] = []
        var start = 0
        while start < scalars.count {
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
            while end < scalars.count, !clusterStarts[end] { end += 1 }  // never cut a cluster
            ranges.append(start..<end)
            start = end
        }
        var lines: [TextLine] = []
        for (k, range) in ranges.enumerated() {
            if k == maxLines - 1, k < ranges.count - 1 || (moreFollows && maxLines > 0) {
                lines.append(truncatedLine(from: range.lowerBound, maxWidth: maxWidth))
                break
            }
            lines.append(line(range, ellipsis: nil))
        }
        return lines
    }

    private func truncatedLine(from start: Int, maxWidth: Double) -> TextLine {
        let ellipsis = ShapedParagraph(["\u{2026}"], style: style, primary: primary, fonts: fonts)
        let ellipsisWidth = ellipsis.advances.reduce(0, +)
        var end = scalars.count
        while end > start, (!clusterStarts[end == scalars.count ? 0 : end] && end < scalars.count)
                || width(start..<end) + ellipsisWidth > maxWidth + 1e-9 {
            end -= 1
        }
        var trimmed = end
        while trimmed > start, isSpace(trimmed - 1) { trimmed -= 1 }
        return line(start..<trimmed, ellipsis: ellipsis)
    }

    /// Lays out scalars `range` in visual order, with an optional ellipsis at its logical end.
    private func line(_ range: Range<Int>, ellipsis: ShapedParagraph?) -> TextLine {
        var end = range.upperBound
        while end > range.lowerBound, isSpace(end - 1) { end -= 1 }  // trailing spaces take no room
        var segments: [ShapedRun] = []
        for run in runs where run.range.overlaps(range.lowerBound..<end) {
            var segment = run
            segment.glyphs = run.glyphs.filter { $0.cluster >= range.lowerBound && $0.cluster < end }
            if !segment.glyphs.isEmpty { segments.append(segment) }
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
            for glyph in segment.glyphs {
                run.glyphs.append(glyph.id)
                run.positions.append((pen + glyph.xOffset, glyph.yOffset))
                pen += glyph.advance
            }
            runs.append(run)
        }
        return TextLine(runs: runs, width: pen)
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
