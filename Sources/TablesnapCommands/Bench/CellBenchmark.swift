import Foundation
import TableLayout
import TableRaster

/// The custom-cell benchmarks of `tablesnap bench` (docs/cells.md; goals in
/// docs/performance.md): measuring a custom cell of 3 stacks and 6 elements against a
/// subtitle cell, and drawing a viewport of custom rows against one of stock rows, in the
/// same run. Every row's text differs, so text is shaped afresh, not served from the cache.
struct CellBenchmark {
    struct Figures {
        var measureCustom: Samples
        var measureSubtitle: Samples
        var drawCustom: Samples
        var drawStock: Samples
        var rowsPerViewport: Int
    }

    let engine: TextEngine
    /// How many samples each figure takes (fewer with `--quick`).
    var sampling: Sampling = .full
    /// 19 rows of 76 pt, as the target states it.
    static let viewportHeight = 19 * 76.0

    /// The custom cell: 3 stacks and 6 leaves — a symbol tile, the subtitle cell's title and
    /// subtitle (the same words, so both cells shape the same text), a chevron, a count badge
    /// and an unread dot.
    static var customTemplate: Row {
        var row = Row(height: .points(76))
        row.content = CellContent(CellElement.hstack(spacing: 12) {
            CellElement.symbol("envelope.fill", tile: .semantic(.systemBlue))
            CellElement.vstack(spacing: 2, alignment: .fill) {
                CellElement.hstack(spacing: 4, alignment: .firstBaseline) {
                    CellElement.text("Row {index}: a title").width(.fill(weight: 1))
                    CellElement.symbol("chevron.right", style: .footnote, color: .semantic(.tertiaryLabel))
                }
                CellElement.text("Subtitle of row {index}", style: .subheadline, color: .semantic(.secondaryLabel))
            }.width(.fill(weight: 1))
            CellElement.badge("3")
            CellElement.dot()
        }.padding(ElementInsets(top: 10, bottom: 10)))
        return row
    }

    static var subtitleTemplate: Row {
        var row = Row(title: "Row {index}: a title", style: .subtitle, height: .points(76))
        row.subtitle = "Subtitle of row {index}"
        row.accessory = .disclosureIndicator
        return row
    }

    static func table(_ template: Row, rows: Int) -> Table {
        Table(width: 390, style: .plain, sections: [
            Section(rows: RowList([.repeated(RepeatedRows(count: rows, template: template, heights: [76]))])),
        ])
    }

    func run() throws(RenderError) -> Figures {
        let measurer = FreeTypeTextMeasurer(engine: engine)
        // The table the rows are measured in: the drawn tables' settings.
        let measuredIn = CellBenchmark.table(CellBenchmark.subtitleTemplate, rows: 1)
        // Measuring: batches of 200 rows, each row's own words (the two cells' rows differ, so
        // neither finds the other's text already shaped).
        func measure(_ template: Row, batch: Int) -> Double {
            let first = (template.content == nil ? 1_000_000 : 0) + batch * 200
            let rows = (0..<200).map { template.resolvingPlaceholders(index: first + $0) }
            var sum = 0.0
            let time = Stopwatch.measure { for row in rows { sum += measurer.rowHeight(for: row, in: measuredIn) } }
            blackHole(sum)
            return time / 200
        }
        var measureCustom = Samples(), measureSubtitle = Samples()
        for batch in 0..<(sampling.count(40) + 2) {
            // Alternated, so both see the same machine; the first two batches warm up.
            let custom = measure(CellBenchmark.customTemplate, batch: batch)
            let subtitle = measure(CellBenchmark.subtitleTemplate, batch: batch)
            if batch >= 2 { measureCustom.add(custom); measureSubtitle.add(subtitle) }
        }
        // Drawing: a viewport of 19 rows (76 pt each) at scale 3, scrolled to rows not drawn before.
        func renderer(_ template: Row) -> (TableRenderer, LiveTable) {
            let live = LiveTable(layingOut: CellBenchmark.table(template, rows: 100_000), measurer: measurer)
            return (TableRenderer(live, appearance: .light, scale: 3, engine: engine), live)
        }
        let (custom, live) = renderer(CellBenchmark.customTemplate), (stock, _) = renderer(CellBenchmark.subtitleTemplate)
        var drawCustom = Samples(), drawStock = Samples()
        for run in 0..<(sampling.count(30) + 2) {
            let viewport = Viewport(offset: Double(run) * 20_000, height: CellBenchmark.viewportHeight)
            var failure: RenderError?
            let a = Stopwatch.measure { do throws(RenderError) { blackHole(try custom.render(viewport)) } catch { failure = error } }
            let b = Stopwatch.measure { do throws(RenderError) { blackHole(try stock.render(viewport)) } catch { failure = error } }
            if let failure { throw failure }
            if run >= 2 { drawCustom.add(a); drawStock.add(b) }
        }
        let rows = live.geometry.visibleItems(in: Viewport(offset: 0, height: CellBenchmark.viewportHeight)).rows.count
        return Figures(measureCustom: measureCustom, measureSubtitle: measureSubtitle, drawCustom: drawCustom, drawStock: drawStock,
                      rowsPerViewport: rows)
    }
}

extension BenchTable {
    static func lines(_ cells: CellBenchmark.Figures) -> String {
        func line(_ name: String, _ samples: Samples, _ baseline: Samples) -> String {
            pad("", 10) + pad(name, 24) + pad(duration(samples.median), 11, right: true) + pad(duration(samples.p99), 11, right: true)
                + pad(duration(baseline.median), 11, right: true) + pad(ratio(samples.median / baseline.median), 9, right: true)
        }
        return ["custom cells (3 stacks, 6 elements, the subtitle cell's words) against subtitle cells; ratio = custom / stock",
                line("measure a row", cells.measureCustom, cells.measureSubtitle),
                line("draw \(cells.rowsPerViewport) rows @3x", cells.drawCustom, cells.drawStock)].joined(separator: "\n")
    }

    static func json(_ cells: CellBenchmark.Figures) -> DataValue {
        .object([
            ("measureCustomMedianNs", .number(cells.measureCustom.median.rounded())),
            ("measureSubtitleMedianNs", .number(cells.measureSubtitle.median.rounded())),
            ("drawCustomMedianNs", .number(cells.drawCustom.median.rounded())),
            ("drawStockMedianNs", .number(cells.drawStock.median.rounded())),
            ("rowsPerViewport", .number(Double(cells.rowsPerViewport))),
        ])
    }
}
