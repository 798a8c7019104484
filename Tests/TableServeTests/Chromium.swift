import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Debian's Chromium, headless, driven over the Chrome DevTools Protocol on a pipe
/// (`--remote-debugging-pipe`: commands on its fd 3, answers on its fd 4, each message
/// JSON ending in a NUL), so no WebSocket client and nothing downloaded
/// (scripts/install-deps.sh --test installs `chromium`). One page, attached in flat mode.
final class Chromium: @unchecked Sendable {
    static let path = "/usr/bin/chromium"
    static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: path) }

    struct Failure: Error, CustomStringConvertible { var description: String }

    private let pid: pid_t
    private let toBrowser: Int32
    private let fromBrowser: Int32
    private let profile: URL
    private var nextID = 0
    private var buffer: [UInt8] = []
    private var session: String?

    init(width: Int = 1300, height: Int = 820) throws {
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("tablesnap-chromium-\(UUID().uuidString)")
        var commands: [Int32] = [0, 0], answers: [Int32] = [0, 0]
        guard pipe(&commands) == 0, pipe(&answers) == 0 else { throw Failure(description: "pipe() failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, commands[0], 3)
        posix_spawn_file_actions_adddup2(&actions, answers[1], 4)
        let null = open("/dev/null", O_WRONLY)
        posix_spawn_file_actions_adddup2(&actions, null, 1)
        posix_spawn_file_actions_adddup2(&actions, null, 2)
        let arguments = [Chromium.path, "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--remote-debugging-pipe",
                         "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--user-data-dir=\(profile.path)",
                         "--window-size=\(width),\(height)", "--force-device-scale-factor=1", "about:blank"]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, Chromium.path, &actions, nil, &argv, environ)
        close(null)
        close(commands[0])
        close(answers[1])
        guard status == 0 else { throw Failure(description: "cannot start \(Chromium.path): \(String(cString: strerror(status)))") }
        pid = child
        toBrowser = commands[1]
        fromBrowser = answers[0]
        // A loaded machine (the whole suite runs at once) may take a while to start a browser.
        let targets = try send("Target.getTargets", session: false, timeout: 120)
        guard let infos = targets["targetInfos"] as? [[String: Any]],
              let page = infos.first(where: { $0["type"] as? String == "page" })?["targetId"] as? String else {
            throw Failure(description: "no page in \(targets)")
        }
        let attached = try send("Target.attachToTarget", ["targetId": page, "flatten": true], session: false)
        session = attached["sessionId"] as? String
        home = session
        try listenToConsole()
    }

    /// The first tab's session, for ``useFirstTab()``.
    private var home: String?

    /// What the page's console said was wrong, in every tab attached: errors logged (a
    /// request answered 4xx or 5xx is one), uncaught exceptions, `console.error`. Read when
    /// the browser answers a command, so ask something first.
    private(set) var consoleProblems: [String] = []

    /// Asks the tab in use to report its console (``consoleProblems``).
    private func listenToConsole() throws {
        try send("Log.enable")
        try send("Runtime.enable")
    }

    private func note(event method: String, _ params: [String: Any]) {
        switch method {
        case "Log.entryAdded":
            guard let entry = params["entry"] as? [String: Any], entry["level"] as? String == "error" else { return }
            consoleProblems.append("\(entry["text"] ?? "") \(entry["url"] ?? "")")
        case "Runtime.exceptionThrown":
            let details = params["exceptionDetails"] as? [String: Any]
            consoleProblems.append("exception: \((details?["exception"] as? [String: Any])?["description"] ?? details?["text"] ?? "")")
        case "Runtime.consoleAPICalled" where params["type"] as? String == "error":
            consoleProblems.append("console.error: \(params["args"] ?? "")")
        default: return
        }
    }

    /// Forgets the problems noted so far.
    func clearConsoleProblems() { consoleProblems = [] }

    deinit {
        // Closed the way it closes itself, so its helper processes go too; killed if it hangs.
        _ = try? send("Browser.close", session: false, timeout: 5)
        var status: Int32 = 0
        var waited = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            if waited >= 100 {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                break
            }
            usleep(50_000)
            waited += 1
        }
        close(toBrowser)
        close(fromBrowser)
        try? FileManager.default.removeItem(at: profile)
    }

    /// Sends one command and waits for its answer's `result` (an `error` throws).
    @discardableResult
    func send(_ method: String, _ params: [String: Any] = [:], session useSession: Bool = true, timeout: TimeInterval = 60) throws -> [String: Any] {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": params]
        if useSession, let session { message["sessionId"] = session }
        var data = try JSONSerialization.data(withJSONObject: message)
        data.append(0)
        try data.withUnsafeBytes { raw in
            var sent = 0
            while sent < raw.count {
                let n = write(toBrowser, raw.baseAddress! + sent, raw.count - sent)
                guard n > 0 else { throw Failure(description: "the browser closed its pipe") }
                sent += n
            }
        }
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let answer = try readMessage(until: deadline)
            if let event = answer["method"] as? String {
                note(event: event, answer["params"] as? [String: Any] ?? [:])
                continue
            }
            guard answer["id"] as? Int == nextID else { continue }  // an older answer
            if let error = answer["error"] { throw Failure(description: "\(method): \(error)") }
            return answer["result"] as? [String: Any] ?? [:]
        }
    }

    private func readMessage(until deadline: Date) throws -> [String: Any] {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let message = Array(buffer[..<end])
                buffer.removeSubrange(...end)
                return (try JSONSerialization.jsonObject(with: Data(message))) as? [String: Any] ?? [:]
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw Failure(description: "no answer from the browser in time") }
            var poller = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(min(left, 1) * 1000)) >= 0 else { throw Failure(description: "poll failed") }
            guard poller.revents != 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let n = read(fromBrowser, &chunk, chunk.count)
            guard n > 0 else { throw Failure(description: "the browser closed its pipe") }
            buffer += chunk[..<n]
        }
    }

    /// Opens `url` and waits until its document is the one loaded (evaluating in the page
    /// being left fails with "navigated", so until then each look is tried again).
    func navigate(_ url: String, timeout: TimeInterval = 60) throws {
        try send("Page.navigate", ["url": url])
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let href = try? evaluate("document.readyState === 'complete' ? location.href : ''") as? String, href == url { return }
            Thread.sleep(forTimeInterval: 0.02)
        }
        throw Failure(description: "\(url) did not load in time")
    }

    /// The value of a JavaScript expression in the page (a promise is awaited).
    func evaluate(_ expression: String, timeout: TimeInterval = 60) throws -> Any? {
        let result = try send("Runtime.evaluate", ["expression": expression, "awaitPromise": true, "returnByValue": true], timeout: timeout + 5)
        if let exception = result["exceptionDetails"] as? [String: Any] {
            let text = ((exception["exception"] as? [String: Any])?["description"] as? String) ?? "\(exception)"
            throw Failure(description: "\(expression.prefix(120)): \(text)")
        }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Waits until `condition` (JavaScript) is truthy in the page; returns its value.
    @discardableResult
    func wait(for condition: String, timeout: TimeInterval = 60) throws -> Any? {
        let script = """
            new Promise(function (ok, fail) {
              var start = Date.now();
              (function poll() {
                var value; try { value = (\(condition)); } catch (e) {}
                if (value) return ok(value);
                if (Date.now() - start > \(Int(timeout * 1000))) return fail(new Error('timed out waiting for: ' + \(jsonLiteral(condition))));
                setTimeout(poll, 15);
              })();
            })
            """
        // A page that navigates meanwhile (a button that loads another page) drops the
        // promise: look again in the new one.
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            do { return try evaluate(script, timeout: max(1, deadline.timeIntervalSinceNow)) } catch let failure as Failure
                where failure.description.contains("navigated") || failure.description.contains("context") {
                guard Date() < deadline else { throw failure }
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
    }

    /// Opens `url` in a new tab and sends the next commands to it; returns its id for
    /// ``use(tab:)`` and ``closeTab(_:)``. Not waited on: see ``wait(for:timeout:)``.
    @discardableResult
    func openTab(_ url: String) throws -> String {
        let created = try send("Target.createTarget", ["url": url], session: false)
        guard let target = created["targetId"] as? String else { throw Failure(description: "no tab in \(created)") }
        let attached = try send("Target.attachToTarget", ["targetId": target, "flatten": true], session: false)
        session = attached["sessionId"] as? String
        tabs[target] = session
        try listenToConsole()
        return target
    }

    /// Sends the next commands to the first tab again.
    func useFirstTab() { session = home }

    /// Lays the page out as a window `width` × `height` (a window is at least 500 px wide:
    /// a phone's width is emulated); nil: the window's own size again.
    func emulate(width: Int?, height: Int = 844) throws {
        if let width {
            try send("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
        } else {
            try send("Emulation.clearDeviceMetricsOverride")
        }
    }

    /// Sends the next commands to the tab `target` (from ``openTab(_:)``).
    func use(tab target: String) { session = tabs[target] }

    /// Closes the tab `target` as a user closes it.
    func closeTab(_ target: String) throws {
        try send("Target.closeTarget", ["targetId": target], session: false)
        tabs[target] = nil
    }

    private var tabs: [String: String] = [:]

    func moveMouse(x: Double, y: Double) throws {
        try send("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": x, "y": y])
    }

    func click(x: Double, y: Double) throws {
        try send("Input.dispatchMouseEvent", ["type": "mousePressed", "x": x, "y": y, "button": "left", "clickCount": 1])
        try send("Input.dispatchMouseEvent", ["type": "mouseReleased", "x": x, "y": y, "button": "left", "clickCount": 1])
    }

    /// The page as shown, or the part `clip` (x, y, width, height in CSS pixels) of it.
    func screenshot(clip: [Double]? = nil) throws -> Data {
        var params: [String: Any] = ["format": "png"]
        if let clip { params["clip"] = ["x": clip[0], "y": clip[1], "width": clip[2], "height": clip[3], "scale": 1] }
        let result = try send("Page.captureScreenshot", params)
        guard let text = result["data"] as? String, let data = Data(base64Encoded: text) else { throw Failure(description: "no screenshot") }
        return data
    }

    private func jsonLiteral(_ text: String) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: [text]), as: UTF8.self).dropFirst().dropLast().description
    }
}

/// The browser's waits awaited on a thread of their own: each call blocks until the browser
/// answers (up to a minute on a loaded machine), which on the test's thread would hold one
/// of the two that run every test.
extension Chromium {
    static func start(width: Int = 1300, height: Int = 820) async throws -> Chromium {
        try await Chromium.offThread { try Chromium(width: width, height: height) }
    }

    func navigate(_ url: String, timeout: TimeInterval = 60) async throws {
        try await Chromium.offThread { try self.navigate(url, timeout: timeout) }
    }

    func evaluate(_ expression: String, timeout: TimeInterval = 60) async throws -> Any? {
        try await Chromium.offThread { ChildProcess.Unchecked(try self.evaluate(expression, timeout: timeout)) }.value
    }

    @discardableResult
    func wait(for condition: String, timeout: TimeInterval = 60) async throws -> Any? {
        try await Chromium.offThread { ChildProcess.Unchecked(try self.wait(for: condition, timeout: timeout)) }.value
    }

    func moveMouse(x: Double, y: Double) async throws {
        try await Chromium.offThread { try self.moveMouse(x: x, y: y) }
    }

    func click(x: Double, y: Double) async throws {
        try await Chromium.offThread { try self.click(x: x, y: y) }
    }

    func screenshot(clip: [Double]? = nil) async throws -> Data {
        try await Chromium.offThread { try self.screenshot(clip: clip) }
    }

    func wheel(x: Double, y: Double, deltaY: Double) async throws {
        try await Chromium.offThread {
            _ = try self.send("Input.dispatchMouseEvent", ["type": "mouseWheel", "x": x, "y": y, "deltaX": 0, "deltaY": deltaY])
        }
    }

    private static func offThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await ChildProcess.onOwnThread { Result { try work() } }.get()
    }
}
