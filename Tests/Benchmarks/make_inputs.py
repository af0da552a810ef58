#!/usr/bin/env python3
"""Generates the benchmark inputs into a folder (seeded, so every run measures the same bytes):

- style-2k.plist: a 2 KB style dictionary, the size of every real one;
- mixed-1mb.plist and mixed-30mb.plist: large plists mixing every value type and nesting;
- itunes-30mb.plist: shaped like an iTunes library (a top-level dict whose Tracks key holds
  about 17,000 dicts of some 25 keys each, then a Playlists array);
- style-entry-30mb.plist: a style dictionary whose body entry holds 30 MB of mixed values;
- many/: 2,000 small style dictionaries.

    make_inputs.py OUT_DIR
"""
import base64
import os
import random
import sys

STYLES = [("largeTitle", 34), ("title", 28), ("title2", 22), ("title3", 20), ("headline", 17),
          ("subheadline", 15), ("body", 17), ("callout", 16), ("footnote", 13), ("caption", 12),
          ("caption2", 11)]
HEADER = ('<?xml version="1.0" encoding="UTF-8"?>\n'
          '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" '
          '"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n')


def style_dictionary(rng):
    face = rng.choice(["Avenir", "Noteworthy", "Georgia", "Inter", "NotoSerif"])
    lines = [HEADER, "<dict>\n"]
    for style, size in STYLES:
        weight = "Bold" if style in ("headline", "largeTitle") else rng.choice(["Regular", "Light"])
        lines.append("\t<key>%s</key>\n\t<dict>\n\t\t<key>fontName</key>\n\t\t<string>%s-%s</string>\n"
                     "\t\t<key>fontSize</key>\n\t\t<integer>%d</integer>\n\t</dict>\n" % (style, face, weight, size))
    lines.append("</dict>\n</plist>\n")
    return "".join(lines)


def mixed_value(rng, depth, out):
    kind = rng.random()
    indent = "\t" * depth
    if depth < 4 and kind < 0.15:
        out.append(indent + "<dict>\n")
        for index in range(rng.randint(1, 12)):
            out.append("%s\t<key>%s%d</key>\n" % (indent, rng.choice(["name", "identifier", "value", "título", "count"]), index))
            mixed_value(rng, depth + 1, out)
        out.append(indent + "</dict>\n")
    elif depth < 4 and kind < 0.25:
        out.append(indent + "<array>\n")
        for _ in range(rng.randint(0, 10)):
            mixed_value(rng, depth + 1, out)
        out.append(indent + "</array>\n")
    elif kind < 0.5:
        text = rng.choice(["com.example.app", "Noteworthy-Light", "a &amp; b", "日本語", "x" * rng.randint(1, 80)])
        out.append("%s<string>%s</string>\n" % (indent, text))
    elif kind < 0.65:
        out.append("%s<integer>%d</integer>\n" % (indent, rng.randint(-10**12, 10**12)))
    elif kind < 0.78:
        out.append("%s<real>%r</real>\n" % (indent, rng.uniform(-1e4, 1e4)))
    elif kind < 0.86:
        out.append("%s<%s/>\n" % (indent, rng.choice(["true", "false"])))
    elif kind < 0.93:
        out.append("%s<date>20%02d-%02d-%02dT%02d:%02d:%02dZ</date>\n" % (
            indent, rng.randint(0, 30), rng.randint(1, 12), rng.randint(1, 28), rng.randint(0, 23),
            rng.randint(0, 59), rng.randint(0, 59)))
    else:
        raw = bytes(rng.randint(0, 255) for _ in range(rng.randint(0, 120)))
        out.append("%s<data>%s</data>\n" % (indent, base64.b64encode(raw).decode()))


def mixed_plist(rng, size):
    out = [HEADER, "<array>\n"]
    length = len(HEADER)
    while length < size:
        chunk = []
        out.append("<dict>\n")
        for index in range(20):
            chunk.append("\t<key>entry%d</key>\n" % index)
            mixed_value(rng, 1, chunk)
        chunk.append("</dict>\n")
        out.extend(chunk)
        length += sum(len(part.encode()) for part in chunk) + 7
    out.append("</array>\n</plist>\n")
    return "".join(out)


TRACK_KEYS = [("Name", "s"), ("Artist", "s"), ("Album Artist", "s"), ("Composer", "s"), ("Album", "s"),
              ("Genre", "s"), ("Kind", "s"), ("Size", "i"), ("Total Time", "i"), ("Disc Number", "i"),
              ("Disc Count", "i"), ("Track Number", "i"), ("Track Count", "i"), ("Year", "i"),
              ("Date Modified", "d"), ("Date Added", "d"), ("Bit Rate", "i"), ("Sample Rate", "i"),
              ("Play Count", "i"), ("Play Date", "i"), ("Play Date UTC", "d"), ("Persistent ID", "s"),
              ("Track Type", "s"), ("Location", "s"), ("File Folder Count", "i"), ("Library Folder Count", "i"),
              ("Loved", "t")]


def itunes_library(rng, size):
    """An iTunes Music Library.xml: the 30 MB plist people actually have."""
    out = [HEADER, "<dict>\n\t<key>Major Version</key><integer>1</integer>\n",
           "\t<key>Application Version</key><string>12.9.5.5</string>\n\t<key>Tracks</key>\n\t<dict>\n"]
    length = sum(len(part) for part in out)
    track = 1000
    while length < size * 0.95:
        lines = ["\t\t<key>%d</key>\n\t\t<dict>\n\t\t\t<key>Track ID</key><integer>%d</integer>\n" % (track, track)]
        for key, kind in TRACK_KEYS:
            if kind == "s":
                value = "<string>%s %d &amp; Friends</string>" % (rng.choice(["Blue", "Rondo", "Ça plane", "夜"]), rng.randint(1, 9999))
                if key == "Location":
                    value = "<string>file:///Users/me/Music/iTunes/iTunes%%20Media/Music/Track%%20%d.m4a</string>" % track
            elif kind == "i":
                value = "<integer>%d</integer>" % rng.randint(0, 10**10)
            elif kind == "d":
                value = "<date>20%02d-%02d-%02dT%02d:%02d:%02dZ</date>" % (
                    rng.randint(0, 24), rng.randint(1, 12), rng.randint(1, 28), rng.randint(0, 23),
                    rng.randint(0, 59), rng.randint(0, 59))
            else:
                value = "<true/>"
            lines.append("\t\t\t<key>%s</key>%s\n" % (key, value))
        lines.append("\t\t</dict>\n")
        chunk = "".join(lines)
        out.append(chunk)
        length += len(chunk.encode())
        track += 2
    out.append("\t</dict>\n\t<key>Playlists</key>\n\t<array>\n\t\t<dict>\n\t\t\t<key>Name</key><string>Library</string>\n"
               "\t\t\t<key>Playlist Items</key>\n\t\t\t<array>\n")
    for item in range(1000, track, 2):
        out.append("\t\t\t\t<dict><key>Track ID</key><integer>%d</integer></dict>\n" % item)
    out.append("\t\t\t</array>\n\t\t</dict>\n\t</array>\n</dict>\n</plist>\n")
    return "".join(out)


def style_with_large_entry(rng, size):
    """A style dictionary whose body entry also holds `size` bytes of mixed values."""
    mixed = mixed_plist(rng, size)
    inner = mixed[mixed.index("<array>"):mixed.rindex("</plist>")]
    lines = [HEADER, "<dict>\n"]
    for style, point_size in STYLES:
        extra = "\t\t<key>payload</key>\n" + inner if style == "body" else ""
        lines.append("\t<key>%s</key>\n\t<dict>\n\t\t<key>fontName</key>\n\t\t<string>Avenir-Book</string>\n"
                     "\t\t<key>fontSize</key>\n\t\t<integer>%d</integer>\n%s\t</dict>\n" % (style, point_size, extra))
    lines.append("</dict>\n</plist>\n")
    return "".join(lines)


def write(path, text):
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


def main():
    out = sys.argv[1]
    os.makedirs(os.path.join(out, "many"), exist_ok=True)
    rng = random.Random(20261129)
    write(os.path.join(out, "style-2k.plist"), style_dictionary(rng))
    write(os.path.join(out, "mixed-1mb.plist"), mixed_plist(rng, 1 << 20))
    write(os.path.join(out, "mixed-30mb.plist"), mixed_plist(rng, 30 << 20))
    write(os.path.join(out, "itunes-30mb.plist"), itunes_library(rng, 30 << 20))
    write(os.path.join(out, "style-entry-30mb.plist"), style_with_large_entry(rng, 30 << 20))
    for index in range(2000):
        write(os.path.join(out, "many", "style-%04d.plist" % index), style_dictionary(rng))


if __name__ == "__main__":
    main()
