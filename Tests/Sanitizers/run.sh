#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer (with LeakSanitizer) and under
# UndefinedBehaviorSanitizer, each in a build folder of its own so the normal build stays as it
# is. A report from either sanitizer fails the run.
#
#   Tests/Sanitizers/run.sh [address] [undefined]     (default: both)
set -euo pipefail
cd "$(dirname "$0")/../.."
sanitizers=("$@")
((${#sanitizers[@]})) || sanitizers=(address undefined)

for sanitizer in "${sanitizers[@]}"; do
    echo "==> swift test --sanitize=$sanitizer"
    log=$(mktemp)
    # halt_on_error: the first report fails the run instead of scrolling past.
    ASAN_OPTIONS=detect_leaks=1:halt_on_error=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
        swift test --sanitize="$sanitizer" --build-path ".build/sanitize-$sanitizer" 2>&1 | tee "$log" | tail -3
    status=${PIPESTATUS[0]}
    if ((status != 0)) || grep -qE 'ERROR: (Address|Leak)Sanitizer|runtime error:' "$log"; then
        echo "error: the tests fail under --sanitize=$sanitizer:" >&2
        grep -E -A20 'ERROR: (Address|Leak)Sanitizer|runtime error:|✘' "$log" | head -60 >&2
        exit 1
    fi
done
