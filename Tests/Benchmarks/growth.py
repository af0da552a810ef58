#!/usr/bin/env python3
"""The growth benchmark: how plistc's time grows with each input shape (shapes.py, and token_shapes.py for
`plistc import`).

Each shape is generated at n and at 8n and linted (and, for the output rows, built or
imported) RUNS times by the release binary; the table gives the least CPU time (user + system)
of each and their ratio: on 2 cores a wall-clock time also measures what the other core does. Linear work gives 8; a ratio
above 10 says something grows faster than the input, and the script then exits with 1. Not a
test: timings belong here, not in `swift test`.

Then, with --adversarial BYTES (default 4 MiB), every shape at about that size (with --max-keys
raised, so that no shape ends early at the reader's limit), against the target of 0.5 s each.

    growth.py PLISTC WORK_DIR [RUNS] [--adversarial BYTES]
"""
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench  # noqa: E402
import shapes  # noqa: E402
import token_shapes  # noqa: E402

# n for each shape: about 10,000 keys, or 400 KB of text; depth and files are counted in levels
# and files (8n must stay within --max-depth's ceiling of 10,000).
BASE = {name: 10_000 for name in list(shapes.SHAPES) + list(token_shapes.SHAPES)}
BASE.update({"string-length": 400_000, "key-length": 400_000, "depth": 1_200, "files": 250,
             # 8n: 100,000 tokens over 50 files.
             "tokens-files": 12_500, "tokens-studio-project": 12_500})

# The outputs, each on the shape with the most findings; --max-findings 0 shows them all, so
# that the reporters' own growth shows.
OUTPUT_ROWS = [
    ("lint -r %s (all findings)" % reporter, "top-non-dict", ["lint", "-r", reporter, "--max-findings", "0"])
    for reporter in ["text", "json", "sarif", "github", "junit", "checkstyle", "codeclimate", "rdjson"]
] + [
    # --fix's rounds, resolution, edits and diff, on shapes where every finding has a fix (or a
    # rename that another key contends for).
    ("lint --fix-dry-run", shape, ["lint", "--fix-dry-run", "--max-findings", "0"])
    for shape in ["top-duplicate", "inner-duplicates", "top-unknown", "top-legacy"]
] + [
    ("build --emit %s" % emit, "top-non-dict", ["build", "--allow-fallbacks", "--emit", emit])
    for emit in ["table", "json", "swift", "html", "dtcg"]
] + [
    ("build --emit html (all findings)", "top-non-dict",
     ["build", "--allow-fallbacks", "--emit", "html", "--max-findings", "0"]),
] + [
    # Design tokens in: every token shape.
    ("import", shape, ["import"]) for shape in token_shapes.SHAPES
]


def median_time(command, runs):
    return statistics.median(bench.run_once(command) for _ in range(runs))


def least_cpu(command, runs):
    return min(bench.cpu_once(command) for _ in range(runs))


def size_of(path):
    if os.path.isdir(path):
        return sum(os.path.getsize(os.path.join(folder, name)) for folder, _, names in os.walk(path) for name in names)
    return os.path.getsize(path)


def growth(plistc, work, runs):
    rows = [("lint", name, ["lint"]) for name in list(shapes.SHAPES) + ["files"]] + OUTPUT_ROWS
    print("growth: least CPU time (user + system) of %d runs at n and 8n; linear is 8, the limit 10" % runs)
    print("  %-34s %-16s %8s %10s %10s %10s %6s" % ("command", "shape", "n", "8n bytes", "t(n) ms", "t(8n) ms",
                                                  "ratio"))
    worst = 0.0
    for label, shape, command in rows:
        n = BASE[shape]
        small, arguments = shapes.write(work, shape, n)
        large, _ = shapes.write(work, shape, 8 * n)
        small_time = least_cpu([plistc] + command + arguments + [small], runs)
        large_time = least_cpu([plistc] + command + arguments + [large], runs)
        ratio = large_time / small_time
        worst = max(worst, ratio)
        flag = "" if ratio <= 10 else "  <- over 10"
        print("  %-34s %-16s %8d %10d %10.1f %10.1f %6.2f%s" % (label if label != "lint" else "lint", shape, n,
                                                               size_of(large), small_time * 1000,
                                                               large_time * 1000, ratio, flag))
    print("worst ratio: %.2f" % worst)
    return worst <= 10


def adversarial(plistc, work, runs, target_bytes):
    print("every shape at about %d bytes: the target is 0.5 s each (median of %d)" % (target_bytes, runs))
    slowest = 0.0
    for shape in shapes.SHAPES:
        probe, _ = shapes.write(work, shape, BASE[shape])
        n = max(1, int(BASE[shape] * target_bytes / size_of(probe)))
        if shape == "depth":
            n = min(n, 10_000)
        path, arguments = shapes.write(work, shape, n)
        # Past 100,000 keys in one dict the reader stops at its limit; raised, the rules run.
        elapsed = median_time([plistc, "lint", "--max-keys", "10000000"] + arguments + [path], runs)
        slowest = max(slowest, elapsed)
        print("  %-16s n=%-9d %10d bytes %8.1f ms%s" % (shape, n, size_of(path), elapsed * 1000,
                                                        "" if elapsed <= 0.5 else "  <- over 0.5 s"))
    print("slowest: %.1f ms" % (slowest * 1000))
    return slowest <= 0.5


def main():
    arguments = sys.argv[1:]
    target = None
    if "--adversarial" in arguments:
        index = arguments.index("--adversarial")
        target = int(arguments[index + 1]) if index + 1 < len(arguments) else 4 << 20
        del arguments[index:index + 2]
    plistc, work = arguments[0], arguments[1]
    runs = int(arguments[2]) if len(arguments) > 2 else 5
    work = os.path.join(work, "shapes")
    fine = growth(plistc, work, runs)
    if target:
        fine = adversarial(plistc, work, runs, target) and fine
    sys.exit(0 if fine else 1)


if __name__ == "__main__":
    main()
