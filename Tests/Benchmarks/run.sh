#!/usr/bin/env bash
# Benchmarks plistc's release build against a C yardstick (start-up), xmllint --noout and
# Python's plistlib on the same inputs, and measures the hostile inputs. Not a test: it prints
# numbers, it asserts nothing.
#
#   Tests/Benchmarks/run.sh [RUNS]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
work="$here/work"
runs=${1:-7}

command -v xmllint >/dev/null || { echo "xmllint is missing: apt-get install libxml2-utils" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "GNU time is missing: apt-get install time" >&2; exit 2; }
# The release binary as the README installs it: Swift's standard library linked in statically.
(cd "$root" && swift build -c release --static-swift-stdlib --build-path "$work/build" >/dev/null)
plistc="$work/build/release/plistc"

mkdir -p "$work"
if [ ! -f "$work/mixed-30mb.plist" ]; then
    echo "generating inputs in $work"
    python3 "$here/make_inputs.py" "$work"
fi
python3 "$here/make_hostile.py" "$work"

# The start-up yardstick: C, libxml2, the same file (startup_yardstick.c).
cc -O2 -o "$work/startup_yardstick" "$here/startup_yardstick.c" $(pkg-config --cflags --libs libxml-2.0)

echo "plistc: $("$plistc" --version)   xmllint: $(xmllint --version 2>&1 | head -1)"
python3 "$here/bench.py" "$plistc" "$work" "$runs" "$work/startup_yardstick"

cc -O2 -o "$work/sax_vs_reader" "$here/sax_vs_reader.c" $(pkg-config --cflags --libs libxml-2.0)
echo "libxml2 alone on mixed-30mb.plist: SAX2 push parser vs xmlTextReader (median of $runs)"
"$work/sax_vs_reader" "$work/mixed-30mb.plist" "$runs"
