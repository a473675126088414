#!/usr/bin/env python3
"""`swift format lint` as a ratchet: no Swift file may have more findings than .ci/swift-format-baseline.txt allows.

Usage: format_ratchet.py [--lower | --reset] [--baseline FILE]

The tree predates the `.swift-format` configuration (9,911 findings in 476 of 581 files when it was added),
and reformatting it at once would collide with every change in flight. So the check is per file: a file may not
gain findings, a file not in the baseline (a new one) must have none, and a file that lost findings may have its
entry lowered (`--lower`, `make format-baseline`), never raised. Once a file is formatted
(`swift format --in-place FILE`) its entry goes, and it stays clean.

  (no option)  lint every tracked Swift file; exit 1 naming each file over its allowance, with its findings.
  --lower      rewrite the baseline with each entry lowered to today's count and clean files removed; exit 1,
               changing nothing, while any file is over its allowance.
  --reset      rewrite the baseline from today's counts, raising entries and adding files: for a change a reviewer
               agrees to (a file split in two, a rename), which shows in the baseline's diff.

Deterministic: tracked files only (`git ls-files`, so no build folder is linted), sorted by path.
"""

import collections
import os
import re
import subprocess
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
BASELINE = os.path.join(ROOT, ".ci", "swift-format-baseline.txt")
FINDING = re.compile(r"^(?P<path>[^:]+\.swift):\d+:\d+: (?P<severity>warning|error): ")
HEADER = """\
# swift format lint findings allowed per file (scripts/format_ratchet.py): a count may only go down.
# A file not listed must have none. Lower with `make format-baseline` once a file improves.
"""


def tracked_swift_files():
    listed = subprocess.run(["git", "ls-files", "-z", "--", "*.swift"], cwd=ROOT, check=True,
                            capture_output=True, text=True).stdout
    return sorted(path for path in listed.split("\0") if path and os.path.exists(os.path.join(ROOT, path)))


def lint(files):
    """Each file's findings (the lint's lines), for every file given, clean ones included."""
    swift = os.environ.get("SWIFT", "swift")
    done = subprocess.run([swift, "format", "lint", "--parallel", "--no-color-diagnostics", *files], cwd=ROOT,
                          capture_output=True, text=True)
    findings = {path: [] for path in files}
    unexplained = []
    for line in (done.stdout + done.stderr).splitlines():
        match = FINDING.match(line)
        if match and match["path"] in findings:
            findings[match["path"]].append(line)
        elif line.strip():
            unexplained.append(line)
    if unexplained:
        sys.stderr.write("\n".join(unexplained) + "\n")
    # A nonzero status with no error finding to show for it (a crash, a bad configuration) must not pass as clean.
    if done.returncode != 0 and not any(": error: " in line for lines in findings.values() for line in lines):
        raise SystemExit(f"error: swift format lint failed (exit status {done.returncode})")
    # --parallel interleaves files; within one, by line then column.
    position = re.compile(r"\.swift:(\d+):(\d+):")
    for lines in findings.values():
        lines.sort(key=lambda line: tuple(int(number) for number in position.search(line).groups()))
    return findings


def read_baseline(path):
    allowed = {}
    if not os.path.exists(path):
        return allowed
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            count, _, file = line.partition(" ")
            if not count.isdigit() or not file:
                raise SystemExit(f"{path}:{number}: error: expected 'COUNT PATH', found {line!r}")
            allowed[file] = int(count)
    return allowed


def write_baseline(path, counts):
    lines = [f"{count} {file}" for file, count in sorted(counts.items()) if count > 0]
    temporary = path + ".tmp"
    with open(temporary, "w", encoding="utf-8") as handle:
        handle.write(HEADER + "".join(line + "\n" for line in lines))
    os.replace(temporary, path)


def main(argv):
    args = argv[1:]
    mode, baseline = None, BASELINE
    while args:
        flag = args.pop(0)
        if flag in ("--lower", "--reset") and mode is None:
            mode = flag
        elif flag == "--baseline" and args:
            baseline = os.path.abspath(args.pop(0))
        else:
            print(__doc__.strip().splitlines()[2], file=sys.stderr)
            return 2
    findings = lint(tracked_swift_files())
    counts = {file: len(lines) for file, lines in findings.items()}
    if mode == "--reset":
        write_baseline(baseline, counts)
        print(f"{os.path.relpath(baseline, ROOT)}: {sum(counts.values())} findings in "
              f"{sum(1 for count in counts.values() if count)} files")
        return 0
    allowed = read_baseline(baseline)
    over = [file for file, count in counts.items() if count > allowed.get(file, 0)]
    lowered = {file: count for file, count in counts.items() if count < allowed.get(file, 0)}
    gone = [file for file in allowed if file not in counts]
    for file in over:
        print(f"{file}: {counts[file]} swift-format findings, {allowed.get(file, 0)} allowed"
              + ("" if file in allowed else " (a file the baseline does not list must have none)"))
        for line in findings[file]:
            print("    " + line)
    total = sum(counts.values())
    if over:
        print(f"error: {len(over)} files have more swift-format findings than {os.path.relpath(baseline, ROOT)} "
              f"allows: `swift format --in-place FILE` formats a file (then `make format-baseline`)")
        return 1
    if mode == "--lower":
        write_baseline(baseline, {file: min(counts.get(file, 0), allowed[file]) for file in allowed})
        print(f"{os.path.relpath(baseline, ROOT)}: lowered {len(lowered)} entries, dropped {len(gone)} gone files; "
              f"{total} findings allowed")
        return 0
    note = f"; {len(lowered) + len(gone)} entries can be lowered: make format-baseline" if lowered or gone else ""
    print(f"swift format lint: {total} findings, none over the baseline{note}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
