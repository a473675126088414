#!/usr/bin/env bash
# Installs what the build needs from the system: ICU's development files (libicu-dev) and pkg-config.
# Idempotent: does nothing when ICU is already visible to pkg-config.
set -euo pipefail

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
