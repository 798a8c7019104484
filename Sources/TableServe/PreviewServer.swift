import Dispatch
import FlyingSocks
import Foundation

/// `tablesnap serve`: the routes of ``PreviewAPI`` over HTTP/1.1 on FlyingSocks' sockets
/// (epoll, async/await), the event stream pushed when the ``FolderWatcher`` sees a save, and
/// the limits that keep it answering (docs/preview.md, "Security and reliability"): a
/// request head of at most 16 KiB that must arrive within ``headTimeout``, no body, at most
/// ``maxConnections`` connections at once.
package final class PreviewServer: @unchecked Sendable {
    package let api: PreviewAPI
    private let listener: Socket
    private let pool: SocketPool<ePoll>
    private let watcher: FolderWatcher
    private let events = EventBroadcaster()
    private let host: String
    private let lock = NSLock()
    private var running: Task<Void, Never>?
    private var heartbeat: DispatchSourceTimer?
    private var connections = 0
    /// The routes run here, off Swift's cooperative threads: a render or a verify run may take
    /// a while and must not hold up the sockets.
    private let work = DispatchQueue(label: "tablesnap-serve", attributes: .concurrent)

    /// Seconds a request head may take to arrive (an idle kept-alive connection too).
    package static let headTimeout: TimeInterval = 30
    package static let maxConnections = 256

    /// Serves `folder` on `host`:`port` (0: a free port, see ``start()``).
    package init(folder: String, host: String = "127.0.0.1", port: UInt16 = 0, token: String? = nil,
                watchInterval: TimeInterval = 0.03) throws {
        do {
            if host.contains(":") {
                listener = try Socket(domain: AF_INET6)
                try listener.setValue(true, for: .localAddressReuse)
                try listener.bind(to: try sockaddr_in6.inet6(ip6: host, port: port))
            } else {
                listener = try Socket(domain: AF_INET)
                try listener.setValue(true, for: .localAddressReuse)
                try listener.bind(to: try sockaddr_in.inet(ip4: host, port: port))
            }
            try listener.listen()
        } catch {
            throw PreviewAPIError(description: "--host \(host) --port \(port): cannot listen there (\(error)); --host takes an IP address of this machine")
        }
        let bound: Int
        switch try? listener.sockname() {
        case .ip4(_, let port)?, .ip6(_, let port)?: bound = Int(port)
        default: throw PreviewAPIError(description: "cannot tell the port listened on")
        }
        do { api = try PreviewAPI(folder: folder, host: host, port: bound, token: token) } catch {
            try? listener.close()
            throw error
        }
        self.host = host
        pool = .ePoll(logger: .disabled)
        watcher = FolderWatcher(folder: api.folder, interval: watchInterval)
    }

    /// Starts answering and watching; returns the port (the one chosen when 0 was asked).
    package func start() async throws -> Int {
        try await pool.prepare()
        let listening = try AsyncSocket(socket: listener, pool: pool)
        let task = Task { [pool] in
            await withDiscardingTaskGroup { group in
                group.addTask { try? await pool.run() }
                do {
                    for try await connection in listening.sockets {
                        group.addTask { await self.serve(connection) }
                    }
                } catch {}
                group.cancelAll()  // the listening socket closed: end the pool and every connection
            }
        }
        lock.withLock { running = task }
        watcher.start { [api, events] changed in
            events.send(generation: api.changed(), changed: changed)
        }
        let timer = DispatchSource.makeTimerSource(queue: work)
        timer.schedule(deadline: .now() + 15, repeating: 15)
        timer.setEventHandler { [events] in events.heartbeat() }
        timer.resume()
        heartbeat = timer
        return api.port
    }

    /// Stops watching, closes the event streams, the listening socket and every connection.
    package func stop() async {
        watcher.stop()
        heartbeat?.cancel()
        events.finishAll()
        try? listener.close()
        let task = lock.withLock { () -> Task<Void, Never>? in defer { running = nil }; return running }
        task?.cancel()
        await task?.value
    }

    // MARK: one connection

    private func serve(_ socket: AsyncSocket) async {
        defer { try? socket.close() }
        let admitted = lock.withLock { () -> Bool in
            guard connections < PreviewServer.maxConnections else { return false }
            connections += 1
            return true
        }
        guard admitted else {
            try? await socket.write(PreviewServer.bytes(.error(503, "too many connections; try again"), keepAlive: false))
            return
        }
        defer { lock.withLock { connections -= 1 } }
        let reader = HeadReader(socket: socket)
        while !Task.isCancelled {
            let head: RequestHead
            do {
                guard let read = try await reader.next(within: PreviewServer.headTimeout) else { return }
                head = read
            } catch RequestHead.Problem.tooLarge {
                try? await socket.write(PreviewServer.bytes(.error(431, "the request head is larger than \(RequestHead.maxBytes) bytes"), keepAlive: false))
                return
            } catch RequestHead.Problem.malformed(let why) {
                try? await socket.write(PreviewServer.bytes(.error(400, why), keepAlive: false))
                return
            } catch {
                return  // timed out, closed, or stopping
            }
            guard let (path, query) = head.pathAndQuery, let length = head.bodyLength else {
                try? await socket.write(PreviewServer.bytes(.error(400, "the target or Content-Length cannot be read"), keepAlive: false))
                return
            }
            let request = PreviewRequest(method: head.method, path: path, query: query, headers: head.headers, bodyLength: length)
            let response: PreviewResponse
            if path == "/events" {
                if let refusal = api.admit(request) {
                    response = refusal
                } else if request.method != "GET" {
                    response = .error(405, "/events takes GET, not \(request.method.prefix(20))")
                } else {
                    await stream(to: socket)
                    return
                }
            } else {
                response = await withCheckedContinuation { (done: CheckedContinuation<PreviewResponse, Never>) in
                    work.async { [api] in done.resume(returning: api.handle(request)) }
                }
            }
            // A body is never read: after refusing one, the connection is closed.
            let keepAlive = head.keepsAlive && length == 0
            do { try await socket.write(PreviewServer.bytes(response, keepAlive: keepAlive)) } catch { return }
            if !keepAlive { return }
        }
    }

    /// The server-sent events until the client goes or the server stops.
    private func stream(to socket: AsyncSocket) async {
        let (id, stream) = events.subscribe(generation: api.generation)
        defer { events.remove(id) }
        let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n"
        do {
            try await socket.write(Data(head.utf8))
            for await chunk in stream {
                try await socket.write(Data(chunk))
            }
        } catch {}
    }

    static func bytes(_ response: PreviewResponse, keepAlive: Bool) -> Data {
        var headers = ["Content-Type": response.contentType, "Content-Length": "\(response.body.count)",
                       "X-Content-Type-Options": "nosniff", "X-Frame-Options": "SAMEORIGIN", "Referrer-Policy": "no-referrer",
                       "Connection": keepAlive ? "keep-alive" : "close"]
        for (name, value) in response.headers { headers[name] = value }
        var text = "HTTP/1.1 \(response.status) \(phrase(response.status))\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { text += "\(name): \(value)\r\n" }
        var data = Data((text + "\r\n").utf8)
        data.append(response.body)
        return data
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
        case 431: return "Request Header Fields Too Large"
        case 503: return "Service Unavailable"
        default: return "Error"
        }
    }
}

/// Reads request heads off one connection, keeping what arrived past a head for the next.
private final class HeadReader: @unchecked Sendable {
    let socket: AsyncSocket
    var buffer: [UInt8] = []

    init(socket: AsyncSocket) { self.socket = socket }

    /// The next head; nil when the peer closed between requests. Throws when it is
    /// malformed, too large, or not complete within `seconds`.
    func next(within seconds: TimeInterval) async throws -> RequestHead? {
        try await withThrowingTaskGroup(of: RequestHead??.self) { group in
            group.addTask { try await self.read() }
            group.addTask {
                try await Task.sleep(nanoseconds: UInt64(seconds * 1e9))
                return .some(nil)
            }
            defer { group.cancelAll() }
            guard case .some(let outcome)? = try await group.next() else { throw CancellationError() }
            switch outcome {
            case .some(let head): return head
            case .none: throw CancellationError()  // the deadline came first
            }
        }
    }

    private func read() async throws -> RequestHead?? {
        while true {
            if let end = RequestHead.end(in: buffer) {
                let head = try RequestHead(buffer[..<end])
                buffer.removeSubrange(..<end)
                return .some(head)
            }
            guard buffer.count <= RequestHead.maxBytes else { throw RequestHead.Problem.tooLarge }
            let chunk: [UInt8]
            do { chunk = try await socket.read(atMost: 4096) } catch SocketError.disconnected {
                if buffer.isEmpty { return .none }
                throw SocketError.disconnected
            }
            buffer += chunk
        }
    }
}
