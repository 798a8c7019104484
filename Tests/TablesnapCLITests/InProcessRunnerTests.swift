import Dispatch
import Foundation
@testable import TablesnapCommands
import Testing
import TestSupport

/// The in-process runner prints what the binary prints and returns the status it exits
/// with, and each call keeps its own output while others run at once.
@Suite struct InProcessRunnerTests {
    /// A config whose loading warns (naming its own path), with `title` as its section id.
    func config(in folder: URL, title: String) throws -> String {
        let path = folder.appendingPathComponent("\(title).yaml").path
        try "width: 200\nsections: [{id: \(title), rows: [{title: \(title)}, {title: '{missing}'}]}]\n".write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// One command line down each path of output: stdout, warnings, each of CommandFailure's
    /// statuses, ArgumentParser's usage error and version, a misspelt command.
    @Test func inProcessAndTheBinarySayTheSameAndExitAlike() async throws {
        let folder = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = try config(in: folder, title: "one")
        let empty = folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let rgb = SnapshotCommandTests.fixtures.appendingPathComponent("rgb8.png").path
        let grey = SnapshotCommandTests.fixtures.appendingPathComponent("grey8.png").path
        let lines: [[String]] = [
            ["query", config, "--row", "0:0"], ["inspect", config], ["query", config, "--row", "0:7"], ["query", config, "--strict"],
            ["verify", empty.path], ["diff", rgb, grey], ["diff", rgb, grey, "--json"], ["query"], ["query", config, "--mode", "x"],
            ["rendr", config], ["--version"],
        ]
        var statuses: Set<Int32> = []
        for arguments in lines {
            let binary = try await TablesnapRunner.runBinary(arguments)
            #expect(TablesnapRunner.run(arguments) == binary, "\(arguments)")
            statuses.insert(binary.status)
        }
        #expect(statuses == [0, 1, 2, 64], "every status is compared")
    }

    @Test func callsRunningAtOnceKeepTheirOwnOutput() async throws {
        let folder = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let titles = (0..<16).map { "title\($0)" }
        let configs = try titles.map { try config(in: folder, title: $0) }
        let results = await withTaskGroup(of: (Int, TablesnapRunner.Result).self) { group in
            for (index, config) in configs.enumerated() { group.addTask { (index, TablesnapRunner.run(["inspect", config])) } }
            return await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
        }
        for (index, title) in titles.enumerated() {
            let result = try #require(results[index])
            #expect(result.status == 0)
            let others = titles.filter { $0 != title }
            #expect(result.stdout.contains("\"\(title)\"") && !others.contains { result.stdout.contains("\"\($0)\"") }, "\(result.stdout)")
            #expect(result.stderr.hasPrefix("warning: \(configs[index]):") && !configs.filter { $0 != configs[index] }.contains { result.stderr.contains($0) },
                    "\(result.stderr)")
        }
    }

    /// A task-local does not follow work onto Dispatch's threads: `inParallel` and the
    /// progress line of `verify` (written from its workers) carry the context there.
    @Test func workOnDispatchThreadsWritesToTheCallersContext() {
        let capture = CommandContext.Capture()
        let captured = CommandContext.captured(in: capture, environment: [:])
        CommandContext.$current.withValue(captured) {
            _ = inParallel({ printOut("first") }, { printWarnings(["second"]) })
        }
        #expect(capture.standardOutput == "first\n" && capture.standardError == "warning: second\n")

        let terminal = CommandContext(writeOut: captured.writeOut, writeError: captured.writeError, writeOutData: captured.writeOutData, outputIsTerminal: true,
                                      errorIsTerminal: true, environment: ["TERM": "xterm"], columns: 80)
        let progress = Terminal(terminal)
        DispatchQueue.concurrentPerform(iterations: 4) { progress.showProgress("step \($0)") }
        #expect((0..<4).allSatisfy { capture.standardError.contains("\u{1B}[2Kstep \($0)") }, "\(capture.standardError)")
    }
}
