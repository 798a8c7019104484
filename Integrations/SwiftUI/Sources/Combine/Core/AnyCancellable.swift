/// A cancellable that cancels when it is released: a view model keeps its subscriptions
/// alive by holding these (`.store(in: &cancellables)`).
public final class AnyCancellable: Cancellable, Hashable {
    private let lock = Lock()
    private var action: (() -> Void)?

    /// Calls `cancel` on `cancel()` or release, once.
    public init(_ cancel: @escaping () -> Void) { action = cancel }

    /// Cancels `canceller` on `cancel()` or release, once.
    public init<C: Cancellable>(_ canceller: C) { action = canceller.cancel }

    deinit { cancel() }

    public func cancel() {
        let action = lock.withLock { () -> (() -> Void)? in
            defer { self.action = nil }
            return self.action
        }
        action?()
    }

    /// - Complexity: O(1) on average.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// - Complexity: amortised O(1).
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
