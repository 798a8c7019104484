import Testing
@testable import TableConfig
import TableLayout

/// Rows written one a line under a config's `header` (its width, data and cells, up to
/// `sections:`), loaded as the first section's rows; the one home for suites whose rows read a
/// header's data and templates (docs/config.md, Data and templates).
enum RowsUnderHeader {
    static func load(_ rows: String, under header: String) throws -> [Row] {
        let text = header + "sections:\n  - rows:\n" + rows.split(separator: "\n").map { "      - " + $0 }.joined(separator: "\n") + "\n"
        return Array(try ConfigLoader.load(text: text, file: "t.yaml").table.sections[0].rows)
    }

    /// `row` (one line) must fail to load with a ConfigError whose text holds `message`, placed on
    /// the row's own line (the header's lines, then `sections:` and `- rows:`) at `column`.
    static func expectError(in row: String, under header: String, containing message: String, column: Int,
                            sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let line = header.split(separator: "\n", omittingEmptySubsequences: false).count + 2
        do {
            _ = try load(row, under: header)
            Issue.record("no error for \(row)", sourceLocation: sourceLocation)
        } catch let error as ConfigError {
            #expect(error.description.contains(message), "\(error)", sourceLocation: sourceLocation)
            #expect(error.location?.line == line && error.location?.column == column, "\(error)", sourceLocation: sourceLocation)
        }
    }
}
