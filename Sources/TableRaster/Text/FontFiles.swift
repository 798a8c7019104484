/// The font files a ``FontSet`` loads, by role.
public struct FontFiles: Sendable, Equatable {
    /// The UI font in three weights.
    public var regular: String
    public var semibold: String
    public var bold: String
    /// For the scripts the UI font lacks (Hebrew, Arabic, many symbols), by weight.
    public var scriptRegular: String
    public var scriptBold: String
    /// Colour emoji.
    public var emoji: String
    /// Then, in order, for what none of the above has.
    public var fallbacks: [String]

    /// tablesnap's fonts, pinned by path (scripts/install-deps.sh installs them): Inter
    /// (`fonts-inter`), drawn for screens like Apple's SF Pro, which may not be
    /// redistributed, and metrically close to it; DejaVu Sans (`fonts-dejavu-core`); Noto
    /// Color Emoji (`fonts-noto-color-emoji`, bitmaps that Cairo scales to the text size);
    /// then Chinese and Japanese (Droid Sans Fallback), Korean (Nanum Gothic), and symbols
    /// only Symbola has (outline glyphs).
    public static let pinned = FontFiles(
        regular: "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
        semibold: "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf",
        bold: "/usr/share/fonts/opentype/inter/Inter-Bold.otf",
        scriptRegular: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        scriptBold: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
        emoji: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
        fallbacks: [
            "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
            "/usr/share/fonts/truetype/nanum/NanumGothic.ttf",
            "/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf",
        ])

    /// Every file, in loading order.
    public var all: [String] { [regular, semibold, bold, scriptRegular, scriptBold, emoji] + fallbacks }
}
