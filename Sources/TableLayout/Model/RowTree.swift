import Synchronization

/// The items of a ``RowList`` in a balanced tree (a treap ordered by position, heap-ordered
/// by random priorities), each node knowing the rows and items below it.
///
/// Finding row *i*, inserting and removing are O(log items). Nodes are shared between
/// copies of a list and copied only when shared (copy on write, node by node): a list that
/// is the only owner of its tree — a live table's — changes it in place, with no
/// allocation but the new node.
final class RowTreeNode: @unchecked Sendable {
    // Mutated only while uniquely referenced (see `RowTree.unique`), so sharing is safe.
    var item: RowList.Item {
        didSet { itemRows = item.count }
    }
    /// `item.count`, kept: reading it from the enum copies the generator out of its box.
    private(set) var itemRows: Int
    let priority: UInt64
    var left: RowTreeNode?
    var right: RowTreeNode?
    /// Rows in this subtree.
    private(set) var rowCount: Int
    /// Items in this subtree.
    private(set) var itemCount: Int

    init(_ item: RowList.Item, priority: UInt64, left: RowTreeNode?, right: RowTreeNode?) {
        self.item = item
        itemRows = item.count
        self.priority = priority
        self.left = left
        self.right = right
        rowCount = 0
        itemCount = 0
        updateCounts()
    }

    func updateCounts() {
        rowCount = (left?.rowCount ?? 0) + itemRows + (right?.rowCount ?? 0)
        itemCount = (left?.itemCount ?? 0) + 1 + (right?.itemCount ?? 0)
    }

    func copy() -> RowTreeNode {
        RowTreeNode(item, priority: priority, left: left, right: right)
    }
}

enum RowTree {
    /// A pseudo-random priority: SplitMix64 over a shared counter. (The system generator
    /// would cost a system call per insert; a treap only needs priorities that do not
    /// depend on the items' order.)
    static func randomPriority() -> UInt64 {
        var z = priorityCounter.wrappingAdd(0x9E37_79B9_7F4A_7C15, ordering: .relaxed).newValue
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private static let priorityCounter = Atomic<UInt64>(0)

    /// `node`, itself if no one else holds it, else a copy that may be changed.
    @inline(__always)
    static func unique(_ node: inout RowTreeNode) {
        if !isKnownUniquelyReferenced(&node) { node = node.copy() }
    }

    /// A tree of `items` in order, in O(items): the Cartesian tree of random priorities,
    /// built with a stack of the rightmost path.
    static func build(_ items: [RowList.Item]) -> RowTreeNode? {
        let priorities = items.map { _ in randomPriority() }
        // Children are linked first by index, nodes made bottom-up once the shape is known.
        var left = [Int](repeating: -1, count: items.count)
        var right = [Int](repeating: -1, count: items.count)
        var path: [Int] = []
        for i in items.indices {
            var last = -1
            while let top = path.last, priorities[top] < priorities[i] {
                last = top
                path.removeLast()
            }
            left[i] = last
            if let top = path.last { right[top] = i }
            path.append(i)
        }
        guard let root = path.first else { return nil }
        func make(_ i: Int) -> RowTreeNode? {
            guard i >= 0 else { return nil }
            return RowTreeNode(items[i], priority: priorities[i], left: make(left[i]), right: make(right[i]))
        }
        return make(root)
    }

    /// All of `a`, then all of `b`.
    static func merge(_ a: consuming RowTreeNode?, _ b: consuming RowTreeNode?) -> RowTreeNode? {
        guard var a = consume a else { return b }
        guard var b = consume b else { return a }
        if a.priority >= b.priority {
            unique(&a)
            let right = a.right.take()
            a.right = merge(consume right, consume b)
            a.updateCounts()
            return a
        }
        unique(&b)
        let left = b.left.take()
        b.left = merge(consume a, consume left)
        b.updateCounts()
        return b
    }

    /// The first `rows` rows, and the rest; an item that straddles the cut is sliced.
    static func split(_ tree: consuming RowTreeNode?, rows: Int) -> (RowTreeNode?, RowTreeNode?) {
        guard var node = consume tree else { return (nil, nil) }
        unique(&node)
        let leftRows = node.left?.rowCount ?? 0
        if rows <= leftRows {
            let left = node.left.take()
            let (a, b) = split(consume left, rows: rows)
            node.left = b
            node.updateCounts()
            return (a, node)
        }
        let afterItem = leftRows + node.itemRows
        if rows >= afterItem {
            let right = node.right.take()
            let (a, b) = split(consume right, rows: rows - afterItem)
            node.right = a
            node.updateCounts()
            return (node, b)
        }
        // The cut falls inside this node's item: each side keeps a slice of it.
        let cut = rows - leftRows
        let tail = RowTreeNode(node.item.slice(cut..<node.itemRows), priority: node.priority, left: nil, right: node.right.take())
        node.item = node.item.slice(0..<cut)
        node.updateCounts()
        return (node, tail)
    }

    /// A priority for a piece of `node`'s item that goes below it: random, but never above
    /// `node`'s (heap order). Ties are rare where it matters: a node high in the tree has a
    /// high priority.
    private static func priority(below node: RowTreeNode) -> UInt64 {
        min(randomPriority(), node.priority)
    }

    /// Puts `new` (a node without children) before row `rows`, in one descent: the path is
    /// walked down to where `new`'s priority belongs and only the subtree below is split —
    /// a treap insert, not a split and two merges of the whole tree. Returns the new tree.
    ///
    /// Subtrees are taken out and put back rather than passed `inout`: a class property
    /// passed `inout` down a recursion stays under exclusivity checking at every level.
    static func insert(_ new: RowTreeNode, at rows: Int, into tree: consuming RowTreeNode?) -> RowTreeNode {
        guard var node = consume tree else { return new }
        if new.priority > node.priority {
            (new.left, new.right) = split(consume node, rows: rows)
            new.updateCounts()
            return new
        }
        unique(&node)
        let leftRows = node.left?.rowCount ?? 0
        if rows <= leftRows {
            node.left = insert(new, at: rows, into: node.left.take())
        } else if rows >= leftRows + node.itemRows {
            node.right = insert(new, at: rows - leftRows - node.itemRows, into: node.right.take())
        } else {
            // Inside this node's item: it keeps the head, the tail follows `new`.
            let cut = rows - leftRows
            let tail = RowTreeNode(node.item.slice(cut..<node.itemRows), priority: priority(below: node), left: nil, right: nil)
            node.item = node.item.slice(0..<cut)
            node.right = insert(new, at: 0, into: insert(tail, at: 0, into: node.right.take()))
        }
        node.updateCounts()
        return node
    }

    /// Takes row `row` out, returning it as a one-row item, and the new tree; with
    /// `replacement`, puts the one-row item it makes of the taken one in its place. One
    /// descent: an item the row was the whole of is replaced or unlinked, a generator is
    /// trimmed, or cut in two when the row is in its middle.
    static func takeRow(_ row: Int, from tree: consuming RowTreeNode?,
                        replacement: ((RowList.Item) -> RowList.Item)?) -> (taken: RowList.Item, tree: RowTreeNode?) {
        guard var node = consume tree else { preconditionFailure("RowTree: row out of range") }
        unique(&node)
        let leftRows = node.left?.rowCount ?? 0
        let taken: RowList.Item
        if row < leftRows {
            (taken, node.left) = takeRow(row, from: node.left.take(), replacement: replacement)
        } else if row >= leftRows + node.itemRows {
            (taken, node.right) = takeRow(row - leftRows - node.itemRows, from: node.right.take(), replacement: replacement)
        } else {
            let count = node.itemRows, cut = row - leftRows
            if count == 1 {
                taken = node.item
                guard let replacement else { return (taken, merge(node.left.take(), node.right.take())) }
                node.item = replacement(taken)
            } else {
                taken = node.item.slice(cut..<cut + 1)
                let tail = cut + 1 < count ? node.item.slice(cut + 1..<count) : nil
                var pieces = [tail, replacement.map { $0(taken) }].compactMap { $0 }
                node.item = cut > 0 ? node.item.slice(0..<cut) : pieces.removeLast()
                // The pieces after the kept one go first in the right subtree, last inserted first.
                var right = node.right.take()
                for piece in pieces {
                    right = insert(RowTreeNode(piece, priority: priority(below: node), left: nil, right: nil), at: 0, into: right)
                }
                node.right = right
            }
        }
        node.updateCounts()
        return (taken, node)
    }

    /// The item holding row `index`, and the row's offset in it.
    static func locate(_ root: RowTreeNode, _ index: Int) -> (item: RowList.Item, offset: Int) {
        var node = root
        var index = index
        while true {
            let leftRows = node.left?.rowCount ?? 0
            if index < leftRows, let left = node.left {
                node = left
            } else if index < leftRows + node.itemRows {
                return (node.item, index - leftRows)
            } else if let right = node.right {
                index -= leftRows + node.itemRows
                node = right
            } else {
                preconditionFailure("RowTree: row out of range")
            }
        }
    }

    /// Calls `body` with every item in order, and the index of its first row.
    static func forEach(_ root: RowTreeNode?, _ body: (RowList.Item, Int) -> Void) {
        var stack: [RowTreeNode] = []
        var node = root
        var start = 0
        while node != nil || !stack.isEmpty {
            while let current = node {
                stack.append(current)
                node = current.left
            }
            let current = stack.removeLast()
            body(current.item, start)
            start += current.itemRows
            node = current.right
        }
    }

    /// Checks the counts and the heap order of every node (for tests).
    static func checkInvariants(_ node: RowTreeNode?) -> Bool {
        guard let node else { return true }
        let rows = (node.left?.rowCount ?? 0) + node.item.count + (node.right?.rowCount ?? 0)
        let items = (node.left?.itemCount ?? 0) + 1 + (node.right?.itemCount ?? 0)
        guard rows == node.rowCount, items == node.itemCount, node.item.count > 0 else { return false }
        guard (node.left?.priority ?? 0) <= node.priority, (node.right?.priority ?? 0) <= node.priority else { return false }
        return checkInvariants(node.left) && checkInvariants(node.right)
    }
}
