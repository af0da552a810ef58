#!/usr/bin/env bash
# Builds the library example (a package of its own, which sees only PlistcKit's public API) and
# runs it on the fixtures: a clean dictionary's table is what `plistc build` prints, and a
# configuration that turns an error into a warning is obeyed.
set -euo pipefail
cd "$(dirname "$0")"
swift build -q
example=$(swift build --show-bin-path)/lint-buffer
root=../..
(cd "$root" && diff <("$example" Fixtures/Noteworthy.plist) Fixtures/library/Noteworthy.txt >/dev/null) \
    || { echo "lint-buffer's table differs from plistc build's" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf '<plist version="1.0"><dict><key>body</key><dict><key>fontName</key><string>Avenir-Book</string><key>fontSize</key><string>17</string></dict></dict></plist>' >"$work/Brand.plist"
set +e
"$example" "$work/Brand.plist" >/dev/null; strict=$?
printf '{"rules": {"font-size-type": "warning", "dictionary-void": "off"}}' >"$work/config.json"
"$example" "$work/Brand.plist" "$work/config.json" >"$work/out"; relaxed=$?
set -e
if [ "$strict" != 1 ] || [ "$relaxed" != 0 ] || ! grep -q "warning: .*\[font-size-type\]" "$work/out"; then
    echo "the configuration was not obeyed ($strict, $relaxed)" >&2
    cat "$work/out" >&2
    exit 1
fi
echo "library example: the public API lints a buffer under a configuration and builds its table"
