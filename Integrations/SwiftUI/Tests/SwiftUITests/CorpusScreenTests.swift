import Foundation
import SwiftUI
import TableLayout
import TablePipeline
import TableSnapshot
import TableSnapshotSwiftUI
import Testing

/// The corpus's SwiftUI pairs (docs/fidelity.md) as SwiftUI screens: each screen in
/// Corpus/ is compiled against the subset, resolved at its pair's width, scale, appearance and
/// text size (read from the pair's config), drawn, and measured with the pair's probes and
/// tolerances (FidelityProbe.swift, the root's file). Every value the config matches, the
/// screen must match too (docs/swiftui.md, "The corpus's screens").
@MainActor @Suite struct CorpusScreenTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fidelity = root.appendingPathComponent("Tests/Fidelity")

    nonisolated static let pairNames = [
        "scannow-settings-ios17-light", "scannow-settings-ios17-dark", "scannow-settings-ios18-light", "scannow-settings-ios18-dark",
        "scannow-file-ios18-default", "scannow-file-ios18-filenameisempty", "scannow-file-ios18-formatisjpeg",
        "scannow-file-ios18-suffixiscounter", "scannow-file-ios18-suffixisdateandtime", "scannow-about-ios18", "ha-privacy-ios18",
    ]

    /// Each SwiftUI pair's screen, as its picture shows it.
    static func screen(_ name: String) -> AnyView? {
        if name.hasPrefix("scannow-settings-") { return AnyView(ScanNowSettingsView(settings: FileSettings(), version: "1.0.0 (1)")) }
        switch name {
        case "scannow-file-ios18-default": return AnyView(ScanNowFileView(settings: FileSettings(filename: "Scan")))
        case "scannow-file-ios18-filenameisempty": return AnyView(ScanNowFileView(settings: FileSettings()))
        case "scannow-file-ios18-formatisjpeg": return AnyView(ScanNowFileView(settings: FileSettings(filename: "Scan", format: .jpeg)))
        case "scannow-file-ios18-suffixiscounter": return AnyView(ScanNowFileView(settings: FileSettings(filename: "Scan", suffix: .counter)))
        case "scannow-file-ios18-suffixisdateandtime": return AnyView(ScanNowFileView(settings: FileSettings(filename: "Scan", suffix: .dateAndTime)))
        case "scannow-about-ios18": return AnyView(ScanNowAboutView(version: "2.1.3 (7)"))
        case "ha-privacy-ios18": return AnyView(PrivacyView())
        default: return nil
        }
    }

    struct Measured {
        let pair: FidelityManifest.Pair
        let config: [FidelityComparison]
        let swiftUI: [FidelityComparison]
    }

    private static var measured: [String: Measured] = [:]

    /// The pair's probes on its config's render and on its SwiftUI screen's, made once a process.
    static func measure(_ name: String) throws -> Measured {
        if let done = measured[name] { return done }
        let data = try Data(contentsOf: fidelity.appendingPathComponent("corpus/manifest.json"))
        let manifest = try JSONDecoder().decode(FidelityManifest.self, from: data)
        let pair = try #require(manifest.pairs.first { $0.name == name }, "no pair '\(name)' in the corpus")
        let view = try #require(screen(name), "no SwiftUI screen for '\(name)'")
        let reference = try RGBAImage(contentsOfPNG: fidelity.appendingPathComponent("corpus/\(pair.image)").path)
        let config = try LoadedTable.load(fidelity.appendingPathComponent(pair.config).path, engine: Render.engine)

        let device = SnapshotDevice(name: name, width: config.table.width, scale: config.view.scale)
        let contentSize = DynamicTypeSize.allCases[ContentSize.allCases.firstIndex(of: config.table.contentSize) ?? 3]
        let resolved = ResolvedView(view, device: device, appearance: config.view.appearance == .dark ? .dark : .light,
                                    contentSize: contentSize)
        let drawn = LoadedTable(table: resolved.table, engine: Render.engine, appearance: resolved.appearance,
                                scale: device.scale, screen: resolved.chrome.screen(device: device))
        if let folder = ProcessInfo.processInfo.environment["TABLESNAP_CORPUS_PNG"] {
            try drawn.renderPNG(drawn.viewport()).write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).png"))
        }
        let result = Measured(pair: pair, config: try pair.compare(reference: reference, with: config, name: pair.config),
                              swiftUI: try pair.compare(reference: reference, with: drawn, name: "\(name) (SwiftUI)"))
        measured[name] = result
        return result
    }

    @Test(arguments: pairNames)
    func theScreenMatchesWhatItsConfigMatches(_ name: String) throws {
        let measured = try CorpusScreenTests.measure(name)
        #expect(measured.config.count == measured.swiftUI.count)
        let worse = zip(measured.config, measured.swiftUI).filter { $0.isWithin && !$1.isWithin }.map { $1.line }
        #expect(worse.isEmpty, Comment(rawValue: "\(name): \(worse.count) values the config matches and the SwiftUI screen does not:\n"
                                       + worse.joined(separator: "\n")))
    }

    /// docs/swiftui.md's table of the corpus's screens is made from these measurements. A
    /// table that differs fails with the command that writes it again.
    @Test func theDocsTableIsWhatTheScreensMeasure() throws {
        var rows = ["| pair | values probed | within, config | within, SwiftUI screen |", "|---|---|---|---|"]
        for name in CorpusScreenTests.pairNames {
            let measured = try CorpusScreenTests.measure(name)
            rows.append("| \(name) | \(measured.config.count) | \(measured.config.filter(\.isWithin).count) | \(measured.swiftUI.filter(\.isWithin).count) |")
        }
        let page = CorpusScreenTests.root.appendingPathComponent("docs/swiftui.md")
        let lines = try String(contentsOf: page, encoding: .utf8).components(separatedBy: "\n")
        let heading = try #require(lines.firstIndex(of: "## The corpus's screens"), "docs/swiftui.md has no '## The corpus's screens' heading")
        let start = try #require(lines[heading...].firstIndex { $0.hasPrefix("|") }, "no table under '## The corpus's screens'")
        let end = lines[start...].firstIndex { !$0.hasPrefix("|") } ?? lines.count
        guard Array(lines[start..<end]) != rows else { return }
        if ProcessInfo.processInfo.environment["TABLESNAP_WRITE_DOCS"] != nil {
            try (lines[..<start] + rows + lines[end...]).joined(separator: "\n").write(to: page, atomically: true, encoding: .utf8)
            return
        }
        Issue.record(Comment(rawValue: """
            docs/swiftui.md's table of the corpus's screens is not what they measure now. Write it again with
            TABLESNAP_WRITE_DOCS=1 swift test --package-path Integrations/SwiftUI --scratch-path .build-swiftui --skip-build --filter CorpusScreenTests
            """))
    }
}
