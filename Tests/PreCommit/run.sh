#!/usr/bin/env bash
# The pre-commit hooks (.pre-commit-hooks.yaml) run by the real pre-commit (PyPI), offline: a
# scratch git repository with a style dictionary to fix and an Info.plist to leave alone, whose
# .pre-commit-config.yaml names a snapshot of this checkout (uncommitted changes included) at
# its commit. pre-commit builds plistc from it as the hook's Swift package once, and every
# later run reuses that build (`try-repo` would build it again for each run, minutes each).
# plistc-lint must fail on the broken dictionary, plistc-lint-fix must fix it (pre-commit
# fails a hook that changes files), and then both must pass. plistc-lint-app reports the app's
# Swift (a fixed size) with the dictionaries. The -system hooks run PLISTC (a built binary, put
# on the PATH as an installed one would be) with no Swift on the PATH: the same verdicts.
#
#   Tests/PreCommit/run.sh [PLISTC]     (without PLISTC the -system hooks are not tried)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
installed=${1:+$(cd "$(dirname "$1")" && pwd)/$(basename "$1")}
if ! command -v pre-commit >/dev/null 2>&1; then
    echo "pre-commit is missing (python3 -m pip install pre-commit): the hooks are not tested" >&2
    exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export PRE_COMMIT_HOME="$work/cache"
repo="$work/app"
mkdir -p "$repo/Fonts"
cd "$repo"
git init -q .
git config user.email ci@example.com
git config user.name CI
sed 's#<key>body</key>#<key>Body</key>#' "$root/Fixtures/Noteworthy.plist" >Fonts/Noteworthy.plist
cp "$root/Fixtures/fonts/Info-complete.plist" Info.plist
mkdir -p App
printf 'import SwiftUI\nlet title = Text("Hi").font(.custom("Noteworthy-Bold", fixedSize: 17))\n' >App/Title.swift
git add .
git commit -qm "app"

# The snapshot: the checkout's tracked and untracked files (not ignored ones), committed.
snapshot="$work/plistc"
mkdir -p "$snapshot"
(cd "$root" && git ls-files -z --cached --others --exclude-standard |
    xargs -0 cp --parents -t "$snapshot")
git -C "$snapshot" init -q .
git -C "$snapshot" add -A
git -C "$snapshot" -c user.email=ci@example.com -c user.name=CI commit -qm snapshot
rev=$(git -C "$snapshot" rev-parse HEAD)
cat >.pre-commit-config.yaml <<YAML
repos:
  - repo: $snapshot
    rev: $rev
    hooks:
      - id: plistc-lint
      - id: plistc-lint-fix
      - id: plistc-lint-app
      - id: plistc-lint-system
      - id: plistc-lint-app-system
YAML
git add .pre-commit-config.yaml
git commit -qm "hooks"

hook() { pre-commit run "$1" --all-files --verbose >"$work/$1.log" 2>&1; }

if hook plistc-lint; then
    echo "error: plistc-lint passed on a dictionary with an unknown style" >&2
    cat "$work/plistc-lint.log" >&2
    exit 1
fi
grep -q "'Body' is not a text style" "$work/plistc-lint.log" || {
    echo "error: plistc-lint did not report the unknown style" >&2
    cat "$work/plistc-lint.log" >&2
    exit 1
}
if grep -q "Info.plist" "$work/plistc-lint.log"; then
    echo "error: plistc-lint checked Info.plist, which is not a style dictionary" >&2
    exit 1
fi
# The fixing hook changes the file, which pre-commit reports as a failure: then it is clean.
hook plistc-lint-fix || true
grep -q "fixed: 'Body' → 'body' \[unknown-style\]" "$work/plistc-lint-fix.log" || {
    echo "error: plistc-lint-fix did not fix the key" >&2
    cat "$work/plistc-lint-fix.log" >&2
    exit 1
}
cmp -s Fonts/Noteworthy.plist "$root/Fixtures/Noteworthy.plist" || {
    echo "error: the fixed file is not the original byte for byte" >&2
    diff "$root/Fixtures/Noteworthy.plist" Fonts/Noteworthy.plist >&2 || true
    exit 1
}
hook plistc-lint-fix
hook plistc-lint
hook plistc-lint-app || { cat "$work/plistc-lint-app.log" >&2; echo "error: plistc-lint-app failed" >&2; exit 1; }
grep -q "App/Title.swift:2:.*\[fixed-font-size\]" "$work/plistc-lint-app.log" || {
    echo "error: plistc-lint-app did not check the app's Swift" >&2
    cat "$work/plistc-lint-app.log" >&2
    exit 1
}
summary="pre-commit hooks: plistc-lint reports, plistc-lint-fix fixes byte-exactly, Info.plist skipped; plistc-lint-app checks the Swift"

# The -system hooks: the installed binary, and no Swift toolchain on the PATH.
if [ -n "$installed" ]; then
    # Swift's commands shadowed by ones that fail, as on a machine without the toolchain.
    mkdir -p "$work/installed"
    ln -s "$installed" "$work/installed/plistc"
    for tool in swift swiftc swift-build; do
        printf '#!/bin/sh\necho "%s: no Swift toolchain here" >&2\nexit 127\n' "$tool" >"$work/installed/$tool"
        chmod +x "$work/installed/$tool"
    done
    path="$work/installed:$PATH"
    system_hook() { PATH="$path" pre-commit run "$1" --all-files --verbose >"$work/$1.log" 2>&1; }
    system_hook plistc-lint-system || { cat "$work/plistc-lint-system.log" >&2; exit 1; }
    system_hook plistc-lint-app-system || { cat "$work/plistc-lint-app-system.log" >&2; exit 1; }
    grep -q "\[fixed-font-size\]" "$work/plistc-lint-app-system.log" ||
        { echo "error: plistc-lint-app-system did not check the app's Swift" >&2; exit 1; }
    sed -i 's#<key>body</key>#<key>Body</key>#' Fonts/Noteworthy.plist
    if system_hook plistc-lint-system; then
        echo "error: plistc-lint-system passed on a dictionary with an unknown style" >&2
        exit 1
    fi
    summary="$summary; the -system hooks run the installed plistc without Swift"
fi
echo "$summary"
