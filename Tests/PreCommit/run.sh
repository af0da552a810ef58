#!/usr/bin/env bash
# The pre-commit hooks (.pre-commit-hooks.yaml) run by the real pre-commit (PyPI), offline: a
# scratch git repository with a style dictionary to fix and an Info.plist to leave alone, whose
# .pre-commit-config.yaml names a snapshot of this checkout (uncommitted changes included) at
# its commit. pre-commit builds plistc from it as the hook's Swift package once, and every
# later run reuses that build (`try-repo` would build it again for each run, minutes each).
# plistc-lint must fail on the broken dictionary, plistc-lint-fix must fix it (pre-commit
# fails a hook that changes files), and then both must pass.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
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
echo "pre-commit hooks: plistc-lint reports, plistc-lint-fix fixes byte-exactly, Info.plist skipped"
