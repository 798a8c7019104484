import Foundation

/// What a fuzz target runs: one input, as libFuzzer's `LLVMFuzzerTestOneInput` takes it.
public typealias FuzzEntry = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

#if FUZZING
/// libFuzzer's driver (in the runtime `-sanitize=fuzzer` links): parses the command line,
/// runs `entry` on the corpus and mutations, and exits.
@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(_ argc: UnsafeMutablePointer<CInt>,
                       _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                       _ entry: FuzzEntry) -> CInt
#endif

/// A fuzz target's `main`: under `-DFUZZING` (make fuzz) libFuzzer's driver; otherwise a
/// replay of the files, and every file in the folders, named on the command line, once each
/// (how `swift build` builds the targets, and how the tests replay the committed corpora).
public enum FuzzMain {
    public static func run(_ entry: FuzzEntry) -> Never {
        #if FUZZING
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runDriver(&argc, &argv, entry))
        #else
        var count = 0
        for path in CommandLine.arguments.dropFirst() {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                FileHandle.standardError.write(Data("\(path): no such file or folder\n".utf8))
                exit(2)
            }
            let files = isFolder.boolValue
                ? ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted().map { "\(path)/\($0)" }
                : [path]
            for file in files {
                guard let data = FileManager.default.contents(atPath: file) else { continue }
                _ = data.withUnsafeBytes { entry($0.bindMemory(to: UInt8.self).baseAddress, $0.count) }
                count += 1
            }
        }
        print("replayed \(count) inputs")
        exit(0)
        #endif
    }
}
