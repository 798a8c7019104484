import Foundation
import SwiftUI

/// The strings of one language an app's `Text("key")` reads: every `.strings` file of
/// `<folder>/<language>.lproj/` (a file's name is its table: `Localizable.strings` is
/// `Localizable`) and every `.xcstrings` catalogue in `folder`. A key that has no string
/// draws as itself, as on iOS.
public struct AppStrings: Sendable {
    var strings: LocalizedStrings
    /// The locale dates and numbers are written in.
    public var locale: Locale

    public init() {
        strings = LocalizedStrings()
        locale = Locale(identifier: "en_US")
    }

    /// Reads `folder`'s strings for `language` (`"de"`, `"pt-BR"`).
    ///
    /// - Throws: `AppStringsError` naming the file, line and column of a malformed entry.
    /// - Complexity: O(*n*) in the size of the files read.
    public static func load(folder: String, language: String) throws -> AppStrings {
        var result = AppStrings()
        result.locale = Locale(identifier: language)
        let manager = FileManager.default
        let lproj = (folder as NSString).appendingPathComponent("\(language).lproj")
        for name in ((try? manager.contentsOfDirectory(atPath: lproj)) ?? []).sorted() where name.hasSuffix(".strings") {
            let path = (lproj as NSString).appendingPathComponent(name)
            let table = String(name.dropLast(".strings".count))
            let entries = try StringsFile.parse(try String(contentsOfFile: path, encoding: .utf8), file: path)
            result.strings.tables[table, default: [:]].merge(entries) { _, new in new }
        }
        for name in ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted() where name.hasSuffix(".xcstrings") {
            let path = (folder as NSString).appendingPathComponent(name)
            let table = String(name.dropLast(".xcstrings".count))
            let entries = try StringCatalog.parse(try Data(contentsOf: URL(fileURLWithPath: path)), language: language, file: path)
            result.strings.tables[table, default: [:]].merge(entries) { old, _ in old }
        }
        return result
    }
}

public struct AppStringsError: Error, CustomStringConvertible, Equatable {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String
    public var description: String { "\(file):\(line):\(column): \(message)" }
}

/// The old `"key" = "value";` format, with `/* */` and `//` comments and `\"`, `\\`, `\n`,
/// `\t` escapes.
enum StringsFile {
    static func parse(_ text: String, file: String) throws -> [String: String] {
        var entries: [String: String] = [:]
        let chars = Array(text.unicodeScalars)
        var i = 0, line = 1, column = 1
        func advance() {
            if chars[i] == "\n" { line += 1; column = 1 } else { column += 1 }
            i += 1
        }
        func fail(_ message: String) -> AppStringsError { AppStringsError(file: file, line: line, column: column, message: message) }
        func skipSpace() throws {
            while i < chars.count {
                if chars[i].properties.isWhitespace { advance() }
                else if chars[i] == "/", i + 1 < chars.count, chars[i + 1] == "*" {
                    advance(); advance()
                    while i < chars.count, !(chars[i] == "*" && i + 1 < chars.count && chars[i + 1] == "/") { advance() }
                    guard i < chars.count else { throw fail("a comment is not closed: end it with */") }
                    advance(); advance()
                } else if chars[i] == "/", i + 1 < chars.count, chars[i + 1] == "/" {
                    while i < chars.count, chars[i] != "\n" { advance() }
                } else { return }
            }
        }
        func quoted() throws -> String {
            guard i < chars.count, chars[i] == "\"" else { throw fail("expected a quoted string (\"key\" = \"value\";)") }
            advance()
            var value = String.UnicodeScalarView()
            while i < chars.count, chars[i] != "\"" {
                if chars[i] == "\\", i + 1 < chars.count {
                    advance()
                    switch chars[i] {
                    case "n": value.append("\n")
                    case "t": value.append("\t")
                    default: value.append(chars[i])
                    }
                } else {
                    value.append(chars[i])
                }
                advance()
            }
            guard i < chars.count else { throw fail("a string is not closed: end it with \"") }
            advance()
            return String(value)
        }
        while true {
            try skipSpace()
            if i >= chars.count { break }
            let key = try quoted()
            try skipSpace()
            guard i < chars.count, chars[i] == "=" else { throw fail("expected '=' after the key \"\(key)\"") }
            advance()
            try skipSpace()
            let value = try quoted()
            try skipSpace()
            guard i < chars.count, chars[i] == ";" else { throw fail("expected ';' after the value of \"\(key)\"") }
            advance()
            entries[key] = value
        }
        return entries
    }
}

/// Xcode's string catalogue (`.xcstrings`, JSON): each key's `stringUnit` value in `language`.
enum StringCatalog {
    static func parse(_ data: Data, language: String, file: String) throws -> [String: String] {
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let strings = root["strings"] as? [String: Any] else {
            throw AppStringsError(file: file, line: 1, column: 1, message: "not a string catalogue: expected a JSON object with \"strings\"")
        }
        var entries: [String: String] = [:]
        for (key, entry) in strings {
            guard let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any],
                  let unit = (localizations[language] as? [String: Any])?["stringUnit"] as? [String: Any],
                  let value = unit["value"] as? String else { continue }
            entries[key] = value
        }
        return entries
    }
}
