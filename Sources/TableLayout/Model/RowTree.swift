/// The items of a ``RowList`` in an immutable, balanced tree (a treap ordered by position,
/// heap-ordered by random priorities), each node knowing the rows and items below it.
///
/// Finding row *i*, inserting and removing are O(log items) with path copying, so a list
/// shares all untouched nodes with its copies: value semantics without copying the items.
final class RowTreeNode: Sendable {
    let item: RowList.Item
    let priority: UInt64
    let left: RowTreeNode?
    let right: RowTreeNode?
    /// Rows in this subtree.
    let rowCount: Int
    /// Items in this subtree.
    let itemCount: Int

    init(_ item: RowList.Item, priority: UInt64, left: RowTreeNode?, right: RowTreeNode?) {
        self.item = item
        self.priority = priority
        self.left = left
        self.right = right
        rowCount = (left?.rowCount ?? 0) + item.count + (right?.rowCount ?? 0)
        itemCount = (left?.itemCount ?? 0) + 1 + (right?.itemCount ?? 0)
    }

    func with(left: RowTreeNode?, right: RowTreeNode?) -> RowTreeNode {
        RowTreeNode(item, priority: priority, left: left, right: right)
    }
}

enum RowTree {
    static func randomPriority() -> UInt64 { UInt64.random(in: 0...UInt64.max) }

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
    static func merge(_ a: RowTreeNode?, _ b: RowTreeNode?) -> RowTreeNode? {
        guard let a else { return b }
        guard let b else { return a }
        if a.priority >= b.priority {
            return a.with(left: a.left, right: merge(a.right, b))
        }
        return b.with(left: merge(a, b.left), right: b.right)
    }

    /// The first `rows` rows, and the rest; an item that straddles the cut is sliced.
    static func split(_ node: RowTreeNode?, rows: Int) -> (RowTreeNode?, RowTreeNode?) {
        guard let node else { return (nil, nil) }
        let leftRows = node.left?.rowCount ?? 0
        if rows <= leftRows {
            let (a, b) = split(node.left, rows: rows)
            return (a, node.with(left: b, right: node.right))
        }
        let afterItem = leftRows + node.item.count
        if rows >= afterItem {
            let (a, b) = split(node.right, rows: rows - afterItem)
            return (node.with(left: node.left, right: a), b)
        }
        // The cut falls inside this node's item: each side keeps a slice of it.
        let cut = rows - leftRows
        let head = RowTreeNode(node.item.slice(0..<cut), priority: node.priority, left: node.left, right: nil)
        let tail = RowTreeNode(node.item.slice(cut..<node.item.count), priority: node.priority, left: nil, right: node.right)
        return (head, tail)
    }

    /// The item holding row `index`, and the row's offset in it.
    static func locate(_ root: RowTreeNode, _ index: Int) -> (item: RowList.Item, offset: Int) {
        var node = root
        var index = index
        while true {
            let leftRows = node.left?.rowCount ?? 0
            if index < leftRows, let left = node.left {
                node = left
            } else if index < leftRows + node.item.count {
                return (node.item, index - leftRows)
            } else if let right = node.right {
                index -= leftRows + node.item.count
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
            start += current.item.count
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
