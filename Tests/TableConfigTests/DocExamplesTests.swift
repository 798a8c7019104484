import Foundation
import Testing
@testable import TableConfig
import TestSupport

/// Every config example in README.md and docs/ loads, and gives the rows its page says.
/// An example is a ```yaml block that starts with `width:`; an `<!-- expect rows: [..] -->`
/// comment after it states each section's row count.
@Suite struct DocExamplesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Example: Sendable, CustomTestStringConvertible {
        var page: String
        var line: Int
        var yaml: String
        var expectedRows: [Int]?
        var testDescription: String { "\(page):\(line)" }
    }

    static let examples: [Example] = {
        let pages = ["README.md"] + ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? [])
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
        var examples: [Example] = []
        for page in pages {
            guard let text = try? String(contentsOf: root.appendingPathComponent(page), encoding: .utf8) else { continue }
            for block in MarkdownCodeBlock.all(in: text) where block.language == "yaml" && block.lines.first?.hasPrefix("width:") == true {
                var expected: [Int]?
                if let note = block.lineAfter, let range = note.range(of: "<!-- expect rows: ") {
                    let list = note[range.upperBound...].prefix { $0 != "]" }.dropFirst()
                    expected = list.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
                }
                examples.append(Example(page: page, line: block.firstLine, yaml: block.lines.joined(separator: "\n"), expectedRows: expected))
            }
        }
        return examples
    }()

    @Test func thereAreExamplesToRun() {
        #expect(DocExamplesTests.examples.count >= 10)
        #expect(DocExamplesTests.examples.contains { $0.page == "docs/dsl.md" })
    }

    @Test(arguments: examples)
    func theExampleLoadsAndGivesTheRowsItsPageSays(_ example: Example) throws {
        // Examples resolve files as if they sat at the repository's root.
        let document = try ConfigLoader.load(text: example.yaml, file: DocExamplesTests.root.appendingPathComponent("example.yaml").path)
        if let expected = example.expectedRows {
            #expect(document.table.sections.map(\.rows.count) == expected)
        }
    }
}
