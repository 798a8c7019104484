import Foundation
import Testing
@testable import TablesnapCommands
@testable import TableSnapshot
import TestSupport

/// Issue 25's names: what a file or data source is called must not reach the terminal as a
/// command, select more than it names, or lead a write elsewhere.
@Suite struct NameEdgeTests {
    @Test func bidiControlsArePrintedEscaped() {
        #expect(Terminal.escaped("a\u{202E}gnp.yaml") == "a\\u{202E}gnp.yaml")
        #expect(Terminal.escaped("x\u{2066}y\u{2069}") == "x\\u{2066}y\\u{2069}")
        #expect(Terminal.escaped("café 日本 👩‍💻") == "café 日本 👩‍💻", "letters and emoji sequences stay as they are")
    }

    /// A message quoting a file's text (a row id in `--row`'s list of ids) prints its bidi
    /// controls escaped too: every `error:` line goes through one place.
    @Test func anErrorQuotingAFilesTextEscapesItsBidiControls() throws {
        let folder = try TemporaryFolder.make("bidi-error")
        let config = folder.appendingPathComponent("t.yaml")
        try "width: 300\nsections:\n  - rows: [{id: \"\u{202E}abc\", title: A}]\n".write(to: config, atomically: true, encoding: .utf8)
        let result = TablesnapRunner.run(["query", config.path, "--row", "0:zz"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("row ids: \\u{202E}abc"), "\(result.stderr)")
        #expect(!result.stderr.unicodeScalars.contains { Terminal.isBidiControl($0) }, "\(result.stderr)")
    }

    /// The report's re-record command selects the config it names and no other: `*` in
    /// `{{7*7}}.yaml` is escaped, so `{{7x7}}.yaml` is not selected too.
    @Test func theSuggestedFilterSelectsOnlyItsConfig() {
        let configs = ["{{7*7}}.yaml", "{{7x7}}.yaml", "a?b.yaml", "axb.yaml", "back\\slash.yaml"]
        for config in configs {
            let glob = Glob("/" + Glob.escaped(config))
            #expect(configs.filter { glob.matches($0) } == [config], "\(config)")
        }
    }

    @Test func writeDataRefusesANameThatIsNotAFileName() throws {
        let folder = try TemporaryFolder.make("write-data")
        let config = folder.appendingPathComponent("t.yaml"), edits = folder.appendingPathComponent("e.yaml")
        try "width: 300\ndata:\n  \"a/b\": {email: old}\nsections:\n  - id: s\n    rows: [{id: e, title: Email, bind: a/b.email}]\n"
            .write(to: config, atomically: true, encoding: .utf8)
        try "- set: {section: s, row: e, value: new}\n".write(to: edits, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let result = TablesnapRunner.run(["apply", config.path, edits.path, "--write-data", out.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--write-data: the data source 'a/b' cannot be written"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("a").path), "no folder made from the name")
    }

    /// A temporary a killed `apply --frames` left (its PID no longer runs) is removed by the
    /// next run into that folder.
    @Test func applyFramesRemovesAKilledRunsTemporary() throws {
        let folder = try TemporaryFolder.make("frames")
        let config = folder.appendingPathComponent("t.yaml"), edits = folder.appendingPathComponent("e.yaml")
        try "width: 200\nsections: [{id: s, rows: [{title: x}]}]\n".write(to: config, atomically: true, encoding: .utf8)
        try "- insertRows: {section: s, at: 0, rows: [{title: y}]}\n".write(to: edits, atomically: true, encoding: .utf8)
        let frames = folder.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
        // PID 2^22 + 1 is above Linux's largest: no process has it.
        let stale = frames.appendingPathComponent(".tablesnap-tmp-4194305-0000-1.png")
        try Data("half".utf8).write(to: stale)
        let result = TablesnapRunner.run(["apply", config.path, edits.path, "--frames", frames.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: frames.path)) == ["0.png", "1.png"])
    }

    @Test func aConfigWhoseNameIsNotUTF8IsSaidToBeSo() throws {
        let folder = try TemporaryFolder.make("non-utf8")
        let bytes = Array(folder.path.utf8) + Array("/".utf8) + [0xFF] + Array("bad.yaml".utf8) + [0]
        let descriptor = bytes.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_WRONLY | O_CREAT, 0o644) }
        #expect(descriptor >= 0)
        _ = "width: 100\nsections: [{rows: [{title: x}]}]\n".withCString { write(descriptor, $0, strlen($0)) }
        close(descriptor)
        let result = TablesnapRunner.run(["verify", folder.path, "--record"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("the file name is not UTF-8"), "\(result.stdout)")
        #expect(!result.stdout.contains("no such file") && !result.stdout.contains("no config file"), "\(result.stdout)")
    }
}
