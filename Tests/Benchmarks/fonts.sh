#!/usr/bin/env bash
# Times `plistc fonts` on a folder of 500 font files (links to the fonts Debian installed:
# fonts-noto-core, fonts-dejavu-core; none are committed), beside fontconfig's fc-scan on the
# same files. A benchmark, not a test: it prints numbers.
#
#   Tests/Benchmarks/fonts.sh [RUNS]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
runs=${1:-7}
work="$here/work/fonts500"
plistc=$("$root/Tests/Release/build.sh" "$here/work/build")

mapfile -t sources < <(find /usr/share/fonts -type f \( -name '*.ttf' -o -name '*.otf' -o -name '*.ttc' \) | sort)
[ "${#sources[@]}" -gt 0 ] || { echo "no fonts found: apt-get install fonts-noto-core fonts-dejavu-core" >&2; exit 2; }
rm -rf "$work" && mkdir -p "$work"
for i in $(seq 0 499); do
    source=${sources[$((i % ${#sources[@]}))]}
    ln -s "$source" "$work/$(printf '%03d' "$i")-$(basename "$source")"
done

python3 - "$plistc" "$work" "$runs" <<'PY'
import statistics, subprocess, sys, time, glob
plistc, work, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
files = sorted(glob.glob(work + "/*"))
def median(command):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)
ours = median([plistc, "fonts", work])
reference = median(["fc-scan", "--format", "%{postscriptname}\n"] + files)
faces = subprocess.run([plistc, "fonts", "--json", work], capture_output=True, text=True).stdout.count('"postScriptName"')
print("%d font files, %d faces, median of %d runs" % (len(files), faces, runs))
print("  plistc fonts DIR   %8.1f ms" % (ours * 1000))
print("  fc-scan FILES      %8.1f ms   (plistc/fc-scan %.2fx)" % (reference * 1000, ours / reference))
PY
