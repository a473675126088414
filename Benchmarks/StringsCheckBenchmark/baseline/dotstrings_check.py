#!/usr/bin/env python3
"""The baseline strings-check is measured against: a plain script on the `dotstrings` package
(PyPI) doing the core of a translation check, as a team without strings-check would write it.

For every <lang>.lproj folder below ROOT it reads each .strings file (dotstrings.load) and
.stringsdict file (dotstrings.load_dict), then reports, against the en.lproj tables:
  - missing keys:     path:1:1: error: LANG lacks "KEY" [missing-key]
  - format mismatches: path:1:1: error: "KEY" in LANG takes SIG, the base takes SIG [format-mismatch]
(the specifiers of a string, as a sorted multiset of conversions with their positions).
Exit status 1 when anything was reported, as strings-check does.

    python3 dotstrings_check.py ROOT
"""
import os
import re
import sys

import dotstrings

SPECIFIER = re.compile(r"%(?:(\d+)\$)?[-+ 0#]*\d*(?:\.\d+)?(?:hh|h|ll|l|q|z|t|j|L)?([@dDiuUxXoOfFeEgGcCsSpaA%])")


def signature(text):
    """The arguments a format string takes: position -> conversion letter ('%%' takes none)."""
    arguments, next_position = {}, 1
    for match in SPECIFIER.finditer(text):
        position, conversion = match.group(1), match.group(2)
        if conversion == "%":
            continue
        if position is None:
            position = next_position
            next_position += 1
        conversion = {"i": "d", "D": "d", "U": "u", "O": "o"}.get(conversion, conversion)
        arguments[int(position)] = conversion
    return tuple(sorted(arguments.items()))


def load_folder(folder):
    """Table name -> key -> value (plurals: their format key)."""
    tables = {}
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        stem, extension = os.path.splitext(name)
        if extension == ".strings":
            for entry in dotstrings.load(path):
                tables.setdefault(stem, {})[entry.key] = entry.value
        elif extension == ".stringsdict":
            for entry in dotstrings.load_dict(path):
                tables.setdefault(stem, {})[entry.key] = entry.value
    return tables


def main(root):
    folders = sorted(name for name in os.listdir(root) if name.endswith(".lproj"))
    base = load_folder(os.path.join(root, "en.lproj"))
    findings = []
    for folder in folders:
        language = folder[: -len(".lproj")]
        if language == "en":
            continue
        tables = load_folder(os.path.join(root, folder))
        for table, base_entries in base.items():
            entries = tables.get(table, {})
            path = os.path.join(root, folder, table + ".strings")
            for key, base_value in base_entries.items():
                value = entries.get(key)
                if value is None:
                    findings.append(f'{path}:1:1: error: {language} lacks "{key}" [missing-key]')
                elif "%" in base_value or "%" in value:
                    ours, theirs = signature(value), signature(base_value)
                    if ours != theirs:
                        findings.append(f'{path}:1:1: error: "{key}" in {language} takes {ours}, the base takes {theirs} [format-mismatch]')
    for finding in findings:
        print(finding)
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
