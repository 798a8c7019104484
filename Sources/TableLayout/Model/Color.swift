/// An sRGB colour with 8-bit channels, as written `#RRGGBB` or `#RRGGBBAA`.
public struct Color: Equatable, Hashable, Sendable {
    public var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8

    /// - Complexity: O(1).
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA` (either case); nil for anything else.
    ///
    /// - Complexity: O(*n*), *n* the length of `hex`.
    public init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.first == UInt8(ascii: "#"), digits.count == 7 || digits.count == 9 else { return nil }
        var channels: [UInt8] = []
        var i = 1
        while i < digits.count {
            guard let high = Color.hexValue(digits[i]), let low = Color.hexValue(digits[i + 1]) else { return nil }
            channels.append(high << 4 | low)
            i += 2
        }
        self.init(red: channels[0], green: channels[1], blue: channels[2],
                  alpha: channels.count == 4 ? channels[3] : 255)
    }

    private static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
