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
            // Cairo's native-endian ARGB32; the image is opaque, so alpha is dropped. The
            // memory is Cairo's bytes: each pixel is loaded as a UInt32 value, never bound.
            let row = source.pointer + y * stride
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
    /// `fillRow` is called from several threads at once, for different rows.
    public static func encode(width: Int, height: Int,
                              fillRow: @escaping @Sendable (_ y: Int, _ rgb: UnsafeMutablePointer<UInt8>) -> Void) -> Data {
        encode(width: width, height: height, deflate: deflateRaw, fillRow: fillRow)
    }

    /// A part's raw deflate stream, or nil when the compressor failed.
    typealias PartDeflater = @Sendable (_ bytes: [UInt8], _ last: Bool) -> Data?

    /// `encode`, with the compressor of each part given: a part it fails on (zlib out of
    /// memory) is stored uncompressed instead, so the PNG is always whole and correct.
    static func encode(width: Int, height: Int, deflate: PartDeflater,
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
            let last = part == partCount - 1
            let compressed = deflate(raw, last) ?? storedBlocks(raw, last: last)
            results.slots[part].store(compressed, adler: adler, length: raw.count)
        }
        var adler = results.slots[0].adler
        for part in 1..<partCount {
            adler = adler32_combine(adler, results.slots[part].adler, off_t(results.slots[part].length))
        }

        var idat = Data([0x78, 0x01])  // zlib header: deflate, 32 KiB window, check bits
        for slot in results.slots { idat.append(slot.compressed) }
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
    /// with a sync flush, on a byte boundary, so that the parts can be concatenated. nil when
    /// zlib reports anything but a complete part.
    static func deflateRaw(_ bytes: [UInt8], last: Bool) -> Data? {
        var stream = z_stream()
        guard deflateInit2_(&stream, compressionLevel, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY,
                            ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { deflateEnd(&stream) }
        // deflateBound is enough for one call; the margin covers the sync flush's marker.
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))) + 16)
        var input = bytes
        let produced: Int? = input.withUnsafeMutableBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                stream.next_in = input.baseAddress
                stream.avail_in = uInt(input.count)
                stream.next_out = out.baseAddress
                stream.avail_out = uInt(out.count)
                let status = zlibDeflate(&stream, last ? Z_FINISH : Z_SYNC_FLUSH)
                let complete = last ? status == Z_STREAM_END : status == Z_OK && stream.avail_out > 0
                guard complete, stream.avail_in == 0 else { return nil }
                return out.count - Int(stream.avail_out)
            }
        }
        return produced.map { Data(output[0..<$0]) }
    }

    /// `bytes` as deflate's stored (uncompressed) blocks of at most 65 535 bytes each,
    /// byte-aligned; the last part's last block is marked final.
    static func storedBlocks(_ bytes: [UInt8], last: Bool) -> Data {
        var out = Data()
        var start = 0
        repeat {
            let end = min(bytes.count, start + 65_535)
            let isFinal = last && end == bytes.count
            let length = UInt16(end - start)
            out.append(isFinal ? 1 : 0)  // BFINAL, BTYPE 00 (stored), then padding to the byte
            out.append(contentsOf: [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)])
            out.append(contentsOf: bytes[start..<end])
            start = end
        } while start < bytes.count
        return out
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

/// What each part's thread produces. The slots are made before the threads start and never
/// replaced, so each thread writes only into its own object; nothing shared is mutated.
private final class PartResults: @unchecked Sendable {
    final class Slot: @unchecked Sendable {
        private(set) var compressed = Data()
        private(set) var adler: uLong = 0
        private(set) var length = 0

        func store(_ data: Data, adler: uLong, length: Int) {
            (compressed, self.adler, self.length) = (data, adler, length)
        }
    }

    let slots: [Slot]

    init(count: Int) {
        slots = (0..<count).map { _ in Slot() }
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
