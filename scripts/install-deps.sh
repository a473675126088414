#!/usr/bin/env bash
# Installs what the build and the tests need from the system:
# - ICU's development files (libicu-dev), libcurl's (libcurl4-openssl-dev) and pkg-config: required, the
#   build fails without them (SwiftPM finds ICU through pkg-config: Package.swift's SystemICU target; libcurl
#   only lends curl.h, and is opened at run time);
# - python3: the loopback test server (Tests/TestServer/feed_server.py) and Fuzz/make-seeds.py;
# - a headless browser (Debian's chromium) and fonts for every script the library ships
#   (fonts-noto-core, fonts-noto-cjk): for the gallery's browser test, which is skipped, saying
#   so, when no browser can be found;
# - Python's jsonschema, for the test that validates SARIF output (skipped, saying so, without it);
# - pre-commit (from PyPI, with PyYAML): .ci/run's hook check, and `make test`'s test of the GitHub Action;
# - with --profiling, valgrind: `make order-file` runs callgrind;
# - with --install-check, man-db and col (bsdextrautils): scripts/install-check.sh renders the manual pages.
# Idempotent: installs only what is missing, and does nothing at all when everything is there.
set -euo pipefail

if [ "$(id -u)" -eq 0 ]; then
    SUDO=""
elif command -v sudo >/dev/null 2>&1; then
    SUDO="sudo"
else
    SUDO="missing"
fi
export DEBIAN_FRONTEND=noninteractive
apt_updated=""

# apt-get install, as root or through sudo; `apt-get update` once per run.
install_packages() {
    if [ "$SUDO" = missing ]; then
        echo "error: need root (or sudo) to run apt-get install $*" >&2
        return 1
    fi
    if [ -z "$apt_updated" ]; then $SUDO apt-get update -qq; apt_updated=yes; fi
    $SUDO apt-get install -y -qq "$@"
}

# --- Required: ICU, libcurl and python3.
required=()
if ! { command -v pkg-config >/dev/null 2>&1 && pkg-config --exists icu-uc icu-i18n; }; then
    required+=(libicu-dev pkg-config)
fi
if ! { command -v pkg-config >/dev/null 2>&1 && pkg-config --exists libcurl; }; then
    required+=(libcurl4-openssl-dev pkg-config)
fi
if ! command -v python3 >/dev/null 2>&1; then required+=(python3); fi
if [ ${#required[@]} -gt 0 ]; then
    echo "installing: ${required[*]}" >&2
    install_packages "${required[@]}"
    pkg-config --exists icu-uc icu-i18n libcurl
fi

# --- Optional: each serves one test, which says it is skipped when its tool is missing.
# The browser and fonts. One font of each package stands for the package (read whole: `grep -q`
# on a pipe would stop fc-list early, and pipefail would take that for a missing font).
browser=()
if ! command -v chromium >/dev/null 2>&1 && ! command -v chromium-browser >/dev/null 2>&1 \
    && ! command -v google-chrome >/dev/null 2>&1; then
    browser+=(chromium)
fi
fonts="$(fc-list : file 2>/dev/null || true)"
if [[ "$fonts" != *NotoSansKhmer* ]]; then browser+=(fonts-noto-core); fi
if [[ "$fonts" != *NotoSansCJK* ]]; then browser+=(fonts-noto-cjk); fi
if [ ${#browser[@]} -gt 0 ]; then
    echo "installing: ${browser[*]}" >&2
    install_packages "${browser[@]}" \
        || echo "warning: could not install ${browser[*]}; the gallery's browser test will be skipped" >&2
fi

# Python's jsonschema: pip first, then Debian's python3-jsonschema.
if ! python3 -c 'import jsonschema' >/dev/null 2>&1; then
    echo "installing Python's jsonschema" >&2
    { python3 -m pip install --quiet jsonschema >/dev/null 2>&1 && python3 -c 'import jsonschema' >/dev/null 2>&1; } \
        || install_packages python3-jsonschema \
        || echo "warning: could not install jsonschema; the SARIF schema test will be skipped" >&2
fi
# pre-commit from PyPI (it brings PyYAML, which scripts/test_action.py reads action.yml with): with pip, or,
# where the system's Python refuses pip (PEP 668, as Debian's does), in a virtual environment in .build/python,
# which scripts/pre-commit-check.sh and `make test` look in.
tools="$(cd "$(dirname "$0")/.." && pwd)/.build/python"
if ! { command -v pre-commit >/dev/null 2>&1 && python3 -c 'import yaml' >/dev/null 2>&1; } && [ ! -x "$tools/bin/pre-commit" ]; then
    echo "installing pre-commit from PyPI" >&2
    if ! python3 -m pip install --quiet pre-commit >/dev/null 2>&1; then
        python3 -m venv "$tools" >/dev/null 2>&1 || { install_packages python3-venv && python3 -m venv "$tools"; }
        "$tools/bin/python3" -m pip install --quiet pre-commit
    fi
fi
# valgrind, only when asked for (`make order-file`).
if [ "${1:-}" = "--profiling" ] && ! command -v valgrind >/dev/null 2>&1; then
    echo "installing: valgrind" >&2
    install_packages valgrind
fi
# man and col, only when asked for (scripts/install-check.sh).
if [ "${1:-}" = "--install-check" ]; then
    manuals=()
    if ! command -v man >/dev/null 2>&1; then manuals+=(man-db); fi
    if ! command -v col >/dev/null 2>&1; then manuals+=(bsdextrautils); fi
    if [ ${#manuals[@]} -gt 0 ]; then
        echo "installing: ${manuals[*]}" >&2
        install_packages "${manuals[@]}"
    fi
fi
exit 0
