/// What happens when a row is selected. Two actions are equal only if they are the same
/// action (closures cannot be compared), so rows stay `Equatable`.
public struct RowAction: Equatable, Sendable {
    private let id: Identity
    package let perform: @Sendable (Row) -> Void

    public init(_ perform: @escaping @Sendable (Row) -> Void) {
        self.perform = perform
        id = Identity()
    }

    public static func == (a: RowAction, b: RowAction) -> Bool { a.id === b.id }

    private final class Identity: Sendable {}
}
