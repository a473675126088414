#!/usr/bin/env bash
# Documentation check, run by CI after the tests: every public symbol of the library modules has a doc
# comment, and no public doc comment, DocC article or the README speaks of the project's internal notes.
# Symbol graphs come from the compiler (`swift package dump-symbol-graph`), so what is counted is what
# DocC would show. Exit 1 lists each problem as path:line.
set -euo pipefail
cd "$(dirname "$0")/.."
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
if ! swift package dump-symbol-graph --minimum-access-level public >"$log" 2>&1; then
    cat "$log" >&2
    echo "error: swift package dump-symbol-graph failed" >&2
    exit 2
fi
# SwiftPM ends with "Files written to <directory>".
directory="$(sed -n 's/^Files written to //p' "$log" | tail -1)"
if [ -z "$directory" ] || [ ! -d "$directory" ]; then
    cat "$log" >&2
    echo "error: could not find the symbol graphs in the output above" >&2
    exit 2
fi
python3 scripts/doc_coverage.py "$directory" --root .
