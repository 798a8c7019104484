extension Publishers {
    /// At most one value per `interval`: the first value at once, then, at the end of each
    /// interval in which values came, the latest (or the first) of them, even after the
    /// upstream has finished (`finished` follows it).
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let latest: Bool

        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outlet = Outlet("Throttle", downstream: subscriber)
            let scheduler = scheduler, interval = interval, keepLatest = latest
            // Whether an interval is running, the value waiting for its end, and whether the
            // upstream has finished (then the waiting value is sent at the interval's end, and
            // `finished` after it).
            let state = Shared((open: false, waiting: nil as Output?, finished: false))
            func closeLater() {
                scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance, options: nil) {
                    let (next, finished) = state.update { state -> (Output?, Bool) in
                        defer { state.waiting = nil }
                        state.open = state.waiting != nil && !state.finished
                        return (state.waiting, state.finished)
                    }
                    if let next { outlet.send(next) }
                    if finished { outlet.finish() } else if next != nil { closeLater() }
                }
            }
            outlet.start()
            upstream.attach(to: outlet, value: { value in
                let sendNow = state.update { state -> Bool in
                    if !state.open {
                        state.open = true
                        return true
                    }
                    if keepLatest || state.waiting == nil { state.waiting = value }
                    return false
                }
                if sendNow {
                    outlet.send(value)
                    closeLater()
                }
            }, completion: { completion in
                guard case .finished = completion else { return outlet.end(completion) }
                let waiting = state.update { state -> Bool in
                    state.finished = true
                    return state.waiting != nil
                }
                if !waiting { outlet.finish() }
            })
        }
    }
}

extension Publisher {
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool) -> Publishers.Throttle<Self, S> {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }
}
