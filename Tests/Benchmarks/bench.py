#!/usr/bin/env python3
"""Times plistc against reference tools on the same inputs and prints medians, ratios and peak
memory. Run through run.sh, which builds the release binary and makes the inputs.

    bench.py PLISTC WORK_DIR [RUNS]
"""
import glob
import os
import statistics
import subprocess
import sys
import time


def measure(command, runs):
    """Median wall time (s) and the largest peak RSS (MiB) of `runs` runs of `command`."""
    times, peaks = [], []
    for _ in range(runs):
        start = time.perf_counter()
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(process.pid, 0)
        times.append(time.perf_counter() - start)
        peaks.append(usage.ru_maxrss / 1024)
        if os.waitstatus_to_exitcode(status) not in (0, 1):
            sys.exit("benchmark command failed: %s" % " ".join(command[:4]))
    return statistics.median(times), max(peaks)


def row(label, command, runs, reference=None):
    seconds, peak = measure(command, runs)
    ratio = "" if reference is None else "%6.2fx" % (seconds / reference)
    print("  %-28s %9.1f ms %8.1f MiB %s" % (label, seconds * 1000, peak, ratio))
    return seconds


def main():
    plistc, work = sys.argv[1], sys.argv[2]
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 7
    python = sys.executable
    load = "import plistlib,sys\nfor p in sys.argv[1:]:\n plistlib.load(open(p,'rb'))"
    print("median of %d runs; ratio = time / xmllint --noout on the same input" % runs)
    for name in ["style-2k.plist", "mixed-1mb.plist", "mixed-30mb.plist"]:
        path = os.path.join(work, name)
        print("%s (%d bytes)" % (name, os.path.getsize(path)))
        reference = row("xmllint --noout", ["xmllint", "--noout", path], runs)
        row("plistc lint", [plistc, "lint", path], runs, reference)
        row("python3 plistlib", [python, "-c", load, path], runs, reference)
    files = sorted(glob.glob(os.path.join(work, "many", "*.plist")))
    print("%d style dictionaries in one process" % len(files))
    reference = row("xmllint --noout FILES", ["xmllint", "--noout"] + files, runs)
    row("plistc lint DIR", [plistc, "lint", os.path.join(work, "many")], runs, reference)
    row("plistc lint FILES", [plistc, "lint"] + files, runs, reference)
    row("python3 plistlib FILES", [python, "-c", load] + files, runs, reference)
    print("hostile inputs (plistc lint; must end in an error, fast and small)")
    for name in sorted(glob.glob(os.path.join(work, "hostile-*.plist"))):
        row(os.path.basename(name), [plistc, "lint", name], runs)


if __name__ == "__main__":
    main()
