import Foundation
import FoundationXML
import Testing
@testable import TableSnapshot
import TestSupport

/// `verify` end to end in a temporary folder: recording, passing, failing, record modes,
/// shards, filters, prune, the HTML report (loaded in headless Chromium) and JUnit.
@Suite(.serialized) struct VerifyTests {
    static func suiteFolder(_ configs: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("verify-\(UUID().uuidString)")
        for (name, text) in configs {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    static func table(_ title: String) -> String {
        "width: 200\nsections: [{header: H, rows: [{title: \(title)}, {title: two, accessory: checkmark}]}]\n"
    }

    static func run(_ folder: URL, mode: RecordMode, filter: String? = nil) throws -> [String: SnapshotCheck.Status] {
        let suite = try SnapshotSuite(root: folder.path)
        let results = VerifyRunner.run(suite, configs: suite.filtered(filter), jobs: 2, mode: mode)
        return Dictionary(uniqueKeysWithValues: results.map { ($0.config, $0.check.status) })
    }

    @Test func recordThenPassThenFailThenAcceptTheChange() throws {
        let folder = try VerifyTests.suiteFolder(["a.yaml": VerifyTests.table("one"), "sub/b.json": #"{"width": 200, "sections": [{"rows": [{"title": "b"}]}]}"#])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try VerifyTests.run(folder, mode: .missing) == ["a.yaml": .recorded("new"), "sub/b.json": .recorded("new")])
        #expect(try VerifyTests.run(folder, mode: .never) == ["a.yaml": .passed, "sub/b.json": .passed])

        let golden = folder.appendingPathComponent("a.png")
        let before = try Data(contentsOf: golden)
        try VerifyTests.table("changed").write(to: folder.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        guard case .failed(let message)? = try VerifyTests.run(folder, mode: .missing)["a.yaml"] else {
            Issue.record("a changed title must fail")
            return
        }
        #expect(message.contains("pixels differ"))
        #expect(try Data(contentsOf: golden) == before, "without a record mode, goldens are never touched")

        #expect(try VerifyTests.run(folder, mode: .failed)["a.yaml"] == .recorded("updated"))
        #expect(try VerifyTests.run(folder, mode: .never)["a.yaml"] == .passed)
        #expect(try VerifyTests.run(folder, mode: .all) == ["a.yaml": .recorded("updated"), "sub/b.json": .recorded("updated")])
    }

    @Test func aMissingGoldenFailsOnCIAndIsRecordedElsewhere() throws {
        #expect(RecordMode.standard(environment: ["CI": "true"]) == .never)
        #expect(RecordMode.standard(environment: [:]) == .missing)
        let folder = try VerifyTests.suiteFolder(["a.yaml": VerifyTests.table("one")])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard case .failed(let message)? = try VerifyTests.run(folder, mode: .never)["a.yaml"] else {
            Issue.record("a missing golden must fail in never mode")
            return
        }
        #expect(message.contains("no golden"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("a.png").path))
    }

    @Test func aBrokenConfigFailsWithItsError() throws {
        let folder = try VerifyTests.suiteFolder(["bad.yaml": "width: 0\nsections: []\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard case .failed(let message)? = try VerifyTests.run(folder, mode: .missing)["bad.yaml"] else {
            Issue.record("a broken config must fail")
            return
        }
        #expect(message.contains("bad.yaml:1:8: 'width' must be greater than 0"))
    }

    @Test(arguments: 1...6)
    func shardsPartitionTheSuite(count: Int) {
        var rng = SeededGenerator(seed: UInt64(count))
        let paths = (0..<200).map { _ in "dir\(Int.random(in: 0..<5, using: &rng))/config\(Int.random(in: 0..<100_000, using: &rng)).yaml" }
        let shards = (1...count).map { SnapshotSuite.shard(paths, index: $0, of: count) }
        #expect(shards.flatMap { $0 }.sorted() == paths.sorted(), "every config in exactly one shard")
        #expect(shards == (1...count).map { SnapshotSuite.shard(paths.shuffled(using: &rng), index: $0, of: count).sorted { paths.firstIndex(of: $0)! < paths.firstIndex(of: $1)! } },
                "the partition does not depend on the order configs are listed in")
    }

    @Test func filtersAreGlobsOverPaths() {
        #expect(Glob.matches("style-*", "style-plain.yaml"))
        #expect(!Glob.matches("style-*", "sub/style-plain.yaml"), "* stays inside a folder name")
        #expect(Glob.matches("**/style-*", "sub/deeper/style-plain.yaml"))
        #expect(Glob.matches("sub/*.json", "sub/b.json") && !Glob.matches("sub/*.json", "sub/b.yaml"))
        #expect(Glob.matches("a?.yaml", "ab.yaml") && !Glob.matches("a?.yaml", "a/.yaml"))
    }

    @Test func resourcesAreNotConfigsAndOrphansAreFound() throws {
        let folder = try VerifyTests.suiteFolder(["a.yaml": VerifyTests.table("one"), "data/items.json": "[1, 2]",
                                                  "assets/x.yaml": "not a config"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let suite = try SnapshotSuite(root: folder.path)
        #expect(suite.configs == ["a.yaml"])
        try Data([1]).write(to: folder.appendingPathComponent("gone.png"))
        try Data([1]).write(to: folder.appendingPathComponent("assets/icon.png"))
        try Data([1]).write(to: folder.appendingPathComponent("a.png"))
        #expect(suite.orphanGoldens() == ["gone.png"])
    }

    @Test func theReportShowsEachFailureAndLoadsInAHeadlessBrowser() throws {
        let folder = try VerifyTests.suiteFolder(["a.yaml": VerifyTests.table("one"), "b.yaml": VerifyTests.table("bee")])
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try VerifyTests.run(folder, mode: .missing)
        try VerifyTests.table("changed").write(to: folder.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("b.png"))
        let suite = try SnapshotSuite(root: folder.path)
        let results = VerifyRunner.run(suite, configs: suite.configs, jobs: 2, mode: .never)
        let reportFolder = folder.appendingPathComponent("report")
        let page = try HTMLReport.write(results, suite: suite, seconds: 1.5, to: reportFolder.path)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("0 passed</span>, <span class=\"failed\">2 failed"))
        #expect(html.contains("a.yaml") && html.contains("b.yaml") && html.contains("no golden"))
        #expect(!html.contains("http://") && !html.contains("https://"), "works offline")
        for image in ["1-a-yaml/reference.png", "1-a-yaml/actual.png", "1-a-yaml/diff.png", "2-b-yaml/actual.png"] {
            #expect(FileManager.default.fileExists(atPath: reportFolder.appendingPathComponent(image).path), "\(image)")
            #expect(html.contains("src=\"\(image)\""))
        }

        // The page in a real browser: its script counts the images that loaded.
        let chromium = Process()
        chromium.executableURL = URL(fileURLWithPath: "/usr/bin/chromium")
        chromium.arguments = ["--headless=new", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
                              "--virtual-time-budget=5000", "--dump-dom", URL(fileURLWithPath: page).absoluteString]
        let out = Pipe()
        chromium.standardOutput = out
        chromium.standardError = FileHandle.nullDevice
        try chromium.run()
        let dom = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        chromium.waitUntilExit()
        #expect(dom.contains("data-loaded=\"6\" data-failed=\"0\""), "\(dom.prefix(2000))")
    }

    @Test func junitIsWellFormedWithATestCasePerSnapshot() throws {
        let folder = try VerifyTests.suiteFolder(["a.yaml": VerifyTests.table("one"), "b & c.yaml": VerifyTests.table("two")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let suite = try SnapshotSuite(root: folder.path)
        let results = VerifyRunner.run(suite, configs: suite.configs, jobs: 1, mode: .never)
        let document = try XMLDocument(xmlString: JUnitReport.xml(results, seconds: 2))
        let cases = try document.nodes(forXPath: "//testcase")
        #expect(cases.count == 2)
        #expect(try document.nodes(forXPath: "//testcase/failure").count == 2)
        #expect(try document.nodes(forXPath: "//testsuite[@tests='2'][@failures='2']").count == 1)
        #expect(try document.nodes(forXPath: "//testcase[@name='b & c.yaml']").count == 1)
    }
}
