import Foundation

/// What a folder of an app's Swift files uses that tablesnap's SwiftUI subset lacks, with
/// file:line:col, before anyone tries to compile it (docs/swiftui.md, "Checking a screen").
///
/// It reads source text, not types: modifiers are the names of leading-dot calls
/// (`.labelsHidden()`) and of calls chained after `)` or `}`; types are capitalised names
/// called or given a trailing closure (`Gauge(…)`); property wrappers are attributes; imports
/// are imports. A name is missing when neither the subset, the files checked themselves (the
/// app's own types, modifiers and extensions) nor Swift and Foundation declare it. Code under
/// `#if os(iOS)` (and the other Apple platforms) is skipped, as a Linux build skips it.
package struct ScreenCheck {
    package struct Finding: Equatable, Sendable, CustomStringConvertible {
        package enum Kind: String, Sendable { case module = "import", modifier, type, attribute }
        package var file: String
        package var line: Int
        package var column: Int
        package var kind: Kind
        package var name: String

        package var description: String {
            let what = switch kind {
            case .module: "import \(name): not a module tablesnap provides on Linux (build it for Linux or stub it)"
            case .modifier: ".\(name): a modifier or member the SwiftUI subset does not declare"
            case .type: "\(name): a type the SwiftUI subset does not declare"
            case .attribute: "@\(name): a property wrapper or attribute the SwiftUI subset does not declare"
            }
            return "\(file):\(line):\(column): \(what)"
        }
    }

    /// Modules a screen may import on Linux: the subset's, the toolchain's.
    static let providedModules: Set<String> = [
        "SwiftUI", "Combine", "UIKit", "Foundation", "Observation", "Dispatch", "FoundationEssentials",
        "FoundationInternationalization", "Swift", "os", "Testing", "XCTest", "TableSnapshotSwiftUI",
    ]

    /// Swift's, Foundation's and Combine's names that screens call (not the subset's to declare).
    static let standardTypes: Set<String> = [
        "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "Bool", "Character", "Array", "Dictionary", "Set", "Optional", "Result", "Range", "ClosedRange", "Task", "Error",
        "Never", "Void", "Any", "Self", "AnyObject", "AnyHashable", "Substring", "Decimal", "Date", "URL", "UUID", "Data", "Locale",
        "Calendar", "TimeZone", "DateComponents", "DateFormatter", "DateComponentsFormatter", "RelativeDateTimeFormatter",
        "ISO8601DateFormatter", "NumberFormatter", "ByteCountFormatter", "MeasurementFormatter", "PersonNameComponents",
        "JSONDecoder", "JSONEncoder", "PropertyListDecoder", "PropertyListEncoder", "UserDefaults", "Bundle",
        "NotificationCenter", "Notification", "DispatchQueue", "DispatchGroup", "DispatchWorkItem", "DispatchSemaphore",
        "DispatchTime", "NSLock", "NSRecursiveLock", "NSNull", "ObjCBool", "NSRange", "NSRegularExpression", "CodingKey",
        "CharacterSet", "JSONSerialization", "OperationQueue", "NSCache", "Hasher", "Timer", "Measurement", "UnitLength", "CGFloat", "CGSize",
        "CGPoint", "CGRect", "IndexSet", "IndexPath", "AttributedString", "NSAttributedString", "NSString", "NSNumber",
        "NSError", "NSObject", "NSPredicate", "NSSortDescriptor", "SortDescriptor", "FileManager", "ProcessInfo",
        "URLSession", "URLRequest", "URLComponents", "URLQueryItem", "Duration", "ContinuousClock", "MainActor",
        "AsyncStream", "CheckedContinuation", "DateInterval", "TimeInterval", "KeyPath", "WritableKeyPath",
        "ReferenceWritableKeyPath", "Mirror", "Codable", "Encodable", "Decodable", "Hashable", "Equatable", "Comparable",
        "Identifiable", "CaseIterable", "Sendable", "CustomStringConvertible", "RawRepresentable", "Collection",
        "Sequence", "ObservableObject", "Published", "AnyCancellable", "PassthroughSubject", "CurrentValueSubject",
        "Just", "Future", "Deferred", "Empty", "Fail", "AnyPublisher", "Publishers", "Subscribers", "ObservationIgnored",
        "Observable", "Bindable", "FormatStyle", "Regex", "StaticString", "Unicode", "Character", "NSLocalizedString",
        "LocalizedStringResource", "String.LocalizationValue", "OSLog", "Logger", "assert", "precondition", "print",
        "fatalError", "min", "max", "abs", "zip", "stride", "repeatElement", "type", "withAnimation", "NSItemProvider",
        // The subset's Combine (docs/swiftui.md, "Combine").
        "Publisher", "Subscriber", "Subscription", "Subject", "Cancellable", "ObservableObjectPublisher", "AnySubscriber",
        "ImmediateScheduler", "RunLoop", "OperationQueue", "Scheduler", "ConnectablePublisher", "TopLevelDecoder",
    ]

    /// Members of Swift, Foundation and Combine that a chained call may name.
    static let standardMembers: Set<String> = [
        "map", "flatMap", "compactMap", "filter", "reduce", "sorted", "sort", "first", "last", "contains", "joined",
        "prefix", "suffix", "dropFirst", "dropLast", "enumerated", "reversed", "split", "components", "lowercased",
        "uppercased", "capitalized", "trimmingCharacters", "replacingOccurrences", "appending", "append", "insert",
        "remove", "removeAll", "removeFirst", "removeLast", "count", "isEmpty", "formatted", "string", "description",
        "sink", "assign", "receive", "store", "eraseToAnyPublisher", "debounce", "throttle", "removeDuplicates",
        "combineLatest", "merge", "publisher", "send", "subscribe", "handleEvents", "catch", "replaceError",
        "decode", "encode", "data", "init", "self", "forEach", "firstIndex", "lastIndex", "index", "min", "max",
        "allSatisfy", "shuffled", "uniqued", "padding", "precision", "fractionLength", "rounded", "addingTimeInterval",
        "timeIntervalSince", "date", "value", "values", "keys", "localizedDescription", "localizedCaseInsensitiveContains",
        "hasPrefix", "hasSuffix", "starts", "range", "distance", "offset", "compare", "cancel", "resume", "then",
        "switchToLatest", "scan", "collect", "delay", "timeout", "share", "zip", "prepend", "setFailureType", "mapError",
        "tryMap", "autoconnect", "dataTaskPublisher", "replaceNil", "tryFilter", "output", "drop",
    ]

    let symbols: SubsetSymbols

    package init(symbols: SubsetSymbols) { self.symbols = symbols }

    /// The findings for `files` (path and text), each name once per file, in file order.
    ///
    /// - Complexity: O(*n*) in the files' length.
    package func check(_ files: [(path: String, text: String)]) -> [Finding] {
        // The app's own names: what its files declare is not missing.
        var own = SubsetSymbols(members: [], types: [])
        for file in files { own.add(declarationsIn: file.text) }
        var findings: [Finding] = []
        for file in files {
            var seen: Set<String> = []
            func note(_ kind: Finding.Kind, _ name: String, _ line: Int, _ column: Int) {
                guard seen.insert("\(kind)\(name)").inserted else { return }
                findings.append(Finding(file: file.path, line: line, column: column, kind: kind, name: name))
            }
            for (number, line) in compiledLines(of: file.text) {
                let chars = Array(line)
                if let module = Self.importedModule(chars), !Self.providedModules.contains(module), !own.types.contains(module) {
                    note(.module, module, number, 1)
                    continue
                }
                for (name, column) in Self.calledMembers(chars)
                where !symbols.members.contains(name) && !own.members.contains(name) && !Self.standardMembers.contains(name) {
                    note(.modifier, name, number, column)
                }
                for (name, column) in Self.calledTypes(chars)
                where !symbols.types.contains(name) && !own.types.contains(name) && !Self.standardTypes.contains(name) {
                    note(.type, name, number, column)
                }
                for (name, column) in Self.attributes(chars)
                where !symbols.types.contains(name) && !own.types.contains(name) && !Self.knownAttributes.contains(name) {
                    note(.attribute, name, number, column)
                }
            }
        }
        return findings
    }

    static let knownAttributes: Set<String> = [
        "MainActor", "escaping", "Sendable", "available", "discardableResult", "objc", "frozen", "inlinable",
        "usableFromInline", "unknown", "preconcurrency", "dynamicMemberLookup", "propertyWrapper", "resultBuilder", "main",
        "autoclosure", "testable", "Test", "Suite", "Published", "Observable", "ObservationIgnored", "ObservationTracked",
        "unchecked", "retroactive", "nonobjc", "IBAction", "IBOutlet", "objcMembers", "convention", "globalActor",
        "TaskLocal", "_exported", "_spi", "backDeployed", "attached", "freestanding", "Sendable", "isolated", "concurrent",
    ]

    /// The lines a Linux build compiles, numbered from 1: comments, strings and `#if os(iOS)`
    /// (and the other Apple platforms') branches blanked out.
    func compiledLines(of text: String) -> [(Int, String)] {
        var result: [(Int, String)] = []
        // Per open `#if`: whether its current branch is skipped.
        var skipping: [Bool] = []
        var inBlockComment = false
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#if") {
                skipping.append(Self.isApplePlatformOnly(trimmed))
                continue
            }
            if trimmed.hasPrefix("#elseif") || trimmed.hasPrefix("#else") {
                if let last = skipping.indices.last { skipping[last] = trimmed.hasPrefix("#else") && !trimmed.hasPrefix("#elseif") ? !skipping[last] : Self.isApplePlatformOnly(trimmed) }
                continue
            }
            if trimmed.hasPrefix("#endif") {
                _ = skipping.popLast()
                continue
            }
            guard !skipping.contains(true) else { continue }
            var line = ""
            var chars = Array(raw)[...]
            var inString = false
            while let char = chars.first {
                if inBlockComment {
                    if chars.starts(with: ["*", "/"]) { inBlockComment = false; chars = chars.dropFirst(2) } else { chars = chars.dropFirst() }
                    line.append(" ")
                    continue
                }
                if inString {
                    if char == "\\" { chars = chars.dropFirst(2); line.append("  "); continue }
                    if char == "\"" { inString = false }
                    line.append(char == "\"" ? "\"" : " ")
                    chars = chars.dropFirst()
                    continue
                }
                if chars.starts(with: ["/", "/"]) { break }
                if chars.starts(with: ["/", "*"]) { inBlockComment = true; chars = chars.dropFirst(2); line.append("  "); continue }
                if char == "\"" { inString = true }
                line.append(char)
                chars = chars.dropFirst()
            }
            result.append((index + 1, line))
        }
        return result
    }

    /// Whether an `#if` condition holds only on Apple platforms (`os(iOS)`, `os(macOS)`…,
    /// `targetEnvironment(…)`), so Linux skips the branch.
    static func isApplePlatformOnly(_ directive: String) -> Bool {
        let apple = ["os(iOS)", "os(macOS)", "os(watchOS)", "os(tvOS)", "os(visionOS)", "targetEnvironment("]
        return apple.contains(where: directive.contains) && !directive.contains("os(Linux)") && !directive.contains("!")
    }

    static func importedModule(_ line: [Character]) -> String? {
        let words = String(line).split(separator: " ").map(String.init)
        guard let index = words.firstIndex(of: "import"), words[..<index].allSatisfy({ $0.hasPrefix("@") || $0 == "public" || $0 == "internal" }),
              index + 1 < words.count else { return nil }
        // `import struct Module.Type`: the module is the part before the dot.
        let target = ["struct", "class", "enum", "protocol", "func", "var", "typealias"].contains(words[index + 1]) && index + 2 < words.count
            ? words[index + 2] : words[index + 1]
        return target.split(separator: ".").first.map(String.init)
    }

    static func isName(_ char: Character) -> Bool { char.isLetter || char.isNumber || char == "_" }

    /// `.name(` at the line's start or after `)`/`}`/`]` (a chained modifier), with its column.
    static func calledMembers(_ line: [Character]) -> [(String, Int)] {
        var found: [(String, Int)] = []
        var index = 0
        while index < line.count {
            defer { index += 1 }
            guard line[index] == "." else { continue }
            var before = index - 1
            while before >= 0, line[before] == " " { before -= 1 }
            guard before < 0 || [")", "}", "]"].contains(line[before]) else { continue }
            var end = index + 1
            while end < line.count, isName(line[end]) { end += 1 }
            guard end > index + 1, line[index + 1].isLowercase else { continue }
            var after = end
            while after < line.count, line[after] == " " { after += 1 }
            guard after < line.count, line[after] == "(" || line[after] == "{" else { continue }
            found.append((String(line[(index + 1)..<end]), index + 2))
        }
        return found
    }

    /// `Name(` or `Name {` (not after a dot, so members of types are not types), with its column.
    static func calledTypes(_ line: [Character]) -> [(String, Int)] {
        var found: [(String, Int)] = []
        var index = 0
        while index < line.count {
            guard line[index].isUppercase, index == 0 || (!isName(line[index - 1]) && line[index - 1] != "." && line[index - 1] != "@") else {
                index += 1
                continue
            }
            var end = index
            while end < line.count, isName(line[end]) { end += 1 }
            var after = end
            while after < line.count, line[after] == " " { after += 1 }
            // A generic argument list: `Picker<…>(`, skipped to its end.
            if after < line.count, line[after] == "<", let close = line[after...].firstIndex(of: ">") { after = close + 1 }
            // `var id: Self {` is a type annotation with a getter, not a call.
            var start = index - 1
            while start >= 0, line[start] == " " { start -= 1 }
            let annotated = start >= 0 && line[start] == ":"
            if after < line.count, line[after] == "(" || (line[after] == "{" && after > end && !annotated) {
                found.append((String(line[index..<end]), index + 1))
            }
            index = end
        }
        return found
    }

    /// `@Name` attributes, with their column.
    static func attributes(_ line: [Character]) -> [(String, Int)] {
        var found: [(String, Int)] = []
        for index in line.indices where line[index] == "@" {
            var end = index + 1
            while end < line.count, isName(line[end]) { end += 1 }
            if end > index + 1 { found.append((String(line[(index + 1)..<end]), index + 1)) }
        }
        return found
    }
}
