import Foundation
import SwiftUI
import TableLayout
import TablePipeline
import TableRaster
import TableSnapshotSwiftUI

/// Renders tables and resolved views to PNG bytes, for the tests that hold a SwiftUI view
/// against the cell-language table it stands for.
@MainActor
enum Render {
    static let engine: TextEngine = {
        do { return TextEngine(fonts: try FontSet()) } catch { preconditionFailure("fonts: \(error)") }
    }()

    static func png(_ table: TableLayout.Table, appearance: Appearance = .light, scale: Int = 2) throws -> Data {
        let loaded = LoadedTable(table: table, engine: engine, appearance: appearance, scale: scale)
        return try loaded.renderPNG(loaded.layOutWholeContent(), scale: scale, appearance: appearance)
    }

    static func png<V: SwiftUI.View>(_ view: V, appearance: ColorScheme = .light) throws -> Data {
        let resolved = ResolvedView(view, device: SnapshotDevice(name: "test", width: 390, scale: 2), appearance: appearance)
        return try png(resolved.table, appearance: resolved.appearance)
    }

    /// The table a view resolves to on a 390 pt device.
    static func table<V: SwiftUI.View>(_ view: V) -> TableLayout.Table {
        ResolvedView(view, device: SnapshotDevice(name: "test", width: 390, scale: 2)).table
    }

    /// An insetGrouped, automatic-height table of one section, as SwiftUI's List and Form are
    /// (no top padding above the first section but in the plain style).
    static func expected(width: Double = 390, style: TableStyle = .insetGrouped, _ sections: [TableLayout.Section]) -> TableLayout.Table {
        var table = TableLayout.Table(width: width, style: style, sections: sections)
        table.rowHeight = .automatic
        table.framework = .swiftUI
        if style != .plain { table.tableHeader = TableBand(height: 0) }
        return table
    }

    static func row(_ title: String, style: Row.Style = .default) -> Row {
        var row = Row(title: title, style: style)
        row.lines = 0
        row.height = .automatic
        return row
    }
}
