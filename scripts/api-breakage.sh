#!/usr/bin/env bash
# The public API's breaking changes since a baseline: `swift package diagnose-api-breaking-changes`, which builds the
# baseline in a worktree of its own, dumps its library modules' API, builds the package as it is now and compares.
# Usage: scripts/api-breakage.sh [BASELINE] [-- ARGUMENTS...]
#   BASELINE   a tag, commit or branch; by default the newest tag reachable from HEAD (there must be one).
#   ARGUMENTS  passed on to SwiftPM, e.g. `--products IVersion` to compare one product, or
#              `--breakage-allowlist-path FILE` for the breaks a major release accepts.
# Prints each "API breakage" line and a count; exit 0 when there is none, 1 when there are, 2 on a usage error or
# when SwiftPM fails without a verdict (its whole log is kept, and its path printed).
# On demand, not in .ci/run: it builds the package twice, which takes much longer than the fast gate (make check).
# The baseline's API is kept in .build/api-baseline/<commit>, so a second run against the same commit builds once.
set -euo pipefail
cd "$(dirname "$0")/.."
swift="${SWIFT:-swift}"
baseline=""
if [ $# -gt 0 ] && [ "$1" != "--" ]; then
    baseline="$1"
    shift
fi
if [ $# -gt 0 ]; then
    if [ "$1" != "--" ]; then
        echo "usage: scripts/api-breakage.sh [BASELINE] [-- ARGUMENTS...]" >&2
        exit 2
    fi
    shift
fi
if [ -z "$baseline" ]; then
    if ! baseline="$(git describe --tags --abbrev=0 2>/dev/null)"; then
        echo "error: no tag to compare with: name a baseline (scripts/api-breakage.sh v1.0.0, or a commit such as HEAD~20)" >&2
        exit 2
    fi
fi
if ! commit="$(git rev-parse --verify --quiet "$baseline^{commit}")"; then
    echo "error: '$baseline' is not a commit, tag or branch of this repository" >&2
    exit 2
fi
mkdir -p .build/api-baseline
log=".build/api-baseline/$commit.log"
echo "API breakage since $baseline ($commit); SwiftPM's log: $log"
status=0
# A scratch folder of its own, so the everyday .build is not locked (swift build and swift test would wait) for the
# twenty minutes this takes. Known to fail with Swift 6.3.1: the C modules SwiftPM builds again for the plugins' host
# tools (CICU-tool, CTextScan-tool) are found beside the baseline's, and the API digester stops at "redefinition of
# module 'CICU'" (swiftlang/swift-package-manager#8103, #9254), with --products too; that ends here with exit status 2.
"$swift" package --scratch-path .build/api-breakage diagnose-api-breaking-changes "$commit" \
    --baseline-dir ".build/api-baseline/$commit" "$@" >"$log" 2>&1 || status=$?
breaks="$(grep -E 'API breakage:' "$log" | sed -E 's/^[[:space:]]*(💔[[:space:]]*)?//' | sort -u || true)"
count=0
if [ -n "$breaks" ]; then
    count="$(printf '%s\n' "$breaks" | wc -l | tr -d ' ')"
    printf '%s\n' "$breaks"
fi
if [ "$status" -ne 0 ] && [ "$count" -eq 0 ]; then
    tail -n 40 "$log" >&2
    echo "error: swift package diagnose-api-breaking-changes failed (exit status $status) without a verdict: see $log" >&2
    exit 2
fi
echo "$count API breakages since $baseline"
[ "$count" -eq 0 ]
