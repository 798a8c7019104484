import Foundation

/// The HTML of the verify report: a summary, a list of failures linking to each, then per
/// failure tabs for diff, actual, expected, side by side, slider and onion skin (a click on
/// an image shows it at 1:1 pixels), the command that accepts just that snapshot, and the
/// passed and recorded snapshots with thumbnails. Inline style and script, no network.
/// `tablesnap serve` shows its review with this page, accept and keep buttons in place of
/// the command (docs/preview.md).
package enum ReportPage {
    /// One snapshot and the images kept for it (paths relative to the page).
    package struct Entry {
        package var result: VerifyRunner.Outcome
        package var expected: String?
        package var actual: String?
        package var diff: String?

        package init(result: VerifyRunner.Outcome, expected: String? = nil, actual: String? = nil, diff: String? = nil) {
            self.result = result
            self.expected = expected
            self.actual = actual
            self.diff = diff
        }
    }

    /// `accept`: what a failure offers instead of the command that accepts it (HTML), and
    /// `head`: more for the page's head (the server's token and script).
    package static func html(_ entries: [Entry], summary: Summary, seconds: Double, suiteFolder: String,
                             accept: ((VerifyRunner.Outcome) -> String)? = nil, head: String = "") -> String {
        let failures = entries.filter { $0.result.check.status.isFailure }
        let passed = entries.filter { $0.result.check.status == .passed }
        let recorded = entries.filter { if case .recorded = $0.result.check.status { return true }; return false }
        var body = """
            <header><h1>tablesnap verify</h1>
            <p class="counts"><span class="badge \(summary.failed > 0 ? "bad" : "none")">\(summary.failed) failed</span>
            <span class="badge good">\(summary.passed) passed</span>
            <span class="badge neutral">\(summary.recorded) recorded</span>
            <span class="time">\(String(format: "%.1f", seconds)) s</span></p></header>

            """
        if !failures.isEmpty {
            body += "<nav id=\"failures\"><h2>Failures</h2><ol>"
            for (index, entry) in failures.enumerated() {
                let message = entry.result.check.status.message ?? ""
                body += "<li><a href=\"#failure-\(index + 1)\">\(escape(entry.result.name))</a> <span class=\"why\">\(escape(short(message)))</span></li>"
            }
            body += "</ol></nav>\n"
        }
        for (index, entry) in failures.enumerated() {
            body += failure(entry, number: index + 1, suiteFolder: suiteFolder, accept: accept)
        }
        body += gallery("Passed", id: "passed", passed)
        body += gallery("Recorded", id: "recorded", recorded)
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
            <title>tablesnap verify: \(summary.failed) failed, \(summary.passed) passed</title>
            <style>\(style)</style>\(head)</head>
            <body>
            \(body)
            <div id="zoom" hidden><div class="zoom-bar">1:1 pixels · click or Esc to close</div><img alt="1:1"></div>
            <script>\(script)</script>
            </body></html>

            """
    }

    /// One failure: its message, the accept command, the tabs.
    private static func failure(_ entry: Entry, number: Int, suiteFolder: String, accept: ((VerifyRunner.Outcome) -> String)?) -> String {
        let result = entry.result
        var html = "<section class=\"failure\" id=\"failure-\(number)\"><h2>\(escape(result.name))</h2>"
        html += "<p class=\"message\">\(escape(result.check.status.message ?? ""))</p>"
        if case .failed = result.check.status, let accept {
            html += accept(result)
        } else if case .failed = result.check.status {
            let command = "tablesnap verify \(shellQuoted(suiteFolder)) --filter \(shellQuoted("/" + Glob.escaped(result.config))) --record-mode failed"
            html += "<p class=\"accept\">Accept this change: <code>\(escape(command))</code> <button class=\"copy\" data-copy=\"\(escape(command))\">Copy</button></p>"
        }
        var tabs: [(id: String, label: String, content: String)] = []
        if let diff = entry.diff { tabs.append(("diff", "Diff", image(diff, "diff"))) }
        if let actual = entry.actual { tabs.append(("actual", "Actual", image(actual, "actual"))) }
        if let expected = entry.expected { tabs.append(("expected", "Expected", image(expected, "expected"))) }
        if let actual = entry.actual, let expected = entry.expected {
            tabs.append(("side", "Side by side", "<div class=\"side\"><figure><figcaption>Expected</figcaption>\(image(expected, "expected"))</figure><figure><figcaption>Actual</figcaption>\(image(actual, "actual"))</figure></div>"))
            tabs.append(("slider", "Slider", """
                <div class="compare slider"><div class="stack"><img src="\(escape(expected))" alt="expected"><div class="clip"><img src="\(escape(actual))" alt="actual"></div></div>
                <label>expected ◀ <input type="range" min="0" max="100" value="50" aria-label="slider"> ▶ actual</label></div>
                """))
            tabs.append(("onion", "Onion skin", """
                <div class="compare onion"><div class="stack"><img src="\(escape(expected))" alt="expected"><img class="top" src="\(escape(actual))" alt="actual"></div>
                <label>expected <input type="range" min="0" max="100" value="50" aria-label="opacity"> actual</label></div>
                """))
        }
        guard !tabs.isEmpty else { return html + "</section>\n" }
        html += "<div class=\"tabs\" role=\"tablist\">"
        for (i, tab) in tabs.enumerated() {
            html += "<button role=\"tab\" data-tab=\"\(tab.id)\" aria-selected=\"\(i == 0)\">\(tab.label)</button>"
        }
        html += "</div>"
        for (i, tab) in tabs.enumerated() {
            html += "<div class=\"panel\" role=\"tabpanel\" data-tab=\"\(tab.id)\"\(i == 0 ? "" : " hidden")>\(tab.content)</div>"
        }
        return html + "</section>\n"
    }

    private static func gallery(_ title: String, id: String, _ entries: [Entry]) -> String {
        guard !entries.isEmpty else { return "" }
        var html = "<section id=\"\(id)\"><h2>\(title) (\(entries.count))</h2><div class=\"grid\">"
        for entry in entries {
            var caption = escape(entry.result.name)
            if case .recorded(let what) = entry.result.check.status { caption += " <span class=\"why\">(\(what))</span>" }
            html += "<figure class=\"thumb\">\(entry.expected.map { image($0, "golden") } ?? "")<figcaption>\(caption)</figcaption></figure>"
        }
        return html + "</div></section>\n"
    }

    private static func image(_ path: String, _ alt: String) -> String {
        "<img class=\"zoomable\" src=\"\(escape(path))\" alt=\"\(alt)\" title=\"click for 1:1 pixels\">"
    }

    /// The first sentence-ish part of a message, for the list.
    private static func short(_ message: String) -> String {
        message.count <= 120 ? message : String(message.prefix(117)) + "…"
    }

    /// `text` quoted for a POSIX shell, so the command printed selects what it names: in
    /// single quotes, or, when it holds a control character (an ESC in a file name, which a
    /// page or a terminal would not show as it is), in `$'…'` with each such byte as `\xHH`
    /// (bash, zsh, ksh and POSIX.1-2024 shells read it back byte for byte).
    static func shellQuoted(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }
        var quoted = "$'"
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": quoted += "\\\\"
            case "'": quoted += "\\'"
            case _ where scalar.properties.generalCategory == .control:
                for byte in String(scalar).utf8 { quoted += "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16) }
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "'"
    }

    private static func escape(_ text: String) -> String { JUnitReport.escape(text) }

    private static let style = """
        :root { color-scheme: light dark; --bad: #d70015; --good: #248a3d; --line: #d1d1d6; --muted: #6e6e73; --panel: #f2f2f7; }
        @media (prefers-color-scheme: dark) { :root { --line: #3a3a3c; --muted: #98989d; --panel: #1c1c1e; } }
        body { font: 14px/1.45 -apple-system, system-ui, sans-serif; margin: 0 auto; padding: 24px; max-width: 1400px; }
        h1 { font-size: 22px; margin: 0 0 8px; } h2 { font-size: 17px; margin: 0 0 8px; }
        .counts { display: flex; gap: 8px; align-items: center; margin: 0; }
        .badge { padding: 2px 10px; border-radius: 999px; font-weight: 600; background: var(--panel); }
        .badge.bad { background: var(--bad); color: white; } .badge.good { color: var(--good); }
        .time, .why { color: var(--muted); }
        nav#failures { margin: 20px 0; padding: 12px 16px; background: var(--panel); border-radius: 10px; }
        nav#failures ol { margin: 0; padding-left: 24px; } nav#failures a { font-weight: 600; }
        section { margin: 24px 0; } section.failure { border-top: 1px solid var(--line); padding-top: 16px; }
        .message { font-family: ui-monospace, monospace; white-space: pre-wrap; }
        .accept code { background: var(--panel); padding: 2px 6px; border-radius: 4px; }
        .tabs { display: flex; gap: 4px; border-bottom: 1px solid var(--line); margin: 12px 0; flex-wrap: wrap; }
        .tabs button { font: inherit; border: 0; background: none; padding: 6px 12px; cursor: pointer; border-bottom: 2px solid transparent; color: inherit; }
        .tabs button[aria-selected="true"] { border-bottom-color: #007aff; font-weight: 600; }
        .panel img, .side img, .grid img { max-width: 100%; height: auto; border: 1px solid var(--line); display: block; }
        .zoomable { cursor: zoom-in; }
        .side { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; } .side figure { margin: 0; }
        figcaption { font-weight: 600; margin-bottom: 4px; }
        .compare { display: inline-flex; flex-direction: column; gap: 8px; max-width: 100%; }
        .compare label { display: flex; gap: 8px; align-items: center; color: var(--muted); }
        .compare input { flex: 1; }
        .stack { position: relative; display: inline-block; max-width: 100%; }
        .stack > img, .stack .clip img { display: block; max-width: 100%; height: auto; border: 1px solid var(--line); }
        .stack .top, .stack .clip { position: absolute; left: 0; top: 0; }
        .stack .top { opacity: 0.5; width: 100%; }
        .stack .clip { overflow: hidden; width: 50%; height: 100%; border-right: 2px solid #007aff; }
        .stack .clip img { width: auto; max-width: none; }
        .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: 16px; }
        .thumb { margin: 0; } .thumb figcaption { font-weight: 400; margin-top: 4px; word-break: break-all; }
        #zoom { position: fixed; inset: 0; background: rgba(0, 0, 0, 0.85); overflow: auto; z-index: 10; cursor: zoom-out; }
        #zoom img { image-rendering: pixelated; margin: 40px auto; display: block; }
        .zoom-bar { position: sticky; top: 0; color: white; padding: 8px 16px; background: rgba(0, 0, 0, 0.6); }
        """

    private static let script = """
        document.querySelectorAll('section.failure').forEach(function (section) {
          var tabs = section.querySelectorAll('[role=tab]'), panels = section.querySelectorAll('[role=tabpanel]');
          tabs.forEach(function (tab) {
            tab.addEventListener('click', function () {
              tabs.forEach(function (t) { t.setAttribute('aria-selected', t === tab); });
              panels.forEach(function (p) { p.hidden = p.dataset.tab !== tab.dataset.tab; });
            });
          });
        });
        document.querySelectorAll('.compare.slider').forEach(function (box) {
          var clip = box.querySelector('.clip'), image = clip.querySelector('img'), base = box.querySelector('.stack > img');
          function fit() { image.style.width = base.clientWidth + 'px'; }
          box.querySelector('input').addEventListener('input', function (e) { clip.style.width = e.target.value + '%'; });
          base.addEventListener('load', fit); window.addEventListener('resize', fit); fit();
        });
        document.querySelectorAll('.compare.onion').forEach(function (box) {
          var top = box.querySelector('.top');
          box.querySelector('input').addEventListener('input', function (e) { top.style.opacity = e.target.value / 100; });
        });
        var zoom = document.getElementById('zoom'), zoomed = zoom.querySelector('img');
        document.querySelectorAll('.zoomable').forEach(function (image) {
          image.addEventListener('click', function () {
            zoomed.src = image.src;
            zoomed.style.width = (image.naturalWidth / window.devicePixelRatio) + 'px';
            zoom.hidden = false;
          });
        });
        zoom.addEventListener('click', function () { zoom.hidden = true; });
        document.addEventListener('keydown', function (e) { if (e.key === 'Escape') zoom.hidden = true; });
        document.querySelectorAll('button.copy').forEach(function (button) {
          button.addEventListener('click', function () {
            if (navigator.clipboard) navigator.clipboard.writeText(button.dataset.copy);
            button.textContent = 'Copied';
          });
        });
        window.addEventListener('load', function () {
          var images = Array.prototype.filter.call(document.images, function (i) { return i.alt !== '1:1'; });
          var loaded = images.filter(function (i) { return i.complete && i.naturalWidth > 0; }).length;
          document.body.dataset.imagesLoaded = loaded;
          document.body.dataset.imagesBroken = images.length - loaded;
        });
        """
}
