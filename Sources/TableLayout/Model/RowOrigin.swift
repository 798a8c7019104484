/// Where a row made from data came from, said with an error found only when the row is
/// drawn (a symbol name or colour read from a source's element that names nothing): the
/// place in the config that made it (`t.yaml:7:9`, the template's line and column) and the
/// row in words (`element 12 of 'cars' (cars.json:40:5), template 'CarCell'`).
package struct RowOrigin: Sendable, Equatable {
    package var location: String
    package var row: String

    package init(location: String, row: String) {
        self.location = location
        self.row = row
    }
}
