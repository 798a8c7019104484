import ArgumentParser
import Foundation
import Testing
import TableSnapshot
import TablesnapCommands
import TestSupport

/// Every `tablesnap …` line of README.md and docs/*.md runs as written (README, "The CLI at
/// a glance"; docs/cli.md, "Commands in the docs"), in this process through `Tablesnap.run`
/// (the code the binary runs), lines in the order they are printed, in a fresh folder per
/// document holding only what its lines name (``DocsFolder``). Two kinds of line do not run
/// here, each checked where it is the point: `render CONFIG` without `--out` writes to the
/// working folder, the process's own, so it runs through the binary in the folder; `bench`
/// is parsed only, since `BenchCommandTests` runs every section of it through the binary.
/// Every golden under Snapshots/ is checked in process by `GalleryTests`, so the `verify
/// Snapshots` lines run on a sample of it, not the whole suite.
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
    func everyCommandRunsAsWritten(_ document: String) async throws {
        let commands = try DocCommand.extract(fromDocument: document, in: Self.repository)
        guard !commands.isEmpty else { return }
        let folder = try DocsFolder.make(for: commands, from: Self.repository)
        for command in commands {
            let result = try await DocsFolder.run(command, in: folder)
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

    /// A line as the shell reads it: quotes, a comment, a redirection.
    @Test func aLineIsSplitAsTheShellSplitsIt() throws {
        let line = try DocCommand.Words(#"tablesnap verify Snapshots --filter 'style-*' --list "a b"\ c # exit 1 'x'"#)
        #expect(line.words == ["tablesnap", "verify", "Snapshots", "--filter", "style-*", "--list", "a b c"])
        #expect(line.output == nil)
        let redirected = try DocCommand.Words("tablesnap schema > tablesnap.schema.json")
        #expect(redirected.words == ["tablesnap", "schema"] && redirected.output == "tablesnap.schema.json")
        #expect(throws: DocCommand.Words.Unsupported.self) { try DocCommand.Words("tablesnap query a.yaml | head") }
        #expect(throws: DocCommand.Words.Unsupported.self) { try DocCommand.Words("tablesnap query 'a.yaml") }
    }

    /// Each relative path a line names, from the folder: inputs that are there, and the
    /// values of the flags that name outputs.
    @Test func pathsAreTakenFromTheFolder() throws {
        let folder = try TemporaryFolder.make("tablesnap-docs")
        try "x".write(to: folder.appendingPathComponent("table.yaml"), atomically: true, encoding: .utf8)
        let arguments = DocsFolder.arguments(["render", "table.yaml", "-o", "out/a.png", "--appearance", "dark", "--frames", "steps", "--filter", "style-*"],
                                             in: folder)
        #expect(arguments == ["render", folder.path + "/table.yaml", "-o", folder.path + "/out/a.png", "--appearance", "dark",
                              "--frames", folder.path + "/steps", "--filter", "style-*"])
    }
}

/// The folder a document's lines run in, and how each runs in it.
enum DocsFolder {
    /// Flags whose value is a file or folder the command writes.
    static let outputFlags: Set<String> = ["-o", "--out", "--report", "--junit", "--frames", "--write-data"]

    /// A fresh folder holding what `commands` name, copied from `repository`: each file a
    /// line names and the files it refers to (a config's images, layout file, edits), README's
    /// `table.yaml`, and for a line that names `Snapshots/` a sample of it — the configs the
    /// lines name, the first config each `--filter` selects (or, for a page that names only
    /// the folder, its first config), their goldens and `assets/`.
    static func make(for commands: [DocCommand], from repository: URL) throws -> URL {
        let folder = try TemporaryFolder.make("tablesnap-docs")
        let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
        guard let table = MarkdownCodeBlock.first(after: "Save this config as `table.yaml`", in: readme)?.text else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "README.md: no table.yaml block"])
        }
        try table.write(to: folder.appendingPathComponent("table.yaml"), atomically: true, encoding: .utf8)
        let lines = try commands.map { try DocCommand.Words($0.line).words }
        var named = Set(lines.flatMap { $0 }.filter { word in
            !word.hasPrefix("-") && word.contains("/") && FileManager.default.fileExists(atPath: repository.appendingPathComponent(word).path)
        })
        if lines.contains(where: { $0.contains("Snapshots") }) {
            let suite = try SnapshotSuite(root: repository.appendingPathComponent("Snapshots").path)
            let filters = lines.flatMap { words in zip(words, words.dropFirst()).filter { $0.0 == "--filter" }.map(\.1) }
            for filter in filters { if let first = suite.filtered([filter]).first { named.insert("Snapshots/" + first) } }
            // A page that names only the folder gets its first config.
            if !named.contains(where: { $0.hasPrefix("Snapshots/") }), let first = suite.configs.first { named.insert("Snapshots/" + first) }
            named.insert("Snapshots/assets")
            for config in named where config.hasPrefix("Snapshots/") && suite.configs.contains(String(config.dropFirst("Snapshots/".count))) {
                let base = (config as NSString).deletingPathExtension
                let goldens = try FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("Snapshots").path)
                    .map { "Snapshots/" + $0 }.filter { $0.hasSuffix(".png") && ($0 == base + ".png" || $0.hasPrefix(base + ".")) }
                named.formUnion(goldens)
            }
        }
        var copied = Set<String>()
        func copy(_ path: String) throws {
            let source = repository.appendingPathComponent(path), target = folder.appendingPathComponent(path)
            // Once each (a folder copied holds the files its configs name).
            guard copied.insert(path).inserted, !FileManager.default.fileExists(atPath: target.path) else { return }
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: target)
            // A config's own references (images, a layout file, its edits), relative to its folder.
            guard let text = try? String(contentsOf: source, encoding: .utf8) else { return }
            let base = (path as NSString).deletingLastPathComponent
            for match in text.matches(of: /[A-Za-z0-9_.\/-]+\.(png|json|yaml|yml|jpg|jpeg|tableViewConfig)/) {
                let reference = (base as NSString).appendingPathComponent(String(match.output.0))
                if !reference.hasPrefix("/"), !reference.contains(".."), FileManager.default.fileExists(atPath: repository.appendingPathComponent(reference).path) {
                    try copy(reference)
                }
            }
        }
        for path in named.sorted() { try copy(path) }
        return folder
    }

    /// Runs `command` in `folder` (see ``DocsCommandsTests`` for the two kinds that do not
    /// run in process); its status and output.
    static func run(_ command: DocCommand, in folder: URL) async throws -> TablesnapRunner.Result {
        let line = try DocCommand.Words(command.line)
        let arguments = Array(line.words.dropFirst())
        guard line.words.first == "tablesnap", let name = arguments.first else {
            return TablesnapRunner.Result(status: -1, stdout: "", stderr: "not a tablesnap line")
        }
        if name == "bench" {
            do {
                _ = try Tablesnap.parseAsRoot(arguments)
                return TablesnapRunner.Result(status: 0, stdout: "", stderr: "")
            } catch {
                return TablesnapRunner.Result(status: Tablesnap.exitCode(for: error).rawValue, stdout: "", stderr: Tablesnap.message(for: error))
            }
        }
        if name == "render", !arguments.contains(where: { ["-o", "--out"].contains($0) || $0.hasPrefix("--out=") }) {
            return try await TablesnapRunner.runBinary(arguments, in: folder)
        }
        let result = TablesnapRunner.run(Self.arguments(arguments, in: folder))
        if let output = line.output {
            try result.stdoutBytes.write(to: folder.appendingPathComponent(output), options: .atomic)
        }
        return result
    }

    /// `arguments` with each relative path made absolute in `folder`: a word naming something
    /// there, or the value of an output flag.
    static func arguments(_ arguments: [String], in folder: URL) -> [String] {
        var result: [String] = []
        for (index, word) in arguments.enumerated() {
            let isOutput = index > 0 && outputFlags.contains(arguments[index - 1])
            let first = word.split(separator: "/").first.map(String.init) ?? word
            let isThere = !word.hasPrefix("-") && !first.isEmpty && FileManager.default.fileExists(atPath: folder.appendingPathComponent(first).path)
            result.append((isOutput || isThere) && !word.hasPrefix("/") ? folder.appendingPathComponent(word).path : word)
        }
        return result
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
        var commands: [DocCommand] = []
        for block in MarkdownCodeBlock.all(in: text) where ["sh", "bash", "console", "shell"].contains(block.language)
            && !block.comments.contains(where: { $0.hasPrefix("<!-- docs-test: not run") }) {
            var index = 0
            while index < block.lines.count {
                let trimmed = block.lines[index].trimmingCharacters(in: .whitespaces)
                var command = trimmed.hasPrefix("$ ") ? String(trimmed.dropFirst(2)) : trimmed
                let start = index
                if command.hasPrefix("tablesnap ") {
                    while command.hasSuffix("\\"), index + 1 < block.lines.count {
                        index += 1
                        command = String(command.dropLast()).trimmingCharacters(in: .whitespaces) + " "
                            + block.lines[index].trimmingCharacters(in: .whitespaces)
                    }
                    commands.append(DocCommand(document: document, lineNumber: block.firstLine + start, line: command,
                                               expectedStatus: expectedStatus(of: command)))
                }
                index += 1
            }
        }
        return commands
    }

    /// A line split into words as `/bin/sh` splits it — quotes, backslashes, a trailing
    /// `# comment` — and its `> FILE`. What else the shell does (pipes, `&&`, variables) is
    /// no doc line's and is refused, so a line using it fails here rather than runs otherwise.
    struct Words: Equatable {
        var words: [String] = []
        var output: String?

        struct Unsupported: Error, CustomStringConvertible { var description: String }

        init(_ line: String) throws {
            var current: String?, quote: Character?, redirect = false
            var characters = line.makeIterator()
            func end() throws {
                guard let word = current else { return }
                if redirect {
                    guard output == nil else { throw Unsupported(description: "two redirections: \(line)") }
                    output = word
                    redirect = false
                } else {
                    words.append(word)
                }
                current = nil
            }
            while let character = characters.next() {
                if let open = quote {
                    if character == open { quote = nil } else { current!.append(character) }
                } else if character == "'" || character == "\"" {
                    quote = character
                    current = current ?? ""
                } else if character == "\\" {
                    current = (current ?? "") + String(characters.next() ?? "\\")
                } else if character == " " || character == "\t" {
                    try end()
                } else if character == "#", current == nil {
                    break
                } else if character == ">", current == nil {
                    redirect = true
                } else if "|&;<`$(){}*?[]".contains(character) {
                    throw Unsupported(description: "`\(character)` is the shell's: \(line)")
                } else {
                    current = (current ?? "") + String(character)
                }
            }
            guard quote == nil else { throw Unsupported(description: "an unclosed quote: \(line)") }
            try end()
            if redirect { throw Unsupported(description: "a redirection to nothing: \(line)") }
        }
    }

    /// N from `# … exit N …` in the line's trailing comment, else 0.
    static func expectedStatus(of command: String) -> Int32 {
        guard let hash = command.range(of: " #") else { return 0 }
        let comment = command[hash.upperBound...]
        guard let exit = comment.range(of: "exit ") else { return 0 }
        let digits = comment[exit.upperBound...].prefix { $0.isNumber }
        return Int32(digits) ?? 0
    }
}
