import Foundation

/// Whole processes for `bench`'s start-up and floor figures: started with `posix_spawnp`
/// and reaped with `wait4`, whose rusage gives the child's own CPU time (user + system),
/// which a busy machine disturbs far less than wall time (Foundation's `Process` gives no
/// rusage).
enum ChildProcess {
    struct Run {
        var status: Int32
        var wallNs: Double
        var cpuNs: Double
    }

    /// Runs `argv` (found on PATH when it has no slash) with its output thrown away (its
    /// standard error too when `quiet`); nil when it could not be started.
    static func run(_ argv: [String], quiet: Bool = false) -> Run? {
        spawn(argv, stdout: nil, quiet: quiet)
    }

    /// The standard output of `argv` when it exits with status 0.
    static func output(_ argv: [String]) -> String? {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tablesnap-bench-out-\(UUID().uuidString)").path
        defer { unlink(file) }
        guard let result = spawn(argv, stdout: file, quiet: true), result.status == 0,
              let data = FileManager.default.contents(atPath: file) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    private static func spawn(_ argv: [String], stdout: String?, quiet: Bool) -> Run? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, stdout ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        if quiet { posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0) }
        var cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { for arg in cArgs { free(arg) } }
        var pid: pid_t = 0
        let start = Stopwatch.now()
        guard posix_spawnp(&pid, argv[0], &actions, nil, &cArgs, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { return nil }
        }
        let wall = Double(Stopwatch.now() - start)
        func ns(_ t: timeval) -> Double { Double(t.tv_sec) * 1e9 + Double(t.tv_usec) * 1e3 }
        let exited = (status & 0x7F) == 0
        return Run(status: exited ? (status >> 8) & 0xFF : -1, wallNs: wall, cpuNs: ns(usage.ru_utime) + ns(usage.ru_stime))
    }
}
