import CCairo
import Foundation

/// Writes an opaque Cairo image as an 8-bit RGB PNG with fixed settings (zlib level,
/// filter, no time stamp or text chunks), so equal pixels give equal bytes.
enum PNGEncoder {
    /// zlib level 1: a tenth of libpng's default time, for files about a fifth larger.
    static let compressionLevel: Int32 = 1

    static func encode(surface: OpaquePointer) -> Data {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let pixels = cairo_image_surface_get_data(surface) else { return Data() }

        // Scanlines: a filter byte (0, none), then R, G, B from Cairo's native-endian ARGB32.
        let rowBytes = 1 + width * 3
        var raw = [UInt8](repeating: 0, count: rowBytes * height)
        raw.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let source = (pixels + y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
                var o = y * rowBytes + 1
                for x in 0..<width {
                    let argb = source[x]
                    out[o] = UInt8(truncatingIfNeeded: argb >> 16)
                    out[o + 1] = UInt8(truncatingIfNeeded: argb >> 8)
                    out[o + 2] = UInt8(truncatingIfNeeded: argb)
                    o += 3
                }
            }
        }

        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, 2, 0, 0, 0])  // 8-bit, RGB, deflate, adaptive filters, no interlace
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", deflate(raw), to: &png)
        appendChunk("IEND", Data(), to: &png)
        return png
    }

    private static func deflate(_ bytes: [UInt8]) -> Data {
        var bound = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(bound))
        let status = output.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBufferPointer { input in
                compress2(out.baseAddress, &bound, input.baseAddress, uLong(input.count), compressionLevel)
            }
        }
        guard status == Z_OK else { return Data() }
        return Data(output[0..<Int(bound)])
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

extension Data {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }
}
