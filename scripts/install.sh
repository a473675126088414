#!/usr/bin/env bash
# What `make install`, `make uninstall` and `make dist` share: the tree the commands are installed as, built
# once (`stage`), then copied under a prefix (`install`) or packed (scripts/dist.sh). The staged tree is the
# one list of what is installed; the install writes that list into the prefix, so `uninstall` removes exactly
# what was written, from any checkout, with no build.
#
#   install.sh stage STAGE BIN_DIR GENERATE_MANUAL COMMAND...
#       STAGE/bin/<command> (stripped) and the resource bundles each names, STAGE/share/man/man1/<command>.1
#       (swift-argument-parser's generate-manual run on the built command), and its completions:
#       share/bash-completion/completions/<command>, share/zsh/site-functions/_<command>,
#       share/fish/vendor_completions.d/<command>.fish
#   install.sh install STAGE ROOT      copies STAGE's files under ROOT ($(DESTDIR)$(PREFIX)), then writes
#                                      ROOT/share/iversion/install-manifest: each file, and each folder it made
#   install.sh uninstall ROOT          removes the manifest's files, then its folders when they are empty
set -euo pipefail

MANIFEST=share/iversion/install-manifest

# The date the manual pages carry: SOURCE_DATE_EPOCH's, else the last commit's, so that the same sources
# make the same page whenever they are built.
release_date() {
    if [ -n "${SOURCE_DATE_EPOCH:-}" ]; then date -u -d "@$SOURCE_DATE_EPOCH" +%F; return; fi
    git -C "$(dirname "$0")/.." log -1 --format=%cs 2>/dev/null || date -u +%F
}

stage() {
    local stage="$1" bin_dir="$2" generate_manual="$3"
    shift 3
    local work="$stage.partial"
    rm -rf "$work"
    mkdir -p "$work/bin" "$work/share/man/man1" "$work/share/bash-completion/completions" \
        "$work/share/zsh/site-functions" "$work/share/fish/vendor_completions.d"
    local command bundle
    for command in "$@"; do
        install -m 755 "$bin_dir/$command" "$work/bin/$command"
        # The symbol table serves only a debugger: a tenth of the size, the same code.
        strip "$work/bin/$command"
        # SwiftPM looks for a target's resources beside the executable (then in the build folder, which a
        # user does not have): ship each bundle the binary names, and none it does not.
        for bundle in $(LC_ALL=C grep -ao 'iVersion_[A-Za-z0-9_]*\.resources' "$bin_dir/$command" | sort -u); do
            if [ -d "$bin_dir/$bundle" ] && [ ! -e "$work/bin/$bundle" ]; then cp -R "$bin_dir/$bundle" "$work/bin/$bundle"; fi
        done
        "$generate_manual" "$work/bin/$command" --date "$(release_date)" --output-directory "$work/share/man/man1" >/dev/null
        [ -s "$work/share/man/man1/$command.1" ] || { echo "error: no manual page written for $command" >&2; exit 1; }
        # generate-manual copies a discussion's blank lines as they are; in mdoc a paragraph break is `.Pp`
        # (groff warns at each empty line).
        sed -i 's/^$/.Pp/' "$work/share/man/man1/$command.1"
        "$work/bin/$command" --generate-completion-script bash >"$work/share/bash-completion/completions/$command"
        "$work/bin/$command" --generate-completion-script zsh >"$work/share/zsh/site-functions/_$command"
        "$work/bin/$command" --generate-completion-script fish >"$work/share/fish/vendor_completions.d/$command.fish"
    done
    chmod -R u+rwX,go+rX,go-w "$work"
    rm -rf "$stage"
    mv "$work" "$stage"
}

# A manifest line's path, refused unless it is relative and stays below the root: the manifest is read back
# from the prefix, where anyone with write access there could have edited it.
safe_path() {
    if [ "$1" = . ]; then return 0; fi
    case "/$1/" in
        //* | */../* | */./*) echo "error: $2: refusing the path '$1'" >&2; return 1 ;;
    esac
}

install_tree() {
    local stage="$1" root="$2"
    [ -d "$stage/bin" ] || { echo "error: $stage is not a staged tree (make stage)" >&2; exit 1; }
    local manifest="$root/$MANIFEST" created=() files=() line kind path
    # Folders an earlier install made stay this install's to remove.
    if [ -f "$manifest" ]; then
        while IFS=' ' read -r kind path; do
            if [ "$kind" != dir ]; then continue; fi
            safe_path "$path" "$manifest" || exit 1
            if [ -d "$root/$path" ]; then created+=("$path"); fi
        done <"$manifest"
    fi
    if [ ! -d "$root" ]; then mkdir -p "$root"; created+=(.); fi
    local directory
    while IFS= read -r -d '' directory; do
        directory="${directory#./}"
        if [ ! -d "$root/$directory" ]; then mkdir "$root/$directory"; created+=("$directory"); fi
    done < <(cd "$stage" && find . -mindepth 1 -type d -print0 | LC_ALL=C sort -z)
    if [ ! -d "$root/$(dirname "$MANIFEST")" ]; then
        mkdir -p "$root/$(dirname "$MANIFEST")"; created+=("$(dirname "$MANIFEST")")
    fi
    local file
    while IFS= read -r -d '' file; do
        file="${file#./}"
        # A temporary name beside the target, then a rename: a running copy of the old binary keeps its file.
        install -m "$(stat -c %a "$stage/$file")" "$stage/$file" "$root/$file.installing"
        mv -f "$root/$file.installing" "$root/$file"
        files+=("$file")
    done < <(cd "$stage" && find . -type f -print0 | LC_ALL=C sort -z)
    {
        printf '# Written by make install; make uninstall removes these files, then these folders when empty.\n'
        printf 'file %s\n' "${files[@]}"
        if [ ${#created[@]} -gt 0 ]; then printf '%s\n' "${created[@]}" | LC_ALL=C sort -u | sed 's/^/dir /'; fi
    } >"$manifest.installing"
    mv -f "$manifest.installing" "$manifest"
    echo "installed ${#files[@]} files under $root (manifest: $manifest)"
}

uninstall_tree() {
    local root="$1" manifest="$1/$MANIFEST" kind path folders=() count=0
    if [ ! -f "$manifest" ]; then
        echo "error: nothing installed under $root: no $MANIFEST" >&2
        exit 1
    fi
    while IFS=' ' read -r kind path; do
        case "$kind" in
            file) safe_path "$path" "$manifest" || exit 1; rm -f "$root/$path"; count=$((count + 1)) ;;
            dir) safe_path "$path" "$manifest" || exit 1; folders+=("$path") ;;
            '#'* | '') ;;
            *) echo "error: $manifest: unknown line '$kind $path'" >&2; exit 1 ;;
        esac
    done <"$manifest"
    rm -f "$manifest"
    # Deepest first; a folder that holds something else stays (rmdir refuses it).
    while IFS= read -r path; do
        if [ -n "$path" ] && [ "$path" != . ]; then rmdir "$root/$path" 2>/dev/null || true; fi
    done < <(printf '%s\n' "${folders[@]}" | LC_ALL=C sort -ru)
    if [ ${#folders[@]} -gt 0 ] && printf '%s\n' "${folders[@]}" | grep -qx '\.'; then rmdir "$root" 2>/dev/null || true; fi
    echo "removed $count files from $root"
}

case "${1:-}" in
    stage) shift; stage "$@" ;;
    install) install_tree "$2" "$3" ;;
    uninstall) uninstall_tree "$2" ;;
    *) echo "usage: $0 stage STAGE BIN_DIR GENERATE_MANUAL COMMAND... | install STAGE ROOT | uninstall ROOT" >&2; exit 2 ;;
esac
