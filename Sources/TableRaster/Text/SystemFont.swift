/// What iOS's system font, SF Pro, is measured by, applied to the pinned stand-in for it
/// (Inter) so its lines are as long and sit where iOS sets them (docs/rendering.md, The
/// type; docs/fidelity.md measures both).
///
/// - Tracking: Apple's Human Interface Guidelines publish SF Pro's tracking by point size
///   (Typography › Specifications › Tracking values, iOS): 0 at 12 pt, tighter up to 20 pt,
///   looser again for display sizes. iOS applies it to every label in the system font; Inter
///   has none of its own, so without it Inter's lines run 4 to 5 % longer than SF Pro's at
///   17 pt.
/// - The line box: SF Pro's ascender and descender (UIFont's `ascender`, `descender` and
///   `lineHeight`: 16.19, 4.10 and 20.29 pt for 17 pt body text), not Inter's taller ones
///   (0.969 and 0.241 em), so a label's baseline is where UIKit puts it in its row.
enum SystemFont {
    static let ascender = 0.9521
    static let descender = 0.2412

    /// Tracking in thousandths of an em, by whole point size, from 6 pt (HIG's table; sizes it
    /// does not list between two it does take the lower one's value).
    static let thousandthsOfEm: [Int: Int] = [
        6: 41, 7: 34, 8: 26, 9: 19, 10: 12, 11: 6, 12: 0, 13: -6, 14: -11, 15: -16, 16: -20,
        17: -26, 18: -25, 19: -24, 20: -23, 21: -18, 22: -12, 23: -4, 24: 3, 25: 6, 26: 8,
        27: 11, 28: 14, 29: 14, 30: 14, 31: 13, 32: 13, 33: 12, 34: 12, 35: 11, 36: 10, 37: 10,
        38: 10, 39: 10, 40: 10, 41: 9, 42: 9, 43: 9, 44: 8, 45: 8, 46: 8, 47: 8, 48: 8, 49: 7,
        50: 7, 51: 7, 52: 6, 53: 6, 54: 6, 56: 5, 58: 4, 60: 4, 62: 4, 64: 3, 66: 3, 68: 2,
        70: 2, 72: 2, 76: 1, 80: 0,
    ]

    /// The space added after each glyph of text at `size` points, in points (negative:
    /// tighter). Sizes are rounded to the nearest whole point; below 6 pt takes 6 pt's, above
    /// 80 pt none.
    static func tracking(size: Double) -> Double {
        guard size.isFinite, size > 0 else { return 0 }
        var key = Int(min(max(size.rounded(), 6), 81))
        if key > 80 { return 0 }
        // A size between two rows of the table takes the smaller size's tracking (6 pt is a row).
        while key > 6, thousandthsOfEm[key] == nil { key -= 1 }
        return Double(thousandthsOfEm[key] ?? 0) / 1000 * size
    }
}
