#!/usr/bin/env bash
# Proves the pre-commit hook (.pre-commit-hooks.yaml) the way a project meets it: `pre-commit try-repo`
# on this repository, against a small project with one planted defect (French lacks a key English has),
# must fail and name the defect; once the defect is fixed it must pass. pre-commit builds the package
# itself (its `swift` language: `swift build -c release` of every product), and try-repo does so in a
# fresh temporary store each time: two release builds (about 12 minutes each on a busy 2-core machine).
# pre-commit comes from PyPI (scripts/install-deps.sh installs it). Run by .ci/run.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
# Where scripts/install-deps.sh puts pre-commit when the system's Python refuses pip.
PATH="$PATH:$repo/.build/python/bin"
if ! command -v pre-commit >/dev/null 2>&1; then
    echo "error: pre-commit is not installed (pip install pre-commit, or make deps)" >&2
    exit 1
fi
project="$(mktemp -d)"
log="$(mktemp)"
trap 'rm -rf "$project" "$log"' EXIT

cd "$project"
git init -q
mkdir -p App/en.lproj App/fr.lproj
printf '"hello" = "Hello";\n"bye" = "Goodbye";\n' >App/en.lproj/Localizable.strings
printf '"hello" = "Bonjour";\n' >App/fr.lproj/Localizable.strings   # the planted defect: no "bye"
git add -A

echo "pre-commit try-repo with the planted defect (must fail):"
if pre-commit try-repo "$repo" strings-check --all-files >"$log" 2>&1; then
    cat "$log"
    echo "error: the hook passed a project whose French table lacks \"bye\"" >&2
    exit 1
fi
if ! grep -q 'fr lacks "bye"' "$log"; then
    cat "$log"
    echo "error: the hook failed, but not on the planted defect" >&2
    exit 1
fi
grep -E 'strings-check|lacks' "$log"

printf '"bye" = "Au revoir";\n' >>App/fr.lproj/Localizable.strings
git add -A
echo "pre-commit try-repo with the defect fixed (must pass):"
if ! pre-commit try-repo "$repo" strings-check --all-files >"$log" 2>&1; then
    cat "$log"
    echo "error: the hook failed on a clean project" >&2
    exit 1
fi
grep -E 'strings-check' "$log"
echo "pre-commit hook: ok"
