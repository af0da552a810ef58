#!/usr/bin/env python3
"""Times plistc against reference tools on the same inputs and prints medians, ratios and peak
memory. Run through run.sh, which builds the release binary and makes the inputs.

Commands compared with each other run interleaved (A, B, C, A, B, C, ...), so a machine that
slows down or speeds up during the run affects them alike.

    bench.py PLISTC WORK_DIR [RUNS] [STARTUP_YARDSTICK] [SAX_YARDSTICK]
"""
import glob
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


def run_once(command):
    start = time.perf_counter()
    status = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
    if status not in (0, 1):
        sys.exit("benchmark command failed (%d): %s" % (status, " ".join(command[:4])))
    return time.perf_counter() - start


def cpu_once(command):
    """CPU time (user + system, seconds) of one run of `command`: unlike its wall-clock time, what
    the other core is doing meanwhile does not change it."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    status = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if status not in (0, 1):
        sys.exit("benchmark command failed (%d): %s" % (status, " ".join(command[:4])))
    return after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


def peak_memory(command):
    """Peak RSS (MiB) of one run, as GNU time reports it: a child of Python would also count
    the memory Python had when it forked."""
    with tempfile.NamedTemporaryFile("r") as report:
        subprocess.run(["/usr/bin/time", "-f", "%M", "-o", report.name] + command,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        return int(report.read().split()[-1]) / 1024


def compare(title, rows, runs):
    """Runs each (label, command) `runs` times, interleaved; the first row is the reference."""
    print(title)
    times = {label: [] for label, _ in rows}
    for _ in range(runs):
        for label, command in rows:
            times[label].append(run_once(command))
    reference = statistics.median(times[rows[0][0]])
    medians = {}
    for index, (label, command) in enumerate(rows):
        median = statistics.median(times[label])
        medians[label] = median
        ratio = "" if index == 0 else "%6.2fx" % (median / reference)
        print("  %-30s %9.1f ms %8.1f MiB %s" % (label, median * 1000, peak_memory(command), ratio))
    return medians


def startup(plistc, yardstick, path):
    """Start-up on one small file: plistc lint against the C yardstick (and xmllint), with
    hyperfine when it is installed (no shell, warm-up runs, 300 runs each), since a few
    milliseconds drown in Python's own process overhead otherwise."""
    rows = [("C yardstick (libxml2)", [yardstick, path]), ("plistc lint", [plistc, "lint", path]),
            ("xmllint --noout", ["xmllint", "--noout", path])]
    title = "start-up on %s (%d bytes); ratio = time / the C yardstick" % (os.path.basename(path),
                                                                          os.path.getsize(path))
    if not shutil.which("hyperfine"):
        compare(title + " (hyperfine is missing: interleaved Python timing)", rows, 51)
        return
    print(title + " (hyperfine, median of 300)")
    with tempfile.NamedTemporaryFile("r", suffix=".json") as report:
        subprocess.run(["hyperfine", "-N", "-w", "20", "-r", "300", "--export-json", report.name]
                       + [" ".join(command) for _, command in rows],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        results = json.load(report)["results"]
    reference = results[0]["median"]
    for index, ((label, command), result) in enumerate(zip(rows, results)):
        ratio = "" if index == 0 else "%6.2fx" % (result["median"] / reference)
        print("  %-30s %9.2f ms %8.1f MiB %s" % (label, result["median"] * 1000, peak_memory(command), ratio))


def main():
    plistc, work = sys.argv[1], sys.argv[2]
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 7
    yardstick = sys.argv[4] if len(sys.argv) > 4 else None
    sax = [("C: libxml2 SAX2 only", [sys.argv[5]])] if len(sys.argv) > 5 else []
    python = sys.executable
    load = "import plistlib,sys\nfor p in sys.argv[1:]:\n plistlib.load(open(p,'rb'))"
    if yardstick:
        startup(plistc, yardstick, os.path.join(work, "style-2k.plist"))
    print("median of %d interleaved runs; ratio = time / xmllint --noout on the same input" % runs)
    for name in ["style-2k.plist", "mixed-1mb.plist", "mixed-30mb.plist", "itunes-30mb.plist",
                 "style-entry-30mb.plist"]:
        path = os.path.join(work, name)
        yardsticks = [(label, command + [path]) for label, command in sax] if name.endswith("30mb.plist") else []
        medians = compare("%s (%d bytes)" % (name, os.path.getsize(path)), [
            ("xmllint --noout", ["xmllint", "--noout", path]),
            ("plistc lint", [plistc, "lint", path]),
            ("python3 plistlib", [python, "-c", load, path]),
        ] + yardsticks, runs)
        for label, _ in yardsticks:
            print("  plistc lint / %s: %.2fx" % (label, medians["plistc lint"] / medians[label]))
    # 2,000 paths fit one command line comfortably (about 150 KB).
    files = sorted(glob.glob(os.path.join(work, "many", "*.plist")))
    compare("%d style dictionaries in one process" % len(files), [
        ("xmllint --noout FILES", ["xmllint", "--noout"] + files),
        ("plistc lint DIR (every rule)", [plistc, "lint", os.path.join(work, "many")]),
        ("plistc lint FILES (every rule)", [plistc, "lint"] + files),
        ("python3 plistlib FILES", [python, "-c", load] + files),
    ], runs)
    hostile = sorted(glob.glob(os.path.join(work, "hostile-*.plist")))
    compare("hostile inputs: each must end in an error, fast and small (first row: the 2 KB file)",
            [("style-2k.plist", [plistc, "lint", os.path.join(work, "style-2k.plist")])]
            + [(os.path.basename(path), [plistc, "lint", path]) for path in hostile], runs)


if __name__ == "__main__":
    main()
