import Foundation
import TableLayout

/// A request as the preview's routes see it, apart from the HTTP library: the method, the
/// path, the query's parameters (the last of a repeated name wins), the headers (names in
/// lower case) and the length of the body announced. Routes never read a body.
package struct PreviewRequest: Sendable {
    package var method: String
    package var path: String
    package var query: [String: String]
    package var headers: [String: String]
    package var bodyLength: Int

    package init(method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:], bodyLength: Int = 0) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
        self.bodyLength = bodyLength
    }
}

/// What a route answers: a status, a content type, the body and any more headers.
package struct PreviewResponse: Sendable {
    package var status: Int
    package var contentType: String
    package var body: Data
    package var headers: [String: String]

    package init(status: Int, contentType: String, body: Data, headers: [String: String] = [:]) {
        self.status = status
        self.contentType = contentType
        self.body = body
        self.headers = headers
    }

    package static func json(_ text: String, status: Int = 200, headers: [String: String] = [:]) -> PreviewResponse {
        PreviewResponse(status: status, contentType: "application/json; charset=utf-8", body: Data(text.utf8), headers: headers)
    }

    package static func html(_ text: String) -> PreviewResponse {
        PreviewResponse(status: 200, contentType: "text/html; charset=utf-8", body: Data(text.utf8))
    }

    package static func png(_ data: Data, headers: [String: String] = [:]) -> PreviewResponse {
        PreviewResponse(status: 200, contentType: "image/png", body: data, headers: headers)
    }

    /// An error the page shows as it is: `{"error": message}` (docs/preview.md, "Routes").
    package static func error(_ status: Int, _ message: String) -> PreviewResponse {
        json(DataValue.object([("error", .string(message))]).jsonText + "\n", status: status)
    }

    /// The error's text, for tests and logs.
    package var errorMessage: String? {
        guard status >= 400, let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else { return nil }
        return object["error"] as? String
    }
}
