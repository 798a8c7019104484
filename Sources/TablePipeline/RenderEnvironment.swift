import CCairo
import CHarfBuzz
import CLibDeflate
import Foundation
import TableRaster

/// What drew a PNG: tablesnap's version (``TablesnapVersion``, the one `--version` prints),
/// the Cairo, FreeType, HarfBuzz and FriBidi versions,
/// libdeflate's (which compressed it: the bytes, not the pixels, depend on it), and a hash of
/// each font file. Every render tablesnap writes carries it in a `tEXt` chunk
/// (keyword `tablesnap`), which changes no pixel, so that a golden that fails on another
/// machine can say which part differs instead of leaving a mysterious pixel diff.
public struct RenderEnvironment: Equatable, Sendable {
    /// `name value` pairs in a fixed order: `tablesnap`, `cairo`, `freetype`, `harfbuzz`,
    /// `fribidi`, `libdeflate`, then `font FILE` for each font, its hash as `crc32:HEX`.
    public var parts: [(name: String, value: String)]

    public static func == (l: RenderEnvironment, r: RenderEnvironment) -> Bool {
        l.parts.elementsEqual(r.parts) { $0.name == $1.name && $0.value == $1.value }
    }

    public static let keyword = "tablesnap"

    /// This machine's, computed once (hashing the fonts reads them).
    public static let current = RenderEnvironment(parts: [
        ("tablesnap", TablesnapVersion.current),
        ("cairo", CairoLibrary.version),
        ("freetype", CairoLibrary.freeTypeVersion),
        ("harfbuzz", String(cString: hb_version_string())),
        ("fribidi", fribidiVersion()),
        ("libdeflate", LIBDEFLATE_VERSION_STRING),
    ] + fontFiles.map { ("font " + ($0 as NSString).lastPathComponent, fontHash($0)) })

    /// The font files a render may draw with: stock cells' and custom cells' (docs/cells.md).
    static var fontFiles: [String] { FontFiles.current.all }

    /// The text of the chunk: one `name: value` line per part.
    public var text: String { parts.map { "\($0.name): \($0.value)" }.joined(separator: "\n") }

    public init(parts: [(name: String, value: String)]) { self.parts = parts }

    /// Parses the text of a chunk; nil when it is not one.
    public init?(text: String) {
        var parts: [(name: String, value: String)] = []
        for line in text.split(separator: "\n") {
            guard let colon = line.range(of: ": ") else { return nil }
            parts.append((String(line[..<colon.lowerBound]), String(line[colon.upperBound...])))
        }
        guard parts.first?.name == "tablesnap" else { return nil }
        self.parts = parts
    }

    /// The environment recorded in a PNG, if it has one.
    public init?(png: Data) {
        guard let text = PNGText.value(of: RenderEnvironment.keyword, in: png) else { return nil }
        self.init(text: text)
    }

    /// `png` with this environment's chunk (after the header).
    public func stamp(_ png: Data) -> Data {
        PNGText.inserting(keyword: RenderEnvironment.keyword, text: text, into: png)
    }

    /// `png` as this version stamps it: the `tablesnap` line of its stamp made
    /// ``TablesnapVersion/current``, every other byte kept. For the tests that hold renders
    /// to committed goldens byte for byte: a release re-records no golden whose pixels did
    /// not change (docs/snapshots.md, "What drew a golden").
    package static func restampedWithThisVersion(_ png: Data) -> Data {
        guard var recorded = RenderEnvironment(png: png), recorded.parts[0].value != TablesnapVersion.current else { return png }
        recorded.parts[0].value = TablesnapVersion.current
        return PNGText.replacing(keyword: keyword, text: recorded.text, in: png)
    }

    /// What differs from `recorded`, in words: "recorded with FreeType 2.13.2, this
    /// machine has 2.12.1"; empty when nothing does.
    public func differences(from recorded: RenderEnvironment) -> [String] {
        let mine = Dictionary(parts.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
        let theirs = Dictionary(recorded.parts.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
        var words: [String] = []
        for (name, value) in recorded.parts {
            let label = RenderEnvironment.label(name)
            switch mine[name] {
            case nil where name.hasPrefix("font "): words.append("recorded with the \(label), which this machine does not use")
            case nil: words.append("recorded with \(label) \(value), which this machine does not report")
            case let here? where here != value:
                words.append(name.hasPrefix("font ") ? "the \(label) differs from the one it was recorded with"
                                                     : "recorded with \(label) \(value), this machine has \(here)")
            default: break
            }
        }
        for (name, _) in parts where theirs[name] == nil && name.hasPrefix("font ") {
            words.append("this machine also uses the \(RenderEnvironment.label(name)), which the golden was not recorded with")
        }
        return words
    }

    private static func label(_ name: String) -> String {
        switch name {
        case "tablesnap": return "tablesnap"
        case "cairo": return "Cairo"
        case "freetype": return "FreeType"
        case "harfbuzz": return "HarfBuzz"
        case "fribidi": return "FriBidi"
        default: return name.hasPrefix("font ") ? "font " + name.dropFirst(5) : name
        }
    }

    /// FriBidi's version from its headers (its run-time `fribidi_version_info` is a
    /// mutable C global; the headers and the library come from one package).
    private static func fribidiVersion() -> String { FRIBIDI_VERSION }

    /// CRC-32 of a file's bytes (libdeflate's, with carry-less multiplies): enough to tell two
    /// font files apart. Every render stamps its PNG with these, so hashing 25 MB of fonts
    /// must not cost what a byte-at-a-time hash did (a quarter of a render's CPU time).
    static func fontHash(_ path: String) -> String {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else { return "missing" }
        let crc = data.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        return "crc32:" + String(crc, radix: 16)
    }
}
