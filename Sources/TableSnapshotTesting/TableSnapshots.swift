import TableSnapshot
import Testing

/// The record mode for the snapshots of a scope: set by ``withTableSnapshots(record:_:)`` or
/// the ``Testing/Trait/tableSnapshots(record:)`` trait; a call's own `record:` wins over it,
/// and it over `TABLESNAP_RECORD`.
public enum TableSnapshots {
    @TaskLocal public static var record: RecordMode?
}

/// Runs `body` with its snapshots recorded as `record` says.
public func withTableSnapshots<R>(record: RecordMode, _ body: () throws -> R) rethrows -> R {
    try TableSnapshots.$record.withValue(record, operation: body)
}

/// Runs `body` with its snapshots recorded as `record` says.
public func withTableSnapshots<R>(record: RecordMode, isolation: isolated (any Actor)? = #isolation,
                                  _ body: () async throws -> R) async rethrows -> R {
    try await TableSnapshots.$record.withValue(record, operation: body)
}

/// `@Test(.tableSnapshots(record: .failed))` or on a `@Suite`: the record mode of every
/// snapshot in the test or suite.
public struct TableSnapshotsTrait: TestTrait, SuiteTrait, TestScoping {
    public var record: RecordMode
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await TableSnapshots.$record.withValue(record) { try await function() }
    }
}

extension Trait where Self == TableSnapshotsTrait {
    /// Records this test's (or suite's) snapshots as `record` says.
    public static func tableSnapshots(record: RecordMode) -> Self { TableSnapshotsTrait(record: record) }
}
