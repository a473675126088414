#!/usr/bin/env bash
# Documentation check, run by CI after the tests: every public symbol of the library modules has a doc
# comment, and no public doc comment, DocC article or the README speaks of the project's internal notes.
# Symbol graphs come from the compiler (`swift package dump-symbol-graph`), so what is counted is what
# DocC would show; each DocC catalog must then convert without a warning (links resolve, parameters are
# documented). Exit 1 lists each problem as path:line.
set -euo pipefail
cd "$(dirname "$0")/.."
swift="${SWIFT:-swift}"
modules=(LocaleServices Strings StringsCheck IVersionCore IVersion IVersionNotifier)
log="$(mktemp)"
stamp="$(mktemp)"
trap 'rm -f "$log" "$stamp"' EXIT
# SwiftPM also tries the test modules, which exist only once the tests are built (`make test` first in
# CI); a failure there does not matter as long as every module above got a fresh graph.
dumped=0
"$swift" package dump-symbol-graph --minimum-access-level public >"$log" 2>&1 || dumped=$?
# SwiftPM ends with "Files written to <directory>".
directory="$(sed -n 's/^Files written to //p' "$log" | tail -1)"
if [ -z "$directory" ] || [ ! -d "$directory" ]; then
    cat "$log" >&2
    echo "error: swift package dump-symbol-graph failed, no symbol graphs (see above)" >&2
    exit 2
fi
for module in "${modules[@]}"; do
    # A graph older than this run would be a stale one left by an earlier dump.
    if [ ! "$directory/$module.symbols.json" -nt "$stamp" ]; then
        cat "$log" >&2
        echo "error: no fresh symbol graph for $module in $directory (dump-symbol-graph exit status $dumped)" >&2
        exit 2
    fi
done
status=0
python3 scripts/doc_coverage.py "$directory" --root . || status=$?

# Every catalog converted with its module's symbol graphs: a link that does not resolve, or a parameter
# the doc comment leaves out, is a warning, and a warning fails the check. Skipped without `docc`.
docc="$(dirname "$(readlink -f "$(command -v "$swift")")")/docc"
if [ ! -x "$docc" ]; then
    docc="$(command -v docc || true)"
fi
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
    converted=0
    "$docc" convert "$catalog" --additional-symbol-graph-dir "$graphs" --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.iversion.$module" --output-path "$output" >"$log" 2>&1 || converted=$?
    warnings="$(grep -E -A3 '^(warning|error)' "$log" || true)"
    rm -rf "$graphs" "$output"
    if [ "$converted" -ne 0 ]; then
        echo "$catalog: docc convert failed (exit status $converted):"
        cat "$log"
        status=1
    elif [ -n "$warnings" ]; then
        echo "$catalog: docc warnings:"
        echo "$warnings"
        status=1
    else
        echo "$catalog: converts without warnings"
    fi
done
exit "$status"
