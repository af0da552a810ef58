#!/usr/bin/env python3
"""CPU time (user + system) of `plistc fit` on 50,000 strings at all 12 content sizes, beside
HarfBuzz's own `hb-shape` shaping the same strings once from a text file, in one run.

The strings (1 to 9 words of English, German and Finnish UI text, made from a fixed seed) go to
plistc on standard input (`--text -`), one per line, in body of Noto Serif; hb-shape reads the
same file (`--text-file`) with the same font file. Runs alternate (plistc, hb-shape, ...) and the
least of each one's times is kept, the run least disturbed by the rest of the machine. Not a
test: it prints numbers, and exits with 1 when plistc takes over 1.5 × hb-shape's time (issue
27's target). Nothing it writes belongs in the repository.

    fit.py PLISTC [RUNS]      (needs hb-shape from libharfbuzz-bin, fonts-noto-core)
"""
import os
import random
import sys
import tempfile

FONT = "/usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf"
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DICTIONARY = os.path.join(ROOT, "Fixtures/fonts/noto-serif-spacing.plist")
WORDS = ("save your changes before leaving settings download complete notifications turned off "
         "subscription renews account password forgotten continue sign in with apple einstellungen "
         "speichern heruntergeladene dateien tallenna muutokset ennen poistumista").split()


def strings(count):
    generator = random.Random(27)
    return [" ".join(generator.choice(WORDS) for _ in range(generator.randint(1, 9))).capitalize()
            for _ in range(count)]


def cpu_time(command, stdin_path):
    """User + system seconds of one run, output discarded, standard input from a file."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    source = os.open(stdin_path, os.O_RDONLY)
    try:
        pid = os.posix_spawnp(command[0], command, os.environ, file_actions=[
            (os.POSIX_SPAWN_DUP2, source, 0), (os.POSIX_SPAWN_DUP2, devnull, 1), (os.POSIX_SPAWN_DUP2, devnull, 2)])
        _, status, usage = os.wait4(pid, 0)
    finally:
        os.close(devnull)
        os.close(source)
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        sys.exit(f"{command[0]} failed with {status}")
    return usage.ru_utime + usage.ru_stime


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    plistc, runs = sys.argv[1], int(sys.argv[2]) if len(sys.argv) == 3 else 5
    with tempfile.TemporaryDirectory() as work:
        text = os.path.join(work, "strings.txt")
        with open(text, "w", encoding="utf-8") as file:
            file.write("\n".join(strings(50_000)) + "\n")
        ours = [plistc, "fit", DICTIONARY, "--fonts", FONT, "--style", "body", "--width", "200", "--lines", "2",
                "--text", "-"]
        theirs = ["hb-shape", "--text-file=" + text, FONT]
        best = {"plistc": float("inf"), "hb-shape": float("inf")}
        for _ in range(runs):
            best["plistc"] = min(best["plistc"], cpu_time(ours, text))
            best["hb-shape"] = min(best["hb-shape"], cpu_time(theirs, text))
    ratio = best["plistc"] / best["hb-shape"]
    print("50,000 strings      plistc fit (12 sizes)   hb-shape (shaping once)   ratio")
    print(f"CPU s (user+sys)    {best['plistc']:>20.3f}   {best['hb-shape']:>22.3f}   {ratio:5.2f}")
    sys.exit(1 if ratio > 1.5 else 0)


if __name__ == "__main__":
    main()
