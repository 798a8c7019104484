import Testing
@testable import TableServe

/// The request head the server reads itself (docs/preview.md, "Security and reliability").
struct RequestHeadTests {
    static func head(_ text: String) throws(RequestHead.Problem) -> RequestHead {
        try RequestHead(Array(text.utf8)[...])
    }

    @Test func aHeadAndWhatItSays() throws {
        let head = try RequestHeadTests.head("GET /api/render?config=a%20b.yaml&offset=1&offset=2 HTTP/1.1\r\nHost: 127.0.0.1:8000\r\nX-Tablesnap-Token:  abc \r\n\r\n")
        #expect(head.method == "GET" && head.version == "HTTP/1.1")
        #expect(head.headers["host"] == "127.0.0.1:8000" && head.headers["x-tablesnap-token"] == "abc")
        #expect(head.pathAndQuery?.path == "/api/render")
        #expect(head.pathAndQuery?.query == ["config": "a b.yaml", "offset": "2"], "decoded; the last of a name wins")
        #expect(head.bodyLength == 0 && head.keepsAlive)
        #expect(try !RequestHeadTests.head("GET / HTTP/1.1\r\nConnection: close\r\n\r\n").keepsAlive)
        #expect(try !RequestHeadTests.head("GET / HTTP/1.0\r\n\r\n").keepsAlive)
        #expect(try RequestHeadTests.head("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n").keepsAlive)
    }

    @Test func bodies() throws {
        #expect(try RequestHeadTests.head("POST / HTTP/1.1\r\nContent-Length: 12\r\n\r\n").bodyLength == 12)
        #expect(try RequestHeadTests.head("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n").bodyLength == Int.max)
        #expect(try RequestHeadTests.head("POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n").bodyLength == nil)
        #expect(try RequestHeadTests.head("POST / HTTP/1.1\r\nContent-Length: 1e3\r\n\r\n").bodyLength == nil)
    }

    @Test func malformedHeads() {
        for text in ["", "\r\n", "GET\r\n", "get / HTTP/1.1\r\n", "GET  / HTTP/1.1\r\n", "GET / HTTP/2\r\n", "GET http://x/ HTTP/1.1\r\n",
                     "GET / HTTP/1.1 extra\r\n", "GET / HTTP/1.1\r\nno colon\r\n", "GET / HTTP/1.1\r\nName : value\r\n", "GET / HTTP/1.1\r\n: value\r\n"] {
            #expect(throws: RequestHead.Problem.self, "\(text.debugDescription)") { try RequestHeadTests.head(text + "\r\n") }
        }
        #expect(throws: RequestHead.Problem.malformed("the request head is not UTF-8")) { try RequestHead([0x47, 0xff, 13, 10, 13, 10][...]) }
        #expect(throws: RequestHead.Problem.tooLarge) {
            try RequestHeadTests.head("GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: RequestHead.maxBytes) + "\r\n\r\n")
        }
    }

    @Test func theEndOfAHead() {
        #expect(RequestHead.end(in: Array("GET / HTTP/1.1\r\n\r\nnext".utf8)) == 18)
        #expect(RequestHead.end(in: Array("GET / HTTP/1.1\r\n".utf8)) == nil)
        #expect(RequestHead.end(in: []) == nil)
        #expect(RequestHead.end(in: Array("GET / HTTP/1.1\n\nnext".utf8)) == 16, "a bare LF ends a head too")
        #expect(RequestHead.end(in: Array("GET / HTTP/1.1\r\nHost: x\r\n\nnext".utf8)) == 26)
        #expect(RequestHead.end(in: Array("GET / HTTP/1.1\nHost: x\n".utf8)) == nil)
    }

    @Test func aBareLFIsMalformed() {
        for text in ["GET / HTTP/1.1\n\n", "GET / HTTP/1.1\r\nHost: x\n\r\n", "GET / HTTP/1.1\r\nHost: x\r\n\n"] {
            #expect(throws: RequestHead.Problem.malformed("a line of the request head ends in a bare LF; HTTP/1.1 ends each line in CR LF"),
                    "\(text.debugDescription)") { try RequestHeadTests.head(text) }
        }
    }
}
