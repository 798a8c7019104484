import Foundation

/// A colour in CIE L*a*b*, and the CIE 1994 colour difference ΔE*94 between two: the measure
/// Core Image's `CILabDeltaE` gives ("ΔE 1994 values between 0.0 and 100.0", Apple's
/// documentation of `CIFilter.labDeltaE()`), which swift-snapshot-testing's
/// `perceptualPrecision` compares with (docs/snapshots.md, "Perceptual precision").
package struct LabColor: Equatable, Sendable {
    package var l: Double, a: Double, b: Double

    package init(l: Double, a: Double, b: Double) {
        (self.l, self.a, self.b) = (l, a, b)
    }

    /// An 8-bit sRGB colour (IEC 61966-2-1) in L*a*b* relative to its D65 white: decoded to
    /// linear light, to XYZ by the standard's matrix, then to L*a*b*.
    package init(red: UInt8, green: UInt8, blue: UInt8) {
        self.init(linearRed: LabColor.linear[Int(red)], green: LabColor.linear[Int(green)], blue: LabColor.linear[Int(blue)])
    }

    /// A colour of 8-bit sRGB channels given as numbers (0 … 255; not whole when a translucent
    /// pixel has been blended on white).
    package init(blendedRed red: Double, green: Double, blue: Double) {
        self.init(linearRed: LabColor.decode(red / 255), green: LabColor.decode(green / 255), blue: LabColor.decode(blue / 255))
    }

    private init(linearRed r: Double, green g: Double, blue b: Double) {
        // IEC 61966-2-1's matrix, and D65's white (Xn, Yn, Zn) = (0.95047, 1, 1.08883).
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        let (fx, fy, fz) = (LabColor.f(x), LabColor.f(y), LabColor.f(z))
        self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// CIE 1994's difference of `sample` from `reference` for graphic arts (kL = kC = kH = 1,
    /// K1 = 0.045, K2 = 0.015). It is not symmetric: the weights follow the reference's chroma.
    package static func deltaE94(_ reference: LabColor, _ sample: LabColor) -> Double {
        let c1 = (reference.a * reference.a + reference.b * reference.b).squareRoot()
        let c2 = (sample.a * sample.a + sample.b * sample.b).squareRoot()
        let dl = reference.l - sample.l, dc = c1 - c2
        let da = reference.a - sample.a, db = reference.b - sample.b
        // ΔH² = Δa² + Δb² − ΔC², never below 0 but for rounding.
        let dh2 = max(0, da * da + db * db - dc * dc)
        let sc = 1 + 0.045 * c1, sh = 1 + 0.015 * c1
        return (dl * dl + (dc / sc) * (dc / sc) + dh2 / (sh * sh)).squareRoot()
    }

    /// sRGB's decoding to linear light of a channel from 0 to 1.
    private static func decode(_ v: Double) -> Double {
        v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    /// Each 8-bit channel decoded: the diff decodes many pixels, the table once.
    private static let linear: [Double] = (0..<256).map { decode(Double($0) / 255) }

    private static func f(_ t: Double) -> Double {
        let delta = 6.0 / 29
        return t > delta * delta * delta ? cbrt(t) : t / (3 * delta * delta) + 4.0 / 29
    }
}
