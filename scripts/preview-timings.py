#!/usr/bin/env python3
"""The page's timings in a real browser (docs/preview.md, "Timings").

Serves a copy of FOLDER with TABLESNAP, opens the page in headless Chromium (driven over
the DevTools Protocol on a pipe) and measures, from the page's own clock:

- first load: navigation start -> the first picture painted;
- save -> picture: a config written (a temporary renamed over it, as editors save) -> the
  new picture painted, SAVES times (default 20), and the server's CPU time per save;
- wheel -> picture moved, and wheel -> the exact viewport drawn, on BIG (one notch each).

    scripts/preview-timings.py .build/debug/tablesnap Examples contacts.yaml ten-million.yaml
"""
import json, os, re, shutil, statistics, subprocess, sys, tempfile, time


class Chromium:
    def __init__(self, width=1300, height=900):
        commands_read, self.commands = os.pipe()
        self.answers, answers_write = os.pipe()
        self.profile = tempfile.mkdtemp(prefix="timings-chromium-")

        def pipes():
            os.dup2(commands_read, 3)
            os.dup2(answers_write, 4)

        self.process = subprocess.Popen(
            ["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe", "--no-first-run",
             "--user-data-dir=" + self.profile, f"--window-size={width},{height}", "--force-device-scale-factor=1", "about:blank"],
            preexec_fn=pipes, pass_fds=(3, 4), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(commands_read)
        os.close(answers_write)
        self.buffer, self.next_id, self.session = b"", 0, None
        targets = self.send("Target.getTargets", session=False)
        page = next(t["targetId"] for t in targets["targetInfos"] if t["type"] == "page")
        self.session = self.send("Target.attachToTarget", {"targetId": page, "flatten": True}, session=False)["sessionId"]

    def send(self, method, params=None, session=True):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.commands, json.dumps(message).encode() + b"\0")
        while True:
            while b"\0" not in self.buffer:
                self.buffer += os.read(self.answers, 1 << 16)
            raw, self.buffer = self.buffer.split(b"\0", 1)
            answer = json.loads(raw)
            if answer.get("id") == self.next_id:
                if "error" in answer:
                    raise RuntimeError(f"{method}: {answer['error']}")
                return answer.get("result", {})

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "awaitPromise": True, "returnByValue": True})
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression[:80]}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait(self, condition, timeout=60):
        deadline = time.time() + timeout
        while time.time() < deadline:
            try:
                value = self.evaluate(condition)
            except RuntimeError:
                value = None
            if value:
                return value
            time.sleep(0.005)
        raise RuntimeError("timed out: " + condition)

    def close(self):
        try:
            self.send("Browser.close", session=False)
        except Exception:
            pass
        self.process.wait(timeout=10)
        shutil.rmtree(self.profile, ignore_errors=True)


# Each picture painted: the wall clock (ms since the epoch) of the frame after it loaded.
WATCH = """(function () {
  window.__painted = [];
  document.getElementById('view').addEventListener('load', function () {
    var generation = document.body.dataset.shownGeneration;
    requestAnimationFrame(function () { __painted.push({t: performance.timeOrigin + performance.now(), g: Number(generation)}); });
  });
  return 1;
})()"""


def cpu_ms(pid):
    """The process's CPU time (user + system), in ms, from /proc/PID/stat."""
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")


def summary(values):
    values = sorted(values)
    return f"median {statistics.median(values):.0f} ms, min {values[0]:.0f}, max {values[-1]:.0f} (n={len(values)})"


def main():
    if len(sys.argv) < 5:
        sys.exit(__doc__)
    tablesnap, folder, config, big = sys.argv[1:5]
    saves = int(os.environ.get("SAVES", "20"))
    copy = os.path.join(tempfile.mkdtemp(prefix="timings-"), "served")
    shutil.copytree(folder, copy)
    server = subprocess.Popen([os.path.abspath(tablesnap), "serve", copy, "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    url = None
    while url is None:
        line = server.stdout.readline()
        if not line:
            sys.exit("serve stopped")
        found = re.search(r"http://[0-9.:]+/", line)
        url = found.group(0) if found else None
    browser = Chromium()
    try:
        configs = json.loads(subprocess.run(["curl", "-s", url + "api/configs"], capture_output=True, text=True).stdout)["configs"]
        print(f"{tablesnap}: {len(configs)} configs in {folder}")
        # First load.
        loads = []
        for _ in range(5):
            browser.send("Page.navigate", {"url": url + "?config=" + config})
            browser.wait("location.search && document.readyState === 'complete' && document.body.dataset.drawn >= 1")
            loads.append(browser.evaluate("performance.now()"))
            browser.send("Page.navigate", {"url": "about:blank"})
            browser.wait("location.href === 'about:blank'")
        print("first load (navigation -> first picture):", summary(loads))
        browser.send("Page.navigate", {"url": url + "?config=" + config})
        browser.wait("document.body.dataset.queried >= 1 && document.getElementById('live').textContent.startsWith('live')")
        browser.evaluate(WATCH)
        path = os.path.join(copy, config)
        original = open(path).read()
        latencies = []
        time.sleep(1)
        browser.evaluate("performance.clearResourceTimings(), 1")
        cpu_before = cpu_ms(server.pid)
        for n in range(saves):
            before = browser.evaluate("__painted.length")
            generation = int(browser.evaluate("Number(document.body.dataset.generation)"))
            temporary = path + ".tmp"
            with open(temporary, "w") as out:
                out.write(original + f"\n# save {n}\n")
            os.rename(temporary, path)
            saved = time.time() * 1000
            painted = browser.wait(f"__painted.length > {before} && __painted[__painted.length - 1].g > {generation} && __painted[__painted.length - 1]")
            latencies.append(painted["t"] - saved)
            time.sleep(0.15)
        cpu = (cpu_ms(server.pid) - cpu_before) / saves
        print(f"save -> picture ({config}):", summary(latencies))
        print(f"server CPU per save (user + system, the page's requests included): {cpu:.0f} ms")
        lists = browser.evaluate("performance.getEntriesByType('resource').filter(function (e) { return e.name.indexOf('/api/configs') >= 0; }).map(function (e) { return e.duration; })")
        if lists:
            print("/api/configs after a save:", summary(lists))
        # Wheel on the big table.
        browser.send("Page.navigate", {"url": url + "?config=" + big})
        browser.wait("document.body.dataset.queried >= 1")
        browser.evaluate(WATCH)
        box = browser.evaluate("(function (r) { return [r.left + r.width / 2, r.top + r.height / 2]; })(document.getElementById('view').getBoundingClientRect())")
        moved, exact = [], []
        for n in range(20):
            offset = browser.evaluate("document.body.dataset.offset")
            before = browser.evaluate("__painted.length")
            start = browser.evaluate("performance.timeOrigin + performance.now()")
            browser.send("Input.dispatchMouseEvent", {"type": "mouseWheel", "x": box[0], "y": box[1], "deltaX": 0, "deltaY": 100})
            # Moved: the page says where the picture shows (dataset.shownOffset), else the drawn offset.
            seen = browser.wait(f"(document.body.dataset.shownOffset || document.body.dataset.offset) !== '{offset}' && performance.timeOrigin + performance.now()")
            moved.append(seen - start)
            done = browser.wait(f"__painted.length > {before} && document.body.dataset.offset !== '{offset}' && __painted[__painted.length - 1]")
            exact.append(done["t"] - start)
            time.sleep(0.1)
        print(f"wheel -> picture moved ({big}):", summary(moved))
        print(f"wheel -> exact viewport painted ({big}):", summary(exact))
        print("one notch (deltaY 100) moves", browser.evaluate("document.body.dataset.offset"), "pt in total after 20 notches")
    finally:
        browser.close()
        server.terminate()
        server.wait()


if __name__ == "__main__":
    main()
