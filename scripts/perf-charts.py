#!/usr/bin/env python3
"""Draws docs/performance.md's charts from `tablesnap bench --json`, as plain SVG (no
dependency beyond Python), so the charts are redrawn from a run, never pasted:

    .build/release/tablesnap bench --rows 100000 --rows 1000000 --rows 10000000 \
        --rows 100000000 --json > docs/images/bench.json
    python3 scripts/perf-charts.py docs/images/bench.json docs/images

writes cost-by-rows.svg (each layout operation's median against the rows, 1e5 to 1e8, log
scales, the floors dashed) and against-floor.svg (each operation's time over its floor's,
measured in the same run: 1× is the floor). With `--doc docs/performance.md` it also rewrites
the figures tables between that file's `<!-- bench:begin -->` and `<!-- bench:end -->`
markers from the same run, so the tables and the charts always show one run.
"""
import json
import math
import sys
from pathlib import Path

COLOURS = ["#0a64d8", "#d8400a", "#2f9e44", "#8e44ad", "#c29100", "#17a2b8", "#6c757d", "#e83e8c"]
FONT = 'font-family="Helvetica, Arial, sans-serif"'


def esc(text):
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def duration(ns):
    for unit, scale in (("s", 1e9), ("ms", 1e6), ("µs", 1e3)):
        if ns >= scale:
            return f"{ns / scale:g} {unit}"
    return f"{ns:g} ns"


def decades(low, high):
    return list(range(math.floor(math.log10(low)), math.ceil(math.log10(high)) + 1))


def cost_by_rows(report):
    layout = report["layout"]
    rows = [entry["rows"] for entry in layout]
    series = {}
    for entry in layout:
        for op in entry["operations"]:
            series.setdefault(op["operation"], []).append((entry["rows"], op["medianNs"]))
            if "floorMedianNs" in op:
                series.setdefault(f'{op["operation"]} — floor: {op["floor"]}', []).append((entry["rows"], op["floorMedianNs"]))
    values = [v for points in series.values() for _, v in points if v > 0]
    width, height, left, right, top, bottom = 860, 460, 70, 300, 40, 50
    xs, ys = decades(min(rows), max(rows)), decades(min(values), max(values))

    def x(r):
        return left + (math.log10(r) - xs[0]) / max(1, xs[-1] - xs[0]) * (width - left - right)

    def y(v):
        return height - bottom - (math.log10(v) - ys[0]) / max(1, ys[-1] - ys[0]) * (height - top - bottom)

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" {FONT} font-size="12">',
           f'<rect width="{width}" height="{height}" fill="white"/>',
           f'<text x="{left}" y="22" font-size="14" font-weight="bold">Layout operations: median against rows (log–log)</text>']
    for d in xs:
        out.append(f'<line x1="{x(10**d):.1f}" y1="{top}" x2="{x(10**d):.1f}" y2="{height - bottom}" stroke="#ddd"/>')
        out.append(f'<text x="{x(10**d):.1f}" y="{height - bottom + 18}" text-anchor="middle">1e{d}</text>')
    for d in ys:
        out.append(f'<line x1="{left}" y1="{y(10**d):.1f}" x2="{width - right}" y2="{y(10**d):.1f}" stroke="#ddd"/>')
        out.append(f'<text x="{left - 6}" y="{y(10**d) + 4:.1f}" text-anchor="end">{esc(duration(10**d))}</text>')
    out.append(f'<text x="{(left + width - right) / 2}" y="{height - 12}" text-anchor="middle">rows</text>')
    base = [name for name in series if " — floor" not in name]
    for k, name in enumerate(series):
        owner = name.split(" — floor")[0]
        colour = COLOURS[base.index(owner) % len(COLOURS)]
        dash = ' stroke-dasharray="5,4"' if " — floor" in name else ""
        points = " ".join(f"{x(r):.1f},{y(v):.1f}" for r, v in series[name] if v > 0)
        out.append(f'<polyline points="{points}" fill="none" stroke="{colour}" stroke-width="2"{dash}/>')
        for r, v in series[name]:
            if v > 0:
                out.append(f'<circle cx="{x(r):.1f}" cy="{y(v):.1f}" r="2.5" fill="{colour}"/>')
        ly = top + 10 + 18 * k
        out.append(f'<line x1="{width - right + 16}" y1="{ly}" x2="{width - right + 40}" y2="{ly}" stroke="{colour}" stroke-width="2"{dash}/>')
        out.append(f'<text x="{width - right + 46}" y="{ly + 4}">{esc(name)}</text>')
    out.append("</svg>")
    return "\n".join(out)


def against_floor(report):
    bars = []
    for entry in report["layout"][-2:]:  # the two largest sizes
        for op in entry["operations"]:
            if "timesFloor" in op:
                bars.append((f'{op["operation"]}, {entry["rows"]:,} rows', op["timesFloor"], op["floor"]))
    for live in report.get("live", []):
        if "timesFloor" in live:
            bars.append((f'{live["operation"]}, {live["rows"]:,} rows', live["timesFloor"], live["floor"]))
    json_loads = [d for d in report.get("data", []) if "timesFloor" in d]
    if json_loads:
        d = json_loads[-1]
        bars.append((f'load JSON feed, {d["elements"]:,} elements (CPU)', d["timesFloor"], d["floor"]))
    render = report.get("render", {})
    if "timesFloor" in render:
        bars.append(("PNG encode of a 1170 × 2532 render (CPU)", render["timesFloor"], render["floor"]))
    for process in report.get("startup", []):
        if "timesFloor" in process:
            bars.append((f'process: {process["process"]} (CPU)', process["timesFloor"], process["floor"]))
    width, row, left, right, top = 860, 30, 330, 60, 50
    height = top + row * len(bars) + 40
    high = max([b[1] for b in bars] + [2])
    limit = 10 ** math.ceil(math.log10(high))
    low = min([b[1] for b in bars] + [1])
    floor_decade = 10 ** math.floor(math.log10(low)) if low < 1 else 1

    def x(v):
        return left + (math.log10(v) - math.log10(floor_decade)) / (math.log10(limit) - math.log10(floor_decade)) * (width - left - right)

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" {FONT} font-size="12">',
           f'<rect width="{width}" height="{height}" fill="white"/>',
           f'<text x="10" y="22" font-size="14" font-weight="bold">Each operation against its floor, same run (1× = the floor; log scale)</text>']
    tick = floor_decade
    while tick <= limit:
        for m in (1, 2, 5):
            v = tick * m
            if floor_decade <= v <= limit:
                out.append(f'<line x1="{x(v):.1f}" y1="{top - 8}" x2="{x(v):.1f}" y2="{height - 30}" stroke="{"#999" if v == 1 else "#e5e5e5"}"/>')
                out.append(f'<text x="{x(v):.1f}" y="{height - 14}" text-anchor="middle">{v:g}×</text>')
        tick *= 10
    for k, (label, times, floor) in enumerate(bars):
        yy = top + row * k
        colour = COLOURS[0] if times > 1 else COLOURS[2]
        x0, x1 = sorted((x(1), x(times)))
        out.append(f'<text x="{left - 8}" y="{yy + 15}" text-anchor="end">{esc(label)}</text>')
        out.append(f'<rect x="{x0:.1f}" y="{yy + 4}" width="{max(1, x1 - x0):.1f}" height="{row - 10}" fill="{colour}"/>')
        out.append(f'<text x="{x1 + 4:.1f}" y="{yy + 15}">{times:g}× {esc(floor)}</text>')
    out.append("</svg>")
    return "\n".join(out)


def ns(value):
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "–"
    for unit, scale in (("s", 1e9), ("ms", 1e6), ("µs", 1e3)):
        if value >= scale:
            return f"{value / scale:.3g} {unit}"
    return f"{value:.3g} ns"


def times(value):
    if value is None:
        return "–"
    return f"{value:,.0f}×" if value >= 100 else f"{value:.2f}×"


def tables(report):
    out = ["Layout, the median of single operations (batches of 64 for lookups); `× floor` is tablesnap's time "
           "over the floor's, `× baseline` the prefix-sum arrays' time over tablesnap's (above 1: tablesnap faster):", "",
           "| rows | operation | tablesnap | floor | × floor | prefix-sum baseline | × baseline |", "|---|---|---|---|---|---|---|"]
    for entry in report["layout"]:
        for op in entry["operations"]:
            floor = f'{ns(op["floorMedianNs"])} ({op["floor"]})' if "floorMedianNs" in op else ""
            out.append(f'| {entry["rows"]:,} | {op["operation"]} | {ns(op["medianNs"])} | {floor} | '
                       f'{times(op.get("timesFloor")) if floor else ""} | {ns(op.get("baselineMedianNs"))} | {times(op.get("ratio"))} |')
        out.append(f'| {entry["rows"]:,} | bytes per row | {entry["bytesPerRow"]:.1f} | | | {entry["baselineBytesPerRow"]:.1f} | |')
    out += ["", "Live tables, a batch of 1,000 random edits (insert, delete, move, height) with its events:", "",
            "| rows | operation | tablesnap | floor | × floor | baseline | × baseline |", "|---|---|---|---|---|---|---|"]
    for live in report.get("live", []):
        floor = f'{ns(live["floorMedianNs"])} ({live["floor"]})' if "floorMedianNs" in live else ""
        base = live.get("baselineMedianNs")
        ratio = times(base / live["medianNs"]) if base else ""
        out.append(f'| {live["rows"]:,} | {live["operation"]} | {ns(live["medianNs"])} | {floor} | '
                   f'{times(live.get("timesFloor")) if floor else ""} | {ns(base) + " (" + live["baseline"] + ")" if base else ""} | {ratio} |')
    out += ["", "Data feeds loaded from a file through the config loader (wall time; CPU = the thread's CPU time, "
            "which the floor is compared in):", "",
            "| elements | format | tablesnap | CPU | floor (CPU) | × floor | JSONSerialization | × baseline |",
            "|---|---|---|---|---|---|---|---|"]
    for d in report.get("data", []):
        floor = (f'{ns(d["floorMedianNs"])} ({d["floor"]})' if "floorMedianNs" in d
                 else f'skipped: {d["floorSkipped"]}' if "floorSkipped" in d else "")
        out.append(f'| {d["elements"]:,} | {d["format"]} ({d["fileBytes"] // 1024:,} KiB) | {ns(d["loadMedianNs"])} | '
                   f'{ns(d.get("loadCPUMedianNs"))} | {floor} | {times(d.get("timesFloor")) if "timesFloor" in d else ""} | '
                   f'{ns(d["baselineMedianNs"])} | {times(d["ratio"])} |')
    render, diff = report.get("render", {}), report.get("diff", {})
    out += ["", f'Render of a 390 × 844 pt viewport at 3x ({render.get("rows")} rows, PNG {render.get("pngBytes", 0) // 1024} KiB) '
            f'and diff of two 1170 × 2532 renders ({diff.get("differentPixels")} pixels differ):', "",
            "| operation | tablesnap | floor (CPU) | × floor |", "|---|---|---|---|",
            f'| draw | {ns(render.get("drawMedianNs"))} | | |',
            f'| PNG encode (wall) | {ns(render.get("encodeMedianNs"))} | | |',
            f'| PNG encode (CPU) | {ns(render.get("encodeCPUMedianNs"))} | '
            + (f'{ns(render["floorMedianNs"])} ({render["floor"]})' if "floorMedianNs" in render else f'skipped: {render.get("floorSkipped", "")}')
            + f' | {times(render.get("timesFloor")) if "timesFloor" in render else ""} |',
            f'| PNG decode (each) | {ns(diff.get("decodeMedianNs"))} | | |',
            f'| compare | {ns(diff.get("compareMedianNs"))} | | |']
    if report.get("startup"):
        out += ["", "Whole processes, run in turn with their floors (CPU = user + system of the child, the median):", "",
                "| process | CPU | wall | floor | floor CPU | floor wall | × floor (CPU) |", "|---|---|---|---|---|---|---|"]
        for p in report["startup"]:
            out.append(f'| `tablesnap {p["process"].split(",")[0]}`{", " + p["process"].split(", ")[1] if ", " in p["process"] else ""} | '
                       f'{ns(p["cpuMedianNs"])} | {ns(p["wallMedianNs"])} | {p["floor"]} | {ns(p.get("floorCPUMedianNs"))} | '
                       f'{ns(p.get("floorWallMedianNs"))} | {times(p.get("timesFloor"))} |')
    return "\n".join(out)


def rewrite(doc, block):
    text = doc.read_text()
    begin, end = "<!-- bench:begin -->", "<!-- bench:end -->"
    if begin not in text or end not in text:
        sys.exit(f"{doc}: no {begin} … {end} markers")
    head, rest = text.split(begin, 1)
    _, tail = rest.split(end, 1)
    doc.write_text(head + begin + "\n" + block + "\n" + end + tail)


def main():
    args = sys.argv[1:]
    doc = None
    if "--doc" in args:
        at = args.index("--doc")
        doc = Path(args[at + 1])
        del args[at:at + 2]
    if len(args) != 2:
        sys.exit("usage: perf-charts.py BENCH.json OUTPUT-FOLDER [--doc docs/performance.md]")
    report = json.loads(Path(args[0]).read_text())
    if doc:
        rewrite(doc, tables(report))
    folder = Path(args[1])
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "cost-by-rows.svg").write_text(cost_by_rows(report))
    (folder / "against-floor.svg").write_text(against_floor(report))
    print(f"wrote {folder / 'cost-by-rows.svg'} and {folder / 'against-floor.svg'}")


if __name__ == "__main__":
    main()
