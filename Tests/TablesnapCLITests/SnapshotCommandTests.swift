import Foundation
import Testing
import TableSnapshot
import TestSupport

/// `tablesnap verify` and `tablesnap diff` as CI runs them: statuses, summaries, flags.
@Suite struct SnapshotCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/png")  // Tests/Fixtures/png, shared with TableSnapshotTests

    func suite() throws -> URL {
        let folder = try TemporaryFolder.make()
        for name in ["one", "two"] {
            try "width: 200\nsections: [{rows: [{title: \(name)}]}]\n".write(to: folder.appendingPathComponent("\(name).yaml"), atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// Through the binary on purpose (as `ciFalseOrZeroIsNotCI`): `CI` is read from the
    /// process's environment.
    @Test func verifyRecordsOutsideCIFailsOnCIAndSaysSoInItsSummary() async throws {
        let folder = try suite()
        defer { try? FileManager.default.removeItem(at: folder) }
        let onCI = try await TablesnapRunner.runBinary(["verify", folder.path], environment: ["CI": "true"])
        #expect(onCI.status == 1)
        #expect(onCI.stdout.contains("verify: 0 passed, 2 failed, 0 recorded in "), "\(onCI.stdout)")
        let local = try await TablesnapRunner.runBinary(["verify", folder.path], environment: ["CI": nil])
        #expect(local.status == 0)
        #expect(local.stdout.contains("recorded (new)") && local.stdout.contains("verify: 0 passed, 0 failed, 2 recorded"))
        let again = try await TablesnapRunner.runBinary(["verify", folder.path, "--jobs", "1"], environment: ["CI": "true"])
        #expect(again.status == 0 && again.stdout.contains("verify: 2 passed, 0 failed, 0 recorded"))
    }

    @Test func verifyWritesJUnitAndAReportAndPrunesOrphans() throws {
        let folder = try suite()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = TablesnapRunner.run(["verify", folder.path, "--record"])
        try "width: 200\nsections: [{rows: [{title: changed}]}]\n".write(to: folder.appendingPathComponent("one.yaml"), atomically: true, encoding: .utf8)
        let junit = folder.appendingPathComponent("junit.xml"), report = folder.appendingPathComponent("report")
        let result = TablesnapRunner.run(["verify", folder.path, "--junit", junit.path, "--report", report.path, "--filter", "o*"])
        #expect(result.stdout.contains("report: \(report.path)/index.html"))
        #expect(result.status == 1)
        #expect(result.stdout.contains("FAIL") && result.stdout.contains("one.yaml"))
        #expect(result.stdout.contains("verify: 0 passed, 1 failed"), "the filter left only one.yaml")
        #expect(try String(contentsOf: junit, encoding: .utf8).contains("<failure"))
        #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent("index.html").path))

        try FileManager.default.removeItem(at: folder.appendingPathComponent("two.yaml"))
        let listed = TablesnapRunner.run(["verify", folder.path, "--prune"])
        #expect(listed.stdout.contains("orphan") && listed.stdout.contains("two.png"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("two.png").path), "--prune alone only lists")
        _ = TablesnapRunner.run(["verify", folder.path, "--prune", "--delete"])
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("two.png").path))
    }

    /// `--copy-recorded DIR` (what CI hands back; docs/ci.md): each golden the run wrote, and
    /// no other, under its path in the suite's folder when that folder is given absolute.
    @Test func verifyCopiesTheGoldensItRecords() throws {
        let folder = try suite()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copies = folder.appendingPathComponent("copies")
        let first = TablesnapRunner.run(["verify", folder.path, "--record-mode", "missing", "--copy-recorded", copies.path])
        #expect(first.status == 0 && first.stdout.contains("copied 2 recorded goldens to \(copies.path)"), "\(first.stdout)")
        for name in ["one.png", "two.png"] {
            #expect(try Data(contentsOf: copies.appendingPathComponent(name)) == Data(contentsOf: folder.appendingPathComponent(name)))
        }
        try FileManager.default.removeItem(at: copies)
        try "width: 200\nsections: [{rows: [{title: changed}]}]\n".write(to: folder.appendingPathComponent("one.yaml"), atomically: true, encoding: .utf8)
        let second = TablesnapRunner.run(["verify", folder.path, "--record-mode", "failed", "--copy-recorded", copies.path])
        #expect(second.stdout.contains("copied 1 recorded golden to"), "\(second.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: copies.path) == ["one.png"])
    }

    @Test func verifyRefusesBadFlagsWithTwo() throws {
        let folder = try suite()
        defer { try? FileManager.default.removeItem(at: folder) }
        for arguments in [["--shard", "3/2"], ["--shard", "x"], ["--jobs", "0"], ["--threshold", "2"], ["--max-diff-pixels=-1"],
                          ["--max-diff-ratio", "1.5"], ["--max-pixels", "0"]] {
            let result = TablesnapRunner.run(["verify", folder.path] + arguments)
            #expect(result.status == 2, "\(arguments)")
        }
        #expect(TablesnapRunner.run(["verify", folder.appendingPathComponent("nowhere").path]).status == 2)
        let both = TablesnapRunner.run(["verify", folder.path, "--record", "--record-mode", "never"])
        #expect(both.status == 64 && both.stderr.contains("cannot be combined with --record-mode never"), "\(both.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("one.png").path), "nothing recorded")
    }

    @Test func aFilterThatSelectsNothingFailsAndAnEmptyShardPasses() throws {
        let folder = try suite()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("nested"), withIntermediateDirectories: true)
        try "width: 200\nsections: [{rows: [{title: l}]}]\n".write(to: folder.appendingPathComponent("nested/list.yaml"), atomically: true, encoding: .utf8)
        let nothing = TablesnapRunner.run(["verify", folder.path, "--filter", "nomatch*"])
        #expect(nothing.status == 1 && nothing.stderr.contains("no snapshots match --filter 'nomatch*' among the 3 configs"), "\(nothing.stderr)")
        let listed = TablesnapRunner.run(["verify", folder.path, "--filter", "*list*", "--filter", "one.*", "--list"])
        #expect(listed.status == 0)
        #expect(listed.stdout == "\(folder.path)/nested/list.yaml\n\(folder.path)/one.yaml\n", "\(listed.stdout)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("one.png").path), "--list renders nothing")
        // Of 40 shards of three configs, most get none: they pass and say so.
        let shards = (1...40).map { TablesnapRunner.run(["verify", folder.path, "--shard", "\($0)/40", "--list"]) }
        #expect(shards.allSatisfy { $0.status == 0 })
        #expect(shards.map(\.stdout).joined().split(separator: "\n").count == 3, "each config in one shard")
        let empty = (1...40).first { TablesnapRunner.run(["verify", folder.path, "--shard", "\($0)/40", "--list"]).stdout.isEmpty }!
        let emptyRun = TablesnapRunner.run(["verify", folder.path, "--shard", "\(empty)/40"])
        #expect(emptyRun.status == 0 && emptyRun.stdout.contains("has none of the 3 selected snapshots"))
        let emptyFolder = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: emptyFolder) }
        #expect(TablesnapRunner.run(["verify", emptyFolder.path]).status == 1)
    }

    @Test func ciFalseOrZeroIsNotCI() async throws {
        for value in ["false", "0"] {
            let folder = try suite()
            defer { try? FileManager.default.removeItem(at: folder) }
            let result = try await TablesnapRunner.runBinary(["verify", folder.path], environment: ["CI": value])
            #expect(result.status == 0 && result.stdout.contains("2 recorded"), "CI=\(value)")
        }
    }

    @Test func verifyTakesDiffsTolerancesAndPrintsJSON() throws {
        let folder = try suite()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = TablesnapRunner.run(["verify", folder.path, "--record"])
        try "width: 200\nsections: [{rows: [{title: onf}]}]\n".write(to: folder.appendingPathComponent("one.yaml"), atomically: true, encoding: .utf8)
        let strict = TablesnapRunner.run(["verify", folder.path, "--json"])
        #expect(strict.status == 1)
        let json = try JSONSerialization.jsonObject(with: Data(strict.stdout.utf8)) as? [String: Any]
        #expect(json?["passed"] as? Int == 1 && json?["failed"] as? Int == 1)
        let snapshots = json?["snapshots"] as? [[String: Any]] ?? []
        let message = snapshots.first { $0["config"] as? String == "one.yaml" }?["message"] as? String ?? ""
        let differing = Int(message.prefix { $0.isNumber }) ?? 0
        #expect(differing > 0, "\(strict.stdout)")
        #expect(TablesnapRunner.run(["verify", folder.path, "--max-diff-pixels", "\(differing)"]).status == 0)
        #expect(TablesnapRunner.run(["verify", folder.path, "--max-diff-ratio", "0.5"]).status == 0)
        #expect(TablesnapRunner.run(["verify", folder.path, "--max-diff-pixels", "\(differing - 1)"]).status == 1)
    }

    /// Two goldens that declare 4 G pixels each, checked on two threads: refused before any
    /// allocation, so the run ends normally with its report and JUnit.
    @Test func bombGoldensFailWithoutTakingTheRunDown() throws {
        let folder = try suite()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["one", "two"] { try PNGBomb.data(width: 65536, height: 65536).write(to: folder.appendingPathComponent("\(name).png")) }
        let junit = folder.appendingPathComponent("out/junit.xml"), report = folder.appendingPathComponent("out/report")
        try FileManager.default.createDirectory(at: junit.deletingLastPathComponent(), withIntermediateDirectories: true)
        let result = TablesnapRunner.run(["verify", folder.path, "--jobs", "2", "--junit", junit.path, "--report", report.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("declares 65536 × 65536 pixels"), "\(result.stdout)")
        #expect(try String(contentsOf: junit, encoding: .utf8).components(separatedBy: "<failure").count == 3)
        #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent("index.html").path))
        let diff = TablesnapRunner.run(["diff", folder.appendingPathComponent("one.png").path, folder.appendingPathComponent("two.png").path])
        #expect(diff.status == 2 && diff.stderr.contains("raise --max-pixels"))
        let small = SnapshotCommandTests.fixtures.appendingPathComponent("rgb8.png").path
        #expect(TablesnapRunner.run(["diff", small, small, "--max-pixels", "47"]).status == 2, "48 pixels is one too many")
        #expect(TablesnapRunner.run(["diff", small, small, "--max-pixels", "48"]).status == 0)
        // A file larger than any PNG within the budget is refused before it is read.
        let huge = folder.appendingPathComponent("huge.png")
        FileManager.default.createFile(atPath: huge.path, contents: nil)
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 8 * 1000 + (16 << 20) + 1)  // sparse: no disk used
        try handle.close()
        let refused = TablesnapRunner.run(["diff", huge.path, small, "--max-pixels", "1000"])
        #expect(refused.status == 2 && refused.stderr.contains("more than a PNG of at most 1000 pixels can be"), "\(refused.stderr)")
    }

    /// A report folder that cannot be made (a file is in the way): said on stderr, JUnit
    /// still written, and the exit status still the snapshots' (1 when one failed, else 2).
    @Test func anUnwritableReportIsSaidAndJUnitIsStillWritten() throws {
        let folder = try suite()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = TablesnapRunner.run(["verify", folder.path, "--record"])
        let blocker = folder.appendingPathComponent("blocker")
        try Data().write(to: blocker)
        let junit = folder.appendingPathComponent("junit.xml")
        let passing = TablesnapRunner.run(["verify", folder.path, "--report", blocker.appendingPathComponent("report").path, "--junit", junit.path])
        #expect(passing.status == 2 && passing.stderr.contains("cannot write the report"), "\(passing.stderr)")
        #expect(try String(contentsOf: junit, encoding: .utf8).contains("tests=\"2\""))
        try FileManager.default.removeItem(at: junit)
        try "width: 200\nsections: [{rows: [{title: changed}]}]\n".write(to: folder.appendingPathComponent("one.yaml"), atomically: true, encoding: .utf8)
        let failing = TablesnapRunner.run(["verify", folder.path, "--report", blocker.appendingPathComponent("report").path, "--junit", junit.path])
        #expect(failing.status == 1 && failing.stderr.contains("cannot write the report"))
        #expect(try String(contentsOf: junit, encoding: .utf8).contains("<failure"))
        let badJUnit = TablesnapRunner.run(["verify", folder.path, "--junit", folder.path])
        #expect(badJUnit.status == 1 && badJUnit.stderr.contains("is a folder"), "\(badJUnit.stderr)")
    }

    @Test func fileNamesWithTerminalEscapesArePrintedEscaped() throws {
        let folder = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "width: 0\n".write(to: folder.appendingPathComponent("evil\u{1B}]0;pwned\u{07}.yaml"), atomically: true, encoding: .utf8)
        let result = TablesnapRunner.run(["verify", folder.path, "--filter", "evil*"])
        #expect(result.status == 1)
        #expect(!result.stdout.contains("\u{1B}") && !result.stdout.contains("\u{07}"))
        #expect(result.stdout.contains("evil\\u{1B}]0;pwned\\u{7}.yaml"), "\(result.stdout)")
    }

    @Test func killedRunsLeaveNoTemporariesBehind() throws {
        let folder = try suite()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data([1]).write(to: folder.appendingPathComponent(".tablesnap-tmp-2147483646-A-one.png"))
        try Data([1]).write(to: folder.appendingPathComponent(".dat.nosync12.ab"))
        let pruned = TablesnapRunner.run(["verify", folder.path, "--prune"])
        #expect(pruned.stdout.contains("removed temporary \(folder.path)/.tablesnap-tmp-2147483646-A-one.png"), "\(pruned.stdout)")
        try Data([1]).write(to: folder.appendingPathComponent(".tablesnap-tmp-2147483646-B-two.png"))
        #expect(TablesnapRunner.run(["verify", folder.path]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["one.png", "one.yaml", "two.png", "two.yaml"])
    }

    @Test func diffExitsZeroOneOrTwoAndPrintsJSON() throws {
        let rgb = SnapshotCommandTests.fixtures.appendingPathComponent("rgb8.png").path
        let palette = SnapshotCommandTests.fixtures.appendingPathComponent("palette.png").path
        let grey = SnapshotCommandTests.fixtures.appendingPathComponent("grey8.png").path
        let same = TablesnapRunner.run(["diff", rgb, palette])
        #expect(same.status == 0 && same.stdout.hasPrefix("match: 0 of 48 pixels differ"))
        let different = TablesnapRunner.run(["diff", rgb, grey, "--json", "-o", try TemporaryFolder.make("diff").appendingPathComponent("diff.png").path])
        #expect(different.status == 1)
        let json = try JSONSerialization.jsonObject(with: Data(different.stdout.utf8)) as? [String: Any]
        // Grey has the red square black and the blue pixel white: 9 + 1 pixels differ.
        #expect(json?["match"] as? Bool == false && json?["totalPixels"] as? Int == 48 && json?["differentPixels"] as? Int == 10)
        #expect(json?["antialiasedPixels"] as? Int == 0)
        #expect((json?["bounds"] as? [String: Int]) == ["x": 2, "y": 1, "width": 6, "height": 5])
        #expect(TablesnapRunner.run(["diff", rgb, grey, "--max-diff-pixels", "10"]).status == 0)
        #expect(TablesnapRunner.run(["diff", rgb, grey, "--max-diff-pixels", "9"]).status == 1)
        // --perceptual-precision: red to black and blue to white are ΔE*94 of 50 to 100 (PerceptualPrecisionTests holds the measure).
        let perceptual = TablesnapRunner.run(["diff", rgb, grey, "--perceptual-precision", "0.5", "--json"])
        let measured = try JSONSerialization.jsonObject(with: Data(perceptual.stdout.utf8)) as? [String: Any]
        #expect(perceptual.status == 1 && (measured?["largestDeltaE"] as? Double).map { $0 > 50 && $0 <= 100 } == true, "\(perceptual.stdout)")
        #expect(TablesnapRunner.run(["diff", rgb, grey, "--perceptual-precision", "0"]).status == 0)
        let bad = TablesnapRunner.run(["diff", rgb, grey, "--perceptual-precision", "1.5"])
        #expect(bad.status == 2 && bad.stderr.contains("--perceptual-precision must be from 0 to 1, found 1.5"), "\(bad.stderr)")
        let unreadable = TablesnapRunner.run(["diff", rgb, SnapshotCommandTests.fixtures.appendingPathComponent("truncated.png").path])
        #expect(unreadable.status == 2 && unreadable.stderr.contains("truncated.png"))
    }

    /// Different sizes: the area both cover is compared, and the diff image (the larger
    /// size) marks what only one of them has.
    @Test func diffOfDifferentSizesWritesADiffImage() throws {
        let folder = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let small = folder.appendingPathComponent("small.png"), large = folder.appendingPathComponent("large.png")
        for (file, rows) in [(small, 1), (large, 3)] {
            let config = folder.appendingPathComponent("t\(rows).yaml")
            try "width: 100\nsections: [{rows: [{repeat: \(rows), title: x}]}]\n".write(to: config, atomically: true, encoding: .utf8)
            #expect(TablesnapRunner.run(["render", config.path, "--out", file.path, "--scale", "1"]).status == 0)
        }
        let diffFile = folder.appendingPathComponent("diff.png")
        let result = TablesnapRunner.run(["diff", small.path, large.path, "--out", diffFile.path])
        #expect(result.status == 1 && result.stdout.contains("the sizes differ: 100 × 44 against 100 × 132 pixels; in the area both cover,"), "\(result.stdout)")
        let png = try Data(contentsOf: diffFile)
        let be = { (i: Int) in png[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect((be(16), be(20)) == (100, 132))
        #expect(png.range(of: Data("tEXttablesnap\u{0}tablesnap: ".utf8)) != nil, "every PNG tablesnap writes says what drew it")
    }

    /// Issue 25's reproducer: a 1 × 1M PNG against a 1M × 1 one (a few KB each) aborted
    /// allocating a 10¹² pixel diff image. Now exit 1, both sizes, no diff image, and why.
    @Test func diffOfVeryDifferentShapesIsCheapAndSaysWhyNoImage() throws {
        let folder = try TemporaryFolder.make()
        let tall = folder.appendingPathComponent("tall.png"), wide = folder.appendingPathComponent("wide.png")
        try RGBAImage(width: 1, height: 1_000_000, pixels: [UInt8](repeating: 90, count: 4_000_000)).pngData().write(to: tall)
        try RGBAImage(width: 1_000_000, height: 1, pixels: [UInt8](repeating: 90, count: 4_000_000)).pngData().write(to: wide)
        let diffFile = folder.appendingPathComponent("diff.png")
        let result = TablesnapRunner.run(["diff", tall.path, wide.path, "--out", diffFile.path])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("the sizes differ: 1 × 1000000 against 1000000 × 1 pixels; in the area both cover, 0 pixels differ; no diff image: the larger size, 1000000 × 1000000 pixels, is more than the 50000000"),
                "\(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: diffFile.path))
        let json = TablesnapRunner.run(["diff", tall.path, wide.path, "--json"])
        #expect(json.status == 1 && json.stdout.replacingOccurrences(of: " ", with: "").contains(#""sizes":{"a":[1,1000000],"b":[1000000,1]}"#), "\(json.stdout)")
    }

    /// Through the binary on purpose: the status 64 the process exits with, and `--help` as
    /// ArgumentParser prints it.
    @Test func aMisspeltCommandGetsASuggestion() async throws {
        let result = try await TablesnapRunner.runBinary(["verfy", "Snapshots"])
        #expect(result.status == 64 && result.stderr.contains("'verfy' is not a tablesnap command; did you mean 'verify'?"), "\(result.stderr)")
        for command in ["render", "query", "inspect", "diff", "verify", "bench"] {
            let help = try await TablesnapRunner.runBinary([command, "--help"])
            // A help text that states its default, then ArgumentParser's "(default: …)" again.
            let flat = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(help.status == 0 && flat.range(of: #"\(default:? [^)]*\)\.? \(default: "#, options: .regularExpression) == nil,
                    "\(command): one default text per flag")
        }
    }

    /// Warnings on stderr with file, line and column; under --strict, errors (exit 2), and
    /// `verify --strict` records no golden from such a config.
    @Test func configWarningsAreSaidAndStrictMakesThemErrors() throws {
        let folder = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("t.yaml")
        try """
            width: 300
            data: {fruits: [Apple, Pear]}
            cells:
              fruit: {title: "{.}"}
              person: {title: "{name} ({age})"}
            layout: |
              section -s fruts -c fruit
              section -s fruits -c fruit -zz
              section -c person

            """.write(to: config, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out.png").path
        let render = TablesnapRunner.run(["render", config.path, "-o", out])
        #expect(render.status == 0)
        #expect(render.stderr.contains("warning: \(config.path):7:14: -s fruts: `data` has no 'fruts'; did you mean 'fruits'?"), "\(render.stderr)")
        #expect(render.stderr.contains("warning: \(config.path):8:30: unknown flag '-zz'"))
        #expect(render.stderr.contains("the placeholder {name} in \"{name} ({age})\" reads nothing"))
        try FileManager.default.removeItem(atPath: out)
        for command in [["render", config.path, "-o", out], ["query", config.path], ["inspect", config.path]] {
            let strict = TablesnapRunner.run(command + ["--strict"])
            #expect(strict.status == 2 && strict.stderr.contains("error: \(config.path):7:14: -s fruts"), "\(command)")
        }
        #expect(!FileManager.default.fileExists(atPath: out), "no PNG from a config with errors")
        let pastLast = TablesnapRunner.run(["query", config.path, "--mode", "1"])
        #expect(pastLast.stderr.contains("mode 1 is past the last mode: the layout has 1 (0…0), so the table is empty"), "\(pastLast.stderr)")

        let verified = TablesnapRunner.run(["verify", folder.path, "--strict", "--record"])
        #expect(verified.status == 1 && verified.stdout.contains("ERROR") && verified.stdout.contains("under --strict a warning is an error"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("t.png").path), "no golden recorded under --strict")
        let lenient = TablesnapRunner.run(["verify", folder.path])
        #expect(lenient.status == 0 && lenient.stderr.contains("warning: ") && lenient.stdout.contains("recorded (new)"))
    }

    /// On a terminal (a pseudo-terminal from `script`): colour and progress; under NO_COLOR
    /// none; through a pipe none (the other tests read pipes and see no escapes).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script(1) for a pseudo-terminal"))
    func aTerminalGetsColourAndProgressUnlessNoColor() async throws {
        let folder = try suite()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = TablesnapRunner.run(["verify", folder.path, "--record"])
        try "width: 200\nsections: [{rows: [{title: changed}]}]\n".write(to: folder.appendingPathComponent("one.yaml"), atomically: true, encoding: .utf8)
        func onTerminal(_ environment: [String: String?]) async throws -> String {
            let command = "'\(TablesnapRunner.binary.path)' verify '\(folder.path)'"
            return try await TablesnapRunner.runBinary(["-qc", command, "/dev/null"], executable: URL(fileURLWithPath: "/usr/bin/script"),
                                                 environment: environment).stdout
        }
        let coloured = try await onTerminal(["NO_COLOR": nil, "TERM": "xterm"])
        #expect(coloured.contains("\u{1B}[31mFAIL\u{1B}[0m") && coloured.contains("\u{1B}[32m1 passed\u{1B}[0m"), "\(coloured)")
        #expect(coloured.contains("configs] "), "progress")
        let plain = try await onTerminal(["NO_COLOR": "1", "TERM": "xterm"])
        #expect(plain.contains("FAIL ") && !plain.contains("\u{1B}[31m"), "\(plain)")
        let piped = try await TablesnapRunner.runBinary(["verify", folder.path])
        #expect(!piped.stdout.contains("\u{1B}") && !piped.stderr.contains("\u{1B}"))
    }

    /// `kill -9` at any moment of `verify --record`: each golden is whole (the old or the
    /// new one), nothing but tablesnap's own temporaries is left, and the next run removes them.
    @Test func killNineMidRecordLeavesWholeGoldensAndNoStrayFiles() async throws {
        let folder = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        for index in 0..<6 {
            try "width: 390\nsections: [{rows: [{repeat: 120, title: 'config \(index) row {index}'}]}]\n"
                .write(to: folder.appendingPathComponent("c\(index).yaml"), atomically: true, encoding: .utf8)
        }
        var rng = SeededGenerator(seed: 9)
        for attempt in 0..<8 {
            let process = Process()
            process.executableURL = TablesnapRunner.binary
            process.arguments = ["verify", folder.path, "--record", "--jobs", "2"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            try await Task.sleep(for: .microseconds(UInt32.random(in: 0...(attempt == 0 ? 1 : 150_000), using: &rng)))
            kill(process.processIdentifier, SIGKILL)
            _ = await ChildProcess.exit(of: process)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            let stray = names.filter { !$0.hasSuffix(".yaml") && !$0.hasSuffix(".png") && !$0.hasPrefix(".tablesnap-tmp-") }
            #expect(stray.isEmpty, "attempt \(attempt): \(stray)")
            for golden in names where golden.hasSuffix(".png") && !golden.hasPrefix(".") {
                let data = try Data(contentsOf: folder.appendingPathComponent(golden))
                #expect(data.count > 33 && data.suffix(8) == Data([0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]), "\(golden) is whole (ends with IEND)")
            }
        }
        #expect(TablesnapRunner.run(["verify", folder.path]).status == 0)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        #expect(left.isEmpty, "the next run removed the killed runs' temporaries: \(left)")
    }
}
