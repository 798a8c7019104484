import CCairo
import Foundation

/// The fonts tablesnap draws with, pinned by file path so a render does not depend on the
/// fonts a machine happens to have (no fontconfig look-up).
public final class FontSet: @unchecked Sendable {
    public enum Weight: Sendable { case regular, bold }

    /// The pinned files: the UI font (DejaVu Sans, which also covers Greek, Cyrillic,
    /// Hebrew and Arabic), then fallbacks in order: Chinese and Japanese (Droid Sans
    /// Fallback), Korean (Nanum Gothic), emoji and symbols (Symbola, outline glyphs).
    public static let regularPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    public static let boldPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
    public static let fallbackPaths = [
        "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
        "/usr/share/fonts/truetype/nanum/NanumGothic.ttf",
        "/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf",
    ]

    private let library: FT_Library
    let regular: FontFace
    let bold: FontFace
    let fallbacks: [FontFace]
    /// Serialises use of the FreeType faces, which are not thread-safe.
    let lock = NSLock()

    public init() throws(RenderError) {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { throw RenderError("cannot start FreeType") }
        self.library = library
        regular = try FontFace(path: FontSet.regularPath, library: library)
        bold = try FontFace(path: FontSet.boldPath, library: library)
        var fallbacks: [FontFace] = []
        for path in FontSet.fallbackPaths { fallbacks.append(try FontFace(path: path, library: library)) }
        self.fallbacks = fallbacks
    }

    /// The primary face for a weight.
    func face(_ weight: Weight) -> FontFace { weight == .bold ? bold : regular }

    /// The face that draws `scalar`: the primary face if it can, else the first fallback
    /// that can, else the primary face (which shows its "missing glyph" box).
    func face(for scalar: Unicode.Scalar, primary: FontFace) -> FontFace {
        if primary.covers(scalar) { return primary }
        if primary !== regular, regular.covers(scalar) { return regular }
        return fallbacks.first { $0.covers(scalar) } ?? primary
    }
}
