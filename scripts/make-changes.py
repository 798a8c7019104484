#!/usr/bin/env python3
"""Writes two JSON configs of N explicit rows each (ids and titles) for `tablesnap changes`:
the second has 10% of the rows deleted, 10% new ones inserted, 2% moved and 1% changed.

    python3 scripts/make-changes.py 100000 out/changes   # out/changes-old.json, out/changes-new.json
"""
import json
import os
import random
import sys

def config(rows):
    return {"width": 390, "sections": [{"id": "feed", "rows": [{"id": r[0], "title": r[1]} for r in rows]}]}

def main():
    count = int(sys.argv[1])
    base = sys.argv[2]
    rng = random.Random(7)
    old = [(f"r{i}", f"Row {i}") for i in range(count)]
    new = list(old)
    for _ in range(count // 10):
        new.pop(rng.randrange(len(new)))
    for k in range(count // 10):
        new.insert(rng.randrange(len(new) + 1), (f"n{k}", f"New {k}"))
    for _ in range(count // 50):
        row = new.pop(rng.randrange(len(new)))
        new.insert(rng.randrange(len(new) + 1), row)
    for _ in range(count // 100):
        i = rng.randrange(len(new))
        new[i] = (new[i][0], new[i][1] + " (edited)")
    os.makedirs(os.path.dirname(base) or ".", exist_ok=True)
    for name, rows in (("old", old), ("new", new)):
        with open(f"{base}-{name}.json", "w") as f:
            json.dump(config(rows), f, separators=(",", ":"))

if __name__ == "__main__":
    main()
