#!/usr/bin/env python3
"""Draws docs/performance.md's charts from `tablesnap bench --json`, as plain SVG (no
dependency beyond Python), so the charts are redrawn from a run, never pasted:

    .build/release/tablesnap bench --rows 100000 --rows 1000000 --rows 10000000 \
        --rows 100000000 --json > docs/images/bench.json
    python3 scripts/perf-charts.py docs/images/bench.json docs/images

writes cost-by-rows.svg (each layout operation's median against the rows, 1e5 to 1e8, log
scales, the floors dashed) and against-floor.svg (each operation's time over its floor's,
measured in the same run: 1× is the floor).
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
    largest = report["layout"][-1]
    for op in largest["operations"]:
        if "timesFloor" in op:
            bars.append((f'{op["operation"]}, {largest["rows"]:,} rows', op["timesFloor"], op["floor"]))
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


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: perf-charts.py BENCH.json OUTPUT-FOLDER")
    report = json.loads(Path(sys.argv[1]).read_text())
    folder = Path(sys.argv[2])
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "cost-by-rows.svg").write_text(cost_by_rows(report))
    (folder / "against-floor.svg").write_text(against_floor(report))
    print(f"wrote {folder / 'cost-by-rows.svg'} and {folder / 'against-floor.svg'}")


if __name__ == "__main__":
    main()
