import Foundation
import TablePipeline
import TableRaster

/// The `verify --report` folder: `index.html` (``ReportPage``) and the images it shows under
/// `files/`, self-contained and working offline. For each failure the expected (the golden),
/// the actual and the diff are kept; for each passed snapshot, its golden as a thumbnail.
package enum HTMLReport {
    /// What a report run wrote: the page, the images kept per snapshot (keyed by the
    /// result's `name`; paths as the report folder was given), and the images that could not
    /// be written.
    package struct Written: Sendable {
        package var page: String
        package var images: [String: [String]] = [:]
        package var problems: [String] = []
    }

    /// The sub-folder that holds the images; emptied with `index.html` before a run.
    static let filesFolder = "files"

    /// Writes `index.html` and the images into `folder` (first removing an earlier run's
    /// page and images); each image is written on its own, and one that cannot be is listed
    /// in `problems` rather than stopping the others. Throws only when the page itself
    /// cannot be written. `folderAsGiven` is the suite's folder as the user named it, for
    /// the commands the page shows.
    @discardableResult
    package static func write(_ results: [VerifyRunner.Outcome], suite: SnapshotSuite, seconds: Double,
                             to folder: String, folderAsGiven: String? = nil) throws(AtomicFile.WriteError) -> Written {
        let fm = FileManager.default
        let page = (folder as NSString).appendingPathComponent("index.html")
        try? fm.removeItem(atPath: (folder as NSString).appendingPathComponent(filesFolder))
        try? fm.removeItem(atPath: page)
        var written = Written(page: page)
        var entries: [ReportPage.Entry] = []
        for (index, result) in results.enumerated() {
            let slug = "\(index + 1)-" + String(result.name.map { $0.isLetter || $0.isNumber ? $0 : "-" }.prefix(80))
            var entry = ReportPage.Entry(result: result)
            func keep(_ data: Data?, as label: String) -> String? {
                guard let data else { return nil }
                let relative = "\(filesFolder)/\(slug)/\(label).png"
                let path = (folder as NSString).appendingPathComponent(relative)
                do {
                    try AtomicFile.write(data, to: path, creatingFolders: true)
                    written.images[result.name, default: []].append(path)
                    return relative
                } catch {
                    written.problems.append(error.description)
                    return nil
                }
            }
            // The bytes compared, else the golden as verify reads it: inside the suite's folder
            // only (none, a link leaving it, or too large to be a PNG: nothing shown).
            var golden = result.check.expected
            if golden == nil, case .bytes(let bytes)? = try? GoldenFile.read(suite.path(of: result.golden), folder: suite.root,
                                                                           kind: .image(maxPixels: RGBAImage.defaultMaxPixels)) {
                golden = bytes
            }
            if result.check.status.isFailure {
                entry.expected = keep(golden, as: "expected")
                entry.actual = keep(result.check.actual, as: "actual")
                entry.diff = keep(result.check.diffImage, as: "diff")
            } else {
                entry.expected = keep(golden, as: "golden")
                written.images[result.name] = nil  // a passed snapshot's golden is no attachment
            }
            entries.append(entry)
        }
        let html = ReportPage.html(entries, summary: Summary(results), seconds: seconds, suiteFolder: folderAsGiven ?? suite.root)
        try AtomicFile.write(html, to: page, creatingFolders: true)
        return written
    }

    package static func escape(_ text: String) -> String { JUnitReport.escape(text) }
}

/// Counts of a run's outcomes.
package struct Summary: Equatable, Sendable {
    /// `failed` counts the unrenderable configs too.
    package var passed = 0, failed = 0, recorded = 0, unrenderable = 0

    package init(_ results: [VerifyRunner.Outcome]) {
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
