import Dispatch
import FlyingSocks
import Foundation

/// `tablesnap serve`: the routes of ``PreviewAPI`` over HTTP/1.1 on FlyingSocks' sockets
/// (epoll, async/await), the event stream pushed when the ``FolderWatcher`` sees a save, and
/// the limits that keep it answering (docs/preview.md, "Security and reliability"): a
/// request head of at most 16 KiB that must arrive within a deadline, no body, answers
/// written within a deadline, a bounded number of connections, and a server that survives
/// running out of file descriptors (``Limits``).
package final class PreviewServer: @unchecked Sendable {
    /// What keeps one client from holding the server: each has a default that
    /// `tablesnap serve` uses; tests prove each with small ones.
    package struct Limits: Sendable {
        /// Connections served at once; the next gets 503.
        package var maxConnections = 256
        /// Seconds a request head may take to arrive (an idle kept-alive connection too).
        package var headSeconds: TimeInterval = 30
        /// Seconds an answer may take to be written (a client that never reads): past it the
        /// connection is reset and its place freed.
        package var writeSeconds: TimeInterval = 30

        package init(maxConnections: Int = 256, headSeconds: TimeInterval = 30, writeSeconds: TimeInterval = 30) {
            self.maxConnections = maxConnections
            self.headSeconds = headSeconds
            self.writeSeconds = writeSeconds
        }
    }

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
    private let limits: Limits
    /// A descriptor held back for the moment the process has no other: closed, it lets one
    /// waiting connection be accepted and told 503 rather than left in the queue unanswered.
    private var reserve: Int32 = -1
    /// Whether running out of descriptors was logged since connections last closed.
    private var saidOutOfDescriptors = false
    /// Said on stderr (running out of descriptors), where `tablesnap serve` prints warnings.
    private let log: @Sendable (String) -> Void
    /// The heartbeat runs here. Routes run off Swift's cooperative threads, on a queue per
    /// connection (``serve(_:)``): a render or a verify run may take a while and must not
    /// hold up the sockets.
    private let work = DispatchQueue(label: "tablesnap-serve", attributes: .concurrent)

    /// Seconds a request head may take to arrive, by default.
    package static let headTimeout: TimeInterval = Limits().headSeconds
    package static let maxConnections = Limits().maxConnections

    /// Serves `folder` on `host`:`port` (0: a free port, see ``start()``), within `limits`;
    /// `log` gets what the server says of itself (running out of descriptors).
    package init(folder: String, host: String = "127.0.0.1", port: UInt16 = 0, token: String? = nil,
                watchInterval: TimeInterval = 0.03, limits: Limits = Limits(),
                log: @escaping @Sendable (String) -> Void = { _ in }) throws {
        self.limits = limits
        self.log = log
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
        reserve = open("/dev/null", O_RDONLY | O_CLOEXEC)
        let task = Task { [pool] in
            await withDiscardingTaskGroup { group in
                group.addTask { try? await pool.run() }
                while !Task.isCancelled {
                    do {
                        let connection = try await listening.accept()
                        group.addTask { await self.serve(connection) }
                    } catch SocketError.failed(_, let code, _) where code == EMFILE || code == ENFILE {
                        await self.outOfDescriptors(code)
                    } catch SocketError.failed(_, let code, _) where code == ECONNABORTED || code == EINTR || code == EPROTO {
                        continue  // that client went before it was accepted
                    } catch {
                        break  // the listening socket closed, or stopping
                    }
                }
                group.cancelAll()  // the listening socket closed: end the pool and every connection
            }
        }
        lock.withLock { running = task }
        watcher.start { [api, events] changed in
            events.send(generation: api.changed(changed), changed: changed)
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
        lock.withLock {
            if reserve >= 0 { close(reserve) }
            reserve = -1
        }
        let task = lock.withLock { () -> Task<Void, Never>? in defer { running = nil }; return running }
        task?.cancel()
        await task?.value
    }

    // MARK: one connection

    private func serve(_ socket: AsyncSocket) async {
        defer { try? socket.close() }
        // Connections leave `descriptorsKept` descriptors free under `ulimit -n`: routes open
        // files, and a runtime that finds none left (a timer's descriptor) may stop the process.
        let descriptorCap = PreviewServer.descriptorLimit().map { max(1, $0 - PreviewServer.descriptorsKept) } ?? Int.max
        let admitted = lock.withLock { () -> Bool? in
            guard connections < min(limits.maxConnections, descriptorCap) else { return connections < limits.maxConnections ? nil : false }
            connections += 1
            return true
        }
        guard admitted == true else {
            if admitted == nil { await outOfDescriptors(EMFILE, accepting: false) }
            await write(PreviewServer.bytes(.error(503, "too many connections; try again"), keepAlive: false), to: socket)
            return
        }
        defer { lock.withLock { connections -= 1; saidOutOfDescriptors = false } }
        let reader = HeadReader(socket: socket)
        // This connection's routes, one at a time, on a thread of their own: a serial queue
        // is not held to the cores as a concurrent one is, so a cheap answer is not queued
        // behind other connections' long renders (two cores: two renders held every route).
        let routes = DispatchQueue(label: "tablesnap-serve-connection")
        while !Task.isCancelled {
            let head: RequestHead
            do {
                guard let read = try await reader.next(within: limits.headSeconds) else { return }
                head = read
            } catch RequestHead.Problem.tooLarge {
                await write(PreviewServer.bytes(.error(431, "the request head is larger than \(RequestHead.maxBytes) bytes"), keepAlive: false), to: socket)
                return
            } catch RequestHead.Problem.malformed(let why) {
                await write(PreviewServer.bytes(.error(400, why), keepAlive: false), to: socket)
                return
            } catch {
                return  // timed out, closed, or stopping
            }
            guard let (path, query) = head.pathAndQuery, let length = head.bodyLength else {
                await write(PreviewServer.bytes(.error(400, "the target or Content-Length cannot be read"), keepAlive: false), to: socket)
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
                // A client that has gone gets no work done for it: checked when the request
                // is read and again when its turn on the queue comes.
                let descriptor = socket.socket.file.rawValue
                if PreviewServer.peerHasGone(descriptor) { return }
                let answer = await withCheckedContinuation { (done: CheckedContinuation<PreviewResponse?, Never>) in
                    routes.async { [api] in done.resume(returning: PreviewServer.peerHasGone(descriptor) ? nil : api.handle(request)) }
                }
                guard let answer else { return }
                response = answer
            }
            // A body is never read: after refusing one, the connection is closed.
            let keepAlive = head.keepsAlive && length == 0
            guard await write(PreviewServer.bytes(response, keepAlive: keepAlive), to: socket) else { return }
            if !keepAlive { return }
        }
    }

    /// The server-sent events until the client goes or the server stops.
    private func stream(to socket: AsyncSocket) async {
        let (id, stream) = events.subscribe(generation: api.generation)
        defer { events.remove(id) }
        let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n"
        guard await write(Data(head.utf8), to: socket) else { return }
        // A closed tab closes its socket; noticed at once by a read, not at the next write
        // (up to a heartbeat later), so its descriptor and slot are freed then.
        let closing = Task { [events] in
            while (try? await socket.read(atMost: 512)) != nil {}
            events.remove(id)
        }
        defer { closing.cancel() }
        for await chunk in stream {
            guard await write(Data(chunk), to: socket) else { return }
        }
    }

    /// Writes `data` within ``Limits/writeSeconds``; false when the client is gone or did not
    /// take it in time, in which case the connection is reset (its unsent bytes dropped, so
    /// neither a slot nor kernel memory is held for a client that never reads).
    @discardableResult
    private func write(_ data: Data, to socket: AsyncSocket) async -> Bool {
        let written = await withTaskGroup(of: Bool?.self) { group in
            group.addTask { (try? await socket.write(data)) != nil }
            group.addTask { [limits] in
                try? await Task.sleep(nanoseconds: UInt64(limits.writeSeconds * 1e9))
                return nil
            }
            defer { group.cancelAll() }
            return await group.next() ?? nil
        }
        if written == nil {
            var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
            setsockopt(socket.socket.file.rawValue, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
        }
        return written == true
    }

    /// Descriptors connections leave free (files a route reads, the runtime's own).
    static let descriptorsKept = 32

    /// The process's `ulimit -n`, or nil when unlimited.
    static func descriptorLimit() -> Int? {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return nil }
        return Int(clamping: limit.rlim_cur)
    }

    /// Whether the peer of `descriptor` closed its side or the connection broke (it would
    /// never read an answer). Asked without waiting.
    static func peerHasGone(_ descriptor: Int32) -> Bool {
        let readHangUp: Int16 = 0x2000  // POLLRDHUP (Linux): the peer shut its side
        var poller = pollfd(fd: descriptor, events: readHangUp, revents: 0)
        guard poll(&poller, 1, 0) > 0 else { return false }
        return poller.revents & (readHangUp | Int16(POLLHUP | POLLERR | POLLNVAL)) != 0
    }

    /// The process has no descriptor left for a new connection (`ulimit -n`): said once, and
    /// the waiting connection is accepted on the reserve descriptor and told 503, so the
    /// accept loop goes on and new clients are answered as soon as others close.
    /// `accepting`: false when the connection was accepted already (the limit on connections
    /// that keeps descriptors free was reached): it is only said.
    private func outOfDescriptors(_ code: Int32, accepting: Bool = true) async {
        let first = lock.withLock { () -> Bool in
            defer { saidOutOfDescriptors = true }
            return !saidOutOfDescriptors
        }
        if first {
            let limit = PreviewServer.descriptorLimit().map(String.init) ?? "unlimited"
            log("out of file descriptors (\(String(cString: strerror(code))); the limit is \(limit), `ulimit -n`, and \(PreviewServer.descriptorsKept) are kept for files): new connections get 503 until others close")
        }
        guard accepting else { return }
        let refused = lock.withLock { () -> Bool in
            guard reserve >= 0 else { return false }
            close(reserve)
            defer { reserve = open("/dev/null", O_RDONLY | O_CLOEXEC) }
            let client = Glibc.accept(listener.file.rawValue, nil, nil)
            guard client >= 0 else { return false }
            let answer = PreviewServer.bytes(.error(503, "the server is out of file descriptors; try again"), keepAlive: false)
            _ = answer.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
            close(client)
            return true
        }
        // No reserve (another thread took the descriptor): give connections a moment to close.
        if !refused { try? await Task.sleep(nanoseconds: 10_000_000) }
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
