#!/usr/bin/env python3
"""Writes Tests/Fixtures/png/: one 8 x 6 picture (a red square on white, with a blue
bottom-right pixel) in every PNG kind a user may have, plus broken files. The tests check
that `tablesnap diff` reads them all as the same pixels. Needs `pip install pypng`; the
outputs are committed, so the tests do not need it."""
import os
import png

OUT = os.path.join(os.path.dirname(__file__), "..", "Tests", "Fixtures", "png")
W, H = 8, 6


def rgb(x, y):
    if (x, y) == (W - 1, H - 1):
        return (0, 0, 255)
    if 2 <= x < 5 and 1 <= y < 4:
        return (255, 0, 0)
    return (255, 255, 255)


def grey(x, y):
    return 0 if 2 <= x < 5 and 1 <= y < 4 else 255


def write(name, rows, **info):
    with open(os.path.join(OUT, name), "wb") as f:
        png.Writer(W, H, **info).write(f, rows)


os.makedirs(OUT, exist_ok=True)
write("rgb8.png", [[c for x in range(W) for c in rgb(x, y)] for y in range(H)], greyscale=False)
write("rgb16.png", [[c * 257 for x in range(W) for c in rgb(x, y)] for y in range(H)], greyscale=False, bitdepth=16)
write("rgba8.png", [[c for x in range(W) for c in rgb(x, y) + (255,)] for y in range(H)], greyscale=False, alpha=True)
write("rgb8-interlaced.png", [[c for x in range(W) for c in rgb(x, y)] for y in range(H)], greyscale=False, interlace=True)
palette = [(255, 255, 255), (255, 0, 0), (0, 0, 255)]
index = {c: i for i, c in enumerate(palette)}
write("palette.png", [[index[rgb(x, y)] for x in range(W)] for y in range(H)], palette=palette, bitdepth=8)
write("grey8.png", [[grey(x, y) for x in range(W)] for y in range(H)], greyscale=True)
write("grey16.png", [[grey(x, y) * 257 for x in range(W)] for y in range(H)], greyscale=True, bitdepth=16)
write("grey-alpha.png", [[c for x in range(W) for c in (grey(x, y), 255)] for y in range(H)], greyscale=True, alpha=True)
write("grey1.png", [[1 if grey(x, y) else 0 for x in range(W)] for y in range(H)], greyscale=True, bitdepth=1)
with open(os.path.join(OUT, "rgb8.png"), "rb") as f:
    good = f.read()
with open(os.path.join(OUT, "truncated.png"), "wb") as f:
    f.write(good[: len(good) // 2])
with open(os.path.join(OUT, "not-a-png.png"), "wb") as f:
    f.write(b"GIF89a this is not a PNG")
