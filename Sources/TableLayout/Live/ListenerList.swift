/// The listeners of a model that announces its changes (LiveTable, CollectionTableModel): each
/// under the number it was given, heard in the order they registered (docs/live-tables.md).
struct ListenerList<Event> {
    private var entries: [(id: Int, hear: (Event) -> Void)] = []
    private var lastID = 0

    /// Registers `hear` and returns its number, new for each registration.
    /// - Complexity: O(1).
    mutating func add(_ hear: @escaping (Event) -> Void) -> Int {
        lastID += 1
        entries.append((lastID, hear))
        return lastID
    }

    /// Stops listener `id` hearing anything.
    /// - Complexity: O(listeners).
    mutating func remove(_ id: Int) {
        entries.removeAll { $0.id == id }
    }

    /// The listeners as they are now, in registration order: one a listener adds or removes
    /// while hearing a change takes part from the next announcement.
    var current: [(Event) -> Void] { entries.map(\.hear) }
}
