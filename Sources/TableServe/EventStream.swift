import Foundation
import TableLayout

/// The server-sent events the page listens to (`GET /events`): `data: {"generation": N,
/// "changed": [paths]}` each time files in the folder change. Each client's queue keeps the
/// newest few messages only, so a client that stops reading holds no more memory; past
/// ``maxClients`` the oldest stream is closed (its page reconnects by itself).
final class EventBroadcaster: @unchecked Sendable {
    private let lock = NSLock()
    private var clients: [(id: Int, continuation: AsyncStream<[UInt8]>.Continuation)] = []
    private var nextID = 0

    static let maxClients = 64

    /// A new client's id and stream of bytes, starting with the generation it joins at.
    func subscribe(generation: Int) -> (id: Int, stream: AsyncStream<[UInt8]>) {
        let (stream, continuation) = AsyncStream<[UInt8]>.makeStream(bufferingPolicy: .bufferingNewest(8))
        let id: Int = lock.withLock {
            nextID += 1
            clients.append((nextID, continuation))
            if clients.count > EventBroadcaster.maxClients { clients.removeFirst().continuation.finish() }
            return nextID
        }
        continuation.yield(Array("retry: 300\n\n".utf8) + EventBroadcaster.message(generation: generation, changed: []))
        return (id, stream)
    }

    /// The client is gone: its stream is finished and forgotten.
    func remove(_ id: Int) {
        let gone = lock.withLock { () -> [AsyncStream<[UInt8]>.Continuation] in
            defer { clients.removeAll { $0.id == id } }
            return clients.filter { $0.id == id }.map(\.continuation)
        }
        gone.forEach { $0.finish() }
    }

    var count: Int { lock.withLock { clients.count } }

    func send(generation: Int, changed: [String]) {
        let message = EventBroadcaster.message(generation: generation, changed: changed)
        for client in lock.withLock({ clients }) { client.continuation.yield(message) }
    }

    /// A comment line: keeps idle connections open through proxies and finds dead ones.
    func heartbeat() {
        for client in lock.withLock({ clients }) { client.continuation.yield(Array(": \n\n".utf8)) }
    }

    func finishAll() {
        let all = lock.withLock { () -> [AsyncStream<[UInt8]>.Continuation] in
            defer { clients = [] }
            return clients.map(\.continuation)
        }
        for continuation in all { continuation.finish() }
    }

    static func message(generation: Int, changed: [String]) -> [UInt8] {
        let json = DataValue.object([("generation", .number(Double(generation))),
                                     ("changed", .array(changed.prefix(50).map { .string($0) }))]).jsonText
        return Array("data: \(json)\n\n".utf8)  // jsonText is one line: no newline to end the event early
    }
}
