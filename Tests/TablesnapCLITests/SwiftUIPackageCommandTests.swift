import Foundation
import Testing
import TestSupport

/// `tablesnap swiftui package` (docs/swiftui.md, "Apps built from an Xcode project"): which
/// files a pattern selects, the links and manifest written, and every input it refuses.
/// (Building a generated package: `make swiftui-package`, for the example app's files.)
@Suite struct SwiftUIPackageCommandTests {
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// An app's folder: App/Settings/{SettingsView, Rows/Row}.swift, App/Other/Other.swift,
    /// App/Settings/notes.txt, App/Resources/en.lproj/Localizable.strings.
    static func app() throws -> URL {
        let folder = try TemporaryFolder.make("swiftui-package")
        for (path, text) in ["App/Settings/SettingsView.swift": "import SwiftUI\nstruct SettingsView: View { var body: some View { Text(\"A\") } }\n#Preview { SettingsView() }\n",
                             "App/Settings/Rows/Row.swift": "struct Row {}\n", "App/Other/Other.swift": "struct Other {}\n",
                             "App/Settings/notes.txt": "not Swift\n", "App/Resources/en.lproj/Localizable.strings": "\"a\" = \"b\";\n"] {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test func linksTheSelectedFilesAndWritesAManifestThatReachesTheSubset() throws {
        let app = try Self.app()
        let out = app.appendingPathComponent(".tablesnap/SettingsSnapshots")
        let result = TablesnapRunner.run(["swiftui", "package", "--sources", app.path + "/App/Settings/**/*.swift",
                                          "--resources", app.appendingPathComponent("App/Resources").path,
                                          "--tablesnap", Self.checkout, "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("2 Swift files linked in Sources/SettingsSnapshots"))
        let fm = FileManager.default
        let target = out.appendingPathComponent("Sources/SettingsSnapshots")
        // Each link is relative and leads to the app's own file; nothing else is linked.
        for (link, file) in [("Settings/SettingsView.swift", "App/Settings/SettingsView.swift"), ("Settings/Rows/Row.swift", "App/Settings/Rows/Row.swift")] {
            let path = target.appendingPathComponent(link).path
            let destination = try fm.destinationOfSymbolicLink(atPath: path)
            #expect(!destination.hasPrefix("/"), "\(destination)")
            #expect(URL(fileURLWithPath: path).resolvingSymlinksInPath() == app.appendingPathComponent(file).resolvingSymlinksInPath())
        }
        #expect(!fm.fileExists(atPath: target.appendingPathComponent("Settings/notes.txt").path))
        #expect(!fm.fileExists(atPath: target.appendingPathComponent("Other").path))
        #expect(URL(fileURLWithPath: out.appendingPathComponent("Resources/en.lproj/Localizable.strings").path).resolvingSymlinksInPath().path.hasSuffix("App/Resources/en.lproj/Localizable.strings"))
        #expect(fm.fileExists(atPath: target.appendingPathComponent("Fixtures/Fixtures.swift").path))
        // The manifest's path to the subset, from the package's folder, is the checkout's.
        let manifest = try String(contentsOf: out.appendingPathComponent("Package.swift"), encoding: .utf8)
        let dependency = try #require(manifest.split(separator: "\"").first { $0.hasSuffix("Integrations/SwiftUI") })
        // Resolved from the package's folder as SwiftPM resolves `path:` (`relativeTo: out` would drop
        // its last component, and the extra ".." only vanishes when it climbs past "/").
        #expect(URL(fileURLWithPath: out.path + "/" + String(dependency)).standardizedFileURL.path == Self.checkout + "/Integrations/SwiftUI")
        #expect(manifest.contains("name: \"SettingsSnapshotsTests\""))
        // A #Preview in the files: the starter test snapshots the module's previews.
        let test = try String(contentsOf: out.appendingPathComponent("Tests/SettingsSnapshotsTests/SettingsSnapshotsTests.swift"), encoding: .utf8)
        #expect(test.contains("assertPreviewSnapshots(module: \"SettingsSnapshots\")"))
        // No temporary is left beside it.
        #expect(try fm.contentsOfDirectory(atPath: out.deletingLastPathComponent().path) == ["SettingsSnapshots"])
    }

    @Test func aFolderSelectsItsSwiftFilesAndSeveralPatternsAddUp() throws {
        let app = try Self.app()
        let out = app.appendingPathComponent("Gen")
        let result = TablesnapRunner.run(["swiftui", "package", "--sources", app.path + "/App/Settings", "--sources", app.path + "/App/Other/*.swift",
                                          "--tablesnap", Self.checkout, "--out", out.path, "--name", "Screens"])
        #expect(result.status == 0, "\(result.stderr)")
        let target = out.appendingPathComponent("Sources/Screens")
        for link in ["App/Settings/SettingsView.swift", "App/Settings/Rows/Row.swift", "Other/Other.swift"] {
            #expect(FileManager.default.fileExists(atPath: target.appendingPathComponent(link).path), "\(link)")
        }
    }

    @Test(arguments: [
        (["--sources", "APP/App/Settings/[ab].swift"], "character classes"),
        (["--sources", "APP/App/Settings/x.swift\\"], "escapes nothing"),
        (["--sources", "APP/App/Nothing/**/*.swift"], "selects no Swift file"),
        (["--sources", "APP/App/Settings/**/*.swift", "--resources", "APP/App/Missing"], "names no folder"),
        (["--sources", "APP/App/Settings/**/*.swift", "--name", "9lives"], "cannot name a Swift module"),
    ])
    func badInputIsExplainedWithExitTwo(_ extra: [String], _ message: String) throws {
        let app = try Self.app()
        let arguments = extra.map { $0.replacingOccurrences(of: "APP", with: app.path) }
            + ["--tablesnap", Self.checkout, "--out", app.appendingPathComponent("Gen").path]
        let result = TablesnapRunner.run(["swiftui", "package"] + arguments)
        #expect(result.status == 2 && result.stderr.hasPrefix("error: ") && result.stderr.contains(message), "\(result)")
        #expect(!FileManager.default.fileExists(atPath: app.appendingPathComponent("Gen").path))
    }

    /// Two files of one name cannot be in one Swift module: refused before anything is written.
    @Test func twoFilesOfOneNameAreRefused() throws {
        let app = try Self.app()
        try "struct Row2 {}\n".write(to: app.appendingPathComponent("App/Other/Row.swift"), atomically: true, encoding: .utf8)
        let result = TablesnapRunner.run(["swiftui", "package", "--sources", app.path + "/App/**/*.swift",
                                          "--tablesnap", Self.checkout, "--out", app.appendingPathComponent("Gen").path])
        #expect(result.status == 2 && result.stderr.contains("have the same name"), "\(result)")
        #expect(!FileManager.default.fileExists(atPath: app.appendingPathComponent("Gen").path))
    }

    @Test func anExistingOutFolderIsLeftAlone() throws {
        let app = try Self.app()
        let out = app.appendingPathComponent("Gen")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let result = TablesnapRunner.run(["swiftui", "package", "--sources", app.path + "/App/Settings", "--tablesnap", Self.checkout, "--out", out.path])
        #expect(result.status == 2 && result.stderr.contains("exists"), "\(result)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
        let notCheckout = TablesnapRunner.run(["swiftui", "package", "--sources", app.path + "/App/Settings", "--tablesnap", app.path,
                                               "--out", app.appendingPathComponent("Other").path])
        #expect(notCheckout.status == 2 && notCheckout.stderr.contains("not a tablesnap checkout"), "\(notCheckout)")
        let noSources = TablesnapRunner.run(["swiftui", "package", "--tablesnap", Self.checkout, "--out", app.appendingPathComponent("Other").path])
        #expect(noSources.status == 64 && noSources.stderr.contains("--sources"), "\(noSources)")
    }
}
