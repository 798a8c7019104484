import Foundation
import TableConfig
import TablePipeline
import TableRaster

/// The configs under a folder that `verify` checks: every `.yaml` / `.json` file, recursively,
/// except those under `assets/`, `data/`, `edits/` and `frames/` folders (images and data
/// that configs use, edit files for `apply` and the frames it writes).
package struct SnapshotSuite: Sendable {
    package let root: String
    /// Paths relative to `root`, sorted.
    package let configs: [String]

    package init(root: String) throws(SnapshotSuiteError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
            throw SnapshotSuiteError("\(root): no such folder")
        }
        self.root = root
        let items = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        configs = items.filter { SnapshotSuite.isConfig($0) }.sorted()
        // Two configs with one golden (a.yaml and a.json) would overwrite each other's.
        var owners: [String: String] = [:]
        for config in configs {
            let golden = SnapshotSuite.goldenName(of: config)
            if let other = owners[golden] {
                throw SnapshotSuiteError("\(root): \(other) and \(config) would both use the golden \(golden); rename or remove one of them")
            }
            owners[golden] = config
        }
    }

    /// A file name that is not UTF-8 reaches tablesnap with U+FFFD in place of its bad
    /// bytes, a name no file has: said as such, not as a missing file.
    static func checkName(_ config: String, in suite: SnapshotSuite) throws(SnapshotSuiteError) {
        guard config.unicodeScalars.contains("\u{FFFD}") else { return }
        var status = stat()
        guard lstat(suite.path(of: config), &status) != 0 else { return }
        throw SnapshotSuiteError("the file name is not UTF-8 (its bad bytes are shown as \u{FFFD}), so tablesnap cannot name it to open it; rename the file in UTF-8")
    }

    static func isConfig(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return ConfigLoader.isConfigFile(path) && !name.hasPrefix(AtomicFile.temporaryPrefix) && !SnapshotSuite.isResource(path)
    }

    /// The golden of a config, relative to the suite's folder: `a/b.yaml` → `a/b.png`, or
    /// for a variant, `a/b.dark.se.png`.
    package static func goldenName(of config: String, variant: String? = nil) -> String {
        (config as NSString).deletingPathExtension + (variant.map { ".\($0)" } ?? "") + ".png"
    }

    /// Folders whose files are not configs or goldens: images and data that configs use,
    /// edit files for `apply`, and the frames `apply --frames` writes.
    static let resourceFolders: Set<Substring> = ["assets", "data", "edits", "frames"]

    static func isResource(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { SnapshotSuite.resourceFolders.contains($0) }
    }

    /// The golden PNG beside a config.
    package func goldenPath(of config: String) -> String {
        URL(fileURLWithPath: root).appendingPathComponent(config).deletingPathExtension().appendingPathExtension("png").path
    }

    package func path(of config: String) -> String {
        URL(fileURLWithPath: root).appendingPathComponent(config).path
    }

    /// The configs that any of `patterns` selects (all of them when there are none); see
    /// ``Glob`` for the `.gitignore`-like rules.
    package func filtered(_ patterns: [String]) -> [String] {
        guard !patterns.isEmpty else { return configs }
        let globs = patterns.map(Glob.init)
        return configs.filter { config in globs.contains { $0.matches(config) } }
    }

    /// Shard `index` (1-based) of `count`: the configs sorted by path (byte order, the same
    /// on every machine and in every locale) cut into `count` runs whose sizes differ by one
    /// at most, earlier shards the larger (5 over 3: 2, 2, 1), as Playwright's `--shard`
    /// cuts. N machines split one suite with nothing run twice or missed, whatever order they
    /// list it in; the configs come back in the order given.
    package static func shard(_ configs: [String], index: Int, of count: Int) -> [String] {
        let sorted = configs.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let base = sorted.count / count, larger = sorted.count % count
        let start = (index - 1) * base + min(index - 1, larger)
        let chosen = Set(sorted[start..<start + base + (index - 1 < larger ? 1 : 0)])
        return configs.filter(chosen.contains)
    }

    /// Goldens whose config is gone. `NAME.X.Y.png` counts as a variant's golden of
    /// `NAME.yaml` (the configs are not read to know their variants).
    package func orphanGoldens() -> [String] {
        let items = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        let configs = Set(self.configs.map { ($0 as NSString).deletingPathExtension })
        return items.filter { item in
            guard item.hasSuffix(".png"), !SnapshotSuite.isResource(item) else { return false }
            var name = (item as NSString).deletingPathExtension
            while true {
                if configs.contains(name) { return false }
                let shorter = (name as NSString).deletingPathExtension
                if shorter == name { return true }
                name = shorter
            }
        }.sorted()
    }
}

package struct SnapshotSuiteError: Error, CustomStringConvertible {
    package var description: String
    init(_ description: String) { self.description = description }
}
