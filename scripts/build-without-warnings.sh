#!/usr/bin/env bash
# The build with its tests, as warnings-as-errors for the package's own code: a warning the compiler prints for a
# file under Sources/, Tests/, Plugins/, Benchmarks/ or Examples/ fails the step, after the build, with each warning
# listed. Dependencies' warnings (in .build/checkouts) are theirs. `-Xswiftc -warnings-as-errors` would reach the
# dependencies too, and changing the flags rebuilds everything; reading the log costs nothing. The compiler prints a
# file's warnings when it compiles the file, so a clean build (CI's) sees all of them; an incremental one, only those
# of the files it recompiled.
set -euo pipefail
cd "$(dirname "$0")/.."
swift="${SWIFT:-swift}"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
"$swift" build --build-tests "$@" 2>&1 | tee "$log"
root=$(pwd)
# The root is compared as text (awk's index), not as a pattern: a clone's path may hold any character.
own=$(awk -v root="$root/" 'index($0, root) == 1 && index($0, ": warning: ") > 0 {
    rest = substr($0, length(root) + 1)
    if (rest ~ /^(Sources|Tests|Plugins|Benchmarks|Examples)\//) print
}' "$log" | sort -u)
if [ -n "$own" ]; then
    echo "error: the build printed $(wc -l <<<"$own") warning(s) in the package's own code; the build is warning-free, keep it so:" >&2
    echo "$own" >&2
    exit 1
fi
