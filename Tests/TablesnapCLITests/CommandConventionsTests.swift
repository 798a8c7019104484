import Foundation
import Testing
import TablePipeline
import TablesnapCommands
import TestSupport

/// What every command does alike (docs/cli.md, "For every command"): the PNG outputs and
/// standard streams, a clamped offset said, one spelling of `error:`, `--version` at the
/// top level only.
@Suite struct CommandConventionsTests {
    static let config = "width: 200\nviewport: {height: 100}\nsections: [{id: s, rows: [{repeat: 10, title: 'r {index}'}]}]\n"

    func folder() throws -> URL {
        let folder = try TemporaryFolder.make()
        try Self.config.write(to: folder.appendingPathComponent("t.yaml"), atomically: true, encoding: .utf8)
        return folder
    }

    static let pngSignature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    @Test func renderSaysWhatItWroteWithOrWithoutOut() throws {
        let folder = try folder()
        let out = folder.appendingPathComponent("named.png").path
        let result = TablesnapRunner.run(["render", folder.appendingPathComponent("t.yaml").path, "-o", out])
        #expect(result.status == 0 && result.stdout == "wrote \(out)\n", "\(result.stdout)")
    }

    /// `-o -`: the PNG on stdout and nothing else there; `render -`: the config from stdin.
    @Test func standardOutputAndStandardInput() async throws {
        let folder = try folder()
        let toStdout = TablesnapRunner.run(["render", folder.appendingPathComponent("t.yaml").path, "-o", "-"])
        #expect(toStdout.status == 0 && toStdout.stdout.isEmpty, "\(toStdout.stderr)")
        #expect(toStdout.stdoutBytes.prefix(8) == Self.pngSignature)
        #expect(RenderCommandTests.pngSize(toStdout.stdoutBytes)! == (400, 200))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("-").path), "no file named -")

        // Through the binary: a pipe in and a pipe out, byte-identical to the file's render.
        let piped = try await TablesnapRunner.runBinary(["render", "-", "-o", "-"], in: folder, input: Data(Self.config.utf8))
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdoutBytes == toStdout.stdoutBytes)
        let unnamed = try await TablesnapRunner.runBinary(["render", "-"], in: folder, input: Data(Self.config.utf8))
        #expect(unnamed.status == 2 && unnamed.stderr.contains("pass --out FILE.png (or --out - for standard output)"), "\(unnamed.stderr)")
        let broken = try await TablesnapRunner.runBinary(["render", "-", "-o", "x.png"], in: folder, input: Data("width: -1\nsections: []\n".utf8))
        #expect(broken.status == 2 && broken.stderr.hasPrefix("error: <stdin>:1:8: 'width' must be greater than 0"), "\(broken.stderr)")
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    /// tablesnap writes PNG only: a name saying another format is refused before any work,
    /// and `-` where stdout is taken by the command's own output.
    @Test(arguments: [
        Refusal(arguments: ["render", "CONFIG", "-o", "out.jpg"], message: "--out out.jpg: tablesnap writes PNG only; name the file .png (or - for standard output)"),
        Refusal(arguments: ["render", "CONFIG", "--out", "OUT.JPEG"], message: "--out OUT.JPEG: tablesnap writes PNG only"),
        Refusal(arguments: ["apply", "CONFIG", "EDITS", "-o", "final.webp"], message: "--out final.webp: tablesnap writes PNG only; name the file .png"),
        Refusal(arguments: ["apply", "CONFIG", "EDITS", "-o", "-"], message: "--out -: apply prints its steps on standard output; name a file"),
        Refusal(arguments: ["diff", "A", "A", "-o", "d.gif"], message: "--out d.gif: tablesnap writes PNG only"),
        Refusal(arguments: ["diff", "A", "A", "-o", "-"], message: "--out -: diff prints its result on standard output"),
    ])
    func otherFormatsAreRefused(_ refusal: Refusal) throws {
        let folder = try folder()
        let edits = folder.appendingPathComponent("edits.yaml")
        try "- setHeight: {section: s, row: 0, height: 50}\n".write(to: edits, atomically: true, encoding: .utf8)
        let png = folder.appendingPathComponent("a.png")
        #expect(TablesnapRunner.run(["render", folder.appendingPathComponent("t.yaml").path, "-o", png.path]).status == 0)
        let arguments = refusal.arguments.map { ["CONFIG": folder.appendingPathComponent("t.yaml").path, "EDITS": edits.path, "A": png.path][$0] ?? $0 }
        let result = TablesnapRunner.run(arguments)
        #expect(result.status == 2 && result.stderr.hasPrefix("error: \(refusal.message)"), "\(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["a.png", "edits.yaml", "t.yaml"], "nothing written: \(names)")
    }

    @Test func applyTakesDashO() throws {
        let folder = try folder()
        let edits = folder.appendingPathComponent("edits.yaml")
        try "- setHeight: {section: s, row: 0, height: 50}\n".write(to: edits, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("final.png")
        let result = TablesnapRunner.run(["apply", folder.appendingPathComponent("t.yaml").path, edits.path, "-o", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(RenderCommandTests.pngSize(try Data(contentsOf: out))! == (400, 200))
    }

    /// An offset outside the content is clamped, as UIKit clamps, and said; `--strict` fails.
    @Test(arguments: [("-20", "--offset -20 is outside 0 to 340 (the content's height less the viewport's); clamped to 0"),
                      ("5000", "--offset 5000 is outside 0 to 340 (the content's height less the viewport's); clamped to 340")])
    func aClampedOffsetIsSaid(offset: String, warning: String) throws {
        let folder = try folder()
        let config = folder.appendingPathComponent("t.yaml").path
        let query = TablesnapRunner.run(["query", config, "--offset=\(offset)"])
        #expect(query.status == 0 && query.stderr == "warning: \(warning)\n", "\(query.stderr)")
        let render = TablesnapRunner.run(["render", config, "--offset=\(offset)", "-o", folder.appendingPathComponent("o.png").path])
        #expect(render.status == 0 && render.stderr == "warning: \(warning)\n", "\(render.stderr)")
        let strict = TablesnapRunner.run(["query", config, "--offset=\(offset)", "--strict"])
        #expect(strict.status == 2 && strict.stderr == "error: \(warning)\n" && strict.stdout.isEmpty, "\(strict.stderr)")
        let inside = TablesnapRunner.run(["query", config, "--offset", "340"])
        #expect(inside.status == 0 && inside.stderr.isEmpty)
    }

    @Test func oneSpellingOfError() {
        for arguments in [["render"], ["query", "--nope", "x.yaml"], ["verify", "--record", "--record-mode", "failed"], ["rendr"]] {
            let result = TablesnapRunner.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.hasPrefix("error: ") && !result.stderr.contains("Error:"), "\(arguments): \(result.stderr)")
        }
    }

    @Test func versionIsTheTopLevelsOnly() {
        let version = TablesnapRunner.run(["--version"])
        #expect(version.status == 0 && version.stdout == "0.4.0\n" && version.stdout == TablesnapVersion.current + "\n")
        #expect(TablesnapRunner.run(["--help"]).stdout.contains("tablesnap --version"))
        for command in ["render", "query", "verify", "bench"] {
            let help = TablesnapRunner.run([command, "--help"])
            #expect(help.status == 0 && !help.stdout.contains("--version"), "\(command) --help lists --version")
        }
        #expect(TablesnapRunner.run(["render", "--version"]).status == 64)
    }

    @Test func anEmptyShardSaysSoUnderList() throws {
        let folder = try folder()
        let listed = TablesnapRunner.run(["verify", folder.path, "--shard", "2/2", "--list"])
        #expect(listed.status == 0 && listed.stdout.isEmpty, "\(listed.stdout)")
        #expect(listed.stderr == "verify: shard 2/2 has none of the 1 selected snapshots; nothing to do\n")
        let first = TablesnapRunner.run(["verify", folder.path, "--shard", "1/2", "--list"])
        #expect(first.stdout == folder.appendingPathComponent("t.yaml").path + "\n" && first.stderr.isEmpty, "\(first.stdout)")
    }
}

/// `COMMAND --help`'s examples: each on a line of its own at 80 columns (a wrapped example
/// breaks when pasted), and each a command line tablesnap parses.
@Suite struct HelpExampleTests {
    @Test(arguments: ["render", "query", "inspect", "apply", "changes", "diff", "verify", "bench", "schema"])
    func examplesAreWholeLinesThatParse(_ command: String) throws {
        let help = TablesnapRunner.run([command, "--help"])
        #expect(help.status == 0)
        let lines = help.stdout.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "Examples:"), "\(command) --help has no examples")
        let examples = lines[(start + 1)...].prefix { !$0.isEmpty }
        #expect(!examples.isEmpty)
        for example in examples {
            #expect(example.hasPrefix("  tablesnap \(command) ") && example.count <= 80, "wrapped or too long: '\(example)'")
            // The shell's part (a redirection) is not the command's.
            let command = example.components(separatedBy: " > ")[0]
            let words = command.split(separator: " ").dropFirst().map { $0.replacingOccurrences(of: "'", with: "") }
            #expect(throws: Never.self, "\(example)") { _ = try Tablesnap.parseAsRoot(words) }
        }
    }
}
