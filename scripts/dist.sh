#!/usr/bin/env bash
# `make dist`: the release archive a CI job downloads instead of compiling (README "Ways in").
#
#   dist.sh STAGE OUT_DIR VERSION
#
# Packs the staged tree (scripts/install.sh stage: bin/ with the static-stdlib commands, share/ with their
# manual pages and completions), LICENSE and a README into OUT_DIR/iversion-VERSION-linux-ARCH.tar.gz, and
# writes its checksum beside it as `sha256sum -c` reads it. The archive's entries carry the last commit's time
# and no owner, so the same sources and binaries give the same archive.
set -euo pipefail
stage="$1" out="$2" version="$3"
repo="$(cd "$(dirname "$0")/.." && pwd)"
case "$version" in
    '' | *[!0-9A-Za-z.+-]*) echo "error: no release version (CHANGELOG.md's newest '## X.Y.Z' heading)" >&2; exit 1 ;;
esac
[ -d "$stage/bin" ] || { echo "error: $stage is not a staged tree (make stage)" >&2; exit 1; }
name="iversion-$version-linux-$(uname -m)"
mkdir -p "$out"
work="$(mktemp -d "$out/.dist.XXXXXXXX")"
trap 'rm -rf "$work"' EXIT

mkdir "$work/$name"
cp -R "$stage/." "$work/$name/"
cp "$repo/LICENSE" "$work/$name/LICENSE"
cat >"$work/$name/README" <<EOF
iVersion for Swift $version, Linux $(uname -m): the iversion and strings-check commands, built with the Swift
runtime linked in (no Swift toolchain needed; the system's ICU is: libicu72 on Debian 12, libicu74 on Ubuntu 24.04).

  bin/                               iversion, strings-check (and the resource folders they read, beside them)
  share/man/man1/                    their manual pages:  man -l share/man/man1/strings-check.1
  share/bash-completion/completions/, share/zsh/site-functions/, share/fish/vendor_completions.d/

Verify the download, then run in place or copy both folders under a prefix:
  sha256sum -c $name.tar.gz.sha256
  tar -xzf $name.tar.gz && $name/bin/strings-check --help
  sudo cp -R $name/bin $name/share /usr/local/

Source, documentation and the MIT licence (LICENSE): the iVersion for Swift repository.
EOF

epoch="${SOURCE_DATE_EPOCH:-$(git -C "$repo" log -1 --format=%ct 2>/dev/null || date +%s)}"
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$epoch" -C "$work" -cf - "$name" \
    | gzip -n -9 >"$work/$name.tar.gz"
(cd "$work" && sha256sum "$name.tar.gz" >"$name.tar.gz.sha256")
mv -f "$work/$name.tar.gz" "$out/$name.tar.gz"
mv -f "$work/$name.tar.gz.sha256" "$out/$name.tar.gz.sha256"
echo "$out/$name.tar.gz"
