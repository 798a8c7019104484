import ArgumentParser
import Dispatch
import Foundation
import TableServe

/// `tablesnap serve [FOLDER]`: the live preview and the snapshot review in the browser
/// (docs/preview.md). Runs until SIGINT or SIGTERM, then stops cleanly (exit 0).
struct ServeCommand: ParsableCommand {
    static let configuration = Tablesnap.subcommand(CommandConfiguration(
        commandName: "serve",
        abstract: "Preview the folder's configs live in a browser, and review and accept snapshot changes.",
        discussion: """
            Serves a page at http://127.0.0.1:PORT/ that lists the configs (with their variants and edit \
            files), redraws them when a file is saved, scrolls them, shows what is under the pointer, \
            and reviews `verify`'s failures with accept and keep buttons. Only files inside FOLDER are \
            served. Stop it with Ctrl-C.

            Example: tablesnap serve Examples --port 8000
            """
    ))

    @Argument(help: "The folder of configs (default: the current folder).")
    var folder: String = "."

    @Option(help: "The port (0: any free port; the URL printed says which).")
    var port: Int = 8000

    @Option(help: "The address to listen on. Other than a loopback address, anyone who can reach this machine can see the page.")
    var host: String = "127.0.0.1"

    @OptionGroup var fontOptions: FontOptions

    // The server's limits (docs/preview.md, Security), settable so tests prove each with a
    // handful of connections; hidden, since the defaults are what a user needs.
    @Option(name: .customLong("max-connections"), help: .hidden) var maxConnections = PreviewServer.Limits().maxConnections
    @Option(name: .customLong("head-seconds"), help: .hidden) var headSeconds = PreviewServer.Limits().headSeconds
    @Option(name: .customLong("write-seconds"), help: .hidden) var writeSeconds = PreviewServer.Limits().writeSeconds
    /// Lowers `ulimit -n` for this process (to prove running out of descriptors is survived).
    @Option(name: .customLong("max-descriptors"), help: .hidden) var maxDescriptors: Int?

    func run() throws {
        try fontOptions.apply()
        guard (0...65535).contains(port) else { throw CommandFailure.badInput("--port must be from 0 to 65535, found \(port)") }
        guard maxConnections >= 1, headSeconds > 0, writeSeconds > 0 else {
            throw CommandFailure.badInput("--max-connections must be at least 1, --head-seconds and --write-seconds more than 0")
        }
        if let maxDescriptors {
            var limit = rlimit()
            getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
            limit.rlim_cur = rlim_t(max(16, min(maxDescriptors, Int(clamping: limit.rlim_max))))
            setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
        }
        let server: PreviewServer
        let context = CommandContext.current
        do {
            server = try PreviewServer(folder: folder, host: host, port: UInt16(port),
                                       limits: PreviewServer.Limits(maxConnections: maxConnections, headSeconds: headSeconds, writeSeconds: writeSeconds),
                                       log: { message in CommandContext.$current.withValue(context) { printWarnings([message]) } })
        } catch {
            throw CommandFailure.badInput("\(error)")
        }
        // Signals are taken from their default action (dying mid-write) to a clean stop.
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        let done = DispatchSemaphore(value: 0)
        let outcome = Outcome()
        let signals = [SIGINT, SIGTERM].map { DispatchSource.makeSignalSource(signal: $0, queue: .global()) }
        // Registered before the server accepts anything: libdispatch registers a signal
        // source on its own thread, taking a descriptor, and clients that took the last ones
        // first (--max-descriptors) left SIGTERM unheard and the process running.
        let registered = DispatchGroup()
        for source in signals {
            source.setEventHandler {
                Task {
                    await server.stop()
                    done.signal()
                }
            }
            registered.enter()
            source.setRegistrationHandler { registered.leave() }
            source.resume()
        }
        registered.wait()
        Task {
            do {
                let port = try await server.start()
                let shown = host.contains(":") ? "[\(host)]" : host
                CommandContext.$current.withValue(context) {
                    if host != "127.0.0.1" {
                        printWarnings([PreviewAPI.isLoopback(host)
                            ? "serving on \(host) (--host), not 127.0.0.1"
                            : "serving on \(host) (--host), not a loopback address: anyone who can reach this machine on port \(port) can see the page and the folder's renders"])
                    }
                    printOut("serving \(server.api.folder) at http://\(shown):\(port)/ (Ctrl-C stops)")
                }
            } catch {
                outcome.error = "\(error)"
                done.signal()
            }
        }
        // The sources must outlive the wait: released (an optimised build may release a local
        // after its last use), they stop, and a signal would be caught and dropped.
        withExtendedLifetime(signals) { done.wait() }
        if let error = outcome.error { throw CommandFailure.badInput(error) }
        printOut("stopped")
    }

    private final class Outcome: @unchecked Sendable {
        var error: String?
    }
}
