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

    /// `precision:` and `perceptualPrecision:` as apps pass them to `.image(…)`: a one-letter
    /// change (far less than a tenth of the pixels, each far past ΔE 2) passes at precision
    /// 0.9, fails at 0.99999, and fails when only the colour test is loosened.
    @Test func precisionAndPerceptualPrecisionApply() throws {
        let folder = try TemporaryFolder.make("strategy")
        _ = verifySnapshot(of: StrategyFixture.table("Alan Turing"), as: .tablesnap(), named: "p", record: .all,
                           snapshotDirectory: folder.path, testName: "precision")
        func check(_ strategy: Snapshotting<Table, TablesnapImage>) -> String? {
            verifySnapshot(of: StrategyFixture.table("Alan Turinh"), as: strategy, named: "p", record: .never,
                           snapshotDirectory: folder.path, testName: "precision")
        }
        #expect(check(.tablesnap(precision: 0.9, perceptualPrecision: 0.98)) == nil)
        #expect(check(.tablesnap(precision: 0.9)) == nil)
        #expect(check(.tablesnap(precision: 0.99999, perceptualPrecision: 0.98)) != nil)
        #expect(check(.tablesnap(perceptualPrecision: 0.98)) != nil)
        #expect(check(.tablesnap(perceptualPrecision: 0.98, tolerance: DiffTolerance(maxDifferentPixels: 100_000))) != nil,
                "precision and perceptualPrecision take the tolerance's place")
    }

    /// A device preset gives the width and, unless one is given, the scale; Dynamic Type and
    /// the layout direction change what is drawn as a config's `contentSize` and
    /// `layoutDirection` do (issue 33: the options an app's own tests set).
    @Test func aDeviceContentSizeAndLayoutDirectionApply() throws {
        let folder = try TemporaryFolder.make("strategy")
        func drawn(_ strategy: Snapshotting<Table, TablesnapImage>, _ name: String) throws -> RGBAImage {
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
        let shared = Shared(Snapshotting<Table, TablesnapImage>.tablesnap(scale: 1))
        for index in 0..<4 {
            _ = verifySnapshot(of: StrategyFixture.table("Alan \(index)"), as: shared.value, named: "t\(index)", record: .all,
                               snapshotDirectory: folder.path, testName: "parallel")
        }
        let messages = NSLock(), results = Shared([(Int, String)]())
        DispatchQueue.concurrentPerform(iterations: 12) { run in
            let index = run % 4
            let message = verifySnapshot(of: StrategyFixture.table("Alan Changed \(index)"), as: shared.value, named: "t\(index)", record: .never,
                                         snapshotDirectory: folder.path, testName: "parallel")
            messages.withLock { results.value.append((index, message ?? "passed")) }
        }
        #expect(results.value.count == 12)
        for (index, message) in results.value {
            #expect(message.contains("in row people:alan 'Alan Changed \(index)'"), "\(message)")
        }
    }

    /// A locale sets grouped headers' capitals by its rules and, unless a direction is
    /// given, its script's direction (issue 33).
    @Test func aLocaleSetsTheCapitalsAndTheDirection() throws {
        let folder = try TemporaryFolder.make("strategy")
        let table = Table(width: 320, style: .insetGrouped) { Section("istanbul", id: "s") { Row("Ada").id("a") } }
        func drawn(_ strategy: Snapshotting<Table, TablesnapImage>, _ name: String) throws -> RGBAImage {
            _ = verifySnapshot(of: table, as: strategy, named: name, record: .all, snapshotDirectory: folder.path, testName: "locale")
            return try RGBAImage(contentsOfPNG: folder.appendingPathComponent("locale.\(name).png").path)
        }
        let english = try drawn(.tablesnap(locale: Locale(identifier: "en_US")), "en")
        #expect(english.pixels == (try drawn(.tablesnap(), "none")).pixels, "English capitals are Unicode's own: ISTANBUL")
        #expect(try drawn(.tablesnap(locale: Locale(identifier: "tr")), "tr").pixels != english.pixels, "İSTANBUL, with a dot")
        let arabic = try drawn(.tablesnap(locale: Locale(identifier: "ar")), "ar")
        #expect(arabic.pixels == (try drawn(.tablesnap(layoutDirection: .rightToLeft), "rtl")).pixels, "Arabic is right to left")
        #expect(try drawn(.tablesnap(locale: Locale(identifier: "ar"), layoutDirection: .leftToRight), "ar-ltr").pixels == english.pixels,
                "a direction given wins over the locale's")
    }

    /// A drawing that fails records nothing, whatever the record mode, and the test fails
    /// with tablesnap's error (swift-snapshot-testing, given no snapshot, times out).
    @Test(arguments: [SnapshotTestingConfiguration.Record.all, .missing, .failed])
    func aFailedDrawingRecordsNothing(mode: SnapshotTestingConfiguration.Record) throws {
        let folder = try TemporaryFolder.make("strategy")
        let golden = folder.appendingPathComponent("broken.t.png")
        let tooWide = Table(width: 20_000) { Section { Row("a") } }
        var message: String?
        withKnownIssue {
            message = verifySnapshot(of: tooWide, as: .tablesnap(), named: "t", record: mode, snapshotDirectory: folder.path,
                                     timeout: 0.01, testName: "broken")
        } matching: { issue in
            "\(issue.error.map { "\($0)" } ?? "")".hasPrefix("tablesnap could not draw the table: an image of 40000 × 88 pixels is larger than Cairo can hold")
        }
        #expect(message?.contains("Exceeded timeout") == true, "\(message ?? "nil")")
        #expect(!FileManager.default.fileExists(atPath: golden.path), "nothing recorded")
        // A reference already there is left as it was.
        let before = Data("kept".utf8)
        try before.write(to: golden)
        withKnownIssue {
            _ = verifySnapshot(of: tooWide, as: .tablesnap(), named: "t", record: mode, snapshotDirectory: folder.path,
                               timeout: 0.01, testName: "broken")
        } matching: { "\($0.error.map { "\($0)" } ?? "")".contains("tablesnap could not draw the table") }
        #expect(try Data(contentsOf: golden) == before)
        // A config that does not load: its error, at its line and column.
        let config = folder.appendingPathComponent("bad.yaml")
        try "width: -1\nsections: []\n".write(to: config, atomically: true, encoding: .utf8)
        withKnownIssue {
            _ = verifySnapshot(of: config, as: .tablesnapConfig, named: "c", record: mode, snapshotDirectory: folder.path,
                               timeout: 0.01, testName: "bad")
        } matching: { "\($0.error.map { "\($0)" } ?? "")".contains("bad.yaml:1:8: 'width' must be greater than 0") }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("bad.c.png").path))
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
