#!/usr/bin/env bash
# Builds the fuzz targets and runs them one after another.
#
#   Fuzz/run.sh <target|all> [seconds]     e.g. Fuzz/run.sh fuzz-strings 600, Fuzz/run.sh all 60
#
# Each target runs for `seconds` (default 60) under `nice`, one at a time, with a 1 s per-input
# timeout (slower counts as a hang; fuzz-notes: its own processor-time budget, and 10 s), a 2 GiB RSS limit and a per-target maximum input length. The
# corpus grows in Fuzz/corpus/<target> (seeded by make-seeds.py on first use), crashes go to
# Fuzz/artifacts/<target>/, libFuzzer's log to Fuzz/logs/<target>.log, and one summary line per
# target is appended to Fuzz/results.txt. Exit status: 1 when any target found a crash, else 0.
# Set FUZZ_SKIP_BUILD=1 to reuse the last build, FUZZ_ARGS to pass extra libFuzzer flags.
set -euo pipefail

FUZZ_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
TARGETS=(fuzz-strings fuzz-binary-plist fuzz-xml-plist fuzz-stringsdict fuzz-xcstrings
         fuzz-safe-formatter fuzz-versions-feed fuzz-app-store-lookup fuzz-ssvc fuzz-interface-builder fuzz-safe-text
         fuzz-github-releases fuzz-appcast fuzz-notes fuzz-intent-definition fuzz-pbxproj-settings)

usage() { echo "usage: $0 <$(IFS='|'; echo "${TARGETS[*]}")|all> [seconds]" >&2; exit 2; }
[[ $# -ge 1 && $# -le 2 ]] || usage
SECONDS_PER_TARGET="${2:-60}"
[[ "$SECONDS_PER_TARGET" =~ ^[0-9]+$ ]] || usage
if [[ "$1" == all ]]; then
    selected=("${TARGETS[@]}")
elif [[ " ${TARGETS[*]} " == *" $1 "* ]]; then
    selected=("$1")
else
    usage
fi

# Per-target input size bound and dictionary. 64 KiB is far above any input that finds a new path in
# these parsers; the plist readers get 256 KiB so offset tables and deep nesting have room.
max_len() {
    case "$1" in
        fuzz-binary-plist|fuzz-xml-plist|fuzz-stringsdict|fuzz-versions-feed|fuzz-interface-builder|fuzz-intent-definition) echo 262144 ;;
        fuzz-safe-formatter|fuzz-safe-text) echo 4096 ;;
        # The target also reads each input repeated to 16 KiB, under a budget linear in its length.
        fuzz-notes) echo 16384 ;;
        *) echo 65536 ;;
    esac
}
# libFuzzer's per-input timeout, in wall-clock seconds. fuzz-notes measures each read's processor time
# against a budget linear in its length itself (a wall clock trips on a busy machine, not on slow code),
# so its wall-clock timeout only catches a hang.
input_timeout() {
    case "$1" in
        fuzz-notes) echo 10 ;;
        *) echo 1 ;;
    esac
}
dictionary() {
    case "$1" in
        fuzz-strings) echo strings ;;
        fuzz-xml-plist|fuzz-stringsdict|fuzz-versions-feed|fuzz-interface-builder|fuzz-appcast|fuzz-intent-definition) echo xml-plist ;;
        fuzz-pbxproj-settings) echo pbxproj ;;
        fuzz-xcstrings|fuzz-app-store-lookup|fuzz-ssvc|fuzz-github-releases) echo json ;;
        fuzz-safe-formatter) echo format ;;
        fuzz-notes) echo notes ;;
        *) echo "" ;;
    esac
}

cd "$FUZZ_DIR"
if [[ "${FUZZ_SKIP_BUILD:-0}" != 1 ]]; then
    # -sanitize=fuzzer instruments every Swift module for coverage (the library's too) and links
    # libFuzzer; ld.gold's "Cannot export local symbol" warnings are harmless and filtered out. The
    # flag comes from a toolset (toolset.json), which applies to the products only: `-Xswiftc` would
    # also reach the build-time tools the package's plugins run (embed-resources), which are
    # programs of their own and cannot link libFuzzer's driver.
    # The build's own status, not grep's: after `|| true`, PIPESTATUS would be `true`'s, so a failed
    # build went on to run stale or missing binaries.
    set +e
    nice -n 10 swift build -c release --toolset "$FUZZ_DIR/toolset.json" 2>&1 \
        | grep -v "Cannot export local symbol" | grep -E "error|warning: |Build complete|Compiling|Linking"
    build_status=${PIPESTATUS[0]}
    set -e
    [[ $build_status -eq 0 ]] || { echo "build failed" >&2; exit 2; }
fi
BIN="$(swift build -c release --toolset "$FUZZ_DIR/toolset.json" --show-bin-path)"
[[ -d corpus ]] || python3 make-seeds.py corpus
mkdir -p logs artifacts

status=0
for target in "${selected[@]}"; do
    mkdir -p "corpus/$target" "artifacts/$target"
    dict="$(dictionary "$target")"
    log="logs/$target.log"
    started=$(date +%s)
    set +e
    # -print_final_stats gives stat::number_of_executed_units; ASAN_OPTIONS keeps leak checks off,
    # since Swift's runtime metadata caches look like leaks at exit.
    # SWIFT_BACKTRACE=enable=no: a Swift trap must reach libFuzzer as a plain signal; the runtime's
    # own crash handler reads foreign memory, which ASan reports as a confusing "unknown-crash".
    SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="detect_leaks=0:allocator_may_return_null=1" nice -n 10 "$BIN/$target" \
        -max_total_time="$SECONDS_PER_TARGET" -timeout="$(input_timeout "$target")" -rss_limit_mb=2048 -malloc_limit_mb=2048 \
        -max_len="$(max_len "$target")" -print_final_stats=1 -artifact_prefix="artifacts/$target/" \
        ${dict:+-dict="dictionaries/$dict.dict"} ${FUZZ_ARGS:-} "corpus/$target" >"$log" 2>&1
    code=$?
    set -e
    elapsed=$(( $(date +%s) - started ))
    runs=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -Eo '[0-9]+$' | tail -1 || true)
    [[ -n "$runs" ]] || runs=$(grep -Eo 'Done [0-9]+ runs' "$log" | grep -Eo '[0-9]+' | tail -1 || true)
    findings=$(find "artifacts/$target" -type f -newermt "@$started" | wc -l)
    corpus_size=$(find "corpus/$target" -type f | wc -l)
    if [[ $code -eq 0 && $findings -eq 0 ]]; then verdict="clean"; else verdict="FOUND (exit $code, $findings artifacts)"; status=1; fi
    line="$(date -u +%Y-%m-%dT%H:%M:%SZ) $target: ${runs:-?} executions in ${elapsed}s, corpus $corpus_size, $verdict"
    echo "$line"
    echo "$line" >>results.txt
    if [[ $verdict != clean ]]; then
        grep -E "ERROR: |SUMMARY: |Fatal error|fuzz invariant|Test unit written" "$log" | head -5 | sed 's/^/    /'
    fi
done
exit $status
