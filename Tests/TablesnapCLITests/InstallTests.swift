import Foundation
import Testing
import TablesnapCommands
import TestSupport
import Yams

/// tablesnap from an app's repository (docs/ci.md): `scripts/install.sh`, the GitHub Action's
/// shell steps and the GitLab template's scripts, run in a temporary folder that is an app
/// repository, against an "upstream" git repository holding this checkout's files at tag
/// `vVERSION`. The release build itself is the one step not run (minutes on 2 cores): the
/// build cache is filled with the suite's own binary under the key install.sh computes, so
/// the cached path is what runs; everything around it (clone of the tag, system packages,
/// cache key, install, PATH, verify, report) runs as in CI.
@Suite(.serialized) struct InstallTests {
    static let repository = DocsCommandsTests.repository
    static let version = TablesnapVersion.current

    struct Setup {
        var upstream: URL
        var app: URL
        var home: URL
        var cache: URL
    }

    /// The "upstream" repository: this checkout's files the install reads, committed and
    /// tagged `vVERSION`, and install.sh's cache key for them. Made once for the suite (a
    /// copy of Sources/ and a commit of it cost seconds) and only read by the tests, each
    /// of which clones it into a cache of its own.
    static let upstream = Task { () async throws -> (folder: URL, key: String) in
        let folder = try TemporaryFolder.make("tablesnap-install-upstream")
        for name in ["Package.swift", "Sources", "scripts", "action.yml", "ci"] {
            try FileManager.default.copyItem(at: repository.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        try await sh("git init -q && git add -A && git -c user.name=t -c user.email=t@t commit -qm release && git tag v\(version)", in: folder)
        let key = try await sh("bash \(folder.path)/scripts/install.sh --source \(folder.path) --print-cache-key", in: folder)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return (folder, key)
    }

    /// The upstream repository (shared, read only), the app repository with one snapshot and
    /// its golden, and a cache holding the build under install.sh's key.
    static func setUp() async throws -> Setup {
        let (upstream, key) = try await Self.upstream.value
        let root = try TemporaryFolder.make("tablesnap-install")
        let app = root.appendingPathComponent("app")
        let home = root.appendingPathComponent("home"), cache = home.appendingPathComponent(".cache/tablesnap")

        try FileManager.default.createDirectory(at: app.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
        try "width: 320\nviewport: {height: 200}\nsections: [{header: Account, rows: [{id: login, title: Log in}]}]\n"
            .write(to: app.appendingPathComponent("Snapshots/login.yaml"), atomically: true, encoding: .utf8)
        try await sh("git init -q", in: app)
        #expect(try await TablesnapRunner.runBinary(["verify", "Snapshots", "--record"], in: app).status == 0)

        // The key as an app's checkout computes it, from the app's folder.
        #expect(try await sh("bash \(upstream.path)/scripts/install.sh --source \(upstream.path) --print-cache-key", in: app)
            .trimmingCharacters(in: .whitespacesAndNewlines) == key)
        #expect(key.count == 16, "\(key)")
        let build = cache.appendingPathComponent("build-\(key)")
        try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: TablesnapRunner.binary, to: build.appendingPathComponent("tablesnap"))
        return Setup(upstream: upstream, app: app, home: home, cache: cache)
    }

    @discardableResult
    static func sh(_ script: String, in folder: URL, environment: [String: String?] = [:], status: Int32 = 0) async throws -> String {
        let result = try await TablesnapRunner.runBinary(["-c", script], in: folder, executable: URL(fileURLWithPath: "/bin/bash"),
                                                   environment: environment)
        #expect(result.status == status, "`\(script)` exited \(result.status)\n\(result.stdout)\n\(result.stderr)")
        return result.stdout + result.stderr
    }

    @Test func installScriptClonesTheTagAndInstallsTheCachedBuild() async throws {
        let setup = try await Self.setUp()
        let prefix = setup.app.appendingPathComponent(".local")
        let output = try await Self.sh("bash \(setup.upstream.path)/scripts/install.sh --prefix .local --cache \(setup.cache.path)", in: setup.app,
                                 environment: ["TABLESNAP_REPOSITORY": setup.upstream.path])
        #expect(output.contains("fetching v\(Self.version) from \(setup.upstream.path)"), "\(output)")
        #expect(output.contains("using the cached build"), "\(output)")
        #expect(output.contains("installed \(prefix.path)/bin/tablesnap \(Self.version)") || output.contains("installed .local/bin/tablesnap \(Self.version)"), "\(output)")
        #expect(try await Self.sh(".local/bin/tablesnap --version", in: setup.app) == "\(Self.version)\n")
        // The clone is the tag's, kept in the cache; a second run needs no network.
        #expect(FileManager.default.fileExists(atPath: setup.cache.appendingPathComponent("source-\(Self.version)/action.yml").path))
        let again = try await Self.sh("bash \(setup.upstream.path)/scripts/install.sh --prefix .local --cache \(setup.cache.path)", in: setup.app,
                                environment: ["TABLESNAP_REPOSITORY": "/nonexistent"])
        #expect(!again.contains("fetching"), "\(again)")
        // A version with no tag fails, saying so.
        let missing = try await Self.sh("bash \(setup.upstream.path)/scripts/install.sh --version 9.9.9 --prefix .local --cache \(setup.cache.path)",
                                  in: setup.app, environment: ["TABLESNAP_REPOSITORY": setup.upstream.path], status: 128)
        #expect(missing.contains("9.9.9"), "\(missing)")
        #expect(try await Self.sh("bash \(setup.upstream.path)/scripts/install.sh --nope", in: setup.app, status: 64).contains("unknown argument '--nope'"))
    }

    /// The action's `run:` steps, with `${{ … }}` replaced as GitHub replaces them; `uses:`
    /// steps (cache, upload) are GitHub's and are listed, not run.
    @Test func theActionsStepsInstallAndVerifyInAnAppRepository() async throws {
        let setup = try await Self.setUp()
        let action = try #require(try Yams.load(yaml: String(contentsOf: Self.repository.appendingPathComponent("action.yml"), encoding: .utf8)) as? [String: Any])
        let runs = try #require(action["runs"] as? [String: Any])
        #expect(runs["using"] as? String == "composite")
        let steps = try #require(runs["steps"] as? [[String: Any]])
        #expect(steps.compactMap { $0["uses"] as? String } == ["actions/cache@v4", "actions/upload-artifact@v4"])

        func run(inputs: [String: String], expecting status: Int32) async throws -> String {
            let githubPath = setup.app.appendingPathComponent("github_path"), githubOutput = setup.app.appendingPathComponent("github_output")
            try? FileManager.default.removeItem(at: githubPath)
            var output = ""
            var path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
            for step in steps {
                guard let script = step["run"] as? String else { continue }
                if let condition = step["if"] as? String {
                    #expect(condition == "inputs.verify != ''")
                    if (inputs["verify"] ?? "").isEmpty { continue }
                }
                func expand(_ text: String) -> String {
                    var text = text.replacingOccurrences(of: "${{ github.action_path }}", with: setup.upstream.path)
                    for (name, value) in inputs { text = text.replacingOccurrences(of: "${{ inputs.\(name) }}", with: value) }
                    return text
                }
                #expect(!expand(script).contains("${{"), "every expression replaced: \(script)")
                var environment: [String: String?] = ["HOME": setup.home.path, "GITHUB_PATH": githubPath.path, "GITHUB_OUTPUT": githubOutput.path,
                                                      "PATH": path, "CI": "true"]
                for (name, value) in step["env"] as? [String: String] ?? [:] { environment[name] = expand(value) }
                let last = step["id"] as? String != "install" && status != 0
                output += try await Self.sh("set -eo pipefail\n" + expand(script), in: setup.app, environment: environment, status: last ? status : 0)
                let added = (try? String(contentsOf: githubPath, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
                path = (added + [ProcessInfo.processInfo.environment["PATH"] ?? ""]).joined(separator: ":")
            }
            #expect(try await Self.sh("command -v tablesnap", in: setup.app, environment: ["PATH": path]).trimmingCharacters(in: .newlines)
                    == setup.home.path + "/.local/bin/tablesnap")
            return output
        }

        let installOnly = try await run(inputs: ["verify": "", "args": "", "report": "tablesnap-report"], expecting: 0)
        #expect(installOnly.contains("using the cached build") && !installOnly.contains("verify:"), "\(installOnly)")
        let passed = try await run(inputs: ["verify": "Snapshots", "args": "--filter 'log*'", "report": "tablesnap-report"], expecting: 0)
        #expect(passed.contains("verify: 1 passed, 0 failed"), "\(passed)")

        // The app changes a row's text: the step fails, with the report and JUnit to upload.
        try "width: 320\nviewport: {height: 200}\nsections: [{header: Account, rows: [{id: login, title: Sign in}]}]\n"
            .write(to: setup.app.appendingPathComponent("Snapshots/login.yaml"), atomically: true, encoding: .utf8)
        let failed = try await run(inputs: ["verify": "Snapshots", "args": "", "report": "tablesnap-report"], expecting: 1)
        #expect(failed.contains("FAIL Snapshots/login.yaml"), "\(failed)")
        #expect(FileManager.default.fileExists(atPath: setup.app.appendingPathComponent("tablesnap-report/index.html").path))
        #expect(FileManager.default.fileExists(atPath: setup.app.appendingPathComponent("tablesnap-report/junit.xml").path))
        let upload = try #require(steps.first { $0["uses"] as? String == "actions/upload-artifact@v4" }?["with"] as? [String: Any])
        #expect(upload["path"] as? String == "${{ inputs.report }}")
    }

    /// The GitLab template's `before_script` and `script`, one shell as GitLab runs them, with
    /// its variables, the repository and prefix pointed at the test's folders, two shards.
    @Test func theGitLabTemplateInstallsAndVerifiesAShard() async throws {
        let setup = try await Self.setUp()
        let template = try #require(try Yams.load(yaml: String(contentsOf: Self.repository.appendingPathComponent("ci/tablesnap.gitlab-ci.yml"), encoding: .utf8)) as? [String: Any])
        let install = try #require(template[".tablesnap-install"] as? [String: Any])
        let verify = try #require(template[".tablesnap-verify"] as? [String: Any])
        #expect(verify["extends"] as? String == ".tablesnap-install")
        #expect((install["variables"] as? [String: Any])?["TABLESNAP_VERSION"] as? String == Self.version)
        let lines = (install["before_script"] as? [String] ?? []) + (verify["script"] as? [String] ?? [])
        var environment: [String: String?] = [:]
        for (name, value) in (install["variables"] as? [String: Any] ?? [:]).merging(verify["variables"] as? [String: Any] ?? [:], uniquingKeysWith: { $1 }) {
            environment[name] = (value as? String)?.replacingOccurrences(of: "$CI_PROJECT_DIR", with: setup.app.path)
        }
        environment["TABLESNAP_REPOSITORY"] = setup.upstream.path
        environment["TABLESNAP_PREFIX"] = setup.app.appendingPathComponent(".local").path
        environment["PATH"] = setup.app.appendingPathComponent(".local/bin").path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
        environment["CI"] = "true"
        environment["CI_NODE_INDEX"] = "1"
        environment["CI_NODE_TOTAL"] = "2"
        // The template's cache is the project's .tablesnap-cache: fill it as setUp filled $HOME's.
        try FileManager.default.copyItem(at: setup.cache, to: setup.app.appendingPathComponent(".tablesnap-cache"))
        let output = try await Self.sh("set -eo pipefail\n" + lines.joined(separator: "\n"), in: setup.app, environment: environment)
        #expect(output.contains("using the cached build"), "\(output)")
        #expect(output.contains("verify: 1 passed, 0 failed"), "shard 1 of 2 holds the one config: \(output)")
        #expect(FileManager.default.fileExists(atPath: setup.app.appendingPathComponent("tablesnap-report/junit.xml").path))
        environment["CI_NODE_INDEX"] = "2"
        let second = try await Self.sh("set -eo pipefail\n" + lines.joined(separator: "\n"), in: setup.app, environment: environment)
        #expect(second.contains("verify: shard 2/2 has none of the 1 selected snapshots"), "\(second)")
    }
}
