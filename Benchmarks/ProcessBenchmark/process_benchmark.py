#!/usr/bin/env python3
"""The `iversion` process against a Swift hello-world that imports Foundation, in the same run.

Usage (from the repository root, after `swift build -c release --product iversion`):
    python3 Benchmarks/ProcessBenchmark/process_benchmark.py [runs]

It compiles the hello-world with `swiftc -O`, checks both programs do their job first (the hello-world
prints its line; `iversion check` on the embedded demo data, in German, prints the update alert), then
runs each `runs` times (10 by default, taking turns) and prints the median wall time and peak memory of each and the
ratio. Peak memory is the child's maximum resident set size as `getrusage` reports it.
"""

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HELLO = 'import Foundation\nprint("Hello, \\(ProcessInfo.processInfo.processIdentifier > 0 ? "world" : "")")\n'


def check_command(iversion, state):
    """`iversion check` on the embedded demo data, in German, its state kept in `state` (run from the
    repository root). scripts/order_file.py runs the same check."""
    return [iversion, "check", "--bundle-id", "com.example.notes", "--app-version", "1.1",
            "--remote-plist", "Resources/Demo/versions.plist", "--lookup", "Resources/Demo/lookup.json",
            "--app-id", "1234567890", "--state-dir", state, "--locale", "de", "--force"]


def run_once(command, state):
    """Seconds and peak MB of one run in a fresh state directory."""
    shutil.rmtree(state, ignore_errors=True)
    start = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.dup2(devnull, 2)
        os.execv(command[0], command)
    _, status, usage = os.wait4(pid, 0)
    elapsed = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"{command[0]} exited with {os.waitstatus_to_exitcode(status)}")
    return elapsed, usage.ru_maxrss / 1024  # KiB on Linux


def measure(commands, runs, state):
    """Median seconds and median peak MB of each command over `runs` rounds.

    The commands take turns within each round, so a busy moment of the machine falls on all of them alike
    instead of on whichever happened to be running.
    """
    samples = [([], []) for _ in commands]
    for _ in range(runs):
        for command, (times, peaks) in zip(commands, samples):
            elapsed, peak = run_once(command, state)
            times.append(elapsed)
            peaks.append(peak)
    return [(statistics.median(times), statistics.median(peaks)) for times, peaks in samples]


def main():
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    iversion = os.environ.get("IVERSION_BINARY", ".build/release/iversion")
    if not os.access(iversion, os.X_OK):
        sys.exit("build it first: swift build -c release --product iversion")
    work = tempfile.mkdtemp(prefix="process-benchmark-")
    try:
        source = os.path.join(work, "hello.swift")
        with open(source, "w") as handle:
            handle.write(HELLO)
        hello = os.path.join(work, "hello")
        subprocess.run(["swiftc", "-O", source, "-o", hello], check=True)
        state = os.path.join(work, "state")
        check = check_command(iversion, state)
        # Both must do their job before anything is timed.
        if subprocess.run([hello], capture_output=True, text=True).stdout != "Hello, world\n":
            sys.exit("the hello-world did not print its line")
        shutil.rmtree(state, ignore_errors=True)
        output = subprocess.run(check, capture_output=True, text=True).stdout
        if "Neue Version verfügbar" not in output:
            sys.exit("iversion check did not print the German update alert:\n" + output)
        baseline, ours = measure([[hello], check], runs, state)
        print(f"process benchmark, median of {runs} runs")
        print(f"  Swift hello-world importing Foundation: {baseline[0] * 1000:6.1f} ms, {baseline[1]:5.1f} MB peak")
        print(f"  iversion check on local files (de):      {ours[0] * 1000:6.1f} ms, {ours[1]:5.1f} MB peak")
        print(f"  ratio: {ours[0] / baseline[0]:.2f}x the time (target <= 2x), +{ours[1] - baseline[1]:.1f} MB")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
