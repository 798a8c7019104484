/// A node of ``RowTree``: a leaf holds items, an inner node holds children, each beside
/// its row count, so a descent reads the counts of one node contiguously and touches no
/// child it does not enter.
///
/// Nodes are shared between copies of a list and copied only when shared (copy on write,
/// node by node): a list that is the only owner of its tree — a live table's — changes it
/// in place.
final class RowTreeNode: @unchecked Sendable {
    // Mutated only while reached through unique references (see `RowTree.edit`), so
    // sharing is safe.
    struct Entry {
        var item: RowList.Item
        /// `item.count`, kept: reading it from the enum copies the generator out of its box.
        var rows: Int
    }

    struct Child {
        var node: RowTreeNode
        var rows: Int
    }

    // An edit reaches these through a chain of uniquely held nodes and never holds two
    // accesses to one node at once; dynamic exclusivity checks on every access cost about a
    // tenth of the tree's time (alternated runs of the bench's edits on the tree alone).
    /// A leaf's items; empty in an inner node.
    @exclusivity(unchecked) var entries: [Entry]
    /// An inner node's children; empty in a leaf.
    @exclusivity(unchecked) var children: [Child]
    /// Rows below this node.
    var rowCount: Int

    init(entries: [Entry]) {
        self.entries = entries
        children = []
        rowCount = entries.reduce(0) { $0 + $1.rows }
    }

    init(children: [Child]) {
        entries = []
        self.children = children
        rowCount = children.reduce(0) { $0 + $1.rows }
    }

    var isLeaf: Bool { children.isEmpty }
    /// Entries in a leaf, children in an inner node.
    var width: Int { isLeaf ? entries.count : children.count }

    func copy() -> RowTreeNode {
        isLeaf ? RowTreeNode(entries: entries) : RowTreeNode(children: children)
    }

    /// Moves the second half of this node's entries or children into a new node.
    func splitOff() -> RowTreeNode {
        let half = width / 2
        let right: RowTreeNode
        if isLeaf {
            right = RowTreeNode(entries: Array(entries[half...]))
            entries.removeSubrange(half...)
        } else {
            right = RowTreeNode(children: Array(children[half...]))
            children.removeSubrange(half...)
        }
        rowCount -= right.rowCount
        return right
    }

    /// Takes all of `right`'s entries or children (a node at the same depth).
    func absorb(_ right: RowTreeNode) {
        entries += right.entries
        children += right.children
        rowCount += right.rowCount
    }

    /// Moves entries or children between this node and `right` (at the same depth) until
    /// both hold about half.
    func share(with right: RowTreeNode) {
        let total = width + right.width
        absorb(right)
        let moved = splitOff()
        right.entries = moved.entries
        right.children = moved.children
        right.rowCount = moved.rowCount
        assert(width + right.width == total)
    }
}
