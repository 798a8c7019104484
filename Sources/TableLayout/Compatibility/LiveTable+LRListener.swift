/// LRTableModel's listener protocol (`LRTableModelEventListener`) on a live table: its
/// batches told as LR's single-row events (``TableBatch/lrEvents``), for code written
/// against LR's model.
extension LiveTable {
    /// What an LRTableModel listener hears: `tableModelWillBeginUpdates`,
    /// `tableModelChanged:`, `tableModelDidEndUpdates`.
    public enum LRChange: Hashable, Sendable {
        case willBeginUpdates
        case changed(LREvent)
        case didEndUpdates
    }

    /// Registers a listener of LRTableModel's events.
    @discardableResult
    public func addLRListener(_ listener: @escaping (LRChange) -> Void) -> ListenerToken {
        var pending: [TableEvent] = []
        return addListener { change in
            switch change {
            case .begin: pending = []; listener(.willBeginUpdates)
            case .event(let event): pending.append(event)
            case .end:
                for event in TableBatch(pending).lrEvents { listener(.changed(event)) }
                listener(.didEndUpdates)
            }
        }
    }
}
