/// The row ids of each section of a live table and where their rows are (docs/live-tables.md,
/// Edit files), so that a row named by id — `after:`, `before:`, `deleteRows`, `reloadRows`,
/// `setHeight`, a move — is found in O(log n), and "is this id taken?" too. Looking through
/// the section's items made each such step O(items), and N of them in a section of N single
/// rows O(N²).
///
/// A section's index is made the first time it is asked a question (a table only drawn never
/// pays for it), in O(rows with an id + items), and kept up to date by every primitive change
/// of ``LiveTable`` after that, in O(log n) a row.
struct RowIDIndex {
    /// Per section: nil until asked for.
    private var sections: [RowPositions?]

    init(sectionCount: Int) { sections = Array(repeating: nil, count: sectionCount) }

    /// The index of the first row of section `s` of `table` whose id is `id`
    /// (as ``Section/rowIndex(id:)`` finds it).
    mutating func rowIndex(of id: String, inSection s: Int, of table: Table) -> Int? {
        positions(s, table).rowIndex(of: id)
    }

    /// Whether section `s` of `table` has a row with `id`.
    mutating func contains(_ id: String, inSection s: Int, of table: Table) -> Bool {
        rowIndex(of: id, inSection: s, of: table) != nil
    }

    private mutating func positions(_ s: Int, _ table: Table) -> RowPositions {
        if let made = sections[s] { return made }
        let made = RowPositions(table.sections[s].rows)
        sections[s] = made
        return made
    }

    /// `item` came into section `s` before row `row`.
    func insert(_ item: RowList.Item, at row: Int, inSection s: Int) {
        sections[s]?.insert(item, at: row)
    }

    /// Row `row` left section `s`.
    func remove(at row: Int, inSection s: Int) {
        sections[s]?.remove(at: row)
    }

    /// A section was inserted at `s` (its index is made when asked for).
    mutating func insertSection(at s: Int) { sections.insert(nil, at: s) }

    mutating func removeSection(at s: Int) { sections.remove(at: s) }

    /// Section `s`'s index, if it was made (for tests).
    func madePositions(_ s: Int) -> RowPositions? { sections[s] }
}

/// One section's rows as runs — a row with an id, a `repeat` run whose ids read `{index}`, or
/// rows with no id — in a treap ordered by position, each node counting the rows below it
/// and knowing its parent: an id leads to its run's node by a dictionary, and the node's
/// position is summed on the way up, O(log n) expected. An insert or a removal splits the
/// treap where the row is (cutting a run there) and joins it again, O(log n) expected.
///
/// Priorities come from a fixed-seed generator, so the shape (and the cost) is the same on
/// every run.
final class RowPositions {
    final class Node {
        enum Kind {
            case anonymous
            /// `weight` rows with this id (more than one only in a table the Swift API made).
            case id(String)
            /// Rows of a `repeat` whose ids read `{index}`: the first one's index.
            case numbered(RepeatedRows.NumberedID, first: Int)
        }

        var left: Node?, right: Node?
        /// Kept alive by the parent's strong reference to this node while the node is in the
        /// treap; nil at the root and in a node taken out.
        unowned(unsafe) var parent: Node?
        let priority: UInt64
        var weight: Int
        var size: Int
        var kind: Kind

        init(_ kind: Kind, weight: Int, priority: UInt64) {
            self.kind = kind
            self.weight = weight
            size = weight
            self.priority = priority
        }

        func update() {
            size = (left?.size ?? 0) + weight + (right?.size ?? 0)
            left?.parent = self
            right?.parent = self
        }
    }

    private var root: Node?
    private var byID: [String: Node] = [:]
    /// Further runs with an id `byID` already has (duplicates a Swift-made table may hold).
    private var sharing: [String: [Node]] = [:]
    /// The numbered runs, by the text around their number: a `repeat` cut by edits is several.
    private var numbered: [RepeatedRows.NumberedID: NumberedRuns] = [:]
    private var random = SplitMix64(seed: 0x7AB1E5)

    init(_ rows: RowList) {
        // Built in O(runs) from the runs in order: the right spine on a stack, as a
        // Cartesian tree is; a node is complete, and its size final, when it leaves the stack.
        var stack: [Node] = []
        func push(_ node: Node) {
            var last: Node?
            while let top = stack.last, top.priority < node.priority {
                top.update()
                last = stack.removeLast()
            }
            node.left = last
            stack.last?.right = node
            stack.append(node)
        }
        rows.forEachItem { item, _ in forEachRun(of: item, push) }
        root = stack.first
        while let top = stack.popLast() { top.update() }
        root?.parent = nil
    }

    /// The runs `item` makes, registered, in order.
    private func forEachRun(of item: RowList.Item, _ body: (Node) -> Void) {
        func run(_ kind: Node.Kind, _ weight: Int) {
            let node = Node(kind, weight: weight, priority: random.next())
            register(node)
            body(node)
        }
        switch item {
        case .row(let row):
            run(row.id.map(Node.Kind.id) ?? .anonymous, 1)
        case .data(let generator) where generator.idField != nil:
            var anonymous = 0
            for i in 0..<generator.count {
                guard let id = generator.id(ofRow: i) else { anonymous += 1; continue }
                if anonymous > 0 { run(.anonymous, anonymous) }
                anonymous = 0
                run(.id(id), 1)
            }
            if anonymous > 0 { run(.anonymous, anonymous) }
        case .repeated(let generator):
            switch generator.ids {
            case .numbered(let shape): run(.numbered(shape, first: generator.firstIndex), generator.count)
            case .same(let id): run(.id(id), generator.count)
            case .none, .ambiguous: run(.anonymous, generator.count)
            }
        case .data, .values:
            run(.anonymous, item.count)
        }
    }

    // MARK: Questions

    /// The first row whose id is `id`. O(log n) expected (and O(k log n) for an id k runs share;
    /// a `repeat` cut in k pieces adds O(log k), see ``NumberedRuns``).
    func rowIndex(of id: String) -> Int? {
        var best: Int?
        func consider(_ index: Int) { best = min(best ?? index, index) }
        if let node = byID[id] {
            consider(position(of: node))
            for other in sharing[id] ?? [] { consider(position(of: other)) }
        }
        if !numbered.isEmpty, let (shape, number) = RepeatedRows.NumberedID.split(id), let runs = numbered[shape] {
            // The pieces holding the number (one, unless the Swift API repeated ids), found in
            // O(log k) among a `repeat` cut in k, each placed in O(log n).
            for (node, first) in runs.pieces(holding: number) { consider(position(of: node) + number - first) }
        }
        return best
    }

    private func position(of node: Node) -> Int {
        var index = node.left?.size ?? 0
        var child = node
        while let parent = child.parent {
            if parent.right === child { index += (parent.left?.size ?? 0) + parent.weight }
            child = parent
        }
        return index
    }

    /// The steps lookups of numbered ids have taken (for tests: a scaling law by count).
    var numberedLookupSteps: Int { numbered.values.reduce(0) { $0 + $1.steps } }

    /// The rows counted (for tests: the section's count).
    var rowCount: Int { root?.size ?? 0 }

    /// Whether every node's size, parent and heap order hold (for tests). O(runs).
    func checkInvariants() -> Bool {
        func check(_ node: Node?, parent: Node?) -> Bool {
            guard let node else { return true }
            guard node.parent === parent, node.weight > 0,
                  node.size == (node.left?.size ?? 0) + node.weight + (node.right?.size ?? 0),
                  node.left.map({ $0.priority <= node.priority }) ?? true,
                  node.right.map({ $0.priority <= node.priority }) ?? true else { return false }
            return check(node.left, parent: node) && check(node.right, parent: node)
        }
        return check(root, parent: nil)
    }

    // MARK: Changes

    /// `item`'s rows come in before row `row`.
    func insert(_ item: RowList.Item, at row: Int) {
        cut(at: row)
        let (before, after) = split(root, row)
        var middle: Node?
        forEachRun(of: item) { middle = merge(middle, $0) }
        root = merge(merge(before, middle), after)
        root?.parent = nil
    }

    /// Row `row` leaves.
    func remove(at row: Int) {
        cut(at: row)
        cut(at: row + 1)
        let (before, rest) = split(root, row)
        let (taken, after) = split(rest, 1)
        if let taken { unregister(taken) }
        root = merge(before, after)
        root?.parent = nil
    }

    // MARK: The treap

    /// Makes a run start at row `row`: the run `row` falls inside is cut in two there, its
    /// second part a node of its own with a priority of its own, put in as an insert is.
    private func cut(at row: Int) {
        guard row > 0, var node = root, row < node.size else { return }
        var offset = row
        while true {
            let leftSize = node.left?.size ?? 0
            if offset < leftSize, let left = node.left {
                node = left
            } else if offset >= leftSize + node.weight, let right = node.right {
                offset -= leftSize + node.weight
                node = right
            } else {
                offset -= leftSize
                break
            }
        }
        guard offset > 0 else { return }
        let rest = Node(node.kind, weight: node.weight - offset, priority: random.next())
        if case .numbered(let shape, let first) = node.kind { rest.kind = .numbered(shape, first: first + offset) }
        register(rest)
        node.weight = offset
        if case .numbered(let shape, let first) = node.kind, let runs = numbered[shape] {
            // Its numbers end sooner now: put back under its new end.
            runs.remove(node)
            runs.insert(node, first: first)
        }
        var above: Node? = node
        while let changed = above {
            changed.size -= rest.weight
            above = changed.parent
        }
        let (before, after) = split(root, row)
        root = merge(merge(before, rest), after)
        root?.parent = nil
    }

    /// The first `count` rows of `node`'s subtree, and the rest; `count` falls between two
    /// runs (see ``cut(at:)``).
    private func split(_ node: Node?, _ count: Int) -> (Node?, Node?) {
        guard let node else { return (nil, nil) }
        let leftSize = node.left?.size ?? 0
        if count <= leftSize {
            let (a, b) = split(node.left, count)
            node.left = b
            node.update()
            a?.parent = nil
            node.parent = nil
            return (a, node)
        }
        assert(count >= leftSize + node.weight, "RowPositions.split: inside a run")
        let (a, b) = split(node.right, count - leftSize - node.weight)
        node.right = a
        node.update()
        b?.parent = nil
        node.parent = nil
        return (node, b)
    }

    private func merge(_ a: Node?, _ b: Node?) -> Node? {
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

    private func register(_ node: Node) {
        switch node.kind {
        case .anonymous: break
        case .id(let id):
            if byID[id] == nil { byID[id] = node } else { sharing[id, default: []].append(node) }
        case .numbered(let shape, let first):
            let runs = numbered[shape] ?? NumberedRuns()
            numbered[shape] = runs
            runs.insert(node, first: first)
        }
    }

    private func unregister(_ node: Node) {
        switch node.kind {
        case .anonymous: break
        case .id(let id):
            if byID[id] === node {
                if var others = sharing[id], !others.isEmpty {
                    byID[id] = others.removeLast()
                    sharing[id] = others.isEmpty ? nil : others
                } else {
                    byID[id] = nil
                }
            } else if var others = sharing[id] {
                others.removeAll { $0 === node }
                sharing[id] = others.isEmpty ? nil : others
            }
        case .numbered(let shape, _):
            numbered[shape]?.remove(node)
            if numbered[shape]?.isEmpty == true { numbered[shape] = nil }
        }
    }
}
