/// What draws the list: UIKit's `UITableView` with its own section title views
/// (`titleForHeaderInSection` / `titleForFooterInSection`), or SwiftUI's `List` and `Form`,
/// whose section headers and footers are SwiftUI's views. The two space a titled band
/// differently (docs/geometry.md, Heights; measured on docs/fidelity.md's corpus): UIKit's
/// titled header has 23 pt above its text and its titled footer 7.25 pt below it, SwiftUI's
/// 15.5 and 15.25; and UIKit draws a header titled with the empty string as a titled band
/// with no text. SwiftUI drew its lists with a `UITableView` until iOS 15
/// (`swiftUITableView`: SwiftUI's bands, UIKit's margins) and with a collection view's list
/// since iOS 16 (`swiftUI`), whose margins are 20 pt from 375 pt wide
/// (``TablePresentation/layoutMargin(tableWidth:framework:)``).
public enum ListFramework: String, CaseIterable, Sendable {
    case uiKit, swiftUI, swiftUITableView
}
