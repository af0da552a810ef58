#!/usr/bin/env bash
# Builds plistc's libFuzzer targets (with AddressSanitizer) and runs each: first on the inputs
# earlier runs found problems with (Fixtures/fuzz/, with LeakSanitizer on), then fuzzing from
# the fixtures as seeds for SECONDS (default 60), or for a number of executions with --runs N,
# on inputs of at most --max-len bytes (default 16384; the deep shapes fit in 4096, where the
# Swift target runs about three times as fast).
#
#   Tests/Fuzz/run.sh [SECONDS] [--runs N] [--max-len BYTES] [TARGET...]
#
# Targets: FuzzReader (the XML reader), FuzzLint (reader, rules, verdict, every reporter),
# FuzzBuild (every build format, model and rounding), FuzzConfiguration (JSON from a pull request:
# .plistc.json's settings, include and exclude patterns, and design tokens through plistc import)
# FuzzArguments (argument vectors, run
# in a sandbox folder) and FuzzSwiftSource (the Swift lexer and call matcher, from the generated
# Swift and the Swift corpus). A crash, a timeout (over 1 s for one input), a leak, or JSON output a
# strict parser refuses stops the script with status 1 and leaves the input in
# Tests/Fuzz/work/artifacts/: copy it into Fixtures/fuzz/ (plists; configuration/ and
# arguments/ for the others), which every run replays first, before fixing the bug.
set -euo pipefail
cd "$(dirname "$0")"
seconds=60
runs=""
max_len=16384
targets=()
while (($#)); do
    case $1 in
        --runs) runs=$2; shift 2 ;;
        --max-len) max_len=$2; shift 2 ;;
        [0-9]*) seconds=$1; shift ;;
        *) targets+=("$1"); shift ;;
    esac
done
((${#targets[@]})) || targets=(FuzzReader FuzzLint FuzzBuild FuzzConfiguration FuzzArguments FuzzSwiftSource FuzzInterfaceBuilder)

flags=(-c release --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)
echo "==> swift build ${flags[*]}"
swift build "${flags[@]}" 2>&1 | grep -Ev 'Cannot export local symbol .__asan_extra_spill_area' | tail -3
bin=$(swift build "${flags[@]}" --show-bin-path)

work=$PWD/work
mkdir -p "$work/artifacts" "$work/seeds"
# The seeds of the plist targets: every plist among the fixtures (not the goldens beside them),
# and binary plists whose objects are shared (at every level, and one key by every entry).
find ../../Fixtures -name '*.plist' -exec cp {} "$work/seeds/" \;
cp seeds/binary/*.plist "$work/seeds/"
# The JSON target's: the configuration seeds and the design-token fixtures.
mkdir -p "$work/seeds-json"
cp seeds/configuration/* "$work/seeds-json/"
find ../../Fixtures/tokens -name '*.tokens.json' -exec cp {} "$work/seeds-json/" \;
# The Swift target's: the generated Swift, the source rules' fixtures and the Swift corpus
# (named .seed, so that the formatter, which lints Tests/, does not take them for the
# project's own Swift).
mkdir -p "$work/seeds-swift"
find ../../Fixtures/build ../../Fixtures/sources ../../Fixtures/fix ../SwiftSource/corpus ../SwiftSource/apps \( -name '*.swift' -o -name '*.swift.txt' \) -print0 |
    while IFS= read -r -d '' seed; do cp "$seed" "$work/seeds-swift/$(basename "$seed").seed"; done
# And the deep and long shapes of hostile Swift: interpolations past the lexer's 64 levels, a
# run of '#', a dotted chain.
cp seeds/swift/*.seed "$work/seeds-swift/"
# The Interface Builder target's: the rule's fixtures and the real files before and after a fix.
mkdir -p "$work/seeds-ib"
find ../../Fixtures/sources ../../Fixtures/fix ../InterfaceBuilder \( -name '*.storyboard' -o -name '*.xib' \) -print0 |
    while IFS= read -r -d '' seed; do cp "$seed" "$work/seeds-ib/$(basename "$seed")"; done

# Each target's seeds, dictionary and regression inputs.
seeds_of() {
    case $1 in
        FuzzConfiguration) echo "$work/seeds-json" ;;
        FuzzArguments) echo "seeds/arguments" ;;
        FuzzSwiftSource) echo "$work/seeds-swift" ;;
        FuzzInterfaceBuilder) echo "$work/seeds-ib" ;;
        *) echo "$work/seeds" ;;
    esac
}
dictionary_of() {
    case $1 in
        FuzzConfiguration) echo json.dict ;;
        FuzzArguments) echo arguments.dict ;;
        FuzzSwiftSource) echo swift.dict ;;
        *) echo plist.dict ;;
    esac
}
regressions_of() {
    case $1 in
        FuzzConfiguration) find ../../Fixtures/fuzz/configuration -type f ;;
        FuzzArguments) find ../../Fixtures/fuzz/arguments -type f 2>/dev/null ;;
        FuzzSwiftSource) find ../../Fixtures/fuzz/swift -type f 2>/dev/null ;;
        FuzzInterfaceBuilder) find ../../Fixtures/fuzz/interface-builder -type f 2>/dev/null ;;
        *) find ../../Fixtures/fuzz -maxdepth 1 -name '*.plist' ;;
    esac
}

limit=(-max_total_time="$seconds")
[ -n "$runs" ] && limit=(-runs="$runs")
status=0
for target in "${targets[@]}"; do
    mapfile -t regressions < <(regressions_of "$target")
    echo "==> $target: ${#regressions[@]} regression inputs, then ${runs:-$seconds s}${runs:+ executions}"
    if ((${#regressions[@]})); then
        "$bin/$target" -timeout=1 "${regressions[@]}" >"$work/$target-regressions.log" 2>&1 || {
            echo "error: $target fails on a regression input:" >&2
            tail -30 "$work/$target-regressions.log" >&2
            status=1
            continue
        }
    fi
    mkdir -p "$work/corpus-$target"
    if ! "$bin/$target" "$work/corpus-$target" "$(seeds_of "$target")" -dict="$(dictionary_of "$target")" \
        "${limit[@]}" -timeout=1 \
        -rss_limit_mb=2048 -max_len="$max_len" -print_final_stats=1 -artifact_prefix="$work/artifacts/$target-" \
        >"$work/$target.log" 2>&1; then
        echo "error: $target found a problem (log: $work/$target.log):" >&2
        grep -E 'ERROR|SUMMARY|Test unit written' "$work/$target.log" >&2 || tail -30 "$work/$target.log" >&2
        status=1
        continue
    fi
    # plistc's own output is discarded; anything libxml2 printed by itself would show here.
    if grep -E '^(encoding error|I/O error|parser error|namespace error|validity error)' "$work/$target.log" | head -3 | grep .; then
        echo "error: $target: libxml2 wrote to standard error by itself (above): plistc must report it" >&2
        status=1
        continue
    fi
    done_line=$(grep -E '^#[0-9]+\s+DONE' "$work/$target.log" | tail -1)
    executions=$(grep -E '^stat::number_of_executed_units' "$work/$target.log" | awk '{print $2}')
    speed=$(grep -E '^stat::average_exec_per_sec' "$work/$target.log" | awk '{print $2}')
    echo "    $executions executions ($speed/s), no crash, timeout or leak; ${done_line#*DONE   }"
done
exit $status
