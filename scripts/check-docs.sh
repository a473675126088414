#!/usr/bin/env bash
# Documentation check, run by CI after the tests: every public symbol of the library modules has a doc
# comment, and no public doc comment, DocC article or the README speaks of the project's internal notes;
# api/ lists the public API as it is (scripts/public-api.py --check: `make api` regenerates it).
# Symbol graphs come from the compiler (`swift package dump-symbol-graph`), so what is counted is what
# DocC would show; each DocC catalog must then convert without a warning (links resolve, parameters are
# documented). Exit 1 lists each problem as path:line.
set -euo pipefail
cd "$(dirname "$0")/.."
swift="${SWIFT:-swift}"
modules=(TextSafety LocaleServices Strings StringsCheck IVersionCore IVersion IVersionURLSession IVersionNotifier)
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
directory="$(SWIFT="$swift" bash scripts/symbol-graphs.sh "${modules[@]}")"
status=0
python3 scripts/doc_coverage.py "$directory" --root . || status=$?
# The same graphs: a public symbol added, removed or changed without `make api` is a stale listing.
SWIFT="$swift" python3 scripts/public-api.py --graphs "$directory" --check api || status=$?

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
