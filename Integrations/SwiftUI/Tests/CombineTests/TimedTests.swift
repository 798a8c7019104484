import Testing

/// A timed operator with its interval in milliseconds.
enum TimedOperator: CustomStringConvertible {
    case debounce(Int), throttle(Int, latest: Bool), delay(Int), timeout(Int), receiveOn

    var description: String {
        switch self {
        case .debounce(let ms): "debounce(\(ms))"
        case .throttle(let ms, let latest): "throttle(\(ms), latest: \(latest))"
        case .delay(let ms): "delay(\(ms))"
        case .timeout(let ms): "timeout(\(ms))"
        case .receiveOn: "receive(on:)"
        }
    }
}

/// debounce, throttle, delay, timeout and receive(on:) on a virtual clock against
/// OpenCombine's: random send times (seeded), the values and their times compared.
@Suite struct TimedTests {
    @Test(arguments: [TimedOperator.debounce(30), .throttle(30, latest: true), .throttle(30, latest: false), .delay(20),
                      .timeout(50), .receiveOn])
    func matchesOpenCombine(_ op: TimedOperator) {
        var generator = SeededGenerator(seed: 32)
        for _ in 0..<100 {
            var time = 0
            let sends = (0..<Int.random(in: 0...8, using: &generator)).map { value -> (time: Int, value: Int) in
                time += Int.random(in: 0...60, using: &generator)
                return (time, value)
            }
            let end = time + Int.random(in: 0...80, using: &generator)
            let ours = runTimedOurs(op, sends: sends, end: end), reference = runTimedReference(op, sends: sends, end: end)
            #expect(ours == reference, "\(op) with \(sends), finished at \(end)")
            if ours != reference { return }
        }
    }
}
