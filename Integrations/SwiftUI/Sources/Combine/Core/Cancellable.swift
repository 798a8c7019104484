/// What can be cancelled: a subscription, a scheduled action, a connection.
public protocol Cancellable {
    /// Stops the activity and frees what it holds; cancelling twice does nothing more.
    func cancel()
}

extension Cancellable {
    /// Keeps this activity alive in `set` (wrapped in an ``AnyCancellable``).
    public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }

    /// Keeps this activity alive in `collection` (wrapped in an ``AnyCancellable``).
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }
}
