import Foundation
import FoundationXML
import Testing
@testable import TableSnapshot
import TablePipeline
import TableRaster
import TableConfig
import TestSupport

/// `verify` end to end in a temporary folder: recording, passing, failing, record modes,
/// shards, filters, prune, the HTML report (loaded in headless Chromium) and JUnit.
@Suite(.serialized) struct VerifyTests {
    static func suiteFolder(_ configs: [String: String]) throws -> URL {
        let folder = try TemporaryFolder.make("verify")
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

    static func run(_ folder: URL, mode: RecordMode, filter: [String] = []) throws -> [String: SnapshotCheck.Status] {
        let suite = try SnapshotSuite(root: folder.path)
        let results = VerifyRunner.run(suite, configs: suite.filtered(filter), jobs: 2, mode: mode)
        return Dictionary(uniqueKeysWithValues: results.map { ($0.name, $0.check.status) })
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
        // Recording everything leaves goldens whose bytes would not change alone.
        let recorded = try Data(contentsOf: golden)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: golden.path)
        #expect(try VerifyTests.run(folder, mode: .all) == ["a.yaml": .passed, "sub/b.json": .passed])
        #expect(try Data(contentsOf: golden) == recorded)
        let modified = try FileManager.default.attributesOfItem(atPath: golden.path)[.modificationDate] as? Date
        #expect(modified == Date(timeIntervalSince1970: 0), "an unchanged golden is not rewritten")
    }

    @Test func aConfigsOwnToleranceAcceptsASmallChange() throws {
        let table = "width: 200\nsections: [{rows: [{title: one}]}]\n"
        let folder = try VerifyTests.suiteFolder(["a.yaml": table])
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try VerifyTests.run(folder, mode: .missing)
        let changed = "width: 200\nsections: [{rows: [{title: onf}]}]\n"
        try changed.write(to: folder.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        guard case .failed(let message)? = try VerifyTests.run(folder, mode: .never)["a.yaml"] else {
            Issue.record("one changed letter must fail without a tolerance")
            return
        }
        let differing = Int(message.prefix { $0.isNumber })!
        #expect(differing > 0)
        try (changed + "snapshot: {maxDiffPixels: \(differing)}\n").write(to: folder.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        #expect(try VerifyTests.run(folder, mode: .never)["a.yaml"] == .passed)
        try (changed + "snapshot: {maxDiffPixels: \(differing - 1)}\n").write(to: folder.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        if case .failed? = try VerifyTests.run(folder, mode: .never)["a.yaml"] {} else { Issue.record("one pixel short of the tolerance fails") }
        // The command line's tolerance, refined by none: the same count passes.
        let suite = try SnapshotSuite(root: folder.path)
        try changed.write(to: folder.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        let results = VerifyRunner.run(suite, configs: suite.configs, jobs: 1, mode: .never,
                                       tolerance: DiffTolerance(maxDifferentPixels: differing))
        #expect(results.map(\.check.status) == [.passed])
        try (changed + "snapshot: {maxDiffRatio: 2}\n").write(to: folder.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        guard case .unrenderable(let error)? = try VerifyTests.run(folder, mode: .never)["a.yaml"] else {
            Issue.record("a bad snapshot setting is an error")
            return
        }
        #expect(error.contains("a.yaml:3:") && error.contains("snapshot 'maxDiffRatio' must be from 0 to 1"), "\(error)")
    }

    @Test func twoConfigsWithOneGoldenAreAnErrorNamingBoth() throws {
        let folder = try VerifyTests.suiteFolder(["a.yaml": VerifyTests.table("one"), "a.json": #"{"width": 200, "sections": []}"#])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect {
            _ = try SnapshotSuite(root: folder.path)
        } throws: { error in
            "\(error)".contains("a.json and a.yaml would both use the golden a.png")
        }
    }

    @Test func onlyANonEmptyCIOtherThanFalseOrZeroIsCI() {
        for value in ["true", "1", "yes", "gitlab"] { #expect(RecordMode.standard(environment: ["CI": value]) == .never, "\(value)") }
        for value in ["", "false", "FALSE", "0", " 0 "] { #expect(RecordMode.standard(environment: ["CI": value]) == .missing, "\(value)") }
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

    @Test func aBrokenConfigIsAnErrorWithItsMessage() throws {
        let folder = try VerifyTests.suiteFolder(["bad.yaml": "width: 0\nsections: []\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard case .unrenderable(let message)? = try VerifyTests.run(folder, mode: .missing)["bad.yaml"] else {
            Issue.record("a broken config must fail")
            return
        }
        #expect(message.contains("bad.yaml:1:8: 'width' must be greater than 0"))
    }

    /// `verify --record` (and every other mode) records nothing for a config that cannot be
    /// drawn, and leaves its golden as it was (issue 33).
    @Test(arguments: [RecordMode.all, .missing, .failed])
    func aConfigThatCannotBeDrawnRecordsNothing(mode: RecordMode) throws {
        let folder = try VerifyTests.suiteFolder(["bad.yaml": "width: 20000\nsections: [{rows: [{title: a}]}]\n",
                                                  "kept.yaml": "width: 0\nsections: []\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("kept".utf8).write(to: folder.appendingPathComponent("kept.png"))
        let results = try VerifyTests.run(folder, mode: mode)
        guard case .unrenderable(let message)? = results["bad.yaml"], case .unrenderable? = results["kept.yaml"] else {
            Issue.record("both must be errors: \(results)")
            return
        }
        #expect(message.contains("an image of 40000 × 88 pixels is larger than Cairo can hold"), "\(message)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("bad.png").path))
        #expect(try Data(contentsOf: folder.appendingPathComponent("kept.png")) == Data("kept".utf8))
    }

    @Test(arguments: 1...6)
    func shardsPartitionTheSuite(count: Int) {
        var rng = SeededGenerator(seed: UInt64(count))
        let paths = (0..<200).map { _ in "dir\(Int.random(in: 0..<5, using: &rng))/config\(Int.random(in: 0..<100_000, using: &rng)).yaml" }
        let shards = (1...count).map { SnapshotSuite.shard(paths, index: $0, of: count) }
        #expect(shards.flatMap { $0 }.sorted() == paths.sorted(), "every config in exactly one shard")
        #expect(shards == (1...count).map { SnapshotSuite.shard(paths.shuffled(using: &rng), index: $0, of: count).sorted { paths.firstIndex(of: $0)! < paths.firstIndex(of: $1)! } },
                "the partition does not depend on the order configs are listed in")
        let sizes = shards.map(\.count)
        #expect(sizes.max()! - sizes.min()! <= 1 && sizes == sizes.sorted(by: >), "balanced, earlier shards the larger: \(sizes)")
    }

    /// Five configs over three shards are 2, 2 and 1 (a hash once split them 2, 3, 0).
    @Test func fiveConfigsOverThreeShards() {
        let paths = ["e.yaml", "a.yaml", "sub/c.yaml", "b.yaml", "d.yaml"]
        #expect((1...3).map { SnapshotSuite.shard(paths, index: $0, of: 3) } == [["a.yaml", "b.yaml"], ["e.yaml", "d.yaml"], ["sub/c.yaml"]])
        #expect(SnapshotSuite.shard(paths, index: 4, of: 7) == ["e.yaml"] && SnapshotSuite.shard(paths, index: 6, of: 7).isEmpty)
    }

    @Test func filtersAreGlobsReadAsGitignoreReadsThem() {
        let matches = { (pattern: String, path: String) in Glob(pattern).matches(path) }
        #expect(matches("style-*", "style-plain.yaml"))
        #expect(matches("style-*", "sub/style-plain.yaml"), "a pattern without / matches a name at any depth")
        #expect(matches("*list*", "nested/list.yaml"))
        #expect(matches("nested", "nested/list.yaml") && matches("nested/", "nested/deeper/list.yaml"), "a folder selects what is inside")
        #expect(!matches("list.yaml/", "list.yaml"), "a trailing / matches folders only")
        #expect(!matches("/style-*", "sub/style-plain.yaml") && matches("/style-*", "style-plain.yaml"), "a leading / anchors")
        #expect(!matches("sub/*.json", "other/sub/b.json"), "a pattern with / is anchored at the folder")
        #expect(matches("**/style-*", "sub/deeper/style-plain.yaml") && matches("**/style-*", "style-plain.yaml"), "**/ is zero or more folders")
        #expect(matches("a/**/b.yaml", "a/b.yaml") && matches("a/**/b.yaml", "a/x/y/b.yaml") && !matches("a/**/b.yaml", "a/xb.yaml"))
        #expect(matches("a/**", "a/x/y.yaml") && !matches("a/**", "b/a.yaml"))
        #expect(matches("sub/*.json", "sub/b.json") && !matches("sub/*.json", "sub/b.yaml") && !matches("sub/*.json", "sub/x/b.json"))
        #expect(matches("a?.yaml", "ab.yaml") && !matches("a?.yaml", "a/.yaml") && !matches("a?.yaml", "a.yaml"))
        #expect(!matches("*.yaml", "a.json") && matches("*", "anything/at/all.yaml"))
    }

    /// A pattern that makes a backtracking matcher try every way to split the name (2^n),
    /// against names long enough that it would never finish: the automaton reads each
    /// character once per pattern position.
    @Test(arguments: [40, 400, 4000])
    func filtersMatchWithoutBacktracking(length: Int) {
        let pattern = "*a*a*a*a*a*a*a*a*a*a*a*a*b"
        let name = String(repeating: "a", count: length)
        #expect(!Glob(pattern).matches(name))
        #expect(Glob(pattern).matches(name + "b"))
        #expect(!Glob("**/" + pattern).matches(String(repeating: "a/", count: length / 2) + name))
    }

    @Test func severalFiltersSelectWhatAnyOfThemSelects() throws {
        let folder = try VerifyTests.suiteFolder(["a.yaml": VerifyTests.table("a"), "b.yaml": VerifyTests.table("b"), "n/c.json": "{\"width\": 320}"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let suite = try SnapshotSuite(root: folder.path)
        #expect(suite.filtered([]) == ["a.yaml", "b.yaml", "n/c.json"])
        #expect(suite.filtered(["a.*", "c.json"]) == ["a.yaml", "n/c.json"])
        #expect(suite.filtered(["nomatch*"]).isEmpty)
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
        // A Swift test's golden (assertTableSnapshot's __Snapshots__) belongs to its test.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Tests/__Snapshots__/T"), withIntermediateDirectories: true)
        try Data([1]).write(to: folder.appendingPathComponent("Tests/__Snapshots__/T/settings.png"))
        #expect(suite.orphanGoldens() == ["gone.png"])
    }

    /// A suite with a changed snapshot, a missing golden, a size change, a broken config and
    /// a passing one, verified under `never`, and its report written.
    static func reportFixture() throws -> (folder: URL, report: URL, page: String) {
        let folder = try VerifyTests.suiteFolder(["a.yaml": VerifyTests.table("one"), "b.yaml": VerifyTests.table("bee"),
                                                  "c.yaml": VerifyTests.table("sea"), "d.yaml": VerifyTests.table("dee")])
        _ = try VerifyTests.run(folder, mode: .missing)
        try VerifyTests.table("changed").write(to: folder.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("b.png"))
        try "width: 200\nsections: [{header: H, rows: [{title: dee}, {title: two, accessory: checkmark}, {title: three}]}]\n"
            .write(to: folder.appendingPathComponent("d.yaml"), atomically: true, encoding: .utf8)
        try "width: 0\n".write(to: folder.appendingPathComponent("e.yaml"), atomically: true, encoding: .utf8)
        let suite = try SnapshotSuite(root: folder.path)
        let results = VerifyRunner.run(suite, configs: suite.configs, jobs: 2, mode: .never)
        let report = folder.appendingPathComponent("report")
        return (folder, report, try HTMLReport.write(results, suite: suite, seconds: 1.5, to: report.path, folderAsGiven: "Snaps").page)
    }

    @Test func theReportListsFailuresWithTabsAndPassedOnesWithThumbnails() throws {
        let (folder, report, page) = try VerifyTests.reportFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("4 failed</span>") && html.contains("1 passed</span>"))
        for (number, name) in ["a.yaml", "b.yaml", "d.yaml", "e.yaml"].enumerated() {
            #expect(html.contains("<a href=\"#failure-\(number + 1)\">\(name)</a>"), "the list links \(name)")
            #expect(html.contains("<section class=\"failure\" id=\"failure-\(number + 1)\"><h2>\(name)</h2>"))
        }
        #expect(html.contains("no golden") && html.contains("the sizes differ") && html.contains("&apos;width&apos; must be greater than 0"))
        #expect(html.contains("<code>tablesnap verify &apos;Snaps&apos; --filter &apos;/a.yaml&apos; --record-mode failed</code>"),
                "the command that accepts this one snapshot")
        for tab in ["Diff", "Expected", "Side by side", "Slider", "Onion skin"] {
            #expect(html.components(separatedBy: ">\(tab)</button>").count - 1 == 2, "a.yaml and d.yaml have the \(tab) tab")
        }
        #expect(html.components(separatedBy: ">Actual</button>").count - 1 == 3, "and b.yaml, with no golden, its actual")
        for image in ["files/1-a-yaml/expected.png", "files/1-a-yaml/actual.png", "files/1-a-yaml/diff.png", "files/2-b-yaml/actual.png",
                      "files/3-c-yaml/golden.png", "files/4-d-yaml/diff.png"] {
            #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent(image).path), "\(image)")
            #expect(html.contains("src=\"\(image)\""), "\(image)")
        }
        // The size change's diff covers both sizes: the overlap compared, the rest marked.
        let diff = try RGBAImage(contentsOfPNG: report.appendingPathComponent("files/4-d-yaml/diff.png").path)
        let expected = try RGBAImage(contentsOfPNG: report.appendingPathComponent("files/4-d-yaml/expected.png").path)
        let actual = try RGBAImage(contentsOfPNG: report.appendingPathComponent("files/4-d-yaml/actual.png").path)
        #expect(diff.height == max(expected.height, actual.height) && actual.height > expected.height)
        let lastRow = (diff.height - 1) * diff.width * 4
        let (r, g, b) = (Int(diff.pixels[lastRow]), Int(diff.pixels[lastRow + 1]), Int(diff.pixels[lastRow + 2]))
        let (ar, ag, ab) = (Int(actual.pixels[lastRow]), Int(actual.pixels[lastRow + 1]), Int(actual.pixels[lastRow + 2]))
        #expect((r, g, b) == ((ar + 0) / 2, (ag + 122) / 2, (ab + 255) / 2), "what only the actual has is tinted blue (added)")
        #expect(!html.contains("http://") && !html.contains("https://"), "works offline")
        #expect(!html.contains("images: "), "no debug line")

        // A second run empties the first's images.
        let stale = report.appendingPathComponent("files/9-old-yaml/actual.png")
        try FileManager.default.createDirectory(at: stale.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([1]).write(to: stale)
        try Data([1]).write(to: report.appendingPathComponent("notes.txt"))
        let suite = try SnapshotSuite(root: folder.path)
        try HTMLReport.write(VerifyRunner.run(suite, configs: ["c.yaml"], jobs: 1, mode: .never), suite: suite, seconds: 1, to: report.path)
        #expect(!FileManager.default.fileExists(atPath: stale.path) && !FileManager.default.fileExists(atPath: report.appendingPathComponent("files/1-a-yaml").path))
        #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent("notes.txt").path), "only the report's own files go")
    }

    static let chromium = "/usr/bin/chromium"

    /// The page in a real browser (scripts/install-deps.sh --test installs Chromium): every
    /// image loads, the failure list, tabs and panels are there after the script ran.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: chromium), "needs Chromium at /usr/bin/chromium (scripts/install-deps.sh --test)"))
    func theReportWorksInAHeadlessBrowser() async throws {
        let (folder, _, page) = try VerifyTests.reportFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let chromium = Process()
        chromium.executableURL = URL(fileURLWithPath: VerifyTests.chromium)
        chromium.arguments = ["--headless=new", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
                              "--virtual-time-budget=5000", "--dump-dom", URL(fileURLWithPath: page).absoluteString]
        let dom = String(decoding: try await ChildProcess.run(chromium).stdout, as: UTF8.self)
        // a and d: 9 images each over six tabs; b: its actual; c: its thumbnail.
        #expect(dom.contains("data-images-loaded=\"20\" data-images-broken=\"0\""), "\(dom.prefix(3000))")
        #expect(dom.components(separatedBy: "<li><a href=\"#failure-").count - 1 == 4)
        #expect(dom.components(separatedBy: "role=\"tab\"").count - 1 == 13, "six tabs for a and d, one for b")
        #expect(dom.components(separatedBy: "role=\"tabpanel\"").count - 1 == 13)
        #expect(dom.contains("id=\"zoom\" hidden"))
    }

    @Test func junitIsWellFormedWithATestCasePerSnapshot() throws {
        let folder = try VerifyTests.suiteFolder(["a.yaml": VerifyTests.table("one"), "b & c.yaml": VerifyTests.table("two"),
                                                  "sub/d.yaml": VerifyTests.table("d"), "broken.yaml": "width: 0\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try VerifyTests.run(folder, mode: .missing, filter: ["sub/"])
        let suite = try SnapshotSuite(root: folder.path)
        let results = VerifyRunner.run(suite, configs: suite.configs, jobs: 1, mode: .never)
        let context = JUnitReport.Context(timestamp: Date(timeIntervalSince1970: 1_700_000_000), hostname: "runner-7", suiteName: "Snapshots")
        let text = JUnitReport.xml(results, seconds: 2, context: context, attachments: ["a.yaml": ["out/report/files/1-a-yaml/actual.png"]])
        let document = try XMLDocument(xmlString: text)
        #expect(try document.nodes(forXPath: "//testcase").count == 4)
        #expect(try document.nodes(forXPath: "//testcase/failure").count == 2, "two missing goldens")
        #expect(try document.nodes(forXPath: "//testcase[@name='broken.yaml']/error[@type='ConfigError']").count == 1,
                "a config that cannot be rendered is an error, not a failure")
        #expect(try document.nodes(forXPath: "//testsuite[@tests='4'][@failures='2'][@errors='1']").count == 1)
        #expect(try document.nodes(forXPath: "//testsuite[@timestamp='2023-11-14T22:13:20'][@hostname='runner-7']").count == 1)
        #expect(try document.nodes(forXPath: "//testcase[@name='b & c.yaml'][@classname='Snapshots']").count == 1)
        #expect(try document.nodes(forXPath: "//testcase[@name='sub/d.yaml'][@classname='Snapshots.sub']").count == 1)
        let out = try document.nodes(forXPath: "//testcase[@name='a.yaml']/system-out").first?.stringValue ?? ""
        #expect(out.contains("[[ATTACHMENT|out/report/files/1-a-yaml/actual.png]]"))
    }

    /// What XML 1.0 cannot hold (U+FFFE, U+FFFF, control characters) in a config's key, and
    /// so in the error message, and in a file name: the JUnit stays well-formed for xmllint.
    @Test func junitReplacesWhatXMLCannotHold() async throws {
        let folder = try VerifyTests.suiteFolder(["bad.json": "{\"width\": 390, \"\\uffff\u{7}\": 1, \"sections\": []}",
                                                  "odd\u{1B}[31mname\u{FFFE}.yaml": "width: 0\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let suite = try SnapshotSuite(root: folder.path)
        let results = VerifyRunner.run(suite, configs: suite.configs, jobs: 1, mode: .never)
        #expect(results.allSatisfy { $0.check.status.isFailure })
        let file = folder.appendingPathComponent("junit.xml")
        try AtomicFile.write(JUnitReport.xml(results, seconds: 1), to: file.path)
        let xmllint = Process()
        xmllint.executableURL = URL(fileURLWithPath: "/usr/bin/xmllint")
        xmllint.arguments = ["--noout", file.path]
        let checked = try await ChildProcess.run(xmllint)
        #expect(checked.status == 0, "\(String(decoding: checked.stderr, as: UTF8.self))")
        #expect(try String(contentsOf: file, encoding: .utf8).contains("\u{FFFD}"))
    }

    @Test func aBombGoldenIsRefusedBeforeItsPixelsAreAllocated() throws {
        let folder = try VerifyTests.suiteFolder(["a.yaml": VerifyTests.table("one")])
        defer { try? FileManager.default.removeItem(at: folder) }
        try PNGBomb.data(width: 65536, height: 65536).write(to: folder.appendingPathComponent("a.png"))
        guard case .failed(let message)? = try VerifyTests.run(folder, mode: .never)["a.yaml"] else {
            Issue.record("a bomb golden fails")
            return
        }
        #expect(message.contains("declares 65536 × 65536 pixels, more than the 50000000"), "\(message)")
        #expect(throws: RGBAImage.ReadError.self) { try RGBAImage(pngData: PNGBomb.data(width: 100, height: 100), name: "x", maxPixels: 9_999) }
    }

    /// Issue 25: a golden that is a symbolic link leaving the suite's folder is refused,
    /// not read (nor copied into the report as `expected.png`), and `--record` refuses to
    /// replace a link with a file. A link inside the folder is read.
    @Test func aGoldenLinkLeavingTheFolderIsRefusedAndNeverRecordedOver() throws {
        let folder = try VerifyTests.suiteFolder(["a.yaml": VerifyTests.table("one"), "b.yaml": VerifyTests.table("one")])
        let outside = try TemporaryFolder.make("verify-outside")
        // The real render, outside: read through the link, it would pass.
        #expect(try VerifyTests.run(folder, mode: .missing)["a.yaml"] == .recorded("new"))
        let secret = outside.appendingPathComponent("secret.png")
        try FileManager.default.moveItem(at: folder.appendingPathComponent("a.png"), to: secret)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("a.png").path, withDestinationPath: secret.path)
        // b's golden is a link inside the folder, to a's render moved beside it: allowed.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("b.png"))
        try FileManager.default.copyItem(at: secret, to: folder.appendingPathComponent("kept.png"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("b.png").path, withDestinationPath: "kept.png")

        let results = try VerifyTests.run(folder, mode: .never)
        guard case .failed(let message)? = results["a.yaml"] else {
            Issue.record("a golden leading out of the folder must fail, got \(String(describing: results["a.yaml"]))")
            return
        }
        #expect(message.contains("is a symbolic link leading out of \(folder.path); verify reads goldens only inside its folder"), "\(message)")
        #expect(results["b.yaml"] == .passed)

        for mode in [RecordMode.all, .failed] {
            guard case .failed(let refusal)? = try VerifyTests.run(folder, mode: mode)["a.yaml"] else {
                Issue.record("recording over a link must be refused (\(mode))")
                continue
            }
            #expect(refusal.contains("is a symbolic link; tablesnap does not record over a link"), "\(refusal)")
            let kind = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("a.png").path)[.type] as? FileAttributeType
            #expect(kind == .typeSymbolicLink)
        }
        // The report shows no golden read through the link.
        let suite = try SnapshotSuite(root: folder.path)
        let report = folder.appendingPathComponent("report")
        let failed = VerifyRunner.run(suite, configs: ["a.yaml"], jobs: 1, mode: .never)
        _ = try HTMLReport.write(failed, suite: suite, seconds: 0, to: report.path)
        let files = FileManager.default.enumerator(atPath: report.path)?.compactMap { $0 as? String } ?? []
        #expect(!files.contains { $0.hasSuffix("expected.png") }, "\(files)")
    }

    /// Issue 25: a 1 × 5M golden beside a config 10 000 points wide at scale 3 aborted
    /// (the diff image was allocated at 30 000 × 5M). Now a mismatch stating both sizes.
    @Test func aGoldenOfAVeryDifferentShapeIsAMismatchNotACrash() throws {
        let folder = try VerifyTests.suiteFolder(["a.yaml": "width: 10000\nscale: 3\nviewport: {height: 1}\nsections: [{rows: [{title: x}]}]\n"])
        let tall = RGBAImage(width: 1, height: 5_000_000, pixels: [UInt8](repeating: 200, count: 20_000_000))
        try tall.pngData().write(to: folder.appendingPathComponent("a.png"))
        guard case .failed(let message)? = try VerifyTests.run(folder, mode: .never)["a.yaml"] else {
            Issue.record("a golden of another size must fail")
            return
        }
        #expect(message.contains("the sizes differ: 1 × 5000000 against 30000 × 3 pixels"), "\(message)")
        #expect(message.contains("no diff image"), "\(message)")
    }

    @Test func atomicWritesLeaveNoTemporaryAndSayWhatIsWrong() throws {
        let folder = try VerifyTests.suiteFolder([:])
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("dir"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("a.png").path
        try AtomicFile.write(Data("one".utf8), to: target)
        try AtomicFile.write(Data("two".utf8), to: target)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "two")
        #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.write(Data(), to: folder.appendingPathComponent("dir").path) }
        do { try AtomicFile.write(Data(), to: folder.appendingPathComponent("dir").path) } catch {
            #expect(error.description.contains("is a folder; name a file to write"))
        }
        do { try AtomicFile.write(Data(), to: folder.appendingPathComponent("a.png/x.png").path, creatingFolders: true) } catch {
            #expect(error.description.contains("cannot create the folder"), "\(error)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.png", "dir"])
        // What a killed run leaves (ours, and Foundation's from older versions) goes at the next.
        // A PID no process has (beyond Linux's pid_max), and this process's own.
        let gone = ".tablesnap-tmp-2147483646-X-a.png", mine = ".tablesnap-tmp-\(getpid())-Y-b.png"
        for name in [gone, "dir/.dat.nosync1f.XYZ", "dir/.tablesnap-tmp-2147483645-Z-b.yaml", mine] {
            try Data([1]).write(to: folder.appendingPathComponent(name))
        }
        #expect(try SnapshotSuite(root: folder.path).configs.isEmpty, "a temporary is never a config")
        #expect(AtomicFile.removeLeftovers(under: folder.path) == [gone, "dir/.dat.nosync1f.XYZ", "dir/.tablesnap-tmp-2147483645-Z-b.yaml"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [mine, "a.png", "dir"],
                "a running writer's temporary stays")
    }

    /// `verify --summary`'s Markdown: the counts, each failure with what differs and a link
    /// to its section of the report (`#failure-N`, the report's numbering), names that hold
    /// Markdown's own characters kept in one table cell.
    @Test func theMarkdownSummaryListsEachFailureAndLinksTheReport() throws {
        let folder = try VerifyTests.suiteFolder(["a.yaml": VerifyTests.table("one"), "b|c.yaml": VerifyTests.table("two"),
                                                  "d.yaml": VerifyTests.table("three")])
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try VerifyTests.run(folder, mode: .missing)
        for (name, title) in [("b|c.yaml", "changed"), ("d.yaml", "other")] {
            try VerifyTests.table(title).write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let suite = try SnapshotSuite(root: folder.path)
        let results = VerifyRunner.run(suite, configs: suite.configs, jobs: 1, mode: .never)
        let text = MarkdownSummary.markdown(results, seconds: 1.25, suite: "Snapshots", reportURL: "https://ci.example/run/7/report/index.html")
        let lines = text.components(separatedBy: "\n")
        #expect(lines[0] == "### tablesnap verify `Snapshots`: ❌ 2 failed, 1 passed, 0 recorded (1.2 s)")
        let rows = lines.filter { $0.hasPrefix("| [") }
        #expect(rows.count == 2)
        let failures = results.filter { $0.check.status.isFailure }
        for (index, (row, result)) in zip(rows, failures).enumerated() {
            #expect(row.contains("](https://ci.example/run/7/report/index.html#failure-\(index + 1))"), "\(row)")
            #expect(row.contains("in row"), "the rows that changed: \(row)")
            #expect(row.components(separatedBy: " | ").count == 2, "one cell per column: \(row)")
            #expect(row.contains(result.name.replacingOccurrences(of: "|", with: "\\|")))
        }
        #expect(text.contains("`tablesnap verify 'Snapshots' --record-mode failed`"))
        let passing = MarkdownSummary.markdown(results.filter { $0.check.status == .passed }, seconds: 0, suite: "S", reportURL: nil)
        #expect(passing == "### tablesnap verify `S`: ✅ passed, 1 passed, 0 recorded (0.0 s)\n\n")
    }

    /// The stamp names the one version `--version` prints (issue 32, bug 6), and a golden
    /// recorded by another tablesnap version with the same pixels passes under every record
    /// mode but `all` and is left as it is: an upgrade rewrites no golden (docs/snapshots.md).
    @Test func aGoldenFromAnotherVersionWithTheSamePixelsPassesAndStays() throws {
        #expect(RenderEnvironment.current.parts.first.map { "\($0.name) \($0.value)" } == "tablesnap \(TablesnapVersion.current)")
        let folder = try VerifyTests.suiteFolder(["a.yaml": VerifyTests.table("one")])
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try VerifyTests.run(folder, mode: .missing)
        let golden = folder.appendingPathComponent("a.png")
        var older = try #require(RenderEnvironment(png: Data(contentsOf: golden)))
        older.parts[0].value = "0.0.1"
        let recorded = older.stamp(PNGTextTestSupport.strip(try Data(contentsOf: golden)))
        try recorded.write(to: golden)
        for mode in [RecordMode.never, .missing, .failed] {
            #expect(try VerifyTests.run(folder, mode: mode)["a.yaml"] == .passed, "\(mode)")
            #expect(try Data(contentsOf: golden) == recorded, "\(mode): not rewritten")
        }
    }

    /// Every render carries what drew it; a golden drawn with another FreeType (or font)
    /// that fails says so, and the chunk changes no pixel.
    @Test func aFailingGoldenFromAnotherEnvironmentSaysWhatDiffers() throws {
        let folder = try VerifyTests.suiteFolder(["a.yaml": VerifyTests.table("one")])
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try VerifyTests.run(folder, mode: .missing)
        let golden = folder.appendingPathComponent("a.png")
        let recorded = try Data(contentsOf: golden)
        let environment = try #require(RenderEnvironment(png: recorded))
        #expect(environment == RenderEnvironment.current)
        #expect(environment.parts.map(\.name).prefix(5) == ["tablesnap", "cairo", "freetype", "harfbuzz", "fribidi"])
        #expect(environment.parts.contains { $0.name == "font DejaVuSans.ttf" && $0.value.hasPrefix("crc32:") })

        // The same pixels without the chunk: equal images; a render stamped again: equal bytes.
        let bare = PNGTextTestSupport.strip(recorded)
        #expect(bare.count < recorded.count && RenderEnvironment(png: bare) == nil)
        #expect(try RGBAImage(pngData: bare, name: "bare") == RGBAImage(pngData: recorded, name: "golden"))
        let engine = try TextEngine(fonts: FontSet())
        #expect(try SnapshotDrawing(config: folder.appendingPathComponent("a.yaml").path, engine: engine).png == recorded)

        // A golden recorded elsewhere, and different: the failure names what differs.
        var elsewhere = RenderEnvironment.current
        let freeType = elsewhere.parts.firstIndex { $0.name == "freetype" }!
        let here = elsewhere.parts[freeType].value
        elsewhere.parts[freeType].value = "9.9.9"
        let font = elsewhere.parts.firstIndex { $0.name == "font DejaVuSans.ttf" }!
        elsewhere.parts[font].value = "crc32:0"
        let otherTable = try SnapshotDrawing(config: VerifyTests.suiteFolder(["b.yaml": VerifyTests.table("two")]).appendingPathComponent("b.yaml").path, engine: engine).png
        try elsewhere.stamp(PNGTextTestSupport.strip(otherTable)).write(to: golden)
        guard case .failed(let message)? = try VerifyTests.run(folder, mode: .never)["a.yaml"] else {
            Issue.record("a different golden fails")
            return
        }
        #expect(message.contains("recorded with FreeType 9.9.9, this machine has \(here)"), "\(message)")
        #expect(message.contains("the font DejaVuSans.ttf differs from the one it was recorded with"))
    }

    /// One config, a golden per combination of its variants, each its own snapshot in the
    /// results, JUnit and the report; the device sets width and scale.
    @Test func variantsRenderEachCombinationToItsOwnGolden() throws {
        let config = "width: 320\nvariants: {appearance: [light, dark], device: [se, iphone15, proMax]}\n"
            + "sections: [{header: H, rows: [{title: one}]}]\n"
        let folder = try VerifyTests.suiteFolder(["v.yaml": config, "plain.yaml": VerifyTests.table("p")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let recorded = try VerifyTests.run(folder, mode: .missing)
        let suffixes = ["light.se", "light.iphone15", "light.proMax", "dark.se", "dark.iphone15", "dark.proMax"]
        #expect(recorded.count == 7)
        for suffix in suffixes {
            #expect(recorded["v.yaml [\(suffix)]"] == .recorded("new"), "\(suffix)")
            let png = try Data(contentsOf: folder.appendingPathComponent("v.\(suffix).png"))
            let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
            #expect(width == ["se": 750, "iphone15": 1179, "proMax": 1290][String(suffix.split(separator: ".")[1])], "\(suffix): the device's width × scale")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("v.png").path))
        #expect(try SnapshotSuite(root: folder.path).orphanGoldens().isEmpty, "variant goldens belong to their config")

        try FileManager.default.removeItem(at: folder.appendingPathComponent("v.dark.se.png"))
        let suite = try SnapshotSuite(root: folder.path)
        let results = VerifyRunner.run(suite, configs: suite.configs, jobs: 2, mode: .never)
        #expect(results.map(\.name) == ["plain.yaml"] + suffixes.map { "v.yaml [\($0)]" })
        #expect(results.filter { $0.check.status.isFailure }.map(\.golden) == ["v.dark.se.png"])
        let document = try XMLDocument(xmlString: JUnitReport.xml(results, seconds: 1))
        #expect(try document.nodes(forXPath: "//testcase").count == 7)
        #expect(try document.nodes(forXPath: "//testcase[@name='v.yaml [dark.se]']/failure").count == 1)
    }

    @Test func aVariantAndAConfigWithOneGoldenFailNamingEachOther() throws {
        let folder = try VerifyTests.suiteFolder(["a.yaml": "width: 200\nvariants: {appearance: [dark]}\nsections: [{rows: [{title: a}]}]\n",
                                                  "a.dark.yaml": VerifyTests.table("other")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let results = try VerifyTests.run(folder, mode: .missing)
        for name in ["a.yaml [dark]", "a.dark.yaml"] {
            guard case .unrenderable(let message)? = results[name] else {
                Issue.record("\(name) must fail")
                continue
            }
            #expect(message.contains("a.dark.yaml and a.yaml [dark] would all use the golden a.dark.png"), "\(message)")
        }
    }

    @Test(arguments: [
        ("variants: {device: [ipone15]}", "t.yaml:2:21: no device preset 'ipone15'; did you mean 'iphone15'?"),
        ("variants: {appearance: [dark, dark]}", "t.yaml:2:31: variants 'appearance' lists the same value twice"),
        ("variants: {appearance: []}", "variants 'appearance' must list at least one"),
        ("variants: {}", "'variants' needs 'appearance' or 'device'"),
        ("variants: {colour: [red]}", "unknown key 'colour' in 'variants'"),
    ])
    func badVariantsAreErrorsWithAPosition(line: String, message: String) {
        #expect {
            _ = try ConfigLoader.load(text: "width: 300\n\(line)\nsections: []\n", file: "t.yaml")
        } throws: { error in
            "\(error)".contains(message)
        }
    }

}

/// Strips tablesnap's text chunk, to stamp a PNG with another environment.
enum PNGTextTestSupport {
    static func strip(_ png: Data) -> Data {
        let bytes = [UInt8](png)
        var out = Array(bytes[0..<8])
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            if type != "tEXt" { out += bytes[offset..<offset + 12 + length] }
            offset += 12 + length
        }
        return Data(out)
    }
}
