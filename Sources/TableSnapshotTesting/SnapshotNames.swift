import Foundation
import Testing

/// Names for unnamed snapshots, made from what the call is, never from the order of
/// calls: the test's name; for a parameterised test, its arguments; and when one test makes
/// unnamed snapshots on several lines, the line of each but the first.
enum SnapshotNames {
    private static let lock = NSLock()
    /// The first line that made an unnamed snapshot, per test and arguments.
    nonisolated(unsafe) private static var firstLines: [String: Int] = [:]

    /// A test case's arguments, as far as they can be read.
    enum Arguments: Equatable {
        case notParameterised
        case read([String])
        case unreadable
    }

    static func name(file: String, function: String, arguments: Arguments, line: Int) -> String? {
        var base = String(function.prefix { $0 != "(" })
        switch arguments {
        case .notParameterised: break
        case .read(let values): base += "(" + values.joined(separator: ",") + ")"
        case .unreadable: return nil
        }
        base = fileSafe(base)
        lock.lock()
        defer { lock.unlock() }
        let key = file + "#" + base
        let first = firstLines[key] ?? line
        firstLines[key] = first
        return first == line ? base : "\(base).line\(line)"
    }

    /// The arguments of the running test case, as Swift Testing describes them.
    static func currentArguments() -> Arguments {
        guard let testCase = Test.Case.current, testCase.isParameterized else { return .notParameterised }
        // Swift Testing does not make a case's arguments public; they are read by reflection
        // (the first `arguments` found, a few levels down, wherever a version keeps them).
        guard let arguments = find("arguments", in: testCase, depth: 4) else { return .unreadable }
        let values = Mirror(reflecting: arguments).children.compactMap { argument in
            Mirror(reflecting: argument.value).descendant("value")
        }
        // Text as itself (`titles(Alpha)`), anything else as Swift Testing describes it.
        return values.isEmpty ? .unreadable : .read(values.map { ($0 as? String) ?? String(describingForTest: $0) })
    }

    private static func find(_ label: String, in value: Any, depth: Int) -> Any? {
        guard depth > 0 else { return nil }
        for child in Mirror(reflecting: value).children {
            if child.label == label { return child.value }
            if let found = find(label, in: child.value, depth: depth - 1) { return found }
        }
        return nil
    }

    /// `name` with what file systems or shells dislike replaced by `_`, at most 120
    /// characters (a longer one keeps its start and a hash of the whole).
    static func fileSafe(_ name: String) -> String {
        var safe = String(name.unicodeScalars.map { scalar -> Character in
            let allowed = CharacterSet.alphanumerics.contains(scalar) || "()-_.,=".unicodeScalars.contains(scalar)
            return allowed && scalar.isASCII ? Character(scalar) : "_"
        })
        if safe.count > 120 {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            safe = String(safe.prefix(100)) + "-" + String(hash, radix: 16)
        }
        return safe
    }
}
