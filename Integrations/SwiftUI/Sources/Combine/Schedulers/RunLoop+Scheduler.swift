import Foundation

/// A point in time as `Date`, and spans in seconds: what `RunLoop` and `OperationQueue` use.
public struct DateSchedulerTime: Strideable, Codable, Hashable {
    /// A span in seconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Codable {
        public typealias FloatLiteralType = TimeInterval
        public typealias IntegerLiteralType = TimeInterval
        public typealias Magnitude = TimeInterval
        public var magnitude: TimeInterval

        public var timeInterval: TimeInterval { magnitude }

        public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
        public init(integerLiteral value: TimeInterval) { magnitude = value }
        public init(floatLiteral value: TimeInterval) { magnitude = value }
        public init?<T: BinaryInteger>(exactly source: T) {
            guard let value = TimeInterval(exactly: source) else { return nil }
            magnitude = value
        }

        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
        public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
        public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
        public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
        public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
        public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
        public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }

        public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
        public static func seconds(_ s: Double) -> Stride { Stride(s) }
        public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1e3) }
        public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1e6) }
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1e9) }
    }

    public var date: Date

    public init(_ date: Date) { self.date = date }

    public func distance(to other: DateSchedulerTime) -> Stride { Stride(other.date.timeIntervalSince(date)) }
    public func advanced(by n: Stride) -> DateSchedulerTime { DateSchedulerTime(date.addingTimeInterval(n.magnitude)) }
}

extension RunLoop: Scheduler {
    public typealias SchedulerTimeType = DateSchedulerTime

    /// RunLoop takes no options.
    public struct SchedulerOptions {}

    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// Runs `action` on this run loop's next turn (in its common modes).
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        perform(inModes: [.common], block: action)
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action() }
        timer.tolerance = tolerance.magnitude
        add(timer, forMode: .common)
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        let timer = Timer(fire: date.date, interval: interval.magnitude, repeats: true) { _ in action() }
        timer.tolerance = tolerance.magnitude
        add(timer, forMode: .common)
        return AnyCancellable { timer.invalidate() }
    }
}
