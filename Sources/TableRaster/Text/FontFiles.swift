import Foundation

/// The font files a ``FontSet`` loads, by role.
public struct FontFiles: Sendable, Equatable {
    /// The UI font in three weights.
    public var regular: String
    public var semibold: String
    public var bold: String
    /// The weight and the italics only custom cells use (docs/cells.md, Text).
    public var medium: String
    public var italic: String
    package var mediumItalic: String
    package var semiboldItalic: String
    package var boldItalic: String
    /// The icon font custom cells' symbols are drawn from (docs/cells.md, Symbols).
    public var symbols: String
    /// For the scripts the UI font lacks (Hebrew, Arabic, many symbols), by weight.
    package var scriptRegular: String
    package var scriptBold: String
    /// Colour emoji.
    public var emoji: String
    /// Then, in order, for what none of the above has.
    package var fallbacks: [String]

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
        medium: "/usr/share/fonts/opentype/inter/Inter-Medium.otf",
        italic: "/usr/share/fonts/opentype/inter/Inter-Italic.otf",
        mediumItalic: "/usr/share/fonts/opentype/inter/Inter-MediumItalic.otf",
        semiboldItalic: "/usr/share/fonts/opentype/inter/Inter-SemiBoldItalic.otf",
        boldItalic: "/usr/share/fonts/opentype/inter/Inter-BoldItalic.otf",
        symbols: "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf",
        scriptRegular: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        scriptBold: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
        emoji: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
        fallbacks: [
            "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
            "/usr/share/fonts/truetype/nanum/NanumGothic.ttf",
            "/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf",
        ])

    /// Every file, in loading order.
    public var all: [String] { stockCellFiles + customCellFiles }

    /// The files stock cells draw with.
    package var stockCellFiles: [String] { [regular, semibold, bold, scriptRegular, scriptBold, emoji] + fallbacks }

    /// Inter's Medium and italics and the icon font, which only custom cells use (docs/cells.md).
    package var customCellFiles: [String] { [medium, italic, mediumItalic, semiboldItalic, boldItalic, symbols] }

    /// The pinned files by name in `folder` instead of the Debian paths: a team vendors
    /// exactly the fonts its goldens were made with.
    public static func pinned(in folder: String) -> FontFiles {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        func moved(_ path: String) -> String { base + "/" + (path.split(separator: "/").last.map(String.init) ?? path) }
        let pinned = FontFiles.pinned
        return FontFiles(regular: moved(pinned.regular), semibold: moved(pinned.semibold), bold: moved(pinned.bold),
                         medium: moved(pinned.medium), italic: moved(pinned.italic), mediumItalic: moved(pinned.mediumItalic),
                         semiboldItalic: moved(pinned.semiboldItalic), boldItalic: moved(pinned.boldItalic),
                         symbols: moved(pinned.symbols),
                         scriptRegular: moved(pinned.scriptRegular), scriptBold: moved(pinned.scriptBold),
                         emoji: moved(pinned.emoji), fallbacks: pinned.fallbacks.map(moved))
    }

    /// The variable naming a folder of the pinned files (`--fonts` sets it too).
    package static let folderVariable = "TABLESNAP_FONTS"

    /// The files to use: those in `$TABLESNAP_FONTS` when it names a folder, else the
    /// pinned paths.
    public static var current: FontFiles {
        guard let folder = getenv(folderVariable).map({ String(cString: $0) }), !folder.isEmpty else { return .pinned }
        return pinned(in: folder)
    }
}
