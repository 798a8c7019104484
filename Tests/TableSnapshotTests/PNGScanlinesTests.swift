import CLibDeflate
import Foundation
import Testing
@testable import TableSnapshot
import TestSupport

/// The libdeflate PNG reader against libpng: every PNG the project writes, random images
/// with all five filter types, and damaged files, read both ways.
@Suite struct PNGScanlinesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every PNG under Snapshots/, Examples/, the snapshot-testing goldens and the PNG fixtures: libpng's simplified API,
    /// libpng's row reader and this reader give the same pixels, and this reader takes
    /// every one tablesnap wrote (8-bit RGB, one IDAT).
    @Test func everyPNGTheProjectHasReadsTheSameThroughLibpng() throws {
        var files: [URL] = []
        for folder in ["Snapshots", "Examples", "Tests/TableSnapshotTestingTests/__Snapshots__", "Tests/Fixtures/png"] {
            let enumerator = FileManager.default.enumerator(at: PNGScanlinesTests.root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if url.pathExtension == "png" { files.append(url) }
            }
        }
        #expect(files.count > 40)
        var readHere = 0
        for file in files {
            let data = try Data(contentsOf: file)
            let name = file.lastPathComponent
            let libpng = Result { try RGBAImage.decodedByLibpng(data, name: name, maxPixels: RGBAImage.defaultMaxPixels) }
            guard let scanlines = try PNGScanlines.open(data, name: name, maxPixels: RGBAImage.defaultMaxPixels) else {
                #expect(file.path.contains("/Fixtures/"), "\(name): written by tablesnap, yet not read here")
                continue
            }
            readHere += 1
            let whole = try #require(try? libpng.get(), "\(name): libpng refuses what this reader read")
            // Compared as Data (memcmp): an array's == goes element by element, 8 s of the
            // suite's CPU in a debug build over the project's PNGs.
            let expected = Data(whole.pixels)
            #expect(Data(PNGScanlinesTests.readAll(scanlines)) == expected, "\(name)")
            if let rows = try PNGRowReader.open(data, name: name, maxPixels: RGBAImage.defaultMaxPixels) {
                #expect(Data(PNGScanlinesTests.readAll(rows, band: 7)) == expected, "\(name): libpng's row reader")
            }
        }
        #expect(readHere > 30)
    }

    /// Random images, RGB and RGBA, every row under a random one of the five filters (each
    /// appears in every image), compressed at a random level and split over random IDATs.
    @Test(arguments: 0..<40)
    func randomImagesUnderEveryFilterReadExactly(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let image = RandomPNG(random: &random)
        let png = image.png(random: &random)
        let scanlines = try #require(try PNGScanlines.open(png, name: "random.png", maxPixels: 1 << 20))
        #expect(PNGScanlinesTests.readAll(scanlines, band: Int.random(in: 1...5, using: &random)) == image.rgba)
        #expect(try RGBAImage.decodedByLibpng(png, name: "random.png", maxPixels: 1 << 20).pixels == image.rgba, "the fixture itself is right")
        #expect(try RGBAImage(pngData: png, name: "random.png").pixels == image.rgba)
        let diff = try ImageDiff.compare(png: png, named: "a", with: png, named: "b", options: .init(threshold: 0, strict: true), bandRows: 3)
        #expect(diff.differentPixels == 0)
    }

    /// Damaged files — cut short, bytes changed with and without their CRC fixed, chunks
    /// this reader leaves to libpng — end exactly as libpng ends them: the same pixels, or
    /// an error.
    @Test(arguments: 0..<30)
    func damagedFilesEndAsLibpngEndsThem(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let image = RandomPNG(random: &random)
        var png = [UInt8](image.png(random: &random))
        switch seed % 4 {
        case 0:
            png = Array(png.prefix(Int.random(in: 0..<png.count, using: &random)))
        case 1:
            for _ in 0..<Int.random(in: 1...3, using: &random) { png[Int.random(in: 8..<png.count, using: &random)] ^= UInt8.random(in: 1...255, using: &random) }
        case 2:
            // A byte of the compressed data changed, every CRC made right again.
            png[Int.random(in: 41..<(png.count - 16), using: &random)] ^= UInt8.random(in: 1...255, using: &random)
            RandomPNG.fixCRCs(&png)
        default:
            // A chunk this reader leaves to libpng, or a filter byte past 4.
            png = [UInt8](image.png(random: &random, extraChunk: ["gAMA", "tRNS", "sRGB", "bKGD"].randomElement(using: &random)!))
            if Bool.random(using: &random) { png = [UInt8](image.png(random: &random, badFilter: true)) }
        }
        let data = Data(png)
        let libpng = Result { try RGBAImage.decodedByLibpng(data, name: "d.png", maxPixels: 1 << 20) }
        let mine = Result { try RGBAImage(pngData: data, name: "d.png", maxPixels: 1 << 20) }
        switch (libpng, mine) {
        case let (.success(a), .success(b)): #expect(a == b)
        case let (.failure(a as RGBAImage.ReadError), .failure(b as RGBAImage.ReadError)): #expect(a == b)
        default: Issue.record("libpng: \(libpng), this reader: \(mine)")
        }
        // The banded compare reads it too, without crashing, or says why not.
        _ = try? ImageDiff.compare(png: data, named: "a", with: data, named: "b", bandRows: 2)
    }

    @Test func theHeaderIsCheckedAgainstThePixelBudgetFirst() {
        #expect(throws: RGBAImage.ReadError.self) { try PNGScanlines.open(PNGBomb.data(width: 100, height: 100), name: "x", maxPixels: 9_999) }
        #expect(throws: Never.self) { try PNGScanlines.open(PNGBomb.data(width: 100, height: 100), name: "x", maxPixels: 10_000) }
    }

    @Test func imagesOverTheInflatedLimitAreLeftToLibpng() throws {
        var random = SeededGenerator(seed: 7)
        let image = RandomPNG(random: &random)
        let png = image.png(random: &random)
        let bytes = image.height * (1 + image.width * image.channels)
        #expect(try PNGScanlines.open(png, name: "x", maxPixels: 1 << 20, maxBytes: bytes) != nil)
        #expect(try PNGScanlines.open(png, name: "x", maxPixels: 1 << 20, maxBytes: bytes - 1) == nil)
    }

    static func readAll(_ rows: any PNGRows, band: Int = 1 << 30) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: rows.width * rows.height * 4)
        pixels.withUnsafeMutableBufferPointer { buffer in
            var row = 0
            while row < rows.height {
                let count = min(band, rows.height - row)
                try? rows.read(count, into: buffer, at: row * rows.width * 4)
                row += count
            }
        }
        return pixels
    }
}

/// A random 8-bit RGB or RGBA image and the PNG of it, written here independently of the
/// encoder under test: forward filters, libdeflate's zlib stream, chunks with CRCs.
struct RandomPNG {
    let width: Int, height: Int, channels: Int
    /// The pixels as RGBA.
    let rgba: [UInt8]
    /// The pixels as the PNG stores them (RGB or RGBA), row after row.
    private let stored: [[UInt8]]

    init(random: inout SeededGenerator) {
        width = Int.random(in: 1...40, using: &random)
        height = Int.random(in: 5...30, using: &random)
        channels = Bool.random(using: &random) ? 3 : 4
        // Flat runs and noise, so that every filter sees both.
        let palette = (0..<4).map { _ in (0..<4).map { _ in UInt8.random(in: 0...255, using: &random) } }
        var rows: [[UInt8]] = []
        var rgba: [UInt8] = []
        for _ in 0..<height {
            var row: [UInt8] = []
            for _ in 0..<width {
                var pixel = Int.random(in: 0..<3, using: &random) == 0
                    ? (0..<4).map { _ in UInt8.random(in: 0...255, using: &random) }
                    : palette[Int.random(in: 0..<palette.count, using: &random)]
                if channels == 3 { pixel[3] = 255 }
                rgba += pixel
                row += pixel.prefix(channels)
            }
            rows.append(row)
        }
        self.stored = rows
        self.rgba = rgba
    }

    /// The PNG: rows under random filters (all five in every image with five rows or more),
    /// deflated at a random level, in 1–3 IDATs, with a tEXt chunk; optionally an extra chunk
    /// before the data, or a filter byte of 5.
    func png(random: inout SeededGenerator, extraChunk: String? = nil, badFilter: Bool = false) -> Data {
        var filters = (0..<height).map { $0 < 5 ? UInt8($0) : UInt8.random(in: 0...4, using: &random) }
        filters.shuffle(using: &random)
        if badFilter { filters[Int.random(in: 0..<height, using: &random)] = 5 }
        var raw: [UInt8] = []
        for y in 0..<height {
            raw.append(filters[y])
            raw += filter(filters[y], stored[y], above: y == 0 ? nil : stored[y - 1])
        }
        let level = Int32.random(in: 0...12, using: &random)
        let compressor = libdeflate_alloc_compressor(level)!
        defer { libdeflate_free_compressor(compressor) }
        var zlib = [UInt8](repeating: 0, count: libdeflate_zlib_compress_bound(compressor, raw.count))
        zlib.removeLast(zlib.count - libdeflate_zlib_compress(compressor, raw, raw.count, &zlib, zlib.count))

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header = RandomPNG.bigEndian(UInt32(width)) + RandomPNG.bigEndian(UInt32(height))
        header += [8, channels == 4 ? 6 : 2, 0, 0, 0]
        png += RandomPNG.chunk("IHDR", header)
        png += RandomPNG.chunk("tEXt", Array("Software\0tests".utf8))
        if let extraChunk {
            let body: [UInt8] = switch extraChunk {
            case "gAMA": RandomPNG.bigEndian(100_000)
            case "tRNS": channels == 3 ? [0, stored[0][0], 0, stored[0][1], 0, stored[0][2]] : []
            case "sRGB": [0]
            default: [0, 1, 0, 2, 0, 3]
            }
            png += RandomPNG.chunk(extraChunk, body)
        }
        let parts = Int.random(in: 1...3, using: &random)
        let cuts = ([0, zlib.count] + (1..<parts).map { _ in Int.random(in: 0...zlib.count, using: &random) }).sorted()
        for k in 0..<parts { png += RandomPNG.chunk("IDAT", Array(zlib[cuts[k]..<cuts[k + 1]])) }
        png += RandomPNG.chunk("IEND", [])
        return Data(png)
    }

    /// PNG's forward filter `type` of a row (bytes per pixel: `channels`).
    private func filter(_ type: UInt8, _ row: [UInt8], above: [UInt8]?) -> [UInt8] {
        let up = above ?? [UInt8](repeating: 0, count: row.count)
        return row.indices.map { i in
            let a = i >= channels ? row[i - channels] : 0, b = up[i], c = i >= channels ? up[i - channels] : 0
            switch type {
            case 1: return row[i] &- a
            case 2: return row[i] &- b
            case 3: return row[i] &- UInt8((Int(a) + Int(b)) / 2)
            case 4:
                let p = Int(a) + Int(b) - Int(c)
                let (pa, pb, pc) = (abs(p - Int(a)), abs(p - Int(b)), abs(p - Int(c)))
                return row[i] &- (pa <= pb && pa <= pc ? a : pb <= pc ? b : c)
            default: return row[i]
            }
        }
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return bigEndian(UInt32(body.count)) + typed + bigEndian(libdeflate_crc32(0, typed, typed.count))
    }

    /// Makes every chunk's CRC match its bytes again (stops at a chunk that runs past the end).
    static func fixCRCs(_ png: inout [UInt8]) {
        var at = 8
        while at + 12 <= png.count {
            let length = Int(png[at]) << 24 | Int(png[at + 1]) << 16 | Int(png[at + 2]) << 8 | Int(png[at + 3])
            guard at + 12 + length <= png.count else { return }
            let crc = png[(at + 4)..<(at + 8 + length)].withContiguousStorageIfAvailable { libdeflate_crc32(0, $0.baseAddress, $0.count) }!
            png.replaceSubrange((at + 8 + length)..<(at + 12 + length), with: bigEndian(crc))
            at += 12 + length
        }
    }
}
