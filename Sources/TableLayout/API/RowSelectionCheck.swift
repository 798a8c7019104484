/// Whether a row may be selected (UIKit's `willSelectRowAt` returning nil vetoes it). Two
/// checks are equal only if they are the same check, so rows stay `Equatable`.
public struct RowSelectionCheck: Equatable, Sendable {
    private let id: Identity
    public let allows: @Sendable (Row) -> Bool

    public init(_ allows: @escaping @Sendable (Row) -> Bool) {
        self.allows = allows
        id = Identity()
    }

    public static func == (a: RowSelectionCheck, b: RowSelectionCheck) -> Bool { a.id === b.id }

    private final class Identity: Sendable {}
}
