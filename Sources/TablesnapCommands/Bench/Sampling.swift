/// How many samples each figure of `tablesnap bench` takes. A full run takes each section's
/// own number, enough for a stable median and p99. `--quick` takes a fiftieth of it and at
/// least `quickFloor`: every section still warms up, runs and reports, in seconds — a smoke
/// check, not figures (docs/cli.md, bench).
struct Sampling: Sendable {
    let quick: Bool

    static let quickFloor = 3
    static let full = Sampling(quick: false)

    /// The number of samples (or rounds) a figure takes whose full run takes `full`.
    func count(_ full: Int) -> Int { quick ? max(Sampling.quickFloor, full / 50) : full }
}
