#!/usr/bin/env bash
# Tries the Action's install steps (action.yml's Key, libxml2 and Download, run as GitHub runs a
# composite step's script) as a Linux runner and as a macOS one: a macOS-like PATH has no
# ldconfig, apt-get, sudo or sha256sum. A fake curl serves releases made by release.py from a
# folder. The checks: the cache key changes with what plistc is built from (so a cache made for
# a ref that has since moved is not used); macOS never calls the Linux tools; a version tag with
# a release gets its binary, checksum checked; a tag without one, a branch, a changed archive and
# a binary that does not run all leave the Build step to build.
#
#   Tests/Action/install.sh PLISTC     (a binary from Tests/Release/build.sh)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
plistc=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "Tests/Action/install.sh: $*" >&2; exit 1; }
for name in Key libxml2 "Download plistc"; do
    python3 "$root/Tests/Action/step.py" "$root/action.yml" "$name" >"$work/${name// /-}.sh"
done

# The releases: v$version has this machine's archive and the same binary as the macOS one
# (renamed, so that a macOS-like run can run it); v$version-broken's Linux archive was changed
# after its checksum.
version=$("$plistc" --version | awk '{print $2}')
tag="v$version"
python3 "$root/Tests/Release/release.py" archive --binary "$plistc" "$work/made" >/dev/null
native=$(basename "$work"/made/*.tar.gz .tar.gz)
mac="plistc-$version-universal-apple-macosx"
tar -xzf "$work/made/$native.tar.gz" -C "$work/made"
mv "$work/made/$native" "$work/made/$mac"
tar -czf "$work/made/$mac.tar.gz" -C "$work/made" "$mac"
python3 "$root/Tests/Release/release.py" bundle "$work/made" "$work/made/$native.tar.gz" "$work/made/$mac.tar.gz" >/dev/null
mkdir -p "$work/releases"
cp -r "$work/made" "$work/releases/$tag"

# The tools: the fakes, and for the macOS-like runs only what a Mac has (shasum, not sha256sum).
mkdir -p "$work/fakes" "$work/mac"
ln -s "$root/Tests/Action/fake-curl" "$work/fakes/curl"
for tool in ldconfig apt-get sudo; do
    printf '#!/bin/sh\necho "%s $*" >>"%s"\nexit 1\n' "$tool" "$work/linux-tools.log" >"$work/fakes/$tool"
    chmod +x "$work/fakes/$tool"
done
for tool in bash sh env cat grep awk sed tar gzip mktemp mkdir install rm find sort shasum dirname basename; do
    ln -s "$(command -v "$tool")" "$work/mac/$tool"
done
# The interpreter itself, not a version manager's shim (which needs its manager on the PATH).
ln -s "$(python3 -c 'import sys; print(sys.executable)')" "$work/mac/python3"
ln -s "$root/Tests/Action/fake-curl" "$work/mac/curl"

# Runs step $1 with the action at $2 as runner $3 ($RUNNER_OS-$RUNNER_ARCH) with PATH $4 and the
# action's ref $5; its outputs are left in $work/output.
run_step() {
    local script=$1 action=$2 runner=$3 path=$4 ref=${5:-main}
    : >"$work/output"
    mkdir -p "$work/runner"
    env -i HOME="$work" PATH="$path" GITHUB_ACTION_PATH="$action" GITHUB_OUTPUT="$work/output" \
        RUNNER_TEMP="$work/runner" RUNNER_OS="${runner%-*}" RUNNER_ARCH="${runner#*-}" \
        PLISTC_REF="$ref" PLISTC_REPOSITORY=plistc/plistc FAKE_RELEASES="$work/releases" \
        FAKE_CURL_LOG="$work/curl.log" "$(command -v bash)" --noprofile --norc -eo pipefail "$work/$script.sh" \
        >"$work/step.out" 2>&1 || { cat "$work/step.out"; fail "step $script failed as $runner"; }
}
output() { sed -n "s/^$1=//p" "$work/output" | tail -1; }  # the last one set, as GitHub reads them

# An action folder: what the Key step reads, and where Build and Download put the binary.
action() {
    mkdir -p "$1/Tests/Release"
    cp -r "$root/Package.swift" "$root/Sources" "$1/"
    cp "$root/Tests/Release/build.sh" "$1/Tests/Release/"
}
action "$work/a"

# The key: the same twice; another when a source file changes (main moved); the same on a Mac
# without sha256sum as with it, but for the runner's name.
run_step Key "$work/a" Linux-X64 "$PATH"
key=$(output key)
[[ "$key" == plistc-Linux-X64-* ]] || fail "the key is '$key'"
run_step Key "$work/a" Linux-X64 "$PATH"
[ "$(output key)" = "$key" ] || fail "the key changed with nothing changed"
run_step Key "$work/a" macOS-ARM64 "$work/mac"
[ "$(output key)" = "plistc-macOS-ARM64-${key#plistc-Linux-X64-}" ] || fail "shasum's key is not sha256sum's"
echo "// moved" >>"$work/a/Sources/PlistcKit/Version.swift"
run_step Key "$work/a" Linux-X64 "$PATH"
[ "$(output key)" != "$key" ] || fail "the key did not change when a source file did: a stale cache would be used"

# libxml2: a Mac has it and neither ldconfig nor apt-get; the step must not call them.
: >"$work/linux-tools.log"
run_step libxml2 "$work/a" macOS-ARM64 "$work/fakes:$work/mac"
[ ! -s "$work/linux-tools.log" ] || fail "the libxml2 step called Linux tools on macOS: $(cat "$work/linux-tools.log")"

# Download: a version tag with a release, on a Mac and on Linux.
download() {
    rm -rf "$2/.build"
    : >"$work/curl.log"
    run_step Download-plistc "$2" "$1" "$3" "$4"
}
download macOS-ARM64 "$work/a" "$work/mac" "$tag"
[ "$(output downloaded)" = true ] || { cat "$work/step.out" "$work/output"; fail "the macOS runner did not take the release"; }
"$work/a/.build/release/plistc" --version | grep -q "plistc $version" || fail "the downloaded binary does not run"
case "$native" in
*x86_64*) linux=Linux-X64 ;;
*) linux=Linux-ARM64 ;;
esac
download "$linux" "$work/a" "$work/fakes:$PATH" "$tag"
[ "$(output downloaded)" = true ] || { cat "$work/step.out"; fail "the Linux runner did not take the release"; }

# What builds instead: a branch (nothing asked of GitHub), a tag without a release, a changed
# archive, a binary that does not run here.
download "$linux" "$work/a" "$work/fakes:$PATH" main
[ "$(output downloaded)" = false ] && [ ! -s "$work/curl.log" ] || fail "a branch ref took or asked for a release"
download "$linux" "$work/a" "$work/fakes:$PATH" v9.9.9
[ "$(output downloaded)" = false ] && [ ! -e "$work/a/.build/release/plistc" ] || fail "a tag without a release took one"
cp -r "$work/made" "$work/releases/v9.9.8"
for archive in "$work"/releases/v9.9.8/*.tar.gz; do mv "$archive" "${archive/$version/9.9.8}"; done
printf 'x' >>"$work/releases/v9.9.8/plistc-9.9.8-${native#plistc-"$version"-}.tar.gz"
sed -i "s/$version/9.9.8/" "$work/releases/v9.9.8/SHA256SUMS"
download "$linux" "$work/a" "$work/fakes:$PATH" v9.9.8
[ "$(output downloaded)" = false ] && grep -q "does not match" "$work/step.out" || fail "a changed archive was taken"
mkdir -p "$work/releases/v9.9.7"
printf '#!/bin/sh\nexit 127\n' >"$work/made/$mac/bin/plistc"
tar -czf "$work/releases/v9.9.7/plistc-9.9.7-universal-apple-macosx.tar.gz" -C "$work/made" \
    --transform "s/$mac/plistc-9.9.7-universal-apple-macosx/" "$mac"
(cd "$work/releases/v9.9.7" && shasum -a 256 plistc-9.9.7-universal-apple-macosx.tar.gz >SHA256SUMS)
download macOS-ARM64 "$work/a" "$work/mac" v9.9.7
[ "$(output downloaded)" = false ] && grep -q "does not run" "$work/step.out" || fail "a binary that does not run was taken"

echo "Tests/Action/install.sh: the key follows the sources; macOS calls no Linux tool; a release is taken, checksum checked, and a branch, a missing release, a changed archive and a binary that cannot run build instead"
