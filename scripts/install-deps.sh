#!/usr/bin/env bash
# Installs what the build and the tests need from the system:
# - ICU's development files (libicu-dev) and pkg-config: required, the build fails without them;
# - a headless browser (Debian's chromium) and fonts for every script the library ships
#   (fonts-noto-core, fonts-noto-cjk): for the gallery's browser test, which is skipped, saying
#   so, when no browser can be found;
# - Python's jsonschema, for the test that validates SARIF output (skipped, saying so, without it).
# Idempotent: installs only what is missing, and does nothing at all when everything is there.
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


missing=()
if ! { command -v pkg-config >/dev/null 2>&1 && pkg-config --exists icu-uc icu-i18n; }; then
    missing+=(libicu-dev pkg-config)
fi
browser_missing=()
if ! command -v chromium >/dev/null 2>&1 && ! command -v chromium-browser >/dev/null 2>&1 \
    && ! command -v google-chrome >/dev/null 2>&1; then
    browser_missing+=(chromium)
fi
# One font of each package stands for the package (read whole: `grep -q` on a pipe would
# stop fc-list early, and pipefail would take that for a missing font).
fonts="$(fc-list : file 2>/dev/null || true)"
if [[ "$fonts" != *NotoSansKhmer* ]]; then browser_missing+=(fonts-noto-core); fi
if [[ "$fonts" != *NotoSansCJK* ]]; then browser_missing+=(fonts-noto-cjk); fi

if [ ${#missing[@]} -eq 0 ] && [ ${#browser_missing[@]} -eq 0 ]; then
    exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
    SUDO=""
elif command -v sudo >/dev/null 2>&1; then
    SUDO="sudo"
else
    if [ ${#missing[@]} -gt 0 ]; then
        echo "error: need root (or sudo) to run apt-get install ${missing[*]}" >&2
        exit 1
    fi
    echo "warning: cannot install ${browser_missing[*]} without root or sudo; the gallery's browser test will be skipped" >&2
    exit 0
fi
export DEBIAN_FRONTEND=noninteractive
echo "installing: ${missing[*]} ${browser_missing[*]}" >&2
$SUDO apt-get update -qq
if [ ${#missing[@]} -gt 0 ]; then
    $SUDO apt-get install -y -qq "${missing[@]}"
    pkg-config --exists icu-uc icu-i18n
fi
if [ ${#browser_missing[@]} -gt 0 ]; then
    # The browser serves one test: failing to install it is a warning, not a failed build.
    $SUDO apt-get install -y -qq "${browser_missing[@]}" \
        || echo "warning: could not install ${browser_missing[*]}; the gallery's browser test will be skipped" >&2
fi
