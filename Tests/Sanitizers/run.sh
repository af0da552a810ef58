#!/usr/bin/env bash
# Runs the test suite under AddressSanitizer (with LeakSanitizer) and under ThreadSanitizer,
# each in a build folder of its own so the normal build stays as it is. A report from either
# fails the run. Leaks inside the toolchain's own libraries, which only the
# test helpers reach, are suppressed (lsan.supp says which and why).
#
# UndefinedBehaviorSanitizer is not among them: Swift 6.3 rejects it on Linux ("unsupported
# option '-sanitize=undefined' for target 'x86_64-unknown-linux-gnu'"), and plistc has no C
# sources of its own to instrument. The undefined behaviour Swift code can have is covered
# otherwise: the debug build the tests use traps on overflow, out-of-bounds access and
# exclusivity violations, AddressSanitizer watches the unsafe pointers, and ThreadSanitizer the
# data races (the parallel lint).
#
# The two suites that compile generated Swift for six platforms and run it (GeneratedSwift-
# PlatformTests, GeneratedSwiftRuntimeTests) are left out here: their time, half of the suite's
# CPU, goes to swiftc and the programs it builds, which no sanitizer instruments; the generator
# itself runs under both sanitizers in the suites that check its output (SwiftGenerationTests,
# FormatGoldenTests). `swift test` runs them, on a fresh machine too. The red-team suites
# (`…AttackTests`) are left out as well: they run the plistc binary in child processes to test
# what the system does with it (signals, devices, mount namespaces), not its memory, and the
# in-process hostile-string suite runs under both sanitizers. So are the plain XML scanner's
# three bulk comparisons with libxml2 (mutated fixtures, a 900 KB file, 256 KB
# prologs): they test what the two readers agree on; the scanner's memory is what the fuzzers
# check, under AddressSanitizer, on far more inputs (FuzzReader), and its other tests run here.
# So are the differential suites (`…DifferentialTests`: plistc's verdicts against Apple's
# parsers, on thousands of generated files): they test what the two agree on, and the code
# they run is the reader's and the linter's, which every other suite runs here.
#
# ThreadSanitizer runs only the suites that lint several files, and so run plistc's one
# concurrent stage (`Parallel.forEach` in `LintSession`, fixing included) on several threads at once,
# and `ParallelTests`, which test it directly:
# the rest of the suite runs on one thread per test, has no data to race on, and costs minutes
# under ThreadSanitizer; it runs under AddressSanitizer, which is what its unsafe code needs.
#
# The address run's tests keep about one of two cores busy, so the thread build runs beside them.
#
#   Tests/Sanitizers/run.sh [address] [thread]     (default: both)
set -euo pipefail
cd "$(dirname "$0")/../.."
source Tests/Deadline/deadline.sh
sanitizers=("$@")
((${#sanitizers[@]})) || sanitizers=(address thread)

# Which suites a sanitizer runs (see above), as swift test options.
selection() {
    if [ "$1" = thread ]; then
        echo --filter "ParallelTests|LintCommandTests|LintFixTests|FixReportTests|FixPropertyTests|ForeignFormatTests|FontLintTests|ReporterGoldenTests"
    else
        echo --skip "GeneratedSwiftPlatformTests|GeneratedSwiftRuntimeTests|AttackTests|DifferentialTests|mutatedFixturesReadAsLibXML2ReadsThem|aLargeFileReadsAsLibXML2ReadsIt|aLongPrologIsLeftToLibXML2"
    fi
}

for sanitizer in "${sanitizers[@]}"; do
    if [ "$sanitizer" = undefined ]; then
        echo "error: Swift does not support -sanitize=undefined on Linux; see the comment at the top of $0" >&2
        exit 2
    fi
done
mkdir -p .build

# Each sanitizer's build, in a build folder of its own, into its log; the deadline covers it.
# A failed build says so, with the end of its log.
build() {
    : >".build/sanitize-$1.log"
    within 1200 ".build/sanitize-$1.log" swift build --build-tests --sanitize="$1" --build-path ".build/sanitize-$1" ||
        { echo "error: the --sanitize=$1 build failed:" >&2; tail -30 ".build/sanitize-$1.log" >&2; return 1; }
}

# The next sanitizer's build runs beside this one's tests rather than after them (see above),
# each build and run still in its own log.
build "${sanitizers[0]}" || exit 1
for index in "${!sanitizers[@]}"; do
    sanitizer=${sanitizers[index]}
    next=${sanitizers[index + 1]:-}
    next_build=
    if [ -n "$next" ]; then
        build "$next" &
        next_build=$!
    fi
    echo "==> swift test --sanitize=$sanitizer"
    log=".build/sanitize-$sanitizer.log"
    # halt_on_error: the first report fails the run instead of scrolling past.
    set +e
    # shellcheck disable=SC2046 # the selection is several words, none with a space
    ASAN_OPTIONS=detect_leaks=1:halt_on_error=1 \
        LSAN_OPTIONS=suppressions=$PWD/Tests/Sanitizers/lsan.supp:print_suppressions=0 \
        UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
        within 1800 "$log" \
        swift test --skip-build --sanitize="$sanitizer" --build-path ".build/sanitize-$sanitizer" $(selection "$sanitizer")
    status=$?
    set -e
    grep -E '^(✔|✘) Test run' "$log" || tail -3 "$log"
    if ((status != 0)) || grep -qE 'ERROR: (Address|Leak)Sanitizer|WARNING: ThreadSanitizer|runtime error:' "$log"; then
        echo "error: the tests fail under --sanitize=$sanitizer:" >&2
        grep -E -A20 'ERROR: (Address|Leak)Sanitizer|WARNING: ThreadSanitizer|runtime error:|✘' "$log" | head -60 >&2
        [ -z "$next_build" ] || kill "$next_build" 2>/dev/null || true
        exit 1
    fi
    if [ -n "$next_build" ]; then wait "$next_build" || exit 1; fi
done
