#!/usr/bin/env python3
"""Writes seeded random XML property lists for the differential test against plistlib.

Every file is a valid XML plist that both plistc and Python's plistlib must read to the same
value tree: every value type, nesting, unicode keys and strings, every escape form, CDATA,
comments between elements, empty forms, duplicate keys, long strings, and varied white space,
all of it what Apple's parsers read too.

    generate_plists.py --seed 20261129 --count 500 --out DIR
"""
import argparse
import base64
import os
import random
import unicodedata

UNICODE_SAMPLES = [
    "café", "naïve", "日本語のテキスト", "Ελληνικά", "עברית", "العربية", "한국어", "😀🎉", "👩‍👩‍👧",
    "e\u0301", "\u00e9", "Ω≈ç√∫", "\u200b", "ﬁ", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢", "\ufeff", "\u2028",
]
SPECIALS = ["<", ">", "&", '"', "'", "]]>", "]]", "&amp;", "<!--", "-->"]
WHITESPACE = [" ", "  ", "\t", "\n", "\r\n", " \n\t "]


def escape_char(rng, char):
    """One character as XML text, in a randomly chosen but valid spelling."""
    code = ord(char)
    named = {"<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;"}
    choice = rng.random()
    if char in named and choice < 0.6:
        return named[char]
    if choice < 0.75 and char not in "\r":
        return "&#%d;" % code
    if choice < 0.9 and char not in "\r":
        return "&#x%X;" % code
    if char in "<&":
        return named[char]
    if char == ">":
        return "&gt;"  # a raw '>' is fine, except after "]]"; keep it simple
    return char


def random_text(rng, allow_empty=True):
    """A random string value (Python str) mixing ASCII, unicode, specials and white space."""
    parts = []
    for _ in range(rng.randint(0 if allow_empty else 1, 8)):
        kind = rng.random()
        if kind < 0.35:
            parts.append("".join(rng.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
                                 for _ in range(rng.randint(1, 12))))
        elif kind < 0.55:
            parts.append(rng.choice(UNICODE_SAMPLES))
        elif kind < 0.7:
            parts.append(rng.choice(SPECIALS))
        elif kind < 0.85:
            parts.append(rng.choice(WHITESPACE))
        elif kind < 0.95:
            parts.append(chr(rng.choice([rng.randint(0xA0, 0xD7FF), rng.randint(0xE000, 0xFFFD),
                                         rng.randint(0x10000, 0x10FFFF)])))
        else:
            parts.append("x" * rng.randint(500, 5000))
    return "".join(parts)


def encode_text(rng, text):
    """XML for a string, mixing raw text, named and numeric escapes and CDATA (no comments:
    Apple's parsers reject a comment inside <string>, and plistc with them)."""
    out = []
    index = 0
    while index < len(text):
        chunk = text[index:index + rng.randint(1, 40)]
        index += len(chunk)
        if rng.random() < 0.2 and "]]>" not in chunk:
            out.append("<![CDATA[" + chunk + "]]>")
        else:
            for char in chunk:
                needs_escape = char in "<>&\"'" or (rng.random() < 0.05 and char not in "\r\n\t")
                out.append(escape_char(rng, char) if needs_escape else char)
    return "".join(out)


def random_integer(rng):
    kind = rng.random()
    if kind < 0.3:
        value = rng.randint(-1000, 1000)
    elif kind < 0.6:
        value = rng.randint(-2**63, 2**63 - 1)
    elif kind < 0.7:
        value = rng.choice([-2**63, 2**63 - 1, 2**64 - 1, 0, 2**63])
    else:
        value = rng.randint(0, 2**64 - 1)
    if value >= 0 and rng.random() < 0.2:
        # No white space around hex: plistlib checks for the "0x" prefix before trimming.
        return rng.choice(["0x%x", "0x%X", "0X%x"]) % value
    if value >= 0 and rng.random() < 0.1:
        text = "+%d" % value
    else:
        text = "%d" % value
    # White space before the digits, never after: Apple's parsers reject it after.
    return "\n\t %s" % text if rng.random() < 0.1 else text


def random_real(rng):
    kind = rng.random()
    if kind < 0.1:
        return rng.choice(["nan", "inf", "-inf", "NaN", "Infinity", "-Infinity", "+inf"])
    if kind < 0.5:
        value = rng.uniform(-1e6, 1e6)
    elif kind < 0.8:
        value = rng.choice([-1, 1]) * (10 ** rng.uniform(-300, 300))
    else:
        value = rng.choice([0.0, -0.0, 0.5, 17.0, 1e-7, 5e-324, 1.7976931348623157e308, 2.0**53])
    return rng.choice([repr(value), "%.17g" % value, "%e" % value, "%.3f" % value])


def random_date(rng):
    year = rng.randint(1, 9999)
    month = rng.randint(1, 12)
    days = [31, 29 if (year % 4 == 0 and year % 100 != 0) or year % 400 == 0 else 28,
            31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    fields = (year, month, rng.randint(1, days), rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59))
    return "%04d-%02d-%02dT%02d:%02d:%02dZ" % fields


def random_data(rng):
    raw = bytes(rng.randint(0, 255) for _ in range(rng.choice([0, 1, 2, 3, 4, 17, 100, 700])))
    encoded = base64.b64encode(raw).decode()
    if rng.random() < 0.5:
        lines = [encoded[i:i + 68] for i in range(0, len(encoded), 68)] or [""]
        encoded = "\n\t" + "\n\t".join(lines) + "\n"
    return encoded


def random_key(rng, used):
    if used and rng.random() < 0.08:
        return rng.choice(used)  # a duplicate: the last value wins
    kind = rng.random()
    if kind < 0.05:
        return ""
    if kind < 0.1:
        base = rng.choice(["é", "Å", "ñ"])
        return unicodedata.normalize(rng.choice(["NFC", "NFD"]), base + "key")
    return random_text(rng, allow_empty=False)[:60]


class Writer:
    def __init__(self, rng):
        self.rng = rng
        self.parts = []

    def gap(self, depth):
        rng = self.rng
        choice = rng.random()
        if choice < 0.1:
            self.parts.append("")
        elif choice < 0.9:
            self.parts.append("\n" + "\t" * depth)
        else:
            self.parts.append(rng.choice(["  ", "\n\n", "\r\n", " <!-- comment --> ", "\n<!--\n multi-line\n-->\n"]))

    def value(self, depth):
        rng = self.rng
        kinds = ["string", "integer", "real", "bool", "date", "data"]
        if depth < 6:
            kinds += ["array", "dict"] * (3 if depth < 2 else 1)
        kind = rng.choice(kinds)
        if kind == "string":
            if rng.random() < 0.05:
                self.parts.append(rng.choice(["<string/>", "<string></string>"]))
                return
            self.parts.append("<string>" + encode_text(rng, random_text(rng)) + "</string>")
        elif kind == "integer":
            self.parts.append("<integer>" + random_integer(rng) + "</integer>")
        elif kind == "real":
            self.parts.append("<real>" + random_real(rng) + "</real>")
        elif kind == "bool":
            self.parts.append(rng.choice(["<true/>", "<false/>", "<true></true>", "<false></false>"]))
        elif kind == "date":
            self.parts.append("<date>" + random_date(rng) + "</date>")
        elif kind == "data":
            # Never <data/>: Apple's parsers reject an empty <data> written so.
            self.parts.append("<data>" + random_data(rng) + "</data>")
        elif kind == "array":
            count = rng.choice([0, 0, 1, 2, 3, 5, 8])
            if count == 0 and rng.random() < 0.5:
                self.parts.append("<array/>")
                return
            self.parts.append("<array>")
            for _ in range(count):
                self.gap(depth + 1)
                self.value(depth + 1)
            self.gap(depth)
            self.parts.append("</array>")
        else:
            count = rng.choice([0, 0, 1, 2, 3, 5, 8])
            if count == 0 and rng.random() < 0.5:
                self.parts.append("<dict/>")
                return
            self.parts.append("<dict>")
            used = []
            for _ in range(count):
                key = random_key(rng, used)
                used.append(key)
                self.gap(depth + 1)
                xml = encode_text(rng, key)
                self.parts.append("<key>" + xml + "</key>" if xml or rng.random() < 0.5 else "<key/>")
                self.gap(depth + 1)
                self.value(depth + 1)
            self.gap(depth)
            self.parts.append("</dict>")

    def document(self):
        rng = self.rng
        if rng.random() < 0.05:
            self.parts.append("\ufeff")  # a UTF-8 byte order mark
        if rng.random() < 0.8:
            self.parts.append('<?xml version="1.0" encoding="UTF-8"?>\n')
        if rng.random() < 0.7:
            self.parts.append('<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" '
                              '"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n')
        if rng.random() < 0.2:
            self.parts.append("<!-- generated for plistc's differential test -->\n")
        self.parts.append('<plist version="1.0">' if rng.random() < 0.9 else "<plist>")
        self.gap(0)
        self.value(0)
        self.gap(0)
        self.parts.append("</plist>\n")
        return "".join(self.parts)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=20261129)
    parser.add_argument("--count", type=int, default=500)
    parser.add_argument("--out", required=True)
    arguments = parser.parse_args()
    os.makedirs(arguments.out, exist_ok=True)
    for index in range(arguments.count):
        rng = random.Random(arguments.seed * 100003 + index)
        text = Writer(rng).document()
        with open(os.path.join(arguments.out, "generated-%04d.plist" % index), "w", encoding="utf-8",
                  newline="") as file:
            file.write(text)


if __name__ == "__main__":
    main()
