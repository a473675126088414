#!/usr/bin/env python3
"""Documentation coverage of the package's public API, from Swift symbol graphs.

Usage: doc_coverage.py SYMBOL_GRAPH_DIR [--root REPO_ROOT]

SYMBOL_GRAPH_DIR holds the `<Module>.symbols.json` files written by
`swift package dump-symbol-graph --minimum-access-level public` (scripts/check-docs.sh runs it).

For each library module it counts the public (and open) symbols declared in this repository's
`Sources/` and those without a doc comment, prints one line per module and every undocumented
symbol as `path:line: name`, e.g.

    Strings: 229 public symbols (40 types), 0 without a doc comment

A symbol that implements a protocol requirement and has no comment of
its own counts as documented when the symbol graph gives it the requirement's documentation (as
DocC shows it), e.g. `description` of `CustomStringConvertible`.

It also looks for words that belong to the project's internal notes, not to its public
documentation, in the doc comments of public symbols, in the DocC catalogs' articles and in
README.md, CHANGELOG.md and CONTRIBUTING.md, and prints where they occur.

Exits 1 when a symbol is undocumented or an internal word is found, 2 when a symbol graph is
missing, 0 otherwise.
"""

import glob
import json
import os
import re
import sys

MODULES = ["TextSafety", "LocaleServices", "Strings", "StringsCheck", "IVersionCore", "IVersion", "IVersionURLSession", "IVersionNotifier"]

# Words that point at the project's internal notes (the design and style files, the numbered issues,
# the reference material) and mean nothing to a reader of the public documentation.
INTERNAL_WORDS = re.compile(r"seed 0\d\d|seeds/|DESIGN\.md|issue \d+|STYLE\.md", re.IGNORECASE)

# Symbol kinds counted as types in the summary line.
TYPE_KINDS = {"swift.struct", "swift.enum", "swift.class", "swift.protocol", "swift.actor"}


def relative_path(uri, root):
    """The repository-relative path of a `file://` URI (or the URI when it is outside)."""
    path = uri[len("file://"):] if uri.startswith("file://") else uri
    path = os.path.normpath(path)
    root = os.path.normpath(os.path.abspath(root))
    if path.startswith(root + os.sep):
        return path[len(root) + 1:]
    marker = "/Sources/"
    if marker in path:  # graphs dumped in another checkout of the repository
        return "Sources/" + path.split(marker, 1)[1]
    return path


def is_own_source(uri):
    return "/Sources/" in uri


def symbol_files(directory, module):
    """The module's own graph and those of its extensions to other modules' types."""
    main = os.path.join(directory, module + ".symbols.json")
    if not os.path.exists(main):
        return None
    return [main] + sorted(glob.glob(os.path.join(directory, module + "@*.symbols.json")))


def display_name(symbol):
    """`Type.member` for members, the plain title otherwise."""
    components = symbol.get("pathComponents") or [symbol["names"]["title"]]
    return ".".join(components)


def check_module(directory, module, root, findings):
    files = symbol_files(directory, module)
    if files is None:
        return None
    seen = set()
    public = []
    for path in files:
        with open(path, encoding="utf-8") as handle:
            graph = json.load(handle)
        for symbol in graph.get("symbols", []):
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            uri = symbol.get("location", {}).get("uri", "")
            if not is_own_source(uri):
                continue  # synthesised, or inherited from another module's protocol extension
            usr = symbol.get("identifier", {}).get("precise")
            if usr in seen:
                continue
            seen.add(usr)
            public.append(symbol)

    undocumented = []
    for symbol in public:
        location = symbol["location"]
        path = relative_path(location["uri"], root)
        line = location["position"]["line"] + 1
        doc = symbol.get("docComment")
        if not doc or not any(entry.get("text", "").strip() for entry in doc.get("lines", [])):
            undocumented.append((path, line, display_name(symbol)))
            continue
        doc_uri = doc.get("uri", "")
        if not is_own_source(doc_uri):
            continue  # the documentation of a protocol requirement in another module
        doc_path = relative_path(doc_uri, root)
        for entry in doc.get("lines", []):
            for match in INTERNAL_WORDS.finditer(entry.get("text", "")):
                doc_line = entry.get("range", {}).get("start", {}).get("line")
                where = f"{doc_path}:{doc_line + 1}" if doc_line is not None else f"{path}:{line}"
                findings.add((where, match.group(0), display_name(symbol)))
    undocumented.sort(key=lambda item: (item[0], item[1], item[2]))
    types = sum(1 for symbol in public if symbol.get("kind", {}).get("identifier") in TYPE_KINDS)
    return len(public), types, undocumented


def scan_articles(root, findings):
    """README.md, CHANGELOG.md, CONTRIBUTING.md and every Markdown file of the DocC catalogs under Sources/."""
    paths = [os.path.join(root, name) for name in ("README.md", "CHANGELOG.md", "CONTRIBUTING.md")]
    paths += sorted(glob.glob(os.path.join(root, "Sources", "**", "*.docc", "**", "*.md"), recursive=True))
    for path in paths:
        if not os.path.exists(path):
            continue
        with open(path, encoding="utf-8") as handle:
            for number, text in enumerate(handle, start=1):
                for match in INTERNAL_WORDS.finditer(text):
                    findings.add((f"{os.path.relpath(path, root)}:{number}", match.group(0), None))


def main(argv):
    args = list(argv[1:])
    root = "."
    if "--root" in args:
        index = args.index("--root")
        root = args[index + 1]
        del args[index:index + 2]
    if len(args) != 1:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    directory = args[0]

    failed = False
    findings = set()
    for module in MODULES:
        result = check_module(directory, module, root, findings)
        if result is None:
            print(f"{module}: no symbol graph in {directory}", file=sys.stderr)
            return 2
        count, types, undocumented = result
        print(f"{module}: {count} public symbols ({types} types), {len(undocumented)} without a doc comment")
        for path, line, name in undocumented:
            print(f"{path}:{line}: {name}")
        failed = failed or bool(undocumented)

    scan_articles(root, findings)
    if findings:
        print(f"{len(findings)} internal word(s) in the public documentation:")
        for where, word, name in sorted(findings):
            suffix = f" (doc comment of {name})" if name else ""
            print(f"{where}: \"{word}\"{suffix}")
        failed = True
    else:
        print("No internal words in the public documentation.")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
