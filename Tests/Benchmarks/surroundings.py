#!/usr/bin/env python3
"""The cost of what surrounds a file (issue 23): configuration patterns and --fix's memory.

    surroundings.py PLISTC WORK [RUNS]

1. 400 style dictionaries in one folder against a .plistc.json of 16,000 exclude patterns
   (half `**/x<i>*y/*.plist`, half `a/*/z<i>?.plist`, none matching): CPU time (user + system)
   of `plistc lint -q`, best of RUNS, beside the same folder with no patterns.
2. `plistc lint --fix -q` on a 40 MB style dictionary with one fixable size: peak resident
   memory, against `plistc lint -q` on the same file and the file's size.
Prints numbers; exits with 1 only when the patterns cost more than ten times the plain walk or
--fix peaks at more than six times the file's size.
"""
import json
import os
import resource
import shutil
import subprocess
import sys


def cpu(command):
    """User + system CPU seconds of one run of `command`."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def peak_kb(command):
    """Peak resident memory of one run, from GNU time."""
    result = subprocess.run(["/usr/bin/time", "-f", "%M"] + command, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)
    return int(result.stderr.strip().splitlines()[-1])


def main():
    plistc, work = sys.argv[1], sys.argv[2]
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    folder = os.path.join(work, "patterns")
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(os.path.join(folder, "a", "b"))
    for index in range(400):
        shutil.copy(os.path.join(root, "Fixtures", "Noteworthy.plist"),
                    os.path.join(folder, "a", "b", f"f{index}.plist"))
    plain = min(cpu([plistc, "lint", "-q", folder]) for _ in range(runs))
    patterns = [f"**/x{i}*y/*.plist" for i in range(8000)] + [f"a/*/z{i}?.plist" for i in range(8000)]
    with open(os.path.join(folder, ".plistc.json"), "w") as file:
        json.dump({"exclude": patterns}, file)
    matched = min(cpu([plistc, "lint", "-q", folder]) for _ in range(runs))
    print(f"400 files, no patterns: {plain:.2f} s CPU; against 16,000 patterns: {matched:.2f} s CPU")

    big = os.path.join(work, "fix-40mb.plist")
    chunk = "<string>" + "x" * 200 + "</string>\n"
    head = ('<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n'
            "<key>body</key><dict><key>fontName</key><string>Noteworthy-Bold</string>"
            "<key>fontSize</key><string>17</string></dict>\n<key>notes</key><array>\n")
    text = head + chunk * (40_000_000 // len(chunk)) + "</array>\n</dict>\n</plist>\n"
    with open(big, "w") as file:
        file.write(text)
    size_kb = len(text) // 1024
    lint_kb = peak_kb([plistc, "lint", "-q", big])
    fix_kb = peak_kb([plistc, "lint", "--fix", "-q", big])
    print(f"40 MB file ({size_kb} KB): lint peaks at {lint_kb} KB ({lint_kb / size_kb:.1f}x), "
          f"--fix at {fix_kb} KB ({fix_kb / size_kb:.1f}x)")
    os.remove(big)
    failed = matched > 10 * max(plain, 0.01) or fix_kb > 6 * size_kb
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
