import Dispatch
import FlyingFox
import FlyingSocks
import Foundation

/// `tablesnap serve`: the routes of ``PreviewAPI`` on FlyingFox's HTTP/1.1 server, the event
/// stream pushed when the ``FolderWatcher`` sees a save, and the limits that keep it
/// answering (docs/preview.md, "Security").
public final class PreviewServer: @unchecked Sendable {
    public let api: PreviewAPI
    private let server: HTTPServer
    private let watcher: FolderWatcher
    private let events = EventBroadcaster()
    private let host: String
    private var heartbeat: DispatchSourceTimer?
    /// The routes run here, off Swift's cooperative threads: a render or a verify run may take
    /// a while and must not hold up the event streams.
    private let work = DispatchQueue(label: "tablesnap-serve", attributes: .concurrent)

    /// Seconds a request may take to be answered; a slower one gets 500 and its connection
    /// is closed (a `verify` of a large folder is the slowest).
    public static let requestTimeout: TimeInterval = 120

    /// Serves `folder` on `host`:`port` (0: a free port, see ``start()``).
    public init(folder: String, host: String = "127.0.0.1", port: UInt16 = 0, token: String? = nil,
                watchInterval: TimeInterval = 0.03) throws {
        let address: any SocketAddress
        do {
            address = host.contains(":") ? try sockaddr_in6.inet6(ip6: host, port: port) : try sockaddr_in.inet(ip4: host, port: port)
        } catch {
            throw PreviewAPIError(description: "--host \(host): not an IP address this machine can listen on (\(error))")
        }
        api = try PreviewAPI(folder: folder, host: host, port: Int(port), token: token)
        self.host = host
        watcher = FolderWatcher(folder: api.folder, interval: watchInterval)
        let owner = Owner()
        let handler = ClosureHTTPHandler { request in
            guard let server = owner.server else { return HTTPResponse(statusCode: .serviceUnavailable) }
            return await server.respond(to: request)
        }
        server = HTTPServer(config: HTTPServer.Configuration(address: address, timeout: PreviewServer.requestTimeout, logger: .disabled),
                            handler: handler)
        owner.server = self
    }

    /// The server the handler answers for, set once it exists.
    private final class Owner: @unchecked Sendable {
        weak var server: PreviewServer?
    }

    /// Starts listening and watching; returns the port (the one chosen when 0 was asked).
    public func start() async throws -> Int {
        let task = Task { try await server.run() }
        do { try await server.waitUntilListening(timeout: 10) } catch {
            task.cancel()
            throw PreviewAPIError(description: "cannot listen on \(host): \(error)")
        }
        guard let port = await server.listeningAddress.flatMap(PreviewServer.port) else {
            throw PreviewAPIError(description: "cannot tell the port listened on")
        }
        api.listening(on: port)
        watcher.start { [api, events] changed in
            events.send(generation: api.changed(), changed: changed)
        }
        let timer = DispatchSource.makeTimerSource(queue: work)
        timer.schedule(deadline: .now() + 15, repeating: 15)
        timer.setEventHandler { [events] in events.heartbeat() }
        timer.resume()
        heartbeat = timer
        return port
    }

    /// Stops watching, closes the event streams and the listening socket, and waits up to
    /// `timeout` seconds for requests being answered.
    public func stop(timeout: TimeInterval = 1) async {
        watcher.stop()
        heartbeat?.cancel()
        events.finishAll()
        await server.stop(timeout: timeout)
    }

    private static func port(_ address: Socket.Address) -> Int? {
        switch address {
        case .ip4(_, let port), .ip6(_, let port): return Int(port)
        default: return nil
        }
    }

    private func respond(to request: HTTPRequest) async -> HTTPResponse {
        var headers: [String: String] = [:]
        for (name, value) in request.headers { headers[name.rawValue.lowercased()] = value }
        // A chunked body has no length to check: as large as any.
        let length = request.headers[HTTPHeader("Transfer-Encoding")] != nil
            ? Int.max : (request.headers[.contentLength].flatMap { Int($0) } ?? 0)
        var query: [String: String] = [:]
        for item in request.query { query[item.name] = item.value }
        let preview = PreviewRequest(method: request.method.rawValue, path: request.path, query: query, headers: headers, bodyLength: length)
        if preview.path == "/events" {
            if let refusal = api.admit(preview) { return PreviewServer.http(refusal) }
            guard preview.method == "GET" else { return PreviewServer.http(.error(405, "/events takes GET")) }
            let bytes = events.subscribe(generation: api.generation)
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "text/event-stream", HTTPHeader("Cache-Control"): "no-store"],
                                body: HTTPBodySequence(from: bytes, suggestedBufferSize: 4096))
        }
        let response = await withCheckedContinuation { (done: CheckedContinuation<PreviewResponse, Never>) in
            work.async { [api] in done.resume(returning: api.handle(preview)) }
        }
        var http = PreviewServer.http(response)
        // A body the route did not read is not drained: the connection is closed instead.
        if response.status == 413 { http.headers[.connection] = "close" }
        return http
    }

    static func http(_ response: PreviewResponse) -> HTTPResponse {
        var headers: [HTTPHeader: String] = [.contentType: response.contentType,
                                             HTTPHeader("X-Content-Type-Options"): "nosniff",
                                             HTTPHeader("X-Frame-Options"): "SAMEORIGIN",
                                             HTTPHeader("Referrer-Policy"): "no-referrer"]
        for (name, value) in response.headers { headers[HTTPHeader(name)] = value }
        return HTTPResponse(statusCode: HTTPStatusCode(response.status, phrase: PreviewServer.phrase(response.status)),
                            headers: HTTPHeaders(headers), body: response.body)
    }

    private static func phrase(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 400: return "Bad Request"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 409: return "Conflict"
        case 413: return "Content Too Large"
        case 422: return "Unprocessable Content"
        default: return "Error"
        }
    }
}
