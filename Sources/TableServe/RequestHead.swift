import Foundation

/// An HTTP/1.1 request head read with limits (docs/preview.md, "Security and
/// reliability"): at most ``maxBytes`` up to the blank line, a request line of three parts,
/// `Name: value` headers. FlyingFox's own reader takes header lines of any length in time
/// that grows faster than their length (a 256 KB line: 76 s of CPU), so the server reads the
/// head itself and uses FlyingSocks for the sockets.
struct RequestHead {
    var method: String
    var target: String
    var version: String
    /// Names in lower case; a repeated header keeps its last value.
    var headers: [String: String]

    static let maxBytes = 16 * 1024

    enum Problem: Error, Equatable {
        /// Not HTTP/1.x: 400, and the connection is closed.
        case malformed(String)
        /// Past ``maxBytes``: 431.
        case tooLarge
    }

    /// The index just past the head's blank line in `bytes`, or nil when it is not there yet.
    /// A blank line ended by a bare LF (`\n\n`, `\r\n\n`) ends the head too, so that such a
    /// head is answered 400 at once (see ``init(_:)``) rather than waited on until its deadline.
    static func end(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 2 else { return nil }
        for i in 1..<bytes.count where bytes[i] == 10 {
            if bytes[i - 1] == 10 || (i >= 2 && bytes[i - 1] == 13 && bytes[i - 2] == 10) { return i + 1 }
        }
        return nil
    }

    init(_ bytes: ArraySlice<UInt8>) throws(Problem) {
        guard bytes.count <= RequestHead.maxBytes else { throw .tooLarge }
        guard let text = String(bytes: bytes, encoding: .utf8) else { throw .malformed("the request head is not UTF-8") }
        for i in bytes.indices where bytes[i] == 10 && (i == bytes.startIndex || bytes[i - 1] != 13) {
            throw .malformed("a line of the request head ends in a bare LF; HTTP/1.1 ends each line in CR LF")
        }
        var lines = text.components(separatedBy: "\r\n")
        while lines.last == "" { lines.removeLast() }
        guard let first = lines.first else { throw .malformed("no request line") }
        let parts = first.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy({ $0.isLetter && $0.isUppercase }), parts[1].hasPrefix("/"),
              parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0" else {
            throw .malformed("the request line is not METHOD /path HTTP/1.1")
        }
        method = String(parts[0])
        target = String(parts[1])
        version = String(parts[2])
        headers = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex,
                  !line[..<colon].contains(where: { $0 == " " || $0 == "\t" }) else {
                throw .malformed("a header line is not Name: value")
            }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
    }

    /// The path and the query's parameters (percent-decoded; the last of a name wins), or
    /// nil for a target that is not a path.
    var pathAndQuery: (path: String, query: [String: String])? {
        guard let components = URLComponents(string: target) else { return nil }
        var query: [String: String] = [:]
        for item in components.queryItems ?? [] { query[item.name] = item.value ?? "" }
        return (components.path, query)
    }

    /// The body's announced length: the `Content-Length`, `Int.max` for a chunked body (no
    /// length to check), nil for a length that is not a number.
    var bodyLength: Int? {
        if headers["transfer-encoding"] != nil { return Int.max }
        guard let text = headers["content-length"] else { return 0 }
        return Int(text).flatMap { $0 >= 0 ? $0 : nil }
    }

    /// Whether the connection stays open after the answer.
    var keepsAlive: Bool {
        let connection = headers["connection"]?.lowercased()
        return version == "HTTP/1.1" ? connection != "close" : connection == "keep-alive"
    }
}
