import Foundation
import Testing

/// `tablesnap verify` and `tablesnap diff` as CI runs them: statuses, summaries, flags.
@Suite struct SnapshotCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/png")  // Tests/Fixtures/png, shared with TableSnapshotTests

    func suite() throws -> URL {
        let folder = try TablesnapRunner.temporaryFolder()
        for name in ["one", "two"] {
            try "width: 200\nsections: [{rows: [{title: \(name)}]}]\n".write(to: folder.appendingPathComponent("\(name).yaml"), atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test func verifyRecordsOutsideCIFailsOnCIAndSaysSoInItsSummary() throws {
        let folder = try suite()
        defer { try? FileManager.default.removeItem(at: folder) }
        let onCI = try TablesnapRunner.run(["verify", folder.path], environment: ["CI": "true"])
        #expect(onCI.status == 1)
        #expect(onCI.stdout.contains("verify: 0 passed, 2 failed, 0 recorded in "), "\(onCI.stdout)")
        let local = try TablesnapRunner.run(["verify", folder.path], environment: ["CI": nil])
        #expect(local.status == 0)
        #expect(local.stdout.contains("recorded (new)") && local.stdout.contains("verify: 0 passed, 0 failed, 2 recorded"))
        let again = try TablesnapRunner.run(["verify", folder.path, "--jobs", "1"], environment: ["CI": "true"])
        #expect(again.status == 0 && again.stdout.contains("verify: 2 passed, 0 failed, 0 recorded"))
    }

    @Test func verifyWritesJUnitAndAReportAndPrunesOrphans() throws {
        let folder = try suite()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try TablesnapRunner.run(["verify", folder.path, "--record"])
        try "width: 200\nsections: [{rows: [{title: changed}]}]\n".write(to: folder.appendingPathComponent("one.yaml"), atomically: true, encoding: .utf8)
        let junit = folder.appendingPathComponent("junit.xml"), report = folder.appendingPathComponent("report")
        let result = try TablesnapRunner.run(["verify", folder.path, "--junit", junit.path, "--report", report.path, "--filter", "o*"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("FAIL") && result.stdout.contains("one.yaml"))
        #expect(result.stdout.contains("verify: 0 passed, 1 failed"), "the filter left only one.yaml")
        #expect(try String(contentsOf: junit, encoding: .utf8).contains("<failure"))
        #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent("index.html").path))

        try FileManager.default.removeItem(at: folder.appendingPathComponent("two.yaml"))
        let listed = try TablesnapRunner.run(["verify", folder.path, "--prune"])
        #expect(listed.stdout.contains("orphan") && listed.stdout.contains("two.png"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("two.png").path), "--prune alone only lists")
        _ = try TablesnapRunner.run(["verify", folder.path, "--prune", "--delete"])
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("two.png").path))
    }

    @Test func verifyRefusesBadFlagsWithTwo() throws {
        let folder = try suite()
        defer { try? FileManager.default.removeItem(at: folder) }
        for arguments in [["--shard", "3/2"], ["--shard", "x"], ["--jobs", "0"]] {
            let result = try TablesnapRunner.run(["verify", folder.path] + arguments)
            #expect(result.status == 2, "\(arguments)")
        }
        #expect(try TablesnapRunner.run(["verify", folder.appendingPathComponent("nowhere").path]).status == 2)
    }

    @Test func diffExitsZeroOneOrTwoAndPrintsJSON() throws {
        let rgb = SnapshotCommandTests.fixtures.appendingPathComponent("rgb8.png").path
        let palette = SnapshotCommandTests.fixtures.appendingPathComponent("palette.png").path
        let grey = SnapshotCommandTests.fixtures.appendingPathComponent("grey8.png").path
        let same = try TablesnapRunner.run(["diff", rgb, palette])
        #expect(same.status == 0 && same.stdout.hasPrefix("match: 0 of 48 pixels differ"))
        let different = try TablesnapRunner.run(["diff", rgb, grey, "--json"])
        #expect(different.status == 1)
        let json = try JSONSerialization.jsonObject(with: Data(different.stdout.utf8)) as? [String: Any]
        // Grey has the red square black and the blue pixel white: 9 + 1 pixels differ.
        #expect(json?["match"] as? Bool == false && json?["totalPixels"] as? Int == 48 && json?["differentPixels"] as? Int == 10)
        #expect((json?["bounds"] as? [String: Int]) == ["x": 2, "y": 1, "width": 6, "height": 5])
        #expect(try TablesnapRunner.run(["diff", rgb, grey, "--max-diff-pixels", "10"]).status == 0)
        #expect(try TablesnapRunner.run(["diff", rgb, grey, "--max-diff-pixels", "9"]).status == 1)
        let unreadable = try TablesnapRunner.run(["diff", rgb, SnapshotCommandTests.fixtures.appendingPathComponent("truncated.png").path])
        #expect(unreadable.status == 2 && unreadable.stderr.contains("truncated.png"))
    }
}
