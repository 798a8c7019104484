extension Subscribers {
    /// How many more values a subscriber asks for: a number, or unlimited. Sums saturate at
    /// unlimited; differences stop at none.
    public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible {
        /// `UInt.max` is unlimited.
        let rawValue: UInt

        private init(rawValue: UInt) { self.rawValue = rawValue }

        public static let unlimited = Demand(rawValue: .max)
        public static let none = Demand(rawValue: 0)

        /// `value` more values; traps on a negative count, as Combine does.
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "a demand cannot be negative")
            return Demand(rawValue: UInt(value))
        }

        /// The number asked for, nil when unlimited.
        public var max: Int? { self == .unlimited ? nil : Int(rawValue) }

        public var description: String { self == .unlimited ? "unlimited" : "max(\(rawValue))" }

        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            if lhs == .unlimited || rhs == .unlimited { return .unlimited }
            let (sum, overflow) = lhs.rawValue.addingReportingOverflow(rhs.rawValue)
            return overflow || sum == .max ? .unlimited : Demand(rawValue: sum)
        }
        public static func + (lhs: Demand, rhs: Int) -> Demand {
            rhs < 0 ? lhs - Demand(rawValue: UInt(-rhs)) : lhs + Demand(rawValue: UInt(rhs))
        }
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            if lhs == .unlimited { return .unlimited }
            if rhs == .unlimited { return .none }
            return lhs.rawValue > rhs.rawValue ? Demand(rawValue: lhs.rawValue - rhs.rawValue) : .none
        }
        public static func - (lhs: Demand, rhs: Int) -> Demand {
            rhs < 0 ? lhs + Demand(rawValue: UInt(-rhs)) : lhs - Demand(rawValue: UInt(rhs))
        }
        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

        public static func * (lhs: Demand, rhs: Int) -> Demand {
            precondition(rhs >= 0, "a demand cannot be negative")
            if lhs == .unlimited { return rhs == 0 ? .none : .unlimited }
            let (product, overflow) = lhs.rawValue.multipliedReportingOverflow(by: UInt(rhs))
            return overflow || product == .max ? .unlimited : Demand(rawValue: product)
        }
        public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }

        public static func < (lhs: Demand, rhs: Demand) -> Bool { lhs.rawValue < rhs.rawValue }

        public static func == (lhs: Demand, rhs: Int) -> Bool { rhs >= 0 && lhs.rawValue == UInt(rhs) }
        public static func != (lhs: Demand, rhs: Int) -> Bool { !(lhs == rhs) }
        public static func == (lhs: Int, rhs: Demand) -> Bool { rhs == lhs }
        public static func != (lhs: Int, rhs: Demand) -> Bool { !(rhs == lhs) }
        public static func < (lhs: Demand, rhs: Int) -> Bool { rhs > 0 && lhs.rawValue < UInt(rhs) }
        public static func > (lhs: Demand, rhs: Int) -> Bool { rhs < 0 || lhs.rawValue > UInt(rhs) }
        public static func <= (lhs: Demand, rhs: Int) -> Bool { !(lhs > rhs) }
        public static func >= (lhs: Demand, rhs: Int) -> Bool { !(lhs < rhs) }
        public static func < (lhs: Int, rhs: Demand) -> Bool { rhs > lhs }
        public static func > (lhs: Int, rhs: Demand) -> Bool { rhs < lhs }
        public static func <= (lhs: Int, rhs: Demand) -> Bool { rhs >= lhs }
        public static func >= (lhs: Int, rhs: Demand) -> Bool { rhs <= lhs }
    }
}
