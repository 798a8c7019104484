import Foundation
import TableLayout
import TableSnapshot
import Testing
#if canImport(_Testing_Foundation)
import _Testing_Foundation  // Data as an attachment (Swift Testing's Foundation overlay)
#endif
import XCTest

/// Fails the current test when `table` no longer renders as its golden.
///
///     @Test func settings() {
///         assertTableSnapshot(of: Table(width: 390) { Section("General") { Row("About") } })
///     }
///
/// The golden is `__Snapshots__/<test file>/<name>.png` beside the test file; `name`
/// defaults to the test function's name, with the arguments of a parameterised test
/// (`sizes(390)`), and the line of the call when one test makes several. What is recorded:
/// `record:` here, else the enclosing `withTableSnapshots(record:)` or
/// `.tableSnapshots(record:)` trait, else `TABLESNAP_RECORD` (`all`, `failed`, `missing`,
/// `never`), else missing goldens except on CI. Works under Swift Testing and XCTest.
public func assertTableSnapshot(
    of table: Table, named name: String? = nil, record: RecordMode? = nil, options: TableSnapshotter.Options = .init(),
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let call = SnapshotCall(name: name, record: record, fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    call.run { place, mode in TableSnapshotter.check(table, at: place, options: options, mode: mode) }
}

/// Fails the current test when the config at `path` (relative to the test file's folder)
/// no longer renders as its golden, drawn as `tablesnap verify` draws it.
///
///     @Test func settingsScreen() { assertTableSnapshot(config: "Fixtures/settings.yaml") }
public func assertTableSnapshot(
    config path: String, named name: String? = nil, record: RecordMode? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let call = SnapshotCall(name: name, record: record, fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    call.run { place, mode in TableSnapshotter.check(config: path, at: place, mode: mode) }
}

/// Fails the current test when the geometry of `table` in `viewport` (what `tablesnap
/// query` prints: rows, headers and footers with their frames, as JSON text) differs from
/// its golden `<name>.json`: a text snapshot, as swift-snapshot-testing has them. Laid out
/// with tablesnap's fonts, so `automatic` heights are those drawn.
public func assertGeometrySnapshot(
    of table: Table, viewport: Viewport? = nil, named name: String? = nil, record: RecordMode? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let call = SnapshotCall(name: name, record: record, fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    call.run { place, mode in
        let text: String
        do { text = try TableSnapshotter.geometryJSON(of: table, viewport: viewport) } catch {
            return TableSnapshotter.Failure(message: "snapshot '\(place.name)' could not be laid out: \(error)")
        }
        return TableSnapshotter.check(text: text, ext: "json", at: place, mode: mode)
    }
}

/// One assertion: its name, record mode and source location, and how to report.
struct SnapshotCall {
    var name: String?
    var record: RecordMode?
    var fileID: String
    var filePath: StaticString
    var function: String
    var line: UInt
    var column: UInt

    func run(_ check: (TableSnapshotter.Place, RecordMode) -> TableSnapshotter.Failure?) {
        let file = "\(filePath)"
        guard let snapshotName = name ?? SnapshotNames.name(file: file, function: function,
                                                           arguments: SnapshotNames.currentArguments(), line: Int(line)) else {
            report(TableSnapshotter.Failure(message: "this parameterised test's arguments cannot be read to name its snapshot; pass named: (from the arguments)"))
            return
        }
        let mode = record ?? TableSnapshots.record ?? TableSnapshotter.recordMode()
        guard let failure = check(TableSnapshotter.Place(testFile: file, test: function, name: snapshotName), mode) else { return }
        report(failure, name: snapshotName)
    }

    /// Swift Testing: the failure's text as the issue itself (not "Issue recorded"), and the
    /// actual and diff images attached; XCTest: `XCTFail`.
    private func report(_ failure: TableSnapshotter.Failure, name: String = "snapshot") {
        if Test.current != nil {
            let location = SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
            #if canImport(_Testing_Foundation)
            if let actual = failure.actual { Attachment.record(actual, named: "\(name).actual.png", sourceLocation: location) }
            if let diff = failure.diff { Attachment.record(diff, named: "\(name).diff.png", sourceLocation: location) }
            #endif
            Issue.record(SnapshotFailure(description: failure.message), sourceLocation: location)
        } else {
            XCTFail(failure.message, file: filePath, line: line)
        }
    }
}

/// A snapshot that did not pass, as Swift Testing shows it.
struct SnapshotFailure: Error, CustomStringConvertible {
    var description: String
}
