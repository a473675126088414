#!/usr/bin/env bash
# Installs what the build and tests need from the system: ICU's development files (libicu-dev) and
# pkg-config, and python3 (the loopback test server and the fuzz seeds).
# Idempotent: installs each only when it is missing.
set -euo pipefail

if [ "$(id -u)" -eq 0 ]; then
    SUDO=""
elif command -v sudo >/dev/null 2>&1; then
    SUDO="sudo"
else
    SUDO="missing"
fi
export DEBIAN_FRONTEND=noninteractive

# apt-get install, as root or through sudo.
install_packages() {
    if [ "$SUDO" = missing ]; then
        echo "error: need root (or sudo) to run apt-get install $*" >&2
        exit 1
    fi
    $SUDO apt-get update -qq
    $SUDO apt-get install -y -qq "$@"
}

if ! { command -v pkg-config >/dev/null 2>&1 && pkg-config --exists icu-uc icu-i18n; }; then
    echo "ICU development files not found: installing libicu-dev and pkg-config" >&2
    install_packages libicu-dev pkg-config
    pkg-config --exists icu-uc icu-i18n
fi

# python3: the loopback test server (Tests/TestServer/feed_server.py) and Fuzz/make-seeds.py.
if ! command -v python3 >/dev/null 2>&1; then
    echo "python3 not found: installing it" >&2
    install_packages python3
fi
