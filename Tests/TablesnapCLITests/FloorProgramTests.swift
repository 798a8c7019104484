import Foundation
import Testing
import TableLayout
@testable import TablesnapCommands
import TestSupport

/// The C floors `bench` compiles must do the work tablesnap does, or their times bound
/// nothing: the start-up floor prints `query`'s very answer, the encoding floor makes the PNG
/// stream tablesnap makes from the same pixels. A missing source is a reason, never a crash.
@Suite struct FloorProgramTests {
    @Test func theQueryFloorAnswersWhatTablesnapAnswers() async throws {
        let folder = try TemporaryFolder.make("floors")
        let program = try FloorProgram.build("query.c", in: folder).get()
        for (rows, offset) in [(1, 0.0), (3, 30.0), (100_000, 2_000_000.0), (100_000, 1e12)] {
            let config = folder.appendingPathComponent("q\(rows).yaml").path
            try """
                width: 390
                viewport: {height: 844, offset: \(offset)}
                sections:
                  - header: Feed
                    rows:
                      - {repeat: \(rows), title: "Row {index}", heights: [44, 60, 32.5]}

                """.write(toFile: config, atomically: true, encoding: .utf8)
            let floor = try #require(ChildProcess.output([program, String(rows), String(offset)]))
            let tablesnap = try await TablesnapRunner.runBinary(["query", config])
            #expect(tablesnap.status == 0, "\(tablesnap.stderr)")
            #expect(floor == tablesnap.stdout, "rows \(rows), offset \(offset)")
        }
    }

    @Test func theEncodingFloorMakesTablesnapsStream() throws {
        let folder = try TemporaryFolder.make("floors")
        let flags = try #require(FloorProgram.pkgConfig(["libpng", "libdeflate"]))
        let program = try FloorProgram.build("encode.c", flags: flags, in: folder).get()
        let png = InspectCommandTests.root.appendingPathComponent("Examples/inbox-19-rows.png").path
        let output = try #require(ChildProcess.output([program, png, "2"]))
        let fields = output.split(separator: " ").map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) }
        #expect(fields.count == 3)
        // tablesnap wrote this PNG as one IDAT chunk: the floor's stream has its length.
        let data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: png)))
        let type = Array("IDAT".utf8)
        let at = try #require((4..<(data.count - 4)).first { Array(data[$0..<($0 + 4)]) == type })
        let length = data[(at - 4)..<at].reduce(0) { $0 << 8 | Int($1) }
        #expect(fields.last == String(length))
    }

    /// The insert/delete floor edits what the height index edits: the same seeded rows,
    /// inserts of 50 and deletes in turn, leave the same heights in both.
    @Test func theEditFloorLeavesTheHeightsTheIndexLeaves() throws {
        let folder = try TemporaryFolder.make("floors")
        let program = try FloorProgram.build("edits.c", in: folder).get()
        for (rows, edits, seed) in [(1_000, 300, UInt64(7)), (5_000, 3_000, 42)] {
            let output = try #require(ChildProcess.output([program, String(rows), String(edits), String(seed)]))
            var rng = SplitMix64(seed: seed)
            let draws = (0..<(2 * edits)).map { _ in rng.next() }
            var index = HeightIndex(heights: (0..<rows).map { LayoutBenchmark.pattern[$0 % LayoutBenchmark.pattern.count] })
            for k in 0..<edits {
                // Each row modulo the count at its turn, as the floor draws them.
                index.insert(50, at: Int(draws[2 * k] % UInt64(index.count + 1)))
                index.remove(at: Int(draws[2 * k + 1] % UInt64(index.count)))
            }
            let expected = (0..<index.count).map { String(format: "%g", index.height(at: $0)) }
            #expect(output.split(separator: "\n").map(String.init) == expected, "rows \(rows), seed \(seed)")
        }
        // A table small enough for its chunks to fill and empty (as `bench --quick` makes)
        // still gives timings: the rounds that met one are left out, nothing runs past the end.
        let timings = try #require(ChildProcess.output([program, "500", "20000"]))
        let rounds = timings.split(separator: "\n")
        #expect(!rounds.isEmpty && rounds.count <= 20_000)
        #expect(rounds.allSatisfy { $0.split(separator: " ").count == 2 })
    }

    /// simdjson is optional (libsimdjson-dev): where it is installed the floor walks every
    /// element of bench's own feed; where it is not, the reason names the package.
    @Test func theFeedFloorWalksEveryElementOrNamesItsPackage() throws {
        let folder = try TemporaryFolder.make("floors")
        let feed = folder.appendingPathComponent("feed.json")
        try Data(DataBenchmark.feed(1_234, yaml: false)).write(to: feed)
        switch FloorProgram.build("feed.cpp", compiler: "c++", flags: ["-lsimdjson"], needs: "libsimdjson-dev", in: folder) {
        case .success(let program):
            let output = try #require(ChildProcess.output([program, feed.path, "2"]))
            #expect(output.split(separator: " ").last.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) } == "1234")
        case .failure(let why):
            #expect(why.reason == "`c++ feed.cpp` failed (needs libsimdjson-dev)")
        }
    }

    @Test func aMissingSourceOrCompilerIsAReason() throws {
        let folder = try TemporaryFolder.make("floors")
        guard case .failure(let missing) = FloorProgram.build("no-such-floor.c", in: folder) else {
            Issue.record("a missing source built")
            return
        }
        #expect(missing.reason.contains("no-such-floor.c"))
        guard case .failure(let failed) = FloorProgram.build("query.c", compiler: "/nonexistent/cc", needs: "a compiler",
                                                             in: folder) else {
            Issue.record("a missing compiler built")
            return
        }
        #expect(failed.reason == "`/nonexistent/cc query.c` failed (needs a compiler)")
        #expect(FloorProgram.pkgConfig(["no-such-package-for-tablesnap"]) == nil)
    }
}
