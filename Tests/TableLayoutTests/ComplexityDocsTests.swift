import Foundation
import Testing

/// Every public operation of the model types and `RowList` (`Model/`), of live tables
/// (`Live/`) and of custom cells (`Cells/`) says what it costs, in a `- Complexity:` line of
/// its documentation, as swift-collections does (docs/swift-api.md).
@Suite struct ComplexityDocsTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/TableLayout")

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
            // Attributes (`@discardableResult`) sit between the comment and the declaration.
            while j >= 0, lines[j].trimmingCharacters(in: .whitespaces).hasPrefix("@") { j -= 1 }
            while j >= 0, lines[j].trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                if lines[j].contains("- Complexity:") { documented = true }
                j -= 1
            }
            if !documented { missing.append("\(i + 1): \(trimmed.prefix(80))") }
        }
        return missing
    }

    @Test(arguments: ["Model", "Live", "Cells"])
    func everyPublicOperationSaysItsCost(_ folder: String) throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.sources.appendingPathComponent(folder).path).filter { $0.hasSuffix(".swift") }
        #expect(files.count > 5, "\(folder)'s sources are found from the test file")
        for file in files.sorted() {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(folder).appendingPathComponent(file), encoding: .utf8)
            let missing = Self.undocumented(in: text)
            #expect(missing.isEmpty, "\(file) has public operations without a '- Complexity:' line: \(missing)")
        }
    }

    /// The check itself finds an undocumented operation and passes a documented one.
    @Test func theCheckTellsOneFromTheOther() {
        let undocumented = "    /// Does it.\n    public func run() {}\n    public var stored: Int\n"
        let documented = "    /// Does it.\n    ///\n    /// - Complexity: O(1).\n    public func run() {}\n"
        let attributed = "    /// Does it.\n    /// - Complexity: O(1).\n    @discardableResult\n    public func run() -> Int { 1 }\n"
        #expect(Self.undocumented(in: undocumented) == ["2: public func run() {}"])
        #expect(Self.undocumented(in: documented).isEmpty)
        #expect(Self.undocumented(in: attributed).isEmpty)
    }
}
