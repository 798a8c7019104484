import Foundation
import FuzzSupport
import TableConfig

/// A libFuzzer target for the config loader (`make fuzz`, docs/fuzzing.md): any bytes, read
/// as a config. Every input must end in a document or a `ConfigError`; a crash, a hang, a
/// leak or an address error is a bug. Files are resolved in a root that does not exist, so
/// the fuzzer never reads the disk.
enum ConfigFuzz {
    static func run(_ bytes: UnsafeRawBufferPointer) {
        let text = String(decoding: bytes, as: UTF8.self)
        let file = bytes.first == UInt8(ascii: "{") ? "/nonexistent-fuzz-root/fuzz.json" : "/nonexistent-fuzz-root/fuzz.yaml"
        _ = try? ConfigLoader.load(text: text, file: file)
    }
}

#if FUZZING
/// The entry libFuzzer's own `main` calls (its runtime links one in beside ours).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    ConfigFuzz.run(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}
#endif

@main enum ConfigFuzzMain {
    static func main() {
        FuzzMain.run { data, size in
            ConfigFuzz.run(UnsafeRawBufferPointer(start: data, count: size))
            return 0
        }
    }
}
