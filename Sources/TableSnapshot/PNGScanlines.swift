import CLibDeflate
import Foundation
import TableRaster

/// A PNG of the kind tablesnap writes — 8-bit RGB or RGBA, not interlaced, any of the five
/// filters — read without libpng: its chunks are walked here, its IDAT data inflated whole
/// by libdeflate (3–10× faster than zlib, Adler-32 with SIMD), and its rows unfiltered in
/// place as they are read, as 8-bit RGBA.
///
/// `open` returns nil for every other PNG and for every damaged or unusual one (a bad CRC,
/// a short or long stream, a filter type past 4, chunks that change colours such as tRNS or
/// gAMA): those are left to libpng, so which files are accepted, the error a damaged one
/// gives, and the pixels of anything read are libpng's.
final class PNGScanlines: PNGRows {
    let width: Int
    let height: Int
    /// 3 (RGB) or 4 (RGBA).
    private let channels: Int
    /// One filter byte, then `width × channels` bytes.
    private let rowBytes: Int
    /// `height × rowBytes` inflated bytes; rows before `nextRow` are unfiltered in place.
    private let scanlines: UnsafeMutablePointer<UInt8>
    private var nextRow = 0

    /// Ancillary chunks that cannot change what libpng decodes to RGBA; any other chunk
    /// but IHDR, IDAT and IEND leaves the image to libpng.
    private static let harmlessChunks: Set<String> = ["tEXt", "zTXt", "iTXt", "tIME", "pHYs"]

    /// Reads `data` (named `name` in errors) when it is a PNG this reader handles and its
    /// scanlines inflate to at most `maxBytes`. Throws only for an image that declares more
    /// than `maxPixels` (checked before any pixel memory is taken); nil: libpng decides.
    static func open(_ data: Data, name: String, maxPixels: Int, maxBytes: Int = .max) throws(RGBAImage.ReadError) -> PNGScanlines? {
        let result = data.withUnsafeBytes { bytes -> Result<PNGScanlines?, RGBAImage.ReadError> in
            Result { () throws(RGBAImage.ReadError) in try open(bytes, name: name, maxPixels: maxPixels, maxBytes: maxBytes) }
        }
        return try result.get()
    }

    private static func open(_ bytes: UnsafeRawBufferPointer, name: String, maxPixels: Int,
                             maxBytes: Int) throws(RGBAImage.ReadError) -> PNGScanlines? {
        guard var chunks = PNGChunk.Reader(bytes) else { return nil }
        guard let ihdr = chunks.next(), ihdr.type == "IHDR", ihdr.body.count == 13, ihdr.crcMatches else { return nil }
        let width = Int(ihdr.body.bigEndianUInt32(at: 0)), height = Int(ihdr.body.bigEndianUInt32(at: 4))
        let (depth, colour) = (ihdr.body[8], ihdr.body[9])
        let (compression, filter, interlace) = (ihdr.body[10], ihdr.body[11], ihdr.body[12])
        guard (1...0x7FFF_FFFF).contains(width), (1...0x7FFF_FFFF).contains(height), depth == 8, colour == 2 || colour == 6,
              compression == 0, filter == 0, interlace == 0 else { return nil }
        try RGBAImage.checkSize(width: width, height: height, maxPixels: maxPixels, name: name)

        // IDAT chunks, which must follow each other, up to IEND.
        var idats: [UnsafeRawBufferPointer] = []
        var ended = false
        while let chunk = chunks.next() {
            switch chunk.type {
            case "IDAT":
                guard idats.isEmpty || chunk.previousType == "IDAT", chunk.crcMatches else { return nil }
                idats.append(chunk.body)
            case "IEND":
                guard chunk.body.isEmpty, chunk.crcMatches else { return nil }
                ended = true
            default:
                guard harmlessChunks.contains(chunk.type) else { return nil }
            }
            if ended { break }
        }
        guard ended, !chunks.failed, !idats.isEmpty else { return nil }

        let channels = colour == 6 ? 4 : 3
        let rowBytes = 1 + width * channels
        let (total, overflow) = height.multipliedReportingOverflow(by: rowBytes)
        guard !overflow, total <= maxBytes else { return nil }
        let scanlines = UnsafeMutablePointer<UInt8>.allocate(capacity: total)  // inflated over, never zeroed
        HugePages.advise(scanlines, total)
        guard inflate(idats, into: scanlines, count: total),
              (0..<height).allSatisfy({ scanlines[$0 * rowBytes] <= 4 }) else {
            scanlines.deallocate()
            return nil
        }
        return PNGScanlines(width: width, height: height, channels: channels, scanlines: scanlines)
    }

    /// Inflates the zlib stream split over `idats` into exactly `count` bytes; false when it
    /// is damaged, shorter or longer, or followed by anything.
    private static func inflate(_ idats: [UnsafeRawBufferPointer], into out: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard let inflater = libdeflate_alloc_decompressor() else { return false }
        defer { libdeflate_free_decompressor(inflater) }
        func run(_ stream: UnsafeRawBufferPointer) -> Bool {
            var consumed = 0
            let status = libdeflate_zlib_decompress_ex(inflater, stream.baseAddress, stream.count, out, count, &consumed, nil)
            return status == LIBDEFLATE_SUCCESS && consumed == stream.count
        }
        if idats.count == 1 { return run(idats[0]) }
        // Several IDATs: joined into one buffer, since libdeflate reads one.
        let joined = UnsafeMutableRawBufferPointer.allocate(byteCount: idats.reduce(0) { $0 + $1.count }, alignment: 1)
        defer { joined.deallocate() }
        var at = 0
        for idat in idats {
            UnsafeMutableRawBufferPointer(rebasing: joined[at..<(at + idat.count)]).copyMemory(from: idat)
            at += idat.count
        }
        return run(UnsafeRawBufferPointer(joined))
    }

    private init(width: Int, height: Int, channels: Int, scanlines: UnsafeMutablePointer<UInt8>) {
        self.width = width
        self.height = height
        self.channels = channels
        rowBytes = 1 + width * channels
        self.scanlines = scanlines
    }

    deinit { scanlines.deallocate() }

    /// Reads the next `count` rows into `buffer` from byte `offset` on, as RGBA.
    func read(_ count: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) {
        guard count > 0 else { return }
        precondition(offset + count * width * 4 <= buffer.count && nextRow + count <= height, "PNGScanlines: reading past the buffer or the image")
        for k in 0..<count {
            let row = scanlines + nextRow * rowBytes
            unfilter(row, above: nextRow == 0 ? nil : row - rowBytes + 1)
            expand(row + 1, into: buffer.baseAddress! + offset + k * width * 4)
            nextRow += 1
        }
    }

    /// Undoes the row's filter in place (`row` starts with the filter byte); `above` is the
    /// previous row's pixels, already unfiltered (nil on the first row: zeros).
    private func unfilter(_ row: UnsafeMutablePointer<UInt8>, above: UnsafePointer<UInt8>?) {
        let filter = row[0]
        let x = row + 1
        let count = rowBytes - 1, bpp = channels
        switch (filter, above) {
        case (1, _), (4, nil):  // Sub; Paeth with no row above is Sub
            for i in bpp..<count { x[i] &+= x[i - bpp] }
        case (2, let above?):  // Up
            for i in 0..<count { x[i] &+= above[i] }
        case (3, nil):  // Average with no row above
            for i in bpp..<count { x[i] &+= x[i - bpp] >> 1 }
        case (3, let above?):
            for i in 0..<bpp { x[i] &+= above[i] >> 1 }
            for i in bpp..<count { x[i] &+= UInt8((UInt16(x[i - bpp]) + UInt16(above[i])) >> 1) }
        case (4, let above?):  // Paeth
            for i in 0..<bpp { x[i] &+= above[i] }
            for i in bpp..<count { x[i] &+= paeth(x[i - bpp], above[i], above[i - bpp]) }
        default:  // None, or Up with no row above
            break
        }
    }

    /// Whichever of left, above and upper left is closest to left + above − upper left.
    @inline(__always) private func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let (pa, pb, pc) = (abs(p - Int(a)), abs(p - Int(b)), abs(p - Int(c)))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// One unfiltered row's pixels as RGBA.
    private func expand(_ pixels: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>) {
        if channels == 4 {
            out.update(from: pixels, count: width * 4)
            return
        }
        for x in 0..<width {
            out[4 * x] = pixels[3 * x]
            out[4 * x + 1] = pixels[3 * x + 1]
            out[4 * x + 2] = pixels[3 * x + 2]
            out[4 * x + 3] = 255
        }
    }
}
