import Dispatch
import Foundation
import TableConfig
import TableLayout
import TablePipeline
import TableRaster
import TableSnapshot

/// The folder `tablesnap serve` shows, and the tables it loaded from it: every answer about
/// a table comes from the library the commands use (``LoadedTable``, ``QueryJSON``,
/// ``TableSelection``, ``EditLoader``, ``VerifyRunner``). Safe to call from many threads at
/// once, and no request waits for another it does not need: the shared fields are held only
/// to read or swap them, each loaded table has its own lock (it is laid out as it is drawn),
/// and reviews and accepts take turns with each other only. A render of a loaded table does
/// not wait for a slow config's load, nor for a review.
///
/// What was loaded is kept with the files it read (``FileReads``): a change drops only the
/// loaded tables and list entries that read a changed file, so a save costs the configs it
/// touches, not every config in the folder (docs/preview.md, "Watching").
final class PreviewWorkspace: @unchecked Sendable {
    let folder: String
    /// `folder` with its symbolic links resolved: a file read through a link is noted there.
    private let resolvedFolder: String
    let root: FileRoot
    /// Thread-safe: it holds its fonts' lock while it lays text out.
    private let engine: TextEngine
    /// Guards the fields below it; never held while loading, drawing or verifying.
    private let state = NSLock()
    /// Bumped when a file in the folder changes; loaded tables of an older one are dropped.
    private var current = 0
    private var tables: [TableRequest: Shown] = [:]
    /// The configs `verify` would check (relative paths), while no config file has changed.
    private var discovered: [String]?
    /// Each config's entry in the list, with the files its load read, until one changes.
    private var listed: [String: Listed] = [:]
    /// The last review: its results by snapshot name, in the order verify gave them.
    private var review: [VerifyRunner.Outcome] = []
    private var reviewSeconds = 0.0
    /// Failures the reviewer chose to keep (their goldens left alone), until the review is
    /// run again: not forgotten when a file changes, as accepting another failure writes its
    /// golden, which the watcher sees.
    private var kept: Set<String> = []
    /// Reviews and accepts, one at a time (an accept writes what a review reads).
    private let reviewing = NSLock()
    /// Called with a config's path before it is loaded (tests hold a load here).
    var loading: (@Sendable (String) -> Void)?

    /// A loaded table with the selection the page's clicks made on it, and the lock its
    /// requests take turns on (laying out a viewport changes it).
    private final class Shown: @unchecked Sendable {
        let loaded: LoadedTable
        let selection: TableSelection
        let lock = NSLock()
        /// What its load and its renders read (images are read when drawn).
        let reads: FileReads

        init(loaded: LoadedTable, selection: TableSelection, reads: FileReads) {
            self.loaded = loaded
            self.selection = selection
            self.reads = reads
        }
    }

    /// A config's entry in `/api/configs`: its variants' suffixes and the error that stops it
    /// loading, with the files the load read.
    private struct Listed {
        var variants: [DataValue]
        var problem: DataValue
        var reads: Set<String>
    }

    /// Bumped when a file in the folder changes.
    var generation: Int { state.withLock { current } }

    /// Tables kept at once; past it, the oldest generation's are dropped all together.
    private static let tableLimit = 24

    init(folder: String) throws(PreviewFailure) {
        var isFolder: ObjCBool = false
        let absolute = FilePath.resolve(folder)
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder), isFolder.boolValue else {
            throw PreviewFailure(404, "\(folder): no such folder")
        }
        self.folder = absolute
        resolvedFolder = PreviewWorkspace.realPath(absolute)
        root = FileRoot(folder: absolute)
        do { engine = try TextEngine(fonts: FontSet()) } catch { throw PreviewFailure(500, "\(error)") }
    }

    /// `paths` changed (relative to the folder, as the watcher says them; empty: unknown, so
    /// everything): forgets the loaded tables and list entries that read one of them (or a
    /// file in a folder among them), and the list of configs when a config may have come or
    /// gone. Cost: O(files read by what is kept × the depth of their paths).
    @discardableResult
    func changed(_ paths: [String]) -> Int {
        let touched = Set(paths.flatMap { path in
            [(folder as NSString).appendingPathComponent(path), (resolvedFolder as NSString).appendingPathComponent(path)]
        })
        let listChanges = paths.isEmpty || paths.contains { path in
            // A config saved, made or removed; or something removed (a folder of configs).
            ConfigLoader.isConfigFile(path) || !FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(path))
        }
        return state.withLock {
            current += 1
            if paths.isEmpty {
                tables = [:]
                listed = [:]
            } else {
                tables = tables.filter { !PreviewWorkspace.reads($0.value.reads.all, touch: touched) }
                listed = listed.filter { !PreviewWorkspace.reads($0.value.reads, touch: touched) }
            }
            if listChanges { discovered = nil }
            return current
        }
    }

    /// Whether a file among `reads` is one of `touched`, or lies in a folder among them.
    private static func reads(_ reads: Set<String>, touch touched: Set<String>) -> Bool {
        reads.contains { file in
            var path = file
            while true {
                if touched.contains(path) { return true }
                let parent = (path as NSString).deletingLastPathComponent
                if parent == path || parent.isEmpty { return false }
                path = parent
            }
        }
    }

    private static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    // MARK: the folder

    /// `{"folder", "generation", "configs": [{"path", "variants", "edits", "error"}]}`: the
    /// configs `verify` would check, each with its variants' suffixes, the edit files beside
    /// it (`edits/NAME.yaml`, `.yml`, `.json`) and the error that stops it loading, if any.
    /// Each config is loaded once and kept until a file it read changes (``changed(_:)``).
    func configs() throws(PreviewFailure) -> String {
        let (known, generation) = state.withLock { (discovered, current) }
        let paths: [String]
        if let known {
            paths = known
        } else {
            do { paths = try SnapshotSuite(root: folder).configs } catch { throw PreviewFailure(422, error.description) }
            state.withLock { if generation == current { discovered = paths } }
        }
        var items: [DataValue] = []
        for config in paths {
            let listed = state.withLock { self.listed[config] } ?? list(config)
            items.append(.object([("path", .string(config)), ("variants", .array(listed.variants)),
                                  ("edits", .array(editFiles(of: config).map { .string($0) })), ("error", listed.problem)]))
        }
        return DataValue.object([("folder", .string(folder)), ("generation", .number(Double(self.generation))),
                                 ("configs", .array(items))]).jsonText
    }

    /// `config`'s entry, loaded now (and kept, unless a file changed meanwhile).
    private func list(_ config: String) -> Listed {
        let generation = state.withLock { current }
        let reads = FileReads()
        var listed = Listed(variants: [], problem: .null, reads: [(folder as NSString).appendingPathComponent(config)])
        do {
            let file = try TableRequest.file(config, root: root, what: "config")
            loading?(file)
            // Read from the descriptor checked, never blocking: a link swapped in after the
            // check above, or a FIFO, is refused (docs/preview.md, Security).
            let loaded = try reads.recording { () throws(ConfigError) in try ConfigLoader.load(file: file, root: folder, inside: folder) }
            listed.variants = loaded.snapshot.variants.map { .string($0.suffix) }
        } catch let error as PreviewFailure {
            listed.problem = .string(error.message)
        } catch {
            listed.problem = .string("\(error)")
        }
        listed.reads.formUnion(reads.all)
        state.withLock { if generation == current { self.listed[config] = listed } }
        return listed
    }

    /// The edit files of `config`: `edits/NAME.yaml` (or `.yml`, `.json`) beside it, as
    /// `apply` takes them (Examples/live/edits/inbox.yaml for Examples/live/inbox.yaml).
    private func editFiles(of config: String) -> [String] {
        let name = ((config as NSString).lastPathComponent as NSString).deletingPathExtension
        let editsFolder = ((config as NSString).deletingLastPathComponent as NSString).appendingPathComponent("edits")
        return ["yaml", "yml", "json"].map { (editsFolder as NSString).appendingPathComponent("\(name).\($0)") }
            .filter { FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent($0)) }
    }

    // MARK: one table

    /// The table `request` names, loaded (or the one loaded already for this generation).
    /// The load holds no lock: other requests go on meanwhile.
    private func shown(_ request: TableRequest) throws(PreviewFailure) -> Shown {
        let (cached, generation) = state.withLock { (tables[request], current) }
        if let cached { return cached }
        loading?(request.config)
        let reads = FileReads()
        var loaded: LoadedTable
        do {
            loaded = try reads.recording { () throws(ConfigError) in
                try LoadedTable.load(request.config, mode: request.mode, engine: engine, root: folder, inside: folder)
            }
        } catch {
            throw PreviewFailure(422, error.description)
        }
        loaded = request.look.applied(to: loaded)
        if let edits = request.edits, request.step > 0 {
            do {
                let script = try reads.recording { () throws(ConfigError) in try loaded.editScript(file: edits, inside: folder) }
                guard request.step <= script.steps.count else {
                    throw PreviewFailure(400, "'step' must be at most \(script.steps.count), the steps of \(edits)")
                }
                // Files a step reads (a setData's data file) become the table's inputs too.
                for step in script.steps.prefix(request.step) {
                    _ = try reads.recording { () throws(ConfigError) in try loaded.apply(step) }
                }
            } catch let error as ConfigError {
                throw PreviewFailure(422, error.description)
            } catch let error as PreviewFailure {
                throw error
            } catch {
                throw PreviewFailure(422, "\(error)")
            }
        }
        let shown = Shown(loaded: loaded, selection: TableSelection(loaded.live), reads: reads)
        return state.withLock {
            // Files changed during the load: answer with it, but keep nothing of the old files.
            guard generation == current else { return shown }
            if let other = tables[request] { return other }  // another request loaded it meanwhile
            if tables.count >= PreviewWorkspace.tableLimit { tables = [:] }
            tables[request] = shown
            return shown
        }
    }

    /// The viewport a request asks for: `offset` and `height` in points (each: the config's
    /// when not given), as `render --offset --viewport-height` takes them. A config that
    /// gives no height (nor a screen) is drawn whole by `render`; here it is shown
    /// ``defaultHeight`` at a time, as a table 10M rows long cannot be drawn whole.
    private func viewport(_ query: [String: String], of loaded: LoadedTable) throws(PreviewFailure) -> Viewport {
        let offset = try TableRequest.number(query, "offset", in: -Height.maximumPoints * 1e3...Height.maximumPoints * 1e3)
        var height = try TableRequest.number(query, "height", in: 1...Height.maximumPoints)
        if height == nil, loaded.view.viewportHeight == nil, loaded.view.screen == nil { height = PreviewWorkspace.defaultHeight }
        return loaded.viewport(offset: offset, height: height)
    }

    /// The height shown of a config that gives none, in points.
    static let defaultHeight = 640.0

    /// The viewport drawn as `tablesnap render` draws it, at `scale` (1, 2 or 3; default
    /// the config's), with what it showed in headers: `X-Content-Height`, `X-Offset` (the
    /// offset clamped to the content), `X-Height` (the viewport's), `X-Width`, and the time it took (`Server-Timing`).
    func render(_ query: [String: String]) throws(PreviewFailure) -> PreviewResponse {
        let start = DispatchTime.now().uptimeNanoseconds, startCPU = PreviewWorkspace.threadCPUNanoseconds()
        let request = try TableRequest(query, root: root)
        let shown = try shown(request)
        shown.lock.lock()
        defer { shown.lock.unlock() }
        let loaded = shown.loaded
        var look = request.look
        look.scale = try TableRequest.integer(query, "scale", in: Look.scales)
        var viewport = try self.viewport(query, of: loaded)
        loaded.layOut(viewport)
        viewport.offset = loaded.geometry.clampedOffset(viewport)
        let png: Data
        // Images are read as they are drawn: they become the table's inputs too.
        do { png = try shown.reads.recording { () throws(RenderError) in try look.render(loaded, viewport) } } catch {
            throw PreviewFailure(422, "\(error)")
        }
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        let cpu = Double(PreviewWorkspace.threadCPUNanoseconds() - startCPU) / 1e6
        return .png(png, headers: ["X-Content-Height": DataValue.format(loaded.geometry.contentHeight),
                                   "X-Offset": DataValue.format(viewport.offset), "X-Height": DataValue.format(viewport.height), "X-Width": DataValue.format(loaded.table.width),
                                   "X-Screen": loaded.view.screen == nil ? "0" : "1",
                                   "X-Generation": "\(self.generation)", "Server-Timing": String(format: "render;dur=%.2f, cpu;dur=%.2f", milliseconds, cpu),
                                   "Cache-Control": "no-store"])
    }

    /// CPU time of the calling thread: what a render costs, whatever else the machine runs
    /// (docs/performance.md, "Live preview").
    static func threadCPUNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// What `tablesnap query` prints for the same viewport.
    func query(_ query: [String: String]) throws(PreviewFailure) -> PreviewResponse {
        let shown = try shown(TableRequest(query, root: root))
        shown.lock.lock()
        defer { shown.lock.unlock() }
        let loaded = shown.loaded
        let viewport = try self.viewport(query, of: loaded)
        loaded.layOut(viewport)
        return .json(QueryJSON.visibleStream(loaded.geometry, in: viewport, contentPreferredMaxWidth: loaded.table.contentPreferredMaxWidth).text + "\n")
    }

    /// What `tablesnap query --point X,Y` prints (content coordinates), with the row's
    /// frame's x and width: the row with the part hit, its id and tag; a header; or null.
    func hit(_ query: [String: String]) throws(PreviewFailure) -> PreviewResponse {
        let shown = try shown(TableRequest(query, root: root))
        shown.lock.lock()
        defer { shown.lock.unlock() }
        let loaded = shown.loaded
        let viewport = try self.viewport(query, of: loaded)
        let (x, y) = try point(query)
        loaded.layOut(viewport)
        switch loaded.geometry.hitTest(x: x, y: y, in: viewport) {
        case .row:
            guard let hit = loaded.live.hitRow(x: x, y: y, in: viewport) else { return .json("null") }
            return .json(QueryJSON.hit(hit).jsonText)
        case .header(let frame): return .json(QueryJSON.header(frame).jsonText)
        default: return .json("null")
        }
    }

    /// A click at (x, y): ``TableSelection/select(x:y:in:)`` as the Swift API runs it.
    /// `{"selected": {section, row, id} or null, "why", "selectedRows": [[section, row], …]}`.
    func select(_ query: [String: String]) throws(PreviewFailure) -> PreviewResponse {
        let shown = try shown(TableRequest(query, root: root))
        shown.lock.lock()
        defer { shown.lock.unlock() }
        let viewport = try self.viewport(query, of: shown.loaded)
        let (x, y) = try point(query)
        shown.loaded.layOut(viewport)
        let hit = shown.loaded.live.hitRow(x: x, y: y, in: viewport)
        let row = shown.selection.select(x: x, y: y, in: viewport)
        var why: String
        switch (hit, row) {
        case (nil, _): why = "no row under the point: nothing selected"
        case (let hit?, nil) where hit.part != .content: why = "a touch on the \(hit.part.rawValue) does not select the row"
        case (_, nil): why = "the row's willSelect refused the selection"
        case (_, let row?): why = row.deselectsOnSelect ? "selected, then deselected (the row deselects on select)" : "selected"
        }
        let selected: DataValue = hit.flatMap { hit in
            row.map { row in .object([("section", .number(Double(hit.frame.indexPath.section))), ("row", .number(Double(hit.frame.indexPath.row))),
                                      ("id", row.id.map { .string($0) } ?? .null)]) }
        } ?? .null
        let rows = shown.selection.selectedIndexPaths.map { DataValue.array([.number(Double($0.section)), .number(Double($0.row))]) }
        return .json(DataValue.object([("selected", selected), ("why", .string(why)), ("selectedRows", .array(rows))]).jsonText)
    }

    private func point(_ query: [String: String]) throws(PreviewFailure) -> (Double, Double) {
        let limit = Height.maximumPoints * 1e3
        guard let x = try TableRequest.number(query, "x", in: -limit...limit), let y = try TableRequest.number(query, "y", in: -limit...limit) else {
            throw PreviewFailure(400, "'x' and 'y' are needed: a point in content coordinates")
        }
        return (x, y)
    }

    /// An edit file's steps: `{"steps": [{"line", "column", "events": [...as apply --json]}]}`,
    /// each step applied to the table after the ones before, as `apply` does.
    func edits(_ query: [String: String]) throws(PreviewFailure) -> PreviewResponse {
        let request = try TableRequest(query, root: root)
        guard let edits = request.edits else { throw PreviewFailure(400, "the parameter 'edits' is missing: an edit file's path in the folder") }
        loading?(request.config)
        let loaded: LoadedTable
        do { loaded = try LoadedTable.load(request.config, mode: request.mode, engine: engine, root: folder, inside: folder) } catch {
            throw PreviewFailure(422, error.description)
        }
        var steps: [DataValue] = []
        do {
            let script = try loaded.editScript(file: edits, inside: folder)
            for step in script.steps {
                let batches = try loaded.apply(step)
                steps.append(.object([("line", .number(Double(step.location.line))), ("column", .number(Double(step.location.column))),
                                      ("events", .array(EventJSON.events(batches, style: .batch)))]))
            }
        } catch {
            throw PreviewFailure(422, error.description)
        }
        return .json(DataValue.object([("steps", .array(steps))]).jsonText)
    }

    // MARK: review

    /// Runs `verify` over the folder, recording nothing, and keeps the results.
    func runVerify() {
        reviewing.lock()
        defer { reviewing.unlock() }
        let start = DispatchTime.now().uptimeNanoseconds
        guard let suite = try? SnapshotSuite(root: folder) else { state.withLock { review = [] }; return }
        // Only configs inside the folder (a link out is not followed), as every route reads.
        let inside = suite.configs.filter { (try? root.locate($0)) != nil }
        let results = VerifyRunner.run(suite, configs: inside, jobs: ProcessInfo.processInfo.activeProcessorCount,
                                       settings: VerifyRunner.Settings(mode: .never, root: folder))
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        state.withLock { (review, reviewSeconds, kept) = (results, seconds, []) }
    }

    /// The report page of the last run (``ReportPage``, as `verify --report` writes it), its
    /// images served from memory, accept and keep buttons in place of the command.
    func reviewPage(token: String) -> String {
        let (review, kept, generation, reviewSeconds) = state.withLock { (self.review, self.kept, current, self.reviewSeconds) }
        var entries: [ReportPage.Entry] = []
        for (index, result) in review.enumerated() {
            var entry = ReportPage.Entry(result: result)
            let base = "/api/review/image?n=\(index)&g=\(generation)&kind="
            if result.check.status.isFailure {
                entry.actual = result.check.actual.map { _ in base + "actual" }
                entry.diff = result.check.diffImage.map { _ in base + "diff" }
                entry.expected = FileManager.default.fileExists(atPath: goldenPath(result)) ? base + "expected" : nil
            } else if FileManager.default.fileExists(atPath: goldenPath(result)) {
                entry.expected = base + "expected"
            }
            entries.append(entry)
        }
        let accept: (VerifyRunner.Outcome) -> String = { [kept] result in
            let name = PreviewPage.escape(result.name)
            if kept.contains(result.name) { return "<p class=\"accept\">Kept: the golden stays as it is.</p>" }
            return "<p class=\"accept\"><label><input type=\"checkbox\" class=\"review-pick\" data-name=\"\(name)\"> tick</label> "
                + "<button class=\"review-accept\" data-name=\"\(name)\">Accept</button> "
                + "<button class=\"review-keep\" data-name=\"\(name)\">Keep the golden</button> "
                + "<span class=\"why\">Accept writes the render as the golden, as <code>verify --record-mode failed</code> does.</span></p>"
        }
        return ReportPage.html(entries, summary: Summary(review), seconds: reviewSeconds, suiteFolder: folder, accept: accept,
                               head: PreviewPage.reviewHead(token: token))
    }

    private func goldenPath(_ result: VerifyRunner.Outcome) -> String {
        (folder as NSString).appendingPathComponent(result.golden)
    }

    /// One image of the last review: `actual`, `diff` (from memory) or `expected` (the golden).
    func reviewImage(_ query: [String: String]) throws(PreviewFailure) -> PreviewResponse {
        let review = state.withLock { self.review }
        guard let n = try TableRequest.integer(query, "n", in: 0...Int(Int32.max)), n < review.count else {
            throw PreviewFailure(404, "no snapshot with that number in the last review; reload the review")
        }
        let result = review[n]
        let data: Data?
        switch query["kind"] {
        case "actual": data = result.check.actual
        case "diff": data = result.check.diffImage
        case "expected":
            // The bytes verify compared, else the golden read as verify reads it: inside the
            // folder, a regular file, from the descriptor checked (a link out or a FIFO is refused).
            if let compared = result.check.expected {
                data = compared
            } else {
                do {
                    data = Data(try root.read(resolved: goldenPath(result), kind: "golden",
                                              maxBytes: RGBAImage.largestFile(maxPixels: RGBAImage.defaultMaxPixels)))
                } catch {
                    throw PreviewFailure(error.message.contains("leaves") ? 403 : 404, error.message)
                }
            }
        default: throw PreviewFailure(400, "'kind' must be actual, diff or expected")
        }
        guard let data else { throw PreviewFailure(404, "\(result.name) has no \(query["kind"] ?? "") image") }
        return .png(data, headers: ["Cache-Control": "no-store"])
    }

    /// Accepts the failure `name` (`config` or `config [variant]`): renders it again and
    /// writes the golden as `verify --record-mode failed` does (atomically, only if it
    /// fails), through ``VerifyRunner/runOne(_:config:variant:settings:engine:)``.
    func accept(_ query: [String: String]) throws(PreviewFailure) -> PreviewResponse {
        reviewing.lock()
        defer { reviewing.unlock() }
        let (index, result) = try failure(named: query["name"])
        guard let suite = try? SnapshotSuite(root: folder) else { throw PreviewFailure(404, "the folder is gone") }
        let accepted = VerifyRunner.runOne(suite, config: result.config, variant: result.variant,
                                           settings: VerifyRunner.Settings(mode: .failed, root: folder), engine: engine)
        state.withLock { if index < review.count, review[index].name == result.name { review[index] = accepted } }
        let status: String
        switch accepted.check.status {
        case .recorded(let what): status = "recorded-\(what)"
        case .passed: status = "passed"
        case .failed(let message), .unrenderable(let message): throw PreviewFailure(422, message)
        }
        return .json(DataValue.object([("name", .string(result.name)), ("status", .string(status)),
                                       ("golden", .string(result.golden))]).jsonText)
    }

    /// Keeps the golden of the failure `name`: nothing is written; the review says so.
    func keep(_ query: [String: String]) throws(PreviewFailure) -> PreviewResponse {
        let (_, result) = try failure(named: query["name"])
        state.withLock { _ = kept.insert(result.name) }
        return .json(DataValue.object([("name", .string(result.name)), ("status", .string("kept"))]).jsonText)
    }

    private func failure(named name: String?) throws(PreviewFailure) -> (Int, VerifyRunner.Outcome) {
        guard let name, !name.isEmpty else { throw PreviewFailure(400, "the parameter 'name' is missing: a snapshot's name from the review") }
        let review = state.withLock { self.review }
        guard let index = review.firstIndex(where: { $0.name == name }) else {
            throw PreviewFailure(404, "no snapshot '\(name.prefix(200))' in the last review; reload the review")
        }
        guard case .failed = review[index].check.status else {
            throw PreviewFailure(409, "\(name) did not fail in the last review: nothing to accept")
        }
        return (index, review[index])
    }
}
