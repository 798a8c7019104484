import Foundation
import Testing
import TestSupport

/// Issue 25's messages: each names the file, the position where one exists, the reason
/// and the fix.
@Suite struct EdgeMessageTests {
    func folder(_ files: [String: String]) throws -> URL {
        let folder = try TemporaryFolder.make("edge-messages")
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test func aViewportUnderOnePixelSaysSoAndHowTall() throws {
        let dir = try folder(["t.yaml": "width: 390\nsections: [{rows: [{title: x}]}]\n"])
        let config = dir.appendingPathComponent("t.yaml").path
        let result = TablesnapRunner.run(["render", config, "--viewport-height", "0.1", "--scale", "1", "--out", dir.appendingPathComponent("o.png").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("error: \(config): a viewport 0.1 pt tall is under one pixel at scale 1, so its PNG would have no rows; pass --viewport-height 0.5 or more"),
                "\(result.stderr)")
        #expect(!result.stderr.contains("larger than Cairo"))
    }

    @Test func anEmptyEditFileIsToldWhatAnEditFileHolds() throws {
        let dir = try folder(["t.yaml": "width: 390\nsections: [{id: s, rows: [{title: x}]}]\n", "e.yaml": ""])
        let result = TablesnapRunner.run(["apply", dir.appendingPathComponent("t.yaml").path, dir.appendingPathComponent("e.yaml").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("e.yaml:1:1: the edit file is empty; it is a list of steps"), "\(result.stderr)")
        #expect(!result.stderr.contains("a config needs"))
    }

    @Test func aDataFileThatIsAFolderIsRefusedAtItsLineAndColumn() throws {
        let dir = try folder(["t.yaml": "width: 390\ndata:\n  d: {file: stuff}\nsections: []\n", "stuff/x.json": "[]"])
        let config = dir.appendingPathComponent("t.yaml").path
        let result = TablesnapRunner.run(["inspect", config])
        #expect(result.status == 2)
        #expect(result.stderr.contains("error: \(config):3:13: the data file \(dir.appendingPathComponent("stuff").path) is a folder, not a regular file"),
                "\(result.stderr)")
    }

    @Test func aZeroBytePNGSaysItIsEmptyOnce() throws {
        let dir = try folder(["a.png": "", "b.png": ""])
        let result = TablesnapRunner.run(["diff", dir.appendingPathComponent("a.png").path, dir.appendingPathComponent("b.png").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("a.png: is empty (0 bytes), not a PNG"), "\(result.stderr)")
        #expect(!result.stderr.contains("(not a readable PNG)"))
    }
}
