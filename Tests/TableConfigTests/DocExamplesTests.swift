import Foundation
import Testing
@testable import TableConfig

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
            let lines = text.components(separatedBy: "\n")
            var i = 0
            while i < lines.count {
                guard lines[i].trimmingCharacters(in: .whitespaces) == "```yaml" else { i += 1; continue }
                let start = i + 1
                var end = start
                while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "```" { end += 1 }
                let yaml = lines[start..<end].joined(separator: "\n")
                var expected: [Int]?
                if end + 1 < lines.count, let range = lines[end + 1].range(of: "<!-- expect rows: ") {
                    let list = lines[end + 1][range.upperBound...].prefix { $0 != "]" }.dropFirst()
                    expected = list.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
                }
                if yaml.hasPrefix("width:") { examples.append(Example(page: page, line: start + 1, yaml: yaml, expectedRows: expected)) }
                i = end + 1
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
