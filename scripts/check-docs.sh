#!/usr/bin/env bash
# Documentation check, run by CI after the tests: every public symbol of the library modules has a doc
# comment, and no public doc comment, DocC article or the README speaks of the project's internal notes.
# Symbol graphs come from the compiler (`swift package dump-symbol-graph`), so what is counted is what
# DocC would show; each DocC catalog must then convert without a warning (links resolve, parameters are
# documented). Exit 1 lists each problem as path:line.
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
status=0
python3 scripts/doc_coverage.py "$directory" --root . || status=$?

# Every catalog converted with its module's symbol graphs: a link that does not resolve, or a parameter
# the doc comment leaves out, is a warning, and a warning fails the check. Skipped without `docc`.
docc="$(command -v docc || true)"
if [ -z "$docc" ]; then
    echo "docc not found next to swift: catalogs not converted"
    exit "$status"
fi
for catalog in Sources/*/*.docc; do
    module="$(basename "$catalog" .docc)"
    graphs="$(mktemp -d)"
    cp "$directory/$module".symbols.json "$graphs"/
    cp "$directory/$module"@*.symbols.json "$graphs"/ 2>/dev/null || true
    output="$(mktemp -d)"
    warnings="$("$docc" convert "$catalog" --additional-symbol-graph-dir "$graphs" --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.iversion.$module" --output-path "$output" 2>&1 | grep -A3 '^warning' || true)"
    rm -rf "$graphs" "$output"
    if [ -n "$warnings" ]; then
        echo "$catalog: docc warnings:"
        echo "$warnings"
        status=1
    else
        echo "$catalog: converts without warnings"
    fi
done
exit "$status"
