import Foundation
import SnapshotTesting
import TableConfig
import TableLayout
import TableSnapshot
import TableSnapshotStrategy
import Testing
import TestSupport
import XCTest

/// The swift-snapshot-testing strategy (docs/snapshots.md, "With swift-snapshot-testing"):
/// that library's recording, naming and messages, tablesnap's drawing, diff and rows.
enum StrategyFixture {
    static func table(_ alan: String) -> Table {
        Table(width: 320, style: .insetGrouped) {
            Section("People", id: "people") {
                Row("Ada Lovelace").id("ada")
                Row(alan).id("alan")
            }
        }
    }

    /// Records, passes and fails through `verifySnapshot` (the function `assertSnapshot`
    /// reports with), in a folder of its own; returns the three messages.
    static func recordPassFail(file: StaticString = #filePath, testName: String) throws -> (String?, String?, String?, URL) {
        let folder = try TemporaryFolder.make("strategy")
        let recorded = verifySnapshot(of: table("Alan Turing"), as: .tablesnap(), named: "people", record: .missing,
                                      snapshotDirectory: folder.path, file: file, testName: testName)
        let passed = verifySnapshot(of: table("Alan Turing"), as: .tablesnap(), named: "people", record: .never,
                                    snapshotDirectory: folder.path, file: file, testName: testName)
        let failed = verifySnapshot(of: table("Alan Mathison Turing"), as: .tablesnap(), named: "people", record: .never,
                                    snapshotDirectory: folder.path, file: file, testName: testName)
        return (recorded, passed, failed, folder)
    }
}

@Suite struct TablesnapStrategyTests {
    @Test func recordsPassesAndFailsNamingTheRow() throws {
        let (recorded, passed, failed, folder) = try StrategyFixture.recordPassFail(testName: "recordsPassesAndFailsNamingTheRow()")
        #expect(recorded?.hasPrefix("No reference was found on disk. Automatically recorded snapshot") == true, "\(recorded ?? "nil")")
        let golden = folder.appendingPathComponent("recordsPassesAndFailsNamingTheRow.people.png")
        #expect(FileManager.default.fileExists(atPath: golden.path), "the library's naming: test.name.png")
        #expect(try Data(contentsOf: golden).prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        #expect(passed == nil)
        let message = try #require(failed)
        #expect(message.contains("tablesnap: ") && message.contains("pixels differ"), "\(message)")
        #expect(message.contains("in row people:alan 'Alan Mathison Turing' (y ") && !message.contains("people:ada"), "\(message)")
    }

    @Test func optionsAndTheToleranceApply() throws {
        let folder = try TemporaryFolder.make("strategy")
        _ = verifySnapshot(of: StrategyFixture.table("Alan Turing"), as: .tablesnap(viewport: Viewport(height: 60), scale: 3, appearance: .dark),
                           named: "dark", record: .all, snapshotDirectory: folder.path, testName: "options")
        let image = try RGBAImage(contentsOfPNG: folder.appendingPathComponent("options.dark.png").path)
        #expect(image.width == 960 && image.height == 180 && image.pixels[0] < 60)
        // A tolerance as assertTableSnapshot takes it: a small change passes.
        _ = verifySnapshot(of: StrategyFixture.table("Alan Turing"), as: .tablesnap(), named: "t", record: .all,
                           snapshotDirectory: folder.path, testName: "tolerance")
        let lenient = DiffTolerance(maxDifferentPixels: 100_000)
        #expect(verifySnapshot(of: StrategyFixture.table("Alan Turinh"), as: .tablesnap(tolerance: lenient), named: "t", record: .never,
                               snapshotDirectory: folder.path, testName: "tolerance") == nil)
        #expect(verifySnapshot(of: StrategyFixture.table("Alan Turinh"), as: .tablesnap(), named: "t", record: .never,
                               snapshotDirectory: folder.path, testName: "tolerance") != nil)
    }

    /// A device preset gives the width and, unless one is given, the scale; Dynamic Type and
    /// the layout direction change what is drawn as a config's `contentSize` and
    /// `layoutDirection` do (issue 33: the options an app's own tests set).
    @Test func aDeviceContentSizeAndLayoutDirectionApply() throws {
        let folder = try TemporaryFolder.make("strategy")
        func drawn(_ strategy: Snapshotting<Table, TablesnapPNG>, _ name: String) throws -> RGBAImage {
            _ = verifySnapshot(of: StrategyFixture.table("Alan Turing"), as: strategy, named: name, record: .all,
                               snapshotDirectory: folder.path, testName: "device")
            return try RGBAImage(contentsOfPNG: folder.appendingPathComponent("device.\(name).png").path)
        }
        let phone = try drawn(.tablesnap(device: try #require(DevicePreset.named("iphone15"))), "phone")
        #expect(phone.width == 393 * 3, "the device's width at its scale")
        #expect(try drawn(.tablesnap(device: try #require(DevicePreset.named("iphone15")), scale: 1), "one").width == 393)
        #expect(try drawn(.tablesnap(), "default").width == 320 * 2, "no device: the table's width at 2x")
        let large = try drawn(.tablesnap(contentSize: .accessibility3), "large")
        #expect(large.height > (try drawn(.tablesnap(), "default")).height, "larger text, taller rows")
        let mirrored = try drawn(.tablesnap(layoutDirection: .rightToLeft), "rtl")
        #expect(mirrored.pixels != (try drawn(.tablesnap(), "default")).pixels, "drawn mirrored")
    }

    /// One strategy value, used by many threads at once (tests run in parallel): each
    /// diff names its own table's row, never another thread's.
    @Test func aStrategyValueSharedByParallelTestsKeepsEachDrawingApart() throws {
        let folder = try TemporaryFolder.make("strategy")
        let shared = Shared(Snapshotting<Table, TablesnapPNG>.tablesnap())
        for index in 0..<8 {
            _ = verifySnapshot(of: StrategyFixture.table("Alan \(index)"), as: shared.value, named: "t\(index)", record: .all,
                               snapshotDirectory: folder.path, testName: "parallel")
        }
        let messages = NSLock(), results = Shared([(Int, String)]())
        DispatchQueue.concurrentPerform(iterations: 32) { run in
            let index = run % 8
            let message = verifySnapshot(of: StrategyFixture.table("Alan Changed \(index)"), as: shared.value, named: "t\(index)", record: .never,
                                         snapshotDirectory: folder.path, testName: "parallel")
            messages.withLock { results.value.append((index, message ?? "passed")) }
        }
        #expect(results.value.count == 32)
        for (index, message) in results.value {
            #expect(message.contains("in row people:alan 'Alan Changed \(index)'"), "\(message)")
        }
    }

    @Test func aConfigFileIsDrawnAsVerifyDrawsIt() throws {
        let folder = try TemporaryFolder.make("strategy")
        let config = folder.appendingPathComponent("people.yaml")
        try "width: 300\nscale: 1\nsections: [{id: s, rows: [{id: a, title: One}, {id: b, title: Two}]}]\n".write(to: config, atomically: true, encoding: .utf8)
        #expect(verifySnapshot(of: config, as: .tablesnapConfig, named: "c", record: .missing, snapshotDirectory: folder.path, testName: "config") != nil)
        #expect(try RGBAImage(contentsOfPNG: folder.appendingPathComponent("config.c.png").path).width == 300, "the config's scale")
        #expect(verifySnapshot(of: config, as: .tablesnapConfig, named: "c", record: .never, snapshotDirectory: folder.path, testName: "config") == nil)
        try "width: 300\nscale: 1\nsections: [{id: s, rows: [{id: a, title: One}, {id: b, title: Three}]}]\n".write(to: config, atomically: true, encoding: .utf8)
        let failed = verifySnapshot(of: config, as: .tablesnapConfig, named: "c", record: .never, snapshotDirectory: folder.path, testName: "config")
        #expect(failed?.contains("in row s:b 'Three'") == true, "\(failed ?? "nil")")
        try "width: -1\nsections: []\n".write(to: config, atomically: true, encoding: .utf8)
        let broken = verifySnapshot(of: config, as: .tablesnapConfig, named: "c", record: .never, snapshotDirectory: folder.path, testName: "config")
        #expect(broken?.contains("people.yaml:1:8: 'width' must be greater than 0") == true, "\(broken ?? "nil")")
    }

    /// `assertSnapshot` itself, against the golden committed beside this file.
    @Test func assertSnapshotPassesForItsCommittedGolden() {
        assertSnapshot(of: StrategyFixture.table("Alan Turing"), as: .tablesnap(), named: "people", record: .never)
    }
}

/// A value threads share in a test, guarded by the test's own lock (or only read).
final class Shared<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// The same under XCTest (`make test` runs these with `--disable-swift-testing`).
final class TablesnapStrategyXCTests: XCTestCase {
    func testRecordsPassesAndFailsNamingTheRow() throws {
        let (recorded, passed, failed, _) = try StrategyFixture.recordPassFail(testName: name)
        XCTAssertEqual(recorded?.hasPrefix("No reference was found on disk. Automatically recorded snapshot"), true)
        XCTAssertNil(passed)
        XCTAssertTrue(failed?.contains("in row people:alan 'Alan Mathison Turing' (y ") == true, failed ?? "nil")
    }

    func testAssertSnapshotPassesForItsCommittedGolden() {
        assertSnapshot(of: StrategyFixture.table("Alan Turing"), as: .tablesnap(), named: "people", record: .never)
    }
}
