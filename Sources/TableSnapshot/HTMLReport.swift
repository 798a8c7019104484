import Foundation

/// A self-contained HTML page (no network: inline style and script, images beside it) with
/// a summary, then for each failure the reference, the actual and the diff side by side,
/// and an onion-skin and a slider to compare reference and actual.
public enum HTMLReport {
    /// What a report run wrote: the page, the images kept per config (paths relative to the
    /// report's folder's parent as given), and the images that could not be written.
    public struct Written: Sendable {
        public var page: String
        public var images: [String: [String]] = [:]
        public var problems: [String] = []
    }

    /// The sub-folder that holds each failure's images; emptied with `index.html` before a run.
    static let filesFolder = "files"

    /// Writes `index.html` and each failure's images into `folder` (first removing an
    /// earlier run's page and images); each image is written on its own, and one that
    /// cannot be is listed in `problems` rather than stopping the others. Throws only when
    /// the page itself cannot be written.
    @discardableResult
    public static func write(_ results: [VerifyRunner.Result], suite: SnapshotSuite, seconds: Double,
                             to folder: String) throws(AtomicFile.WriteError) -> Written {
        let fm = FileManager.default
        let page = (folder as NSString).appendingPathComponent("index.html")
        let files = (folder as NSString).appendingPathComponent(filesFolder)
        try? fm.removeItem(atPath: files)
        try? fm.removeItem(atPath: page)
        var written = Written(page: page)
        var sections = ""
        var index = 0
        for result in results {
            guard let message = result.check.status.message else { continue }
            index += 1
            let name = "\(index)-" + result.name.map { $0.isLetter || $0.isNumber ? $0 : "-" }.reduce("") { $0 + String($1) }
            let relative = "\(filesFolder)/\(name)"
            var images: [(String, String)] = []
            func keep(_ data: Data?, as label: String) {
                guard let data else { return }
                let path = (folder as NSString).appendingPathComponent("\(relative)/\(label).png")
                do {
                    try AtomicFile.write(data, to: path, creatingFolders: true)
                    images.append((label, "\(relative)/\(label).png"))
                    written.images[result.name, default: []].append(path)
                } catch {
                    written.problems.append(error.description)
                }
            }
            keep(fm.contents(atPath: suite.path(of: result.golden)), as: "reference")
            keep(result.check.actual, as: "actual")
            keep(result.check.diffImage, as: "diff")
            sections += "<section class=\"failure\"><h2>\(escape(result.name))</h2><p>\(escape(message))</p><div class=\"row\">"
            for (label, path) in images {
                sections += "<figure><figcaption>\(label)</figcaption><img src=\"\(escape(path))\" alt=\"\(label)\"></figure>"
            }
            sections += "</div>"
            if images.count >= 2, images[0].0 == "reference", images[1].0 == "actual" {
                sections += """
                    <div class="compare"><label>onion skin <input type="range" min="0" max="100" value="50" class="onion"></label>
                    <label>slider <input type="range" min="0" max="100" value="100" class="slide"></label>
                    <div class="stack"><img src="\(escape(images[0].1))" alt="reference"><img class="top" src="\(escape(images[1].1))" alt="actual"></div></div>
                    """
            }
            sections += "</section>\n"
        }
        let counts = Summary(results)
        let passedList = results.filter { $0.check.status == .passed }.map { "<li>\(escape($0.name))</li>" }.joined()
        let recordedList = results.compactMap { result -> String? in
            if case .recorded(let what) = result.check.status { return "<li>\(escape(result.name)) (\(what))</li>" }
            return nil
        }.joined()
        let html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>tablesnap verify</title>
            <style>
            body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; color: #1c1c1e; }
            .summary { font-size: 18px; } .failed { color: #c41e3a; } .passed { color: #248a3d; }
            .row { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
            figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: 4px; }
            img { max-width: 360px; border: 1px solid #d1d1d6; }
            .stack { position: relative; display: inline-block; margin-top: 8px; }
            .stack img.top { position: absolute; left: 0; top: 0; opacity: 0.5; }
            .failure { border-top: 1px solid #d1d1d6; padding-top: 12px; margin-top: 12px; }
            </style></head><body>
            <h1>tablesnap verify</h1>
            <p class="summary"><span class="passed">\(counts.passed) passed</span>, <span class="failed">\(counts.failed) failed</span>, \(counts.recorded) recorded in \(String(format: "%.1f", seconds)) s</p>
            <p id="image-status" data-loaded="0" data-failed="0">images: loading…</p>
            \(sections)
            <details><summary>\(counts.passed) passed</summary><ul>\(passedList)</ul></details>
            <details><summary>\(counts.recorded) recorded</summary><ul>\(recordedList)</ul></details>
            <script>
            document.querySelectorAll('.compare').forEach(function (box) {
              var top = box.querySelector('img.top');
              box.querySelector('.onion').addEventListener('input', function (e) { top.style.opacity = e.target.value / 100; });
              box.querySelector('.slide').addEventListener('input', function (e) { top.style.clipPath = 'inset(0 ' + (100 - e.target.value) + '% 0 0)'; top.style.opacity = 1; });
            });
            window.addEventListener('load', function () {
              var images = Array.prototype.slice.call(document.images);
              var loaded = images.filter(function (i) { return i.complete && i.naturalWidth > 0; }).length;
              var status = document.getElementById('image-status');
              status.dataset.loaded = loaded;
              status.dataset.failed = images.length - loaded;
              status.textContent = 'images: ' + loaded + ' of ' + images.length + ' loaded';
            });
            </script>
            </body></html>
            """
        try AtomicFile.write(html, to: page, creatingFolders: true)
        return written
    }

    static func escape(_ text: String) -> String { JUnitReport.escape(text) }
}

/// Counts of a run's outcomes.
public struct Summary: Equatable, Sendable {
    /// `failed` counts the unrenderable configs too.
    public var passed = 0, failed = 0, recorded = 0, unrenderable = 0

    public init(_ results: [VerifyRunner.Result]) {
        for result in results {
            switch result.check.status {
            case .passed: passed += 1
            case .failed: failed += 1
            case .unrenderable: failed += 1; unrenderable += 1
            case .recorded: recorded += 1
            }
        }
    }
}
