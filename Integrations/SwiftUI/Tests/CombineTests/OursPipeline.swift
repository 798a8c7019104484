// The pipeline of Pipeline.swift built with the subset's Combine. ReferencePipeline.swift is
// the same text built with OpenCombine: the repetition is the test.
import Combine

func runOurs(_ operators: [Operator], _ script: [Action], _ plan: DemandPlan) -> [String] {
    let a = PassthroughSubject<Int, TestError>(), b = PassthroughSubject<Int, TestError>()
    var stream = a.eraseToAnyPublisher()
    for op in operators { stream = apply(op, to: stream, b: b.eraseToAnyPublisher()) }
    let recorder = Recorder(plan)
    stream.subscribe(recorder)
    for action in script {
        switch action {
        case .sendA(let value): a.send(value)
        case .sendB(let value): b.send(value)
        case .finishA: a.send(completion: .finished)
        case .failA(let code): a.send(completion: .failure(TestError(code: code)))
        case .finishB: b.send(completion: .finished)
        case .failB(let code): b.send(completion: .failure(TestError(code: code)))
        case .request(let n): recorder.subscription?.request(.max(n))
        case .cancel: recorder.cancel()
        }
    }
    return recorder.events
}

/// A sequence's elements as the subset's `Publishers.Sequence` sends them to `plan`'s subscriber.
func runOurs(sequence: [Int], _ plan: DemandPlan, requests: [Int]) -> [String] {
    let recorder = Recorder(plan)
    Publishers.Sequence<[Int], TestError>(sequence: sequence).subscribe(recorder)
    for n in requests { recorder.subscription?.request(.max(n)) }
    return recorder.events
}

/// A current value subject (starting at 0) driven by the script's A actions, its value
/// sent to `plan`'s subscriber.
func runOurs(currentValue script: [Action], _ plan: DemandPlan) -> [String] {
    let subject = CurrentValueSubject<Int, TestError>(0)
    let recorder = Recorder(plan)
    subject.subscribe(recorder)
    for action in script {
        switch action {
        case .sendA(let value): subject.send(value)
        case .finishA: subject.send(completion: .finished)
        case .failA(let code): subject.send(completion: .failure(TestError(code: code)))
        case .request(let n): recorder.subscription?.request(.max(n))
        case .cancel: recorder.cancel()
        case .sendB, .finishB, .failB: subject.value += 1
        }
    }
    return recorder.events
}

/// A future fulfilled with `value` (or failed) after `plan`'s subscriber asked, or before.
func runOurs(future value: Int, fails: Bool, fulfilLater: Bool, _ plan: DemandPlan, requests: [Int]) -> [String] {
    var promise: Future<Int, TestError>.Promise?
    let future = Future<Int, TestError> { promise = $0 }
    let result: Result<Int, TestError> = fails ? .failure(TestError(code: value)) : .success(value)
    if !fulfilLater { promise?(result) }
    let recorder = Recorder(plan)
    future.subscribe(recorder)
    if fulfilLater { promise?(result) }
    for n in requests { recorder.subscription?.request(.max(n)) }
    return recorder.events
}

private final class Recorder: Subscriber {
    typealias Input = Int
    typealias Failure = TestError
    let plan: DemandPlan
    var events: [String] = []
    var subscription: Subscription?

    init(_ plan: DemandPlan) { self.plan = plan }

    func receive(subscription: Subscription) {
        self.subscription = subscription
        // Asking for none is an API violation (OpenCombine and Combine trap on it).
        if plan.initial != 0 { subscription.request(plan.initial.map { .max($0) } ?? .unlimited) }
    }

    func receive(_ input: Int) -> Subscribers.Demand {
        events.append("\(input)")
        return .max(plan.perValue)
    }

    func receive(completion: Subscribers.Completion<TestError>) {
        subscription = nil
        switch completion {
        case .finished: events.append("finished")
        case .failure(let error): events.append("failure(\(error.code))")
        }
    }

    func cancel() {
        subscription?.cancel()
        subscription = nil
        events.append("cancelled")
    }
}

private func apply(_ op: Operator, to p: AnyPublisher<Int, TestError>, b: AnyPublisher<Int, TestError>) -> AnyPublisher<Int, TestError> {
    switch op {
    case .map(let k): return p.map { $0 * k + 1 }.eraseToAnyPublisher()
    case .filter(let m): return p.filter { $0 % m != 0 }.eraseToAnyPublisher()
    case .compactMap(let m): return p.compactMap { $0 % m == 0 ? nil : $0 / m }.eraseToAnyPublisher()
    case .removeDuplicates: return p.map { $0 / 3 }.removeDuplicates().eraseToAnyPublisher()
    case .dropFirst(let n): return p.dropFirst(n).eraseToAnyPublisher()
    case .dropWhile(let m): return p.drop(while: { $0 % m != 0 }).eraseToAnyPublisher()
    case .first: return p.first().eraseToAnyPublisher()
    case .firstWhere(let m): return p.first(where: { $0 % m == 0 }).eraseToAnyPublisher()
    case .prefix(let n): return p.prefix(n).eraseToAnyPublisher()
    case .outputAt(let n): return p.output(at: n).eraseToAnyPublisher()
    case .scan: return p.scan(0, +).eraseToAnyPublisher()
    case .tryMap(let m):
        return p.tryMap { value -> Int in
            if value % m == 0 { throw TestError(code: value) }
            return value + 1
        }.mapError { $0 as? TestError ?? TestError(code: -1) }.eraseToAnyPublisher()
    case .mapError: return p.mapError { TestError(code: $0.code + 100) }.eraseToAnyPublisher()
    case .collect: return p.collect().map { $0.reduce(0, +) }.eraseToAnyPublisher()
    case .collectBy(let n): return p.collect(n).map { $0.reduce(0, +) * 10 + $0.count }.eraseToAnyPublisher()
    case .reduce: return p.reduce(0) { $0 * 3 + $1 }.eraseToAnyPublisher()
    case .count: return p.count().eraseToAnyPublisher()
    case .last: return p.last().eraseToAnyPublisher()
    case .prepend(let v): return p.prepend(v, v + 1).eraseToAnyPublisher()
    case .append(let v): return p.append(v).eraseToAnyPublisher()
    case .appendB: return p.append(b).eraseToAnyPublisher()
    case .mergeB: return p.merge(with: b).eraseToAnyPublisher()
    case .combineLatestB: return p.combineLatest(b) { $0 * 100 + $1 }.eraseToAnyPublisher()
    case .zipB: return p.zip(b) { $0 * 100 + $1 }.eraseToAnyPublisher()
    case .flatMap(let n):
        return p.flatMap { value in Publishers.Sequence<[Int], TestError>(sequence: Array(repeating: value, count: n)) }.eraseToAnyPublisher()
    case .flatMapB: return p.flatMap(maxPublishers: .max(1)) { value in b.map { value * 100 + $0 }.prefix(2) }.eraseToAnyPublisher()
    case .switchToLatestB: return p.map { value in b.map { value * 100 + $0 } }.switchToLatest().eraseToAnyPublisher()
    case .catchToSequence:
        return p.catch { error in Publishers.Sequence<[Int], TestError>(sequence: [error.code, -1]) }.eraseToAnyPublisher()
    case .replaceError: return p.replaceError(with: -7).setFailureType(to: TestError.self).eraseToAnyPublisher()
    case .handleEvents: return p.handleEvents(receiveOutput: { _ in }).eraseToAnyPublisher()
    case .receiveOnImmediate: return p.receive(on: ImmediateScheduler.shared).eraseToAnyPublisher()
    case .subscribeOnImmediate: return p.subscribe(on: ImmediateScheduler.shared).eraseToAnyPublisher()
    case .delayImmediate: return p.delay(for: 0, scheduler: ImmediateScheduler.shared).eraseToAnyPublisher()
    case .share: return p.share().eraseToAnyPublisher()
    }
}
