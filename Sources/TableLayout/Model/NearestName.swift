/// "Did you mean …?": the known name closest to a misspelt one, by edit distance.
public enum NearestName {
    /// The candidate nearest to `name`, if it is near enough to be a plausible typo.
    ///
    /// - Complexity: O(*c* · *n* · *m*), *c* the candidates, *n* and *m* the lengths compared (edit distance).
    public static func suggestion(for name: String, among candidates: [String]) -> String? {
        let lowered = name.lowercased()
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        if let best, best.distance <= max(2, name.count / 3) { return best.name }
        // A shortened name (`disclosure` for `disclosureIndicator`) is far by edit distance;
        // it is a plausible typo when exactly one candidate starts with it.
        guard name.count >= 3 else { return nil }
        let extended = candidates.filter { $0.lowercased().hasPrefix(lowered) }
        return extended.count == 1 ? extended[0] : nil
    }

    /// Levenshtein distance over Unicode scalars, in O(|a|·|b|) time and O(|b|) space.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...max(1, a.count) where !a.isEmpty {
            current[0] = i
            for j in 1...max(1, b.count) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return a.isEmpty ? b.count : previous[b.count]
    }

    /// `'a', 'b' or 'c'`, for messages that list the allowed values.
    /// A name from the config as a message shows it: at most 80 characters, then how many
    /// more (an unknown key may be a whole paragraph pasted by mistake).
    package static func shown(_ name: String) -> String {
        name.count <= 80 ? name : "\(name.prefix(80))… (\(name.count) characters)"
    }

    package static func list(_ names: [String]) -> String {
        let quoted = names.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
    }
}
