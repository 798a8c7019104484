import Foundation
import TableConfig
import TablePipeline
import TableSnapshot
import TestSupport
import Testing

/// Every config under Snapshots/ and Examples/ renders to exactly its golden PNG. Renders are
/// deterministic (pinned fonts, no hinting, fixed antialiasing and PNG settings), so the
/// comparison is byte for byte; a mismatch leaves the actual PNG beside the report.
@Suite struct GalleryTests {
    /// The repository's root: configs are named relative to it.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every config in Snapshots/ and Examples/, as `verify` finds them (one owner of what
    /// counts as a config); a folder that cannot be listed shows up as a config that fails.
    static let configs: [String] = ["Snapshots", "Examples"].flatMap { top -> [String] in
        let suite = try? SnapshotSuite(root: folder.appendingPathComponent(top).path)
        return (suite?.configs ?? ["(\(top) cannot be listed)"]).map { "\(top)/\($0)" }
    }.sorted()

    static func render(_ config: String) throws -> Data {
        try renders(config)[0].png
    }

    /// The config's render, or one per variant (`variants:`) with its golden's name, as `verify` names them.
    static func renders(_ config: String) throws -> [(golden: String, png: Data)] {
        // The suite's folder is the root, as `verify Snapshots` / `verify Examples` have it.
        let suite = folder.appendingPathComponent(String(config.prefix { $0 != "/" })).path
        let loaded = try LoadedTable.load(folder.appendingPathComponent(config).path, engine: SharedFonts.engine, root: suite)
        let variants: [SnapshotVariant?] = loaded.snapshot.variants.isEmpty ? [nil] : loaded.snapshot.variants
        return try variants.map { variant in
            let table = variant.map(loaded.applying) ?? loaded
            // As `tablesnap render` writes it: with what drew it in a text chunk.
            return (SnapshotSuite.goldenName(of: config, variant: variant?.suffix), try table.renderPNG(table.viewport()))
        }
    }

    @Test(arguments: configs)
    func rendersExactlyItsGolden(_ config: String) throws {
        for (name, actual) in try GalleryTests.renders(config) {
            let golden = GalleryTests.folder.appendingPathComponent(name)
            let expected = RenderEnvironment.restampedWithThisVersion(try Data(contentsOf: golden))
            if actual != expected {
                let kept = FileManager.default.temporaryDirectory.appendingPathComponent(golden.lastPathComponent)
                try? actual.write(to: kept)
                Issue.record("\(config) no longer renders as \(golden.lastPathComponent); the actual PNG is at \(kept.path). If the change is intended, review it and re-record with `make snapshots`.")
            }
        }
    }

    @Test func theGalleryCoversTheIssuesList() {
        // Each style in light and dark, and the features named in the renderer's issue.
        for name in ["style-plain-light", "style-plain-dark", "style-grouped-light", "style-grouped-dark",
                     "style-inset-grouped-light", "style-inset-grouped-dark", "cell-styles", "accessories", "states",
                     "text-wrapping", "international", "sticky-headers", "sticky-push", "ten-million-deep", "separators",
                     "right-to-left", "dynamic-type", "swipe-actions", "index-titles"] {
            #expect(GalleryTests.configs.contains("Snapshots/\(name).yaml"), "\(name).yaml is missing from Snapshots/")
        }
    }

    @Test func renderingTwiceGivesTheSameBytes() throws {
        #expect(try GalleryTests.render("Snapshots/international.yaml") == GalleryTests.render("Snapshots/international.yaml"))
    }
}
