#!/usr/bin/env python3
"""Attacks a running `tablesnap serve` the way issue 34's attack did, and says what held.

Makes a folder with a secret beside it, starts the binary on it (127.0.0.1, a free port),
and tries: goldens, configs and edit files that are links out or FIFOs, links swapped in and
out while the routes read, accepting a config swapped for a link, clients that never read,
running out of descriptors, a head ending in a bare LF, and cross-site GETs. Prints one
line per attack, `held` or `BROKEN: why`, and exits 1 if any broke. docs/fuzzing.md.

    scripts/serve-attack.py [--binary .build/release/tablesnap] [--seconds 5]
"""
import argparse
import os
import select
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time

TABLE = "width: 300\nviewport: {height: 200}\nsections:\n  - id: main\n    rows: [{id: one, title: %s}, {id: two, title: Two}]\n"
BIG = "width: 390\nviewport: {height: 800}\nsections:\n  - rows: [{repeat: 10000000, title: \"Row {index}\"}]\n"
SECRET = "TOPSECRET-outside-the-root"


def request(port, raw, timeout=10.0, read=True):
    """Sends raw bytes; the answer (b'' on a timeout or a reset)."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as s:
        s.sendall(raw)
        data = b""
        try:
            while read:
                chunk = s.recv(65536)
                if not chunk:
                    break
                data += chunk
        except (socket.timeout, ConnectionResetError):
            pass
        return data


def get(port, path, headers="", timeout=10.0):
    return request(port, f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n{headers}\r\n".encode(), timeout)


def status(answer):
    try:
        return int(answer.split(b" ", 2)[1])
    except (IndexError, ValueError):
        return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=".build/release/tablesnap")
    parser.add_argument("--seconds", type=float, default=5, help="how long each race runs")
    args = parser.parse_args()
    top = tempfile.mkdtemp(prefix="serve-attack-")
    folder = os.path.join(top, "inside")
    os.makedirs(os.path.join(folder, "edits"))
    for name, text in {"a.yaml": TABLE % "One", "fail.yaml": TABLE % "Before", "big.yaml": BIG,
                       "edits/a.yaml": "- deleteRows: {section: main, rows: [two]}\n"}.items():
        with open(os.path.join(folder, name), "w") as f:
            f.write(text)
    with open(os.path.join(top, "secret.yaml"), "w") as f:
        f.write(TABLE % SECRET)
    with open(os.path.join(top, "secret-edits.yaml"), "w") as f:
        f.write("- insertRows: {section: main, at: 0, rows: [{id: s, title: %s}]}\n" % SECRET)
    with open(os.path.join(top, "secret.png"), "w") as f:
        f.write(SECRET)
    subprocess.run([args.binary, "verify", folder, "--record-mode", "all"], capture_output=True)
    with open(os.path.join(folder, "fail.yaml"), "w") as f:
        f.write(TABLE % "After")
    with open(os.path.join(folder, "linked.yaml"), "w") as f:
        f.write(TABLE % "Linked")
    os.symlink("../secret.png", os.path.join(folder, "linked.png"))
    os.mkfifo(os.path.join(folder, "pipe.yaml"))
    os.mkfifo(os.path.join(folder, "edits", "big.yaml"))

    server = subprocess.Popen([args.binary, "serve", folder, "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = server.stdout.readline()
    port = int(line.rsplit(":", 1)[1].split("/")[0])
    broken = []

    def check(name, ok, why):
        print(f"{name}: {'held' if ok else 'BROKEN: ' + why}")
        if not ok:
            broken.append(name)

    review = get(port, "/review", timeout=60).decode(errors="replace")
    images = [get(port, f"/api/review/image?n={n}&kind=expected") for n in range(review.count("<section class=\"failure\"") + 8)]
    check("review images stay inside", not any(SECRET.encode() in a for a in images), "a golden linked out was served")
    check("FIFOs never block", status(get(port, "/api/configs", timeout=5)) == 200
          and status(get(port, "/api/edits?config=big.yaml&edits=edits/big.yaml", timeout=20)) == 422, "a FIFO held a route")

    def race(path, target, link):
        stop = time.time() + args.seconds
        def swap():
            while time.time() < stop:
                os.rename(path, path + ".real")
                os.symlink(target, path)
                os.unlink(path)
                os.rename(path + ".real", path)
        thread = threading.Thread(target=swap)
        thread.start()
        leaked = 0
        while time.time() < stop:
            leaked += SECRET.encode() in get(port, link)
        thread.join()
        return leaked
    check("edit files read on descriptors", race(os.path.join(folder, "edits", "a.yaml"), "../../secret-edits.yaml",
                                                 "/api/edits?config=a.yaml&edits=edits/a.yaml") == 0, "an answer held the outside file")
    check("configs read on descriptors", race(os.path.join(folder, "a.yaml"), "../secret.yaml", "/api/render?config=a.yaml&height=50") == 0,
          "a render drew the outside file")

    before = open(os.path.join(folder, "fail.png"), "rb").read()
    os.rename(os.path.join(folder, "fail.yaml"), os.path.join(top, "fail.yaml"))
    os.symlink("../secret.yaml", os.path.join(folder, "fail.yaml"))
    token = review.split('name="tablesnap-token" content="')[1].split('"')[0] if "tablesnap-token" in review else ""
    accept = request(port, f"POST /api/accept?name=fail.yaml HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nX-Tablesnap-Token: {token}\r\nConnection: close\r\n\r\n".encode())
    check("accept stays inside", open(os.path.join(folder, "fail.png"), "rb").read() == before, f"the golden was rewritten ({status(accept)})")

    start = time.time()
    bare = request(port, f"GET / HTTP/1.1\nHost: 127.0.0.1:{port}\n\n".encode(), timeout=35)
    check("a bare LF is refused at once", status(bare) == 400 and time.time() - start < 5, f"{status(bare)} after {time.time() - start:.1f} s")
    check("cross-site GETs are refused", status(get(port, "/review", "Origin: https://evil.example\r\n")) == 403
          and status(get(port, "/api/render?config=big.yaml", "Sec-Fetch-Site: cross-site\r\n")) == 403, "another site's page started work")

    stalled = []
    for _ in range(4):
        s = socket.socket()
        s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        s.connect(("127.0.0.1", port))
        s.sendall(f"GET /api/query?config=big.yaml&height=8000000 HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
        stalled.append(s)
    check("slow readers hold only their own connection", status(get(port, "/", timeout=10)) == 200, "a slow reader held the server")
    poller = select.poll()
    for s in stalled:
        poller.register(s, 0)  # only a hang-up or an error
    start, reset = time.time(), set()
    while len(reset) < len(stalled) and time.time() - start < 90:
        reset |= {fd for fd, _ in poller.poll(1000)}
    check("slow readers are cut off at the write deadline", len(reset) == len(stalled),
          f"{len(stalled) - len(reset)} of {len(stalled)} still held after {time.time() - start:.0f} s")
    held = []
    try:
        for _ in range(2000):
            held.append(socket.create_connection(("127.0.0.1", port), timeout=5))
    except OSError:
        pass
    answer = get(port, "/", timeout=10)
    for s in held + stalled:
        s.close()
    time.sleep(0.5)
    check("many connections are answered", status(answer) in (200, 503) and status(get(port, "/")) == 200, f"{status(answer)}, then no answer")

    server.terminate()
    server.wait(10)
    shutil.rmtree(top, ignore_errors=True)
    sys.exit(1 if broken else 0)


if __name__ == "__main__":
    main()
