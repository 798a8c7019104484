import Foundation
import TestSupport
import Testing

/// A custom-cell config next to the real screen (docs/cells.md, Next to the real one): each
/// entry of Tests/Fidelity/cells/manifest.json reproduces a corpus pair's table as custom
/// cells and is measured as FidelityTests measures the pair — the same screenshot, scale,
/// origin, probes and tolerances — and by probes of its own (the symbols, the values beside
/// them). A probe outside its tolerance fails unless listed as known, with its reason.
@Suite struct CustomCellFidelityTests {
    struct Manifest: Decodable {
        struct Entry: Decodable {
            /// The corpus pair whose screenshot and probes it is held against.
            let base: String
            let config: String
            let probes: [FidelityProbe]
            var known: [String: String]?
        }
        let pairs: [Entry]
    }

    static let manifest: Manifest? = {
        let url = FidelityTests.folder.appendingPathComponent("cells/manifest.json")
        guard let data = try? Data(contentsOf: url) else { return nil }
        return try? JSONDecoder().decode(Manifest.self, from: data)
    }()

    static var entryNames: [String] { manifest?.pairs.map(\.config) ?? ["(Tests/Fidelity/cells/manifest.json cannot be read)"] }

    @Test(arguments: entryNames)
    func everyProbeOfTheRealScreenIsWithinItsTolerance(_ config: String) throws {
        let entry = try #require(CustomCellFidelityTests.manifest?.pairs.first { $0.config == config })
        let base = try #require(FidelityTests.manifest?.pairs.first { $0.name == entry.base }, "no corpus pair '\(entry.base)'")
        // The pair's own probes and the entry's; the pair's known differences are its stock
        // config's, not this one's: each is measured again here.
        let pair = FidelityTests.Manifest.Pair(name: entry.config, image: base.image, config: entry.config, scale: base.scale,
                                               origin: base.origin, probes: base.probes + entry.probes, known: entry.known)
        let comparisons = try FidelityTests.compare(pair)
        #expect(comparisons.count >= 40, "\(comparisons.count) values compared")
        let known = entry.known ?? [:]
        let failing = comparisons.filter { !$0.isWithin && known[$0.probe] == nil }
        #expect(failing.isEmpty, Comment(rawValue: "\(config): \(failing.count) probes outside their tolerance:\n" + failing.map(\.line).joined(separator: "\n")))
        for (probe, reason) in known {
            #expect(comparisons.contains { $0.probe == probe && !$0.isWithin }, "\(config): '\(probe)' is listed as known (\(reason)) but is within tolerance")
        }
        if let path = ProcessInfo.processInfo.environment["FIDELITY_TABLE"] {
            let rows = comparisons.map { c in
                "| \(c.probe) \(c.value) | \(String(format: "%.2f", c.uikit)) | \(String(format: "%.2f", c.tablesnap)) | \(c.isWithin ? "yes" : known[c.probe] == nil ? "**no**" : "no, known") |"
            }
            try (rows.joined(separator: "\n") + "\n").write(toFile: path + ".cells", atomically: true, encoding: .utf8)
        }
    }
}
