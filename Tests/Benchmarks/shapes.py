#!/usr/bin/env python3
"""The input shapes of the growth benchmark: each a function of n that writes one input of that
shape and size, and returns the plistc arguments that lint it. Every shape grows one thing an
attacker (or an unlucky generator) controls, the rest kept small. Deterministic: the same n
always gives the same bytes.

    shapes.py OUT_DIR SHAPE N      writes one input and prints its path and extra arguments
"""
import os
import sys

import token_shapes

HEADER = ('<?xml version="1.0" encoding="UTF-8"?>\n'
          '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" '
          '"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n<dict>\n')
FOOTER = "</dict>\n</plist>\n"
STYLES = ["largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout",
          "footnote", "caption", "caption2"]
LEGACY = ["UICTFontTextStyleTitle0", "UICTFontTextStyleTitle1", "UICTFontTextStyleTitle2",
          "UICTFontTextStyleTitle3", "UICTFontTextStyleHeadline", "UICTFontTextStyleSubhead",
          "UICTFontTextStyleBody", "UICTFontTextStyleCallout", "UICTFontTextStyleFootnote",
          "UICTFontTextStyleCaption1", "UICTFontTextStyleCaption2"]


def entry(key, name="Avenir-Book", size="<integer>17</integer>", extra=""):
    return ("\t<key>%s</key>\n\t<dict>\n\t\t<key>fontName</key><string>%s</string>\n"
            "\t\t<key>fontSize</key>%s\n%s\t</dict>\n" % (key, name, size, extra))


def document(body):
    return HEADER + body + FOOTER


def entry_keys(n):
    """One entry, body, with n keys besides fontName and fontSize (unknown-entry-key each),
    some of them near misses of the real ones so that suggestions are searched."""
    near = ["fontname", "FontSize", "fontSiz", "font", "size", "fontNames"]
    extra = "".join("\t\t<key>%s%d</key><integer>%d</integer>\n" % (near[i % len(near)], i, i) for i in range(n))
    return document(entry("body", extra=extra)), []


def top_valid(n):
    """n entries that decode, under keys ScaledFont never looks up (unknown-style each)."""
    return document("".join(entry("style%d" % i) for i in range(n))), []


def top_unknown(n):
    """n top-level keys that are near misses of the text styles (title1, Body, captoin…)."""
    keys = ["title%d", "Body%d", "captoin%d", "subhead%d", "Headline%d", "largetitle%d"]
    return document("".join(entry(keys[i % len(keys)] % i) for i in range(n))), []


def top_non_dict(n):
    """A style entry, then n top-level values that are not dictionaries: each voids the file
    (dictionary-void names them all, entry-not-dictionary reports each). Without the style entry
    the file would be no style dictionary at all, one not-a-style-dictionary finding."""
    return document(entry("body") + "".join("\t<key>key%d</key><string>x</string>\n" % i for i in range(n))), []


def top_duplicate(n):
    """The key body, n times (duplicate-key each)."""
    return document("".join(entry("body", size="<integer>%d</integer>" % (11 + i % 20)) for i in range(n))), []


def top_legacy(n):
    """n entries under UIKit raw values, the older format (legacy-style-key each)."""
    return document("".join(entry(LEGACY[i % len(LEGACY)]) for i in range(n))), []


def depth(n):
    """body holds a dictionary nested n levels deep."""
    extra = "\t\t<key>nested</key>" + "<dict><key>k</key>" * n + "<true/>" + "</dict>" * n + "\n"
    return document(entry("body", extra=extra)), ["--max-depth", "10000"]


def string_length(n):
    """body's fontName is a string of n bytes."""
    return document(entry("body", name="A" * n)), ["--max-string-bytes", str(64 << 20)]


def key_length(n):
    """A top-level key of n bytes (unknown-style looks for the style it meant)."""
    return document(entry("title" + "x" * n)), ["--max-string-bytes", str(64 << 20)]


def suppressions(n):
    """n unknown keys, each silenced by a plistc:disable comment before it."""
    return document("".join("\t<!-- plistc:disable unknown-style -->\n" + entry("style%d" % i)
                            for i in range(n))), []


def comments(n):
    """n comments that are not directives, between the entries."""
    return document("".join("\t<!-- note %d: <dict> & such -->\n" % i for i in range(n))
                    + "".join(entry(style) for style in STYLES)), []


def inner_duplicates(n):
    """body's fontSize, n times (duplicate-key each)."""
    extra = "".join("\t\t<key>fontSize</key><integer>%d</integer>\n" % (11 + i % 20) for i in range(n))
    return document(entry("body", extra=extra)), []


def array_values(n):
    """body holds an array of n small dictionaries, as an iTunes library holds its tracks."""
    items = "".join("<dict><key>Track ID</key><integer>%d</integer><key>Name</key><string>Song %d</string></dict>\n"
                    % (i, i) for i in range(n))
    return document(entry("body", extra="\t\t<key>tracks</key><array>\n" + items + "</array>\n")), []


def syntax_errors(n):
    """n integers that are not numbers: the reader stops at its problem limit."""
    return document("".join("\t<key>k%d</key><integer>x%d</integer>\n" % (i, i) for i in range(n))), []


def unread_scalars(n):
    """n integers that are not numbers in keys of body ScaledFont ignores: CoreFoundation rejects
    each, swift-foundation never reads them (device-rejects warnings, up to the reader's limit)."""
    extra = "".join("\t\t<key>k%d</key><integer>x%d</integer>\n" % (i, i) for i in range(n))
    return document(entry("body", extra=extra)), []


def top_legacy_2017(n):
    """n entries under UIKit raw values, read as the 2017 code reads them (its keys, repeated)."""
    return document("".join(entry(LEGACY[i % len(LEGACY)]) for i in range(n))), ["--runtime", "scaledfont2017"]


def info_keys(n):
    """An Info.plist of n keys: one not-a-style-dictionary finding, whatever n."""
    return document("".join("\t<key>CFBundleKey%d</key><string>x</string>\n" % i for i in range(n))), []


def other_schema(n):
    """n entries of another library's name and size: one not-a-style-dictionary finding."""
    return document("".join("\t<key>style%d</key><dict><key>name</key><string>A</string>"
                            "<key>size</key><integer>17</integer></dict>\n" % i for i in range(n))), []


SHAPES = {
    "entry-keys": entry_keys, "top-valid": top_valid, "top-unknown": top_unknown,
    "top-non-dict": top_non_dict, "top-duplicate": top_duplicate, "top-legacy": top_legacy,
    "depth": depth, "string-length": string_length, "key-length": key_length,
    "suppressions": suppressions, "comments": comments, "inner-duplicates": inner_duplicates,
    "array-values": array_values, "syntax-errors": syntax_errors, "unread-scalars": unread_scalars,
    "top-legacy-2017": top_legacy_2017, "info-keys": info_keys, "other-schema": other_schema,
}


def style_dictionary(index):
    """One ordinary style dictionary, for the many-files shape."""
    return document("".join(entry(style, name="Avenir-%d" % index) for style in STYLES))


def write(out, shape, n):
    """Writes the input of `shape` at `n` into `out`; returns (path, extra arguments)."""
    os.makedirs(out, exist_ok=True)
    if shape == "files":
        folder = os.path.join(out, "files-%d" % n)
        if not os.path.isdir(folder):
            os.makedirs(folder)
            for index in range(n):
                with open(os.path.join(folder, "style-%05d.plist" % index), "w") as file:
                    file.write(style_dictionary(index))
        return folder, []
    if shape in token_shapes.SHAPES:
        text, arguments, suffix = token_shapes.SHAPES[shape](n), token_shapes.ARGUMENTS.get(shape, []), "tokens.json"
        if isinstance(text, dict):
            # A folder of token files: the import reads its one top folder.
            folder = os.path.join(out, "%s-%d" % (shape, n))
            if not os.path.isdir(folder):
                for name, content in text.items():
                    os.makedirs(os.path.dirname(os.path.join(folder, name)), exist_ok=True)
                    with open(os.path.join(folder, name), "w") as file:
                        file.write(content)
            return os.path.join(folder, os.path.dirname(next(iter(text)))), arguments
    else:
        (text, arguments), suffix = SHAPES[shape](n), "plist"
    path = os.path.join(out, "%s-%d.%s" % (shape, n, suffix))
    if not os.path.exists(path):
        with open(path, "w") as file:
            file.write(text)
    return path, arguments


if __name__ == "__main__":
    path, arguments = write(sys.argv[1], sys.argv[2], int(sys.argv[3]))
    print(" ".join([path] + arguments))
