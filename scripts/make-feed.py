#!/usr/bin/env python3
"""Writes a data-bound feed for benchmarks: N elements of four kinds (type, id, two text
fields, some with a height), as minified JSON or YAML, plus a config that binds it by type.

    python3 scripts/make-feed.py 1000000 out/feed        # out/feed.json + out/feed.yaml config
    python3 scripts/make-feed.py 100000 out/feed --yaml  # the data as YAML instead
    python3 scripts/make-feed.py 1000000 out/feed --custom  # bound to a custom cell, automatic heights
"""
import json
import os
import random
import sys

def element(i, rng):
    kind = i % 4
    if kind == 0:
        return {"type": "MessageData", "id": f"m{i}", "title": f"Message {i}", "subtitle": rng.choice(["Ada", "Grace", "Alan", "Edsger"])}
    if kind == 1:
        return {"type": "ColorData", "id": f"c{i}", "title": f"Colour {i}", "hex": "#%06X" % rng.randrange(1 << 24), "height": 60}
    if kind == 2:
        return {"type": "GapData", "id": f"g{i}", "title": "", "note": "gap", "height": rng.choice([8, 12, 20])}
    return {"type": "TextData", "id": f"t{i}", "title": f"Note {i}", "subtitle": "tap to open"}

CONFIG = """width: 390
viewport: {{height: 844, offset: {offset}}}
cells:
  MessageCell: {{style: subtitle, title: "{{title}}", subtitle: "{{subtitle}}", height: 60}}
  ColorCell: {{title: "{{title}}", detail: "{{hex}}", style: value1, height: "{{height}}"}}
  GapCell: {{height: "{{height}}"}}
  TextCell: {{title: "{{title}}", subtitle: "{{subtitle}}", style: subtitle, height: 52}}
data:
  feed: {{file: {data}}}
sections:
  - id: feed
    rows:
      - {{source: feed, id: id}}
"""

# The same feed bound to one custom cell (docs/cells.md) with automatic heights and an
# estimate: docs/performance.md, Custom cells.
CUSTOM_CONFIG = """width: 390
viewport: {{height: 844, offset: {offset}}}
rowHeight: automatic
estimatedRowHeight: 60
cells:
  item:
    content:
      hstack:
        - {{symbol: envelope.fill, tile: systemBlue}}
        - vstack:
            - {{text: "{{title}}", style: headline}}
            - {{text: "{{subtitle}}", style: subheadline, color: secondaryLabel}}
          width: fill
          alignment: fill
        - {{badge: "3"}}
      spacing: 12
      padding: {{top: 10, bottom: 10}}
data:
  feed: {{file: {data}}}
sections:
  - id: feed
    rows: [{{source: feed, cell: item, id: id}}]
"""

def main():
    count = int(sys.argv[1])
    base = sys.argv[2]
    as_yaml = "--yaml" in sys.argv
    rng = random.Random(42)
    os.makedirs(os.path.dirname(base) or ".", exist_ok=True)
    elements = [element(i, rng) for i in range(count)]
    data_path = base + (".data.yaml" if as_yaml else ".json")
    with open(data_path, "w") as f:
        if as_yaml:
            # Block style, one field a line, as people write YAML.
            for e in elements:
                f.write("\n".join(("- " if k == 0 else "  ") + f"{key}: {json.dumps(value)}"
                                   for k, (key, value) in enumerate(e.items())) + "\n")
        else:
            json.dump(elements, f, separators=(",", ":"))
    with open(base + ".yaml", "w") as f:
        config = CUSTOM_CONFIG if "--custom" in sys.argv else CONFIG
        f.write(config.format(offset=count * 20, data=os.path.basename(data_path)))

if __name__ == "__main__":
    main()
