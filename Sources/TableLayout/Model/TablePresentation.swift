/// Where the table is shown: the whole screen (or a split-view column, a popover), or an
/// iPad's form sheet, whose cells UIKit lays out with other margins and padding
/// (docs/geometry.md, Heights and Margins; measured on docs/fidelity.md's
/// `onion-settings-ipad-ios16`: a 704 pt form sheet on an iPad Pro 12.9″, iOS 16).
public enum TablePresentation: String, CaseIterable, Sendable {
    case fullScreen, formSheet

    /// The layout margin at a table `width` points wide, drawn by `framework`. UIKit's
    /// `systemMinimumLayoutMargins`: 16 pt on tables up to 375 pt wide (SE, mini, X), 20 pt
    /// from 390 pt (every later phone, the iPad), as the fidelity corpus measures UITableView
    /// at 320, 375, 390, 393 and 402 pt. SwiftUI's List and Form (a collection view's list
    /// since iOS 16) take 20 pt from 375 pt: the corpus's ScanNow Forms at 375 pt, iOS 17 and
    /// 18, inset their groups and their content 20 pt each (docs/fidelity.md). 16 pt in a form
    /// sheet whatever its width (704 pt measured).
    ///
    /// - Complexity: O(1).
    package func layoutMargin(tableWidth width: Double, framework: ListFramework) -> Double {
        if self == .formSheet { return 16 }
        let widestWith16 = framework == .swiftUI ? 374.0 : 375.0
        return width > widestWith16 ? 20 : 16
    }

    /// The space above and below a stock cell's text: 11 pt (a one-line row is 44 pt), 15 pt
    /// in a form sheet (a one-line row is 52 pt, its text and switch centred).
    ///
    /// - Complexity: O(1).
    package var stockVerticalPadding: Double { self == .formSheet ? 15 : 11 }

    /// The least height of a stock row: 44 pt, 52 pt in a form sheet.
    ///
    /// - Complexity: O(1).
    package var stockMinimumRowHeight: Double { self == .formSheet ? 52 : 44 }
}
