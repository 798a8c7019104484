import Foundation
import Testing
@testable import TablesnapCommands

/// `tablesnap bench` runs every operation and reports them; speed itself is not asserted
/// here (it lives in docs/performance.md), only that the report is whole and sane. One run
/// (through the binary, as a user runs it) is checked for every section: a run costs
/// seconds in a debug build, and a second one would check nothing the first does not.
@Suite struct BenchCommandTests {
    @Test func benchReportsEverySectionInOneRun() async throws {
        // Small sizes and --quick's fiftieth of the samples: the suite runs a debug build.
        let result = try await TablesnapRunner.runBinary(["bench", "--quick", "--rows", "5000", "--data-elements", "300", "--yaml-elements", "100",
                                                    "--live-rows", "3000", "--startup-runs", "2", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let layout = try #require((report?["layout"] as? [[String: Any]])?.first)
        #expect(layout["rows"] as? Int == 5000)
        let bytes = try #require(layout["bytesPerRow"] as? Double)
        #expect(bytes > 8 && bytes < 16)
        let operations = try #require(layout["operations"] as? [[String: Any]])
        #expect(operations.map { $0["operation"] as? String } == ["build", "y→row random", "y→row scrolling",
                                                                 "visible range (844 pt)", "height update", "insert", "delete"])
        for operation in operations {
            let median = try #require(operation["medianNs"] as? Double)
            let p99 = try #require(operation["p99Ns"] as? Double)
            #expect(median > 0 && p99 >= median, "\(operation)")
            #expect((operation["baselineMedianNs"] as? Double ?? 0) > 0)
        }
        // The floors stand beside the operations they bound.
        let floors = operations.compactMap { op in (op["floor"] as? String).map { (op["operation"] as? String ?? "", $0) } }
        #expect(floors.map(\.0) == ["y→row random", "height update", "insert", "delete"])
        #expect(floors.map(\.1) == ["static 17-ary tree", "dependent read", "C chunks", "C chunks"])
        #expect(operations.allSatisfy { ($0["floor"] == nil) == ($0["floorMedianNs"] == nil) })

        let data = try #require(report?["data"] as? [[String: Any]])
        #expect(data.map { "\($0["format"] ?? "") \($0["elements"] ?? "")" } == ["JSON 300", "YAML 100"])
        for entry in data {
            #expect((entry["loadMedianNs"] as? Double ?? 0) > 0 && (entry["baselineMedianNs"] as? Double ?? 0) > 0)
            #expect((entry["bytesPerElement"] as? Double ?? 0) > 50, "a feed element is about 75 bytes of JSON")
        }
        let live = try #require(report?["live"] as? [[String: Any]])
        #expect(live.map { $0["operation"] as? String } == ["batch of 1000 edits", "batch of 1000 edits (source)", "identity diff"])
        #expect(live.last?["baseline"] as? String == "CollectionDifference")
        #expect(live.allSatisfy { ($0["medianNs"] as? Double ?? 0) > 0 })
        #expect(live.map { $0["floor"] as? String } == ["1000 dependent reads", nil, nil])
        #expect((live.first?["floorMedianNs"] as? Double ?? 0) > 0)
        // Custom cells against stock ones (docs/cells.md), both measured and drawn in the run.
        let cells = try #require(report?["cells"] as? [String: Any])
        for key in ["measureCustomMedianNs", "measureSubtitleMedianNs", "drawCustomMedianNs", "drawStockMedianNs"] {
            #expect((cells[key] as? Double ?? 0) > 0, "\(key)")
        }
        #expect(cells["rowsPerViewport"] as? Int == 19)
        #expect((report?["render"] as? [String: Any]) != nil && (report?["diff"] as? [String: Any]) != nil)
        // The whole screen against the table alone (docs/performance.md, The screen).
        let screen = try #require(report?["screen"] as? [String: Any])
        #expect((screen["screenMedianNs"] as? Double ?? 0) > 0 && (screen["tableOnlyMedianNs"] as? Double ?? 0) > 0)
        #expect((screen["screenOverTableOnly"] as? Double ?? 0) > 0)
        // The encoding's floor ran (libpng and libdeflate are build dependencies) or says why not.
        let render = try #require(report?["render"] as? [String: Any])
        #expect(render["floor"] as? String == "C libdeflate")
        #expect((render["floorMedianNs"] as? Double ?? 0) > 0 || render["floorSkipped"] is String, "\(render)")
        #expect((render["encodeCPUMedianNs"] as? Double ?? 0) > 0)
        // simdjson is optional: the JSON load's floor ran or says it needs the package.
        let json = try #require(data.first)
        #expect((json["floorMedianNs"] as? Double ?? 0) > 0 || (json["floorSkipped"] as? String)?.contains("libsimdjson-dev") == true,
                "\(json)")
        #expect(data.last?["floor"] == nil, "YAML has no floor")
        let startup = try #require(report?["startup"] as? [[String: Any]])
        #expect(startup.map { $0["process"] as? String } == ["query, 1e5 rows", "--version"])
        #expect(startup.map { $0["floor"] as? String } == ["C query.c", "/bin/true"])
        for process in startup {
            #expect((process["cpuMedianNs"] as? Double ?? 0) > 0 && (process["wallMedianNs"] as? Double ?? 0) > 0)
            #expect((process["floorCPUMedianNs"] as? Double ?? 0) > 0, "\(process)")
        }
    }

    @Test func benchRefusesANonsenseStartupRunCount() throws {
        let result = TablesnapRunner.run(["bench", "--startup-runs", "5000"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--startup-runs must be from 0 (skip) to 1000, found 5000"))
    }

    /// A temporary folder that cannot be used is bad input, said before anything is
    /// measured, with the fix (it was an `NSCocoaErrorDomain` dump and exit 1, the status
    /// of images that differ).
    @Test func anUnusableTemporaryFolderIsSaidAtOnce() async throws {
        let result = try await TablesnapRunner.runBinary(["bench", "--rows", "1000"], environment: ["TMPDIR": "/nonexistent"])
        #expect(result.status == 2)
        #expect(result.stderr == "error: cannot make a scratch folder in /nonexistent (No such file or directory); "
                + "set TMPDIR to a folder that exists and can be written\n")
        #expect(result.stdout.isEmpty)
    }

    /// `--rows` bounds every section (a `--rows 100000` run once spent most of its 55 s in
    /// the data and live sections at their default millions); `--quick` bounds them all.
    @Test func rowsScaleEverySectionAndQuickBoundsThem() throws {
        func sizes(_ arguments: [String]) throws -> BenchCommand.Sizes { try BenchCommand.parse(arguments).sizes() }
        #expect(try sizes([]) == .init(rows: [100_000, 1_000_000, 10_000_000], data: [10_000, 100_000, 1_000_000],
                                       yaml: [10_000, 100_000], liveRows: 10_000_000))
        #expect(try sizes(["--rows", "100000"]) == .init(rows: [100_000], data: [100_000], yaml: [100_000], liveRows: 100_000))
        #expect(try sizes(["--rows", "50000000"]) == .init(rows: [50_000_000], data: [1_000_000], yaml: [100_000], liveRows: 10_000_000))
        #expect(try sizes(["--quick"]) == .init(rows: [10_000], data: [10_000], yaml: [1_000], liveRows: 10_000))
        // A section's own sizes win.
        #expect(try sizes(["--rows", "2000", "--data-elements", "7", "--live-rows", "0"])
                == .init(rows: [2000], data: [7], yaml: [2000], liveRows: 0))
        let every = try sizes(["--quick"])
        #expect((every.rows + every.data + every.yaml + [every.liveRows]).allSatisfy { $0 <= 10_000 })
    }

    @Test func benchRefusesANonsenseSize() throws {
        let result = TablesnapRunner.run(["bench", "--rows", "0"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--rows must be from 1"))
    }
}
