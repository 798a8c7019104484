import Foundation
import TableLayout
import TableSnapshot
import Testing

/// One record policy (``SnapshotCheck``) for every strategy: the helper's text goldens are
/// recorded, refused and read as `verify`'s PNGs are. Goldens go beside fake test files under /tmp.
@Suite(.serialized) struct SnapshotStrategyTests {
    static func place(_ folder: String) -> TableSnapshotter.Place {
        TableSnapshotter.Place(testFile: folder + "/StrategyTests.swift", test: "t()", name: "g")
    }

    /// The helper's text goldens once had their own record code, which wrote over a symbolic
    /// link (replacing it with a file) where `verify` refused: now both refuse.
    @Test func aTextGoldenThatIsALinkIsNotRecordedOver() throws {
        let folder = "/tmp/tablesnap-strategy-link"
        try? FileManager.default.removeItem(atPath: folder)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let golden = TableSnapshotter.goldenPath(testFile: Self.place(folder).testFile, name: "g", ext: "json")
        try FileManager.default.createDirectory(atPath: (golden as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try "kept\n".write(toFile: folder + "/target.json", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: golden, withDestinationPath: folder + "/target.json")
        let failure = try #require(TableSnapshotter.check(text: "new\n", ext: "json", at: Self.place(folder), mode: .all))
        #expect(failure.message.contains("is a symbolic link; tablesnap does not record over a link"), "\(failure.message)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: golden) == folder + "/target.json")
        #expect(try String(contentsOfFile: folder + "/target.json", encoding: .utf8) == "kept\n")
    }

    /// The same strategy answers for text whatever calls it: the first differing line, named.
    @Test func theLinesStrategyNamesTheFirstDifferingLine() throws {
        let strategy = SnapshotStrategy.lines(pathExtension: "json")
        #expect(strategy.pathExtension == "json")
        #expect(strategy.diffing(Data("a\nb\n".utf8), Data("a\nb\n".utf8), "g.json") == nil)
        let difference = try #require(strategy.diffing(Data("a\nb\nc".utf8), Data("a\nB\nc".utf8), "g.json"))
        #expect(difference.message == "line 2 is 'B', the golden has 'b'")
        #expect(strategy.diffing(Data("a".utf8), Data("a\nmore".utf8), "g.json")?.message == "line 2 is 'more', the golden has (no line)")
    }

    /// A text golden past the strategy's size limit is refused before it is read, as PNGs are.
    @Test func aTextGoldenIsReadOnlyUpToItsLimit() throws {
        let folder = "/tmp/tablesnap-strategy-limit"
        try? FileManager.default.removeItem(atPath: folder)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let golden = folder + "/g.json"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try String(repeating: "x", count: 100).write(toFile: golden, atomically: true, encoding: .utf8)
        let check = SnapshotCheck.compare(Data("y".utf8), goldenPath: golden, mode: .never,
                                          strategy: .lines(pathExtension: "json", maxBytes: 10))
        #expect(check.status.message?.contains("100 bytes") == true, "\(check.status)")
        let recorded = SnapshotCheck.compare(Data("y".utf8), goldenPath: golden, mode: .failed,
                                             strategy: .lines(pathExtension: "json", maxBytes: 10))
        #expect(recorded.status == .recorded("updated"))
        #expect(try String(contentsOfFile: golden, encoding: .utf8) == "y")
    }
}
