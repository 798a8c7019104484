import Foundation
import Testing
@testable import TableRaster
import TestSupport
import TableLayout

@Suite struct FontSetTests {
    @Test func everyPinnedFileIsLoadedByItsRole() throws {
        let fonts = SharedFonts.engine.fonts
        #expect(fonts.files == .pinned)
        let loaded = [fonts.regular, fonts.semibold, fonts.bold, fonts.scriptRegular, fonts.scriptBold, fonts.emoji] + fonts.fallbacks
            + [fonts.medium] + fonts.italics + [fonts.symbols]
        #expect(loaded.map(\.path) == FontFiles.pinned.all)
        #expect(FontFiles.pinned.all.allSatisfy { FileManager.default.fileExists(atPath: $0) })
    }

    @Test(arguments: 0..<FontFiles.pinned.all.count)
    func aMissingFontFileIsTheMachinesFaultNamedByItsPath(index: Int) {
        // Replace one file at a time by a path that does not exist.
        let missing = "/nonexistent/font-\(index).otf"
        var files = FontFiles.pinned
        switch index {
        case 0: files.regular = missing
        case 1: files.semibold = missing
        case 2: files.bold = missing
        case 3: files.scriptRegular = missing
        case 4: files.scriptBold = missing
        case 5: files.emoji = missing
        case 6..<(6 + files.fallbacks.count): files.fallbacks[index - 6] = missing
        default:
            // The custom cells' files (docs/cells.md), in FontFiles.customCellFiles' order.
            switch index - 6 - files.fallbacks.count {
            case 0: files.medium = missing
            case 1: files.italic = missing
            case 2: files.mediumItalic = missing
            case 3: files.semiboldItalic = missing
            case 4: files.boldItalic = missing
            default: files.symbols = missing
            }
        }
        #expect(files.all.contains(missing))
        do {
            _ = try FontSet(files: files)
            Issue.record("loading \(missing) succeeded")
        } catch {
            #expect(error.subject == missing)
            #expect(error.description.hasPrefix("\(missing): this machine lacks this font"))
            #expect(error.message.contains("scripts/install-deps.sh"))
        }
    }

    @Test func aFontSetCanBeMadeUsedAndDroppedAgainAndAgain() throws {
        // The FreeType faces outlive the set inside Cairo's font cache; each set's library
        // goes only with its last face. Drawing after many sets have gone must still work.
        for _ in 0..<20 {
            let engine = TextEngine(fonts: try FontSet())
            var table = Table(width: 200)
            table.sections = [Section(rows: RowList([Row(title: "Drop me 😀 שלום")]))]
            let measurer = FreeTypeTextMeasurer(engine: engine)
            let live = LiveTable(layingOut: table, measurer: measurer)
            let renderer = TableRenderer(live, appearance: .light, scale: 2, engine: engine)
            #expect(try renderer.render(Viewport(height: 44)).pngData().count > 100)
        }
    }
}
