/// LRTableModel's single-row events: each index is valid at the moment the event is sent.
public enum LREvent: Hashable, Sendable {
    case insert(RowPath)
    case update(RowPath)
    case delete(RowPath)
    /// The data changed wholesale (no index): LR's `refreshedData`.
    case refresh
}

extension TableBatch {
    /// This batch as LRTableModel's events, one after another: updates (at their indexes
    /// before the batch), then deletes from the bottom up, then inserts from the top down,
    /// so every index is valid when its event arrives; a move is a delete and an insert.
    /// LR has no section events: a batch that changes sections is one `refresh`.
    public var lrEvents: [LREvent] {
        var updates: [RowPath] = [], deletes: [RowPath] = [], inserts: [RowPath] = []
        for event in events {
            switch event {
            case .deleteSection, .insertSection, .reloadSection, .moveSection: return [.refresh]
            case .delete(let p): deletes.append(p)
            case .insert(let p): inserts.append(p)
            case .reload(let p): updates.append(p)
            case .move(let from, let to):
                deletes.append(from)
                inserts.append(to)
            }
        }
        return updates.sorted().map(LREvent.update) + deletes.sorted(by: >).map(LREvent.delete)
            + inserts.sorted().map(LREvent.insert)
    }
}
