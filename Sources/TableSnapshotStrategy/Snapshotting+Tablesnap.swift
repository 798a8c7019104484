import Foundation
import SnapshotTesting
import TableConfig
import TableLayout
import TablePipeline
import TableRaster
import TableSnapshot
import Testing
import XCTest

/// tablesnap as a strategy of pointfreeco/swift-snapshot-testing, for tests that already
/// write `assertSnapshot(of:as:)` (docs/snapshots.md, "With swift-snapshot-testing"):
///
///     assertSnapshot(of: table, as: .tablesnap(scale: 3, appearance: .dark))
///     assertSnapshot(of: URL(fileURLWithPath: "Fixtures/settings.yaml"), as: .tablesnapConfig)
///
/// That library names, records and reports the snapshot (its record modes, `__Snapshots__`,
/// its failure); tablesnap draws the PNG and compares it perceptually, and its message says
/// what differs and which rows the differences fall in.
extension Snapshotting where Value == Table, Format == TablesnapImage {
    /// A table drawn by tablesnap: for a `device` (its width and scale, as a config's
    /// `variants: {device: …}`), in a `viewport` (default the whole content), at a `scale`
    /// (default the device's, else 2), in an `appearance`, at a Dynamic Type `contentSize`,
    /// in a `locale` and a `layoutDirection` (default the locale's, else the table's own),
    /// and what still matches: `precision` and `perceptualPrecision` as the library's own
    /// `.image(precision:perceptualPrecision:)` takes them (``DiffTolerance/precision(_:perceptualPrecision:)``),
    /// which, when either is given, take the place of `tolerance` (`assertTableSnapshot`'s).
    public static func tablesnap(device: DevicePreset? = nil, viewport: Viewport? = nil, scale: Int? = nil, appearance: Appearance = .light,
                                 contentSize: ContentSize? = nil, locale: Locale? = nil, layoutDirection: LayoutDirection? = nil,
                                 precision: Double? = nil, perceptualPrecision: Double? = nil,
                                 tolerance: DiffTolerance = DiffTolerance()) -> Snapshotting {
        let scale = scale ?? device?.scale ?? 2
        return .tablesnap(describing: { _ in "the table" }, viewport: viewport, precision: precision,
                          perceptualPrecision: perceptualPrecision, tolerance: tolerance) { table in
            var table = table
            if let device { table.width = device.width }
            if let contentSize { table.contentSize = contentSize }
            if let locale { table.locale = locale.identifier }
            if let direction = layoutDirection ?? locale.map(LayoutDirection.init(locale:)) { table.layoutDirection = direction }
            return LoadedTable(table: table, engine: try TableSnapshotter.engine.get(), appearance: appearance, scale: scale)
        }
    }
}

extension Snapshotting where Format == TablesnapImage {
    /// Any value tablesnap draws: `load` lays it out (its table, appearance, scale and screen
    /// bars) and the snapshot is drawn, named and compared as the table strategy's are, in
    /// `viewport`, under `precision`/`perceptualPrecision` or else `tolerance`. For another
    /// package's strategy on this one (the SwiftUI subset's `some View`, docs/swiftui.md);
    /// `describing` names the value in a drawing's failure.
    ///
    /// - Complexity: the render: O(log *n*) and the rows drawn, plus `load`.
    public static func tablesnap(describing: @escaping (Value) -> String, viewport: Viewport? = nil,
                                 precision: Double? = nil, perceptualPrecision: Double? = nil,
                                 tolerance: DiffTolerance = DiffTolerance(),
                                 load: @escaping (Value) throws -> LoadedTable) -> Snapshotting {
        let tolerance = precision == nil && perceptualPrecision == nil
            ? tolerance : .precision(precision ?? 1, perceptualPrecision: perceptualPrecision ?? 1)
        return Snapshotting(pathExtension: "png", diffing: .tablesnap(tolerance: tolerance)) { value in
            TablesnapImage.draw(describing(value)) { try SnapshotDrawing(try load(value), viewport: viewport) }
        }
    }
}

extension Snapshotting where Value == URL, Format == TablesnapImage {
    /// A config file drawn as `tablesnap verify` draws it: its viewport, scale, appearance
    /// and `snapshot:` tolerance (a relative URL is resolved against the current folder).
    public static var tablesnapConfig: Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .tablesnap(tolerance: DiffTolerance())) { url in
            TablesnapImage.draw(url.path) {
                try SnapshotDrawing(config: url.path, engine: try TableSnapshotter.engine.get())
            }
        }
    }
}

/// What the `.tablesnap` strategies snapshot: the PNG, and, for the one just drawn, what drew
/// it (to name the rows a difference falls in, and a config's own tolerance). A reference
/// read from disk is its PNG alone. Each snapshot carries its own drawing to its diff, so one
/// strategy value used by tests running in parallel shares nothing between them.
public struct TablesnapImage {
    /// The PNG, as written to the reference.
    public let png: Data
    /// How it was drawn (``SnapshotDrawing``, as `verify` draws); nil for a reference read from disk.
    fileprivate let drawing: SnapshotDrawing?

    /// The drawing `load` prepares, as a snapshot. A drawing that fails is reported as the
    /// test's failure, with its error, and gives swift-snapshot-testing no snapshot at all:
    /// that library writes whatever snapshot it is given (an empty one would become the
    /// reference), so it waits for its `timeout:` and fails without recording anything.
    fileprivate static func draw(_ what: String, _ draw: () throws -> SnapshotDrawing) -> Async<TablesnapImage> {
        do {
            let drawing = try draw()
            return Async(value: TablesnapImage(png: drawing.png, drawing: drawing))
        } catch {
            DrawingFailure.report("tablesnap could not draw \(what): \(error). Nothing was recorded; swift-snapshot-testing, given no snapshot, reports a timeout.")
            return Async { _ in }
        }
    }
}

extension Diffing where Value == TablesnapImage {
    /// PNGs compared as `verify` and `assertTableSnapshot` compare them (tablesnap's
    /// ``SnapshotDrawing/strategy(tolerance:maxPixels:)``), under `tolerance` as the config refines it.
    static func tablesnap(tolerance: DiffTolerance) -> Diffing {
        let compare: (TablesnapImage, TablesnapImage) -> (String, [XCTAttachment])? = { reference, actual in
            guard reference.png != actual.png else { return nil }
            let strategy = actual.drawing?.strategy(tolerance: tolerance) ?? .image(tolerance: tolerance)
            guard let difference = strategy.diffing(reference.png, actual.png, "the reference") else { return nil }
            let attachments = [("actual.png", actual.png), ("diff.png", difference.diffImage)].compactMap { name, data in
                data.map { PortableDiffing.attachment($0, named: name) }
            }
            return ("tablesnap: " + difference.message, attachments)
        }
        return (PortableDiffing.self as DiffingFromClosures.Type)
            .make(toData: { $0.png }, fromData: { TablesnapImage(png: $0, drawing: nil) }, diff: compare)
    }
}

/// `Diffing.init(toData:fromData:diff:)` is the one initialiser every swift-snapshot-testing
/// from 1.15 on has (docs/snapshots.md, "Versions"); 1.19 deprecated it for `Diffing.diff`,
/// which 1.15–1.18 lack. Called through a protocol, so a build against 1.19 is not warned
/// about a choice made on purpose.
private protocol DiffingFromClosures {
    static func make(toData: @escaping (TablesnapImage) -> Data, fromData: @escaping (Data) -> TablesnapImage,
                     diff: @escaping (TablesnapImage, TablesnapImage) -> (String, [XCTAttachment])?) -> Diffing<TablesnapImage>
}

private enum PortableDiffing: DiffingFromClosures {
    @available(*, deprecated, message: "the initialiser of swift-snapshot-testing 1.15 to 1.19")
    static func make(toData: @escaping (TablesnapImage) -> Data, fromData: @escaping (Data) -> TablesnapImage,
                     diff: @escaping (TablesnapImage, TablesnapImage) -> (String, [XCTAttachment])?) -> Diffing<TablesnapImage> {
        Diffing(toData: toData, fromData: fromData, diff: diff)
    }

    /// A PNG attached to the failure (named where XCTest's attachments have names).
    static func attachment(_ data: Data, named name: String) -> XCTAttachment {
        let attachment = XCTAttachment(data: data)
        #if canImport(Darwin)
        attachment.name = name
        #endif
        return attachment
    }
}

/// A drawing that failed, reported as the current test's failure with tablesnap's error: the
/// issue itself under Swift Testing ("Caught error: tablesnap could not draw …"), else `XCTFail`.
struct DrawingFailure: Error, CustomStringConvertible {
    var description: String

    static func report(_ message: String) {
        if Test.current != nil {
            Issue.record(DrawingFailure(description: message))
        } else {
            XCTFail(message)
        }
    }
}
