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
        // Two PNGs in one input (a second signature starts the second): compared with each
        // other and the diff image drawn, so pairs of different shapes are attacked too (a
        // 1 × N image against an N × 1 one aborted allocating the larger size; issue 25).
        if let split = secondSignature(in: data) {
            _ = try? ImageDiff.compare(png: Data(data[..<split]), named: "a.png", with: Data(data[split...]), named: "b.png",
                                       drawing: true, maxPixels: maxPixels, bandRows: 7)
        }
    }

    static func secondSignature(in data: Data) -> Data.Index? {
        let signature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        guard data.count > 16 else { return nil }
        return data.range(of: signature, in: (data.startIndex + 8)..<data.endIndex)?.lowerBound
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
