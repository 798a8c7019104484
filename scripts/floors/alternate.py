#!/usr/bin/env python3
"""Runs whole commands alternately (A, B, C, A, B, C, ...) so that a shared, busy machine
slows them alike, and prints each one's median wall time and median CPU time (user +
system, from the kernel's rusage of the child) and their ratios to the first command.
docs/performance.md quotes it beside hyperfine, whose JSON has no per-run CPU times.

    python3 scripts/floors/alternate.py [-r RUNS] [-w WARMUP] 'cmd A' 'cmd B' ...
"""
import argparse
import os
import shlex
import statistics
import subprocess
import time


def run(command):
    start = time.perf_counter()
    child = subprocess.Popen(shlex.split(command), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(child.pid, 0)
    return time.perf_counter() - start, usage.ru_utime + usage.ru_stime, usage.ru_minflt


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("-r", "--runs", type=int, default=20)
    parser.add_argument("-w", "--warmup", type=int, default=2)
    parser.add_argument("commands", nargs="+")
    args = parser.parse_args()
    for _ in range(args.warmup):
        for command in args.commands:
            run(command)
    samples = {command: [] for command in args.commands}
    for _ in range(args.runs):
        for command in args.commands:
            samples[command].append(run(command))
    first = None
    for command in args.commands:
        wall = statistics.median(s[0] for s in samples[command]) * 1e3
        cpu = statistics.median(s[1] for s in samples[command]) * 1e3
        faults = statistics.median(s[2] for s in samples[command])
        if first is None:
            first = (wall, cpu)
        print(f"{wall:7.1f} ms wall ({wall / first[0]:4.2f}×)  {cpu:7.1f} ms CPU ({cpu / first[1]:4.2f}×)  "
              f"{faults:7.0f} faults  {command}")


if __name__ == "__main__":
    main()
