import Foundation

extension OperationQueue: Scheduler {
    public typealias SchedulerTimeType = DateSchedulerTime

    /// OperationQueue takes no options.
    public struct SchedulerOptions {}

    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { addOperation(action) }

    /// Waits on a dispatch timer, then adds the action as an operation.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        let delay = max(0, date.date.timeIntervalSinceNow)
        DispatchQueue.global().asyncAfter(deadline: .now() + delay) { [weak self] in self?.addOperation(action) }
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.setEventHandler { [weak self] in self?.addOperation(action) }
        timer.schedule(deadline: .now() + max(0, date.date.timeIntervalSinceNow), repeating: max(interval.magnitude, 1e-9),
                       leeway: .nanoseconds(Int(max(0, tolerance.magnitude) * 1e9)))
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}
