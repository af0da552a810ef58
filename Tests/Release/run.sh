#!/usr/bin/env bash
# The Linux part of a release, as .github/workflows/release.yml makes it, from a built binary:
# the archive, the artifact bundle and the checksums (release.py), then the checks of them; and
# the checks shown to fail on a changed archive, on a bundle without this machine's variant,
# and on a tag that is not the binary's version. Then Homebrew's formula, as the tap has it
# (head) and as release.py writes it for this version: Ruby's syntax check, and its test block
# run on the binary (Tests/Release/formula_test.rb; skipped, naming Debian's ruby, without Ruby).
#
#   Tests/Release/run.sh PLISTC        (a binary from Tests/Release/build.sh)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
plistc=$1
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

version=$("$plistc" --version | awk '{print $2}')
python3 "$here/release.py" archive --tag "v$version" --binary "$plistc" "$out/dist" >/dev/null
python3 "$here/release.py" bundle "$out/dist" "$out"/dist/*.tar.gz >/dev/null
python3 "$here/release.py" check "$out/dist"

expect_failure() {
    local what=$1
    shift
    if "$@" >/dev/null 2>"$out/stderr"; then
        echo "error: release.py passed $what" >&2
        exit 1
    fi
    echo "refused, as it should be: $what ($(tail -1 "$out/stderr"))"
}

cp -r "$out/dist" "$out/changed"
printf 'x' >>"$out"/changed/*.tar.gz
expect_failure "an archive changed after its checksum" python3 "$here/release.py" check "$out/changed"

# This machine's archive, renamed for the other Linux architecture.
native=$(basename "$out"/dist/*.tar.gz .tar.gz)
case "$native" in
*x86_64*) foreign=${native/x86_64/aarch64} ;;
*) foreign=${native/aarch64/x86_64} ;;
esac
mkdir "$out/foreign"
tar -xzf "$out/dist/$native.tar.gz" -C "$out/foreign"
mv "$out/foreign/$native" "$out/foreign/$foreign"
tar -czf "$out/foreign/$foreign.tar.gz" -C "$out/foreign" "$foreign"
python3 "$here/release.py" bundle "$out/foreign" "$out/foreign/$foreign.tar.gz" >/dev/null
expect_failure "a bundle with no variant for this machine" python3 "$here/release.py" check "$out/foreign"

expect_failure "a tag that is not the binary's version" \
    python3 "$here/release.py" archive --tag "v$version.1" --binary "$plistc" "$out/tagged"

if command -v ruby >/dev/null 2>&1; then
    revision=$(git -C "$here/../.." rev-parse HEAD 2>/dev/null || printf '0%.0s' {1..40})
    python3 "$here/release.py" formula --tag "v$version" --revision "$revision" "$out/formula" >/dev/null
    for formula in "$here/../../Formula/plistc.rb" "$out/formula/plistc.rb"; do
        ruby -c "$formula" >/dev/null
    done
    ruby "$here/formula_test.rb" "$here/../../Formula/plistc.rb" "$plistc"
    ruby "$here/formula_test.rb" "$out/formula/plistc.rb" "$plistc" "$version"
    grep -q "tag:      \"v$version\"" "$out/formula/plistc.rb"
    expect_failure "a formula test whose version is not the binary's" \
        ruby "$here/formula_test.rb" "$out/formula/plistc.rb" "$plistc" "$version.1"
else
    echo "Homebrew's formula not tried: ruby is not installed (apt-get install ruby)"
fi

# The README's one-line install from a release (its x86_64 Linux line), as written there, with
# the archive served from here instead of GitHub and a scratch folder for /usr/local/bin.
line=$(grep -E '^curl -fsSL https://github.com/plistc/plistc/releases/download/' "$here/../../README.md")
url=$(printf '%s\n' "$line" | awk '{print $3}')
if [[ "$native" == *x86_64* ]]; then
    [ "${url##*/}" = "$native.tar.gz" ] ||
        { echo "error: the README's install line names ${url##*/}, not this version's $native.tar.gz" >&2; exit 1; }
    mkdir -p "$out/usr-local-bin"
    command=${line//"curl -fsSL $url"/"cat $out/dist/$native.tar.gz"}
    bash -c "${command//\/usr\/local\/bin/$out/usr-local-bin}"
    echo "the README's install line from a release: $("$out/usr-local-bin/plistc" --version)"
else
    echo "the README's install line (x86_64) not tried on $native"
fi
