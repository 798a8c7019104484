import Foundation
import TableLayout

/// The routes of `tablesnap serve` (docs/preview.md, "Routes"), apart from the socket: a
/// request in, a response out. Checks what every request must pass first: a `Host` the
/// server answers to (a page from another site cannot reach it through a name it controls,
/// "DNS rebinding"), no body (no route takes one), no request another site's page made
/// (`Origin`, `Sec-Fetch-Site`) but for the page itself, and for each `POST` the token sent
/// with the page, new each time the server starts.
package final class PreviewAPI: @unchecked Sendable {
    /// The per-start secret a `POST` carries in `X-Tablesnap-Token`.
    package let token: String
    /// The `Host` header values accepted: the host and port listened on, and for a loopback
    /// host, `localhost`, `127.0.0.1` and `[::1]` with the port.
    private let hosts: Set<String>
    /// The port listened on.
    package let port: Int
    let workspace: PreviewWorkspace

    /// The largest body a request may announce; routes take none.
    package static let maxBody = 0

    /// Serves `folder`, answering requests addressed to `host`:`port` (and, for a loopback
    /// host, to `localhost` and `127.0.0.1`). `token` defaults to 32 random bytes in hex.
    package init(folder: String, host: String, port: Int, token: String? = nil) throws {
        do { workspace = try PreviewWorkspace(folder: folder) } catch { throw PreviewAPIError(description: error.message) }
        self.token = token ?? PreviewAPI.randomToken()
        var names: Set<String> = [host.contains(":") ? "[\(host)]" : host]
        if PreviewAPI.isLoopback(host) { names.formUnion(["localhost", "127.0.0.1", "[::1]"]) }
        self.port = port
        hosts = Set(names.map { "\($0):\(port)" })
    }

    package var folder: String { workspace.folder }

    /// Whether `host` names this machine only (127.0.0.0/8, ::1, localhost).
    package static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    /// Compares every byte, so the time taken does not tell how much of a guess was right.
    static func same(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        return zip(x, y).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }

    /// Files in the folder changed (the watcher's call, with their paths relative to the
    /// folder; empty when which is unknown): what read them is loaded again.
    package func changed(_ paths: [String]) -> Int {
        workspace.changed(paths)
    }

    package var generation: Int { workspace.generation }

    /// Refuses what no route may get: a foreign `Host`, a body, a request another site's page
    /// made (but for the page itself, `/`, which does nothing and whose token that site cannot
    /// read). nil: go on.
    package func admit(_ request: PreviewRequest) -> PreviewResponse? {
        guard let host = request.headers["host"], hosts.contains(host.lowercased()) else {
            return .error(403, "the Host header '\((request.headers["host"] ?? "").prefix(100))' is not this server's; open \(hosts.sorted().first ?? "")")
        }
        if request.path != "/", let refusal = crossSite(request) { return refusal }
        if request.bodyLength > PreviewAPI.maxBody {
            return .error(413, "no route takes a body; this one announced \(request.bodyLength) bytes")
        }
        return nil
    }

    /// Answers `request` (the event stream, `/events`, is the server's own). A request with
    /// `X-Tablesnap-Errors: body` (the page's) gets a 4xx answer as 200 with the status in
    /// `X-Tablesnap-Status`: a config with an error is everyday editing, and a browser logs
    /// every 4xx in its console as a failure of the page (docs/preview.md, "Routes").
    package func handle(_ request: PreviewRequest) -> PreviewResponse {
        var response = answer(request)
        if request.headers["x-tablesnap-errors"] == "body", (400..<500).contains(response.status) {
            response.headers["X-Tablesnap-Status"] = "\(response.status)"
            response.status = 200
        }
        return response
    }

    private func answer(_ request: PreviewRequest) -> PreviewResponse {
        if let refusal = admit(request) { return refusal }
        let routes: [String: (method: String, run: (PreviewRequest) throws(PreviewFailure) -> PreviewResponse)] = [
            "/": ("GET", { _ in .html(PreviewPage.html(token: self.token)) }),
            "/api/configs": ("GET", { _ throws(PreviewFailure) in .json(try self.workspace.configs()) }),
            "/api/render": ("GET", { r throws(PreviewFailure) in try self.workspace.render(r.query) }),
            "/api/query": ("GET", { r throws(PreviewFailure) in try self.workspace.query(r.query) }),
            "/api/hit": ("GET", { r throws(PreviewFailure) in try self.workspace.hit(r.query) }),
            "/api/edits": ("GET", { r throws(PreviewFailure) in try self.workspace.edits(r.query) }),
            "/api/select": ("POST", { r throws(PreviewFailure) in try self.workspace.select(r.query) }),
            "/review": ("GET", { r in
                if r.query["run"] != "0" { self.workspace.runVerify() }
                return .html(self.workspace.reviewPage(token: self.token))
            }),
            "/api/review/image": ("GET", { r throws(PreviewFailure) in try self.workspace.reviewImage(r.query) }),
            "/api/accept": ("POST", { r throws(PreviewFailure) in try self.workspace.accept(r.query) }),
            "/api/keep": ("POST", { r throws(PreviewFailure) in try self.workspace.keep(r.query) }),
        ]
        guard let route = routes[request.path] else { return .error(404, "no route \(request.path.prefix(200)); the page is at /") }
        guard request.method == route.method else {
            return PreviewResponse.error(405, "\(request.path) takes \(route.method), not \(request.method.prefix(20))")
        }
        if route.method == "POST", !PreviewAPI.same(request.headers["x-tablesnap-token"] ?? "", token) {
            return .error(403, "this request needs the token the page was sent with (X-Tablesnap-Token); reload the page")
        }
        // No lock here: the workspace keeps its own, per table and per review, so a slow
        // config or a review holds up only what needs it (docs/preview.md).
        do { return try route.run(request) } catch let failure as PreviewFailure {
            return .error(failure.status, failure.message)
        } catch {
            return .error(500, "\(error)")
        }
    }

    /// A request that a page of another site made its browser send: an `Origin` that is not
    /// this server (a `fetch`, a form, an `<img>` with `crossorigin`), or `Sec-Fetch-Site`
    /// other than `same-origin` or `none` (typed or bookmarked). A GET can start a review or
    /// a render as large as allowed, so it is refused as a POST without the token is.
    private func crossSite(_ request: PreviewRequest) -> PreviewResponse? {
        let open = "open http://\(hosts.sorted().first ?? "")/ itself"
        if let origin = request.headers["origin"], !hosts.contains(where: { "http://\($0)" == origin.lowercased() }) {
            return .error(403, "a page of another site ('\(origin.prefix(100))') may not ask this server; \(open)")
        }
        if let site = request.headers["sec-fetch-site"]?.lowercased(), site != "same-origin", site != "none" {
            return .error(403, "a request from another site (Sec-Fetch-Site: \(site.prefix(20))) is refused; \(open)")
        }
        return nil
    }
}

package struct PreviewAPIError: Error, CustomStringConvertible {
    package var description: String
}
