import CLibDeflate

/// A PNG's framing, read and written in one place: the signature, then chunks of a 4-byte
/// big-endian length, a 4-letter type, the body and a CRC-32 of type and body.
package enum PNGChunk {
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Chunk `type` with `body`, framed.
    package static func encode(_ type: String, _ body: [UInt8]) -> [UInt8] {
        var out = [UInt8]()
        out.appendBigEndian(UInt32(body.count))
        let typeAndBody = Array(type.utf8) + body
        out += typeAndBody
        out.appendBigEndian(typeAndBody.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) })
        return out
    }

    /// One chunk as read, its body still in the bytes read.
    package struct Chunk {
        package let type: String
        package let previousType: String?
        package let body: UnsafeRawBufferPointer
        /// Where the next chunk starts, from the start of the bytes read.
        package let end: Int
        private let typeAndBody: UnsafeRawBufferPointer
        private let storedCRC: UInt32

        /// Whether the CRC is right, or the chunk is ancillary (a lower-case first letter),
        /// whose CRC libpng merely warns about. Worked out when asked: most readers ask only
        /// of the chunks they use.
        package var crcMatches: Bool {
            typeAndBody[0] >= 0x61 || libdeflate_crc32(0, typeAndBody.baseAddress, typeAndBody.count) == storedCRC
        }

        fileprivate init(type: String, previousType: String?, typeAndBody: UnsafeRawBufferPointer, storedCRC: UInt32, end: Int) {
            self.type = type
            self.previousType = previousType
            self.typeAndBody = typeAndBody
            self.storedCRC = storedCRC
            self.end = end
            body = UnsafeRawBufferPointer(rebasing: typeAndBody[4...])
        }
    }

    /// The chunks after a PNG's signature, in order; stops (setting `failed`) at one that
    /// runs past the bytes or whose type is not four ASCII letters.
    package struct Reader: IteratorProtocol {
        let bytes: UnsafeRawBufferPointer
        private var at: Int
        package private(set) var failed = false
        private var previousType: String?

        /// The chunks of `bytes`, a whole PNG; nil when it does not start with the signature.
        package init?(_ bytes: UnsafeRawBufferPointer) {
            guard bytes.count >= 8, bytes.prefix(8).elementsEqual(PNGChunk.signature) else { return nil }
            self.bytes = bytes
            at = 8
        }

        package mutating func next() -> Chunk? {
            guard !failed, at < bytes.count else { return nil }
            let length = bytes.count - at >= 4 ? Int(bytes.bigEndianUInt32(at: at)) : Int.max
            guard length <= 0x7FFF_FFFF, bytes.count - at >= 12, length <= bytes.count - at - 12 else {
                failed = true
                return nil
            }
            let typeBytes = UnsafeRawBufferPointer(rebasing: bytes[(at + 4)..<(at + 8)])
            guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
                failed = true
                return nil
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            let end = at + 12 + length
            let chunk = Chunk(type: type, previousType: previousType,
                              typeAndBody: UnsafeRawBufferPointer(rebasing: bytes[(at + 4)..<(end - 4)]),
                              storedCRC: bytes.bigEndianUInt32(at: end - 4), end: end)
            previousType = type
            at = end
            return chunk
        }
    }
}

package extension UnsafeRawBufferPointer {
    func bigEndianUInt32(at offset: Int) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { $0 << 8 | UInt32(self[offset + $1]) }
    }
}

extension [UInt8] {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }
}
