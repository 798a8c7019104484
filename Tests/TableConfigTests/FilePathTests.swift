import Foundation
import TableConfig
import Testing

/// The one way a written path becomes the path read, and what counts as a config file.
@Suite struct FilePathTests {
    @Test func aPathIsResolvedFromItsFolderAndTidied() {
        #expect(FilePath.resolve("data/d.json", from: "/p/tables") == "/p/tables/data/d.json")
        #expect(FilePath.resolve("../shared/./d.json", from: "/p/tables") == "/p/shared/d.json")
        #expect(FilePath.resolve("/abs/../x.png", from: "/p/tables") == "/x.png", "an absolute path ignores the folder")
        let here = FileManager.default.currentDirectoryPath
        #expect(FilePath.resolve("a/../b.yaml") == URL(fileURLWithPath: here).appendingPathComponent("b.yaml").standardizedFileURL.path)
        #expect(FilePath.folder(of: "/p/tables/./t.yaml") == "/p/tables")
        #expect(FilePath.folder(of: "/p/tables/../t.yaml") == "/p")
    }

    @Test func configFilesAreKnownByTheirExtension() {
        for name in ["a.yaml", "dir/b.yml", "c.json"] { #expect(ConfigLoader.isConfigFile(name), "\(name)") }
        for name in ["a.png", "yaml", "a.yaml.bak", "a.tableViewConfig", "ayml"] { #expect(!ConfigLoader.isConfigFile(name), "\(name)") }
    }
}
