#!/usr/bin/env python3
"""Compares `plistc dump --json` output with Python's plistlib, the reference reader.

    compare_with_plistlib.py MANIFEST

MANIFEST has one line per file: the plist's path, a tab, and the path of plistc's JSON for
it. Values are compared strictly: types must match (an integer is not a real), reals bit for
bit (nan equals nan, -0.0 differs from 0.0), dicts by their keys (plistlib keeps the last of
duplicate keys, as plistc's JSON does). Prints each mismatch; exits 1 if there is any.
"""
import base64
import datetime
import json
import math
import plistlib
import sys


def reference(value):
    """plistlib's value in the JSON shape plistc promises."""
    if isinstance(value, bool) or isinstance(value, int) or isinstance(value, str):
        return value
    if isinstance(value, float):
        if math.isnan(value):
            return "nan"
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
        return value
    if isinstance(value, bytes):
        return base64.b64encode(value).decode("ascii")
    if isinstance(value, datetime.datetime):
        # strftime's %Y does not pad years below 1000 on every platform.
        return "%04d-%02d-%02dT%02d:%02d:%02dZ" % (value.year, value.month, value.day, value.hour,
                                                   value.minute, value.second)
    if isinstance(value, list):
        return [reference(item) for item in value]
    if isinstance(value, dict):
        return {key: reference(item) for key, item in value.items()}
    raise TypeError("unexpected plistlib value %r" % (value,))


def difference(ours, theirs, path="$"):
    """The first place where two JSON-shaped values differ, or None."""
    if type(ours) is not type(theirs):
        return "%s: plistc has %s %r, plistlib has %s %r" % (path, type(ours).__name__, ours,
                                                              type(theirs).__name__, theirs)
    if isinstance(ours, float):
        if ours != theirs or math.copysign(1, ours) != math.copysign(1, theirs):
            return "%s: plistc has %r, plistlib has %r" % (path, ours, theirs)
        return None
    if isinstance(ours, list):
        if len(ours) != len(theirs):
            return "%s: plistc has %d items, plistlib has %d" % (path, len(ours), len(theirs))
        for index, (a, b) in enumerate(zip(ours, theirs)):
            found = difference(a, b, "%s[%d]" % (path, index))
            if found:
                return found
        return None
    if isinstance(ours, dict):
        if set(ours) != set(theirs):
            return "%s: keys differ: only plistc %r, only plistlib %r" % (
                path, sorted(set(ours) - set(theirs))[:5], sorted(set(theirs) - set(ours))[:5])
        for key in theirs:
            found = difference(ours[key], theirs[key], "%s[%r]" % (path, key))
            if found:
                return found
        return None
    if ours != theirs:
        return "%s: plistc has %r, plistlib has %r" % (path, ours, theirs)
    return None


def main():
    with open(sys.argv[1], encoding="utf-8") as manifest:
        pairs = [line.rstrip("\n").split("\t") for line in manifest if line.strip()]
    failures = 0
    for plist_path, json_path in pairs:
        with open(plist_path, "rb") as file:
            binary = file.read(6) == b"bplist"
            file.seek(0)
            theirs = reference(plistlib.load(file, fmt=plistlib.FMT_BINARY if binary else plistlib.FMT_XML))
        with open(json_path, encoding="utf-8") as file:
            ours = json.load(file)
        found = difference(ours, theirs)
        if found:
            failures += 1
            print("%s: %s" % (plist_path, found))
    print("compared %d files with plistlib: %d differ" % (len(pairs), failures))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
