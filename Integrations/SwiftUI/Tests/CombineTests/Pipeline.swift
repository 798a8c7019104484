// A pipeline described without either Combine: the differential test builds it twice, once
// with the subset's Combine (OursPipeline.swift) and once with OpenCombine
// (ReferencePipeline.swift), runs the same script through both and compares what a
// subscriber receives.

struct TestError: Error, Equatable {
    var code: Int
}

/// One operator, applied to the stream of Ints so far; `B` is a second subject the script also drives.
enum Operator: Equatable, CustomStringConvertible {
    /// Whether it subscribes to B: a pipeline has at most one such, since the order in which a
    /// subject serves its several subscribers is not Combine's to say.
    var usesB: Bool { [.appendB, .mergeB, .combineLatestB, .zipB, .flatMapB, .switchToLatestB].contains(self) }

    case map(Int), filter(Int), compactMap(Int), removeDuplicates, dropFirst(Int), dropWhile(Int), first, firstWhere(Int)
    case prefix(Int), outputAt(Int), scan, tryMap(Int), mapError, collect, collectBy(Int), reduce, count, last
    case prepend(Int), append(Int), appendB, mergeB, combineLatestB, zipB, flatMap(Int), flatMapB, switchToLatestB
    case catchToSequence, replaceError, handleEvents, receiveOnImmediate, subscribeOnImmediate, delayImmediate, share

    var description: String {
        switch self {
        case .map(let k): "map(*\(k)+1)"
        case .filter(let m): "filter(%\(m)!=0)"
        case .compactMap(let m): "compactMap(/\(m))"
        case .dropFirst(let n): "dropFirst(\(n))"
        case .dropWhile(let m): "drop(while: %\(m)!=0)"
        case .firstWhere(let m): "first(where: %\(m)==0)"
        case .prefix(let n): "prefix(\(n))"
        case .outputAt(let n): "output(at: \(n))"
        case .tryMap(let m): "tryMap(throws on %\(m)==0)"
        case .collectBy(let n): "collect(\(n))"
        case .prepend(let v): "prepend(\(v), \(v + 1))"
        case .append(let v): "append(\(v))"
        case .flatMap(let n): "flatMap(x\(n))"
        case .removeDuplicates: "removeDuplicates(/3)"
        case .first: "first"
        case .scan: "scan(+)"
        case .mapError: "mapError"
        case .collect: "collect"
        case .reduce: "reduce"
        case .count: "count"
        case .last: "last"
        case .appendB: "append(B)"
        case .mergeB: "merge(with: B)"
        case .combineLatestB: "combineLatest(B)"
        case .zipB: "zip(B)"
        case .flatMapB: "flatMap(maxPublishers: 1, B.prefix(2))"
        case .switchToLatestB: "map(B).switchToLatest"
        case .catchToSequence: "catch"
        case .replaceError: "replaceError"
        case .handleEvents: "handleEvents"
        case .receiveOnImmediate: "receive(on: immediate)"
        case .subscribeOnImmediate: "subscribe(on: immediate)"
        case .delayImmediate: "delay(0, immediate)"
        case .share: "share"
        }
    }
}

/// What the script does, in order.
enum Action: Equatable {
    case sendA(Int), sendB(Int), finishA, failA(Int), finishB, failB(Int)
    /// The subscriber asks for `n` more.
    case request(Int)
    case cancel
}

/// How the subscriber asks: `initial` at subscription (nil: unlimited), `perValue` more with each value.
struct DemandPlan: Equatable, CustomStringConvertible {
    var initial: Int?
    var perValue: Int

    var description: String { "initial \(initial.map(String.init) ?? "unlimited"), \(perValue) per value" }
}

/// A seeded generator (SplitMix64), so a failure names a pipeline that can be run again.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension Operator {
    static func random(using generator: inout SeededGenerator) -> Operator {
        let k = Int.random(in: 2...4, using: &generator)
        let n = Int.random(in: 0...3, using: &generator)
        let all: [Operator] = [
            .map(k), .filter(k), .compactMap(k), .removeDuplicates, .dropFirst(n), .dropWhile(k), .first, .firstWhere(k),
            .prefix(n), .outputAt(n), .scan, .tryMap(k + 3), .mapError, .collect, .collectBy(n + 1), .reduce, .count, .last,
            .prepend(k * 10), .append(k * 10), .appendB, .mergeB, .combineLatestB, .zipB, .flatMap(n), .flatMapB, .switchToLatestB,
            .catchToSequence, .replaceError, .handleEvents, .receiveOnImmediate, .subscribeOnImmediate, .delayImmediate, .share,
        ]
        return all.randomElement(using: &generator)!
    }
}

extension Action {
    static func random(using generator: inout SeededGenerator) -> Action {
        let value = Int.random(in: 0...9, using: &generator)
        switch Int.random(in: 0..<20, using: &generator) {
        case 0..<9: return .sendA(value)
        case 9..<14: return .sendB(value)
        case 14: return .finishA
        case 15: return .failA(value)
        case 16: return .finishB
        case 17: return .failB(value)
        case 18: return .request(value % 3 + 1)
        default: return .cancel
        }
    }
}
