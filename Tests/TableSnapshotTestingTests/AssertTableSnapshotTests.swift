import Foundation
import TableLayout
import TableSnapshot
@testable import TableSnapshotTesting
import Testing
import TestSupport

/// The Swift helper: a golden beside the test file, record modes, and failures that say
/// what differs and where the images were kept.
@Suite(.serialized) struct AssertTableSnapshotTests {
    static func table(_ title: String) -> Table {
        Table(width: 240, style: .insetGrouped) {
            Section("Helper", id: "helper") {
                Row(title).accessory(.checkmark)
                Row("Second").subtitle("sub").style(.subtitle)
            }
        }
    }

    /// A test file path inside a fresh temporary folder, so goldens land there.
    static func testFile() throws -> (folder: URL, file: String) {
        let folder = try TemporaryFolder.make("helper")
        return (folder, folder.appendingPathComponent("SettingsTests.swift").path)
    }

    @Test func recordsAMissingGoldenThenPassesThenDescribesAChange() throws {
        let (folder, file) = try AssertTableSnapshotTests.testFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = TableSnapshotter.goldenPath(testFile: file, name: "settings")
        #expect(golden == folder.path + "/__Snapshots__/SettingsTests/settings.png")

        let recorded = TableSnapshotter.check(AssertTableSnapshotTests.table("One"), named: "settings", testFile: file, mode: .missing)
        #expect(recorded?.contains("recorded the new golden") == true, "a recording run fails so it is looked at")
        #expect(FileManager.default.fileExists(atPath: golden))
        #expect(TableSnapshotter.check(AssertTableSnapshotTests.table("One"), named: "settings", testFile: file, mode: .never) == nil)

        let failure = try #require(TableSnapshotter.check(AssertTableSnapshotTests.table("Two"), named: "settings", testFile: file, mode: .never))
        #expect(failure.contains("does not match") && failure.contains("pixels differ") && failure.contains("TABLESNAP_RECORD=failed"))
        // The row whose text changed is named, in points, and no other.
        #expect(failure.contains("; in row helper:0 'Two' (y ") && !failure.contains("helper:1"), "\(failure)")
        let actualPath = try #require(failure.components(separatedBy: "Actual: ").last?.components(separatedBy: ".png").first).appending(".png")
        #expect(FileManager.default.fileExists(atPath: actualPath), "\(failure)")
    }

    @Test func aMissingGoldenFailsUnderNever() throws {
        let (folder, file) = try AssertTableSnapshotTests.testFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(TableSnapshotter.check(AssertTableSnapshotTests.table("One"), named: "x", testFile: file, mode: .never)?.contains("no golden") == true)
    }

    @Test func theRecordModeComesFromTheEnvironment() {
        #expect(TableSnapshotter.recordMode(environment: ["TABLESNAP_RECORD": "failed"]) == .failed)
        #expect(TableSnapshotter.recordMode(environment: ["TABLESNAP_RECORD": "1"]) == .all)
        #expect(TableSnapshotter.recordMode(environment: ["CI": "true"]) == .never)
        #expect(TableSnapshotter.recordMode(environment: [:]) == .missing)
    }

    /// The helper itself, in this test: its golden is committed beside this file.
    @Test func assertTableSnapshotPassesForItsCommittedGolden() {
        assertTableSnapshot(of: AssertTableSnapshotTests.table("Committed"), named: "committed")
    }
}

/// Parameterised tests run their cases in parallel and in any order: each snapshot is named
/// from its arguments, so every run (and every repetition in one process) finds its own.
@Suite struct ParameterisedSnapshotNameTests {
    @Test(arguments: [240, 320, 390])
    func widths(width: Int) {
        let name = SnapshotNames.name(file: #filePath, function: #function, arguments: SnapshotNames.currentArguments(), line: #line)
        #expect(name == "widths(\(width))")
        #expect(SnapshotNames.name(file: #filePath, function: #function, arguments: SnapshotNames.currentArguments(), line: 1) == "widths(\(width)).line1",
                "a second unnamed snapshot in one test is told apart by its line")
    }

    @Test(arguments: zip(["a b", "c/d"], [1, 2]))
    func pairs(text: String, number: Int) {
        let name = SnapshotNames.name(file: #filePath, function: #function, arguments: SnapshotNames.currentArguments(), line: #line)
        #expect(name == SnapshotNames.fileSafe("pairs(\(text),\(number))"))
        #expect(name?.contains("/") == false)
    }

    @Test func notParameterised() {
        #expect(SnapshotNames.currentArguments() == .notParameterised)
        #expect(SnapshotNames.name(file: #filePath, function: #function, arguments: .notParameterised, line: #line) == "notParameterised")
        #expect(SnapshotNames.name(file: #filePath, function: "x()", arguments: .unreadable, line: 1) == nil)
    }

    /// The helper end to end in a parameterised test: recorded once into a temporary
    /// folder, then every case passes against its own golden, run after run.
    @Test(arguments: ["One", "Two", "Three", "Four"])
    func eachCaseHasItsOwnGolden(title: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("param-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("ParamTests.swift").path
        let name = try #require(SnapshotNames.name(file: file, function: #function, arguments: SnapshotNames.currentArguments(), line: #line))
        let table = AssertTableSnapshotTests.table(title)
        #expect(TableSnapshotter.check(table, named: name, testFile: file, mode: .missing)?.contains("recorded") == true)
        for _ in 0..<3 { #expect(TableSnapshotter.check(table, named: name, testFile: file, mode: .never) == nil) }
    }
}

/// The options as docs/snapshots.md shows them, one example each: each takes effect on the
/// golden it records.
@Suite struct SnapshotOptionsTests {
    func recorded(_ options: TableSnapshotter.Options, _ title: String = "One") throws -> RGBAImage {
        let (_, file) = try AssertTableSnapshotTests.testFile()
        _ = TableSnapshotter.check(AssertTableSnapshotTests.table(title), named: "o", testFile: file, options: options, mode: .all)
        return try RGBAImage(contentsOfPNG: TableSnapshotter.goldenPath(testFile: file, name: "o"))
    }

    @Test func eachDocumentedOptionTakesEffect() throws {
        let plain = try recorded(.init())
        #expect(plain.width == 480, "scale 2 by default")
        let window = try recorded(.init(viewport: Viewport(offset: 0, height: 60)))
        #expect(window.width == 480 && window.height == 120)
        let sharp = try recorded(.init(scale: 3))
        #expect(sharp.width == 720 && abs(Double(sharp.height) - Double(plain.height) * 1.5) <= 1, "pixel sizes are rounded from points")
        let dark = try recorded(.init(appearance: .dark))
        #expect(dark.pixels[0] < 60 && plain.pixels[0] > 200, "the top-left corner's background: \(dark.pixels[0]) dark, \(plain.pixels[0]) light")
        let together = try recorded(.init(viewport: Viewport(height: 60), scale: 3, appearance: .dark))
        #expect(together.width == 720 && together.height == 180 && together.pixels[0] < 60)

        // Tolerance: a changed title fails with none and passes with enough pixels allowed.
        let (_, file) = try AssertTableSnapshotTests.testFile()
        _ = TableSnapshotter.check(AssertTableSnapshotTests.table("One"), named: "t", testFile: file, mode: .all)
        #expect(TableSnapshotter.check(AssertTableSnapshotTests.table("Onf"), named: "t", testFile: file, mode: .never) != nil)
        let tolerant = TableSnapshotter.Options(tolerance: DiffTolerance(maxDifferentPixels: 5000, options: .init(threshold: 0.05)))
        #expect(TableSnapshotter.check(AssertTableSnapshotTests.table("Onf"), named: "t", testFile: file, options: tolerant, mode: .never) == nil)
        // swift-snapshot-testing's precision and perceptualPrecision (docs/snapshots.md, "Perceptual precision").
        let precise = TableSnapshotter.Options(tolerance: .precision(0.9, perceptualPrecision: 0.98))
        #expect(TableSnapshotter.check(AssertTableSnapshotTests.table("Onf"), named: "t", testFile: file, options: precise, mode: .never) == nil)
        let strict = TableSnapshotter.Options(tolerance: .precision(0.99999, perceptualPrecision: 0.98))
        #expect(TableSnapshotter.check(AssertTableSnapshotTests.table("Onf"), named: "t", testFile: file, options: strict, mode: .never) != nil)
    }
}
