#!/usr/bin/env bash
# Proves the install and the release archive as a user meets them (run by .ci/run after `make release`; not by
# `make test`, since it needs both release builds, which `make install` and `make dist` make when missing):
#  1. `make install PREFIX=<fresh folder>` puts both commands, their manual pages and completions where each
#     belongs; `man -l` renders both pages; bash loads the completion and completes `strings-check --for` to
#     `--format`; `make uninstall` leaves the prefix empty, and leaves alone a file it did not write.
#  2. DESTDIR is honoured: everything lands below it, nothing in PREFIX itself.
#  3. `make dist` builds the archive; its checksum verifies (and a changed byte does not); unpacked on a fresh
#     path, with the build folder moved away and no Swift toolchain on PATH, both commands run, and neither
#     links a Swift library; the GitHub Action's steps (scripts/test_action.py) and the archive pre-commit hook
#     (pre-commit try-repo) use it without compiling.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
cd "$repo"
bash scripts/install-deps.sh --install-check
work="$(mktemp -d)"
moved=""
restore() {
    if [ -n "$moved" ] && [ -d "$moved" ] && [ ! -e .build-static ]; then mv "$moved" .build-static; fi
    rm -rf "$work"
}
trap restore EXIT
fail() { echo "error: $*" >&2; exit 1; }
make="make --no-print-directory"

echo "== make install"
prefix="$work/prefix"
mkdir "$prefix"
$make install PREFIX="$prefix" >"$work/install.log" 2>&1 || { cat "$work/install.log"; fail "make install failed"; }
for path in bin/iversion bin/strings-check share/man/man1/iversion.1 share/man/man1/strings-check.1 \
    share/bash-completion/completions/iversion share/bash-completion/completions/strings-check \
    share/zsh/site-functions/_iversion share/zsh/site-functions/_strings-check \
    share/fish/vendor_completions.d/iversion.fish share/fish/vendor_completions.d/strings-check.fish; do
    [ -s "$prefix/$path" ] || fail "make install wrote no $path"
done
[ -x "$prefix/bin/strings-check" ] || fail "bin/strings-check is not executable"

# Each page renders without a warning from man or groff, and names its command; man finds it by name too.
for command in iversion strings-check; do
    page="$prefix/share/man/man1/$command.1"
    MANWIDTH=80 man --warnings -l "$page" 2>"$work/man.err" | col -b >"$work/man.txt"
    [ ! -s "$work/man.err" ] || { cat "$work/man.err"; fail "man -l $page warned"; }
    grep -q '^NAME' "$work/man.txt" && grep -q "^ *$command" "$work/man.txt" || { cat "$work/man.txt"; fail "$page does not render"; }
    MANPATH="$prefix/share/man" man -w "$command" | grep -qx "$page" || fail "man does not find $command below the prefix"
    echo "man -l $command.1: $(wc -l <"$work/man.txt") lines"
done
grep -q -- '--format' <(MANWIDTH=80 man -l "$prefix/share/man/man1/strings-check.1" | col -b) \
    || fail "strings-check's page does not document --format"

# Bash's completion as bash runs it: load the file, find the function `complete` registered for the command,
# call it with the words typed so far, read COMPREPLY.
complete_words() {
    local file="$1" cword="$2"
    shift 2
    env -i PATH="$prefix/bin:/usr/bin:/bin" HOME="$work" bash --norc --noprofile -c '
        file="$1" cword="$2"; shift 2
        source "$file"
        spec="$(complete -p "$1")" || exit 3
        function="${spec##* -F }"; function="${function%% *}"
        COMP_WORDS=("$@"); COMP_CWORD="$cword"; COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
        "$function" "$1" "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
        printf "%s\n" "${COMPREPLY[@]}"' bash "$file" "$cword" "$@"
}
completions="$prefix/share/bash-completion/completions"
got="$(complete_words "$completions/strings-check" 1 strings-check --for)"
[ "$got" = "--format" ] || fail "bash completed 'strings-check --for' to '$got', not '--format'"
got="$(complete_words "$completions/strings-check" 2 strings-check --format "")"
for format in text json sarif github; do grep -qx "$format" <<<"$got" || fail "no '$format' after --format: $got"; done
got="$(complete_words "$completions/iversion" 1 iversion ch)"
[ "$got" = "check" ] || fail "bash completed 'iversion ch' to '$got', not 'check'"
echo "bash completion: strings-check --for → --format; --format → text, json, sarif, github; iversion ch → check"
# zsh and fish read their files without running them (-n) where they are installed.
for pair in "zsh:$prefix/share/zsh/site-functions" "fish:$prefix/share/fish/vendor_completions.d"; do
    shell="${pair%%:*}"
    if ! command -v "$shell" >/dev/null 2>&1; then echo "$shell: not installed; its completions were checked to be written"; continue; fi
    for file in "${pair#*:}"/*; do "$shell" -n "$file" || fail "$shell cannot read $file"; done
done

# A file of someone else's in a shared folder stays, with its folder.
touch "$prefix/share/man/man1/other.1"
$make uninstall PREFIX="$prefix" >/dev/null
[ "$(cd "$prefix" && find . -mindepth 1 | LC_ALL=C sort | tr '\n' ' ')" = "./share ./share/man ./share/man/man1 ./share/man/man1/other.1 " ] \
    || { find "$prefix"; fail "make uninstall removed a file it did not write, or left one it did"; }
rm -r "$prefix/share"
$make install PREFIX="$prefix" >/dev/null
$make install PREFIX="$prefix" >/dev/null   # twice: the second install's manifest keeps the first's folders
$make uninstall PREFIX="$prefix" >/dev/null
[ -z "$(ls -A "$prefix")" ] || { find "$prefix"; fail "make uninstall left the prefix not empty"; }
echo "make uninstall: the prefix is empty"

echo "== DESTDIR"
$make install DESTDIR="$work/destdir" PREFIX=/opt/iversion >/dev/null
[ -x "$work/destdir/opt/iversion/bin/strings-check" ] || fail "make install ignored DESTDIR"
[ ! -e /opt/iversion/share/iversion/install-manifest ] || fail "/opt/iversion was written to"
$make uninstall DESTDIR="$work/destdir" PREFIX=/opt/iversion >/dev/null
[ ! -e "$work/destdir/opt/iversion" ] || { find "$work/destdir"; fail "make uninstall left DESTDIR's prefix behind"; }

echo "== make dist"
archive="$($make dist | tail -1)"
[ -f "$archive" ] && [ -f "$archive.sha256" ] || fail "make dist made no archive and checksum (said: $archive)"
case "$(basename "$archive")" in
    iversion-[0-9]*-linux-"$(uname -m)".tar.gz) ;;
    *) fail "the archive's name is not iversion-<version>-linux-$(uname -m).tar.gz: $archive" ;;
esac
(cd "$(dirname "$archive")" && sha256sum -c "$(basename "$archive").sha256") || fail "the checksum does not verify"
mkdir "$work/tampered"
cp "$archive" "$archive.sha256" "$work/tampered/"
printf '\0' | dd of="$work/tampered/$(basename "$archive")" bs=1 seek=100 conv=notrunc status=none
if (cd "$work/tampered" && sha256sum -c --status "$(basename "$archive").sha256"); then fail "a changed archive verified"; fi
name="$(basename "$archive" .tar.gz)"
tar -tzf "$archive" >"$work/members.txt"
for member in bin/iversion bin/strings-check share/man/man1/strings-check.1 \
    share/bash-completion/completions/strings-check LICENSE README; do
    grep -qx "$name/$member" "$work/members.txt" || fail "the archive lacks $member"
done
echo "$(basename "$archive"): $(du -k "$archive" | cut -f1) KB, checksum verifies"
# The same staged tree and time make the same archive, byte for byte.
for run in 1 2; do
    SOURCE_DATE_EPOCH=1795000000 bash scripts/dist.sh .build-static/stage "$work/same-$run" "$($make -s print-version)" >/dev/null
done
cmp -s "$work"/same-1/*.tar.gz "$work"/same-2/*.tar.gz || fail "make dist is not reproducible"

# A clean path (with a space in it), the build folder out of reach, no Swift toolchain on PATH.
mkdir "$work/download"
cp "$archive" "$archive.sha256" "$work/download/"
archive="$work/download/$(basename "$archive")"
unpacked="$work/un packed"
mkdir "$unpacked"
tar -xzf "$archive" -C "$unpacked"
bin="$unpacked/$name/bin"
moved="$repo/.build-static.moved-by-install-check"
mv .build-static "$moved"
clean() { env -i PATH=/usr/bin:/bin HOME="$work" LANG=C.UTF-8 "$@"; }
if clean bash -c 'command -v swift' >/dev/null; then fail "swift is on /usr/bin:/bin: the check proves nothing"; fi
for command in iversion strings-check; do
    ldd "$bin/$command" >"$work/ldd.txt"
    if grep -i 'libswift\|not found' "$work/ldd.txt"; then fail "$command needs a library the archive does not bring"; fi
    clean "$bin/$command" --help >/dev/null || fail "$command --help failed from the archive"
done
fixture="$work/project"
mkdir -p "$fixture/App/en.lproj" "$fixture/App/fr.lproj"
printf '"hello" = "Hello";\n"bye" = "Goodbye";\n' >"$fixture/App/en.lproj/Localizable.strings"
printf '"hello" = "Bonjour";\n' >"$fixture/App/fr.lproj/Localizable.strings"
status=0
(cd "$fixture" && clean "$bin/strings-check" --strict -- App) >"$work/check.txt" 2>&1 || status=$?
[ "$status" -eq 1 ] && grep -q 'fr lacks "bye"' "$work/check.txt" || { cat "$work/check.txt"; fail "strings-check from the archive missed the planted defect (exit $status)"; }
demo="$(clean "$bin/iversion" demo --locale de)" || fail "iversion demo failed from the archive"
grep -q "Neue Version verfügbar" <<<"$demo" || { echo "$demo"; fail "iversion demo from the archive is not in German"; }
# The GitHub Action's steps on this archive (scripts/test_action.py): unpacked, checked, and no compile.
python=python3
if [ -x .build/python/bin/python3 ]; then python=.build/python/bin/python3; fi
STRINGS_CHECK_RELEASE_ARCHIVE="$archive" STRINGS_CHECK_BINARY="$bin/strings-check" \
    "$python" scripts/test_action.py ArchiveTests.test_the_release_archive 2>"$work/action.log" \
    || { cat "$work/action.log"; fail "the Action's steps did not run the archive"; }
grep -q '^OK$' "$work/action.log" && ! grep -q skipped "$work/action.log" || { cat "$work/action.log"; fail "the Action's archive test did not run"; }
# The archive pre-commit hook as a project meets it (try-repo, a fresh store): the planted defect, no build.
PATH="$PATH:$repo/.build/python/bin"
(cd "$fixture" && git init -q && git add -A \
    && PRE_COMMIT_HOME="$work/pre-commit" STRINGS_CHECK_ARCHIVE="$archive" SWIFT=false \
        pre-commit try-repo "$repo" strings-check-archive --all-files) >"$work/hook.log" 2>&1 && status=0 || status=$?
[ "$status" -eq 1 ] && grep -q 'fr lacks "bye"' "$work/hook.log" || { cat "$work/hook.log"; fail "the archive hook missed the planted defect (exit $status)"; }
echo "from the archive, build folder moved away, PATH=/usr/bin:/bin: strings-check found the planted defect (also through the Action's steps and the archive hook), iversion demo spoke German"
echo "libraries: $(ldd "$bin/strings-check" | awk '{print $1}' | grep -v '^/' | tr '\n' ' ')"
echo "install check: ok"
