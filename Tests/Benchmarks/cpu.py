#!/usr/bin/env python3
"""CPU time (user + system) of plistc against `xmllint --noout` on the same inputs, in one run.

Wall-clock ratios on two cores flatter plistc while the second core is idle (it lints several
files on both); CPU time counts both threads. Each pair runs interleaved (A, B, A, B, ...) and
the table gives the least of each one's user + system times (os.wait4), the run least disturbed
by whatever else the machine does, and their ratio.

Rows: start-up on one 2 KB file (against the C yardstick, the other rows against xmllint);
2,000 clean style dictionaries; 2,000 with six findings each; every growth shape at 8n
(80,000 keys where the shape counts keys; xmllint with --huge where plistc is given
--max-depth, so that both read every level); the three 30 MB files; plistc diff of two sides of
100,000 keys, with its default findings and with all 99,989 a side matched. Not a test: it prints
numbers and exits with 1 when a row is over its target. With
BASE (another plistc, such as the previous round's release build), each row runs it too, in
the same interleaving, so that the two are compared on the same machine at the same moment.

    cpu.py PLISTC WORK_DIR STARTUP_YARDSTICK [RUNS [BASE]]
"""
import glob
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import growth  # noqa: E402
import make_inputs  # noqa: E402
import shapes  # noqa: E402


def cpu_time(command):
    """User + system seconds of one run of `command`, output discarded.

    Started with posix_spawn, not fork and exec: a forked child of this Python process is
    charged for tearing down its copy of Python's address space when it execs (a millisecond or
    more here), which would add the same time to both sides of every row and flatter each
    ratio, most of all the short rows (start-up, the deep dictionary)."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        pid = os.posix_spawnp(command[0], command, os.environ,
                              file_actions=[(os.POSIX_SPAWN_DUP2, devnull, 1), (os.POSIX_SPAWN_DUP2, devnull, 2)])
    finally:
        os.close(devnull)
    _, status, usage = os.wait4(pid, 0)
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 1):
        sys.exit("benchmark command failed (%d): %s" % (code, " ".join(command[:4])))
    return usage.ru_utime + usage.ru_stime


def best(commands, runs):
    times = [[] for _ in commands]
    for _ in range(runs):
        for index, command in enumerate(commands):
            times[index].append(cpu_time(command))
    return [min(values) for values in times]


# Six findings in each file, as a team's real mistakes mix them: a misspelled style, a
# missing style, an unknown key in an entry, a size as a string, a legacy key beside the new
# ones, and a caption larger than body.
def style_with_findings(rng):
    face = rng.choice(["Avenir", "Noteworthy", "Georgia", "Inter", "NotoSerif"])
    lines = [make_inputs.HEADER, "<dict>\n"]
    styles = [(style, size) for style, size in make_inputs.STYLES if style != "callout"]
    for style, size in styles:
        key = {"title2": "titel2"}.get(style, style)
        size_text = "<string>%d</string>" % size if style == "footnote" else "<integer>%d</integer>" % size
        if style == "caption1":
            size_text = "<integer>19</integer>"
        extra = "\t\t<key>fontWeight</key>\n\t\t<string>bold</string>\n" if style == "headline" else ""
        lines.append("\t<key>%s</key>\n\t<dict>\n\t\t<key>fontName</key>\n\t\t<string>%s-Regular</string>\n"
                     "\t\t<key>fontSize</key>\n\t\t%s\n%s\t</dict>\n" % (key, face, size_text, extra))
    lines.append("\t<key>UICTFontTextStyleBody</key>\n\t<dict>\n\t\t<key>fontName</key>\n"
                 "\t\t<string>%s-Regular</string>\n\t\t<key>fontSize</key>\n\t\t<integer>17</integer>\n"
                 "\t</dict>\n" % face)
    lines.append("</dict>\n</plist>\n")
    return "".join(lines)


def many_with_findings(work):
    folder = os.path.join(work, "many-findings")
    if not os.path.isdir(folder):
        os.makedirs(folder)
        rng = random.Random(20261201)
        for index in range(2000):
            make_inputs.write(os.path.join(folder, "style-%04d.plist" % index), style_with_findings(rng))
    return sorted(glob.glob(os.path.join(folder, "*.plist")))


def diff_inputs(work):
    """Two sides of a style dictionary of 100,000 keys (the reader's default limit): the eleven
    styles and 99,989 entries under keys no style has (each an unknown-style finding), the new
    side with one style two points larger and one of the other keys renamed."""
    styles = "".join("<key>%s</key><dict><key>fontName</key><string>Noteworthy-Light</string>"
                     "<key>fontSize</key><integer>17</integer></dict>\n" % style for style in
                     ["largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout",
                      "footnote", "caption", "caption2"])
    entries = "".join("<key>style%d</key><dict><key>fontName</key><string>A</string>"
                      "<key>fontSize</key><integer>17</integer></dict>\n" % index for index in range(99_989))
    sides = {"old": styles + entries,
             "new": styles.replace("<integer>17</integer>", "<integer>19</integer>", 1)
             + entries.replace("<key>style99988<", "<key>Style99988<")}
    paths = []
    for name, body in sides.items():
        path = os.path.join(work, "diff-%s.plist" % name)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write('<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict>\n%s</dict></plist>\n' % body)
        paths.append(path)
    return paths


def main():
    plistc, work, yardstick = sys.argv[1], sys.argv[2], sys.argv[3]
    runs = int(sys.argv[4]) if len(sys.argv) > 4 else 7
    base = sys.argv[5] if len(sys.argv) > 5 else None
    rows = []  # (label, reference label, reference command, plistc command, target)
    small = os.path.join(work, "style-2k.plist")
    rows.append(("start-up, style-2k.plist", "C yardstick", [yardstick, small], [plistc, "lint", small], 1.2))
    clean = sorted(glob.glob(os.path.join(work, "many", "*.plist")))
    rows.append(("2,000 clean style dictionaries", "xmllint", ["xmllint", "--noout"] + clean,
                 [plistc, "lint"] + clean, 1.0))
    findings = many_with_findings(work)
    rows.append(("2,000 with six findings each", "xmllint", ["xmllint", "--noout"] + findings,
                 [plistc, "lint"] + findings, 1.2))
    folder = os.path.join(work, "shapes")
    for shape in shapes.SHAPES:
        n = 8 * growth.BASE[shape]
        path, arguments = shapes.write(folder, shape, n)
        # Where plistc is told to read deeper than its default (--max-depth), xmllint is told
        # so too (--huge): without it, it stops at depth 256 with an error, and its row would
        # time its start-up against plistc reading every level.
        deep = ["--huge"] if "--max-depth" in arguments else []
        rows.append(("%s at %d" % (shape, n), "xmllint", ["xmllint", "--noout"] + deep + [path],
                     [plistc, "lint"] + arguments + [path], 1.5))
    for name in ["mixed-30mb.plist", "itunes-30mb.plist", "style-entry-30mb.plist"]:
        path = os.path.join(work, name)
        rows.append((name, "xmllint", ["xmllint", "--noout", path], [plistc, "lint", path], 1.0))

    # plistc diff reads, lints and resolves both sides, then compares: against xmllint on both.
    sides = diff_inputs(work)
    rows.append(("diff, 100,000 keys a side", "xmllint", ["xmllint", "--noout"] + sides,
                 [plistc, "diff"] + sides, 1.5))
    rows.append(("diff, every finding matched", "xmllint", ["xmllint", "--noout"] + sides,
                 [plistc, "diff", "--max-findings", "0", "--emit", "json"] + sides, 1.5))

    print("CPU time (user + system), best of %d interleaved runs; ratio = plistc / reference" % runs)
    base_columns = ("%10s %7s " % ("base ms", "ratio")) if base else ""
    print("  %-34s %-12s %10s %s%10s %7s %7s" % ("input", "reference", "ref ms", base_columns, "plistc ms", "ratio",
                                                 "target"))
    fine = True
    for label, reference_label, reference, command, target in rows:
        commands = [reference] + ([[base] + command[1:]] if base else []) + [command]
        times = best(commands, runs)
        reference_time, plistc_time = times[0], times[-1]
        ratio = plistc_time / reference_time if reference_time else float("inf")
        over = ratio > target
        fine = fine and not over
        base_text = ("%10.1f %6.2fx " % (times[1] * 1000, times[1] / reference_time)) if base else ""
        print("  %-34s %-12s %10.1f %s%10.1f %6.2fx %6.1fx%s" % (label, reference_label, reference_time * 1000,
                                                               base_text, plistc_time * 1000, ratio, target,
                                                               "  <- over" if over else ""))
    sys.exit(0 if fine else 1)


if __name__ == "__main__":
    main()
