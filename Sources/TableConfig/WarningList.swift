/// The rule every list of warnings follows (docs/cli.md, "Warnings"): the first ``limit`` of
/// one kind are said one by one, the rest only counted, into one closing warning. A config
/// with 40,000 of them prints 21 lines, and each one left out costs a count, not a message
/// (nor the search for a near name that goes into one).
package struct WarningList<Warning> {
    /// How many warnings of one kind are said one by one.
    package static var limit: Int { 20 }

    package private(set) var listed: [Warning] = []
    /// How many came past ``limit``.
    package private(set) var leftOut = 0

    package init() {}

    /// Whether another warning may be listed; when not, it is counted as left out, and the
    /// caller makes no message for it.
    package mutating func admits() -> Bool {
        guard listed.count < Self.limit else {
            leftOut += 1
            return false
        }
        return true
    }

    /// Lists `warning` (after ``admits()`` said yes).
    package mutating func append(_ warning: Warning) { listed.append(warning) }
}
