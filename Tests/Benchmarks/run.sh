#!/usr/bin/env bash
# Benchmarks plistc's release build against C yardsticks (start-up, and libxml2's SAX2 parser
# alone for throughput), xmllint --noout and Python's plistlib on the same inputs, measures the
# hostile inputs, then runs the growth benchmark (growth.py: every input shape at n and 8n, and
# at 4 MB), memory.py (each reader's peak memory per byte of input, alone and in its command),
# surroundings.py (16,000 configuration patterns, --fix's memory on 40 MB) and cpu.py (CPU time,
# user + system, against xmllint --noout and the C yardstick, with its targets). Not a test: it
# prints numbers; it exits with 1 only when a growth ratio is over 10, a 4 MB shape takes over
# half a second, or a reader's memory is over 8 bytes a byte of input.
#
#   Tests/Benchmarks/run.sh [RUNS]
#   PLISTC_BASE=/path/to/plistc Tests/Benchmarks/run.sh   (cpu.py also runs that binary, in the
#                                                         same interleaving: before and after)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
work="$here/work"
runs=${1:-7}

command -v xmllint >/dev/null || { echo "xmllint is missing: apt-get install libxml2-utils" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "GNU time is missing: apt-get install time" >&2; exit 2; }
# The release binary as the README installs it and releases ship it (Tests/Release/build.sh).
plistc=$("$root/Tests/Release/build.sh" "$work/build")

mkdir -p "$work"
if [ ! -f "$work/itunes-30mb.plist" ]; then
    echo "generating inputs in $work"
    python3 "$here/make_inputs.py" "$work"
fi
python3 "$here/make_hostile.py" "$work"

# The yardsticks: C and libxml2 on the same files (startup_yardstick.c, sax_yardstick.c).
for yardstick in startup_yardstick sax_yardstick; do
    cc -O2 -o "$work/$yardstick" "$here/$yardstick.c" $(pkg-config --cflags --libs libxml-2.0)
done

echo "plistc: $("$plistc" --version)   xmllint: $(xmllint --version 2>&1 | head -1)"
python3 "$here/bench.py" "$plistc" "$work" "$runs" "$work/startup_yardstick" "$work/sax_yardstick"

cc -O2 -o "$work/sax_vs_reader" "$here/sax_vs_reader.c" $(pkg-config --cflags --libs libxml-2.0)
echo "libxml2 alone on mixed-30mb.plist: SAX2 push parser vs xmlTextReader (median of $runs)"
"$work/sax_vs_reader" "$work/mixed-30mb.plist" "$runs"

python3 "$here/growth.py" "$plistc" "$work" 5 --adversarial $((4 << 20))

echo "peak memory per byte of input: each reader alone, then the command around it"
(cd "$here/Readers" && swift build -c release --static-swift-stdlib >/dev/null)
python3 "$here/memory.py" "$plistc" "$here/Readers/.build/release/read-input"

echo "what surrounds a file: configuration patterns, --fix's memory"
python3 "$here/surroundings.py" "$plistc" "$work" "$runs"

echo "CPU time against xmllint --noout (both threads of plistc counted)"
python3 "$here/cpu.py" "$plistc" "$work" "$work/startup_yardstick" "$runs" ${PLISTC_BASE:+"$PLISTC_BASE"} || true
