import Foundation
import TableLayout
import TablePipeline
import TableSnapshot
import TestSupport
import Testing

/// tablesnap held against real iOS (docs/fidelity.md): every pair of Tests/Fidelity/corpus —
/// a UIKit screenshot and a config that reproduces its table — is rendered, and each probe is
/// measured the same way on both pictures. A probe outside its tolerance fails with both
/// values, unless the manifest lists it as a known difference with a reason; a known
/// difference that has come within tolerance fails too, so the list stays true.
@Suite struct FidelityTests {
    typealias Manifest = FidelityManifest
    typealias Comparison = FidelityComparison

    static let folder = GalleryTests.folder.appendingPathComponent("Tests/Fidelity")
    static let corpus = folder.appendingPathComponent("corpus")

    static let manifest: Manifest? = {
        guard let data = try? Data(contentsOf: corpus.appendingPathComponent("manifest.json")) else { return nil }
        return try? JSONDecoder().decode(Manifest.self, from: data)
    }()

    static var pairNames: [String] { manifest?.pairs.map(\.name) ?? ["(corpus/manifest.json cannot be read)"] }

    /// Every comparison of a pair, made once in a test process: the probe test and the docs
    /// table's test share it.
    static func comparisons(_ pair: Manifest.Pair) throws -> [Comparison] {
        try measured.value(for: pair.name) { try compare(pair) }
    }

    private static let measured = Memo<[Comparison]>()

    /// Values made once per key, each under a lock of its own (a second asker waits for the
    /// first's answer rather than making it again).
    final class Memo<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [String: (lock: NSLock, result: Result<Value, any Error>?)] = [:]

        func value(for key: String, make: () throws -> Value) throws -> Value {
            let entryLock = lock.withLock { () -> NSLock in
                if let entry = entries[key] { return entry.lock }
                let made = NSLock()
                entries[key] = (made, nil)
                return made
            }
            return try entryLock.withLock {
                if let result = lock.withLock({ entries[key]?.result }) { return try result.get() }
                let result = Result { try make() }
                lock.withLock { entries[key]?.result = result }
                return try result.get()
            }
        }
    }

    /// A pair's probes as rows of docs/fidelity.md's "Every probe" table.
    static func tableRows(_ pair: Manifest.Pair, _ comparisons: [Comparison]) -> [String] {
        let known = pair.known ?? [:]
        return comparisons.map { c in
            let format = c.tolerance >= 6 ? "%.0f" : "%.2f"
            let within = c.isWithin ? "yes" : known[c.probe] == nil ? "**no**" : "no, known"
            return "| \(pair.name) | \(c.probe) \(c.value) | \(String(format: format, c.uikit)) | \(String(format: format, c.tablesnap)) | \(within) |"
        }
    }

    /// Every comparison of a pair: its config rendered and probed as its UIKit picture.
    static func compare(_ pair: Manifest.Pair) throws -> [Comparison] {
        let reference = try RGBAImage(contentsOfPNG: corpus.appendingPathComponent(pair.image).path)
        let loaded = try LoadedTable.load(folder.appendingPathComponent(pair.config).path, engine: SharedFonts.engine)
        return try pair.compare(reference: reference, with: loaded, name: pair.config)
    }

    @Test func theCorpusIsComplete() throws {
        let manifest = try #require(FidelityTests.manifest, "Tests/Fidelity/corpus/manifest.json is missing or malformed")
        #expect(manifest.pairs.count >= 12, "the corpus has \(manifest.pairs.count) pairs")
        for pair in manifest.pairs {
            #expect(FileManager.default.fileExists(atPath: FidelityTests.corpus.appendingPathComponent(pair.image).path), "\(pair.image)")
            #expect(!pair.probes.isEmpty, "\(pair.name) has no probes")
            for name in (pair.known ?? [:]).keys {
                #expect(pair.probes.contains { $0.name == name }, "\(pair.name): known difference '\(name)' names no probe")
            }
        }
    }

    @Test(arguments: pairNames)
    func everyProbeIsWithinItsTolerance(_ name: String) throws {
        let manifest = try #require(FidelityTests.manifest)
        let pair = try #require(manifest.pairs.first { $0.name == name })
        let comparisons = try FidelityTests.comparisons(pair)
        let known = pair.known ?? [:]
        let failing = comparisons.filter { !$0.isWithin && known[$0.probe] == nil }
        #expect(failing.count == 0, Comment(rawValue: "\(name): \(failing.count) probes outside their tolerance:\n" + failing.map(\.line).joined(separator: "\n")))
        // A known difference must still be one: when tablesnap comes to match, the manifest's
        // list (and docs/fidelity.md) must say so.
        for (probe, reason) in known {
            let values = comparisons.filter { $0.probe == probe }
            #expect(values.contains { !$0.isWithin }, "\(name): '\(probe)' is listed as a known difference (\(reason)) but is now within tolerance: \(values.map(\.line))")
        }
    }

    /// docs/fidelity.md's "Every probe" table is made from the corpus: every probe of every
    /// pair, in the manifest's order, as measured now. A table that differs fails with the
    /// command that writes it again.
    @Test func theDocsProbeTableIsTheCorpus() throws {
        let manifest = try #require(FidelityTests.manifest)
        var rows = ["| pair | probe | UIKit | tablesnap | within |", "|---|---|---|---|---|"]
        for pair in manifest.pairs { rows += FidelityTests.tableRows(pair, try FidelityTests.comparisons(pair)) }
        let page = GalleryTests.folder.appendingPathComponent("docs/fidelity.md")
        let lines = try String(contentsOf: page, encoding: .utf8).components(separatedBy: "\n")
        let heading = try #require(lines.firstIndex(of: "## Every probe"), "docs/fidelity.md has no '## Every probe' heading")
        let start = try #require(lines[heading...].firstIndex { $0.hasPrefix("|") }, "no table under '## Every probe'")
        let end = lines[start...].firstIndex { !$0.hasPrefix("|") } ?? lines.count
        guard Array(lines[start..<end]) != rows else { return }
        if ProcessInfo.processInfo.environment["TABLESNAP_WRITE_DOCS"] != nil {
            let written = lines[..<start] + rows + lines[end...]
            try written.joined(separator: "\n").write(to: page, atomically: true, encoding: .utf8)
            return
        }
        let first = zip(lines[start..<end], rows).first { $0 != $1 }
        Issue.record(Comment(rawValue: """
            docs/fidelity.md's "Every probe" table is not what the corpus measures now (\(end - start) rows there, \(rows.count) measured; \
            first difference: \(first.map { "\($0.0) → \($0.1)" } ?? "the length")). Write it again with
            TABLESNAP_WRITE_DOCS=1 swift test --skip-build --disable-xctest --filter FidelityTests
            """))
    }
}
