import CCairo
import CHarfBuzz

/// One font file, loaded once: its FreeType face (for coverage and metrics), its HarfBuzz
/// font (for shaping, in font units, so layout does not depend on size or hinting) and its
/// Cairo font face (for drawing).
final class FontFace {
    let path: String
    let ftFace: FT_Face
    let hbFont: OpaquePointer
    let cairoFace: OpaquePointer
    /// Font units per em: HarfBuzz positions are in these units.
    let unitsPerEm: Double
    /// Ascender and descender (positive, below the baseline), in ems.
    let ascender: Double
    let descender: Double

    init(path: String, library: FT_Library) throws(RenderError) {
        var face: FT_Face?
        guard FT_New_Face(library, path, 0, &face) == 0, let face else {
            throw RenderError("cannot load the font \(path); run `make deps` (scripts/install-deps.sh) to install the pinned fonts")
        }
        ftFace = face
        self.path = path
        unitsPerEm = Double(face.pointee.units_per_EM == 0 ? 1000 : face.pointee.units_per_EM)
        ascender = Double(face.pointee.ascender) / unitsPerEm
        descender = -Double(face.pointee.descender) / unitsPerEm
        let hbFace = hb_ft_face_create_referenced(face)
        let font = hb_font_create(hbFace)!
        hb_face_destroy(hbFace)
        // hb_font_create uses HarfBuzz's own OpenType functions; unscaled, positions come
        // in font units.
        hb_font_set_scale(font, Int32(unitsPerEm), Int32(unitsPerEm))
        hbFont = font
        // No hinting: glyph shapes and advances are the same at every size and on every machine.
        cairoFace = cairo_ft_font_face_create_for_ft_face(face, Int32(FT_LOAD_NO_HINTING))
    }

    deinit {
        cairo_font_face_destroy(cairoFace)
        hb_font_destroy(hbFont)
        FT_Done_Face(ftFace)
    }

    /// Whether the font has a glyph for `scalar`.
    func covers(_ scalar: Unicode.Scalar) -> Bool {
        FT_Get_Char_Index(ftFace, FT_ULong(scalar.value)) != 0
    }
}
