/// A key into the app's strings, as SwiftUI's: `Text("Settings")` looks "Settings" up, and
/// `Text("\(count) items")` looks up "%lld items" and puts `count` in its place.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    enum Argument: Hashable, Sendable {
        case text(String)
        case integer(Int64)
        case real(Double)

        var string: String {
            switch self {
            case .text(let text): return text
            case .integer(let value): return String(value)
            case .real(let value): return String(value)
            }
        }
    }

    let key: String
    let arguments: [Argument]

    public init(_ value: String) {
        key = value
        arguments = []
    }

    public init(stringLiteral value: String) { self.init(value) }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var arguments: [Argument] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            key += literal.replacingOccurrences(of: "%", with: "%%")
        }
        public mutating func appendInterpolation(_ string: String) {
            key += "%@"
            arguments.append(.text(string))
        }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            key += "%lld"
            arguments.append(.integer(Int64(value)))
        }
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
            key += "%lf"
            arguments.append(.real(Double(value)))
        }
        public mutating func appendInterpolation(_ text: Text) {
            key += "%@"
            arguments.append(.text(text.verbatimString))
        }
        public mutating func appendInterpolation<T>(_ value: T) {
            key += "%@"
            arguments.append(.text(String(describing: value)))
        }
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            key += "%@"
            arguments.append(.text(format.format(input)))
        }
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            key += "%@"
            arguments.append(.text(style.format(date, locale: Locale(identifier: "en_US"))))
        }
    }

    /// The text in `strings` (the key itself when the table has none), its arguments in place.
    func resolved(in strings: LocalizedStrings, tableName: String? = nil) -> String {
        let format = strings.lookUp(key, table: tableName) ?? key
        return LocalizedStringKey.fill(format, arguments)
    }

    /// Fills `%@`, `%lld`, `%d`, `%lf`, `%f`, `%.2f`, positional `%1$@` and `%%`.
    ///
    /// - Complexity: O(*n*) in the format's length and the arguments'.
    static func fill(_ format: String, _ arguments: [Argument]) -> String {
        guard format.contains("%") else { return format }
        var output = ""
        var next = 0
        var chars = Substring(format)
        while let percent = chars.firstIndex(of: "%") {
            output += chars[..<percent]
            var rest = chars[chars.index(after: percent)...]
            if rest.first == "%" {
                output += "%"
                chars = rest.dropFirst()
                continue
            }
            // %[position$][flags][width][.precision][length]conversion
            var position: Int?
            let digits = rest.prefix(while: { $0.isNumber })
            if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" {
                position = Int(digits).map { $0 - 1 }
                rest = rest.dropFirst(digits.count + 1)
            }
            rest = rest.drop(while: { character in character.isNumber || "-+ #".contains(character) })
            var precision: Int?
            if rest.first == "." {
                let places = rest.dropFirst().prefix(while: { $0.isNumber })
                precision = Int(places)
                rest = rest.dropFirst(1 + places.count)
            }
            rest = rest.drop(while: { character in "hlqLzjt".contains(character) })
            guard let conversion = rest.first else {
                output += chars[percent...]
                return output
            }
            let index = position ?? next
            next = index + 1
            if index < arguments.count {
                output += formatted(arguments[index], conversion: conversion, precision: precision)
            }
            chars = rest.dropFirst()
        }
        output += chars
        return output
    }

    private static func formatted(_ argument: Argument, conversion: Character, precision: Int?) -> String {
        guard conversion == "f" || conversion == "e" || conversion == "g" else { return argument.string }
        let value: Double
        switch argument {
        case .real(let real): value = real
        case .integer(let integer): value = Double(integer)
        case .text(let text): return text
        }
        return String(format: "%.\(precision ?? 6)f", value)
    }
}

/// The strings of one language an app's `Text("key")` reads: from `Localizable.strings` or a
/// `.xcstrings` catalogue (`AppStrings.load`), by table (`Localizable` by default).
package struct LocalizedStrings: Sendable, Equatable {
    package var tables: [String: [String: String]] = [:]

    package init(tables: [String: [String: String]] = [:]) { self.tables = tables }

    func lookUp(_ key: String, table: String?) -> String? {
        tables[table ?? "Localizable"]?[key]
    }
}
