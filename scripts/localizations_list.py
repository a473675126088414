#!/usr/bin/env python3
"""Rewrites the translations list in Package.swift (`localizationLanguages`) from the <lang>.lproj folders in
Localizations/: run it (`make localizations-list`) after adding or removing a language's folder.

The manifest names the folders rather than listing the directory while SwiftPM evaluates it, because SwiftPM
caches the evaluated manifest: a folder found on disk at evaluation time could stay out of the build until the
cache was reset. LocalizationListTests fails, naming the folders, when the list and the directory disagree.
Exit status: 0 when the list was rewritten or already right, 1 when Package.swift has no list to rewrite or a
folder's name is not a language tag (nothing is written then)."""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MANIFEST = os.path.join(ROOT, "Package.swift")
# The list as Package.swift writes it: from its first line to the closing bracket alone on a line.
LIST = re.compile(r"^let localizationLanguages = \[\n.*?^\]\n", re.MULTILINE | re.DOTALL)
WIDTH = 116


# What a folder's name may hold to be written into Package.swift as it is: a language tag's characters.
TAG = re.compile(r"[A-Za-z0-9]+([-_][A-Za-z0-9]+)*")


def languages():
    """The language of each <lang>.lproj folder in Localizations/, in byte order, and the names that are no tag."""
    folder = os.path.join(ROOT, "Localizations")
    names = sorted(name[: -len(".lproj")] for name in os.listdir(folder)
                   if name.endswith(".lproj") and os.path.isdir(os.path.join(folder, name)))
    return [name for name in names if TAG.fullmatch(name)], [name for name in names if not TAG.fullmatch(name)]


def swift_list(names):
    """`let localizationLanguages = [ … ]` with the names wrapped to WIDTH columns, four spaces in."""
    lines, line = [], "   "
    for item in (f'"{name}",' for name in names):
        if len(line) + 1 + len(item) > WIDTH:
            lines.append(line)
            line = "   "
        line += " " + item
    lines.append(line)
    return "let localizationLanguages = [\n" + "\n".join(lines) + "\n]\n"


def main():
    with open(MANIFEST, encoding="utf-8") as file:
        manifest = file.read()
    if not LIST.search(manifest):
        print(f"error: {MANIFEST} has no `let localizationLanguages = [` … `]` list to rewrite", file=sys.stderr)
        return 1
    names, malformed = languages()
    if malformed:
        for name in malformed:
            print(f"error: Localizations/{name!r}.lproj: a folder's name must be a language tag "
                  "(letters and digits, parts joined by - or _); Package.swift is unchanged", file=sys.stderr)
        return 1
    rewritten = LIST.sub(lambda _: swift_list(names), manifest, count=1)
    if rewritten == manifest:
        print(f"Package.swift already lists the {len(names)} languages of Localizations/")
        return 0
    # Atomic: a new file beside the manifest, renamed over it.
    temporary = MANIFEST + ".tmp"
    with open(temporary, "w", encoding="utf-8") as file:
        file.write(rewritten)
    os.replace(temporary, MANIFEST)
    print(f"Package.swift now lists the {len(names)} languages of Localizations/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
