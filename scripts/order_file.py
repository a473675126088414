#!/usr/bin/env python3
"""`make order-file`: rewrites scripts/first-alert.order, the layout the shipping build gives lld.

A fresh process touches code pages in 64 KB runs (the kernel maps the neighbours of each page it faults
in), so code that is scattered across a 20 MB binary makes a first alert cost page faults and resident
memory far beyond its size. The shipping build (`make release`) compiles one section per function and
asks lld to place the functions listed here first, together, in this order.

The list is what valgrind's callgrind sees run, in the shipping build itself:
  1. the first alert: everything a fresh process runs from its first library call to the composed
     German update alert (first-alert-benchmark's child, counted only inside `oursFirstAlert`);
  2. then the rest of `iversion check` on the demo data, start-up included (the process benchmark's run).
The benchmark's own code (the scenario it builds, its measuring) is left out: an app's code is not ours
to place. Functions the build no longer has are skipped by the linker, so a stale list costs speed, never
correctness; `make bench` prints how much of the list the binary still has.

    python3 scripts/order_file.py    # builds with `make release`, needs valgrind (apt-get install valgrind)

"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "Benchmarks", "ProcessBenchmark"))
from process_benchmark import check_command  # noqa: E402

ORDER_FILE = os.path.join(ROOT, "scripts", "first-alert.order")
STATIC_BUILD = os.path.join(ROOT, ".build-static", "release")
ALERT_FUNCTION = "$s21first_alert_benchmark14oursFirstAlert8languageSaySSGSS_tF"
# Modules of the benchmark itself, not of the library (mangled `$s<length><name>` prefixes).
BENCHMARK_MODULES = ("$s21first_alert_benchmark", "$s13AlertScenario")
# An input section this small is moved as freely as one function's own.
MOVES_ALONE = 4096
GERMAN_TITLE = "Neue Version verfügbar"
HEADER = """\
# The functions a fresh process runs for its first update alert, then the rest of `iversion check`:
# lld lays them out first, in this order (`make release`). Written by `make order-file`
# (scripts/order_file.py) from callgrind runs of the shipping build; do not edit by hand.
"""


def build(work):
    """Builds both programs the shipping way, each with lld's link map; returns the maps' paths."""
    maps = []
    for product in ["first-alert-benchmark", "iversion"]:
        maps.append(os.path.join(work, product + ".map"))
        # A link map is written only by a link: remove the binary so it is linked again.
        binary = os.path.join(STATIC_BUILD, product)
        if os.path.exists(binary):
            os.remove(binary)
        subprocess.run(["make", "-s", "release", f"PRODUCT={product}", f"SWIFT={os.environ.get('SWIFT', 'swift')}",
                        f"EXTRA_FLAGS=-Xlinker -Map={maps[-1]}"], cwd=ROOT, check=True)
    return maps


def section_sizes(link_maps):
    """Each function's input section size, from lld's link maps.

    A function compiled in its own section (ours, the runtime's C++, the standard library's inlinable code)
    moves alone; one in an object's single `.text` (most of the standard library, Foundation) can only move
    with all of its object, so it is listed after the functions that move alone, or the objects' sections
    would split them.
    """
    sizes = {}
    row = re.compile(r"^\s*[0-9a-f]+\s+[0-9a-f]+\s+([0-9a-f]+)\s+\d+ ( *)(.*)$")
    for link_map in link_maps:
        section_size = None
        for line in open(link_map, errors="replace"):
            match = row.match(line.rstrip("\n"))
            if not match:
                continue
            size, indent, name = int(match.group(1), 16), len(match.group(2)), match.group(3)
            if indent == 8:  # an input section: `object:(.text.name)`
                section_size = size
                section = name[name.rfind(":(") + 2:-1] if name.endswith(")") else ""
                if section.startswith(".text."):
                    sizes.setdefault(section[len(".text."):], size)
            elif indent == 16 and section_size is not None:  # a symbol in it
                sizes.setdefault(name, section_size)
    return sizes


def listed_functions():
    """The functions the order file names, in order."""
    with open(ORDER_FILE) as handle:
        return [line.strip() for line in handle if line.strip() and not line.startswith("#")]


def defined_functions(binary):
    """Names of the functions the binary defines."""
    output = subprocess.run(["nm", "--defined-only", binary], capture_output=True, text=True, check=True).stdout
    return {parts[2] for parts in (line.split() for line in output.splitlines())
            if len(parts) == 3 and parts[1] in "tTwW"}


def functions_run(binary, arguments, work, expected, toggle=None):
    """The functions of `binary` that callgrind sees run, in the order it reports them; the run must
    print `expected` (the German alert), so a run that went wrong cannot write the list.

    valgrind 3.19 cannot read the Swift toolchain's debug information, so it runs a copy without it (the
    symbol table, which is all this needs, stays). The copy sits beside the original, where the library
    finds its translations the way a shipped binary does (elsewhere it would fall back to Foundation's
    `Bundle`, and the list would hold the wrong path).
    """
    copy = binary + ".callgrind"
    shutil.copy(binary, copy)
    subprocess.run(["strip", "--strip-debug", copy], check=True)
    output = os.path.join(work, "callgrind.out")
    command = ["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={output}"]
    if toggle:
        command += ["--collect-atstart=no", f"--toggle-collect={toggle}"]
    try:
        result = subprocess.run(command + [copy] + arguments, cwd=ROOT, capture_output=True, text=True)
    finally:
        os.remove(copy)
    if result.returncode != 0 or expected not in result.stdout:
        sys.exit(f"order-file: the run of {binary} under valgrind failed:\n{result.stdout[-1000:]}{result.stderr[-2000:]}")
    # callgrind names each object and function once, as `ob=(id) name`, then by `(id)` alone.
    objects, functions, current_object, seen = {}, {}, None, []
    program = os.path.realpath(copy)  # callgrind names objects by their resolved paths
    for line in open(output, errors="replace"):
        match = re.match(r"^(c?ob|c?fn)=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
        if not match:
            continue
        kind, number, name = match.groups()
        table = objects if kind.endswith("ob") else functions
        if name is not None:
            table[number] = name
        if kind == "ob":
            current_object = objects[number]
        elif kind == "fn" and current_object == program:
            seen.append(re.sub(r"'\d+$", "", functions[number]))  # `'2`: callgrind's mark for recursion
    return seen


def main():
    unknown = [argument for argument in sys.argv[1:] if argument not in set()]
    if unknown and unknown[0] in ("-h", "--help"):
        print(__doc__)
        return
    if unknown:
        sys.exit(f"{os.path.basename(sys.argv[0])}: unknown argument {unknown[0]}\n" + __doc__)
    if shutil.which("valgrind") is None:
        sys.exit("order-file: needs valgrind (apt-get install valgrind)")
    benchmark = os.path.join(STATIC_BUILD, "first-alert-benchmark")
    iversion = os.path.join(STATIC_BUILD, "iversion")
    work = tempfile.mkdtemp(prefix="order-file-")
    try:
        sizes = section_sizes(build(work))
        alert = functions_run(benchmark, ["--child", "ours", "de"], work, GERMAN_TITLE, toggle=ALERT_FUNCTION)
        check = functions_run(iversion, check_command(iversion, os.path.join(work, "state"))[1:], work, GERMAN_TITLE)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    defined = defined_functions(iversion) | defined_functions(benchmark)
    order, listed = [], set()
    for run in [alert, check]:
        wanted = [name for name in dict.fromkeys(run)
                  if name not in listed and name in defined and not name.startswith(BENCHMARK_MODULES)]
        # Functions that move alone first, then those that bring their whole object (see section_sizes).
        alone = [name for name in wanted if sizes.get(name, 0) <= MOVES_ALONE]
        order += alone + [name for name in wanted if sizes.get(name, 0) > MOVES_ALONE]
        listed.update(wanted)
    if len(alert) < 500 or len(order) < 1000:
        sys.exit(f"order-file: callgrind saw too little ({len(alert)} functions in the alert, {len(order)} in all)")
    with open(ORDER_FILE + ".tmp", "w") as handle:
        handle.write(HEADER + "\n".join(order) + "\n")
    os.replace(ORDER_FILE + ".tmp", ORDER_FILE)
    print(f"order-file: {len(order)} functions ({len(set(alert))} run by the first alert) -> {os.path.relpath(ORDER_FILE, ROOT)}")


if __name__ == "__main__":
    main()
