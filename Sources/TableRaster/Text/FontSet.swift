import CCairo
import Foundation

/// The fonts tablesnap draws with, pinned by file path so a render does not depend on the
/// fonts a machine happens to have (no fontconfig look-up).
public final class FontSet: @unchecked Sendable {
    public enum Weight: Sendable { case regular, medium, semibold, bold }

    /// The pinned files (``FontFiles/current``: `$TABLESNAP_FONTS`'s, else ``FontFiles/pinned``).
    public let files: FontFiles

    private let library: FreeTypeLibrary
    let regular: FontFace
    let semibold: FontFace
    let bold: FontFace
    let medium: FontFace
    /// Italics by weight: regular, medium, semibold, bold.
    let italics: [FontFace]
    /// The icon font of custom cells' symbols.
    let symbols: FontFace
    let scriptRegular: FontFace
    let scriptBold: FontFace
    let emoji: FontFace
    let fallbacks: [FontFace]
    /// Serialises use of the FreeType faces, which are not thread-safe.
    let lock = NSLock()

    /// Loads `files`; a file that is missing or unreadable is a ``RenderError`` whose
    /// `subject` is that file.
    public init(files: FontFiles = .current) throws(RenderError) {
        self.files = files
        library = try FreeTypeLibrary()
        // Inter's faces stand in for the system font (SF Pro's tracking and line box, ``SystemFont``),
        // custom cells' medium and italics too; the symbol font is set as it is.
        regular = try FontFace(path: files.regular, library: library, isSystemStandIn: true)
        semibold = try FontFace(path: files.semibold, library: library, isSystemStandIn: true)
        bold = try FontFace(path: files.bold, library: library, isSystemStandIn: true)
        medium = try FontFace(path: files.medium, library: library, isSystemStandIn: true)
        var italics: [FontFace] = []
        for path in [files.italic, files.mediumItalic, files.semiboldItalic, files.boldItalic] {
            italics.append(try FontFace(path: path, library: library, isSystemStandIn: true))
        }
        self.italics = italics
        symbols = try FontFace(path: files.symbols, library: library)
        scriptRegular = try FontFace(path: files.scriptRegular, library: library)
        scriptBold = try FontFace(path: files.scriptBold, library: library)
        emoji = try FontFace(path: files.emoji, library: library)
        var fallbacks: [FontFace] = []
        for path in files.fallbacks { fallbacks.append(try FontFace(path: path, library: library)) }
        self.fallbacks = fallbacks
    }

    /// The primary face for a weight.
    func face(_ weight: Weight, italic: Bool = false) -> FontFace {
        if italic {
            switch weight {
            case .regular: return italics[0]
            case .medium: return italics[1]
            case .semibold: return italics[2]
            case .bold: return italics[3]
            }
        }
        switch weight {
        case .regular: return regular
        case .medium: return medium
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
        let script = primary === semibold || primary === bold || primary === italics[2] || primary === italics[3]
            ? scriptBold : scriptRegular
        if script.covers(scalar) { return script }
        if primary !== regular, regular.covers(scalar) { return regular }
        return fallbacks.first { $0.covers(scalar) } ?? (emoji.covers(scalar) ? emoji : primary)
    }
}
