import Foundation
import TableConfig
import TablePipeline
import TableRaster

/// The configs under a folder that `verify` checks: the files ``ConfigLoader/isConfigFile(_:in:)``
/// recognises, recursively, except those under `assets/`, `data/`, `edits/` and `frames/`
/// folders (images and data that configs use, edit files for `apply` and the frames it writes).
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
        configs = SnapshotSuite.files(under: root).filter { SnapshotSuite.isConfig($0, in: root) }.sorted()
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

    static func isConfig(_ path: String, in root: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return !name.hasPrefix(AtomicFile.temporaryPrefix) && !SnapshotSuite.isResource(path) && ConfigLoader.isConfigFile(path, in: root)
    }

    /// The files under `root` (relative paths), not looking into the folders a search for
    /// configs skips (``ConfigLoader/searchesFolder(named:)``: `.git`, `Pods`, …).
    static func files(under root: String) -> [String] {
        guard let items = FileManager.default.enumerator(atPath: root) else { return [] }
        var files: [String] = []
        while let item = items.nextObject() as? String {
            if (items.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory {
                if !ConfigLoader.searchesFolder(named: (item as NSString).lastPathComponent) { items.skipDescendants() }
                continue
            }
            files.append(item)
        }
        return files
    }

    /// The golden of a config, relative to the suite's folder: `a/b.yaml` → `a/b.png`, or
    /// for a variant, `a/b.dark.se.png`.
    package static func goldenName(of config: String, variant: String? = nil) -> String {
        (config as NSString).deletingPathExtension + (variant.map { ".\($0)" } ?? "") + ".png"
    }

    /// Folders whose files are not configs or goldens: images and data that configs use,
    /// edit files for `apply`, the frames `apply --frames` writes, and the Swift helpers'
    /// goldens (`__Snapshots__`, kept beside their tests: `--prune` must not delete them).
    static let resourceFolders: Set<Substring> = ["assets", "data", "edits", "frames", "__Snapshots__"]

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
        // As .gitignore reads its lines: the last pattern that matches decides, `!PATTERN`
        // excluding; with only exclusions, every other config is selected.
        let rules = patterns.map { pattern in pattern.hasPrefix("!") ? (exclude: true, glob: Glob(String(pattern.dropFirst()))) : (exclude: false, glob: Glob(pattern)) }
        let selectedFirst = rules.allSatisfy(\.exclude)
        return configs.filter { config in
            rules.last { $0.glob.matches(config) }.map { !$0.exclude } ?? selectedFirst
        }
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
