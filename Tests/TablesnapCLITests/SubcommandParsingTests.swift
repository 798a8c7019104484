import ArgumentParser
import Foundation
import Testing
@testable import TablesnapCommands
import TestSupport

/// `tablesnap SUBCOMMAND …` is parsed by the subcommand alone when it parses cleanly, which
/// skips ArgumentParser's completion-script check (docs/performance.md, "Start-up"): the
/// command it gives must be the one the root parser gives, and everything else (help,
/// completion scripts, errors) must still go through the root and read as before.
@Suite struct SubcommandParsingTests {
    /// Every field of a parsed command, as text (the commands are not Equatable).
    func fields(_ command: ParsableCommand) -> String {
        var text = ""
        dump(command, to: &text)
        return text
    }

    @Test func aCleanCommandLineParsesAsTheRootParsesIt() throws {
        let lines: [[String]] = [
            ["query", "t.yaml"],
            ["query", "t.yaml", "--offset", "120", "--mode", "1"],
            ["query", "--row", "0:3", "t.yaml"],
            ["render", "t.yaml", "-o", "out.png", "--scale", "2"],
            ["inspect", "t.yaml"],
            ["changes", "a.yaml", "b.yaml"],
            ["diff", "a.png", "b.png"],
            ["verify", "Snapshots", "--record"],
            ["schema"],
        ]
        for line in lines {
            let alone = try #require(Tablesnap.subcommandAlone(line), "\(line)")
            let root = try Tablesnap.parseAsRoot(line)
            #expect(type(of: alone) == type(of: root), "\(line)")
            #expect(fields(alone) == fields(root), "\(line)")
        }
    }

    @Test func helpCompletionAndErrorsGoThroughTheRoot() {
        let lines: [[String]] = [
            [], ["--help"], ["help", "query"], ["query", "--help"], ["query", "-h"],
            ["query", "--generate-completion-script", "bash"], ["--generate-completion-script", "zsh"],
            ["query"], ["query", "--no-such-flag", "t.yaml"], ["query", "t.yaml", "--offset", "many"], ["query", "t.yaml", "--mode", "rows"],
            ["nosuchcommand", "t.yaml"], ["--version"],
        ]
        for line in lines { #expect(Tablesnap.subcommandAlone(line) == nil, "\(line)") }
    }

    /// Through `Tablesnap.run`: a completion request after a subcommand still prints the
    /// script, and an error still names `tablesnap query` and exits 64.
    @Test func theRootStillAnswersWhatTheSubcommandAloneDoesNot() {
        let script = TablesnapRunner.run(["query", "--generate-completion-script", "bash"])
        #expect(script.status == 0 && script.stdout.hasPrefix("#!/bin/bash"), "\(script.stderr)")
        let error = TablesnapRunner.run(["query", "--no-such-flag", "t.yaml"])
        #expect(error.status == 64)
        #expect(error.stderr.contains("Usage: tablesnap query"), "\(error.stderr)")
        #expect(error.stderr.contains("See 'tablesnap query --help'"), "\(error.stderr)")
    }
}
