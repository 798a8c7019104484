import TableConfig
import TableLayout

/// The JSON shapes of `tablesnap query` (docs/cli.md): a viewport's rows, headers and footers,
/// one row's frame, a header's. Also what `assertGeometrySnapshot` records.
public enum QueryJSON {
    public static func row(_ frame: RowFrame) -> DataValue {
        .object([("section", .number(Double(frame.section))), ("row", .number(Double(frame.row))),
                 ("y", .number(frame.y)), ("height", .number(frame.height))])
    }

    /// A row under a point: its frame, the part hit, its id and tag (null when it has none).
    public static func hit(_ hit: RowHit) -> DataValue {
        let frame = hit.frame
        return .object([("section", .number(Double(frame.section))), ("row", .number(Double(frame.row))),
                        ("y", .number(frame.y)), ("height", .number(frame.height)), ("part", .string(hit.part.rawValue)),
                        ("id", hit.id.map(DataValue.string) ?? .null), ("tag", hit.tag.map(DataValue.string) ?? .null)]
                       + (hit.element == nil && hit.action == nil ? []
                          : [("element", hit.element.map(DataValue.string) ?? .null), ("action", hit.action.map(DataValue.string) ?? .null)]))
    }

    /// `--scroll-to`: the row, the position asked for and the offset reached.
    public static func scroll(_ indexPath: RowPath, position: ScrollPosition, offset: Double) -> DataValue {
        .object([("section", .number(Double(indexPath.section))), ("row", .number(Double(indexPath.row))),
                 ("position", .string(position.rawValue)), ("offset", .number(offset))])
    }

    public static func header(_ frame: SectionBandFrame) -> DataValue {
        .object([("section", .number(Double(frame.section))), ("y", .number(frame.y)),
                 ("height", .number(frame.height)), ("pinned", .bool(frame.isPinned))])
    }

    public static func footer(_ frame: SectionBandFrame) -> DataValue {
        .object([("section", .number(Double(frame.section))), ("y", .number(frame.y)), ("height", .number(frame.height))])
    }

    /// `query`'s answer for a viewport: ``visible(_:)`` and the table's
    /// `contentPreferredMaxWidth` (GPJ's; 0 when no row sets `preferredMaxWidth`).
    public static func visible(_ visible: VisibleItems, contentPreferredMaxWidth: Double) -> DataValue {
        var fields = visibleFields(visible)
        fields.insert(("contentPreferredMaxWidth", .number(contentPreferredMaxWidth)), at: 1)
        return .object(fields)
    }

    public static func visible(_ visible: VisibleItems) -> DataValue {
        .object(visibleFields(visible))
    }

    private static func visibleFields(_ visible: VisibleItems) -> [(key: String, value: DataValue)] {
        [
            ("contentHeight", .number(visible.contentHeight)),
            ("offset", .number(visible.offset)),
            ("viewportHeight", .number(visible.viewportHeight)),
            ("rows", .array(visible.rows.map(row))),
            ("headers", .array(visible.headers.map(header))),
            ("footers", .array(visible.footers.map(footer))),
        ]
    }

    /// ``visible(_:)`` for `viewport` of `geometry`, made as it is written: each of the
    /// three lists walks the viewport again, so no list is held whole (a 1e9-point viewport
    /// of 100 M rows prints in constant memory).
    /// With a `screen`, every y is a screen y (the content's top is `screen.contentTop`) and
    /// the bars follow under `screen`.
    package static func visibleStream(_ geometry: TableGeometry, in viewport: Viewport,
                                     contentPreferredMaxWidth: Double? = nil, screen: ScreenLayout? = nil) -> JSONStream {
        let items = geometry.visibleItemSequence(in: viewport)
        let width: [(String, JSONStream)] = contentPreferredMaxWidth.map { [("contentPreferredMaxWidth", .value(.number($0)))] } ?? []
        let shift = screen?.contentTop ?? 0
        func row(_ frame: RowFrame) -> DataValue { QueryJSON.row(RowFrame(indexPath: frame.indexPath, y: frame.y + shift, height: frame.height)) }
        func header(_ frame: SectionBandFrame) -> DataValue {
            QueryJSON.header(SectionBandFrame(section: frame.section, y: frame.y + shift, height: frame.height, isPinned: frame.isPinned))
        }
        func footer(_ frame: SectionBandFrame) -> DataValue {
            QueryJSON.footer(SectionBandFrame(section: frame.section, y: frame.y + shift, height: frame.height, isPinned: frame.isPinned))
        }
        let bars: [(String, JSONStream)] = screen.map { [("screen", .value(QueryJSON.screen($0)))] } ?? []
        return .object([
            ("contentHeight", .value(.number(geometry.contentHeight))),
        ] + width + [
            ("offset", .value(.number(screen?.offset ?? geometry.clampedOffset(viewport)))),
            ("viewportHeight", .value(.number(viewport.height))),
            ("rows", .array(items.lazy.compactMap { item -> JSONStream? in
                if case .row(let frame) = item { return .value(row(frame)) }
                return nil
            })),
            ("headers", .array(items.lazy.compactMap { item -> JSONStream? in
                if case .header(let frame) = item { return .value(header(frame)) }
                return nil
            })),
            ("footers", .array(items.lazy.compactMap { item -> JSONStream? in
                if case .footer(let frame) = item { return .value(footer(frame)) }
                return nil
            })),
        ] + bars)
    }

    private static func frame(_ frame: ElementFrame?) -> DataValue {
        guard let frame else { return .null }
        return .object([("x", .number(frame.x)), ("y", .number(frame.y)), ("width", .number(frame.width)), ("height", .number(frame.height))])
    }

    /// A bar button: where it is (screen coordinates), its id and action.
    public static func barItem(_ placed: ScreenLayout.PlacedBarItem) -> DataValue {
        var fields: [(key: String, value: DataValue)] = [
            ("bar", .string(placed.place.rawValue)), ("id", placed.item.id.map(DataValue.string) ?? .null),
            ("action", placed.item.action.map(DataValue.string) ?? .null),
            ("title", placed.item.title.map(DataValue.string) ?? .null), ("symbol", placed.item.symbol.map(DataValue.string) ?? .null),
            ("x", .number(placed.frame.x)), ("y", .number(placed.frame.y)),
            ("width", .number(placed.frame.width)), ("height", .number(placed.frame.height)),
        ]
        if placed.place == .tab { fields += [("selected", .bool(placed.isSelected)), ("badge", placed.badge.map(DataValue.string) ?? .null)] }
        return .object(fields)
    }

    /// The screen around the table (docs/screen.md): its bars' frames, the content insets, and every button.
    public static func screen(_ layout: ScreenLayout) -> DataValue {
        .object([
            ("device", .string(layout.device.name)), ("width", .number(layout.width)), ("height", .number(layout.height)),
            ("offset", .number(layout.offset)), ("contentTop", .number(layout.contentTop)), ("visibleTop", .number(layout.visibleTop)),
            ("contentInset", .object([("top", .number(layout.contentInsetTop)), ("bottom", .number(layout.contentInsetBottom))])),
            ("safeArea", .object([("left", .number(layout.safeAreaLeft)), ("right", .number(layout.safeAreaRight))])),
            ("contentX", .number(layout.safeAreaLeft)), ("contentWidth", .number(layout.device.contentWidth)),
            ("statusBar", frame(layout.statusBar)), ("navigationBar", frame(layout.navigationBar)),
            ("largeTitle", frame(layout.largeTitle)), ("searchBar", frame(layout.searchBar)), ("scopeBar", frame(layout.scopeBar)),
            ("toolbar", frame(layout.toolbar)), ("tabBar", frame(layout.tabBar)), ("homeIndicator", frame(layout.homeIndicator)),
            ("inlineTitle", .bool(layout.showsInlineTitle)), ("contentUnderTopBar", .bool(layout.isContentUnderTopBar)),
            ("items", .array(layout.items.map(barItem))),
        ])
    }
}
