extension Publisher {
    /// Subscribes a ``Tap`` asking for `demand` (everything by default) on behalf of
    /// `outlet`, which cancels it with itself: the one way the gathering operators attach.
    @discardableResult
    func attach<O, F>(to outlet: Outlet<O, F>, demand: Subscribers.Demand = .unlimited,
                      value: @escaping (Output) -> Void,
                      completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> Tap<Output, Failure> {
        let tap = Tap<Output, Failure>(demand: demand, value: { value($0); return .none }, completion: completion)
        outlet.hold(tap)
        subscribe(tap)
        return tap
    }

    /// Attached so that its values and its ending are the outlet's own.
    func forward(to outlet: Outlet<Output, Failure>) {
        attach(to: outlet, value: outlet.send, completion: { outlet.end($0) })
    }
}

extension Outlet {
    /// `finished` after the queue, or the failure at once.
    func end(_ completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .finished: finish()
        case .failure(let error): fail(error)
        }
    }
}

/// Mutable state an operator's closures share, under a lock.
final class Shared<State> {
    private let lock = Lock()
    private var state: State

    init(_ state: State) { self.state = state }

    func update<Result>(_ body: (inout State) -> Result) -> Result { lock.withLock { body(&state) } }
}
