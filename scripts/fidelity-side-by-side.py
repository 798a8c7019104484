#!/usr/bin/env python3
"""Puts a fidelity pair side by side: UIKit's screenshot (from Tests/Fidelity/corpus, lined up
at the manifest's origin and scaled to the render's scale) beside tablesnap's render of the
pair's config. For docs/fidelity.md; needs Pillow (python3-pil).

    scripts/fidelity-side-by-side.py NAME TABLESNAP_PNG OUT_PNG [CONFIG]

CONFIG names the config rendered when it is not the pair's own (a custom-cell config of
Tests/Fidelity/cells held against the pair's screenshot, docs/cells.md).
"""
import json
import sys
from pathlib import Path

from PIL import Image, ImageDraw

root = Path(__file__).resolve().parent.parent
corpus = root / "Tests" / "Fidelity" / "corpus"


def main(name: str, render_path: str, out_path: str, config: str = "") -> None:
    manifest = json.loads((corpus / "manifest.json").read_text())
    pairs = manifest["pairs"] if isinstance(manifest, dict) else manifest
    pair = next(p for p in pairs if p["name"] == name)
    uikit = Image.open(corpus / pair["image"]).convert("RGB")
    ours = Image.open(render_path).convert("RGB")
    # The render's scale: its width over the config's points is the corpus picture's width
    # over its own scale, so both pictures are the same number of points wide.
    points_wide = uikit.width / pair["scale"]
    scale = ours.width / points_wide
    top = round(pair["origin"] * pair["scale"])
    cropped = uikit.crop((0, top, uikit.width, min(uikit.height, top + round(ours.height / scale * pair["scale"]))))
    lined = cropped.resize((ours.width, round(cropped.height * scale / pair["scale"])), Image.LANCZOS)
    gap, label = 24, 60
    sheet = Image.new("RGB", (ours.width * 2 + gap, max(lined.height, ours.height) + label), "white")
    draw = ImageDraw.Draw(sheet)
    draw.text((10, 10), f"UIKit: {pair['provenance']['repository'].split('github.com/')[-1]} ({pair['provenance']['licence']})", fill="black")
    draw.text((ours.width + gap + 10, 10), "tablesnap render " + (config or pair["config"]), fill="black")
    sheet.paste(lined, (0, label))
    sheet.paste(ours, (ours.width + gap, label))
    sheet.save(out_path, optimize=True)


if __name__ == "__main__":
    main(*sys.argv[1:5])
