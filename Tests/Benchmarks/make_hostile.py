#!/usr/bin/env python3
"""Writes the hostile inputs the benchmark measures: billion laughs, quadratic blowup, an
external entity, 100,000 levels of nesting.

    make_hostile.py OUT_DIR
"""
import os
import sys

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
laughs = ['<!ENTITY l0 "lol">'] + ['<!ENTITY l%d "%s">' % (n, ("&l%d;" % (n - 1)) * 10) for n in range(1, 10)]
inputs = {
    "hostile-billion-laughs.plist": "<!DOCTYPE plist [%s]><plist><string>&l9;</string></plist>" % "".join(laughs),
    "hostile-quadratic-blowup.plist": '<!DOCTYPE plist [<!ENTITY big "%s">]><plist><string>%s</string></plist>'
    % ("x" * 100000, "&big;" * 100000),
    "hostile-external-entity.plist": '<!DOCTYPE plist [<!ENTITY x SYSTEM "file:///etc/hostname">]>'
    "<plist><string>&x;</string></plist>",
    "hostile-deep-nesting.plist": "<plist>" + "<array>" * 100000 + "</array>" * 100000 + "</plist>",
}
for name, text in inputs.items():
    with open(os.path.join(out, name), "w") as file:
        file.write(text)
