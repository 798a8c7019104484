import Foundation
import TableLayout
import TableSnapshot
import Testing
import XCTest

/// Fails the current test when `table` no longer renders as its golden.
///
///     @Test func settings() {
///         assertTableSnapshot(of: Table(width: 390) { Section("General") { Row("About") } })
///     }
///
/// The golden is `__Snapshots__/<test file>/<name>.png` beside the test file; `name`
/// defaults to the test function's name (numbered when a test takes several). Set
/// `TABLESNAP_RECORD` to `all`, `failed`, `missing` or `never` to choose what is recorded
/// (default: missing goldens, except when `CI` is set). Works under Swift Testing and XCTest.
public func assertTableSnapshot(
    of table: Table, named name: String? = nil, options: TableSnapshotter.Options = .init(),
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let snapshotName = name ?? SnapshotNames.next(for: "\(filePath)", function: function)
    guard let message = TableSnapshotter.check(table, named: snapshotName, testFile: "\(filePath)", options: options) else { return }
    if Test.current != nil {
        Issue.record(Comment(rawValue: message),
                     sourceLocation: SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}

/// Names for unnamed snapshots: the test's name, then `name.2`, `name.3` … within a run.
enum SnapshotNames {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var counts: [String: Int] = [:]

    static func next(for file: String, function: String) -> String {
        let base = function.prefix { $0 != "(" }
        lock.lock()
        defer { lock.unlock() }
        let key = file + "#" + base
        counts[key, default: 0] += 1
        let count = counts[key]!
        return count == 1 ? String(base) : "\(base).\(count)"
    }
}
