import Foundation
import SwiftUI
import TableLayout
import TableSnapshotSwiftUI
import Testing

@MainActor @Suite struct LocalisationTests {
    func strings(_ text: String) throws -> AppStrings {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablesnap-strings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        try text.write(to: folder.appendingPathComponent("de.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try AppStrings.load(folder: folder.path, language: "de")
    }

    @Test func keysInEveryPlaceAreLookedUp() throws {
        let german = try strings("""
            /* comment */ "Backups" = "Sicherungen"; // line comment
            "Note" = "Hinweis";
            "%lld items" = "%lld Dinge";
            "Title" = "Titel";
            """)
        let view = List {
            Section { Text("Title") } header: { Text("Backups") } footer: { Text("Note") }
            Text("\(3) items")
            Text(verbatim: "Title")
        }
        let table = ResolvedView(view, strings: german).table
        #expect(table.sections[0].header?.title == "Sicherungen")
        #expect(table.sections[0].footer?.title == "Hinweis")
        #expect(table.sections[0].rows[0].title == "Titel")
        #expect(table.sections[1].rows[0].title == "3 Dinge")
        #expect(table.sections[1].rows[1].title == "Title")
    }

    @Test func malformedStringsNameTheLine() throws {
        #expect(throws: AppStringsError.self) { try strings("\"a\" = \"b\";\n\"c\" \"d\";") }
        do {
            _ = try strings("\"a\" = \"b\";\n\"c\" \"d\";")
        } catch let error as AppStringsError {
            #expect(error.line == 2)
            #expect(error.message.contains("expected '='"))
        }
    }

    @Test func stringCataloguesAreRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablesnap-xcstrings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalogue = #"{"sourceLanguage": "en", "version": "1.0", "strings": {"Settings": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Einstellungen"}}}}, "Untranslated": {}}}"#
        try catalogue.write(to: folder.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
        let german = try AppStrings.load(folder: folder.path, language: "de")
        let table = ResolvedView(List { Text("Settings"); Text("Untranslated") }, strings: german).table
        #expect(table.sections[0].rows[0].title == "Einstellungen")
        #expect(table.sections[0].rows[1].title == "Untranslated")
        try "not json".write(to: folder.appendingPathComponent("Broken.xcstrings"), atomically: true, encoding: .utf8)
        #expect(throws: AppStringsError.self) { try AppStrings.load(folder: folder.path, language: "de") }
    }

    @Test func positionalAndPercentSpecifiers() throws {
        let german = try strings(#""%@ has %lld" = "%2$lld für %1$@ (100%%)";"#)
        let name = "Ada"
        let table = ResolvedView(List { Text("\(name) has \(3)") }, strings: german).table
        #expect(table.sections[0].rows[0].title == "3 für Ada (100%)")
    }
}
