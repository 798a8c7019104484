import ArgumentParser
import Foundation
import TableConfig
import TableRaster
@testable import TablesnapCommands
import Testing
import TestSupport

/// Every error becomes text and an exit status in one place (`CommandFailure.outcome`):
/// the mapping itself, and the paths through the binary that no other test takes.
@Suite struct CommandFailureTests {
    @Test func eachFailureHasItsStatusAndText() {
        #expect(CommandFailure.outcome(of: CommandFailure.badInput("--x must be 1"))! == ("error: --x must be 1\n", 2))
        #expect(CommandFailure.outcome(of: CommandFailure.problems(["a", "b"]))! == ("error: a\nerror: b\n", 2))
        #expect(CommandFailure.outcome(of: CommandFailure.failed([]))! == ("", 1))
        #expect(CommandFailure.outcome(of: CommandFailure.failed(["cannot write JUnit XML"]))! == ("error: cannot write JUnit XML\n", 1))
        #expect(CommandFailure.outcome(of: CommandFailure.nothingSelected("no configs"))! == ("error: no configs\n", 1))
        #expect(CommandFailure.outcome(of: CommandFailure.usage("'rendr' is not a tablesnap command"))!
                == ("error: 'rendr' is not a tablesnap command\n", 64))
        // Library errors thrown straight through a command: bad input, with their positions.
        let config = ConfigError("unknown key 'widht'", file: "t.yaml")
        #expect(CommandFailure.outcome(of: config)! == ("error: \(config.description)\n", 2))
        #expect(CommandFailure.outcome(of: RenderError("no font", subject: "/f.ttf"))! == ("error: /f.ttf: no font\n", 2))
        // ArgumentParser's own (help, usage errors) are left to it.
        #expect(CommandFailure.outcome(of: ValidationError("--delete only goes with --prune")) == nil)
        #expect(CommandFailure.outcome(of: CleanExit.helpRequest()) == nil)
    }

    /// An error no command knows (a Swift error of its own, a Foundation error) gets an
    /// `error:` line and status 3, never 1, which says images differ; a Foundation error says
    /// its sentence and file, not its dump.
    @Test func anUnknownErrorHasAStatusOfItsOwn() {
        struct Unforeseen: Error, CustomStringConvertible { var description: String { "the disk went away" } }
        #expect(CommandFailure.outcome(of: Unforeseen())!
                == ("error: the disk went away (tablesnap has no message of its own for this error)\n", 3))
        let cocoa = CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "/gone/x.png",
                                                           NSLocalizedDescriptionKey: "The file does not exist."])
        let (text, status) = CommandFailure.outcome(of: cocoa)!
        #expect(status == 3 && text.hasPrefix("error: /gone/x.png: The file does not exist."), "\(text)")
        #expect(!text.contains("NSCocoaErrorDomain") && !text.contains("UserInfo"))
        // Through the one place that reports: the status returned, the line on stderr.
        let capture = CommandContext.Capture()
        let context = CommandContext.captured(in: capture, environment: [:])
        #expect(CommandFailure.report(Unforeseen(), in: context) == 3)
        #expect(capture.standardError.hasPrefix("error: the disk went away"))
        #expect(CommandFailure.report(ExitCode(5), in: context) == 5, "an ExitCode a command throws keeps its status")
    }

    func folder(config yaml: String = "width: 200\nsections: [{rows: [{title: a}]}]\n") throws -> (URL, String) {
        let folder = try TemporaryFolder.make()
        let config = folder.appendingPathComponent("t.yaml")
        try yaml.write(to: config, atomically: true, encoding: .utf8)
        return (folder, config.path)
    }

    struct BadFlag: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    /// CONFIG stands for the config, PNG for a PNG, DIR for the folder.
    static let badFlags: [BadFlag] = [
        BadFlag(arguments: ["inspect", "CONFIG", "--mode=-1"], message: "--mode must be 0 or more, found -1"),
        BadFlag(arguments: ["inspect", "CONFIG", "--limit=-2"], message: "--limit must be 0 or more, found -2"),
        BadFlag(arguments: ["render", "CONFIG", "--offset", "inf"], message: "--offset must be a finite number"),
        BadFlag(arguments: ["verify", "DIR", "--jobs", "0"], message: "--jobs must be 1 or more, found 0"),
        BadFlag(arguments: ["verify", "DIR", "--shard", "3/2"], message: "--shard must be I/N with 1 ≤ I ≤ N"),
        BadFlag(arguments: ["diff", "PNG", "PNG", "--threshold", "2"], message: "--threshold must be from 0 to 1, found 2.0"),
        BadFlag(arguments: ["diff", "PNG", "PNG", "--max-pixels", "0"], message: "--max-pixels must be from 1 to"),
        BadFlag(arguments: ["query", "CONFIG", "--row", "0:7"], message: "--row 0:7: no row '7' in section 0, which has 1 row(s)"),
        BadFlag(arguments: ["render", "CONFIG", "--scroll-to", "x"], message: "--scroll-to must be SECTION:ROW (indices or ids), e.g. --scroll-to 0:3; found 'x'"),
    ]

    @Test(arguments: badFlags)
    func aBadFlagValueIsBadInput(_ bad: BadFlag) throws {
        let (folder, config) = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = SnapshotCommandTests.fixtures.appendingPathComponent("rgb8.png").path
        let arguments = bad.arguments.map { ["CONFIG": config, "PNG": png, "DIR": folder.path][$0] ?? $0 }
        let result = TablesnapRunner.run(arguments)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("error: " + bad.message), "\(result.stderr)")
    }

    // The next two through the binary on purpose: the statuses 2 and 1 as the real process
    // exits with them (the in-process runner returns what `Tablesnap.run` says).
    @Test func outputsThatCannotBeWrittenAreBadInput() async throws {
        let (folder, config) = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let nowhere = folder.appendingPathComponent("no/such/folder/out.png").path
        let render = try await TablesnapRunner.runBinary(["render", config, "--out", nowhere])
        #expect(render.status == 2 && render.stderr.hasPrefix("error: cannot write the PNG \(nowhere): "), "\(render.stderr)")
        let rgb = SnapshotCommandTests.fixtures.appendingPathComponent("rgb8.png").path
        let grey = SnapshotCommandTests.fixtures.appendingPathComponent("grey8.png").path
        let diff = try await TablesnapRunner.runBinary(["diff", rgb, grey, "--out", nowhere])
        #expect(diff.status == 2 && diff.stderr.hasPrefix("error: cannot write the diff image \(nowhere): "), "\(diff.stderr)")
    }

    @Test func verifyWithNothingToVerifyFails() async throws {
        let folder = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await TablesnapRunner.runBinary(["verify", folder.path])
        #expect(result.status == 1 && result.stderr == "error: no configs (.yaml, .yml, .json) under \(folder.path)\n", "\(result.stderr)")
    }

    @Test func anUnwritableJUnitIsSaidAndTheStatusIsStillTheSnapshots() throws {
        let (folder, config) = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(TablesnapRunner.run(["verify", folder.path, "--record"]).status == 0)
        let junit = folder.appendingPathComponent("missing/junit.xml").path
        let passing = TablesnapRunner.run(["verify", folder.path, "--junit", junit])
        #expect(passing.status == 2 && passing.stderr.contains("error: cannot write JUnit XML"), "\(passing.stderr)")
        try "width: 200\nsections: [{rows: [{title: b}]}]\n".write(toFile: config, atomically: true, encoding: .utf8)
        let failing = TablesnapRunner.run(["verify", folder.path, "--junit", junit])
        #expect(failing.status == 1 && failing.stderr.contains("error: cannot write JUnit XML"), "\(failing.stderr)")
    }
}
