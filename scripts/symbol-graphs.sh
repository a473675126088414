#!/usr/bin/env bash
# Dumps the package's public symbol graphs (`swift package dump-symbol-graph`, what DocC shows) and prints
# the directory that holds them, after checking that each module named on the command line got a fresh
# graph. Used by scripts/check-docs.sh and scripts/public-api.py. Exit 2, with SwiftPM's log on standard
# error, when there are no fresh graphs.
# Usage: scripts/symbol-graphs.sh MODULE...
set -euo pipefail
cd "$(dirname "$0")/.."
swift="${SWIFT:-swift}"
log="$(mktemp)"
stamp="$(mktemp)"
trap 'rm -f "$log" "$stamp"' EXIT
# SwiftPM also tries the test modules, which exist only once the tests are built (`make test` first in
# CI); a failure there does not matter as long as every module named got a fresh graph.
dumped=0
"$swift" package dump-symbol-graph --minimum-access-level public >"$log" 2>&1 || dumped=$?
# SwiftPM ends with "Files written to <directory>".
directory="$(sed -n 's/^Files written to //p' "$log" | tail -1)"
if [ -z "$directory" ] || [ ! -d "$directory" ]; then
    cat "$log" >&2
    echo "error: swift package dump-symbol-graph failed, no symbol graphs (see above)" >&2
    exit 2
fi
for module in "$@"; do
    # A graph older than this run would be a stale one left by an earlier dump.
    if [ ! "$directory/$module.symbols.json" -nt "$stamp" ]; then
        cat "$log" >&2
        echo "error: no fresh symbol graph for $module in $directory (dump-symbol-graph exit status $dumped)" >&2
        exit 2
    fi
done
echo "$directory"
