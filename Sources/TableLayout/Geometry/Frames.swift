/// A row's address: its section and its index within the section.
public struct RowPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var section: Int
    public var row: Int

    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    public static func < (a: RowPath, b: RowPath) -> Bool {
        (a.section, a.row) < (b.section, b.row)
    }

    public var description: String { "\(section):\(row)" }
}

/// The window onto the content: `[offset, offset + height)`.
public struct Viewport: Equatable, Sendable {
    public var offset: Double
    public var height: Double

    public init(offset: Double = 0, height: Double) {
        self.offset = offset
        self.height = height
    }
}

/// Where a row is, in content coordinates.
public struct RowFrame: Equatable, Sendable {
    public var indexPath: RowPath
    public var y: Double
    public var height: Double

    public init(indexPath: RowPath, y: Double, height: Double) {
        self.indexPath = indexPath
        self.y = y
        self.height = height
    }

    public var section: Int { indexPath.section }
    public var row: Int { indexPath.row }
    public var maxY: Double { y + height }
}

/// Where a section header or footer is drawn. A sticky header's `y` is where it is drawn,
/// which differs from its place in the content while it is `pinned`.
public struct SectionBandFrame: Equatable, Sendable {
    public var section: Int
    public var y: Double
    public var height: Double
    /// Only for headers in the plain style: held at (or pushed up from) the top edge.
    public var isPinned: Bool

    public init(section: Int, y: Double, height: Double, isPinned: Bool) {
        self.section = section
        self.y = y
        self.height = height
        self.isPinned = isPinned
    }

    public var maxY: Double { y + height }
}

/// Where the table's own header or footer is.
public struct TableBandFrame: Equatable, Sendable {
    public var y: Double
    public var height: Double

    public init(y: Double, height: Double) {
        self.y = y
        self.height = height
    }

    public var maxY: Double { y + height }
}

/// What a viewport shows: everything whose drawn span intersects it, in order.
public struct VisibleItems: Equatable, Sendable {
    /// The viewport's offset after clamping to the content.
    public var offset: Double
    public var viewportHeight: Double
    public var contentHeight: Double
    public var tableHeader: TableBandFrame?
    public var rows: [RowFrame]
    public var headers: [SectionBandFrame]
    public var footers: [SectionBandFrame]
    public var tableFooter: TableBandFrame?

    public init(offset: Double, viewportHeight: Double, contentHeight: Double, tableHeader: TableBandFrame?,
                rows: [RowFrame], headers: [SectionBandFrame], footers: [SectionBandFrame], tableFooter: TableBandFrame?) {
        self.offset = offset
        self.viewportHeight = viewportHeight
        self.contentHeight = contentHeight
        self.tableHeader = tableHeader
        self.rows = rows
        self.headers = headers
        self.footers = footers
        self.tableFooter = tableFooter
    }
}

/// What a point hits.
public enum HitTarget: Equatable, Sendable {
    case row(RowFrame)
    case header(SectionBandFrame)
    case footer(SectionBandFrame)
    case tableHeader(TableBandFrame)
    case tableFooter(TableBandFrame)
}
