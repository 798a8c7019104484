import CCairo
import CHarfBuzz

/// One font file, loaded once: its FreeType face (for coverage and metrics), its HarfBuzz
/// font (for shaping, in font units, so layout does not depend on size or hinting) and its
/// Cairo font face (for drawing).
///
/// The FreeType face is shared: HarfBuzz holds a reference of its own, and Cairo may keep
/// the face in its font cache after we let go of it, so the face (and the FreeType library
/// it belongs to, see ``FreeTypeLibrary``) is released by whoever lets go last, never while Cairo can still use it.
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
    /// Whether this face stands in for iOS's system font, and so takes SF Pro's tracking and
    /// line box (``SystemFont``); fallback faces (other scripts, symbols, emoji) are set as they are.
    let isSystemStandIn: Bool

    init(path: String, library: FreeTypeLibrary, isSystemStandIn: Bool = false) throws(RenderError) {
        self.isSystemStandIn = isSystemStandIn
        var face: FT_Face?
        guard FT_New_Face(library.handle, path, 0, &face) == 0, let face else {
            throw RenderError(FontFace.missingMessage, subject: path)
        }
        ftFace = face
        self.path = path
        unitsPerEm = Double(face.pointee.units_per_EM == 0 ? 1000 : face.pointee.units_per_EM)
        // The system font's stand-in takes SF Pro's line box (``SystemFont``).
        ascender = isSystemStandIn ? SystemFont.ascender : Double(face.pointee.ascender) / unitsPerEm
        descender = isSystemStandIn ? SystemFont.descender : -Double(face.pointee.descender) / unitsPerEm
        // HarfBuzz takes its own reference on the face (released by hb_font_destroy).
        let hbFace = hb_ft_face_create_referenced(face)
        let font = hb_font_create(hbFace)!
        hb_face_destroy(hbFace)
        // hb_font_create uses HarfBuzz's own OpenType functions; unscaled, positions come
        // in font units.
        hb_font_set_scale(font, Int32(unitsPerEm), Int32(unitsPerEm))
        hbFont = font
        // No hinting: glyph shapes and advances are the same at every size and on every machine.
        // Cairo's face owns our reference on the FreeType face: it releases it (and the
        // library's reference) when Cairo itself frees the face, cache included.
        cairoFace = cairo_ft_font_face_create_for_ft_face(face, Int32(FT_LOAD_NO_HINTING))
        let owner = Unmanaged.passRetained(FaceRelease(face: face, library: library)).toOpaque()
        // Should Cairo fail to take the callback (out of memory), the face and its library
        // simply stay for the rest of the process.
        _ = cairo_font_face_set_user_data(cairoFace, &FontFace.releaseKey, owner) { owner in
            owner.map { Unmanaged<FaceRelease>.fromOpaque($0).takeRetainedValue().release() }
        }
    }

    deinit {
        hb_font_destroy(hbFont)
        cairo_font_face_destroy(cairoFace)
    }

    /// Whether the font has a glyph for `scalar`.
    func covers(_ scalar: Unicode.Scalar) -> Bool {
        FT_Get_Char_Index(ftFace, FT_ULong(scalar.value)) != 0
    }

    /// What a missing or unreadable font file is reported as: the machine lacks a package,
    /// the config is not at fault.
    static let missingMessage = "this machine lacks this font, which tablesnap draws with; install the packages "
        + "of scripts/install-deps.sh (`make deps`) and run again"

    /// The key under which Cairo holds the face's release; only its address matters.
    nonisolated(unsafe) private static var releaseKey = cairo_user_data_key_t(unused: 0)
}

/// The references a Cairo font face gives back when Cairo frees it.
private final class FaceRelease {
    let face: FT_Face
    let library: FreeTypeLibrary

    init(face: FT_Face, library: FreeTypeLibrary) {
        self.face = face
        self.library = library
    }

    /// Releases the face; the library goes with this object if it was its last holder.
    func release() {
        FT_Done_Face(face)
    }
}
