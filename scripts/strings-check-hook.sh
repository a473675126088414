#!/usr/bin/env bash
# The `strings-check-archive` pre-commit hook (.pre-commit-hooks.yaml): strings-check from a release archive
# (`make dist`) when one is named, so a first commit waits for a download instead of two release builds; else
# compiled once into pre-commit's clone of this repository (one per revision), then reused.
#
#   strings-check-hook.sh STRINGS-CHECK-OPTIONS [--archive URL|PATH] [--archive-sha256 HEX] -- PATHS
#
# The archive may also come from STRINGS_CHECK_ARCHIVE and STRINGS_CHECK_ARCHIVE_SHA256 (a CI job's
# environment). It is fetched, checked and unpacked by scripts/strings-check-action.sh (`build`), as the
# GitHub Action does: refused unless its SHA-256 matches the one given, else the `.sha256` file beside it.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
archive="${STRINGS_CHECK_ARCHIVE:-}"
digest="${STRINGS_CHECK_ARCHIVE_SHA256:-}"
# The archive's options are this script's, wherever they stand before `--` (the entry gives --strict first, a
# project's args the rest); everything else goes to strings-check in its order.
rest=()
while [ $# -gt 0 ]; do
    case "$1" in
        --archive) archive="${2:?--archive needs a URL or a path}"; shift 2 ;;
        --archive=*) archive="${1#*=}"; shift ;;
        --archive-sha256) digest="${2:?--archive-sha256 needs a digest}"; shift 2 ;;
        --archive-sha256=*) digest="${1#*=}"; shift ;;
        --) rest+=("$@"); break ;;
        *) rest+=("$1"); shift ;;
    esac
done
build_dir="${STRINGS_CHECK_BUILD_DIR:-$here/../.build-strings-check}"
binary="$build_dir/release/strings-check"
if [ -n "$archive" ] || [ ! -x "$binary" ]; then
    outputs="$(mktemp)"
    # The build's own output goes to standard error: standard output is strings-check's.
    GITHUB_OUTPUT="$outputs" INPUT_ARCHIVE="$archive" INPUT_ARCHIVE_SHA256="$digest" \
        STRINGS_CHECK_BUILD_DIR="$build_dir" bash "$here/strings-check-action.sh" build >&2
    binary="$(sed -n 's/^binary=//p' "$outputs" | tail -n 1)"
    rm -f "$outputs"
fi
exec "$binary" "${rest[@]}"
