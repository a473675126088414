#!/usr/bin/env python3
"""The package's public API, one line per symbol, sorted, per library module, from Swift symbol graphs.

Usage: public-api.py [--graphs DIR] [--changelog FILE | --check FILE]

The modules are the targets of the package's library products (`swift package dump-package`). The
symbol graphs are dumped by scripts/symbol-graphs.sh (as `make docs-check` does), unless --graphs names
a directory that already holds them. Each line is a public or open symbol declared in the module's own
sources (extensions of other modules' types included), as its path and its declaration:

    VersionChecker.launch(): func launch() async throws -> CheckResult

Without --changelog the listing is printed. With it, the listing replaces what stands between the
`<!-- public-api:begin -->` and `<!-- public-api:end -->` lines of FILE (CHANGELOG.md's 1.0.0 section).
With --check (run by `make docs-check`), FILE is left alone: exit 1, naming each symbol added or removed,
when its section is not the listing, so a change to the public API cannot land without the list that
records it. Declarations behind `@_spi(...)` are not in the symbol graphs, so they are not listed.
"""

import glob
import json
import os
import subprocess
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
BEGIN, END = "<!-- public-api:begin -->", "<!-- public-api:end -->"


def library_modules():
    """The targets of the library products, in the manifest's order."""
    swift = os.environ.get("SWIFT", "swift")
    manifest = json.loads(subprocess.run([swift, "package", "dump-package"], cwd=ROOT, check=True,
                                         capture_output=True, text=True).stdout)
    modules = []
    for product in manifest["products"]:
        if "library" in product["type"]:
            modules += [target for target in product["targets"] if target not in modules]
    return modules


def dump_graphs(modules):
    done = subprocess.run(["bash", os.path.join(ROOT, "scripts", "symbol-graphs.sh"), *modules], cwd=ROOT,
                          stdout=subprocess.PIPE, text=True)
    if done.returncode != 0:
        sys.exit(done.returncode)
    return done.stdout.strip()


def declaration(symbol):
    text = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
    return " ".join(text.split())


def module_lines(directory, module):
    """`path: declaration` of each public symbol whose source is in Sources/<module>/, sorted."""
    paths = [os.path.join(directory, module + ".symbols.json")]
    paths += sorted(glob.glob(os.path.join(directory, module + "@*.symbols.json")))
    if not os.path.exists(paths[0]):
        raise SystemExit(f"error: no symbol graph for {module} in {directory}")
    lines = set()
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            graph = json.load(handle)
        defaults = {relation["source"] for relation in graph.get("relationships", [])
                    if relation.get("kind") == "defaultImplementationOf"}
        for symbol in graph.get("symbols", []):
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            # Synthesised members, re-exported modules and other modules' protocol extensions are
            # listed under the module that declares them, or not at all.
            if f"/Sources/{module}/" not in symbol.get("location", {}).get("uri", ""):
                continue
            name = ".".join(symbol.get("pathComponents") or [symbol["names"]["title"]])
            # A protocol extension's default implementation is listed beside the requirement it fulfils.
            suffix = " (default implementation)" if symbol["identifier"]["precise"] in defaults else ""
            lines.add(f"{name}: {declaration(symbol)}{suffix}")
    # Sorted by code point, whatever the locale, so the listing is the same on every machine.
    return sorted(lines)


def listing(directory, modules):
    out = []
    for module in modules:
        lines = module_lines(directory, module)
        out += [f"### {module}", "", f"{len(lines)} public symbols.", "", "```swift", *lines, "```", ""]
    return "\n".join(out)


def split_section(path):
    """FILE's text before the listing, the listing, and the text after it."""
    with open(path, encoding="utf-8") as handle:
        content = handle.read()
    if content.count(BEGIN) != 1 or content.count(END) != 1 or content.index(BEGIN) > content.index(END):
        raise SystemExit(f"error: {path} needs one {BEGIN} line and, after it, one {END} line")
    head, rest = content.split(BEGIN, 1)
    section, tail = rest.split(END, 1)
    return head, section, tail


def check_section(path, text):
    """0 when FILE's listing is `text`, else 1 after printing what differs."""
    recorded = split_section(path)[1]
    if recorded == "\n\n" + text:
        return 0
    symbols = lambda listing: {line for line in listing.splitlines() if ": " in line}
    now, then = symbols(text), symbols(recorded)
    print(f"{path}: the public API list is out of date; run scripts/public-api.py --changelog {path}")
    for line in sorted(now - then):
        print(f"  added:   {line}")
    for line in sorted(then - now):
        print(f"  removed: {line}")
    return 1


def replace_section(path, text):
    head, _, tail = split_section(path)
    updated = head + BEGIN + "\n\n" + text + END + tail
    temporary = path + ".tmp"
    with open(temporary, "w", encoding="utf-8") as handle:
        handle.write(updated)
    os.replace(temporary, path)


def main(argv):
    args = list(argv[1:])
    options = {}
    while args:
        flag = args.pop(0)
        if flag not in ("--graphs", "--changelog", "--check") or not args:
            print(__doc__.strip().splitlines()[2], file=sys.stderr)
            return 2
        options[flag] = args.pop(0)
    if "--changelog" in options and "--check" in options:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    modules = library_modules()
    directory = options.get("--graphs") or dump_graphs(modules)
    text = listing(directory, modules)
    if "--check" in options:
        return check_section(options["--check"], text)
    if "--changelog" in options:
        replace_section(options["--changelog"], text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
