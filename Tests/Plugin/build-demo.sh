#!/usr/bin/env bash
# Builds and runs Fixtures/PluginDemo, a package that uses plistc's build-tool plugin by path,
# and checks that the generated BrandTypography is in its target with the sizes
# `plistc build --emit csv` gives for the same file, and that the target's two dictionaries got
# modifiers named after their files; then the command plugin (swift package plistc) on it.
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

# The command plugin: lint of the target's dictionaries and Swift; the notes plistc lint gives
# them, then an error (a fontSize written as a string) that fails the command.
swift package --package-path "$work/PluginDemo" --scratch-path "$work/build" plistc >"$work/command.out" 2>&1 ||
    { cat "$work/command.out" >&2; echo "error: swift package plistc failed on a clean target" >&2; exit 1; }
grep -q "editorial-serif.plist:6:1: note: no 'largeTitle' entry" "$work/command.out" ||
    { cat "$work/command.out" >&2; echo "error: swift package plistc did not lint the target" >&2; exit 1; }
sed -i 's#<integer>17</integer>#<string>17</string>#' "$work/PluginDemo/Sources/PluginDemo/Brand.plist"
if swift package --package-path "$work/PluginDemo" --scratch-path "$work/build" plistc lint --target PluginDemo \
    >"$work/command.out" 2>&1; then
    echo "error: swift package plistc passed a target whose dictionary has an error" >&2
    exit 1
fi
grep -q "error: .*\[font-size-type\]" "$work/command.out" ||
    { cat "$work/command.out" >&2; echo "error: swift package plistc did not show the error" >&2; exit 1; }
echo "plugin demo: BrandTypography built into the target, $(echo "$demo" | wc -l) styles match plistc build; modifiers .brand and .editorialSerif; swift package plistc lints the target and fails on an error"
