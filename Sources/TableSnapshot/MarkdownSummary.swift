import Foundation

/// A `verify` run in Markdown, for a CI job's summary (`$GITHUB_STEP_SUMMARY`) or a pull
/// request's comment (`verify --summary FILE`, docs/ci.md): the counts, then a table of the
/// failures, each with what differs (the rows that changed, from ``ChangedRows``) and a link
/// to its section of the report when the report's address is known.
package enum MarkdownSummary {
    /// The most failures listed; the rest are counted (a comment has a size limit).
    static let maxListed = 50

    /// `reportURL`: where the report's `index.html` will be seen (a CI artifact's address),
    /// or nil; `suite`: the folder verified, as named.
    package static func markdown(_ results: [VerifyRunner.Outcome], seconds: Double, suite: String, reportURL: String?) -> String {
        let summary = Summary(results)
        let failures = results.filter { $0.check.status.isFailure }
        var text = "### tablesnap verify \(code(suite)): "
        text += summary.failed > 0 ? "❌ \(summary.failed) failed" : "✅ passed"
        text += ", \(summary.passed) passed, \(summary.recorded) recorded (\(String(format: "%.1f", seconds)) s)\n\n"
        if !failures.isEmpty {
            text += "| snapshot | what differs |\n|---|---|\n"
            for (index, result) in failures.prefix(maxListed).enumerated() {
                var name = code(result.name)
                // The report numbers its failures in this order (ReportPage, `#failure-N`).
                if let reportURL { name = "[\(name)](\(reportURL)#failure-\(index + 1))" }
                text += "| \(name) | \(cell(result.check.status.message ?? "")) |\n"
            }
            if failures.count > maxListed { text += "\n…and \(failures.count - maxListed) more failures.\n" }
            text += "\n"
        }
        if let reportURL {
            text += "[The report](\(reportURL)): each failure's golden, render and diff.\n"
        }
        if summary.failed > 0 {
            let folder = ReportPage.shellQuoted(suite)
            text += "\nTo accept a change: \(code("tablesnap serve \(folder)")) and **Review snapshots**, or "
            text += "\(code("tablesnap verify \(folder) --record-mode failed")).\n"
        }
        return text
    }

    /// Text in a table cell: one line, pipes escaped, at most 300 characters.
    private static func cell(_ text: String) -> String {
        var line = text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "|", with: "\\|")
        if line.count > 300 { line = String(line.prefix(300)) + "…" }
        return line
    }

    /// Inline code that holds any text: fenced by more backticks than it contains in a row.
    private static func code(_ text: String) -> String {
        let line = text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "|", with: "\\|")
        var longest = 0, run = 0
        for character in line {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        return fence + (line.hasPrefix("`") || line.hasSuffix("`") ? " \(line) " : line) + fence
    }
}
