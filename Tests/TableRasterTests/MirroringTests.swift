import Foundation
import Testing
@testable import TableRaster
import TableLayout
import TestSupport

/// Right-to-left: natural alignment and the mirrored interface, measured from the pixels.
@Suite struct MirroringTests {
    static let white: UInt32 = 0xFFFF_FFFF

    /// Rows of controls only (no text, which is never mirrored), in every accessory and
    /// editing state UIKit mirrors.
    static func controls(_ direction: LayoutDirection, style: TableStyle) -> Table {
        var rows: [Row] = []
        for accessory in [Row.Accessory.none, .disclosureIndicator, .detailButton, .detailDisclosureButton, .switch] {
            var row = Row()
            row.accessory = accessory
            rows.append(row)
        }
        var on = Row(); on.accessory = .switch; on.isOn = true
        var delete = Row(); delete.editing = .delete
        var insert = Row(); insert.editing = .insert; insert.indentationLevel = 2
        var reorder = Row(); reorder.showsReorderControl = true
        rows += [on, delete, insert, reorder]
        var table = Table(width: 390, style: style)
        table.layoutDirection = direction
        table.headerHeight = .points(30.3)
        table.sections = [Section(header: SectionBand(title: ""), rows: RowList(rows))]
        return table
    }

    @Test(arguments: [1.0, 2.0, 3.0], TableStyle.allCases)
    func aRightToLeftTableIsTheMirrorOfItsLeftToRightOne(scale: Double, style: TableStyle) throws {
        let (ltr, _) = try RenderedPixels.render(Self.controls(.leftToRight, style: style), offset: 0, height: 450, scale: scale)
        let (rtl, _) = try RenderedPixels.render(Self.controls(.rightToLeft, style: style), offset: 0, height: 450, scale: scale)
        let mirrored = ltr.mirrored()
        // Antialiased edges are sampled on a grid that is not itself mirrored: allow a few
        // levels on edge pixels, nothing more.
        // Loops over buffers, not zip and map: this runs for millions of pixels in a debug build.
        var far = 0, near = 0
        let all = rtl.all
        all.withUnsafeBufferPointer { rtlPixels in
            mirrored.withUnsafeBufferPointer { mirroredPixels in
                for k in 0..<min(rtlPixels.count, mirroredPixels.count) where rtlPixels[k] != mirroredPixels[k] {
                    let (a, b) = (rtlPixels[k], mirroredPixels[k])
                    let delta = max(abs(Int(a >> 16 & 0xFF) - Int(b >> 16 & 0xFF)), abs(Int(a >> 8 & 0xFF) - Int(b >> 8 & 0xFF)),
                                    abs(Int(a & 0xFF) - Int(b & 0xFF)))
                    if delta > 24 { far += 1 } else { near += 1 }
                }
            }
        }
        #expect(all.count == mirrored.count)
        #expect(far == 0, "\(far) pixels differ from the mirror by more than edge antialiasing")
        #expect(near < all.count / 200)
        #expect(all.withUnsafeBufferPointer { Data(buffer: $0) } != ltr.all.withUnsafeBufferPointer { Data(buffer: $0) }, "the table is not symmetric to begin with")
    }

    func inkSpan(_ title: String, _ direction: LayoutDirection, width: Double = 390) throws -> (Double, Double) {
        var table = Table(width: width)
        table.layoutDirection = direction
        table.sections = [Section(rows: RowList([Row(title: title)]))]
        let (pixels, _) = try RenderedPixels.render(table, offset: 0, height: 44, scale: 2)
        let rows = 0..<pixels.height - 2  // above the separator's row
        let first = try #require(pixels.firstInk(rows: rows, columns: 0..<pixels.width, background: Self.white))
        let last = try #require(pixels.lastInk(rows: rows, columns: 0..<pixels.width, background: Self.white))
        return (Double(first) / 2, Double(last + 1) / 2)
    }

    @Test func naturalAlignmentPutsRightToLeftParagraphsOnTheRight() throws {
        // Left-to-right interface: English at the left margin, Hebrew and Arabic at the right one.
        let english = try inkSpan("Settings", .leftToRight)
        // (20 pt margins on a 390 pt table: docs/rendering.md, Margins.)
        #expect(abs(english.0 - 20) < 2.5 && english.1 < 200)
        for title in ["שלום עולם", "مرحبا بالعالم", "תפריט ראשי — Main menu 2024"] {
            let span = try inkSpan(title, .leftToRight)
            #expect(abs(span.1 - (390 - 20)) < 2.5 && span.0 > 60, "\(title): \(span)")
        }
        // Right-to-left interface: everything at the right margin, digits too.
        for title in ["Settings", "שלום", "2024"] {
            let span = try inkSpan(title, .rightToLeft)
            #expect(abs(span.1 - (390 - 20)) < 2.5, "\(title): \(span)")
        }
        // 16 pt margins on a 375 pt phone, mirrored as well.
        let narrow = try inkSpan("שלום", .rightToLeft, width: 375)
        #expect(abs(narrow.1 - (375 - 16)) < 2.5)
    }
}
