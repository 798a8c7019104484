// Timed operators of OpenCombine on a virtual clock; OursTimed.swift is the same
// text with the subset's Combine: the repetition is the test.
import OpenCombine

/// Values sent at the given times (ms), then `finished` at `end`, through `op` on a virtual
/// scheduler: each value received is said with the time it came, as is the completion.
func runTimedReference(_ op: TimedOperator, sends: [(time: Int, value: Int)], end: Int) -> [String] {
    let clock = VirtualClock()
    let subject = PassthroughSubject<Int, TestError>()
    let upstream = subject.eraseToAnyPublisher()
    let stream: AnyPublisher<Int, TestError> = switch op {
    case .debounce(let ms): upstream.debounce(for: .milliseconds(ms), scheduler: clock).eraseToAnyPublisher()
    case .throttle(let ms, let latest): upstream.throttle(for: .milliseconds(ms), scheduler: clock, latest: latest).eraseToAnyPublisher()
    case .delay(let ms): upstream.delay(for: .milliseconds(ms), scheduler: clock).eraseToAnyPublisher()
    case .timeout(let ms): upstream.timeout(.milliseconds(ms), scheduler: clock).eraseToAnyPublisher()
    case .receiveOn: upstream.receive(on: clock).eraseToAnyPublisher()
    }
    var events: [String] = []
    let cancellable = stream.sink(receiveCompletion: { events.append("\($0 == .finished ? "finished" : "failure")@\(clock.now.ms)") },
                                  receiveValue: { events.append("\($0)@\(clock.now.ms)") })
    for send in sends {
        clock.advance(to: send.time)
        subject.send(send.value)
    }
    clock.advance(to: end)
    subject.send(completion: .finished)
    clock.advance(to: end + 1000)
    cancellable.cancel()
    return events
}

/// A clock that moves only when told, running what is due in time order (then order scheduled).
private final class VirtualClock: Scheduler {
    struct Time: Strideable {
        var ms: Int
        func distance(to other: Time) -> Span { Span(other.ms - ms) }
        func advanced(by n: Span) -> Time { Time(ms: ms + n.ms) }
    }

    struct Span: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric {
        var ms: Int
        init(_ ms: Int) { self.ms = ms }
        init(integerLiteral value: Int) { ms = value }
        init?<T: BinaryInteger>(exactly source: T) {
            guard let value = Int(exactly: source) else { return nil }
            ms = value
        }
        var magnitude: Int { abs(ms) }
        static func seconds(_ s: Int) -> Span { Span(s * 1000) }
        static func seconds(_ s: Double) -> Span { Span(Int(s * 1000)) }
        static func milliseconds(_ ms: Int) -> Span { Span(ms) }
        static func microseconds(_ us: Int) -> Span { Span(us / 1000) }
        static func nanoseconds(_ ns: Int) -> Span { Span(ns / 1_000_000) }
        static func < (lhs: Span, rhs: Span) -> Bool { lhs.ms < rhs.ms }
        static func + (lhs: Span, rhs: Span) -> Span { Span(lhs.ms + rhs.ms) }
        static func - (lhs: Span, rhs: Span) -> Span { Span(lhs.ms - rhs.ms) }
        static func * (lhs: Span, rhs: Span) -> Span { Span(lhs.ms * rhs.ms) }
        static func += (lhs: inout Span, rhs: Span) { lhs = lhs + rhs }
        static func -= (lhs: inout Span, rhs: Span) { lhs = lhs - rhs }
        static func *= (lhs: inout Span, rhs: Span) { lhs = lhs * rhs }
    }

    typealias SchedulerTimeType = Time
    typealias SchedulerOptions = Never

    private(set) var now = Time(ms: 0)
    var minimumTolerance: Span { Span(0) }
    private var due: [(time: Int, order: Int, action: () -> Void)] = []
    private var scheduled = 0

    func schedule(options: Never?, _ action: @escaping () -> Void) { enqueue(now.ms, action) }
    func schedule(after date: Time, tolerance: Span, options: Never?, _ action: @escaping () -> Void) { enqueue(date.ms, action) }
    func schedule(after date: Time, interval: Span, tolerance: Span, options: Never?, _ action: @escaping () -> Void) -> Cancellable {
        var cancelled = false
        func repeatAt(_ time: Int) { enqueue(time) { if !cancelled { action(); repeatAt(time + interval.ms) } } }
        repeatAt(date.ms)
        return AnyCancellable { cancelled = true }
    }

    func advance(to time: Int) {
        while let next = due.min(by: { ($0.time, $0.order) < ($1.time, $1.order) }), next.time <= time {
            due.removeAll { $0.order == next.order }
            now = Time(ms: max(now.ms, next.time))
            next.action()
        }
        now = Time(ms: max(now.ms, time))
    }

    private func enqueue(_ time: Int, _ action: @escaping () -> Void) {
        scheduled += 1
        due.append((time, scheduled, action))
    }
}
