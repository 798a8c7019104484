import CCairo
import Foundation

/// The fonts tablesnap draws with, pinned by file path so a render does not depend on the
/// fonts a machine happens to have (no fontconfig look-up).
public final class FontSet: @unchecked Sendable {
    public enum Weight: Sendable { case regular, semibold, bold }

    /// The UI font: Inter (`fonts-inter`), drawn for screens like Apple's SF Pro, which may
    /// not be redistributed, and metrically close to it.
    public static let regularPath = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
    public static let semiboldPath = "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf"
    public static let boldPath = "/usr/share/fonts/opentype/inter/Inter-Bold.otf"
    /// For the scripts Inter lacks (Hebrew, Arabic, many symbols): DejaVu Sans, by weight.
    public static let scriptFallbackPaths = (
        regular: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        bold: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
    /// Colour emoji (`fonts-noto-color-emoji`): bitmaps, which Cairo scales to the text size.
    public static let emojiPath = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    /// Then, in order: Chinese and Japanese (Droid Sans Fallback), Korean (Nanum Gothic),
    /// symbols and emoji the colour font lacks (Symbola, outline glyphs).
    public static let fallbackPaths = [
        "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
        "/usr/share/fonts/truetype/nanum/NanumGothic.ttf",
        "/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf",
    ]

    /// Every font file the set loads.
    public static var allPaths: [String] {
        [regularPath, semiboldPath, boldPath, scriptFallbackPaths.regular, scriptFallbackPaths.bold, emojiPath] + fallbackPaths
    }

    private let library: FreeTypeLibrary
    let regular: FontFace
    let semibold: FontFace
    let bold: FontFace
    let scriptRegular: FontFace
    let scriptBold: FontFace
    let emoji: FontFace
    let fallbacks: [FontFace]
    /// Serialises use of the FreeType faces, which are not thread-safe.
    let lock = NSLock()

    public init() throws(RenderError) {
        library = try FreeTypeLibrary()
        regular = try FontFace(path: FontSet.regularPath, library: library)
        semibold = try FontFace(path: FontSet.semiboldPath, library: library)
        bold = try FontFace(path: FontSet.boldPath, library: library)
        scriptRegular = try FontFace(path: FontSet.scriptFallbackPaths.regular, library: library)
        scriptBold = try FontFace(path: FontSet.scriptFallbackPaths.bold, library: library)
        emoji = try FontFace(path: FontSet.emojiPath, library: library)
        var fallbacks: [FontFace] = []
        for path in FontSet.fallbackPaths { fallbacks.append(try FontFace(path: path, library: library)) }
        self.fallbacks = fallbacks
    }

    /// The primary face for a weight.
    func face(_ weight: Weight) -> FontFace {
        switch weight {
        case .regular: return regular
        case .semibold: return semibold
        case .bold: return bold
        }
    }

    /// The face that draws `scalar`: the colour emoji font for what is shown as emoji, else
    /// the primary face if it can, else DejaVu in the primary's weight, else the first
    /// fallback that can, else the primary face (which shows its "missing glyph" box).
    func face(for scalar: Unicode.Scalar, primary: FontFace, asEmoji: Bool) -> FontFace {
        if asEmoji, emoji.covers(scalar) { return emoji }
        if primary.covers(scalar) { return primary }
        let script = primary === regular ? scriptRegular : scriptBold
        if script.covers(scalar) { return script }
        if primary !== regular, regular.covers(scalar) { return regular }
        return fallbacks.first { $0.covers(scalar) } ?? (emoji.covers(scalar) ? emoji : primary)
    }
}
