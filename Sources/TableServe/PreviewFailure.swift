/// A request the preview cannot answer: the HTTP status and the message the page shows
/// (docs/preview.md, "Routes"). 400 a bad parameter, 403 a path outside the folder or a
/// missing token, 404 nothing there, 405 the wrong method, 413 a body, 422 a config or edit
/// file with an error (its file:line:col in the message).
struct PreviewFailure: Error {
    var status: Int
    var message: String

    init(_ status: Int, _ message: String) {
        self.status = status
        self.message = message
    }
}
