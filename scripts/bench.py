#!/usr/bin/env python3
"""`make bench`: builds every benchmark in release mode, runs each, and prints one table of ratios.

Every benchmark checks its answer against its baseline before it times anything, and compares with that
baseline in the same run; this script only builds them, runs them one after the other (so they do not
compete for the machine's cores) and gathers what they print. A benchmark that fails its correctness
check fails `make bench`.

    python3 scripts/bench.py            # everything (about five minutes with the builds)
    python3 scripts/bench.py --no-build # run what is built
"""

import os
import re
import subprocess
import sys

import order_file

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SWIFT = os.environ.get("SWIFT", "swift")
STATIC_SCRATCH = ".build-static"
ROWS = []


def build():
    for product in ["strings-benchmark", "alert-benchmark", "first-alert-benchmark", "strings-check-benchmark",
                    "strings-check", "iversion"]:
        subprocess.run([SWIFT, "build", "-c", "release", "--product", product], cwd=ROOT, check=True)
    # The build the README recommends for shipping (`make release`): the Swift runtime and Foundation linked
    # in, metadata through accessors, functions laid out by scripts/first-alert.order.
    for product in ["iversion", "first-alert-benchmark"]:
        subprocess.run(["make", "-s", "release", f"PRODUCT={product}", f"SWIFT={SWIFT}"], cwd=ROOT, check=True)


def order_file_coverage():
    """How much of scripts/first-alert.order the shipping build still defines (a stale list only costs speed)."""
    listed = order_file.listed_functions()
    defined = set()
    for product in ["first-alert-benchmark", "iversion"]:
        defined |= order_file.defined_functions(os.path.join(ROOT, STATIC_SCRATCH, "release", product))
    found = sum(1 for name in listed if name in defined)
    advice = "" if found >= 0.9 * len(listed) else " (stale: run `make order-file`)"
    print(f"order file: the shipping build defines {found} of its {len(listed)} functions{advice}")


def run(command, env=None):
    """The command's output, echoed as it is; a failing benchmark stops the run."""
    print("$ " + " ".join(command), flush=True)
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, env={**os.environ, **(env or {})})
    sys.stdout.write(result.stdout)
    sys.stderr.write(result.stderr)
    if result.returncode != 0:
        sys.exit(f"bench: {command[0]} failed (exit {result.returncode})")
    return result.stdout


def row(name, ours, baseline, ratio, target, met):
    ROWS.append((name, ours, baseline, ratio, target, "" if met is None else "met" if met else "NOT met"))


def strings_benchmark():
    output = run([".build/release/strings-benchmark"])
    targets = {"project-shaped": 12.0, "20 MB UTF-8": 20.0, "generated corpus, UTF-8": 20.0}
    for line in output.splitlines():
        match = re.match(r"^(.*?)\s+([\d.]+ MB)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)x\s*$", line)
        if not match:
            continue
        name, _, ours, theirs, ratio = match.groups()
        target = next((value for key, value in targets.items() if key in name), None)
        row(f"parse: {name.strip()}", f"{ours} MB/s", f"{theirs} MB/s (Foundation)", f"{float(ratio):.1f}x",
            f">= {target:g}x" if target else "-", None if target is None else float(ratio) >= target)


def alert_benchmark():
    output = run([".build/release/alert-benchmark"])
    ours = re.search(r"ours, en\s+([\d.]+) µs/alert", output).group(1)
    theirs = re.search(r"Foundation, en[^\n]*?([\d.]+) µs/alert", output).group(1)
    row("warm alert (en)", f"{ours} µs", f"{theirs} µs (Foundation texts)", f"{float(theirs) / float(ours):.1f}x",
        "< 50 µs", float(ours) < 50)


def first_alert_benchmark():
    order_file_coverage()
    for label, binary in [("", ".build/release/first-alert-benchmark"), (", shipping build", f"{STATIC_SCRATCH}/release/first-alert-benchmark")]:
        output = run([binary])
        if not label:
            run([binary, "--phases"])
        de = re.search(r"ours, de \(decide \+ compose\)\s+([\d.]+) ms\s+\+\s*([\d.]+) MB", output)
        theirs = re.search(r"Foundation, en[^\n]*?([\d.]+) ms\s+\+\s*([\d.]+) MB", output)
        ours_ms, ours_mb = float(de.group(1)), float(de.group(2))
        row(f"first alert, fresh process (de{label})", f"{ours_ms:.2f} ms", f"{float(theirs.group(1)):.2f} ms (Foundation, en)",
            f"{float(theirs.group(1)) / ours_ms:.2f}x", "<= 1 ms", ours_ms <= 1)
        row(f"first alert, resident growth{label}", f"+{ours_mb:.1f} MB", f"+{float(theirs.group(2)):.1f} MB (Foundation, en)", "-",
            "<= 4 MB", ours_mb <= 4)


def process_benchmark():
    for label, binary in [("dynamic", ".build/release/iversion"), ("shipping build", f"{STATIC_SCRATCH}/release/iversion")]:
        output = run([sys.executable, "Benchmarks/ProcessBenchmark/process_benchmark.py"], env={"IVERSION_BINARY": binary})
        hello = re.search(r"hello-world[^\n]*?([\d.]+) ms,\s+([\d.]+) MB", output)
        ours = re.search(r"iversion check[^\n]*?([\d.]+) ms,\s+([\d.]+) MB", output)
        ratio = float(ours.group(1)) / float(hello.group(1))
        row(f"iversion check process ({label})", f"{ours.group(1)} ms, {ours.group(2)} MB",
            f"{hello.group(1)} ms, {hello.group(2)} MB (hello-world)", f"{ratio:.2f}x", "<= 2x", ratio <= 2)


def strings_check_benchmark():
    if subprocess.run([sys.executable, "-c", "import dotstrings"], capture_output=True).returncode != 0:
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", "dotstrings"], check=False)
    output = run([".build/release/strings-check-benchmark"])
    ratio = re.search(r"strings-check is ([\d.]+)× faster", output)
    memory = re.search(r"= ([\d.]+)× the tree", output)
    cli = re.search(r"whole process \(best of 5\): ([\d.]+) s", output)
    script = re.search(r"dotstrings script, whole process \(best of 3\): ([\d.]+) s", output)
    if ratio and cli and script:
        row("strings-check, 100 languages", f"{cli.group(1)} s", f"{script.group(1)} s (dotstrings)", f"{float(ratio.group(1)):.1f}x",
            ">= 10x", float(ratio.group(1)) >= 10)
    if memory:
        row("strings-check peak memory", f"{memory.group(1)}x the tree", "-", "-", "<= 2x", float(memory.group(1)) <= 2)


def main():
    unknown = [argument for argument in sys.argv[1:] if argument not in {"--no-build"}]
    if unknown and unknown[0] in ("-h", "--help"):
        print(__doc__)
        return
    if unknown:
        sys.exit(f"{os.path.basename(sys.argv[0])}: unknown argument {unknown[0]}\n" + __doc__)
    if "--no-build" not in sys.argv:
        build()
    for benchmark in [strings_benchmark, alert_benchmark, first_alert_benchmark, process_benchmark, strings_check_benchmark]:
        print(f"\n== {benchmark.__name__.replace('_', '-')}", flush=True)
        benchmark()
    widths = [max(len(str(cells[i])) for cells in ROWS + [HEADER]) for i in range(len(HEADER))]
    print("\nSummary (every figure measured in this run; ratio = baseline time / ours)")
    for cells in [HEADER] + ROWS:
        print("  " + "  ".join(str(cell).ljust(width) for cell, width in zip(cells, widths)))


HEADER = ("benchmark", "ours", "baseline", "ratio", "target", "")

if __name__ == "__main__":
    main()
