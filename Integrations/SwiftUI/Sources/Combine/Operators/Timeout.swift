extension Publishers {
    /// Ends the stream when `interval` passes with no value: `finished`, or the error
    /// `customError` makes.
    public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?
        public let customError: (() -> Failure)?

        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
                    options: Context.SchedulerOptions?, customError: (() -> Failure)?) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.options = options
            self.customError = customError
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outlet = Outlet("Timeout", downstream: subscriber)
            let scheduler = scheduler, options = options, interval = interval, customError = customError
            let latest = Shared(0)
            let arm = {
                let number = latest.update { $0 += 1; return $0 }
                scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance, options: options) {
                    guard latest.update({ $0 == number }) else { return }
                    if let customError { outlet.fail(customError()) } else { outlet.finish() }
                }
            }
            outlet.start()
            arm()
            upstream.attach(to: outlet, value: { value in
                outlet.send(value)
                arm()
            }, completion: { completion in
                latest.update { $0 += 1 }
                outlet.end(completion)
            })
        }
    }
}

extension Publisher {
    public func timeout<S: Scheduler>(_ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
                                      customError: (() -> Failure)? = nil) -> Publishers.Timeout<Self, S> {
        Publishers.Timeout(upstream: self, interval: interval, scheduler: scheduler, options: options, customError: customError)
    }
}
