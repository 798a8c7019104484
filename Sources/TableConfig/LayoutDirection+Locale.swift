import Foundation
import TableLayout

extension LayoutDirection {
    /// The direction iOS lays an app out in for `locale`: its language's script's
    /// (`ar`, `he`, `fa`, `ur` right to left), as Foundation's `characterDirection` says.
    public init(locale: Locale) {
        self = locale.language.characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
