import Foundation
import FuzzSupport
import TableSnapshot

/// A libFuzzer target for the PNG readers (`make fuzz`, docs/fuzzing.md): any bytes as a
/// golden, read whole and compared with itself in bands of 7 rows. Every input must end in
/// an image or a `ReadError`, within the pixel budget; a crash, a hang or an address error is
/// a bug.
enum PNGFuzz {
    static let maxPixels = 4_000_000

    static func run(_ bytes: UnsafeRawBufferPointer) {
        let data = Data(bytes)
        _ = try? RGBAImage(pngData: data, name: "fuzz.png", maxPixels: maxPixels)
        _ = try? ImageDiff.compare(png: data, named: "a.png", with: data, named: "b.png", maxPixels: maxPixels, bandRows: 7)
    }
}

#if FUZZING
/// The entry libFuzzer's own `main` calls (its runtime links one in beside ours).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    PNGFuzz.run(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}
#endif

@main enum PNGFuzzMain {
    static func main() {
        FuzzMain.run { data, size in
            PNGFuzz.run(UnsafeRawBufferPointer(start: data, count: size))
            return 0
        }
    }
}
