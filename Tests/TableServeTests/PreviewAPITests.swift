import Foundation
import Testing
import TableConfig
import TableLayout
import TablePipeline
import TableSnapshot
@testable import TableServe
import TestSupport

/// Every route of `tablesnap serve` and each of its errors, without a socket
/// (docs/preview.md, "Routes"): what a page gets is what the commands print.
@Suite(.serialized) struct PreviewAPITests {
    let folder: URL
    let api: PreviewAPI

    init() throws {
        folder = try ServeFixture.make().folder
        api = try PreviewAPI(folder: folder.path, host: "127.0.0.1", port: 8000, token: "t0ken")
    }

    @Test func thePageCarriesTheTokenAndANewServerANewOne() throws {
        let page = String(decoding: api.get("/").body, as: UTF8.self)
        #expect(page.contains("<meta name=\"tablesnap-token\" content=\"t0ken\">"))
        let a = try PreviewAPI(folder: folder.path, host: "127.0.0.1", port: 1), b = try PreviewAPI(folder: folder.path, host: "127.0.0.1", port: 1)
        #expect(a.token.count == 64 && a.token != b.token)
    }

    @Test func unknownRoutesAndWrongMethods() {
        #expect(api.get("/nope").status == 404)
        #expect(api.get("/api/accept").status == 405)
        #expect(api.post("/api/render", ["config": "a.yaml"], token: "t0ken").status == 405)
        #expect(api.handle(PreviewRequest(method: "DELETE", path: "/", headers: ["Host": "127.0.0.1:8000"])).status == 405)
    }

    @Test func aForeignOrMissingHostIsRefused() {
        #expect(api.handle(PreviewRequest(method: "GET", path: "/", headers: ["Host": "evil.example:8000"])).status == 403)
        #expect(api.handle(PreviewRequest(method: "GET", path: "/", headers: ["Host": "127.0.0.1:9999"])).status == 403)
        #expect(api.handle(PreviewRequest(method: "GET", path: "/")).status == 403)
        #expect(api.handle(PreviewRequest(method: "GET", path: "/", headers: ["Host": "localhost:8000"])).status == 200)
        let wide = try? PreviewAPI(folder: folder.path, host: "192.0.2.1", port: 8000)
        #expect(wide?.handle(PreviewRequest(method: "GET", path: "/", headers: ["Host": "localhost:8000"])).status == 403,
                "localhost is not an alias of a host that is not loopback")
    }

    @Test func aBodyIsRefused() {
        let upload = PreviewRequest(method: "POST", path: "/api/accept", headers: ["Host": "127.0.0.1:8000", "X-Tablesnap-Token": "t0ken"],
                                    bodyLength: 10_000_000_000)
        #expect(api.handle(upload).status == 413)
    }

    @Test func postsNeedTheToken() {
        for route in ["/api/accept", "/api/keep", "/api/select"] {
            #expect(api.post(route, ["name": "fail.yaml"], token: nil).status == 403, "\(route)")
            #expect(api.post(route, ["name": "fail.yaml"], token: "t0keN").status == 403, "\(route)")
            #expect(api.post(route, ["name": "fail.yaml"], token: "").status == 403, "\(route)")
        }
    }

    @Test func pathsOutsideTheFolderAreRefused() throws {
        for route in ["/api/render", "/api/query", "/api/hit", "/api/edits"] {
            for config in ["../secret.yaml", "/etc/passwd.yaml", folder.deletingLastPathComponent().appendingPathComponent("secret.yaml").path,
                           "link.yaml", "edits/../../secret.yaml"] {
                let response = api.get(route, ["config": config, "x": "1", "y": "1", "edits": "edits/a.yaml"])
                #expect(response.status == 403, "\(route) \(config): \(response.errorMessage ?? "")")
                #expect(response.errorMessage?.contains("reads only files inside the folder") == true)
            }
        }
        #expect(api.get("/api/render", ["config": "a.yaml", "edits": "../secret.yaml", "step": "1"]).status == 403)
        #expect(api.get("/api/render", ["config": "missing.yaml"]).status == 404)
        #expect(api.get("/api/render", ["config": "fail.png"]).status == 400, "not a config")
        #expect(api.get("/api/render", [:]).status == 400)
        let listed = String(decoding: api.get("/api/configs").body, as: UTF8.self)
        #expect(listed.contains("\"path\": \"link.yaml\""))
        #expect(!listed.contains("Secret"), "a config linked from outside is listed, never read")
    }

    @Test func badParameters() {
        let bad: [[String: String]] = [["offset": "abc"], ["offset": "inf"], ["height": "0"], ["height": "-5"], ["scale": "4"], ["mode": "-1"],
                                       ["device": "nokia"], ["appearance": "blue"], ["contentSize": "huge"], ["edits": "edits/a.yaml", "step": "3"],
                                       ["edits": "edits/a.yaml", "step": "x"]]
        for parameters in bad {
            let response = api.get("/api/render", parameters.merging(["config": "a.yaml"]) { $1 })
            #expect(response.status == 400, "\(parameters): \(response.errorMessage ?? "")")
        }
        #expect(api.get("/api/hit", ["config": "a.yaml"]).status == 400, "no point")
        #expect(api.get("/api/hit", ["config": "a.yaml", "x": "1", "y": "nan"]).status == 400)
        #expect(api.get("/api/edits", ["config": "a.yaml"]).status == 400, "no edit file")
    }

    @Test func aConfigWithAnErrorSaysWhere() {
        let response = api.get("/api/render", ["config": "broken.yaml"])
        #expect(response.status == 422)
        #expect(response.errorMessage?.contains("broken.yaml:2:") == true, "\(response.errorMessage ?? "")")
        let listed = String(decoding: api.get("/api/configs").body, as: UTF8.self)
        #expect(listed.contains("broken.yaml:2:"))
        #expect(listed.contains("\"edits\": [\"edits/a.yaml\"]"))
    }

    @Test func theRenderIsTheCommandLinesPNG() throws {
        let response = api.get("/api/render", ["config": "a.yaml", "offset": "10", "height": "120", "scale": "3", "appearance": "dark"])
        #expect(response.status == 200 && response.contentType == "image/png")
        let out = folder.deletingLastPathComponent().appendingPathComponent("a.png").path
        let cli = ServeFixture.tablesnap(["render", folder.appendingPathComponent("a.yaml").path, "--offset", "10", "--viewport-height", "120",
                                          "--scale", "3", "--appearance", "dark", "--out", out])
        #expect(cli.status == 0, "\(cli.err)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: out)) == response.body)
        #expect(response.headers["X-Offset"] == "10")
    }

    /// The look parameters are `render`'s and `query`'s look flags, applied by one `Look`.
    @Test func theLookIsTheCommandLinesLook() throws {
        let config = folder.appendingPathComponent("a.yaml").path
        let look = ["device": "se", "contentSize": "accessibility2"]
        let render = api.get("/api/render", look.merging(["config": "a.yaml", "height": "120", "appearance": "dark"]) { $1 })
        let out = folder.deletingLastPathComponent().appendingPathComponent("look.png").path
        let cli = ServeFixture.tablesnap(["render", config, "--viewport-height", "120", "--device", "se", "--content-size", "accessibility2",
                                          "--appearance", "dark", "--out", out])
        #expect(render.status == 200 && cli.status == 0, "\(render.errorMessage ?? "") \(cli.err)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: out)) == render.body)
        let query = api.get("/api/query", look.merging(["config": "a.yaml", "height": "100"]) { $1 })
        let cliQuery = ServeFixture.tablesnap(["query", config, "--viewport-height", "100", "--device", "se", "--content-size", "accessibility2"])
        #expect(cliQuery.status == 0 && String(decoding: query.body, as: UTF8.self) == cliQuery.out, "\(cliQuery.err)")
        let unknown = api.get("/api/render", ["config": "a.yaml", "device": "iphon15"])
        #expect(unknown.status == 400 && unknown.errorMessage?.contains("no preset 'iphon15'; did you mean 'iphone15'?") == true,
                "\(unknown.errorMessage ?? "")")
    }

    @Test func queryHitAndEditsAreTheCommandLines() throws {
        let config = folder.appendingPathComponent("a.yaml").path
        let query = api.get("/api/query", ["config": "a.yaml", "offset": "20", "height": "100"])
        #expect(String(decoding: query.body, as: UTF8.self) == ServeFixture.tablesnap(["query", config, "--offset", "20", "--viewport-height", "100"]).out)
        for point in [(150.0, 60.0), (280.0, 110.0), (150.0, 10.0), (150.0, 900.0)] {
            let hit = api.get("/api/hit", ["config": "a.yaml", "x": "\(point.0)", "y": "\(point.1)"])
            let cli = ServeFixture.tablesnap(["query", config, "--point", "\(point.0),\(point.1)"])
            #expect(String(decoding: hit.body, as: UTF8.self) + "\n" == cli.out, "\(point)")
        }
        let edits = String(decoding: api.get("/api/edits", ["config": "a.yaml", "edits": "edits/a.yaml"]).body, as: UTF8.self)
        let apply = ServeFixture.tablesnap(["apply", config, folder.appendingPathComponent("edits/a.yaml").path, "--json"]).out
        #expect(edits.contains("\"events\": [{\"type\": \"begin\"}, {\"type\": \"insert\", \"section\": 0, \"row\": 0}, {\"type\": \"end\"}]"))
        #expect(apply.contains("[{\"type\": \"begin\"}, {\"type\": \"insert\", \"section\": 0, \"row\": 0}, {\"type\": \"end\"}]"))
        // Step 2 drawn is apply's final frame.
        let out = folder.deletingLastPathComponent().appendingPathComponent("final.png").path
        _ = ServeFixture.tablesnap(["apply", config, folder.appendingPathComponent("edits/a.yaml").path, "--out", out])
        let step = api.get("/api/render", ["config": "a.yaml", "edits": "edits/a.yaml", "step": "2"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: out)) == step.body)
    }

    @Test func aClickSelectsAsTableSelectionDoes() throws {
        func click(_ x: Double, _ y: Double) throws -> [String: Any] {
            let response = api.post("/api/select", ["config": "a.yaml", "x": "\(x)", "y": "\(y)"], token: "t0ken")
            return try #require(JSONSerialization.jsonObject(with: response.body) as? [String: Any])
        }
        let content = try click(100, 60)
        #expect((content["selected"] as? [String: Any])?["id"] as? String == "one")
        #expect((content["why"] as? String)?.hasPrefix("selected") == true)
        let toggle = try click(280, 110)
        #expect(toggle["selected"] is NSNull)
        #expect(toggle["why"] as? String == "a touch on the switch does not select the row")
        #expect(try click(100, 5000)["why"] as? String == "no row under the point: nothing selected")
    }

    @Test func reviewAcceptWritesTheGoldenAsVerifyRecordDoes() throws {
        let golden = folder.appendingPathComponent("fail.png")
        let before = try Data(contentsOf: golden)
        #expect(api.post("/api/accept", ["name": "fail.yaml"], token: "t0ken").status == 404, "no review yet")
        let page = String(decoding: api.get("/review").body, as: UTF8.self)
        #expect(page.contains("class=\"review-accept\" data-name=\"fail.yaml\""))
        #expect(page.contains("/api/review/image?n="))
        #expect(api.get("/api/review/image", ["n": "99"]).status == 404)
        #expect(api.get("/api/review/image", ["n": "0", "kind": "x"]).status == 400)
        #expect(api.post("/api/accept", [:], token: "t0ken").status == 400)
        #expect(api.post("/api/accept", ["name": "a.yaml"], token: "t0ken").status == 409, "passed: nothing to accept")
        #expect(api.post("/api/keep", ["name": "fail.yaml"], token: "t0ken").status == 200)
        #expect(try Data(contentsOf: golden) == before, "keep writes nothing")
        #expect(String(decoding: api.get("/review", ["run": "0"]).body, as: UTF8.self).contains("Kept: the golden stays"))
        let accepted = api.post("/api/accept", ["name": "fail.yaml"], token: "t0ken")
        #expect(accepted.status == 200 && String(decoding: accepted.body, as: UTF8.self).contains("recorded-updated"))
        // The bytes `verify --record` writes: the config's viewport rendered by the pipeline.
        let loaded = try LoadedTable.load(folder.appendingPathComponent("fail.yaml").path)
        #expect(try Data(contentsOf: golden) == loaded.renderPNG(loaded.viewport()))
        let after = String(decoding: api.get("/review", ["run": "0"]).body, as: UTF8.self)
        let counts = after.components(separatedBy: "<p class=\"counts\">").dropFirst().first?.components(separatedBy: "</p>").first ?? ""
        #expect(counts.contains(">2 failed<") && counts.contains(">1 recorded<"), "broken.yaml and big.yaml (no golden) still fail; fail.yaml is recorded: \(counts)")
        #expect(!after.contains("data-name=\"fail.yaml\""))
        #expect(try !FileManager.default.contentsOfDirectory(atPath: folder.path).contains { $0.hasPrefix(".tablesnap-tmp") })
    }

    /// "Keep the golden" holds until the review runs again: accepting another failure
    /// writes a golden, a file change the watcher reports, and that forgot it (issue 32, bug 4).
    @Test func aKeptGoldenStaysKeptWhenAnotherIsAccepted() throws {
        try FileManager.default.removeItem(at: folder.appendingPathComponent("big.yaml"))  // a quicker review
        try ServeFixture.table("New").write(to: folder.appendingPathComponent("new.yaml"), atomically: true, encoding: .utf8)
        _ = api.get("/review")
        #expect(api.post("/api/keep", ["name": "fail.yaml"], token: "t0ken").status == 200)
        #expect(api.post("/api/accept", ["name": "new.yaml"], token: "t0ken").status == 200)
        _ = api.changed(["new.png"])  // the watcher's call when new.png appears
        let page = String(decoding: api.get("/review", ["run": "0"]).body, as: UTF8.self)
        #expect(page.contains("Kept: the golden stays") && !page.contains("data-name=\"fail.yaml\""))
        #expect(!String(decoding: api.get("/review").body, as: UTF8.self).contains("Kept:"), "a new run asks again")
    }

    /// A save re-reads only what read the file saved (issue 32, bug 5: each save loaded every
    /// config again): counted by the loads the workspace starts, not timed.
    @Test func aSaveReReadsOnlyWhatReadTheFileSaved() throws {
        try FileManager.default.removeItem(at: folder.appendingPathComponent("big.yaml"))
        let config = "width: 300\ndata: {fruits: {file: data/fruits.json}}\ncells: {fruit: {title: \"{name}\"}}\n"
            + "sections: [{rows: [{source: fruits, cell: fruit}]}]\n"
        let files = ["c.yaml": config,
                     "data/fruits.json": "[{\"name\": \"Apple\"}]", "sub/e.yaml": ServeFixture.table("E")]
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        final class Loads: @unchecked Sendable {
            let lock = NSLock()
            var paths: [String] = []
            func take() -> [String] {
                lock.withLock { defer { paths = [] }; return paths.map { ($0 as NSString).lastPathComponent }.sorted() }
            }
        }
        let loads = Loads()
        api.workspace.loading = { path in loads.lock.withLock { loads.paths.append(path) } }
        func list() -> String { String(decoding: api.get("/api/configs").body, as: UTF8.self) }
        func render(_ config: String) { #expect(api.get("/api/render", ["config": config]).status == 200, "\(config)") }

        _ = list()
        #expect(loads.take() == ["a.yaml", "broken.yaml", "c.yaml", "e.yaml", "fail.yaml"], "every config once; link.yaml is never read")
        _ = list()
        render("a.yaml"); render("c.yaml")
        #expect(loads.take() == ["a.yaml", "c.yaml"], "the list is kept; a render loads its table once")

        // The data file: only c.yaml, in the list and as a table.
        try "[{\"name\": \"Pear\"}]".write(to: folder.appendingPathComponent("data/fruits.json"), atomically: true, encoding: .utf8)
        _ = api.changed(["data/fruits.json"])
        #expect(list().contains("c.yaml") && loads.take() == ["c.yaml"])
        render("a.yaml"); render("c.yaml")
        #expect(loads.take() == ["c.yaml"])
        // A config: itself; a file no config reads: nothing.
        _ = api.changed(["a.yaml"])
        _ = list(); render("a.yaml"); render("c.yaml")
        #expect(loads.take() == ["a.yaml", "a.yaml"])
        _ = api.changed(["notes.txt"])
        _ = list(); render("a.yaml")
        #expect(loads.take() == [])
        // A new config is listed (and loaded alone); a folder removed takes its configs along.
        try ServeFixture.table("D").write(to: folder.appendingPathComponent("d.yaml"), atomically: true, encoding: .utf8)
        _ = api.changed(["d.yaml"])
        #expect(list().contains("\"d.yaml\"") && loads.take() == ["d.yaml"])
        try FileManager.default.removeItem(at: folder.appendingPathComponent("sub"))
        _ = api.changed(["sub"])
        #expect(!list().contains("e.yaml") && loads.take() == [])
        // Unknown (the kernel's queue overflowed): everything.
        _ = api.changed([])
        _ = list()
        #expect(loads.take() == ["a.yaml", "broken.yaml", "c.yaml", "d.yaml", "fail.yaml"])
    }
}
