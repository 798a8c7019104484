import Testing

/// Random pipelines (seeded) of the subset's operators against OpenCombine's on the same
/// script of sends, completions, requests and cancellations: the subscriber must receive
/// the same values and completion from both.
@Suite struct DifferentialTests {
    /// What a subscriber asking for everything sees: every operator, chained up to four deep.
    @Test func unlimitedDemand() {
        let mismatches = compare(pipelines: 600, seed: 29, plan: { _ in DemandPlan(initial: nil, perValue: 0) })
        #expect(mismatches.isEmpty, "\(mismatches.count) of 600 pipelines differ; first: \(mismatches.first ?? "")")
    }

    /// Limited demand (one at subscription, then what the script and each value ask for),
    /// through the operators that pass demand upstream value by value, as Combine's do.
    @Test func limitedDemandThroughValueOperators() {
        let valueOperators: (Operator) -> Bool = {
            switch $0 {
            case .map, .filter, .compactMap, .removeDuplicates, .dropWhile, .tryMap, .mapError, .scan, .handleEvents: true
            default: false
            }
        }
        let mismatches = compare(pipelines: 600, seed: 30, only: valueOperators,
                                 plan: { DemandPlan(initial: Int.random(in: 0...2, using: &$0), perValue: Int.random(in: 0...1, using: &$0)) })
        #expect(mismatches.isEmpty, "\(mismatches.count) of 600 pipelines differ; first: \(mismatches.first ?? "")")
    }

    /// A sequence's elements as many at a time as asked for, whatever the order of requests.
    @Test func sequenceDemand() {
        var generator = SeededGenerator(seed: 31)
        for _ in 0..<300 {
            let elements = (0..<Int.random(in: 0...6, using: &generator)).map { $0 * 7 }
            let plan = DemandPlan(initial: Int.random(in: 0...2, using: &generator), perValue: Int.random(in: 0...1, using: &generator))
            let requests = (0..<Int.random(in: 0...3, using: &generator)).map { _ in Int.random(in: 1...3, using: &generator) }
            #expect(runOurs(sequence: elements, plan, requests: requests) == runReference(sequence: elements, plan, requests: requests),
                    "\(elements), \(plan), requests \(requests)")
        }
    }

    /// The pipelines that differ, each said with its operators, script, plan and both event lists.
    private func compare(pipelines: Int, seed: UInt64, only keep: (Operator) -> Bool = { _ in true },
                         plan makePlan: (inout SeededGenerator) -> DemandPlan) -> [String] {
        var generator = SeededGenerator(seed: seed)
        var mismatches: [String] = []
        for _ in 0..<pipelines {
            var operators: [Operator] = []
            while operators.count < Int.random(in: 1...4, using: &generator) {
                let op = Operator.random(using: &generator)
                if keep(op), !(op.usesB && operators.contains(where: \.usesB)) { operators.append(op) }
            }
            let script = (0..<Int.random(in: 0...12, using: &generator)).map { _ in Action.random(using: &generator) }
            let plan = makePlan(&generator)
            let ours = runOurs(operators, script, plan), reference = runReference(operators, script, plan)
            if ours != reference {
                mismatches.append("\(operators) with \(script), \(plan): ours \(ours), OpenCombine's \(reference)")
            }
        }
        return mismatches
    }
}

/// The subjects and Future against OpenCombine's, with limited demand.
@Suite struct SubjectTests {
    @Test func currentValueSubject() {
        var generator = SeededGenerator(seed: 33)
        for _ in 0..<300 {
            let script = (0..<Int.random(in: 0...10, using: &generator)).map { _ in Action.random(using: &generator) }
            let plan = DemandPlan(initial: Int.random(in: 0...2, using: &generator), perValue: Int.random(in: 0...1, using: &generator))
            #expect(runOurs(currentValue: script, plan) == runReference(currentValue: script, plan), "\(script), \(plan)")
        }
    }

    @Test(arguments: [false, true], [false, true])
    func future(fails: Bool, fulfilLater: Bool) {
        for plan in [DemandPlan(initial: nil, perValue: 0), DemandPlan(initial: 0, perValue: 0), DemandPlan(initial: 1, perValue: 0)] {
            for requests in [[], [1], [2, 1]] {
                #expect(runOurs(future: 7, fails: fails, fulfilLater: fulfilLater, plan, requests: requests)
                        == runReference(future: 7, fails: fails, fulfilLater: fulfilLater, plan, requests: requests),
                        "\(plan), requests \(requests)")
            }
        }
    }
}
