import Foundation
import Testing
import TestSupport

/// Every `tablesnap …` line of README.md and docs/*.md runs as written (README, "The CLI at
/// a glance"; docs/cli.md, "Commands in the docs"): each is run by `/bin/sh` with the built
/// binary on the PATH, in a copy of the repository's `Examples/` and `Snapshots/` with the
/// README's `table.yaml`, one fresh copy per document, lines in the order they are printed.
@Suite struct DocsCommandsTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let documents: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    @Test func theDocumentsAreFound() {
        #expect(Self.documents.contains("docs/cli.md") && Self.documents.contains("docs/snapshots.md"))
        let commands = Self.documents.flatMap { (try? DocCommand.extract(fromDocument: $0, in: Self.repository)) ?? [] }
        // README's CLI block alone holds more than twenty; a parser that finds none must fail.
        #expect(commands.filter { $0.document == "README.md" }.count >= 20)
    }

    @Test(arguments: documents)
    func everyCommandRunsAsWritten(_ document: String) throws {
        let commands = try DocCommand.extract(fromDocument: document, in: Self.repository)
        guard !commands.isEmpty else { return }
        let folder = try Self.copyOfTheRepository()
        for command in commands {
            let result = try TablesnapRunner.runBinary(["-c", command.line], in: folder, executable: URL(fileURLWithPath: "/bin/sh"),
                                                       environment: ["PATH": TablesnapRunner.binary.deletingLastPathComponent().path + ":"
                                                                        + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")])
            #expect(result.status == command.expectedStatus,
                    "\(document):\(command.lineNumber): `\(command.line)` exited \(result.status), expected \(command.expectedStatus)\n\(result.stderr)")
        }
    }

    /// The extraction itself: continuation lines, prompts, the expected status in a
    /// trailing comment, blocks that are not shell, and the "not run" marker.
    @Test func extraction() {
        let text = """
            ```sh
            tablesnap render a.yaml \\
                -o a.png   # exit 0
            $ tablesnap diff a.png b.png   # exit 1 on a mismatch
            make test
            ```
            ```text
            tablesnap apply CONFIG EDITS [--json]
            ```
            <!-- docs-test: not run (minutes) -->
            ```sh
            tablesnap bench --rows 100000000
            ```
            """
        let commands = DocCommand.extract(from: text, document: "x.md")
        #expect(commands.map(\.line) == ["tablesnap render a.yaml -o a.png   # exit 0", "tablesnap diff a.png b.png   # exit 1 on a mismatch"])
        #expect(commands.map(\.expectedStatus) == [0, 1])
        #expect(commands.map(\.lineNumber) == [2, 4])
    }

    /// Examples/, Snapshots/ and README's table.yaml in a fresh folder.
    static func copyOfTheRepository() throws -> URL {
        let folder = try TemporaryFolder.make("tablesnap-docs")
        for name in ["Examples", "Snapshots"] {
            try FileManager.default.copyItem(at: repository.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
        guard let table = DocCommand.block(after: "Save this config as `table.yaml`", in: readme) else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "README.md: no table.yaml block"])
        }
        try table.write(to: folder.appendingPathComponent("table.yaml"), atomically: true, encoding: .utf8)
        return folder
    }
}

/// One command line printed in a document's `sh` code block.
struct DocCommand: Equatable {
    var document: String
    var lineNumber: Int
    var line: String
    /// 0, or N when the line's comment says `exit N` (a documented failure, such as a diff
    /// of two different images).
    var expectedStatus: Int32

    static func extract(fromDocument document: String, in repository: URL) throws -> [DocCommand] {
        extract(from: try String(contentsOf: repository.appendingPathComponent(document), encoding: .utf8), document: document)
    }

    /// The `tablesnap …` lines of the `sh`/`bash`/`console` blocks of `text`, continuation
    /// lines joined, a `$ ` prompt dropped; a block right after `<!-- docs-test: not run … -->`
    /// is skipped (the marker says why).
    static func extract(from text: String, document: String) -> [DocCommand] {
        let lines = text.components(separatedBy: "\n")
        var commands: [DocCommand] = []
        var inShell = false, inBlock = false, skipNext = false
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                if inBlock {
                    inBlock = false
                    inShell = false
                } else {
                    inBlock = true
                    let language = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces)
                    inShell = ["sh", "bash", "console", "shell"].contains(language) && !skipNext
                    skipNext = false
                }
            } else if !inBlock, trimmed.hasPrefix("<!-- docs-test: not run") {
                skipNext = true
            } else if inShell {
                var command = trimmed.hasPrefix("$ ") ? String(trimmed.dropFirst(2)) : trimmed
                let start = index
                if command.hasPrefix("tablesnap ") {
                    while command.hasSuffix("\\"), index + 1 < lines.count {
                        index += 1
                        command = String(command.dropLast()).trimmingCharacters(in: .whitespaces) + " "
                            + lines[index].trimmingCharacters(in: .whitespaces)
                    }
                    commands.append(DocCommand(document: document, lineNumber: start + 1, line: command,
                                               expectedStatus: expectedStatus(of: command)))
                }
            }
            index += 1
        }
        return commands
    }

    /// N from `# … exit N …` in the line's trailing comment, else 0.
    static func expectedStatus(of command: String) -> Int32 {
        guard let hash = command.range(of: " #") else { return 0 }
        let comment = command[hash.upperBound...]
        guard let exit = comment.range(of: "exit ") else { return 0 }
        let digits = comment[exit.upperBound...].prefix { $0.isNumber }
        return Int32(digits) ?? 0
    }

    /// The code block right after the first line containing `marker`.
    static func block(after marker: String, in text: String) -> String? {
        guard let start = text.range(of: marker), let open = text.range(of: "```", range: start.upperBound..<text.endIndex),
              let newline = text.range(of: "\n", range: open.upperBound..<text.endIndex),
              let close = text.range(of: "\n```", range: newline.upperBound..<text.endIndex) else { return nil }
        return String(text[newline.upperBound..<close.lowerBound]) + "\n"
    }
}
