#!/usr/bin/env python3
"""Peak memory of each reader against the size of its input: XML and binary property lists,
design tokens (JSON), String Catalogs (JSON) and .strings files, and Swift.

Each reader gets an input of the shape real projects have (an iTunes library, as XML and as a
binary plist; a DTCG token file; a String Catalog of 5 localizations with plural variations; a
.strings file; one Swift file of the declarations apps write) at n and at 8n, and plistc runs the
command that reads it (lint, import, fit, lint --sources). Its peak resident memory, less the
peak of the same command on the smallest input of that kind, divided by the input's size, is the
reader's cost per byte of input; the target is at most 8. Not a test: it prints numbers, and
exits with 1 when a ratio is over 8. fit needs HarfBuzz, ICU and fonts-noto-core; without them
its rows are skipped with a message naming the packages.

    memory.py PLISTC [MEGABYTES]     (n, default 4)
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
            "--lines", "3", "--strings", path, "--max-bytes", str(1 << 30), "-e", "json"]


# (reader, file name, input at about n bytes, the command that reads it)
READERS = [
    ("XML plist (lint)", "library.plist", itunes_xml,
     lambda plistc, path: [plistc, "lint", "-q", "--max-bytes", str(1 << 30), "--max-keys", "10000000", path]),
    ("binary plist (lint)", "library.plist", itunes_binary,
     lambda plistc, path: [plistc, "lint", "-q", "--max-bytes", str(1 << 30), "--max-keys", "10000000", path]),
    ("design tokens (import)", "tokens.tokens.json", tokens,
     lambda plistc, path: [plistc, "import", path, "-o", path + ".plist"]),
    ("String Catalog (fit)", "Localizable.xcstrings", catalog, fit_command),
    (".strings (fit)", "Localizable.strings", strings_file, fit_command),
    ("Swift (lint --sources)", "App.swift", swift,
     lambda plistc, path: [plistc, "lint", "-q", SWIFT_DICTIONARY, "--sources", path, "--max-bytes", str(1 << 30)]),
]


def fit_is_possible(plistc):
    with tempfile.TemporaryDirectory() as work:
        path = os.path.join(work, "probe.strings")
        with open(path, "w") as file:
            file.write('"a" = "b";\n')
        result = subprocess.run(fit_command(plistc, path), capture_output=True, text=True)
        return result.returncode in (0, 1) and "not installed" not in result.stdout + result.stderr


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    plistc = sys.argv[1]
    n = int(float(sys.argv[2]) * (1 << 20)) if len(sys.argv) == 3 else 4 << 20
    can_fit = fit_is_possible(plistc)
    print("reader                     input MiB   peak MiB   less baseline   per input byte")
    worst = 0.0
    with tempfile.TemporaryDirectory() as work:
        for reader, name, make, command in READERS:
            if "fit" in reader and not can_fit:
                print("%-26s skipped: fit needs HarfBuzz, ICU and fonts-noto-core "
                      "(apt-get install libharfbuzz0b libicu72 fonts-noto-core)" % reader)
                continue
            path = os.path.join(work, name)
            with open(path, "wb") as file:
                file.write(make(1))
            baseline = peak_kib(command(plistc, path))
            for size in (n, 8 * n):
                data = make(size)
                with open(path, "wb") as file:
                    file.write(data)
                peak = peak_kib(command(plistc, path))
                ratio = (peak - baseline) * 1024 / len(data)
                worst = max(worst, ratio)
                print("%-26s %9.1f %10.1f %15.1f %16.2f" % (reader, len(data) / (1 << 20), peak / 1024,
                                                             (peak - baseline) / 1024, ratio))
    print("worst: %.2f bytes of memory per byte of input (target: at most %g)" % (worst, TARGET))
    sys.exit(1 if worst > TARGET else 0)


if __name__ == "__main__":
    main()
