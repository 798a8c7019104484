/// One change of a batch, in UIKit's terms (docs/live-tables.md, Batches and events): deletes
/// and reloads carry indexes from before the batch, inserts from after it, moves both. A client
/// can hand a batch to `UITableView.performBatchUpdates` as it is.
public enum TableEvent: Hashable, Sendable {
    case deleteSection(Int)
    case insertSection(Int)
    case reloadSection(Int)
    case moveSection(from: Int, to: Int)
    case delete(RowPath)
    case insert(RowPath)
    case reload(RowPath)
    case move(from: RowPath, to: RowPath)
}

/// A set of changes applied at once, bracketed by `begin` / `end` for listeners.
public struct TableBatch: Hashable, Sendable {
    public var events: [TableEvent]

    /// - Complexity: O(1).
    public init(_ events: [TableEvent] = []) { self.events = events }

    /// Events in a canonical order (sections before rows; deletes, inserts, moves, reloads),
    /// so two batches with the same changes compare equal.
    /// - Complexity: O(k log k) for k events.
    public var sorted: TableBatch {
        // Each event's rank is worked out once, not at every comparison.
        TableBatch(events.map { (TableBatch.rank($0), $0) }.sorted { $0.0 < $1.0 }.map(\.1))
    }

    private static func rank(_ event: TableEvent) -> (Int, Int, Int, Int, Int) {
        switch event {
        case .deleteSection(let s): return (0, s, 0, 0, 0)
        case .insertSection(let s): return (1, s, 0, 0, 0)
        case .moveSection(let from, let to): return (2, from, to, 0, 0)
        case .reloadSection(let s): return (3, s, 0, 0, 0)
        case .delete(let p): return (4, p.section, p.row, 0, 0)
        case .insert(let p): return (5, p.section, p.row, 0, 0)
        case .move(let from, let to): return (6, from.section, from.row, to.section, to.row)
        case .reload(let p): return (7, p.section, p.row, 0, 0)
        }
    }
}
