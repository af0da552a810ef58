#!/usr/bin/env python3
"""Peak memory of each reader, and of the command that reads it, against the size of its input:
XML and binary property lists, design tokens (JSON), String Catalogs (JSON), .strings files and
Swift.

Each reader gets an input of the shape real projects have (an iTunes library, as XML and as a
binary plist; a DTCG token file; a String Catalog of 5 localizations with plural variations; a
.strings file; one Swift file of the declarations apps write, and the Swift corpus of
Tests/SwiftSource repeated) at n and at 8n. First the reader alone (read-input, from
Tests/Benchmarks/Readers: the file read whole, then the reader, as plistc runs it), then the
command a user runs on it (lint, dump, import, fit, lint --sources), whose own work (fit's
results and report, dump's JSON) comes on top. Each row's peak resident memory, less the peak of
the same command on the smallest input of that kind, divided by the input's size, is the cost
per byte of input. The target for a reader is at most 8: the script exits with 1 when a
reader's ratio is over 8 (a command's is printed, not judged). fit needs HarfBuzz, ICU and
fonts-noto-core; without them its rows are skipped with a message naming the packages.

    memory.py PLISTC READ_INPUT [MEGABYTES]     (n, default 4)
"""
import json
import os
import plistlib
import random
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import make_inputs  # noqa: E402
import sources  # noqa: E402
import token_shapes  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(HERE))
SWIFT_DICTIONARY = os.path.join(ROOT, "Fixtures/sources/Brand.plist")
FIT_DICTIONARY = os.path.join(ROOT, "Fixtures/fonts/noto-serif-spacing.plist")
FONT = "/usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf"
TARGET = 8.0
LOCALES = ["en", "de", "fi", "fr", "ja"]


def peak_kib(command):
    """Peak RSS (KiB) of one run, as GNU time reports it."""
    with tempfile.NamedTemporaryFile("r") as report:
        status = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", report.name] + command,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE).returncode
        if status not in (0, 1):
            sys.exit("failed (%d): %s" % (status, " ".join(command)))
        return int(report.read().split()[-1])


def itunes_xml(size):
    return make_inputs.itunes_library(random.Random(7), size).encode()


def itunes_binary(size):
    # The XML library converted, then trimmed or grown to about `size` bytes of binary plist.
    return plistlib.dumps(plistlib.loads(itunes_xml(int(size * 2.2))), fmt=plistlib.FMT_BINARY)


def tokens(size):
    return token_shapes.flat(max(20, size // 75)).encode()


def catalog(size):
    """A String Catalog: keys with a value per locale, every tenth with plural variations."""
    words = "save your changes before leaving settings download complete notifications".split()
    generator = random.Random(29)
    strings, length, number = {}, 0, 0
    while length < size:
        phrase = " ".join(generator.choice(words) for _ in range(generator.randint(2, 8)))
        localizations = {}
        for locale in LOCALES:
            if number % 10 == 0:
                unit = {"one": {"stringUnit": {"state": "translated", "value": "%lld " + phrase}},
                        "other": {"stringUnit": {"state": "translated", "value": "%lld " + phrase + "s"}}}
                localizations[locale] = {"variations": {"plural": unit}}
            else:
                localizations[locale] = {"stringUnit": {"state": "translated", "value": phrase + " " + locale}}
        key = "%s %d" % (phrase, number)
        strings[key] = {"localizations": localizations}
        length += len(json.dumps({key: strings[key]}, indent=2, ensure_ascii=False).encode())
        number += 1
    return json.dumps({"sourceLanguage": "en", "strings": strings, "version": "1.0"}, indent=2,
                      ensure_ascii=False).encode()


def strings_file(size):
    generator = random.Random(31)
    words = "save your changes before leaving settings download complete".split()
    lines, length, number = [], 0, 0
    while length < size:
        line = '"key.%d" = "%s";\n' % (number, " ".join(generator.choice(words) for _ in range(6)))
        lines.append(line)
        length += len(line)
        number += 1
    return "".join(lines).encode()


def swift(size):
    generator = random.Random(28)
    parts, length, number = [], 0, 0
    while length < size:
        text = sources.make_file(generator, number)
        parts.append(text)
        length += len(text.encode())
        number += 1
    return "".join(parts).encode()


def fit_command(plistc, path):
    return [plistc, "fit", FIT_DICTIONARY, "--fonts", FONT, "--style", "body", "--width", "300",
            "--lines", "3", "--strings", path, "--max-bytes", str(1 << 30)]


def swift_corpus(size):
    corpus = os.path.join(ROOT, "Tests/SwiftSource/corpus")
    text = b"".join(open(os.path.join(corpus, name), "rb").read() for name in sorted(os.listdir(corpus))
                    if name.endswith((".swift", ".swift.txt")))
    return text * max(1, size // len(text))


def lint(plistc, path):
    return [plistc, "lint", "-q", "--max-bytes", str(1 << 30), "--max-keys", "10000000", path]


def lint_sources(plistc, path):
    return [plistc, "lint", "-q", SWIFT_DICTIONARY, "--sources", path, "--max-bytes", str(1 << 30)]


# (row, file name, input at about n bytes, the command that reads it: the reader alone when its
# first word is read-input's kind, else plistc's arguments)
ROWS = [
    ("XML plist", "library.plist", itunes_xml, "plist"),
    ("XML plist, whole tree", "library.plist", itunes_xml, "plist-whole"),
    ("binary plist", "library.plist", itunes_binary, "plist"),
    ("binary plist, whole tree", "library.plist", itunes_binary, "plist-whole"),
    ("design tokens (JSON)", "tokens.tokens.json", tokens, "json"),
    ("String Catalog", "Localizable.xcstrings", catalog, "catalog"),
    (".strings", "Localizable.strings", strings_file, "strings"),
    ("Swift, generated", "App.swift", swift, "swift"),
    ("Swift, corpus", "App.swift", swift_corpus, "swift"),
    ("lint, XML plist", "library.plist", itunes_xml, lint),
    ("lint, binary plist", "library.plist", itunes_binary, lint),
    ("dump, binary plist", "library.plist", itunes_binary,
     lambda plistc, path: [plistc, "dump", "--max-bytes", str(1 << 30), "--max-keys", "10000000", path]),
    ("import, design tokens", "tokens.tokens.json", tokens,
     lambda plistc, path: [plistc, "import", path, "-o", path + ".plist"]),
    ("fit, String Catalog", "Localizable.xcstrings", catalog, fit_command),
    ("fit, .strings", "Localizable.strings", strings_file, fit_command),
    ("lint --sources, generated", "App.swift", swift, lint_sources),
    ("lint --sources, corpus", "App.swift", swift_corpus, lint_sources),
]


def fit_is_possible(plistc):
    with tempfile.TemporaryDirectory() as work:
        path = os.path.join(work, "probe.strings")
        with open(path, "w") as file:
            file.write('"a" = "b";\n')
        result = subprocess.run(fit_command(plistc, path), capture_output=True, text=True)
        return result.returncode in (0, 1) and "not installed" not in result.stdout + result.stderr


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    plistc, reader = sys.argv[1], sys.argv[2]
    n = int(float(sys.argv[3]) * (1 << 20)) if len(sys.argv) == 4 else 4 << 20
    can_fit = fit_is_possible(plistc)
    print("%-28s %9s %9s %14s %15s" % ("reader or command", "input MiB", "peak MiB", "less baseline",
                                        "per input byte"))
    worst = 0.0
    with tempfile.TemporaryDirectory() as work:
        for row, name, make, how in ROWS:
            if row.startswith("fit") and not can_fit:
                print("%-28s skipped: fit needs HarfBuzz, ICU and fonts-noto-core "
                      "(apt-get install libharfbuzz0b libicu72 fonts-noto-core)" % row)
                continue
            command = (lambda path: [reader, how, path]) if isinstance(how, str) else \
                (lambda path: how(plistc, path))
            path = os.path.join(work, name)
            with open(path, "wb") as file:
                file.write(make(1))
            baseline = peak_kib(command(path))
            for size in (n, 8 * n):
                data = make(size)
                with open(path, "wb") as file:
                    file.write(data)
                peak = peak_kib(command(path))
                ratio = (peak - baseline) * 1024 / len(data)
                if isinstance(how, str):
                    worst = max(worst, ratio)
                print("%-28s %9.1f %9.1f %14.1f %15.2f" % (row, len(data) / (1 << 20), peak / 1024,
                                                           (peak - baseline) / 1024, ratio))
    print("readers: at most %.2f bytes of memory per byte of input (target: at most %g)" % (worst, TARGET))
    sys.exit(1 if worst > TARGET else 0)


if __name__ == "__main__":
    main()
