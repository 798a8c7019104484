import Dispatch
import Foundation
import Testing
import TableSnapshot
@testable import TableServe
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Every read and write of `tablesnap serve` goes through the folder rule, on descriptors
/// (issue 34, items 1–4, 6, 7): the review's images, edit files, the config list and accept;
/// FIFOs never block; a link swapped in between a check and the read (or the write) changes
/// nothing; one slow request holds up no other; other sites' pages are refused.
@Suite(.serialized) struct PreviewFolderRuleTests {
    let parent: URL
    let folder: URL
    let api: PreviewAPI

    init() throws {
        (parent, folder) = try ServeFixture.make()
        // The 10M-row table costs a review (verify draws all of it) a minute in a debug build
        // under load; these tests need small tables only.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("big.yaml"))
        try ServeFixture.table("Quick").write(to: folder.appendingPathComponent("q.yaml"), atomically: true, encoding: .utf8)
        api = try PreviewAPI(folder: folder.path, host: "127.0.0.1", port: 8000, token: "t0ken")
    }

    /// `work`'s answer, or nil when it did not come within `seconds` (a blocked read).
    static func answered<T: Sendable>(within seconds: Double = 5, _ work: @escaping @Sendable () -> T) -> T? {
        let box = Box<T>(), done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.value = work()
            done.signal()
        }
        return done.wait(timeout: .now() + seconds) == .success ? box.value : nil
    }

    final class Box<T>: @unchecked Sendable { var value: T? }

    func text(_ response: PreviewResponse) -> String { String(decoding: response.body, as: UTF8.self) }

    /// Runs the review; the number its page gives the snapshot `name`'s images.
    func reviewNumber(of name: String) -> Int? {
        let page = text(api.get("/review"))
        guard let section = page.range(of: "<h2>\(name)</h2>"),
              let link = page.range(of: "/api/review/image?n=", range: section.upperBound..<page.endIndex) else { return nil }
        return Int(page[link.upperBound...].prefix { $0.isNumber })
    }

    @Test func theReviewServesNoGoldenFromOutsideTheFolder() throws {
        try "TOPSECRET-outside-the-root".write(to: parent.appendingPathComponent("secret.png"), atomically: true, encoding: .utf8)
        try ServeFixture.table("Linked").write(to: folder.appendingPathComponent("linked.yaml"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("linked.png").path, withDestinationPath: "../secret.png")
        let n = try #require(reviewNumber(of: "linked.yaml"))
        let image = api.get("/api/review/image", ["n": "\(n)", "kind": "expected"])
        #expect(image.status == 403 || image.status == 404, "\(image.status)")
        #expect(!text(image).contains("TOPSECRET"))
    }

    @Test func aGoldenThatIsAFIFOIsRefusedWithoutBlocking() throws {
        try ServeFixture.table("Piped").write(to: folder.appendingPathComponent("piped.yaml"), atomically: true, encoding: .utf8)
        #expect(mkfifo(folder.appendingPathComponent("piped.png").path, 0o600) == 0)
        let api = self.api
        let n = try #require(PreviewFolderRuleTests.answered { self.reviewNumber(of: "piped.yaml") } ?? nil, "the review answers")
        let image = PreviewFolderRuleTests.answered { api.get("/api/review/image", ["n": "\(n)", "kind": "expected"]) }
        #expect(image != nil, "the golden's read does not wait for a writer")
        #expect(image.map { $0.status >= 400 } == true)
    }

    @Test func fifosAmongConfigsAndEditFilesAreRefusedWithoutBlocking() throws {
        #expect(mkfifo(folder.appendingPathComponent("pipe.yaml").path, 0o600) == 0)
        #expect(mkfifo(folder.appendingPathComponent("edits/q.yaml").path, 0o600) == 0)
        let api = self.api
        let list = try #require(PreviewFolderRuleTests.answered { api.get("/api/configs") }, "the list answers")
        let listed = text(list)
        #expect(list.status == 200 && listed.contains("\"path\": \"pipe.yaml\"") && listed.contains("FIFO"), "\(listed)")
        let edits = try #require(PreviewFolderRuleTests.answered { api.get("/api/edits", ["config": "q.yaml", "edits": "edits/q.yaml"]) },
                                 "the edit file's read does not wait for a writer")
        #expect(edits.status == 422 && edits.errorMessage?.contains("FIFO") == true, "\(text(edits))")
        let step = try #require(PreviewFolderRuleTests.answered { api.get("/api/render", ["config": "q.yaml", "edits": "edits/q.yaml", "step": "1"]) })
        #expect(step.status == 422)
        #expect(PreviewFolderRuleTests.answered { api.get("/api/configs").status } == 200, "and it answers after")
    }

    /// The race, made certain: the link is swapped in after the name was checked and before
    /// the file is read. Read by name, the answer held the outside file's rows.
    @Test func anEditFileSwappedForALinkAfterItsCheckIsNotReadOutside() throws {
        try "- insertRows: {section: main, at: 0, rows: [{id: x, title: TOPSECRET}]}\n"
            .write(to: parent.appendingPathComponent("outside-edits.yaml"), atomically: true, encoding: .utf8)
        let edits = folder.appendingPathComponent("edits/a.yaml")
        api.workspace.loading = { _ in
            try? FileManager.default.removeItem(at: edits)
            try? FileManager.default.createSymbolicLink(atPath: edits.path, withDestinationPath: "../../outside-edits.yaml")
        }
        let answer = api.get("/api/edits", ["config": "a.yaml", "edits": "edits/a.yaml"])
        #expect(!text(answer).contains("TOPSECRET") && !text(answer).contains("\"x\""))
        #expect(answer.status == 422 && answer.errorMessage?.contains("symbolic link that leaves") == true, "\(text(answer))")
    }

    @Test func aConfigSwappedForALinkAfterItsCheckIsNotListedFromOutside() throws {
        let config = folder.appendingPathComponent("a.yaml")
        api.workspace.loading = { path in
            guard path.hasSuffix("/a.yaml") else { return }
            try? FileManager.default.removeItem(at: config)
            try? FileManager.default.createSymbolicLink(atPath: config.path, withDestinationPath: "../secret.yaml")
        }
        let listed = text(api.get("/api/configs"))
        let entry = try #require(listed.components(separatedBy: "{\"path\": ").first { $0.hasPrefix("\"a.yaml\"") })
        #expect(entry.contains("symbolic link that leaves"), "\(entry)")
    }

    @Test func acceptDoesNotRenderAConfigSwappedForALinkOut() throws {
        #expect(text(api.get("/review")).contains("data-name=\"fail.yaml\""))
        let golden = folder.appendingPathComponent("fail.png")
        let before = try Data(contentsOf: golden)
        // Between the review and the click (a `git checkout`): the config is now a link out.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("fail.yaml"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("fail.yaml").path, withDestinationPath: "../secret.yaml")
        let accepted = api.post("/api/accept", ["name": "fail.yaml"], token: "t0ken")
        #expect(accepted.status == 422 && accepted.errorMessage?.contains("leaves") == true, "\(text(accepted))")
        #expect(try Data(contentsOf: golden) == before, "the outside twin's render is not written as the golden")
    }

    @Test func aRecordedGoldenIsNotWrittenThroughAFolderSwappedForALinkOut() throws {
        let outside = parent.appendingPathComponent("outside-sub")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("sub").path, withDestinationPath: outside.path)
        let png = try SnapshotDrawing(config: folder.appendingPathComponent("a.yaml").path, engine: SharedFonts.engine).png
        let check = SnapshotCheck.compare(png, goldenPath: folder.appendingPathComponent("sub/x.png").path, mode: .all, folder: folder.path)
        #expect(check.status.message?.contains("symbolic link that leaves") == true, "\(check.status)")
        #expect(!FileManager.default.fileExists(atPath: outside.appendingPathComponent("x.png").path), "nothing written outside")
        let inside = SnapshotCheck.compare(png, goldenPath: folder.appendingPathComponent("new/deeper/x.png").path, mode: .all, folder: folder.path)
        #expect(inside.status == .recorded("new") && FileManager.default.fileExists(atPath: folder.appendingPathComponent("new/deeper/x.png").path),
                "folders inside are made as before")
    }

    /// A render of a loaded table does not wait for another config's load (issue 34, item 6).
    @Test func aCachedRenderDoesNotWaitBehindASlowLoad() throws {
        #expect(api.get("/api/render", ["config": "a.yaml"]).status == 200)  // loaded, kept
        let holding = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        final class Once: @unchecked Sendable {
            let lock = NSLock()
            var done = false
            func first() -> Bool { lock.withLock { defer { done = true }; return !done } }
        }
        let once = Once()
        api.workspace.loading = { path in
            // Only the first load of fail.yaml is held (the list below loads it too).
            guard path.hasSuffix("/fail.yaml"), once.first() else { return }
            holding.signal()
            release.wait()
        }
        let api = self.api
        Thread.detachNewThread { _ = api.get("/api/render", ["config": "fail.yaml"]) }
        holding.wait()  // fail.yaml's load has begun and is held
        defer { release.signal() }
        let cached = PreviewFolderRuleTests.answered { api.get("/api/render", ["config": "a.yaml", "offset": "10"]).status }
        #expect(cached == 200, "answered while another config loads")
        let listed = PreviewFolderRuleTests.answered { api.get("/api/configs").status }
        #expect(listed == 200)
    }

    /// GETs another site's page makes the browser send are refused, as POSTs without the
    /// token are (issue 34, item 7); the page itself may be opened from a link.
    @Test func requestsFromAnotherSitesPageAreRefused() {
        func get(_ path: String, _ headers: [String: String]) -> PreviewResponse {
            api.handle(PreviewRequest(method: "GET", path: path, query: ["config": "q.yaml", "height": "8000", "scale": "3"],
                                      headers: ["Host": "127.0.0.1:8000"].merging(headers) { $1 }))
        }
        for path in ["/review", "/api/render", "/api/configs", "/api/review/image"] {
            #expect(get(path, ["Origin": "https://evil.example"]).status == 403, "\(path)")
            #expect(get(path, ["Sec-Fetch-Site": "cross-site"]).status == 403, "\(path)")
            #expect(get(path, ["Sec-Fetch-Site": "same-site"]).status == 403, "\(path): another port or subdomain")
            #expect(get(path, ["Origin": "null"]).status == 403, "\(path): a sandboxed or file: page")
        }
        #expect(get("/api/configs", ["Origin": "http://127.0.0.1:8000", "Sec-Fetch-Site": "same-origin"]).status == 200)
        #expect(get("/api/configs", ["Origin": "http://localhost:8000"]).status == 200)
        #expect(get("/api/configs", ["Sec-Fetch-Site": "none"]).status == 200, "typed in the address bar")
        #expect(get("/", ["Sec-Fetch-Site": "cross-site"]).status == 200, "the page, from a link, starts nothing")
        #expect(api.handle(PreviewRequest(method: "POST", path: "/api/keep", query: ["name": "fail.yaml"],
                                          headers: ["Host": "127.0.0.1:8000", "X-Tablesnap-Token": "t0ken", "Origin": "https://evil.example"])).status == 403)
    }
}
