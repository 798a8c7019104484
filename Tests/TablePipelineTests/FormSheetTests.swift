import Foundation
@testable import TableConfig
@testable import TableLayout
import TablePipeline
import TestSupport
import Testing

/// A table in an iPad's form sheet (docs/geometry.md, Heights and Margins): UIKit's 16 pt
/// margins and 52 pt one-line stock rows, as `onion-settings-ipad-ios16` measures them, where
/// the same table on a full screen 704 pt wide has 20 pt margins and 44 pt rows.
@Suite struct FormSheetTests {
    static let sections = """
        sections:
          - rows:
              - {title: Default Security, detail: Silver, style: value1, accessory: disclosureIndicator}
              - {title: Auto-Complete, accessory: switch}
              - {title: "Tell websites that you object to processing and selling of your personal data, which takes two lines", lines: 0}
        """

    static func load(_ head: String) throws -> LoadedTable {
        try LoadedTable.load(text: head + sections, file: "/nonexistent/t.yaml")
    }

    static func height(_ loaded: LoadedTable, row: Int) -> Double {
        loaded.geometry.frame(ofRow: RowPath(section: 0, row: row)).height
    }

    /// The part of row `row` at `x`, as `query --point` answers it.
    static func part(_ loaded: LoadedTable, row: Int, x: Double) -> RowPart? {
        let frame = loaded.geometry.frame(ofRow: RowPath(section: 0, row: row))
        return RowHit.find(x: x, y: frame.y + frame.height / 2, in: loaded.viewport(), table: loaded.table,
                           geometry: loaded.geometry, trailingInset: 0)?.part
    }

    @Test func aFormSheetsStockRowsAreFifteenPointsAboveAndBelowTheirText() throws {
        let head = "width: 704\nstyle: grouped\nrowHeight: automatic\n"
        let sheet = try Self.load(head + "presentation: formSheet\n")
        let screen = try Self.load(head)
        #expect(sheet.table.presentation == .formSheet && screen.table.presentation == .fullScreen)
        for row in 0..<2 {
            #expect(Self.height(sheet, row: row) == 52)
            #expect(Self.height(screen, row: row) == 44)
        }
        // Two lines: the same text, 8 pt more padding (15 above and below, not 11).
        #expect(Self.height(sheet, row: 2) == Self.height(screen, row: 2) + 8)
    }

    @Test func aFormSheetsControlsEndSixteenPointsFromItsEdge() throws {
        let head = "width: 704\nstyle: grouped\n"
        let sheet = try Self.load(head + "presentation: formSheet\n")
        let screen = try Self.load(head)
        // The 51 pt switch ends 16 pt from the sheet's edge (688), 20 pt on a full screen (684).
        #expect(Self.part(sheet, row: 1, x: 687.5) == .switch)
        #expect(Self.part(sheet, row: 1, x: 636.5) == .content)
        #expect(Self.part(screen, row: 1, x: 687.5) == .content)
        #expect(Self.part(screen, row: 1, x: 633.5) == .switch)
    }

    /// The preset makes the table a form sheet's, whichever way it is named: `screen: {device}`,
    /// `--device` (a variant), and the screen's bar is the sheet's 56 pt one.
    @Test func theFormSheetPresetLaysTheTableOutAsASheets() throws {
        let onScreen = try Self.load("width: 704\nstyle: grouped\nrowHeight: automatic\nscreen: {device: ipadProFormSheet, navigationBar: {title: Settings, displayMode: inline}}\n")
        #expect(onScreen.table.presentation == .formSheet && Self.height(onScreen, row: 0) == 52)
        let layout = try #require(onScreen.screenLayout(offset: 0))
        #expect(layout.navigationBar?.height == BarMetrics.formSheetBar && layout.statusBar.height == 0)
        #expect(layout.homeIndicator == nil)
        // The content starts under the sheet's 56 pt bar (the Onion screenshot: the sheet's top
        // 44 pt down the screen, the bar's bottom 100).
        #expect(layout.contentTop == 56)

        let preset = try #require(DevicePreset.named("ipadProFormSheet"))
        let variant = try Self.load("width: 390\nstyle: grouped\nrowHeight: automatic\n").applying(SnapshotVariant(device: preset))
        #expect(variant.table.width == 704 && variant.table.presentation == .formSheet && Self.height(variant, row: 0) == 52)
        // And back: another device is a full screen again.
        let phone = try #require(DevicePreset.named("iphone16"))
        #expect(variant.applying(SnapshotVariant(device: phone)).table.presentation == .fullScreen)
    }

    @Test func aWrongPresentationIsRefusedWhereItIsWritten() throws {
        do {
            _ = try LoadedTable.load(text: "width: 704\npresentation: sheet\n" + Self.sections, file: "/nonexistent/t.yaml")
            Issue.record("loaded")
        } catch {
            #expect("\(error)".contains("t.yaml:2:15"), "\(error)")
            #expect("\(error)".contains("formSheet"), "\(error)")
        }
    }
}
