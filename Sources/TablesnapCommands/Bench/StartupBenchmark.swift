import Foundation

/// The start-up section of `bench`: whole processes, run in turn (tablesnap, its floor,
/// tablesnap, its floor, …) so a busy machine slows them alike, each figure the median of the
/// child's CPU time (user + system, from `wait4`'s rusage) and of its wall time.
///
/// - `query`, 100,000 rows: `tablesnap query` of a generated table of that many rows (the
///   shape of Examples/ten-million.yaml), against `scripts/floors/query.c` giving the same
///   answer — one array of prefix sums, a binary search, the same JSON.
/// - `--version`: tablesnap starting and saying its version, against `/bin/true`, the least
///   a dynamically linked process costs here.
struct StartupBenchmark {
    struct Line {
        var name: String
        var tablesnap: (cpu: Samples, wall: Samples)
        var floorName: String
        var floor: Result<(cpu: Samples, wall: Samples), FloorProgram.Unavailable>
    }

    static let rows = 100_000
    static let offset = 2_000_000.0

    let runs: Int

    func run(in folder: URL) throws -> [Line] {
        var exe = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &exe, exe.count - 1)
        guard length > 0 else { throw CommandFailure.badInput("bench cannot find its own executable (/proc/self/exe)") }
        let tablesnap = String(decoding: exe[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let config = folder.appendingPathComponent("startup.yaml").path
        try """
            width: 390
            viewport: {height: 844, offset: \(Int(StartupBenchmark.offset))}
            sections:
              - header: Feed
                rows:
                  - {repeat: \(StartupBenchmark.rows), title: "Row {index}", heights: [44, 60, 32.5]}

            """.write(toFile: config, atomically: true, encoding: .utf8)
        let floor = FloorProgram.build("query.c", in: folder)
        return [
            try measure("query, \(BenchTable.rowsLabel(StartupBenchmark.rows)) rows", [tablesnap, "query", config],
                        floorName: "C query.c",
                        floor.map { [$0, String(StartupBenchmark.rows), String(Int(StartupBenchmark.offset))] }),
            try measure("--version", [tablesnap, "--version"], floorName: "/bin/true", .success(["/bin/true"])),
        ]
    }

    private func measure(_ name: String, _ command: [String], floorName: String,
                         _ floor: Result<[String], FloorProgram.Unavailable>) throws -> Line {
        var mine = (cpu: Samples(), wall: Samples()), theirs = (cpu: Samples(), wall: Samples())
        for round in 0..<(runs + 1) {  // round 0 warms the page cache
            guard let run = ChildProcess.run(command), run.status == 0 else {
                throw CommandFailure.badInput("bench: `\(command.joined(separator: " "))` failed")
            }
            if round > 0 { mine.cpu.add(run.cpuNs); mine.wall.add(run.wallNs) }
            if case .success(let argv) = floor, let run = ChildProcess.run(argv), run.status == 0, round > 0 {
                theirs.cpu.add(run.cpuNs)
                theirs.wall.add(run.wallNs)
            }
        }
        return Line(name: name, tablesnap: mine, floorName: floorName, floor: floor.map { _ in theirs })
    }
}
