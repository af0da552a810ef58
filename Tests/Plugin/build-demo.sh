#!/usr/bin/env bash
# Builds and runs Fixtures/PluginDemo, a package that uses plistc's build-tool plugin by path,
# and checks that the generated BrandTypography is in its target with the sizes
# `plistc build --emit csv` gives for the same file, and that the target's two dictionaries got
# modifiers named after their files.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R "$root/Fixtures/PluginDemo" "$work/PluginDemo"
ln -s "$root" "$work/plistc"
swift build --package-path "$work/PluginDemo" --scratch-path "$work/build" 2>&1 | grep -Ev "^\[[0-9]+/[0-9]+\]"
demo=$(swift run --package-path "$work/PluginDemo" --scratch-path "$work/build" --skip-build PluginDemo)
echo "$demo"
expected=$(swift run --package-path "$root" --skip-build plistc build --emit csv "$root/Fixtures/PluginDemo/Sources/PluginDemo/Brand.plist" |
    tail -n +2 | tr -d '\r' | awk -F, '{ line = $4 " " $7; for (i = 10; i <= NF; i++) line = line " " $i; print line }')
if [ "$demo" != "$expected" ]; then
    echo "error: the plugin's generated code gives other sizes than plistc build" >&2
    diff <(echo "$expected") <(echo "$demo") >&2 || true
    exit 1
fi
for modifier in "func brand(_ style: BrandTypography)" "func editorialSerif(_ style: EditorialSerifTypography)"; do
    if ! grep -rqF "$modifier" "$work/build/plugins/outputs"; then
        echo "error: no generated file declares $modifier" >&2
        exit 1
    fi
done
echo "plugin demo: BrandTypography built into the target, $(echo "$demo" | wc -l) styles match plistc build; modifiers .brand and .editorialSerif"
