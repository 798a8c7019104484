/// The items of a ``RowList`` in a B+-tree ordered by position: leaves of up to
/// ``maxWidth`` items, inner nodes of up to ``maxWidth`` children, every leaf at the same
/// depth, each entry beside its row count.
///
/// Finding row *i*, inserting and removing are O(log items) — three or four levels for
/// the tens of thousands of items a long-edited table has. A binary tree of the same items
/// (the treap this replaced) was some twenty dependent reads deep, each a cache miss on a
/// large table.
enum RowTree {
    /// The most entries or children a node holds; one that grows past it splits in two.
    static let maxWidth = 32
    /// The fewest a node other than the root holds; one that shrinks below it merges with
    /// (or borrows from) a neighbour.
    static let minWidth = 8
    /// How full nodes are built, leaving room for inserts before the first split.
    static let builtWidth = 24

    /// A tree of `items` in order, in O(items).
    static func build(_ items: [RowList.Item]) -> RowTreeNode? {
        var level = evenGroups(items.map { RowTreeNode.Entry(item: $0, rows: $0.count) }).map(RowTreeNode.init(entries:))
        while level.count > 1 {
            level = evenGroups(level.map { RowTreeNode.Child(node: $0, rows: $0.rowCount) }).map(RowTreeNode.init(children:))
        }
        return level.first
    }

    /// `elements` cut into runs of at most ``builtWidth``, as even as can be (so each run
    /// holds at least half of it when there are several).
    private static func evenGroups<T>(_ elements: [T]) -> [[T]] {
        guard !elements.isEmpty else { return [] }
        let groups = (elements.count + builtWidth - 1) / builtWidth
        return (0..<groups).map { g in Array(elements[g * elements.count / groups..<(g + 1) * elements.count / groups]) }
    }

    /// Where an edit applies: in front of row `row` (an insert, `row` may be the count), or
    /// at row `row` (a removal or replacement).
    enum Target {
        case before(Int)
        case at(Int)
    }

    /// Walks down to the leaf entry `target` names, calls `change` with the leaf, the
    /// entry's index and the row's offset in it (for an insert between entries, the index
    /// of the entry after and offset 0), then mends the counts on the way back up, splitting
    /// a node that grew too wide and merging one that shrank too far. Nodes on the path are
    /// copied first where shared.
    static func edit<Result>(_ root: inout RowTreeNode?, _ target: Target,
                             _ change: (RowTreeNode, _ entry: Int, _ offset: Int) -> Result) -> Result {
        // An empty list is an empty leaf to an insert (RowList checks the index).
        var node = root.take() ?? RowTreeNode(entries: [])
        if !isKnownUniquelyReferenced(&node) { node = node.copy() }
        let result = edit(node, target, change)
        if node.width > maxWidth {
            let right = node.splitOff()
            node = RowTreeNode(children: [.init(node: node, rows: node.rowCount), .init(node: right, rows: right.rowCount)])
        }
        while !node.isLeaf, node.children.count == 1 { node = node.children[0].node }
        root = node.rowCount > 0 ? node : nil
        return result
    }

    private static func edit<Result>(_ node: RowTreeNode, _ target: Target,
                                     _ change: (RowTreeNode, Int, Int) -> Result) -> Result {
        var offset: Int
        let inserting: Bool
        switch target {
        case .before(let row): (offset, inserting) = (row, true)
        case .at(let row): (offset, inserting) = (row, false)
        }
        if node.isLeaf {
            var e = 0
            while e < node.entries.count, offset >= node.entries[e].rows {
                offset -= node.entries[e].rows
                e += 1
            }
            let result = change(node, e, offset)
            node.rowCount = node.entries.reduce(0) { $0 + $1.rows }
            return result
        }
        // An insert at a child's end goes to that child (the last child takes the list's end).
        var i = 0
        let last = node.children.count - 1
        while i < last, inserting ? offset > node.children[i].rows : offset >= node.children[i].rows {
            offset -= node.children[i].rows
            i += 1
        }
        if !isKnownUniquelyReferenced(&node.children[i].node) { node.children[i].node = node.children[i].node.copy() }
        let child = node.children[i].node
        let result = edit(child, inserting ? .before(offset) : .at(offset), change)
        node.rowCount += child.rowCount - node.children[i].rows
        node.children[i].rows = child.rowCount
        rebalance(node, at: i)
        return result
    }

    /// Splits child `i` of `node` if it grew too wide; merges it with a neighbour, or
    /// shares with one, if it shrank too far.
    private static func rebalance(_ node: RowTreeNode, at i: Int) {
        let child = node.children[i].node
        if child.width > maxWidth {
            let right = child.splitOff()
            node.children[i].rows = child.rowCount
            node.children.insert(.init(node: right, rows: right.rowCount), at: i + 1)
            return
        }
        guard child.width < minWidth, node.children.count > 1 else { return }
        let l = i + 1 < node.children.count ? i : i - 1
        for k in [l, l + 1] where !isKnownUniquelyReferenced(&node.children[k].node) {
            node.children[k].node = node.children[k].node.copy()
        }
        let left = node.children[l].node, right = node.children[l + 1].node
        if left.width + right.width <= maxWidth {
            left.absorb(right)
            node.children.remove(at: l + 1)
        } else {
            left.share(with: right)
            node.children[l + 1].rows = right.rowCount
        }
        node.children[l].rows = left.rowCount
    }

    /// Inserts `item` before row `row`; a generator the row falls inside is cut there.
    static func insert(_ item: RowList.Item, at row: Int, into root: inout RowTreeNode?) {
        edit(&root, .before(row)) { leaf, e, offset in
            let new = RowTreeNode.Entry(item: item, rows: item.count)
            guard offset > 0 else { return leaf.entries.insert(new, at: e) }
            let old = leaf.entries[e]
            leaf.entries[e] = .init(item: old.item.slice(0..<offset), rows: offset)
            leaf.entries.insert(contentsOf: [new, .init(item: old.item.slice(offset..<old.rows), rows: old.rows - offset)], at: e + 1)
        }
    }

    /// Takes row `row` out, returning it as a one-row item; with `replacement`, puts the
    /// one-row item it makes of the taken one in its place. An item the row was the whole
    /// of is replaced or removed, a generator is trimmed, or cut in two when the row is in
    /// its middle.
    static func takeRow(_ row: Int, from root: inout RowTreeNode?,
                        replacement: ((RowList.Item) -> RowList.Item)?) -> RowList.Item {
        edit(&root, .at(row)) { leaf, e, offset in
            let old = leaf.entries[e]
            guard old.rows > 1 else {
                if let replacement {
                    leaf.entries[e].item = replacement(old.item)
                } else {
                    leaf.entries.remove(at: e)
                }
                return old.item
            }
            let taken = old.item.slice(offset..<offset + 1)
            var pieces: [RowTreeNode.Entry] = []
            if offset > 0 { pieces.append(.init(item: old.item.slice(0..<offset), rows: offset)) }
            if let replacement { pieces.append(.init(item: replacement(taken), rows: 1)) }
            if offset + 1 < old.rows { pieces.append(.init(item: old.item.slice(offset + 1..<old.rows), rows: old.rows - offset - 1)) }
            leaf.entries.replaceSubrange(e...e, with: pieces)
            return taken
        }
    }

    /// The item holding row `index`, and the row's offset in it.
    static func locate(_ root: RowTreeNode, _ index: Int) -> (item: RowList.Item, offset: Int) {
        var node = root
        var offset = index
        while !node.isLeaf {
            var i = 0
            while i < node.children.count - 1, offset >= node.children[i].rows {
                offset -= node.children[i].rows
                i += 1
            }
            node = node.children[i].node
        }
        for entry in node.entries {
            if offset < entry.rows { return (entry.item, offset) }
            offset -= entry.rows
        }
        preconditionFailure("RowTree: row out of range")
    }

    /// The leaf entries of a tree in order, walked with a stack of the nodes on the path.
    struct Cursor {
        private var path: [(node: RowTreeNode, next: Int)]

        init(_ root: RowTreeNode?) {
            path = root.map { [($0, 0)] } ?? []
        }

        mutating func next() -> RowTreeNode.Entry? {
            while let (node, next) = path.last {
                if next < node.width {
                    path[path.count - 1].next += 1
                    if node.isLeaf { return node.entries[next] }
                    path.append((node.children[next].node, 0))
                } else {
                    path.removeLast()
                }
            }
            return nil
        }
    }

    /// Calls `body` with every item in order, and the index of its first row.
    static func forEach(_ root: RowTreeNode?, _ body: (RowList.Item, Int) -> Void) {
        var cursor = Cursor(root)
        var start = 0
        while let entry = cursor.next() {
            body(entry.item, start)
            start += entry.rows
        }
    }

    /// Checks every count, every node's width and that all leaves are at one depth (for tests).
    static func checkInvariants(_ root: RowTreeNode?) -> Bool {
        guard let root else { return true }
        func depth(_ node: RowTreeNode, isRoot: Bool) -> Int? {
            guard node.width <= maxWidth, isRoot ? node.width > 0 : node.width >= minWidth else { return nil }
            if node.isLeaf {
                guard node.entries.allSatisfy({ $0.rows == $0.item.count && $0.rows > 0 }),
                      node.rowCount == node.entries.reduce(0, { $0 + $1.rows }) else { return nil }
                return 0
            }
            guard node.children.allSatisfy({ $0.rows == $0.node.rowCount }),
                  node.rowCount == node.children.reduce(0, { $0 + $1.rows }) else { return nil }
            let depths = node.children.map { depth($0.node, isRoot: false) }
            guard let first = depths.first, let d = first, depths.allSatisfy({ $0 == d }) else { return nil }
            return d + 1
        }
        return depth(root, isRoot: true) != nil
    }

    /// The invariants ``checkInvariants(_:)`` checks, on what an edit at row `row` can
    /// change: the nodes on the path down to it (widths, counts, a leaf at the tree's
    /// depth) and the children of each (a split, merge or borrow changes a neighbour of the
    /// path: their widths and the counts kept beside them). O(``maxWidth`` · depth).
    static func checkInvariants(_ root: RowTreeNode?, around row: Int) -> Bool {
        guard let root else { return true }
        var depth = 0
        var leftmost = root
        while !leftmost.isLeaf {
            leftmost = leftmost.children[0].node
            depth += 1
        }
        var node = root, level = 0, remaining = min(max(row, 0), max(root.rowCount - 1, 0))
        while true {
            guard node.width <= maxWidth, node === root ? node.width > 0 : node.width >= minWidth else { return false }
            if node.isLeaf {
                return level == depth && node.entries.allSatisfy({ $0.rows == $0.item.count && $0.rows > 0 })
                    && node.rowCount == node.entries.reduce(0, { $0 + $1.rows })
            }
            let childrenHold = node.children.allSatisfy { child in
                child.rows == child.node.rowCount && child.node.width >= minWidth && child.node.width <= maxWidth
                    && child.node.isLeaf == (level + 1 == depth)
            }
            guard childrenHold, node.rowCount == node.children.reduce(0, { $0 + $1.rows }) else { return false }
            var k = 0
            while k < node.children.count - 1, remaining >= node.children[k].rows {
                remaining -= node.children[k].rows
                k += 1
            }
            node = node.children[k].node
            level += 1
        }
    }
}
