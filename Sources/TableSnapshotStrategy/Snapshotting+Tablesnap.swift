import Foundation
import SnapshotTesting
import TableConfig
import TableLayout
import TablePipeline
import TableRaster
import TableSnapshot

/// tablesnap as a strategy of pointfreeco/swift-snapshot-testing, for tests that already
/// write `assertSnapshot(of:as:)` (docs/snapshots.md, "With swift-snapshot-testing"):
///
///     assertSnapshot(of: table, as: .tablesnap(scale: 3, appearance: .dark))
///     assertSnapshot(of: URL(fileURLWithPath: "Fixtures/settings.yaml"), as: .tablesnapConfig)
///
/// That library names, records and reports the snapshot (its record modes, `__Snapshots__`,
/// its failure); tablesnap draws the PNG and compares it perceptually, and its message says
/// what differs and which rows the differences fall in.
extension Snapshotting where Value == Table, Format == TablesnapPNG {
    /// A table drawn by tablesnap: for a `device` (its width and scale, as a config's
    /// `variants: {device: …}`), in a `viewport` (default the whole content), at a `scale`
    /// (default the device's, else 2), in an `appearance`, at a Dynamic Type `contentSize`
    /// and in a `layoutDirection` (each default the table's own), and what still matches
    /// (`tolerance`), as `assertTableSnapshot`'s options.
    public static func tablesnap(device: DevicePreset? = nil, viewport: Viewport? = nil, scale: Int? = nil, appearance: Appearance = .light,
                                 contentSize: ContentSize? = nil, layoutDirection: LayoutDirection? = nil,
                                 tolerance: DiffTolerance = DiffTolerance()) -> Snapshotting {
        let scale = scale ?? device?.scale ?? 2
        return Snapshotting(pathExtension: "png", diffing: .tablesnap(tolerance: tolerance)) { table in
            var table = table
            if let device { table.width = device.width }
            if let contentSize { table.contentSize = contentSize }
            if let layoutDirection { table.layoutDirection = layoutDirection }
            return TablesnapPNG(failure: "tablesnap could not draw the table") {
                try SnapshotDrawing(LoadedTable(table: table, engine: try TableSnapshotter.engine.get(), appearance: appearance, scale: scale),
                                viewport: viewport)
            }
        }
    }
}

extension Snapshotting where Value == URL, Format == TablesnapPNG {
    /// A config file drawn as `tablesnap verify` draws it: its viewport, scale, appearance
    /// and `snapshot:` tolerance (a relative URL is resolved against the current folder).
    public static var tablesnapConfig: Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .tablesnap(tolerance: DiffTolerance())) { url in
            TablesnapPNG(failure: "tablesnap could not draw \(url.path)") {
                try SnapshotDrawing(config: url.path, engine: try TableSnapshotter.engine.get())
            }
        }
    }
}

/// What the `.tablesnap` strategies snapshot: a PNG and, for one tablesnap drew (not a
/// reference read from disk), the drawing itself, so that the diff that follows compares
/// under the config's tolerance and names the rows a difference falls in from the value it
/// is handed, with nothing kept between the two.
public struct TablesnapPNG {
    /// The PNG's bytes: what is written as the reference (empty when the drawing failed).
    public let data: Data
    /// How it was drawn, or why it could not be; nil for a reference read from disk.
    let drawing: Result<SnapshotDrawing, Failure>?

    struct Failure: Error {
        let message: String
    }

    init(data: Data) {
        self.data = data
        drawing = nil
    }

    /// Draws with `draw`; a failure is said as `failure`, then the error.
    init(failure: String, _ draw: () throws -> SnapshotDrawing) {
        do {
            let drawn = try draw()
            data = drawn.png
            drawing = .success(drawn)
        } catch {
            data = Data()
            drawing = .failure(Failure(message: "\(failure): \(error)"))
        }
    }
}

extension Diffing where Value == TablesnapPNG {
    /// PNGs compared as `verify` and `assertTableSnapshot` compare them (tablesnap's
    /// ``SnapshotDrawing/strategy(tolerance:maxPixels:)``), under `tolerance` as the config refines it.
    static func tablesnap(tolerance: DiffTolerance) -> Diffing {
        .diff(toData: { $0.data }, fromData: { TablesnapPNG(data: $0) }) { reference, actual in
            let strategy: SnapshotStrategy
            switch actual.drawing {
            case .failure(let failure)?: return (failure.message, [])
            case .success(let drawing)?: strategy = drawing.strategy(tolerance: tolerance)
            case nil: strategy = .image(tolerance: tolerance)
            }
            guard reference.data != actual.data, let difference = strategy.diffing(reference.data, actual.data, "the reference") else { return nil }
            var attachments: [DiffAttachment] = [.data(actual.data, name: "actual.png")]
            if let image = difference.diffImage { attachments.append(.data(image, name: "diff.png")) }
            return ("tablesnap: " + difference.message, attachments)
        }
    }
}
