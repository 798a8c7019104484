import Foundation

/// A tiny PNG whose header declares `width` × `height` pixels and that holds none: what a
/// reader must refuse before allocating (issue 13's 45-byte file).
public enum PNGBomb {
    public static func data(width: UInt32, height: UInt32) -> Data {
        var header = Data()
        for value in [width, height] { header += withUnsafeBytes(of: value.bigEndian) { Data($0) } }
        header += Data([8, 2, 0, 0, 0])
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + chunk("IHDR", header) + chunk("IDAT", Data())
    }

    private static func chunk(_ type: String, _ body: Data) -> Data {
        let typed = Data(type.utf8) + body
        return withUnsafeBytes(of: UInt32(body.count).bigEndian) { Data($0) } + typed
            + withUnsafeBytes(of: crc32(typed).bigEndian) { Data($0) }
    }

    private static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
