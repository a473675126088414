#!/usr/bin/env bash
# Regenerates docs/gallery.png, the README's picture of `iversion gallery`: the page rendered by
# headless Chromium (make deps installs it), showing Arabic and Japanese.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
swift run iversion gallery --output "$scratch/gallery"
browser="$(command -v chromium || command -v chromium-browser || command -v google-chrome)"
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run --user-data-dir="$scratch/profile" \
    --window-size=1840,1320 --screenshot="$PWD/docs/gallery.png" "file://$scratch/gallery/index.html?only=ar,ja" 2>/dev/null
echo "wrote docs/gallery.png"
