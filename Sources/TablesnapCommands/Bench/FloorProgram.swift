import Foundation

/// A C or C++ floor that `bench` compiles in its run from `scripts/floors/` (the one home of
/// the floors' sources, which `scripts/floors/build.sh` also builds for the whole-process
/// comparisons of docs/performance.md). The sources are found beside the sources this binary
/// was built from, so the floors exist where `make bench` runs; an installed binary, a machine
/// without a compiler, or one without an optional library (simdjson) gets the reason instead,
/// printed where the floor would be, and the benchmark runs without it.
enum FloorProgram {
    /// `scripts/floors/` of the checkout this binary was built from.
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/floors")

    /// Compiles `source` (a file in `scripts/floors/`) with `compiler` into `folder`; the
    /// executable's path, or why there is none.
    static func build(_ source: String, compiler: String = "cc", flags: [String] = [], needs: String? = nil,
                      in folder: URL) -> Result<String, Unavailable> {
        let path = sources.appendingPathComponent(source).path
        guard FileManager.default.isReadableFile(atPath: path) else {
            return .failure(Unavailable("no \(path) (run bench from a build of a checkout)"))
        }
        let output = folder.appendingPathComponent((source as NSString).deletingPathExtension).path
        // Built once a run: the data section asks for its floor at every size.
        if FileManager.default.isExecutableFile(atPath: output) { return .success(output) }
        let argv = [compiler, "-O2", "-o", output, path] + flags
        let status = ChildProcess.run(argv, quiet: true)?.status
        guard status == 0 else {
            return .failure(Unavailable("`\(compiler) \(source)` failed" + (needs.map { " (needs \($0))" } ?? "")))
        }
        return .success(output)
    }

    /// `pkg-config --cflags --libs` of `packages`, split into arguments; nil when one is missing.
    static func pkgConfig(_ packages: [String]) -> [String]? {
        guard let text = ChildProcess.output(["pkg-config", "--cflags", "--libs"] + packages) else { return nil }
        return text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
    }

    /// Why a floor is not in this run.
    struct Unavailable: Error {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }
}

/// Runs a floor that times itself and prints its least and median nanoseconds first.
enum FloorRun {
    static func leastAndMedian(_ argv: [String]) -> Result<(least: Double, median: Double), FloorProgram.Unavailable> {
        guard let text = ChildProcess.output(argv) else {
            return .failure(FloorProgram.Unavailable("`\((argv[0] as NSString).lastPathComponent)` failed"))
        }
        let fields = text.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard fields.count >= 2 else { return .failure(FloorProgram.Unavailable("`\(argv[0])` printed \(text)")) }
        return .success((fields[0], fields[1]))
    }
}
