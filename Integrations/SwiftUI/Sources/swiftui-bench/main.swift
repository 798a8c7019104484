import Foundation
import SwiftUI
import TablePipeline
import TableSnapshot
import TableSnapshotSwiftUI

// `swift run -c release --package-path Integrations/SwiftUI --scratch-path .build-swiftui-release
// swiftui-bench [ROUNDS]`: a compiled SwiftUI screen snapshotted against the same screen as a
// config, drawn through the root library in the same process (docs/performance.md, "SwiftUI
// screens"). The screen is ScanNow's settings (the corpus's, linked from the tests' Corpus/),
// the config its pair's, Tests/Fidelity/scannow-settings-ios17-light.yaml, at its 375 pt and 3x.
// Each round: the config decoded and laid out, or the view evaluated, resolved and laid out;
// then drawn and encoded to PNG. Medians of ROUNDS (default 50) after 3 unmeasured.

let rounds = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 50
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let configPath = root.appendingPathComponent("Tests/Fidelity/scannow-settings-ios17-light.yaml").path

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

@MainActor
func measure() throws {
    let engine = try TableSnapshotter.engine.get()
    let device = SnapshotDevice(name: "iphone13Mini", width: 375, scale: 3)
    var configTimes: [Double] = [], viewTimes: [Double] = [], resolveTimes: [Double] = []
    var sizes = (config: 0, view: 0)
    for round in 0..<(rounds + 3) {
        let config = try seconds {
            let loaded = try LoadedTable.load(configPath, engine: engine)
            sizes.config = try loaded.renderPNG(loaded.viewport()).count
        }
        var resolve = 0.0
        let view = try seconds {
            var resolved: ResolvedView!
            resolve = seconds { resolved = ResolvedView(ScanNowSettingsView(settings: FileSettings(), version: "1.0.0 (1)"), device: device) }
            sizes.view = try resolved.png().count
        }
        guard round >= 3 else { continue }
        configTimes.append(config)
        viewTimes.append(view)
        resolveTimes.append(resolve)
    }
    let (c, v, r) = (median(configTimes), median(viewTimes), median(resolveTimes))
    print(String(format: "config (YAML → PNG):       %7.2f ms  (%d bytes)", c * 1000, sizes.config))
    print(String(format: "SwiftUI view (body → PNG): %7.2f ms  (%d bytes), of which evaluating and resolving the view %.2f ms", v * 1000, sizes.view, r * 1000))
    print(String(format: "ratio view / config: %.2f×, medians of %d rounds", v / c, rounds))
}

MainActor.assumeIsolated {
    do { try measure() } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(2)
    }
}
