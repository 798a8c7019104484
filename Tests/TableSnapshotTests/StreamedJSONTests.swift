import Testing
import TableConfig
import TableLayout
import TablePipeline
import TableSnapshot
import TestSupport

/// `query` and `inspect` write their JSON as they make it: the streamed text equals the text
/// of the whole value, and pieces leave before the last element is made.
@Suite struct StreamedJSONTests {
    @Test(arguments: 0..<300)
    func aStreamedViewportIsTheWholeViewportsText(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed))
        let table = RandomTables.make(using: &rng)
        let geometry = TableGeometry(table: table, measurer: EstimatingTextMeasurer())
        for _ in 0..<5 {
            let viewport = Viewport(offset: Double(Int.random(in: -50...Int(geometry.contentHeight + 50), using: &rng)),
                                    height: [0, 1, 44, 300, 1e9].randomElement(using: &rng)!)
            let whole = QueryJSON.visible(geometry.visibleItems(in: viewport)).jsonText
            #expect(QueryJSON.visibleStream(geometry, in: viewport).text == whole, "seed \(seed), \(viewport)")
        }
    }

    @Test func nestedStreamsWriteAsTheirValues() {
        let value = DataValue.object([("a", .array([.number(1), .string("x\"y")])), ("b", .object([])), ("c", .array([]))])
        let stream = JSONStream.object([("a", .array([JSONStream.value(.number(1)), .value(.string("x\"y"))])),
                                        ("b", .object([])), ("c", .array([JSONStream]()))])
        #expect(stream.text == value.jsonText)
    }

    @Test func piecesLeaveBeforeTheLastElementIsMade() {
        final class Counter { var made = 0; var madeAtFirstPiece: Int?; var pieces: [Int] = [] }
        let counter = Counter()
        let elements = (0..<100_000).lazy.map { i -> JSONStream in
            counter.made += 1
            return .value(.number(Double(i)))
        }
        var sink = JSONSink(capacity: 4096) { piece in
            if counter.madeAtFirstPiece == nil { counter.madeAtFirstPiece = counter.made }
            counter.pieces.append(piece.utf8.count)
        }
        JSONStream.object([("rows", .array(elements))]).write(to: &sink)
        sink.flush()
        #expect(counter.made == 100_000)
        #expect((counter.madeAtFirstPiece ?? .max) < 1_000, "the first piece left after \(String(describing: counter.madeAtFirstPiece)) elements")
        #expect(counter.pieces.dropLast().allSatisfy { $0 >= 4096 && $0 < 4096 + 16 } && counter.pieces.count > 100)
    }
}
