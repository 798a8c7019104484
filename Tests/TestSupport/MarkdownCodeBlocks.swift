import Foundation

/// A fenced code block of a Markdown page (README.md, docs/): the one reader of the docs'
/// blocks for the tests that run or load what the docs show (the commands, the config
/// examples, the schema's examples).
public struct MarkdownCodeBlock: Sendable, Equatable {
    /// The word after the opening fence (`sh`, `yaml`), or "".
    public var language: String
    /// The line number (from 1) of the block's first line of content.
    public var firstLine: Int
    /// The content, each line without the fence's own indentation (a block in a list item).
    public var lines: [String]
    /// The `<!-- … -->` lines between the previous block and this one (a `docs-test:` marker).
    public var comments: [String]
    /// The line right after the closing fence (an `<!-- expect rows: … -->` note), if any.
    public var lineAfter: String?

    /// The content, lines joined, ending in a newline.
    public var text: String { lines.map { $0 + "\n" }.joined() }

    /// The first block after the first line of `text` containing `marker` (README's
    /// `table.yaml` after "Save this config as").
    public static func first(after marker: String, in text: String) -> MarkdownCodeBlock? {
        guard let line = text.components(separatedBy: "\n").firstIndex(where: { $0.contains(marker) }) else { return nil }
        // `line` counts from 0 and `firstLine` from 1: the fence comes after the marker's line.
        return all(in: text).first { $0.firstLine > line + 2 }
    }

    /// Every fenced block of `text`, in order. A fence is a line whose text starts with
    /// three backticks, however indented; an unclosed block runs to the end.
    public static func all(in text: String) -> [MarkdownCodeBlock] {
        let lines = text.components(separatedBy: "\n")
        var blocks: [MarkdownCodeBlock] = []
        var comments: [String] = []
        var index = 0
        while index < lines.count {
            let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("```") else {
                if trimmed.hasPrefix("<!--") { comments.append(trimmed) }
                index += 1
                continue
            }
            let indent = lines[index].prefix { $0 == " " }.count
            var block = MarkdownCodeBlock(language: String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces),
                                          firstLine: index + 2, lines: [], comments: comments)
            comments = []
            index += 1
            while index < lines.count, !lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                let line = lines[index]
                let removable = min(indent, line.prefix { $0 == " " }.count)
                block.lines.append(String(line.dropFirst(removable)))
                index += 1
            }
            block.lineAfter = index + 1 < lines.count ? lines[index + 1] : nil
            blocks.append(block)
            index += 1
        }
        return blocks
    }
}
