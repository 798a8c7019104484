extension Publishers {
    /// A value sent only once `dueTime` has passed with no newer value (a search field's
    /// text, once the user pauses). The completion passes at once; a value still waiting
    /// then is dropped.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let dueTime: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outlet = Outlet("Debounce", downstream: subscriber)
            let scheduler = scheduler, options = options, dueTime = dueTime
            // The number of the latest value: a timer whose value is no longer the latest does nothing.
            let latest = Shared(0)
            outlet.start()
            upstream.attach(to: outlet, value: { value in
                let number = latest.update { $0 += 1; return $0 }
                scheduler.schedule(after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance, options: options) {
                    if latest.update({ $0 == number }) { outlet.send(value) }
                }
            }, completion: { completion in
                latest.update { $0 += 1 }
                outlet.end(completion)
            })
        }
    }
}

extension Publisher {
    public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S,
                                       options: S.SchedulerOptions? = nil) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }
}
