/// The user's preferred text size, as iOS's `UIContentSizeCategory`: Dynamic Type scales
/// every text style with it, and `automatic` rows and headers grow with their text.
/// `large` is iOS's default.
public enum ContentSize: String, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The five accessibility sizes, where UIKit also changes layouts (value1 cells stack
    /// their labels).
    ///
    /// - Complexity: O(1).
    public var isAccessibility: Bool { self >= .accessibility1 }
}

extension ContentSize: Comparable {
    /// - Complexity: O(1).
    public static func < (a: ContentSize, b: ContentSize) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
