import Foundation
import TableLayout
import TableRaster

/// The screen benchmark of `tablesnap bench` (docs/screen.md; figures in docs/performance.md):
/// the render benchmark's table drawn as a whole iPhone 13 screen (390 × 844 pt at scale 3:
/// status bar, large title, search field, two bar buttons, a tab bar of four items, the home
/// indicator), its bars laid out and drawn each time, against the same table drawn alone in a
/// viewport of the same size. Runs alternate and scroll to rows not drawn before.
struct ScreenBenchmark {
    struct Figures {
        var screen: Samples
        var tableOnly: Samples
    }

    static let runs = 40
    let engine: TextEngine
    /// How many samples each figure takes (fewer with `--quick`).
    var sampling: Sampling = .full

    static let screen = Screen(
        device: "iphone13",
        navigationBar: .init(title: "Mailboxes", trailing: [.init(symbol: "square.and.pencil"), .init(title: "Edit")]),
        search: .init(),
        tabBar: .init(items: [.init(title: "Mail", symbol: "envelope", badge: "3"), .init(title: "Calendar", symbol: "calendar"),
                              .init(title: "Contacts", symbol: "person"), .init(title: "Settings", symbol: "gear")]))

    func run() throws(RenderError) -> Figures {
        let live = LiveTable(layingOut: RenderBenchmark.inbox(rows: 1_000_000), measurer: FreeTypeTextMeasurer(engine: engine))
        let renderer = TableRenderer(live, appearance: .light, scale: 3, engine: engine)
        guard let device = DeviceScreen.named(ScreenBenchmark.screen.device ?? "") else { throw RenderError("no iphone13 preset") }
        let measurer = FreeTypeTextMeasurer(engine: engine)
        var screen = Samples(), tableOnly = Samples()
        for run in 0..<(sampling.count(ScreenBenchmark.runs) + 2) {
            // Each side at rows neither has drawn: text shaped afresh on both.
            let offset = Double(run) * 20_000
            var failure: RenderError?
            let tableTime = Stopwatch.measure {
                do throws(RenderError) { blackHole(try renderer.render(Viewport(offset: offset, height: device.height))) } catch { failure = error }
            }
            let screenTime = Stopwatch.measure {
                let layout = ScreenLayout(ScreenBenchmark.screen, device: device, offset: offset + 10_000,
                                          contentHeight: live.geometry.contentHeight, measurer: measurer)
                do throws(RenderError) { blackHole(try renderer.render(layout)) } catch { failure = error }
            }
            if let failure { throw failure }
            if run >= 2 {  // the first two warm up fonts and caches
                tableOnly.add(tableTime)
                screen.add(screenTime)
            }
        }
        return Figures(screen: screen, tableOnly: tableOnly)
    }
}
