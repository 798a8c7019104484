import Foundation
import Testing

/// Every public operation on the model types and `RowList` says what it costs, in a
/// `- Complexity:` line of its documentation, as swift-collections does (docs/swift-api.md).
@Suite struct ComplexityDocsTests {
    static let model = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/TableLayout/Model")

    /// The public functions, initialisers, subscripts and computed properties of a file's
    /// text that have no `- Complexity:` line in the comment above them.
    static func undocumented(in text: String) -> [String] {
        let lines = text.components(separatedBy: "\n")
        var missing: [String] = []
        for (i, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard let range = trimmed.range(of: #"^(@\w+ )*public ((static|mutating|final) )*(func|subscript|init|var)\b"#, options: .regularExpression)
            else { continue }
            // A stored property is data, not an operation.
            if trimmed[range].hasSuffix("var"), !trimmed.contains("{") { continue }
            var j = i - 1
            var documented = false
            while j >= 0, lines[j].trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                if lines[j].contains("- Complexity:") { documented = true }
                j -= 1
            }
            if !documented { missing.append("\(i + 1): \(trimmed.prefix(80))") }
        }
        return missing
    }

    @Test func everyPublicModelOperationSaysItsCost() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.model.path).filter { $0.hasSuffix(".swift") }
        #expect(files.contains("RowList.swift") && files.count > 10, "the model's sources are found from the test file")
        for file in files.sorted() {
            let text = try String(contentsOf: Self.model.appendingPathComponent(file), encoding: .utf8)
            let missing = Self.undocumented(in: text)
            #expect(missing.isEmpty, "\(file) has public operations without a '- Complexity:' line: \(missing)")
        }
    }

    /// The check itself finds an undocumented operation and passes a documented one.
    @Test func theCheckTellsOneFromTheOther() {
        let undocumented = "    /// Does it.\n    public func run() {}\n    public var stored: Int\n"
        let documented = "    /// Does it.\n    ///\n    /// - Complexity: O(1).\n    public func run() {}\n"
        #expect(Self.undocumented(in: undocumented) == ["2: public func run() {}"])
        #expect(Self.undocumented(in: documented).isEmpty)
    }
}
