#!/usr/bin/env python3
"""Mutates the configs, DSL files, edit files and data files under Examples/ and Snapshots/
and runs each through `tablesnap render/query/inspect/apply`, collecting every distinct
exit-2 message that does not name its file and position (docs/config.md, Errors: a message
names the file, the line and column, and the fix). Issue 25, item 8.

    scripts/message-campaign.py [--binary .build/debug/tablesnap] [--inputs 3000] [--seed 1]

Prints the counts and each distinct message shape with one input that gives it (kept in
--keep DIR). A whole-file message with no line (`file: …`) is listed apart, as are messages
with no file at all. Exit status 0; it reports, the tests decide.
"""
import argparse
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
from collections import defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

TOKENS = [b"{", b"}", b"[", b"]", b":", b"- ", b"\n", b"  ", b"'", b'"', b"&a", b"*a", b"!!str ", b"~", b"null",
          b"-1", b"0", b"1e999", b"nan", b"true", b"{index}", b"{x}", b"repeat: 3", b"source: feed", b"id: a",
          b"file: ../x.json", b"file: data", b"\t", b"\xff", b"\x00", b"#", b"<<: *a", b"rows: []", b"sections:",
          b"height: automatic", b"cell: nope", b"at: 99", b"after: nope", b"section: 9", b"- deleteRows:",
          b"- setData: {name: feed, value: 3}", b"- batch: []", b"width: 0", b"bind: x.y"]


def mutate(data: bytes, rng: random.Random) -> bytes:
    data = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        kind = rng.randrange(8)
        if not data:
            data += rng.choice(TOKENS)
            continue
        at = rng.randrange(len(data) + 1)
        if kind == 0:  # flip a byte
            if at < len(data):
                data[at] = rng.randrange(256)
        elif kind == 1:  # insert a token
            data[at:at] = rng.choice(TOKENS)
        elif kind == 2:  # delete a span
            data[at:at + rng.randint(1, 30)] = b""
        elif kind == 3:  # drop a line
            lines = bytes(data).split(b"\n")
            del lines[rng.randrange(len(lines))]
            data = bytearray(b"\n".join(lines))
        elif kind == 4:  # duplicate a line
            lines = bytes(data).split(b"\n")
            k = rng.randrange(len(lines))
            lines.insert(k, lines[k])
            data = bytearray(b"\n".join(lines))
        elif kind == 5:  # truncate
            data = data[:at]
        elif kind == 6 and rng.random() < 0.5:  # point a file reference elsewhere
            m = re.search(rb"file: *\S+", bytes(data))
            if m:
                data[m.start():m.end()] = b"file: " + rng.choice([b"data", b".", b"nothing.json", b"empty.json", b"/etc/passwd", b"../../x.json", b"settings.yaml", b"data/"])
        else:  # swap indentation
            lines = bytes(data).split(b"\n")
            k = rng.randrange(len(lines))
            lines[k] = (b"  " if rng.random() < 0.5 else b"") + lines[k].lstrip(b" ")
            data = bytearray(b"\n".join(lines))
    return bytes(data)


def shape(message: str) -> str:
    """The message with its specifics (quoted names, numbers, paths) taken out."""
    message = re.sub(r"'[^']*'", "'…'", message)
    message = re.sub(r'"[^"]*"', '"…"', message)
    message = re.sub(r"\d+(\.\d+)?", "N", message)
    message = re.sub(r"\S+\.(yaml|json|tableViewConfig|png)\b", "FILE", message)
    return message[:160]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/debug/tablesnap"))
    parser.add_argument("--inputs", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep", default=None, help="a folder for one input per message shape")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    work = tempfile.mkdtemp(prefix="tablesnap-campaign-")
    for tree in ["Examples", "Snapshots"]:
        shutil.copytree(os.path.join(ROOT, tree), os.path.join(work, tree), ignore=shutil.ignore_patterns("*.png"))
    files = []
    for folder, _, names in os.walk(work):
        for name in names:
            if name.endswith((".yaml", ".json", ".tableViewConfig")):
                files.append(os.path.join(folder, name))
    files.sort()
    for folder in {os.path.dirname(f) for f in files}:
        open(os.path.join(folder, "empty.json"), "wb").close()  # a zero-byte file to be pointed at
    edits = os.path.join(work, "Examples/live/edits/inbox.yaml")
    inbox = os.path.join(work, "Examples/live/inbox.yaml")
    configs = [f for f in files if "/data/" not in f and "/edits/" not in f]
    counts = defaultdict(int)
    lacking = {}  # shape → (message, command, input)
    for n in range(args.inputs):
        target = rng.choice(files)
        original = open(target, "rb").read()
        mutated = mutate(original, rng)
        with open(target, "wb") as f:
            f.write(mutated)
        try:
            if target == edits or "/edits/" in target:
                command = ["apply", inbox, target]
            elif "/data/" in target:
                # The configs that name this data file.
                name = os.path.basename(target).encode()
                users = [c for c in configs if name in open(c, "rb").read()] or configs
                command = [rng.choice(["query", "inspect"]), rng.choice(users)]
            else:
                command = [rng.choice(["query", "inspect", "render", "apply"]), target]
                if command[0] == "render":
                    command += ["--viewport-height", "40", "--scale", "1", "-o", os.path.join(work, "out.png")]
                elif command[0] == "apply":
                    command += [edits]
            if command[1].endswith(".tableViewConfig"):
                command += ["--width", "390"]  # a bare DSL file takes its width from the command line
            try:
                run = subprocess.run([args.binary] + command, cwd=os.path.dirname(target), capture_output=True, timeout=60)
            except subprocess.TimeoutExpired:
                counts["timeout"] += 1
                continue
            counts[f"exit {run.returncode}"] += 1
            if run.returncode != 2:
                continue
            errors = [line for line in run.stderr.decode("utf-8", "replace").splitlines() if line.startswith("error: ")]
            for line in errors[:1]:
                message = line[len("error: "):]
                if re.match(r"^[^:\s]+:\d+:\d+: ", message):
                    counts["with file:line:col"] += 1
                    continue
                kind = "file only" if re.match(r"^[^:\s]+\.(yaml|json|tableViewConfig)(:\d+)?: ", message) else "no file"
                counts[f"lacking position ({kind})"] += 1
                key = kind + " | " + shape(message)
                if key not in lacking:
                    lacking[key] = (message, command, mutated)
        finally:
            with open(target, "wb") as f:
                f.write(original)
    for key in sorted(counts):
        print(f"{key}: {counts[key]}")
    print(f"distinct messages lacking a position: {len(lacking)}")
    for k, (key, (message, command, mutated)) in enumerate(sorted(lacking.items())):
        print(f"  [{k}] {key}\n       e.g. {message[:200]}\n       ({' '.join(os.path.relpath(c, work) if c.startswith(work) else c for c in command)})")
        if args.keep:
            os.makedirs(args.keep, exist_ok=True)
            with open(os.path.join(args.keep, f"{k}-{os.path.basename(command[1])}"), "wb") as f:
                f.write(mutated)
    shutil.rmtree(work)


if __name__ == "__main__":
    main()
