#!/usr/bin/env python3
"""Python's json module as the strict reference: NaN, Infinity and -Infinity refused, control
characters in strings refused, input decoded as strict UTF-8.

    strict_json.py check LIST         every file in LIST (one path per line) must parse; prints
                                      each failure, exits 1 if any does not
    strict_json.py classify LIST      for each path in LIST, prints one line:
                                      "ok", "surrogate" (parses, but holds a lone surrogate
                                      escape, which Python accepts and RFC 8259 does not) or
                                      "error"
"""
import json
import sys


def refuse_constant(name):
    raise ValueError("non-standard number constant %s" % name)


def load(path):
    with open(path, "rb") as file:
        return json.loads(file.read().decode("utf-8"), parse_constant=refuse_constant)


def has_lone_surrogate(value):
    if isinstance(value, str):
        return any(0xD800 <= ord(character) <= 0xDFFF for character in value)
    if isinstance(value, list):
        return any(has_lone_surrogate(item) for item in value)
    if isinstance(value, dict):
        return any(has_lone_surrogate(key) or has_lone_surrogate(item) for key, item in value.items())
    return False


def paths_in(listing):
    with open(listing) as file:
        return [line.rstrip("\n") for line in file if line.strip()]


def check(listing):
    paths = paths_in(listing)
    failures = 0
    for path in paths:
        try:
            load(path)
        except (ValueError, UnicodeDecodeError, RecursionError) as error:
            failures += 1
            print("%s: not strict JSON: %s" % (path, error))
    print("checked %d files with Python's json: %d invalid" % (len(paths), failures))
    return 1 if failures else 0


def classify(listing):
    for path in paths_in(listing):
        try:
            print("surrogate" if has_lone_surrogate(load(path)) else "ok")
        except (ValueError, UnicodeDecodeError, RecursionError):
            print("error")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in ("check", "classify"):
        sys.exit(__doc__)
    sys.exit(check(sys.argv[2]) if sys.argv[1] == "check" else classify(sys.argv[2]))
