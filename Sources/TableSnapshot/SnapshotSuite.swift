import Foundation

/// The configs under a folder that `verify` checks: every `.yaml` / `.json` file, recursively,
/// except those under `assets/` and `data/` folders (images and data that configs use).
public struct SnapshotSuite: Sendable {
    public let root: String
    /// Paths relative to `root`, sorted.
    public let configs: [String]

    public init(root: String) throws(SnapshotSuiteError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
            throw SnapshotSuiteError("\(root): no such folder")
        }
        self.root = root
        let items = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        configs = items.filter { SnapshotSuite.isConfig($0) }.sorted()
    }

    static func isConfig(_ path: String) -> Bool {
        (path.hasSuffix(".yaml") || path.hasSuffix(".yml") || path.hasSuffix(".json")) && !SnapshotSuite.isResource(path)
    }

    static func isResource(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { $0 == "assets" || $0 == "data" }
    }

    /// The golden PNG beside a config.
    public func goldenPath(of config: String) -> String {
        URL(fileURLWithPath: root).appendingPathComponent(config).deletingPathExtension().appendingPathExtension("png").path
    }

    public func path(of config: String) -> String {
        URL(fileURLWithPath: root).appendingPathComponent(config).path
    }

    /// The configs whose path matches `glob` (`*` within a folder name, `**` across
    /// folders, `?` one character).
    public func filtered(_ glob: String?) -> [String] {
        guard let glob else { return configs }
        return configs.filter { Glob.matches(glob, $0) }
    }

    /// Shard `index` (1-based) of `count`: a partition by a stable hash of each path, so N
    /// machines split one suite with nothing run twice or missed, whatever they list.
    public static func shard(_ configs: [String], index: Int, of count: Int) -> [String] {
        configs.filter { Int(stableHash($0) % UInt64(count)) == index - 1 }
    }

    /// FNV-1a over the path's UTF-8: the same on every machine and run.
    static func stableHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return hash
    }

    /// Goldens whose config is gone.
    public func orphanGoldens() -> [String] {
        let items = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        let configs = Set(self.configs.map { ($0 as NSString).deletingPathExtension })
        return items.filter { $0.hasSuffix(".png") && !SnapshotSuite.isResource($0) && !configs.contains(($0 as NSString).deletingPathExtension) }.sorted()
    }
}

public struct SnapshotSuiteError: Error, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}

/// Shell-style patterns over paths.
enum Glob {
    static func matches(_ pattern: String, _ path: String) -> Bool {
        match(Array(pattern), 0, Array(path), 0)
    }

    private static func match(_ p: [Character], _ i: Int, _ s: [Character], _ j: Int) -> Bool {
        if i == p.count { return j == s.count }
        if p[i] == "*" {
            let crossesFolders = i + 1 < p.count && p[i + 1] == "*"
            let next = crossesFolders ? i + 2 : i + 1
            var k = j
            while true {
                if match(p, next, s, k) { return true }
                guard k < s.count, crossesFolders || s[k] != "/" else { return false }
                k += 1
            }
        }
        guard j < s.count else { return false }
        if p[i] == "?" { return s[j] != "/" && match(p, i + 1, s, j + 1) }
        return p[i] == s[j] && match(p, i + 1, s, j + 1)
    }
}
