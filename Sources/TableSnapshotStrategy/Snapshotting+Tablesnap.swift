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
extension Snapshotting where Value == Table, Format == Data {
    /// A table drawn by tablesnap: for a `device` (its width and scale, as a config's
    /// `variants: {device: …}`), in a `viewport` (default the whole content), at a `scale`
    /// (default the device's, else 2), in an `appearance`, at a Dynamic Type `contentSize`
    /// and in a `layoutDirection` (each default the table's own), and what still matches
    /// (`tolerance`), as `assertTableSnapshot`'s options.
    public static func tablesnap(device: DevicePreset? = nil, viewport: Viewport? = nil, scale: Int? = nil, appearance: Appearance = .light,
                                 contentSize: ContentSize? = nil, layoutDirection: LayoutDirection? = nil,
                                 tolerance: DiffTolerance = DiffTolerance()) -> Snapshotting {
        let drawn = DrawnTable()
        let scale = scale ?? device?.scale ?? 2
        return Snapshotting(pathExtension: "png", diffing: .tablesnap(tolerance: tolerance, drawn: drawn)) { table in
            var table = table
            if let device { table.width = device.width }
            if let contentSize { table.contentSize = contentSize }
            if let layoutDirection { table.layoutDirection = layoutDirection }
            do {
                let loaded = LoadedTable(table: table, engine: try TableSnapshotter.engine.get(), appearance: appearance, scale: scale)
                let shown = viewport ?? loaded.viewport()
                drawn.set(loaded, shown, Double(scale))
                return try loaded.renderPNG(shown)
            } catch {
                drawn.fail("tablesnap could not draw the table: \(error)")
                return Data()
            }
        }
    }
}

extension Snapshotting where Value == URL, Format == Data {
    /// A config file drawn as `tablesnap verify` draws it: its viewport, scale, appearance
    /// and `snapshot:` tolerance (a relative URL is resolved against the current folder).
    public static var tablesnapConfig: Snapshotting {
        let drawn = DrawnTable()
        return Snapshotting(pathExtension: "png", diffing: .tablesnap(tolerance: DiffTolerance(), drawn: drawn)) { url in
            do {
                let loaded = try LoadedTable.load(url.path, engine: try TableSnapshotter.engine.get())
                let shown = loaded.viewport()
                drawn.set(loaded, shown, Double(loaded.view.scale), tolerance: DiffTolerance().refined(by: loaded.snapshot))
                return try loaded.renderPNG(shown)
            } catch {
                drawn.fail("tablesnap could not draw \(url.path): \(error)")
                return Data()
            }
        }
    }
}

extension Diffing where Value == Data {
    /// PNGs compared as `verify` and `assertTableSnapshot` compare them (tablesnap's
    /// ``SnapshotStrategy/image(tolerance:maxPixels:describe:)``), under `tolerance` or the config's.
    static func tablesnap(tolerance: DiffTolerance, drawn: DrawnTable) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            let (failure, configTolerance) = drawn.outcome
            if let failure { return (failure, []) }
            let strategy = SnapshotStrategy.image(tolerance: configTolerance ?? tolerance, describe: drawn.describe)
            guard reference != actual, let difference = strategy.diffing(reference, actual, "the reference") else { return nil }
            var attachments: [DiffAttachment] = [.data(actual, name: "actual.png")]
            if let image = difference.diffImage { attachments.append(.data(image, name: "diff.png")) }
            return ("tablesnap: " + difference.message, attachments)
        }
    }
}

/// What the last snapshot drew, for the diff that follows it: the table, to name the rows a
/// difference falls in. swift-snapshot-testing snapshots a value and diffs it at once, on
/// the caller's thread, so each thread has a slot of its own: one strategy value used by
/// tests running in parallel keeps each test's drawing for that test's diff.
final class DrawnTable: @unchecked Sendable {
    private struct Drawing {
        var table: (loaded: LoadedTable, viewport: Viewport, scale: Double)?
        var failure: String?
        /// A config's own `snapshot:` tolerance.
        var tolerance: DiffTolerance?
    }

    private let lock = NSLock()
    private var drawings: [UInt: Drawing] = [:]

    /// The calling thread's slot (one per thread, so the slots stay as few as the threads).
    private var slot: UInt { UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(Unmanaged.passUnretained(Thread.current).toOpaque()))) }

    func set(_ loaded: LoadedTable, _ viewport: Viewport, _ scale: Double, tolerance: DiffTolerance? = nil) {
        let slot = self.slot
        lock.withLock { drawings[slot] = Drawing(table: (loaded, viewport, scale), failure: nil, tolerance: tolerance) }
    }

    func fail(_ message: String) {
        let slot = self.slot
        lock.withLock { drawings[slot] = Drawing(table: nil, failure: message, tolerance: nil) }
    }

    var outcome: (failure: String?, tolerance: DiffTolerance?) {
        let slot = self.slot
        return lock.withLock { (drawings[slot]?.failure, drawings[slot]?.tolerance) }
    }

    func describe(_ diff: ImageDiff) -> String? {
        let slot = self.slot
        guard let table = lock.withLock({ drawings[slot]?.table }) else { return nil }
        return ChangedRows.describe(diff.differingRows, in: table.loaded, viewport: table.viewport, scale: table.scale)
    }
}
