import Foundation
@testable import TableLayout
import TablePipeline
import TestSupport
import Testing

/// The space between two groups of a grouped table is the first one's footer and the next
/// one's header (docs/geometry.md, Heights), spaced as what draws the list spaces them:
/// UIKit's section title views (measured on the `onion` pairs, iOS 16, and issue 31's
/// pictures: 62.67 pt under a group without a footer, 75.33 from a one-line footer's group,
/// 47.0 for a header titled "") or SwiftUI's List and Form (`qtvc`, iOS 15: 55.4 and 75.7).
@Suite struct GroupedBandTests {
    /// The gap from the first group's bottom to the second group's top when the second
    /// section's header is `header` and the first's footer `footer` (YAML values or nil).
    static func gap(header: String?, footer: String? = nil, framework: String) throws -> Double {
        var text = "width: 430\nstyle: grouped\nframework: \(framework)\nsections:\n  - rows: [{title: One}]\n"
        if let footer { text += "    footer: \(footer)\n" }
        text += "  - rows: [{title: Two}]\n"
        if let header { text += "    header: \(header)\n" }
        let loaded = try LoadedTable.load(text: text, file: "/nonexistent/t.yaml")
        let first = loaded.geometry.frame(ofRow: RowPath(section: 0, row: 0))
        return loaded.geometry.frame(ofRow: RowPath(section: 1, row: 0)).y - first.maxY
    }

    @Test func uiKitsTitledHeaderUnderAGroupWithoutAFooterIsWhereUIKitPutsIt() throws {
        #expect(abs(try Self.gap(header: "Search", framework: "uiKit") - 62.67) <= 0.5)
        #expect(abs(try Self.gap(header: "Search", framework: "swiftUI") - 55.4) <= 0.5)
    }

    @Test func aOneLineFooterAndHeaderAreAsFarApartInBoth() throws {
        let footer = "Choose how long app remembers open tabs."
        #expect(abs(try Self.gap(header: "Search", footer: footer, framework: "uiKit") - 75.33) <= 0.5)
        #expect(abs(try Self.gap(header: "Search", footer: footer, framework: "swiftUI") - 75.7) <= 0.5)
    }

    @Test func aHeaderTitledWithTheEmptyStringIsABandWithNoTextInUIKit() throws {
        #expect(abs(try Self.gap(header: "\"\"", framework: "uiKit") - 47.0) <= 0.5)
        // No header at all, and SwiftUI's: the empty bands alone.
        #expect(try Self.gap(header: nil, framework: "uiKit") == 35)
        #expect(try Self.gap(header: "\"\"", framework: "swiftUI") == 35)
    }
}
