import Foundation

/// The names tablesnap's SwiftUI and UIKit modules declare, read from their sources (beside
/// this file's package), so the list is never behind the modules.
package struct SubsetSymbols: Sendable {
    /// Functions, properties, cases: what a modifier or member call names.
    package var members: Set<String>
    /// Types, protocols, aliases, macros and property wrappers.
    package var types: Set<String>

    package init(members: Set<String>, types: Set<String>) {
        self.members = members
        self.types = types
    }

    /// The subset's sources: `Sources/SwiftUI` and `Sources/UIKit` of this package.
    package static var sourceFolders: [URL] {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        return ["SwiftUI", "UIKit", "Combine"].map { sources.appendingPathComponent($0) }
    }

    /// Reads every `.swift` file of `folders`.
    ///
    /// - Complexity: O(*n*) in the sources' length.
    package static func load(from folders: [URL] = sourceFolders) throws -> SubsetSymbols {
        var symbols = SubsetSymbols(members: [], types: [])
        for folder in folders {
            guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
            for case let file as URL in files where file.pathExtension == "swift" {
                symbols.add(declarationsIn: try String(contentsOf: file, encoding: .utf8))
            }
        }
        guard !symbols.members.isEmpty else {
            throw CheckError("the SwiftUI subset's sources were not found at \(folders.map(\.path).joined(separator: ", "))")
        }
        return symbols
    }

    /// Adds the public names declared in `source`: `public func/var/let/init`, every `case`
    /// of an enum, `static let a = …, b = …`, and types.
    mutating func add(declarationsIn source: String) {
        for line in source.split(separator: "\n", omittingEmptySubsequences: true) {
            let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "@") }).map(String.init)
            for (index, word) in words.enumerated() where index + 1 < words.count {
                switch word {
                case "func", "var", "let", "case": members.insert(words[index + 1])
                case "struct", "enum", "class", "protocol", "typealias", "macro", "actor": types.insert(words[index + 1])
                default: break
                }
            }
            // A declaration's generic parameters (`func with<T>(…) -> T { … }`) are its own types.
            if let open = line.firstIndex(of: "<"), words.contains(where: { ["func", "struct", "enum", "class", "init", "typealias"].contains($0) }) {
                let list = line[line.index(after: open)...].prefix(while: { $0 != ">" })
                for part in list.split(separator: ",") {
                    var parameter = part.drop(while: { $0 == " " })
                    if parameter.hasPrefix("each ") { parameter = parameter.dropFirst(5) }
                    let name = parameter.prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" })
                    if !name.isEmpty { types.insert(String(name)) }
                }
            }
            // `case a, b, c` and `static let a = X(), b = X()`: the names after commas.
            if line.contains("case ") || line.contains("static let ") {
                for part in line.split(separator: ",").dropFirst() {
                    let name = part.drop(while: { $0 == " " }).prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" })
                    if !name.isEmpty { members.insert(String(name)) }
                }
            }
        }
    }
}

/// A checker's failure: what it could not read, said whole.
package struct CheckError: Error, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}
