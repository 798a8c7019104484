import Foundation
import TableLayout
import TableSnapshot
@testable import TableSnapshotTesting
import TableRaster
import Testing

/// The helper's record modes (per call, per scope, per trait), its issue text, config and
/// geometry snapshots, and its artifacts. Goldens go beside fake test files under /tmp.
@Suite(.serialized) struct SnapshotHelperTests {
    static func clean(_ folder: String) { try? FileManager.default.removeItem(atPath: folder) }

    static func text(of issue: Issue) -> String { issue.error.map { "\($0)" } ?? "" }

    @Test(.tableSnapshots(record: .never))
    func theTraitSetsTheRecordModeAndTheCallOverridesIt() {
        let folder = "/tmp/tablesnap-helper-trait"
        SnapshotHelperTests.clean(folder)
        defer { SnapshotHelperTests.clean(folder) }
        let table = AssertTableSnapshotTests.table("Trait")
        // The trait says never: a missing golden fails, with the failure's own text.
        withKnownIssue {
            assertTableSnapshot(of: table, named: "t", filePath: "/tmp/tablesnap-helper-trait/HelperTests.swift")
        } matching: { SnapshotHelperTests.text(of: $0).hasPrefix("snapshot 't': no golden at") }
        #expect(!FileManager.default.fileExists(atPath: folder + "/__Snapshots__/HelperTests/t.png"))
        // A scope says missing: recorded (and the recording run fails so it is looked at).
        withKnownIssue {
            withTableSnapshots(record: .missing) {
                assertTableSnapshot(of: table, named: "t", filePath: "/tmp/tablesnap-helper-trait/HelperTests.swift")
            }
        } matching: { SnapshotHelperTests.text(of: $0).contains("recorded the new golden for snapshot 't'") }
        #expect(FileManager.default.fileExists(atPath: folder + "/__Snapshots__/HelperTests/t.png"))
        // Now it passes; a call's own record: all wins over the trait: rewrites and fails.
        assertTableSnapshot(of: table, named: "t", filePath: "/tmp/tablesnap-helper-trait/HelperTests.swift")
        withKnownIssue {
            assertTableSnapshot(of: AssertTableSnapshotTests.table("Other"), named: "t", record: .all,
                                filePath: "/tmp/tablesnap-helper-trait/HelperTests.swift")
        } matching: { SnapshotHelperTests.text(of: $0).contains("recorded the updated golden") }
    }

    @Test func aFailureIsTheIssuesTextAndItsArtifactsAreKeptPerTestThenCleaned() throws {
        let folder = "/tmp/tablesnap-helper-artifacts"
        SnapshotHelperTests.clean(folder)
        defer { SnapshotHelperTests.clean(folder) }
        let file = folder + "/HelperTests.swift"
        let place = TableSnapshotter.Place(testFile: file, test: "aFailure()", name: "s")
        #expect(TableSnapshotter.check(AssertTableSnapshotTests.table("One"), at: place, mode: .missing) != nil)
        let failure = try #require(TableSnapshotter.check(AssertTableSnapshotTests.table("Two"), at: place, mode: .never))
        #expect(failure.message.contains("pixels differ") && failure.actual != nil && failure.diff != nil)
        let artifacts = TableSnapshotter.artifactsFolder(place, environment: [:])
        #expect(artifacts.path.hasSuffix("tablesnap-artifacts/HelperTests/aFailure"), "keyed by test file and test")
        let actual = artifacts.appendingPathComponent("s.actual.png").path
        #expect(FileManager.default.fileExists(atPath: actual) && failure.message.contains("Actual: \(actual)."))
        #expect(TableSnapshotter.check(AssertTableSnapshotTests.table("One"), at: place, mode: .never) == nil)
        #expect(!FileManager.default.fileExists(atPath: actual), "a passing snapshot's old artifacts go")
    }

    /// A table that cannot be drawn records nothing in any mode, leaves a golden already there
    /// as it was, and fails with the drawing's error (issue 33).
    @Test(arguments: [RecordMode.all, .missing, .failed])
    func aFailedDrawingRecordsNothing(mode: RecordMode) throws {
        let folder = "/tmp/tablesnap-helper-broken"
        SnapshotHelperTests.clean(folder)
        defer { SnapshotHelperTests.clean(folder) }
        let tooWide = Table(width: 20_000) { Section { Row("a") } }
        let golden = folder + "/__Snapshots__/HelperTests/t.png"
        withKnownIssue {
            assertTableSnapshot(of: tooWide, named: "t", record: mode, filePath: "/tmp/tablesnap-helper-broken/HelperTests.swift")
        } matching: { SnapshotHelperTests.text(of: $0).contains("snapshot 't' could not be rendered: an image of 40000 × 88 pixels is larger than Cairo can hold") }
        #expect(!FileManager.default.fileExists(atPath: golden))
        try FileManager.default.createDirectory(atPath: folder + "/__Snapshots__/HelperTests", withIntermediateDirectories: true)
        try Data("kept".utf8).write(to: URL(fileURLWithPath: golden))
        withKnownIssue {
            assertTableSnapshot(of: tooWide, named: "t", record: mode, filePath: "/tmp/tablesnap-helper-broken/HelperTests.swift")
        } matching: { SnapshotHelperTests.text(of: $0).contains("could not be rendered") }
        #expect(try Data(contentsOf: URL(fileURLWithPath: golden)) == Data("kept".utf8))
    }

    @Test func aConfigFileIsSnapshottedAsVerifyDrawsIt() throws {
        let folder = "/tmp/tablesnap-helper-config"
        SnapshotHelperTests.clean(folder)
        defer { SnapshotHelperTests.clean(folder) }
        try FileManager.default.createDirectory(atPath: folder + "/Fixtures", withIntermediateDirectories: true)
        try "width: 200\nappearance: dark\nsections: [{rows: [{title: config}]}]\n"
            .write(toFile: folder + "/Fixtures/settings.yaml", atomically: true, encoding: .utf8)
        withKnownIssue {
            assertTableSnapshot(config: "Fixtures/settings.yaml", named: "settings", record: .missing,
                                filePath: "/tmp/tablesnap-helper-config/HelperTests.swift")
        } matching: { SnapshotHelperTests.text(of: $0).contains("recorded the new golden") }
        let golden = folder + "/__Snapshots__/HelperTests/settings.png"
        // The same bytes verify records for that config.
        let verifyRender = try SnapshotDrawing(config: folder + "/Fixtures/settings.yaml", engine: TextEngine(fonts: FontSet())).png
        #expect(try Data(contentsOf: URL(fileURLWithPath: golden)) == verifyRender)
        assertTableSnapshot(config: "Fixtures/settings.yaml", named: "settings", record: .never,
                            filePath: "/tmp/tablesnap-helper-config/HelperTests.swift")
        withKnownIssue {
            assertTableSnapshot(config: "Fixtures/missing.yaml", named: "gone", record: .never,
                                filePath: "/tmp/tablesnap-helper-config/HelperTests.swift")
        } matching: { SnapshotHelperTests.text(of: $0).contains("could not be rendered") }
    }

    @Test func theGeometryIsATextSnapshot() throws {
        let folder = "/tmp/tablesnap-helper-geometry"
        SnapshotHelperTests.clean(folder)
        defer { SnapshotHelperTests.clean(folder) }
        let table = Table(width: 300) { Section("S") { Row("a"); Row("b").height(60) } }
        withKnownIssue {
            assertGeometrySnapshot(of: table, named: "g", record: .missing, filePath: "/tmp/tablesnap-helper-geometry/HelperTests.swift")
        } matching: { SnapshotHelperTests.text(of: $0).contains("recorded the new golden") }
        let golden = folder + "/__Snapshots__/HelperTests/g.json"
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: golden))) as? [String: Any]
        #expect((json?["rows"] as? [[String: Any]])?.map { $0["height"] as? Double } == [44, 60])
        assertGeometrySnapshot(of: table, named: "g", record: .never, filePath: "/tmp/tablesnap-helper-geometry/HelperTests.swift")
        let taller = Table(width: 300) { Section("S") { Row("a"); Row("b").height(70) } }
        withKnownIssue {
            assertGeometrySnapshot(of: taller, named: "g", record: .never, filePath: "/tmp/tablesnap-helper-geometry/HelperTests.swift")
        } matching: { SnapshotHelperTests.text(of: $0).contains("does not match") && SnapshotHelperTests.text(of: $0).contains("line 2 is '  \"contentHeight\": ") && SnapshotHelperTests.text(of: $0).contains("the golden has '  \"contentHeight\": ") }
    }

    /// Unnamed snapshots of a parameterised test, through the public helper: each case is
    /// named from its argument (not from the order the cases run in), and run after run it
    /// finds its own golden.
    @Test(arguments: ["Alpha", "Beta", "Gamma"])
    func unnamedParameterisedSnapshotsFindTheirOwnGoldens(title: String) {
        let golden = "/tmp/tablesnap-helper-param/__Snapshots__/HelperTests/unnamedParameterisedSnapshotsFindTheirOwnGoldens(\(title)).png"
        try? FileManager.default.removeItem(atPath: golden)
        defer { try? FileManager.default.removeItem(atPath: golden) }
        let table = AssertTableSnapshotTests.table(title)
        // One call site, as a test body has: recorded once, then found run after run.
        let snapshot = { assertTableSnapshot(of: table, filePath: "/tmp/tablesnap-helper-param/HelperTests.swift") }
        withKnownIssue {
            withTableSnapshots(record: .missing, snapshot)
        } matching: { SnapshotHelperTests.text(of: $0).contains("recorded the new golden") }
        #expect(FileManager.default.fileExists(atPath: golden), "named from the argument")
        for _ in 0..<5 { withTableSnapshots(record: .never, snapshot) }
    }
}
