import Foundation
import Testing
import TableLayout
import TablePipeline
import TableSnapshot
@testable import TableServe
import TestSupport

/// The page in a real browser: Debian's Chromium, headless, driven over the DevTools
/// Protocol (``Chromium``), started once for the suite (its start is the costly part) and
/// walked through five scenes, each on a server of its own: the page (redraw on a save, an
/// error beside the last good render, hover outlined on the picture, click, scale and
/// device, an edit file's steps, a 1M-row table scrolled by the wheel's delta and moved at
/// once, variants side by side, refused paths, a review finished with the ticked and all),
/// ten tabs, an edit file changed under the step shown, details and layouts. In normal
/// use the console stays clean: no 4xx, no exception.
@Suite(.serialized, .enabled(if: Chromium.isInstalled, "needs Chromium at /usr/bin/chromium (scripts/install-deps.sh --test)"))
struct PreviewBrowserTests {
    @Test func thePageInHeadlessChromium() async throws {
        let browser = try await Chromium.start()
        try await thePage(browser)
        try await anyNumberOfTabs(browser)
        try await anEditFileChangedUnderTheStepShown(browser)
        try await detailsAndLayouts(browser)
    }

    /// Nothing in the console but what `allowed` expects; then forgotten.
    static func expectACleanConsole(_ browser: Chromium, _ scene: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        _ = try await browser.evaluate("1")  // the events sent so far are read with an answer
        #expect(browser.consoleProblems == [], "\(scene): \(browser.consoleProblems)", sourceLocation: sourceLocation)
        browser.clearConsoleProblems()
    }

    func thePage(_ browser: Chromium) async throws {
        let (_, folder) = try ServeFixture.make()
        try "width: 300\nvariants: {appearance: [light, dark]}\nsections: [{rows: [{title: Both}]}]\n"
            .write(to: folder.appendingPathComponent("both.yaml"), atomically: true, encoding: .utf8)
        let server = try await ServeProcess.start(folder: folder)
        let base = "http://127.0.0.1:\(server.port)"

        // Load the page; the first config's render arrives.
        try await browser.navigate("\(base)/?config=a.yaml")
        try await browser.wait(for: "document.body.dataset.queried >= 1 && document.getElementById('live').textContent.startsWith('live')")
        #expect(try await browser.evaluate("document.getElementById('view').naturalWidth") as? Int == 600, "300 pt at 2x")
        #expect(try await browser.evaluate("document.querySelectorAll('nav#configs button').length") as? Int == 9, "6 configs, 2 variants and an edit file")
        #expect(try await browser.evaluate("document.getElementById('view').naturalHeight") as? Int == 400, "the config's viewport: 200 pt")
        // A taller viewport than the config's, for the rows the edit steps show below.
        _ = try await browser.evaluate("(function (s) { s.value = '640'; s.dispatchEvent(new Event('change')); return 1; })(document.getElementById('height'))")
        try await browser.wait(for: "document.getElementById('view').naturalHeight === 1280")

        // A save redraws, pushed by the server: the new width shows without a reload.
        let generation = try #require(await browser.evaluate("Number(document.body.dataset.shownGeneration)") as? Int)
        try ServeFixture.table("One", width: 250).write(to: folder.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        try await browser.wait(for: "document.getElementById('view').naturalWidth === 500 && Number(document.body.dataset.shownGeneration) > \(generation)")

        // An error: its file:line:col beside the last good render.
        try "width: 250\nsections: [{rows: [{title: x, accessory: sparkle}]}]\n".write(to: folder.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        let error = try #require(await browser.wait(for: "!document.getElementById('error').hidden && document.getElementById('error').textContent") as? String)
        #expect(error.contains("a.yaml:2:"), "\(error)")
        #expect(try await browser.evaluate("document.getElementById('view').classList.contains('stale') && document.getElementById('view').naturalWidth") as? Int == 500)
        try ServeFixture.table("One").write(to: folder.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        try await browser.wait(for: "document.getElementById('error').hidden && document.getElementById('view').naturalWidth === 600")

        // Hover: what `query --point` says about the row under the pointer.
        let box = try #require(await browser.evaluate("(function (r) { return [r.left, r.top]; })(document.getElementById('view').getBoundingClientRect())") as? [Double])
        try await browser.moveMouse(x: box[0] + 100, y: box[1] + 60)
        let hover = try #require(await browser.wait(for: "document.getElementById('hover').dataset.hit") as? String)
        let point = ServeFixture.tablesnap(["query", folder.appendingPathComponent("a.yaml").path, "--point", "100,60"]).out
        #expect(try JSONSerialization.jsonObject(with: Data(hover.utf8)) as? NSDictionary == JSONSerialization.jsonObject(with: Data(point.utf8)) as? NSDictionary)
        let hoverText = try #require(await browser.evaluate("document.getElementById('hover').textContent") as? String)
        #expect(hoverText.hasPrefix("section 0 · row 0 · id one · frame y ") && hoverText.hasSuffix("element content"), "\(hoverText)")
        // Outlined on the picture where `query --point` puts the row, the element named.
        let pointed = try #require(JSONSerialization.jsonObject(with: Data(point.utf8)) as? [String: Any])
        let outline = try #require(await browser.evaluate("""
            (function (h, f) { var r = h.getBoundingClientRect(), g = f.getBoundingClientRect();
              return h.hidden ? null : [r.top - g.top, r.height, r.width, h.textContent]; })(document.getElementById('highlight'), document.getElementById('frame'))
            """) as? [Any])
        #expect(outline[0] as? Double == pointed["y"] as? Double && outline[1] as? Double == pointed["height"] as? Double, "\(outline) \(pointed)")
        #expect(outline[2] as? Double == 300 && outline[3] as? String == "content")
        try await browser.click(x: box[0] + 100, y: box[1] + 60)
        let selection = try #require(await browser.wait(for: "document.getElementById('selection').dataset.selection") as? String)
        #expect(selection.contains("\"id\":\"one\"") && selection.contains("deselected (the row deselects on select)"), "\(selection)")

        // Controls: scale 3 draws 900 px for 300 pt; a device preset its own width (se: 375 pt at 2x).
        _ = try await browser.evaluate("(function (s) { s.value = '3'; s.dispatchEvent(new Event('change')); return 1; })(document.getElementById('scale'))")
        try await browser.wait(for: "document.getElementById('view').naturalWidth === 900")
        _ = try await browser.evaluate("(function (s) { s.value = ''; s.dispatchEvent(new Event('change')); return 1; })(document.getElementById('scale'))")
        _ = try await browser.evaluate("(function (s) { s.value = 'se'; s.dispatchEvent(new Event('change')); return 1; })(document.getElementById('device'))")
        try await browser.wait(for: "document.getElementById('view').naturalWidth === 750")

        // The edit file's steps: step 1 inserts row 0:0, as `apply` says.
        _ = try await browser.evaluate("document.querySelector('nav#configs button.edits').click(), 1")
        try await browser.wait(for: "document.querySelectorAll('#step-buttons button').length === 3")
        let before = try #require(await browser.evaluate("Number(document.body.dataset.drawn)") as? Int)
        _ = try await browser.evaluate("document.querySelectorAll('#step-buttons button')[1].click(), 1")
        try await browser.wait(for: "Number(document.body.dataset.drawn) > \(before) && document.getElementById('step-events').textContent.includes('insert 0:0')")
        // The rows shown become apply's after step 1: four rows, the new one first (an older
        // draw may still be arriving, so wait for it).
        let rows = try #require(await browser.wait(for: "(function (q) { return q.rows.length === 4 && q.rows[0].height === 44 && JSON.stringify(q); })(JSON.parse(document.getElementById('query').textContent))") as? String)
        #expect(rows.contains("\"section\":0,\"row\":3"))

        // Scroll a 1M-row table: the rows shown are `query`'s at the offset shown.
        try await browser.navigate("\(base)/?config=big.yaml")
        try await browser.wait(for: "document.body.dataset.queried >= 1 && document.getElementById('spacer').offsetHeight > 1000000")
        for fraction in [0.5, 0.999, 0.123] {
            let drawn = try #require(await browser.evaluate("Number(document.body.dataset.queried)") as? Int)
            _ = try await browser.evaluate("(function (s) { s.scrollTop = s.scrollHeight * \(fraction); return s.scrollTop; })(document.getElementById('scroller'))")
            try await browser.wait(for: "Number(document.body.dataset.queried) > \(drawn) && !document.body.dataset.busy")
            // Let the last scroll's draw settle.
            try await browser.wait(for: "(function () { var d = document.body.dataset.queried; return new Promise(function (ok) { setTimeout(function () { ok(d === document.body.dataset.queried); }, 300); }); })()")
            let offset = try #require(await browser.evaluate("document.body.dataset.offset") as? String)
            #expect(try #require(Double(offset)) > 1e6, "deep in the table")
            let shown = try #require(await browser.evaluate("document.getElementById('query').textContent") as? String)
            let cli = ServeFixture.tablesnap(["query", folder.appendingPathComponent("big.yaml").path, "--offset", offset, "--viewport-height", "640"])
            #expect(shown == cli.out, "offset \(offset)")
        }

        // The wheel moves by its own delta (a notch, 100 px, is 100 pt, not thousands), and the
        // picture moves at once: in the same task as the event, before any answer. (At scale
        // 1, the density of this browser's screen, at which strips are drawn.)
        _ = try await browser.evaluate("(function (s) { s.value = '1'; s.dispatchEvent(new Event('change')); return 1; })(document.getElementById('scale'))")
        try await browser.wait(for: "document.getElementById('view').naturalWidth === 390 && Number(document.body.dataset.queried) === Number(document.body.dataset.drawn)")
        let at = try #require(Double(await browser.evaluate("document.body.dataset.offset") as? String ?? ""))
        let moved = try #require(await browser.evaluate("""
            (function () { var e = new WheelEvent('wheel', {deltaY: 100, cancelable: true, bubbles: true});
              scroller.dispatchEvent(e); return [Number(document.body.dataset.shownOffset), e.defaultPrevented, document.body.dataset.offset]; })()
            """) as? [Any])
        #expect(abs((moved[0] as? Double ?? 0) - (at + 100)) < 0.01 && moved[1] as? Bool == true, "\(moved)")
        #expect(moved[2] as? String == DataValue.format(at), "the exact picture is not drawn yet: \(moved)")
        try await browser.wait(for: "Math.abs(Number(document.body.dataset.offset) - \(at + 100)) < 0.01 && Number(document.body.dataset.queried) === Number(document.body.dataset.drawn)")
        let frame = try #require(await browser.evaluate("(function (r) { return [r.left, r.top, r.width, r.height]; })(frame.getBoundingClientRect())") as? [Double])
        try await browser.wheel(x: frame[0] + 100, y: frame[1] + 100, deltaY: 100)
        try await browser.wait(for: "Math.abs(Number(document.body.dataset.offset) - \(at + 200)) < 0.01")
        // The strip drawn ahead shows what the exact picture shows (the pinned header aside):
        // the same rows, moved to the same place.
        try await browser.wait(for: "strip.key === look() && strip.offset < state.offset && strip.offset + strip.height > state.offset + state.shownHeight")
        let below = [frame[0], frame[1] + 60, frame[2], frame[3] - 60]
        let exact = try RGBAImage(pngData: await browser.screenshot(clip: below), name: "exact")
        _ = try await browser.evaluate("(function () { var kept = shownAt; shownAt = {offset: null, key: null}; place(); shownAt = kept; return 1; })()")
        #expect(try await browser.evaluate("!stripImage.hidden && view.style.visibility === 'hidden'") as? Bool == true, "the strip shown")
        let fromStrip = try RGBAImage(pngData: await browser.screenshot(clip: below), name: "strip")
        _ = try await browser.evaluate("place(), 1")
        let differing = zip(exact.pixels, fromStrip.pixels).filter { abs(Int($0) - Int($1)) > 24 }.count
        #expect(exact.width == fromStrip.width && differing < exact.pixels.count / 100, "\(differing) of \(exact.pixels.count) channels differ")

        // Variants side by side: a config's own variants, each its own picture.
        try await browser.navigate("\(base)/?config=both.yaml")
        try await browser.wait(for: "document.body.dataset.queried >= 1")
        _ = try await browser.evaluate("(function (c) { c.checked = true; c.dispatchEvent(new Event('change')); return 1; })(document.getElementById('side-by-side'))")
        try await browser.wait(for: "document.querySelectorAll('#variants figure[data-drawn]').length === 2")
        let captions = try await browser.evaluate("Array.prototype.map.call(document.querySelectorAll('#variants figcaption'), function (c) { return c.textContent; })") as? [String]
        #expect(captions == ["light", "dark"])
        try await PreviewBrowserTests.expectACleanConsole(browser, "the page")

        // Refused paths and a request without the token, from the page itself.
        let statuses = try #require(await browser.evaluate("""
            Promise.all([fetch('/api/render?config=../secret.yaml'), fetch('/api/render?config=link.yaml'),
                         fetch('/api/render?config=%2Fetc%2Fpasswd'), fetch('/api/accept?name=fail.yaml', {method: 'POST'}),
                         fetch('/api/accept?name=fail.yaml', {method: 'POST', headers: {'X-Tablesnap-Token': 'guess'}})])
              .then(function (rs) { return rs.map(function (r) { return r.status; }); })
            """) as? [Int])
        #expect(statuses == [403, 403, 403, 403, 403])
        browser.clearConsoleProblems()  // refused on purpose: not normal use

        // Review: accept the ticked failure (fail.yaml); the golden on disk is the render, and
        // the others (both.yaml's variants, no goldens) wait. Then accept all.
        try await browser.navigate("\(base)/review")
        try await browser.wait(for: "document.body.dataset.reviewReady && document.querySelector('button.review-accept[data-name=\"fail.yaml\"]')", timeout: 120)
        _ = try await browser.evaluate("""
            document.querySelector('input.review-pick[data-name="fail.yaml"]').checked = true, document.getElementById('accept-picked').click(), 1
            """)
        try await browser.wait(for: "location.search === '?run=0' && document.body.dataset.reviewReady && !document.querySelector('button.review-accept[data-name=\"fail.yaml\"]')", timeout: 60)
        let counts = try #require(await browser.evaluate("document.querySelector('.counts').textContent") as? String)
        #expect(counts.contains("1 recorded"), "\(counts)")
        #expect(try await browser.evaluate("!!document.querySelector('button.review-accept[data-name=\"both.yaml [dark]\"]')") as? Bool == true, "not ticked: not accepted")
        let loaded = try LoadedTable.load(folder.appendingPathComponent("fail.yaml").path)
        #expect(try Data(contentsOf: folder.appendingPathComponent("fail.png")) == loaded.renderPNG(loaded.viewport()))
        _ = try await browser.evaluate("document.getElementById('accept-all').click(), 1")
        try await browser.wait(for: "location.search === '?run=0' && document.body.dataset.reviewReady && !document.querySelector('button.review-accept')", timeout: 60)
        for golden in ["both.light.png", "both.dark.png"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(golden).path), "\(golden)")
        }
        try await PreviewBrowserTests.expectACleanConsole(browser, "the review")
        try await browser.navigate("about:blank")
        #expect(await server.stop().status == 0)
    }

    /// Ten tabs on the page (issue 32), more than a browser's six connections to a host: each loads
    /// and draws, a save redraws them all, and when the tab that streams the events closes,
    /// another takes over (issue 32, bug 1: the sixth tab never loaded).
    func anyNumberOfTabs(_ browser: Chromium) async throws {
        let (_, folder) = try ServeFixture.make()
        let server = try await ServeProcess.start(folder: folder)
        let page = "http://127.0.0.1:\(server.port)/?config=a.yaml"
        let tabs = try (0..<10).map { _ in try browser.openTab(page) }
        var open = Set(tabs)
        func everyTab(_ condition: String) async throws {
            for tab in tabs where open.contains(tab) {
                browser.use(tab: tab)
                try await browser.wait(for: condition, timeout: 30)
            }
        }
        try await everyTab("document.body.dataset.queried >= 1 && document.getElementById('live').textContent.startsWith('live')")
        func streaming() async throws -> [String] {
            var found: [String] = []
            for tab in tabs where open.contains(tab) {
                browser.use(tab: tab)
                if try await browser.evaluate("document.body.dataset.streaming") as? String == "1" { found.append(tab) }
            }
            return found
        }
        let first = try await streaming()
        #expect(first.count == 1, "one tab streams for all")
        try ServeFixture.table("One", width: 250).write(to: folder.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        try await everyTab("document.getElementById('view').naturalWidth === 500")
        // The streaming tab closes: another takes the stream over.
        let streamer = try #require(first.first)
        try browser.closeTab(streamer)
        open.remove(streamer)
        try await everyTab("document.getElementById('live').textContent.startsWith('live')")
        try ServeFixture.table("One", width: 200).write(to: folder.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        try await everyTab("document.getElementById('view').naturalWidth === 400")
        #expect(try await streaming().count == 1, "one tab streams again")
        try await PreviewBrowserTests.expectACleanConsole(browser, "eight tabs")
        for tab in open { try browser.closeTab(tab) }
        browser.useFirstTab()
        #expect(await server.stop().status == 0)
    }

    /// An edit file changed under the step shown (issue 32, bug 8): with that step removed,
    /// the last one is shown, not "'step' must be at most 1" for good; after a broken file
    /// is fixed, the step shown lists its events again.
    func anEditFileChangedUnderTheStepShown(_ browser: Chromium) async throws {
        let (_, folder) = try ServeFixture.make()
        let server = try await ServeProcess.start(folder: folder)
        try await browser.navigate("http://127.0.0.1:\(server.port)/?config=a.yaml")
        try await browser.wait(for: "document.body.dataset.queried >= 1 && document.getElementById('live').textContent.startsWith('live')")
        _ = try await browser.evaluate("(function (s) { s.value = '640'; s.dispatchEvent(new Event('change')); return 1; })(document.getElementById('height'))")
        _ = try await browser.evaluate("document.querySelector('nav#configs button.edits').click(), 1")
        try await browser.wait(for: "document.querySelectorAll('#step-buttons button').length === 3")
        _ = try await browser.evaluate("document.querySelectorAll('#step-buttons button')[2].click(), 1")
        try await browser.wait(for: "document.getElementById('step-events').textContent.includes('delete')")
        let edits = folder.appendingPathComponent("edits/a.yaml")
        // Step 2 removed: step 1 is shown, drawn and listed.
        try "- insertRows: {section: main, at: 0, rows: [{id: zero, title: Zero}]}\n".write(to: edits, atomically: true, encoding: .utf8)
        try await browser.wait(for: "document.querySelectorAll('#step-buttons button').length === 2 && document.getElementById('step-events').textContent.includes('insert 0:0')")
        try await browser.wait(for: "document.getElementById('error').hidden && JSON.parse(document.getElementById('query').textContent).rows.length === 4")
        #expect(try await browser.evaluate("document.querySelectorAll('#step-buttons button')[1].getAttribute('aria-current')") as? String == "true")
        // Broken, then fixed: the step shown lists its events again.
        try "- insertRows: [unclosed\n".write(to: edits, atomically: true, encoding: .utf8)
        try await browser.wait(for: "document.querySelectorAll('#step-buttons button').length === 0 && document.getElementById('step-events').textContent.includes('a.yaml:')")
        try ServeFixture.edits.write(to: edits, atomically: true, encoding: .utf8)
        try await browser.wait(for: "document.querySelectorAll('#step-buttons button').length === 3 && document.getElementById('step-events').textContent.includes('insert 0:0') && document.getElementById('error').hidden")
        try await PreviewBrowserTests.expectACleanConsole(browser, "an edit file broken and mended")
        try await browser.navigate("about:blank")
        #expect(await server.stop().status == 0)
    }

    /// Issue 32, bugs 9 and 7: a config's own viewport height and offset are drawn and the
    /// scroll bar placed there; no broken-image icon when the first render fails; the
    /// viewport box shows the height used; at 390 px the list is not squeezed and the page
    /// no wider than the window; on an iPad in landscape the info panel stays on screen.
    func detailsAndLayouts(_ browser: Chromium) async throws {
        let (_, folder) = try ServeFixture.make()
        try "width: 390\nviewport: {height: 300, offset: 5000}\nsections:\n  - rows:\n      - {repeat: 10000, title: \"Row {index}\"}\n"
            .write(to: folder.appendingPathComponent("deep.yaml"), atomically: true, encoding: .utf8)
        try ServeFixture.table("Wide", width: 820).write(to: folder.appendingPathComponent("wide.yaml"), atomically: true, encoding: .utf8)
        let server = try await ServeProcess.start(folder: folder)
        let base = "http://127.0.0.1:\(server.port)"
        do {
            try await browser.navigate("\(base)/?config=broken.yaml")
            try await browser.wait(for: "!document.getElementById('error').hidden")
            #expect(try await browser.evaluate("getComputedStyle(document.getElementById('view')).visibility") as? String == "hidden", "no broken-image icon")
            try await browser.navigate("\(base)/?config=deep.yaml")
            try await browser.wait(for: "document.body.dataset.queried >= 1")
            #expect(try await browser.evaluate("document.body.dataset.offset") as? String == "5000")
            #expect(try await browser.evaluate("document.getElementById('view').naturalHeight") as? Int == 600, "300 pt at 2x")
            #expect(try await browser.evaluate("document.getElementById('scroller').scrollTop > 4000") as? Bool == true, "the scroll bar at the offset")
            let rows = try #require(await browser.evaluate("document.getElementById('query').textContent") as? String)
            #expect(rows == ServeFixture.tablesnap(["query", folder.appendingPathComponent("deep.yaml").path]).out)
            _ = try await browser.evaluate("(function (s) { s.value = '50'; s.dispatchEvent(new Event('change')); return 1; })(document.getElementById('height'))")
            try await browser.wait(for: "document.getElementById('view').naturalHeight === 200")
            #expect(try await browser.evaluate("document.getElementById('height').value") as? String == "100", "the box shows the height used")
        }
        do {
            let phone = browser
            try phone.emulate(width: 390)
            try await phone.navigate("\(base)/?config=a.yaml")
            try await phone.wait(for: "document.body.dataset.queried >= 1")
            #expect(try await phone.evaluate("document.getElementById('configs').getBoundingClientRect().width >= 300") as? Bool == true, "the list is not squeezed")
            #expect(try await phone.evaluate("innerWidth") as? Int == 390)
            #expect(try await phone.evaluate("document.documentElement.scrollWidth") as? Int ?? 0 <= 390, "the page is no wider than the window")
        }
        do {
            let iPad = browser
            try iPad.emulate(width: 1180, height: 820)
            try await iPad.navigate("\(base)/?config=wide.yaml")
            try await iPad.wait(for: "document.body.dataset.queried >= 1")
            #expect(try await iPad.evaluate("document.getElementById('info').getBoundingClientRect().right <= innerWidth") as? Bool == true, "the info panel on screen")
            try iPad.emulate(width: nil)
        }
        try await PreviewBrowserTests.expectACleanConsole(browser, "details and layouts")
        try await browser.navigate("about:blank")
        #expect(await server.stop().status == 0)
    }

    /// Not a check: with `TABLESNAP_SCREENSHOT=FILE.png`, saves the page over a copy of
    /// Examples/ as docs/preview.md shows it (settings.yaml, the pointer on a row).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["TABLESNAP_SCREENSHOT"] != nil))
    func screenshotForTheDocs() async throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples")
        let copy = try TemporaryFolder.make("serve-shot").appendingPathComponent("Examples")
        try FileManager.default.copyItem(at: examples, to: copy)
        let server = try await ServeProcess.start(folder: copy)
        let port = server.port
        let browser = try await Chromium.start(width: 1280, height: 900)
        try await browser.navigate("http://127.0.0.1:\(port)/?config=settings.yaml")
        try await browser.wait(for: "document.body.dataset.queried >= 1")
        let box = try #require(await browser.evaluate("(function (r) { return [r.left, r.top]; })(document.getElementById('view').getBoundingClientRect())") as? [Double])
        try await browser.moveMouse(x: box[0] + 120, y: box[1] + 228)
        try await browser.wait(for: "document.getElementById('hover').dataset.hit")
        try await browser.click(x: box[0] + 120, y: box[1] + 228)
        try await browser.wait(for: "document.getElementById('selection').dataset.selection")
        try await browser.moveMouse(x: box[0] + 120, y: box[1] + 228)
        try await browser.screenshot().write(to: URL(fileURLWithPath: ProcessInfo.processInfo.environment["TABLESNAP_SCREENSHOT"] ?? ""))
        await server.stop()
    }
}
