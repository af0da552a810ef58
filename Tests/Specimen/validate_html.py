#!/usr/bin/env python3
"""Checks HTML files with html5lib's strict parser: prints each parse error as
FILE:LINE:COL: error, and exits 1 when there is any (2 when html5lib is missing)."""
import sys

try:
    import html5lib
except ImportError:
    print("html5lib is not installed: python3 -m pip install html5lib", file=sys.stderr)
    sys.exit(2)

failed = False
for path in sys.argv[1:]:
    parser = html5lib.HTMLParser(strict=False)
    with open(path, "rb") as handle:
        parser.parse(handle.read())
    for (line, column), code, data in parser.errors:
        print(f"{path}:{line}:{column}: error: {code} {data}")
        failed = True
sys.exit(1 if failed else 0)
