#!/usr/bin/env bash
# Shows that a change kept plistc's behaviour: builds REV (default HEAD~1) in a temporary
# worktree and this working tree, runs both binaries through the same command lines (every
# command, reporter, format and error path on every fixture plist, on the real corpus in
# ../shared/corpus when it is there, on the fuzzers' seeds and findings, every token file
# through import) and compares standard output, standard error, exit status and written files
# byte for byte.
#
#   Tests/Refactoring/same-behaviour.sh [REV]    (a few minutes: two release builds)
#   PLISTC_BASE=/path/to/plistc Tests/Refactoring/same-behaviour.sh
#                                               (compares with a binary built before)
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
rev=${1:-HEAD~1}
work=$(mktemp -d)
trap 'git worktree remove --force "$work/base" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT

if [ -n "${PLISTC_BASE:-}" ]; then
    echo "==> building the working tree (release); the base is $PLISTC_BASE"
    base=$PLISTC_BASE
else
    echo "==> building $rev and the working tree (release)"
    git worktree add --detach -q "$work/base" "$rev"
    (cd "$work/base" && swift build -c release -q --product plistc)
    base="$work/base/.build/release/plistc"
fi
swift build -c release -q --product plistc
current="$root/.build/release/plistc"

fonts=/usr/share/fonts/truetype/noto # fonts-noto-core; font runs are left out without it
[ -d "$fonts" ] || fonts=""

# Runs every command line with one binary; each run's output in OUT/NNNNN.{cmd,out,err,rc}.
record() {
    local binary=$1 out=$2 count=0
    mkdir -p "$out"
    run() {
        count=$((count + 1))
        local name
        name="$out/$(printf %05d "$count")"
        printf '%s\n' "$*" >"$name.cmd"
        set +e
        "$binary" "$@" >"$name.out" 2>"$name.err" </dev/null
        echo $? >"$name.rc"
        set -e
        # A preview's temporary folder differs from run to run.
        sed -i -E 's#/[^ ]*plistc-preview-[A-Za-z0-9]+#<preview>#g' "$name.out" "$name.err"
    }
    while IFS= read -r file; do
        for reporter in text json sarif github junit checkstyle codeclimate; do run lint -r "$reporter" "$file"; done
        run lint --strict -v --max-findings 1 "$file"
        for format in table markdown csv json swift; do run build --allow-fallbacks -e "$format" "$file"; done
        run build "$file"
        run dump --json "$file"
        if [ -n "$fonts" ]; then
            run lint --fonts "$fonts" --info-plist Fixtures/fonts/Info-incomplete.plist "$file"
            run build --fonts "$fonts" --allow-fallbacks -e json --model pointsize --rounding pixels@3x "$file"
        fi
    done < <(find Fixtures -name '*.plist' -not -path '*/.build/*' | sort)
    # The real corpus, when the workplace's shared folder is beside the checkout.
    if [ -d ../shared/corpus/real ]; then
        while IFS= read -r file; do
            for reporter in text json sarif; do run lint -r "$reporter" "$file"; done
            run lint --runtime scaledfont2017 "$file"
            run lint --runtime gewill -r json "$file"
            run build --allow-fallbacks -e json "$file"
            run dump --json "$file"
        done < <(find ../shared/corpus/real -name '*.plist' | sort)
    fi
    # Token files in, and the fuzzers' JSON seeds and findings as configurations and tokens.
    while IFS= read -r file; do
        run import "$file"
        run lint --config "$file" Fixtures/Noteworthy.plist
    done < <(find Fixtures/tokens Fixtures/fuzz/configuration Tests/Fuzz/seeds/configuration -name '*.json' | sort)
    # The argument fuzzer's seeds, in a sandbox with the files they name (the same folder for
    # both binaries, emptied after).
    local sandbox="$work/sandbox"
    mkdir -p "$sandbox/Fonts"
    cp Fixtures/Noteworthy.plist "$sandbox/Brand.plist"
    cp Fixtures/styles/clean.plist "$sandbox/Fonts/Brand.plist"
    pushd "$sandbox" >/dev/null
    while IFS= read -r file; do
        # shellcheck disable=SC2046
        run $(tr '\0\n' '  ' <"$file")
    done < <(find "$root/Tests/Fuzz/seeds/arguments" -type f | sort)
    popd >/dev/null
    (cd "$sandbox" && find . -type f | sort | xargs cat) >"$out/sandbox-written"
    rm -rf "$sandbox"
    run lint Fixtures
    run lint -v Fixtures/styles
    run lint -r json --max-findings 0 Fixtures/styles
    run build -e json Fixtures/Noteworthy.plist Fixtures/styles/clean.plist
    run build -e html Fixtures/Noteworthy.plist Fixtures/Noteworthy.plist
    run build -e swift Fixtures/Noteworthy.plist Fixtures/styles/clean.plist
    run build -e swift --type-name Brand --access-level internal --include-fallbacks Fixtures/Noteworthy.plist
    run build --categories large,xSmall -e csv Fixtures/Noteworthy.plist
    run preview --no-open Fixtures/Noteworthy.plist
    # The same folder for both binaries, so that paths in messages match.
    local scratch="$work/files"
    mkdir -p "$scratch"
    run build -o "$scratch/folder" Fixtures/Noteworthy.plist Fixtures/styles/clean.plist
    run build -o "$scratch/scale.md" Fixtures/Noteworthy.plist
    run build --check -o "$scratch/scale.md" Fixtures/Noteworthy.plist
    echo changed >>"$scratch/scale.md"
    run build --check -o "$scratch/scale.md" Fixtures/Noteworthy.plist
    run build --check -o "$scratch/missing.md" Fixtures/Noteworthy.plist
    run build -o "$scratch/scale.md" Fixtures/Noteworthy.plist Fixtures/styles/clean.plist
    (cd "$scratch" && find . -type f | sort | xargs cat) >"$out/written"
    rm -rf "$scratch"
    for command in lint build preview scale fonts dump rules explain; do run "$command" --help; done
    run rules
    run scale
    run explain unknown-style
    for arguments in "build" "preview" "lint" "lint --output" "build --bogus x" "lint -q -v x" \
        "build --check Fixtures/Noteworthy.plist" "build --type-name 9x Fixtures/Noteworthy.plist" \
        "build --model nope Fixtures/Noteworthy.plist" "build --info-plist x Fixtures/Noteworthy.plist" \
        "lint --info-plist Fixtures/fonts/Info-complete.plist Fixtures/Noteworthy.plist" \
        "lint --config /nonexistent.json Fixtures/Noteworthy.plist"; do
        # shellcheck disable=SC2086
        run $arguments
    done
    echo "$count"
}

echo "==> running both"
runs=$(record "$base" "$work/before")
record "$current" "$work/after" >/dev/null
if diff -r "$work/before" "$work/after"; then
    echo "same behaviour: $runs command lines, byte for byte (stdout, stderr, status, written files)"
else
    echo "error: the behaviour changed (diff above: before < > after), in these command lines:" >&2
    diff -rq "$work/before" "$work/after" | sed -nE 's#^Files .*/before/([0-9]+)\..* differ$#\1#p' | sort -u |
        while read -r number; do echo "  plistc $(cat "$work/after/$number.cmd")"; done >&2
    exit 1
fi
