import CCairo
import Dispatch
import Foundation

/// Writes an opaque Cairo image as an 8-bit RGB PNG with fixed settings, so equal pixels
/// give equal bytes: no filter, zlib level 1, no time stamp or text chunks.
///
/// Deflate dominates the cost, so the scanlines are cut into a fixed number of parts that
/// are converted and compressed on all cores at once (as pigz does): each part is a raw
/// deflate stream ending on a byte boundary, the parts are joined under one zlib header,
/// and their Adler-32 checksums are combined. The number of parts is fixed, never the
/// number of cores, so the bytes are the same on every machine.
public enum PNGEncoder {
    static let compressionLevel: Int32 = 1
    static let parts = 4

    static func encode(surface: OpaquePointer) -> Data {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let pixels = cairo_image_surface_get_data(surface), width > 0, height > 0 else { return Data() }
        let source = PixelAddress(pointer: UnsafeRawPointer(pixels))
        return encode(width: width, height: height) { y, out in
            // Cairo's native-endian ARGB32; the image is opaque, so alpha is dropped.
            let row = (source.pointer + y * stride).assumingMemoryBound(to: UInt32.self)
            var o = out
            for x in 0..<width {
                let argb = row[x]
                o[0] = UInt8(truncatingIfNeeded: argb >> 16)
                o[1] = UInt8(truncatingIfNeeded: argb >> 8)
                o[2] = UInt8(truncatingIfNeeded: argb)
                o += 3
            }
        }
    }

    /// Encodes an opaque image whose row `y` `fillRow` writes as `width × 3` RGB bytes.
    /// `fillRow` is called from several threads at once, for different rows.
    public static func encode(width: Int, height: Int,
                              fillRow: @escaping @Sendable (_ y: Int, _ rgb: UnsafeMutablePointer<UInt8>) -> Void) -> Data {
        guard width > 0, height > 0 else { return Data() }
        let rowBytes = 1 + width * 3
        let partCount = min(parts, height)
        let bounds = (0...partCount).map { $0 * height / partCount }
        let results = PartResults(count: partCount)
        DispatchQueue.concurrentPerform(iterations: partCount) { part in
            let rows = bounds[part]..<bounds[part + 1]
            let raw = scanlines(rows: rows, rowBytes: rowBytes, fillRow: fillRow)
            let adler = raw.withUnsafeBufferPointer { adler32(1, $0.baseAddress, uInt($0.count)) }
            results.store(part, deflateRaw(raw, last: part == partCount - 1), adler: adler, length: raw.count)
        }
        var adler = results.adlers[0]
        for part in 1..<partCount {
            adler = adler32_combine(adler, results.adlers[part], off_t(results.lengths[part]))
        }

        var idat = Data([0x78, 0x01])  // zlib header: deflate, 32 KiB window, check bits
        for part in results.compressed { idat.append(part) }
        idat.appendBigEndian(UInt32(adler))

        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, 2, 0, 0, 0])  // 8-bit, RGB, deflate, adaptive filters, no interlace
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", idat, to: &png)
        appendChunk("IEND", Data(), to: &png)
        return png
    }

    /// PNG scanlines for `rows`: a filter byte (0, none), then the row's RGB bytes.
    private static func scanlines(rows: Range<Int>, rowBytes: Int,
                                  fillRow: (Int, UnsafeMutablePointer<UInt8>) -> Void) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: rows.count * rowBytes) { out, initialized in
            guard let base = out.baseAddress else { return }
            for (k, y) in rows.enumerated() {
                let row = base + k * rowBytes
                row[0] = 0
                fillRow(y, row + 1)
            }
            initialized = rows.count * rowBytes
        }
    }

    /// A raw deflate stream of `bytes`: the last part finishes the stream, the others end
    /// with a sync flush, on a byte boundary, so that the parts can be concatenated.
    private static func deflateRaw(_ bytes: [UInt8], last: Bool) -> Data {
        var stream = z_stream()
        guard deflateInit2_(&stream, compressionLevel, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY,
                            ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return Data() }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))) + 16)
        var input = bytes
        let produced: Int = input.withUnsafeMutableBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                stream.next_in = input.baseAddress
                stream.avail_in = uInt(input.count)
                stream.next_out = out.baseAddress
                stream.avail_out = uInt(out.count)
                _ = zlibDeflate(&stream, last ? Z_FINISH : Z_SYNC_FLUSH)
                return out.count - Int(stream.avail_out)
            }
        }
        return Data(output[0..<produced])
    }

    private static func appendChunk(_ type: String, _ body: Data, to png: inout Data) {
        png.appendBigEndian(UInt32(body.count))
        let typeAndBody = Data(type.utf8) + body
        png.append(typeAndBody)
        let crc = typeAndBody.withUnsafeBytes { bytes in
            crc32(0, bytes.bindMemory(to: UInt8.self).baseAddress, uInt(bytes.count))
        }
        png.appendBigEndian(UInt32(crc))
    }
}

/// What each part's thread produces; every thread writes only its own slot.
private final class PartResults: @unchecked Sendable {
    private(set) var compressed: [Data]
    private(set) var adlers: [uLong]
    private(set) var lengths: [Int]

    init(count: Int) {
        compressed = [Data](repeating: Data(), count: count)
        adlers = [uLong](repeating: 0, count: count)
        lengths = [Int](repeating: 0, count: count)
    }

    func store(_ part: Int, _ data: Data, adler: uLong, length: Int) {
        compressed.withUnsafeMutableBufferPointer { $0[part] = data }
        adlers.withUnsafeMutableBufferPointer { $0[part] = adler }
        lengths.withUnsafeMutableBufferPointer { $0[part] = length }
    }
}

/// A surface's pixels, read (never written) by every part's thread.
private struct PixelAddress: @unchecked Sendable {
    let pointer: UnsafeRawPointer
}

/// zlib's `deflate`, under a name that does not clash with the encoder's own.
private func zlibDeflate(_ stream: UnsafeMutablePointer<z_stream>, _ flush: Int32) -> Int32 {
    deflate(stream, flush)
}

extension Data {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }
}
