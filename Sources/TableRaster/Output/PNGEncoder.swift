import CCairo
import CLibDeflate
import Foundation

/// Writes an opaque Cairo image as an 8-bit RGB PNG with fixed settings, so equal pixels
/// give equal bytes: no filter, one zlib stream from libdeflate at a fixed level, no time
/// stamp or text chunks.
///
/// libdeflate compresses the whole image in one call and computes the stream's Adler-32
/// itself (with SIMD), so the scanlines are made once, in a buffer that is never zeroed,
/// and compressed straight into the PNG's IDAT chunk. Its output depends on its version and
/// the level, never on the CPU: the same Debian packages give the same bytes.
package enum PNGEncoder {
    /// Chosen by measurement on 1170 × 2532 renders (history/performance.md, "PNG codecs"):
    /// level 2 was as fast as any and 11 % smaller than zlib's level 1.
    static let compressionLevel: Int32 = 2

    static func encode(surface: OpaquePointer) -> Data {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let pixels = cairo_image_surface_get_data(surface), width > 0, height > 0 else { return Data() }
        let source = UnsafeRawPointer(pixels)
        return encode(width: width, height: height) { y, out in
            // Cairo's native-endian ARGB32; the image is opaque, so alpha is dropped. The
            // memory is Cairo's bytes: each pixel is loaded as a UInt32 value, never bound.
            let row = source + y * stride
            var o = out
            for x in 0..<width {
                let argb = row.load(fromByteOffset: 4 * x, as: UInt32.self)
                o[0] = UInt8(truncatingIfNeeded: argb >> 16)
                o[1] = UInt8(truncatingIfNeeded: argb >> 8)
                o[2] = UInt8(truncatingIfNeeded: argb)
                o += 3
            }
        }
    }

    /// Encodes an opaque image whose row `y` `fillRow` writes as `width × 3` RGB bytes.
    package static func encode(width: Int, height: Int, fillRow: (_ y: Int, _ rgb: UnsafeMutablePointer<UInt8>) -> Void) -> Data {
        encode(width: width, height: height, compressor: libdeflate_alloc_compressor(compressionLevel), fillRow: fillRow)
    }

    /// `encode` with the compressor given (nil: none could be made, out of memory): without
    /// one, or if it fails, the scanlines are stored uncompressed, so the PNG is always whole
    /// and correct. The compressor is freed here.
    static func encode(width: Int, height: Int, compressor: OpaquePointer?,
                       fillRow: (_ y: Int, _ rgb: UnsafeMutablePointer<UInt8>) -> Void) -> Data {
        guard width > 0, height > 0 else { return Data() }
        defer { if let compressor { libdeflate_free_compressor(compressor) } }
        let rowBytes = 1 + width * 3
        let rawCount = height * rowBytes
        // Filled row by row before it is read: never zeroed.
        let raw = UnsafeMutablePointer<UInt8>.allocate(capacity: rawCount)
        HugePages.advise(raw, rawCount)
        defer { raw.deallocate() }
        for y in 0..<height {
            let row = raw + y * rowBytes
            row[0] = 0  // filter type: none
            fillRow(y, row + 1)
        }

        // signature, IHDR (8 + 13 + 4), IDAT's length and type, its body, its CRC, IEND.
        let header = 8 + 25 + 8
        let bound = max(libdeflate_zlib_compress_bound(compressor, rawCount), storedZlibSize(rawCount))
        let capacity = header + bound + 4 + 12
        let png = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        var ihdr = [UInt8]()
        ihdr.appendBigEndian(UInt32(width))
        ihdr.appendBigEndian(UInt32(height))
        ihdr += [8, 2, 0, 0, 0]  // 8-bit, RGB, deflate, adaptive filters, no interlace
        var at = 0
        func put(_ bytes: [UInt8]) {
            bytes.withUnsafeBufferPointer { (png + at).update(from: $0.baseAddress!, count: $0.count) }
            at += bytes.count
        }
        put(PNGChunk.signature)
        put(PNGChunk.encode("IHDR", ihdr))
        let idat = png + at + 8
        var idatCount = compressor.map { libdeflate_zlib_compress($0, raw, rawCount, idat, bound) } ?? 0
        if idatCount == 0 { idatCount = storeZlib(raw, count: rawCount, into: idat) }
        var length = [UInt8]()
        length.appendBigEndian(UInt32(idatCount))
        put(length)
        put(Array("IDAT".utf8))
        at += idatCount
        var crc = [UInt8]()
        crc.appendBigEndian(libdeflate_crc32(0, idat - 4, idatCount + 4))
        put(crc)
        put(PNGChunk.encode("IEND", []))
        return Data(bytesNoCopy: png, count: at, deallocator: .custom { pointer, _ in pointer.deallocate() })
    }

    /// The size of `count` bytes as a zlib stream of stored blocks.
    static func storedZlibSize(_ count: Int) -> Int {
        2 + max(1, (count + 65_534) / 65_535) * 5 + count + 4
    }

    /// Writes `count` bytes at `raw` as a zlib stream of stored (uncompressed) deflate
    /// blocks of at most 65 535 bytes, the last one final; returns its size.
    static func storeZlib(_ raw: UnsafePointer<UInt8>, count: Int, into out: UnsafeMutablePointer<UInt8>) -> Int {
        out[0] = 0x78  // deflate, 32 KiB window
        out[1] = 0x01  // check bits; fastest level
        var at = 2, start = 0
        repeat {
            let end = min(count, start + 65_535)
            let length = UInt16(end - start)
            out[at] = end == count ? 1 : 0  // BFINAL, BTYPE 00 (stored), then padding to the byte
            (out[at + 1], out[at + 2]) = (UInt8(length & 0xFF), UInt8(length >> 8))
            (out[at + 3], out[at + 4]) = (UInt8(~length & 0xFF), UInt8(~length >> 8))
            (out + at + 5).update(from: raw + start, count: end - start)
            at += 5 + end - start
            start = end
        } while start < count
        let adler = libdeflate_adler32(1, raw, count)
        for k in 0..<4 { out[at + k] = UInt8(truncatingIfNeeded: adler >> (24 - 8 * k)) }
        return at + 4
    }
}
