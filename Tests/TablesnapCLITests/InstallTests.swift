import Foundation
import Testing
import TablePipeline
import TablesnapCommands
import TestSupport
import Yams

/// tablesnap from an app's repository (docs/ci.md): `scripts/install.sh`, the GitHub Action's
/// shell steps and the GitLab template's scripts, run in a temporary folder that is an app
/// repository. The prebuilt binary is downloaded from a release folder packed by
/// scripts/package-release.sh (around the suite's own binary) and served over HTTP on
/// 127.0.0.1; a source build installs from an "upstream" git repository holding this
/// checkout's files at tag `vVERSION`, whose release build is the one step not run (minutes
/// on 2 cores): the build cache is filled with the suite's own binary under the key
/// install.sh computes, so the cached path is what runs.
///
/// What every test only reads (the tagged upstream, the release folder, the app with its
/// golden) is made once for the run; each test gets its own copy of the app, a home, a cache
/// and a server log, so the tests run side by side.
@Suite struct InstallTests {
    static let repository = DocsCommandsTests.repository
    static let version = TablesnapVersion.current

    struct Setup {
        var upstream: URL
        var app: URL
        var home: URL
        var cache: URL
        /// The release's files, as GitHub serves them: `DOWNLOADS/vVERSION/NAME`.
        var releases: URL
        /// The stand-in binary the releases pack.
        var standIn: URL
        var server: LocalFileServer
    }

    /// What the tests share, made once: see ``shared``.
    struct Shared: Sendable {
        var upstream: URL
        var app: URL
        var releases: URL
        var standIn: URL
        /// install.sh's cache key for the upstream's build.
        var key: String
    }

    /// The release archive's architecture on this machine (install.sh's name for it).
    static let arch: String = {
        #if arch(arm64)
        return "arm64"
        #else
        return "x86_64"
        #endif
    }()
    static var archive: String { "tablesnap-\(version)-linux-\(arch).tar.gz" }

    /// The upstream repository (tagged), the app repository with one snapshot and its golden,
    /// install.sh's cache key and the release folder, made once for the run.
    static let shared = Task { () async throws -> Shared in
        let root = try TemporaryFolder.make("tablesnap-install")
        // Where a container job's runner keeps a `uses:` action (the host's path differs).
        let upstream = root.appendingPathComponent("__w/_actions/tablesnap/tablesnap/v\(version)"), app = root.appendingPathComponent("app")
        for name in ["Package.swift", "Sources", "scripts", "action.yml", "ci"] {
            try FileManager.default.createDirectory(at: upstream, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: repository.appendingPathComponent(name), to: upstream.appendingPathComponent(name))
        }
        try await sh("git init -q && git add -A && git -c user.name=t -c user.email=t@t commit -qm release && git tag v\(version)", in: upstream)

        try FileManager.default.createDirectory(at: app.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
        try "width: 320\nviewport: {height: 200}\nsections: [{header: Account, rows: [{id: login, title: Log in}]}]\n"
            .write(to: app.appendingPathComponent("Snapshots/login.yaml"), atomically: true, encoding: .utf8)
        try await sh("git init -q", in: app)
        #expect(try await TablesnapRunner.runBinary(["verify", "Snapshots", "--record"], in: app).status == 0)

        let key = try await sh("bash \(upstream.path)/scripts/install.sh --source \(upstream.path) --print-cache-key", in: app)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(key.count == 16, "\(key)")

        // The release packs a stand-in that runs the suite's binary: the same commands, and a
        // tarball of bytes rather than of the debug build's hundred megabytes.
        let releases = root.appendingPathComponent("releases"), standIn = root.appendingPathComponent("tablesnap")
        try "#!/bin/sh\nexec '\(TablesnapRunner.binary.path)' \"$@\"\n".write(to: standIn, atomically: true, encoding: .utf8)
        try await sh("bash '\(repository.path)/scripts/package-release.sh' \(version) '\(standIn.path)' \(arch) '\(releases.path)/v\(version)'", in: root)
        return Shared(upstream: upstream, app: app, releases: releases, standIn: standIn, key: key)
    }

    /// A test's own app (a copy of the shared one), home, cache holding the build under
    /// install.sh's key, and server log.
    static func setUp() async throws -> Setup {
        let shared = try await shared.value
        let root = try TemporaryFolder.make("tablesnap-install-test")
        let app = root.appendingPathComponent("app"), home = root.appendingPathComponent("home")
        let cache = home.appendingPathComponent(".cache/tablesnap")
        try FileManager.default.copyItem(at: shared.app, to: app)
        let build = cache.appendingPathComponent("build-\(shared.key)")
        try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: TablesnapRunner.binary, to: build.appendingPathComponent("tablesnap"))
        return Setup(upstream: shared.upstream, app: app, home: home, cache: cache, releases: shared.releases, standIn: shared.standIn,
                     server: LocalFileServer(serving: shared.releases, log: root.appendingPathComponent("server.log")))
    }

    @discardableResult
    static func sh(_ script: String, in folder: URL, environment: [String: String?] = [:], status: Int32 = 0) async throws -> String {
        let result = try await TablesnapRunner.runBinary(["-c", script], in: folder, executable: URL(fileURLWithPath: "/bin/bash"),
                                                   environment: environment)
        #expect(result.status == status, "`\(script)` exited \(result.status)\n\(result.stdout)\n\(result.stderr)")
        return result.stdout + result.stderr
    }

    /// The default: the release's binary for this machine, downloaded, checked and installed;
    /// a second run needs no network; a checksum that does not match installs nothing.
    @Test func installScriptDownloadsChecksAndInstallsTheReleasesBinary() async throws {
        let setup = try await Self.setUp()
        let install = "bash \(setup.upstream.path)/scripts/install.sh --prefix .local --cache \(setup.cache.path)"
        let output = try await Self.sh(setup.server.serving(install), in: setup.app)
        #expect(output.contains("downloading tablesnap-\(Self.version)-linux-\(Self.arch) from http://127.0.0.1:"), "\(output)")
        #expect(output.contains("installed .local/bin/tablesnap \(Self.version)"), "\(output)")
        #expect(!output.contains("fetching") && !output.contains("building"), "no clone, no build: \(output)")
        #expect(try await Self.sh(".local/bin/tablesnap --version", in: setup.app) == "\(Self.version)\n")
        #expect(setup.server.requests() == ["/v\(Self.version)/\(Self.archive)", "/v\(Self.version)/\(Self.archive).sha256"])
        // Kept in the cache: a second run downloads nothing.
        let again = try await Self.sh(install, in: setup.app, environment: ["TABLESNAP_DOWNLOADS": "http://127.0.0.1:9"])
        #expect(again.contains("using the cached download") && !again.contains("downloading"), "\(again)")

        // A tarball whose checksum differs (altered in transit or on the server) is refused.
        let other = setup.releases.appendingPathComponent("v9.9.8")
        try await Self.sh("bash '\(Self.repository.path)/scripts/package-release.sh' 9.9.8 '\(setup.standIn.path)' \(Self.arch) '\(other.path)'", in: setup.app)
        let checksum = other.appendingPathComponent("tablesnap-9.9.8-linux-\(Self.arch).tar.gz.sha256")
        try (String(repeating: "0", count: 64) + "  tablesnap-9.9.8-linux-\(Self.arch).tar.gz\n").write(to: checksum, atomically: true, encoding: .utf8)
        let refused = try await Self.sh(setup.server.serving("bash \(setup.upstream.path)/scripts/install.sh --version 9.9.8 --prefix refused --cache \(setup.cache.path)"),
                                  in: setup.app, status: 1)
        #expect(refused.contains("not the release's 0000") && refused.contains("refused"), "\(refused)")
        #expect(!FileManager.default.fileExists(atPath: setup.app.appendingPathComponent("refused/bin/tablesnap").path))
        #expect(!FileManager.default.fileExists(atPath: setup.cache.appendingPathComponent("release-9.9.8-\(Self.arch)").path), "nothing kept")
        // So is one that differs from a pinned checksum, whatever the server's checksum says.
        let pinned = try await Self.sh(setup.server.serving("bash \(setup.upstream.path)/scripts/install.sh --version 9.9.8 --sha256 \(String(repeating: "1", count: 64)) --prefix refused --cache \(setup.cache.path)"),
                                 in: setup.app, status: 1)
        #expect(pinned.contains("not the release's 1111"), "\(pinned)")
        // A version with no release fails, naming it.
        let missing = try await Self.sh(setup.server.serving("bash \(setup.upstream.path)/scripts/install.sh --version 9.9.9 --prefix refused --cache \(setup.cache.path)"),
                                  in: setup.app, status: 1)
        #expect(missing.contains("/v9.9.9/tablesnap-9.9.9-linux-\(Self.arch).tar.gz: is v9.9.9 released"), "\(missing)")
        #expect(try await Self.sh("bash \(setup.upstream.path)/scripts/install.sh --nope", in: setup.app, status: 64).contains("unknown argument '--nope'"))
    }

    /// `--from-source`: the tag's clone, built (here: the cached build under install.sh's key,
    /// which includes the toolchain).
    @Test func installScriptFromSourceClonesTheTagAndInstallsTheCachedBuild() async throws {
        let setup = try await Self.setUp()
        let install = "bash \(setup.upstream.path)/scripts/install.sh --from-source --prefix .local --cache \(setup.cache.path)"
        let output = try await Self.sh(install, in: setup.app, environment: ["TABLESNAP_REPOSITORY": setup.upstream.path])
        #expect(output.contains("fetching v\(Self.version) from \(setup.upstream.path)"), "\(output)")
        #expect(output.contains("using the cached build"), "\(output)")
        #expect(output.contains("installed .local/bin/tablesnap \(Self.version)"), "\(output)")
        #expect(try await Self.sh(".local/bin/tablesnap --version", in: setup.app) == "\(Self.version)\n")
        // The clone is the tag's, kept in the cache; a second run needs no network.
        #expect(FileManager.default.fileExists(atPath: setup.cache.appendingPathComponent("source-\(Self.version)/action.yml").path))
        let again = try await Self.sh(install, in: setup.app, environment: ["TABLESNAP_REPOSITORY": "/nonexistent"])
        #expect(!again.contains("fetching"), "\(again)")
        // Another toolchain is another key: its build is not reused.
        let key = "bash \(setup.upstream.path)/scripts/install.sh --source \(setup.upstream.path) --print-cache-key"
        let other = try await Self.sh("swift() { echo 'Swift version 9.9'; }; export -f swift; " + key, in: setup.app)
        #expect(other != (try await Self.sh(key, in: setup.app)), "the toolchain is in the key")
        // A version with no tag fails, saying so.
        let missing = try await Self.sh("bash \(setup.upstream.path)/scripts/install.sh --from-source --version 9.9.9 --prefix .local --cache \(setup.cache.path)",
                                  in: setup.app, environment: ["TABLESNAP_REPOSITORY": setup.upstream.path], status: 128)
        #expect(missing.contains("9.9.9"), "\(missing)")
    }

    /// The action's `run:` steps, with `${{ … }}` replaced as GitHub replaces them; `uses:`
    /// steps (cache, upload) are GitHub's and are listed, not run. As in a container job:
    /// `$GITHUB_ACTION_PATH` is the action's path inside the container, and the
    /// `github.action_path` expression the host's, where nothing is.
    @Test func theActionInstallsTheReleaseOrItsSourceBuild() async throws {
        let action = try await Action()
        #expect(action.steps.compactMap { $0["uses"] as? String } == ["actions/cache@v4", "actions/upload-artifact@v4", "actions/upload-artifact@v4"])
        let installOnly = try await action.run(inputs: ["verify": "", "args": "", "report": "tablesnap-report"], expecting: 0)
        #expect(installOnly.contains("downloading \(Self.archive.dropLast(7))") && !installOnly.contains("verify:"), "\(installOnly)")
        // `from-source: true` builds from the action's own files (here: finds the cached build).
        let built = try await action.run(inputs: ["verify": "", "args": "", "report": "tablesnap-report", "from-source": "true"], expecting: 0)
        #expect(built.contains("using the cached build") && !built.contains("downloading"), "\(built)")
    }

    @Test func theActionVerifiesWithArgsThatAreWordsNeverCommands() async throws {
        let action = try await Action(), setup = action.setup
        let passed = try await action.run(inputs: ["verify": "Snapshots", "args": "--filter 'log*'", "report": "tablesnap-report"], expecting: 0)
        #expect(passed.contains("verify: 1 passed, 0 failed"), "\(passed)")
        // One word a line works too, quoted or not.
        let lines = try await action.run(inputs: ["verify": "Snapshots", "args": "--filter\n\"log*\"\n--shard '1/1'", "report": "tablesnap-report"], expecting: 0)
        #expect(lines.contains("verify: 1 passed, 0 failed"), "\(lines)")

        // Hostile args are words, never commands: nothing runs, tablesnap gets the text.
        let hostile = "--filter '$(touch pwned1)' $(touch pwned2) `touch pwned3`; touch pwned4 && touch \\$HOME/pwned5 | touch pwned6"
        let refused = try await action.run(inputs: ["verify": "Snapshots", "args": hostile, "report": "tablesnap-report"], expecting: 64)
        #expect(refused.contains("$(touch"), "tablesnap saw the words as text: \(refused)")
        let made = try FileManager.default.contentsOfDirectory(atPath: setup.app.path) + FileManager.default.contentsOfDirectory(atPath: setup.home.path)
        #expect(!made.contains { $0.hasPrefix("pwned") }, "\(made)")
        // An unmatched quote fails the step, saying why, before tablesnap runs.
        let unmatched = try await action.run(inputs: ["verify": "Snapshots", "args": "--filter 'log*", "report": "tablesnap-report"], expecting: 1)
        #expect(unmatched.contains("unmatched single quote"), "\(unmatched)")
    }

    @Test func theActionsFailingVerifyLeavesItsReportAndRecordsWhenAsked() async throws {
        let action = try await Action(), setup = action.setup, steps = action.steps
        // The app changes a row's text: the step fails, with the report and JUnit to upload.
        try "width: 320\nviewport: {height: 200}\nsections: [{header: Account, rows: [{id: login, title: Sign in}]}]\n"
            .write(to: setup.app.appendingPathComponent("Snapshots/login.yaml"), atomically: true, encoding: .utf8)
        let failed = try await action.run(inputs: ["verify": "Snapshots", "args": "", "report": "tablesnap-report"], expecting: 1)
        #expect(failed.contains("FAIL Snapshots/login.yaml"), "\(failed)")
        #expect(FileManager.default.fileExists(atPath: setup.app.appendingPathComponent("tablesnap-report/index.html").path))
        #expect(FileManager.default.fileExists(atPath: setup.app.appendingPathComponent("tablesnap-report/junit.xml").path))
        let upload = try #require(steps.first { $0["name"] as? String == "Upload the report" }?["with"] as? [String: Any])
        #expect(upload["path"] as? String == "${{ inputs.report }}")

        // `record: failed` (a Mac developer's way to goldens drawn in CI's image; docs/ci.md):
        // the changed golden is recorded though CI is set, and copied under its path to the
        // folder the next step uploads; a run with nothing to record uploads nothing.
        let golden = setup.app.appendingPathComponent("Snapshots/login.png")
        let before = try Data(contentsOf: golden)
        let recording = try await action.run(inputs: ["verify": "Snapshots", "record": "failed"], expecting: 0)
        #expect(recording.contains("copied 1 recorded golden to tablesnap-report/recorded"), "\(recording)")
        let recorded = setup.app.appendingPathComponent("tablesnap-report/recorded")
        let after = try Data(contentsOf: golden)
        #expect(after != before, "the golden of the changed row was recorded")
        #expect(try Data(contentsOf: recorded.appendingPathComponent("Snapshots/login.png")) == after)
        let again = try await action.run(inputs: ["verify": "Snapshots", "record": "failed"], expecting: 0)
        #expect(again.contains("copied 0 recorded goldens"), "\(again)")
        #expect(!FileManager.default.fileExists(atPath: recorded.path), "the last run's copies are gone")
        let uploadRecorded = try #require(steps.first { $0["name"] as? String == "Upload the recorded goldens" })
        #expect(uploadRecorded["if"] as? String == "always() && inputs.record != '' && inputs.verify != ''")
        #expect((uploadRecorded["with"] as? [String: Any])?["path"] as? String == "${{ inputs.report }}/recorded")
        #expect((uploadRecorded["with"] as? [String: Any])?["name"] as? String == "${{ inputs.recorded-artifact-name }}")
        // A record mode tablesnap does not know is its usage error, and records nothing.
        let wrong = try await action.run(inputs: ["verify": "Snapshots", "record": "sometimes"], expecting: 64)
        #expect(wrong.contains("sometimes"), "\(wrong)")
    }

    /// The action's `run:` steps in a test's app repository (see ``theActionInstallsTheReleaseOrItsSourceBuild()``).
    struct Action {
        let setup: Setup
        let steps: [[String: Any]]
        /// Inputs a step is not given take the action's defaults, as GitHub gives them.
        let defaults: [String: String]

        init() async throws {
            setup = try await InstallTests.setUp()
            let action = try #require(try Yams.load(yaml: String(contentsOf: InstallTests.repository.appendingPathComponent("action.yml"), encoding: .utf8)) as? [String: Any])
            let runs = try #require(action["runs"] as? [String: Any])
            #expect(runs["using"] as? String == "composite")
            steps = try #require(runs["steps"] as? [[String: Any]])
            let declared = try #require(action["inputs"] as? [String: [String: Any]])
            defaults = declared.compactMapValues { $0["default"] as? String }
        }

        func run(inputs given: [String: String], expecting status: Int32) async throws -> String {
            let inputs = given.merging(defaults) { mine, _ in mine }
            let githubPath = setup.app.appendingPathComponent("github_path"), githubOutput = setup.app.appendingPathComponent("github_output")
            try? FileManager.default.removeItem(at: githubPath)
            var output = ""
            var path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
            for step in steps {
                guard let script = step["run"] as? String else { continue }
                if let condition = step["if"] as? String, condition != "failure() && inputs.verify != ''" {
                    #expect(condition == "inputs.verify != ''")
                    if (inputs["verify"] ?? "").isEmpty { continue }
                }
                func expand(_ text: String) -> String {
                    var text = text.replacingOccurrences(of: "${{ github.action_path }}", with: "/home/runner/work/_actions/tablesnap/tablesnap/v\(InstallTests.version)")
                    for (name, value) in inputs { text = text.replacingOccurrences(of: "${{ inputs.\(name) }}", with: value) }
                    return text
                }
                #expect(!expand(script).contains("${{"), "every expression replaced: \(script)")
                #expect(!script.contains("${{ github.action_path }}"), "the host's path, not the container's: \(script)")
                var environment: [String: String?] = ["HOME": setup.home.path, "GITHUB_PATH": githubPath.path, "GITHUB_OUTPUT": githubOutput.path,
                                                      "GITHUB_ACTION_PATH": setup.upstream.path, "PATH": path, "CI": "true"]
                for (name, value) in step["env"] as? [String: String] ?? [:] { environment[name] = expand(value) }
                let last = step["name"] as? String == "Verify snapshots" && status != 0
                output += try await InstallTests.sh(setup.server.serving("set -eo pipefail\n" + expand(script)), in: setup.app, environment: environment, status: last ? status : 0)
                let added = (try? String(contentsOf: githubPath, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
                path = (added + [ProcessInfo.processInfo.environment["PATH"] ?? ""]).joined(separator: ":")
            }
            #expect(try await InstallTests.sh("command -v tablesnap", in: setup.app, environment: ["PATH": path]).trimmingCharacters(in: .newlines)
                    == setup.home.path + "/.local/bin/tablesnap")
            return output
        }
    }

    /// The GitLab template's `before_script` and `script`, one shell as GitLab runs them, with
    /// its variables, the downloads and prefix pointed at the test's folders, two shards; then
    /// a job with a `before_script` of its own that keeps the install by `!reference` (GitLab
    /// replaces a template's `before_script` with the job's, and puts a referenced list's
    /// lines where the reference is), with hostile `TABLESNAP_ARGS`.
    @Test func theGitLabTemplateInstallsAndVerifiesAShard() async throws {
        let setup = try await Self.setUp()
        let template = try #require(try Yams.load(yaml: String(contentsOf: Self.repository.appendingPathComponent("ci/tablesnap.gitlab-ci.yml"), encoding: .utf8)) as? [String: Any])
        let install = try #require(template[".tablesnap-install"] as? [String: Any])
        let verify = try #require(template[".tablesnap-verify"] as? [String: Any])
        #expect(verify["extends"] as? String == ".tablesnap-install")
        #expect((install["variables"] as? [String: Any])?["TABLESNAP_VERSION"] as? String == Self.version)
        let installLines = install["before_script"] as? [String] ?? [], verifyLines = verify["script"] as? [String] ?? []
        var environment: [String: String?] = [:]
        for (name, value) in (install["variables"] as? [String: Any] ?? [:]).merging(verify["variables"] as? [String: Any] ?? [:], uniquingKeysWith: { $1 }) {
            environment[name] = (value as? String)?.replacingOccurrences(of: "$CI_PROJECT_DIR", with: setup.app.path)
        }
        environment["TABLESNAP_PREFIX"] = setup.app.appendingPathComponent(".local").path
        environment["PATH"] = setup.app.appendingPathComponent(".local/bin").path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
        environment["CI"] = "true"
        environment["CI_NODE_INDEX"] = "1"
        environment["CI_NODE_TOTAL"] = "2"
        let output = try await Self.sh(setup.server.serving("set -eo pipefail\n" + (installLines + verifyLines).joined(separator: "\n")), in: setup.app, environment: environment)
        #expect(output.contains("downloading \(Self.archive.dropLast(7))"), "\(output)")
        #expect(setup.server.requests().first == "/v\(Self.version)/install.sh", "the release's install.sh: \(setup.server.requests())")
        #expect(output.contains("verify: 1 passed, 0 failed"), "shard 1 of 2 holds the one config: \(output)")
        #expect(FileManager.default.fileExists(atPath: setup.app.appendingPathComponent("tablesnap-report/junit.xml").path))
        environment["CI_NODE_INDEX"] = "2"
        let second = try await Self.sh(setup.server.serving("set -eo pipefail\n" + (installLines + verifyLines).joined(separator: "\n")), in: setup.app, environment: environment)
        #expect(second.contains("using the cached download"), "the project's cache: \(second)")
        #expect(second.contains("verify: shard 2/2 has none of the 1 selected snapshots"), "\(second)")

        // The app's job, as docs/ci.md writes it: its own before_script around the reference.
        let job = """
            verify-snapshots:
              extends: .tablesnap-verify
              before_script:
                - echo "the app's own step" > own-step.txt
                - !reference [.tablesnap-install, before_script]
            """
        let jobs = try #require(try Yams.compose(yaml: job)?.mapping?["verify-snapshots"]?.mapping)
        let before = try #require(jobs["before_script"]?.sequence)
        var lines: [String] = []
        for item in before {
            if let reference = item.sequence {
                #expect(item.tag.description == "!reference", "\(item.tag)")
                let names = reference.compactMap(\.string)
                #expect(names == [".tablesnap-install", "before_script"], "\(names)")
                lines += (template[names[0]] as? [String: Any])?[names[1]] as? [String] ?? []
            } else if let line = item.string {
                lines.append(line)
            }
        }
        #expect(lines.count == installLines.count + 1)
        environment["CI_NODE_TOTAL"] = nil
        environment["TABLESNAP_ARGS"] = "--filter 'log*' $(touch pwned1) `touch pwned2`"
        let hostile = try await Self.sh(setup.server.serving("set -eo pipefail\n" + (lines + verifyLines).joined(separator: "\n")), in: setup.app, environment: environment, status: 64)
        #expect(hostile.contains("$(touch"), "\(hostile)")
        #expect(FileManager.default.fileExists(atPath: setup.app.appendingPathComponent("own-step.txt").path))
        #expect(try !FileManager.default.contentsOfDirectory(atPath: setup.app.path).contains { $0.hasPrefix("pwned") })

        // `.tablesnap-record`, run by hand: the changed golden recorded (CI set) and kept, under its path, in the artifact.
        let record = try #require(template[".tablesnap-record"] as? [String: Any])
        #expect(record["extends"] as? String == ".tablesnap-install" && record["when"] as? String == "manual")
        #expect((record["artifacts"] as? [String: Any])?["paths"] as? [String] == ["tablesnap-report/"])
        for (name, value) in record["variables"] as? [String: String] ?? [:] { environment[name] = value }
        try "width: 320\nviewport: {height: 200}\nsections: [{header: Account, rows: [{id: login, title: Sign in}]}]\n"
            .write(to: setup.app.appendingPathComponent("Snapshots/login.yaml"), atomically: true, encoding: .utf8)
        let recordLines = record["script"] as? [String] ?? []
        let recorded = try await Self.sh(setup.server.serving("set -eo pipefail\n" + (installLines + recordLines).joined(separator: "\n")), in: setup.app, environment: environment)
        #expect(recorded.contains("recorded (updated) Snapshots/login.png") && recorded.contains("copied 1 recorded golden"), "\(recorded)")
        #expect(try Data(contentsOf: setup.app.appendingPathComponent("tablesnap-report/recorded/Snapshots/login.png"))
                == Data(contentsOf: setup.app.appendingPathComponent("Snapshots/login.png")))
    }
}

/// Python's http.server on 127.0.0.1, on a port the system picks, serving `folder`: the
/// release's download site for the install tests. It runs inside the shell of each script it
/// serves (`serving(_:)`), started first and stopped when the shell exits (its subshell
/// says its process id first; SIGKILL, as a test process's children may inherit SIGTERM
/// blocked), so no server
/// outlives its script or holds another test's pipes open.
struct LocalFileServer {
    let folder: URL
    /// Its log: one line a request.
    let log: URL

    init(serving folder: URL, log: URL) {
        self.folder = folder
        self.log = log
    }

    /// `script`, run with the server up and `TABLESNAP_DOWNLOADS` its address. The server
    /// names its port on its first line, which the shell reads before going on.
    func serving(_ script: String) -> String {
        """
        exec 9< <(echo "$BASHPID"; exec python3 -u -m http.server 0 --bind 127.0.0.1 --directory '\(folder.path)' 2>>'\(log.path)')
        read -r server <&9
        trap 'kill -KILL $server 2>/dev/null' EXIT
        read -r started <&9
        port="${started#*port }"
        export TABLESNAP_DOWNLOADS="http://127.0.0.1:${port%% *}"
        \(script)
        """
    }

    /// The paths requested so far, in order.
    func requests() -> [String] {
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            guard let start = line.range(of: "\"GET ")?.upperBound, let end = line[start...].firstIndex(of: " ") else { return nil }
            return String(line[start..<end])
        }
    }
}
