/// The pieces of one section's `repeat` runs whose ids share a shape (`row-{index}`), by
/// the numbers they hold: which pieces hold number n, in O(log k) expected for k pieces. A
/// `repeat` cut by k deletes is k + 1 pieces; looking through them all made each lookup of
/// one of its ids O(k), and k deletes by id O(k²) again (docs/live-tables.md).
///
/// A treap ordered by each piece's first number, each entry knowing the largest end below
/// it, so a search leaves out every subtree that ends at or before n (an interval tree).
/// Pieces of one shape hold disjoint numbers, so a search visits one path; only ids a table
/// made with the Swift API repeats (two `repeat`s of one shape and overlapping indices) make
/// pieces overlap, and each overlapping piece found costs one more step.
final class NumberedRuns {
    private final class Entry {
        let node: RowPositions.Node
        let first: Int
        var end: Int
        var maxEnd: Int
        let priority: UInt64
        var left: Entry?, right: Entry?

        init(_ node: RowPositions.Node, first: Int, priority: UInt64) {
            self.node = node
            self.first = first
            end = first + node.weight
            maxEnd = end
            self.priority = priority
        }

        func update() { maxEnd = max(end, left?.maxEnd ?? .min, right?.maxEnd ?? .min) }

        /// Ordered by first number, then by identity (pieces that overlap may start alike).
        func precedes(_ other: Entry) -> Bool {
            first != other.first ? first < other.first : ObjectIdentifier(node) < ObjectIdentifier(other.node)
        }
    }

    private var root: Entry?
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var random = SplitMix64(seed: 0x4E0B_E4ED)
    /// Entries looked at by ``pieces(holding:)`` since made: what the scaling test counts.
    private(set) var steps = 0

    var isEmpty: Bool { entries.isEmpty }

    /// Adds `node`, a piece whose numbers start at `first` and run for its weight.
    func insert(_ node: RowPositions.Node, first: Int) {
        let entry = Entry(node, first: first, priority: random.next())
        entries[ObjectIdentifier(node)] = entry
        root = insert(entry, into: root)
    }

    /// Removes `node` (a piece taken out, or about to be put back with a new weight).
    func remove(_ node: RowPositions.Node) {
        guard let entry = entries.removeValue(forKey: ObjectIdentifier(node)) else { return }
        root = remove(entry, from: root)
    }

    /// The pieces holding `number`, each with the first number it holds. O(log k) expected,
    /// and one step more for each further piece that holds it.
    func pieces(holding number: Int) -> [(node: RowPositions.Node, first: Int)] {
        var found: [(node: RowPositions.Node, first: Int)] = []
        func search(_ entry: Entry?) {
            guard let entry else { return }
            steps += 1
            guard entry.maxEnd > number else { return }
            search(entry.left)
            guard entry.first <= number else { return }
            if number < entry.end { found.append((entry.node, entry.first)) }
            search(entry.right)
        }
        search(root)
        return found
    }

    private func insert(_ entry: Entry, into tree: Entry?) -> Entry {
        guard let tree else { return entry }
        if entry.priority > tree.priority {
            (entry.left, entry.right) = split(tree, before: entry)
            entry.update()
            return entry
        }
        if entry.precedes(tree) { tree.left = insert(entry, into: tree.left) } else { tree.right = insert(entry, into: tree.right) }
        tree.update()
        return tree
    }

    private func remove(_ entry: Entry, from tree: Entry?) -> Entry? {
        guard let tree else { return nil }
        if tree === entry { return merge(tree.left, tree.right) }
        if entry.precedes(tree) { tree.left = remove(entry, from: tree.left) } else { tree.right = remove(entry, from: tree.right) }
        tree.update()
        return tree
    }

    /// The entries of `tree` that precede `entry`, and the rest.
    private func split(_ tree: Entry?, before entry: Entry) -> (Entry?, Entry?) {
        guard let tree else { return (nil, nil) }
        if tree.precedes(entry) {
            let (a, b) = split(tree.right, before: entry)
            tree.right = a
            tree.update()
            return (tree, b)
        }
        let (a, b) = split(tree.left, before: entry)
        tree.left = b
        tree.update()
        return (a, tree)
    }

    private func merge(_ a: Entry?, _ b: Entry?) -> Entry? {
        guard let a else { return b }
        guard let b else { return a }
        if a.priority > b.priority {
            a.right = merge(a.right, b)
            a.update()
            return a
        }
        b.left = merge(a, b.left)
        b.update()
        return b
    }
}
