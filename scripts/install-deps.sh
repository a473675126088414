#!/usr/bin/env bash
# Installs what the build needs from the system: ICU's development files (libicu-dev) and pkg-config.
# Idempotent: does nothing when ICU is already visible to pkg-config.
set -euo pipefail

# --- Python's jsonschema, for the StringsCheck test that validates SARIF output against the
# SARIF 2.1.0 schema. Self-contained and idempotent: nothing happens when python3 can import it;
# pip first, then Debian's python3-jsonschema. Not fatal: without it that one test is skipped.
install_python_jsonschema() {
    command -v python3 >/dev/null 2>&1 || { echo "note: no python3; the SARIF schema test will be skipped" >&2; return 0; }
    python3 -c 'import jsonschema' >/dev/null 2>&1 && return 0
    echo "Python's jsonschema not found: installing it" >&2
    python3 -m pip install --quiet jsonschema >/dev/null 2>&1 && python3 -c 'import jsonschema' >/dev/null 2>&1 && return 0
    local sudo=""
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null 2>&1 || { echo "warning: cannot install python3-jsonschema without root; the SARIF schema test will be skipped" >&2; return 0; }
        sudo="sudo"
    fi
    DEBIAN_FRONTEND=noninteractive $sudo apt-get update -qq \
        && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq python3-jsonschema \
        || echo "warning: could not install jsonschema; the SARIF schema test will be skipped" >&2
}
install_python_jsonschema
# --- end jsonschema

if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists icu-uc icu-i18n; then
    exit 0
fi

echo "ICU development files not found: installing libicu-dev and pkg-config" >&2
if [ "$(id -u)" -eq 0 ]; then
    SUDO=""
elif command -v sudo >/dev/null 2>&1; then
    SUDO="sudo"
else
    echo "error: need root (or sudo) to run apt-get install libicu-dev pkg-config" >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq libicu-dev pkg-config
pkg-config --exists icu-uc icu-i18n
