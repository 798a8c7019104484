import CHarfBuzz

/// One paragraph: its scalars with bidi levels, fonts and shaped advances.
struct ShapedParagraph {
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
            let v = scalar.value
            // Marks begin at U+0300; below it, no property look-up is needed (they are slow).
            let joins = (v >= 0x300 && [.nonspacingMark, .enclosingMark].contains(scalar.properties.generalCategory))
                || v == 0x200D || (0xFE00...0xFE0F).contains(v) || (0x1F3FB...0x1F3FF).contains(v)
            // The control characters (Cc) are exactly U+0000–001F and U+007F–009F.
            let isControl = v < 0x20 || (0x7F...0x9F).contains(v)
            if i > 0, joins || (scalar == " " && faces[i - 1] !== primary && faces[i - 1] !== fonts.emoji
                                   && !primary.covers(scalars[i - 1])) {
                faces.append(faces[i - 1])
            } else if scalar == " " || isControl {
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
        // Nothing below U+231A (⌚) has emoji presentation.
        return scalars[i].value >= 0x231A && scalars[i].properties.isEmojiPresentation
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
        // SF Pro's tracking for the system font's stand-in; none for marks (no advance of
        // their own) and for fallback faces, so joined scripts stay joined.
        let tracking = face.isSystemStandIn ? SystemFont.tracking(size: style.size) : 0
        var run = ShapedRun(range: range, level: level, face: face, glyphs: [])
        run.glyphs.reserveCapacity(Int(count))
        for g in 0..<Int(count) {
            guard let info = infos?[g], let position = positions?[g] else { continue }
            let cluster = Int(info.cluster)
            let advance = position.x_advance == 0 ? 0 : Double(position.x_advance) * scale + tracking
            run.glyphs.append((info.codepoint, cluster, advance,
                               Double(position.x_offset) * scale, -Double(position.y_offset) * scale))
            if cluster < advances.count {
                advances[cluster] += advance
                clusterStarts[cluster] = true
            }
        }
        return run
    }
}
