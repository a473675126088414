#!/usr/bin/env bash
# The shell steps of the strings-check GitHub Action (action.yml), one subcommand per step, and the one
# place that says how CI runs strings-check: the pre-commit hook (.pre-commit-hooks.yaml) and the README
# run the command line that `command` prints, and scripts/test_action.py holds them to it.
#
#   strings-check-action.sh install     ICU's development files, when pkg-config cannot find them
#   strings-check-action.sh key         the build's cache path and key (outputs `path`, `key`)
#   strings-check-action.sh build       strings-check: from the release archive INPUT_ARCHIVE names when there is
#                                       one (output `binary`), else compiled: release, static Swift runtime (a no-op
#                                       on a cache hit)
#   strings-check-action.sh run         strings-check on the inputs; SARIF written when asked (output `sarif-file`,
#                                       a file in a fresh directory below RUNNER_TEMP, never in the checkout)
#   strings-check-action.sh command     prints the command line `run` runs, for the inputs given
#
# Inputs come as environment variables, as action.yml passes them (composite actions do not export
# inputs by themselves): INPUT_PATHS (directories or String Catalogs, separated by spaces or new lines;
# default "."), INPUT_FORMAT (text, github, json, sarif; default github), INPUT_BASELINE (a baseline
# file, optional), INPUT_STRICT (true/false; default true), INPUT_ALLOW_FILE (optional), INPUT_ENABLE (rules
# off by default to run too, e.g. "untranslated title-case"; optional), INPUT_SARIF
# (true to also write SARIF for upload; default false), INPUT_ARCHIVE (a release archive's URL or path, from
# `make dist`; optional) and INPUT_ARCHIVE_SHA256 (its digest; default: the `.sha256` file beside it).
# Inputs are never evaluated as shell text.
# Exit status of `run`: strings-check's own (0 clean, 1 findings, 2 usage or input error).
set -euo pipefail

ACTION_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${STRINGS_CHECK_BUILD_DIR:-$ACTION_DIR/.build-strings-check}"
BINARY="${STRINGS_CHECK:-$BUILD_DIR/release/strings-check}"
SWIFT="${SWIFT:-swift}"

# `name=value` for a later step (the runner's GITHUB_OUTPUT file); printed when there is none.
output() {
    if [ -n "${GITHUB_OUTPUT:-}" ]; then printf '%s=%s\n' "$1" "$2" >>"$GITHUB_OUTPUT"; else printf '%s=%s\n' "$1" "$2"; fi
}

# A boolean input as GitHub's YAML writes it: true/True/TRUE or false/False/FALSE, else a usage error.
boolean() {
    case "$2" in
        true | True | TRUE) echo true ;;
        false | False | FALSE) echo false ;;
        *) echo "error: input $1 must be true or false, not '$2'" >&2; exit 2 ;;
    esac
}

# The arguments after `strings-check`, in the array ARGS: the options, then `--`, then the paths, so a
# path that starts with `-` (a directory of the checkout, or a word of the workflow) is read as a path,
# never as an option such as --write-baseline=FILE.
# This is the command line the hook, the README and StringsCheck's "In CI" article document; change it here and there (the test says where).
arguments() {
    local strict format paths
    strict="$(boolean strict "${INPUT_STRICT:-true}")"
    format="${INPUT_FORMAT:-github}"
    case "$format" in
        text | github | json | sarif) ;;
        *) echo "error: input format must be text, github, json or sarif, not '$format'" >&2; exit 2 ;;
    esac
    ARGS=()
    if [ "$strict" = true ]; then ARGS+=(--strict); fi
    # Split on white space only: no globbing, no expansion of what the workflow wrote.
    read -r -d '' -a paths < <(printf '%s\0' "${INPUT_PATHS:-.}") || true
    if [ ${#paths[@]} -eq 0 ]; then paths=(.); fi
    if [ -n "${INPUT_ALLOW_FILE:-}" ]; then ARGS+=(--allow-file "$INPUT_ALLOW_FILE"); fi
    # Rules off by default, split on white space like the paths (the command refuses an unknown name).
    local enabled rule
    read -r -d '' -a enabled < <(printf '%s\0' "${INPUT_ENABLE:-}") || true
    for rule in "${enabled[@]}"; do ARGS+=(--enable "$rule"); done
    if [ -n "${INPUT_BASELINE:-}" ]; then ARGS+=(--baseline "$INPUT_BASELINE"); fi
    if [ "$format" != text ]; then ARGS+=(--format "$format"); fi
    ARGS+=(-- "${paths[@]}")
}

# The release archive INPUT_ARCHIVE names, fetched (a URL) or read (a path), refused unless its SHA-256 is the
# one INPUT_ARCHIVE_SHA256 or the `.sha256` file beside it gives, unpacked once per digest below BUILD_DIR.
# Prints the path of its strings-check. A digest pinned in the workflow also refuses a changed release; the
# file beside the archive only refuses a damaged download.
archive_binary() {
    local source="$INPUT_ARCHIVE" expected="${INPUT_ARCHIVE_SHA256:-}" work digest unpacked
    work="$(mktemp -d)"
    trap 'rm -rf "$work"' RETURN
    case "$source" in
        https://* | http://*)
            curl -fsSL --retry 3 -o "$work/archive.tar.gz" "$source" || { echo "error: cannot download $source" >&2; return 2; }
            if [ -z "$expected" ]; then
                curl -fsSL --retry 3 -o "$work/archive.sha256" "$source.sha256" \
                    || { echo "error: no checksum: set archive-sha256, or publish $source.sha256" >&2; return 2; }
            fi ;;
        *)
            [ -f "$source" ] || { echo "error: $source: no such archive" >&2; return 2; }
            cp "$source" "$work/archive.tar.gz"
            if [ -z "$expected" ]; then
                [ -f "$source.sha256" ] || { echo "error: no checksum: set archive-sha256, or put $source.sha256 beside it" >&2; return 2; }
                cp "$source.sha256" "$work/archive.sha256"
            fi ;;
    esac
    if [ -z "$expected" ]; then read -r expected _ <"$work/archive.sha256" || true; fi
    expected="${expected,,}"
    if ! [[ "$expected" =~ ^[0-9a-f]{64}$ ]]; then echo "error: the archive's checksum is not a SHA-256: '$expected'" >&2; return 2; fi
    read -r digest _ < <(sha256sum "$work/archive.tar.gz")
    if [ "$digest" != "$expected" ]; then
        echo "error: $source: SHA-256 $digest, expected $expected: refusing the archive" >&2
        return 2
    fi
    unpacked="$BUILD_DIR/archive-$digest"
    if [ ! -x "$unpacked/bin/strings-check" ]; then
        mkdir -p "$work/tree" "$BUILD_DIR"
        tar -xzf "$work/archive.tar.gz" -C "$work/tree" --no-same-owner
        # One folder, iversion-<version>-linux-<arch>, holding bin/strings-check.
        local top=("$work"/tree/*)
        if [ ${#top[@]} -ne 1 ] || [ ! -f "${top[0]}/bin/strings-check" ]; then
            echo "error: $source holds no <folder>/bin/strings-check" >&2
            return 2
        fi
        rm -rf "$unpacked"
        mv "${top[0]}" "$unpacked"
    fi
    printf '%s\n' "$unpacked/bin/strings-check"
}

case "${1:-}" in
    install)
        if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists icu-uc icu-i18n; then
            echo "ICU $(pkg-config --modversion icu-uc) is installed"
            exit 0
        fi
        sudo=""
        if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
        $sudo apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq libicu-dev pkg-config
        ;;
    key)
        # The build depends on the sources, the manifest and the compiler: a key over all three.
        digest="$(cd "$ACTION_DIR" && {
            "$SWIFT" --version 2>/dev/null || true
            uname -m
            find Package.swift Sources Localizations -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum
        } | sha256sum | cut -c1-32)"
        output path "$BUILD_DIR"
        output key "strings-check-$(uname -s)-$(uname -m)-$digest"
        ;;
    build)
        if [ -n "${INPUT_ARCHIVE:-}" ]; then
            binary="$(archive_binary)" || exit 2
            # Built elsewhere: a machine without the ICU it was linked against cannot load it; compile instead.
            if "$binary" --help >/dev/null 2>"$BUILD_DIR/archive-check.log"; then
                output binary "$binary"
                echo "using $binary (from $INPUT_ARCHIVE; no build)"
                exit 0
            fi
            # A workflow command is one line.
            echo "::warning::the archive's strings-check does not run here ($(head -c 300 "$BUILD_DIR/archive-check.log" | tr '\n' ' ')); compiling instead"
        fi
        "$SWIFT" build -c release --static-swift-stdlib --product strings-check \
            --package-path "$ACTION_DIR" --scratch-path "$BUILD_DIR"
        "$BINARY" --help >/dev/null
        output binary "$BINARY"
        echo "built $BINARY"
        ;;
    command)
        arguments
        printf 'strings-check'
        printf ' %q' "${ARGS[@]}"
        printf '\n'
        ;;
    run)
        arguments
        sarif="$(boolean sarif "${INPUT_SARIF:-false}")"
        status=0
        sarif_file=""
        if [ "$sarif" = true ] || [ "${INPUT_FORMAT:-github}" = sarif ]; then
            # Not in the checkout: a pull request can commit a link named like the file, and the
            # redirection would write wherever it points. A directory made fresh here holds nothing
            # anyone planted (RUNNER_TEMP is the runner's, outside the workspace; mktemp makes it 0700).
            sarif_file="$(mktemp -d "${RUNNER_TEMP:-${TMPDIR:-/tmp}}/strings-check.XXXXXXXX")/strings-check.sarif"
        fi
        if [ "${INPUT_FORMAT:-github}" = sarif ]; then
            # SARIF is the whole output: into the file the upload step reads.
            "$BINARY" "${ARGS[@]}" >"$sarif_file" || status=$?
            sarif=true
        else
            "$BINARY" "${ARGS[@]}" || status=$?
            if [ "$sarif" = true ] && [ "$status" -ne 2 ]; then
                # The same findings for code scanning: exit 1 (findings) is this step's to report, not the upload's.
                format_status=0
                INPUT_FORMAT=sarif arguments
                "$BINARY" "${ARGS[@]}" >"$sarif_file" || format_status=$?
                if [ "$format_status" -eq 2 ]; then status=2; fi
            fi
        fi
        if [ "$sarif" = true ] && [ -s "$sarif_file" ]; then output sarif-file "$sarif_file"; fi
        exit "$status"
        ;;
    *)
        echo "usage: $0 install|key|build|run|command (inputs as INPUT_* environment variables)" >&2
        exit 2
        ;;
esac
