#!/usr/bin/env bash
# Runs `swift test` as on a fresh machine that has only the Swift toolchain, libxml2-dev and
# pkg-config (the README's set-up): FreeType (library and headers), HarfBuzz, the fonts,
# fontconfig, Python (with its plistlib and html5lib), Chromium and cmark-gfm are hidden. Every test that needs one of them must skip
# with a message that names its package, and everything else must pass.
#
# As root (CI), they are hidden in a private mount namespace (unshare): still on disk, but this
# run cannot see them, so the libraries really fail to load. Without that privilege, it falls
# back to PLISTC_FONT_LIBRARIES=none, which hides the libraries from plistc and nothing else.
#
# No test may depend on ../shared, which a user's clone has none of. In the mount namespace,
# ../shared is hidden under an empty tmpfs and the tests run in this checkout, reusing its build;
# without one, they run in a copy of this checkout (its tracked and untracked files, as a clone
# would have them, uncommitted changes included) placed in a new temporary folder, where no
# ../shared stands beside it, and built there.
#
#   Tests/FreshMachine/run.sh [swift test options]
set -euo pipefail
cd "$(dirname "$0")/../.."
source Tests/Deadline/deadline.sh

can_unshare() { unshare --mount --propagation private true 2>/dev/null; }

if [ "${PLISTC_FRESH_COPY:-}" != 1 ] && ! can_unshare; then
    parent=$(mktemp -d)
    trap 'rm -rf "$parent"' EXIT
    mkdir "$parent/plistc"
    git ls-files -z --cached --others --exclude-standard |
        while IFS= read -r -d '' file; do [ -e "$file" ] && printf '%s\0' "$file"; done |
        tar --null -T - -cf - | tar -xf - -C "$parent/plistc"
    if [ -e "$parent/shared" ]; then
        echo "error: $parent/shared exists: the copy is not alone" >&2
        exit 1
    fi
    echo "==> a copy of this checkout in $parent/plistc, with no ../shared beside it"
    set +e
    (cd "$parent/plistc" && PLISTC_FRESH_COPY=1 bash Tests/FreshMachine/run.sh "$@")
    status=$?
    set -e
    exit $status
fi

if [ "${PLISTC_FRESH_INSIDE:-}" != 1 ]; then
    if can_unshare; then
        PLISTC_FRESH_INSIDE=1 exec unshare --mount --propagation private bash "$0" "$@"
    fi
    echo "warning: no mount namespace here (not root?): hiding only the font libraries, from plistc" >&2
    export PLISTC_FONT_LIBRARIES=none
    hidden="the font libraries (PLISTC_FONT_LIBRARIES=none)"
else
    if [ -d ../shared ]; then
        mount -t tmpfs none ../shared
        echo "==> this checkout, with ../shared hidden under an empty tmpfs"
    fi
    hide_file() { for file; do [ -e "$file" ] && mount --bind /dev/null "$(readlink -f "$file")"; done; return 0; }
    # The libraries, under every name the loader knows them by.
    libraries=$(ldconfig -p | awk '/lib(freetype|harfbuzz)[^ ]*\.so/ { print $NF }' | sort -u)
    for library in $libraries; do hide_file "$library"; done
    [ -d /usr/share/fonts ] && mount -t tmpfs none /usr/share/fonts
    # FreeType's headers (libfreetype-dev), which only the layout test compiles against.
    freetype_pc=$(pkg-config --variable=pcfiledir freetype2 2>/dev/null || true)
    [ -n "$freetype_pc" ] && hide_file "$freetype_pc/freetype2.pc"
    [ -d /usr/include/freetype2 ] && mount -t tmpfs none /usr/include/freetype2
    # Programs: fontconfig's, HarfBuzz's hb-shape, Chromium, cmark-gfm, and every Python on any
    # folder of PATH.
    IFS=: read -ra folders <<<"$PATH:/usr/bin:/bin"
    for folder in "${folders[@]}"; do
        for program in fc-scan fc-list hb-shape chromium chromium-browser cmark-gfm python3 python3.11 python; do
            hide_file "$folder/$program"
        done
    done
    # ICU stays (libxml2 needs it), hidden from plistc only.
    export PLISTC_ICU=none
    hidden="libfreetype, libharfbuzz, ICU (PLISTC_ICU=none), FreeType's headers, /usr/share/fonts, fc-scan, hb-shape, chromium, cmark-gfm, python3"
fi

echo "==> swift test without $hidden"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
set +e
within 1200 "$log" swift test "$@"
status=$?
set -e
# The skips, each naming what is missing, then the verdict.
grep -E '^➜ (Suite|Test) .* skipped: ' "$log" | sed -E 's/^➜ //' | sort -u
grep -E '^(✔|✘) Test run' "$log" || tail -20 "$log"
if ((status != 0)); then
    echo "error: swift test fails on a machine without the optional packages:" >&2
    grep -E '✘|error:' "$log" | head -40 >&2
    exit 1
fi
skips=$(grep -cE '^➜ (Suite|Test) .* skipped: ' "$log" || true)
if ((skips == 0)); then
    echo "error: nothing was skipped: were the optional packages really hidden?" >&2
    exit 1
fi
if ! grep -qE '^➜ (Suite|Test) .* skipped: .*\.\./shared' "$log"; then
    echo "error: no test skipped for want of ../shared: was it really absent?" >&2
    exit 1
fi
