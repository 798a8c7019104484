/// Row ids unique in their section (docs/live-tables.md, Identity), the ids a `repeat` makes
/// from `{index}` included (docs/config.md, Generators): single ids are checked as they come,
/// in O(1); a generator's numbered ids are a range of numbers around one text, checked
/// against the others once every row is claimed, in O(k log k) for k ids — never one id a row.
package struct RowIDClaims {
    /// Two claimants of one id; `first` claimed it before `second`.
    package struct Conflict: Equatable, Sendable {
        package var id: String
        package var first: Int
        package var second: Int
    }

    private var singles: [String: Int] = [:]
    private var numbered: [RepeatedRows.NumberedID: [(numbers: Range<Int>, claimant: Int)]] = [:]

    package init() {}

    /// Claims `id` for `claimant`; the claimant that has it already, if one does.
    package mutating func claim(_ id: String, by claimant: Int) -> Int? {
        if let first = singles[id] { return first }
        singles[id] = claimant
        return nil
    }

    /// Claims the ids `generator` makes: one id, or a numbered range (checked by ``conflict()``).
    /// A generator of more than one row with one id conflicts with itself.
    package mutating func claim(_ generator: RepeatedRows, by claimant: Int) -> Conflict? {
        switch generator.ids {
        case .none, .ambiguous:
            return nil
        case .same(let id):
            if let first = claim(id, by: claimant) { return Conflict(id: id, first: first, second: claimant) }
            return generator.count > 1 ? Conflict(id: id, first: claimant, second: claimant) : nil
        case .numbered(let shape):
            guard generator.count > 0 else { return nil }
            numbered[shape, default: []].append((generator.firstIndex..<generator.firstIndex + generator.count, claimant))
            return nil
        }
    }

    /// Claims the ids of `item`: a single row's, a `repeat`'s (a data source's ids are checked
    /// when it is read); a conflict found at once (a numbered one waits for ``conflict()``).
    package mutating func claim(_ item: RowList.Item, by claimant: Int) -> Conflict? {
        switch item {
        case .row(let row):
            guard let id = row.id, let first = claim(id, by: claimant) else { return nil }
            return Conflict(id: id, first: first, second: claimant)
        case .repeated(let generator):
            return claim(generator, by: claimant)
        case .data, .values:
            return nil
        }
    }

    /// A numbered id claimed twice — by two generators, or by a generator and a single row —
    /// the one whose later claimant comes first.
    package func conflict() -> Conflict? {
        guard !numbered.isEmpty else { return nil }
        var found: Conflict?
        func note(_ conflict: Conflict) {
            if found.map({ (conflict.second, conflict.first) < ($0.second, $0.first) }) ?? true { found = conflict }
        }
        var sorted: [RepeatedRows.NumberedID: [(numbers: Range<Int>, claimant: Int)]] = [:]
        for (shape, runs) in numbered {
            let runs = runs.sorted { $0.numbers.lowerBound < $1.numbers.lowerBound }
            var widest = 0  // the run reaching furthest so far
            for k in runs.indices.dropFirst() {
                if runs[k].numbers.lowerBound < runs[widest].numbers.upperBound {
                    let (a, b) = (runs[widest].claimant, runs[k].claimant)
                    note(Conflict(id: shape.prefix + String(runs[k].numbers.lowerBound) + shape.suffix, first: min(a, b), second: max(a, b)))
                }
                if runs[k].numbers.upperBound > runs[widest].numbers.upperBound { widest = k }
            }
            sorted[shape] = runs
        }
        for (id, claimant) in singles {
            guard let (shape, number) = RepeatedRows.NumberedID.split(id), let runs = sorted[shape] else { continue }
            // The last run starting at or before the number.
            var low = 0, high = runs.count
            while low < high {
                let middle = (low + high) / 2
                if runs[middle].numbers.lowerBound <= number { low = middle + 1 } else { high = middle }
            }
            guard low > 0, runs[low - 1].numbers.contains(number) else { continue }
            let other = runs[low - 1].claimant
            note(Conflict(id: id, first: min(claimant, other), second: max(claimant, other)))
        }
        return found
    }
}
