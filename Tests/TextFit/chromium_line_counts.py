#!/usr/bin/env python3
"""Asks headless Chromium how many lines each text takes: a referee for plistc's line wrapping.

usage: chromium_line_counts.py MANIFEST.json OUTDIR

MANIFEST.json is {"font": "/abs/path/to/Font.ttf", "cases": [{"text": "...", "size": 17.0,
"width": 200.0, "letterSpacing": 0.0}, ...]}, with size, width and letterSpacing in CSS px
(which equal iOS points here). Writes OUTDIR/page.html, which embeds the font (base64, so that
the page needs no file access across origins) and lays out every case in its own block: the
font's face and nothing else, font-size size, width width, letter-spacing letterSpacing,
`white-space: pre-wrap` (a "\\n" starts a line, spaces are kept and hang at a line's end),
`overflow-wrap: normal` and `word-break: normal` (a word with no break opportunity overflows
rather than breaking), `hyphens: manual` (only U+00AD hyphenates), kerning and the font's default
features on, `text-rendering: geometricPrecision` (unhinted, fractional advances), no padding,
margin or border. Dumps the DOM of the page with one Chromium launch and prints to stdout
{"lineCounts": [n0, n1, ...]}, in the order of the cases.

Lines are counted as the block's height over a fixed line-height (100px). In standards mode a
fixed line-height makes every line box exactly that tall, whatever the glyphs (fallback fonts
included) and the font size, and it counts lines that hold no glyph at all (an empty line
between two "\\n"), which counting the rectangles of a Range, or the distinct tops of each
character's rectangle, does not: those see no empty lines, split one line into several
rectangles at font or bidi runs, and need thresholds for tops that differ by a fraction of a
pixel. The page checks that every height is a whole number of lines and fails otherwise.

What Chromium does, which a caller comparing counts should know: an empty text is 0 lines; a
trailing "\\n" adds no line ("a\\n" is 1, "a\\n\\nb" is 3); only "\\n" breaks a line, not "\\r",
U+2028 or U+2029 (which ICU's line rules treat as hard breaks); trailing spaces hang past the
width and never make a line of their own, but leading spaces wider than the width do; a word with
no break opportunity stays on one overflowing line; widths are in 1/64 px (the CSS width is
truncated to 1/64 px, and so is the text's width), so a width within 1/64 px of a line's exact
width can go either way; CSS letter-spacing follows every character, the last on a line too.

Waits for document.fonts.ready and fails unless the face loaded (its FontFace status and
document.fonts.check). Exit status: 0 with the counts, 1 when Chromium failed, the font did not
load or the page wrote nothing, 2 on a usage error (arguments or manifest). Nothing it writes
belongs in the repository.
"""
import base64
import html
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

FAMILY = "TextFitReferee"
LINE_HEIGHT = 100
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
                  "--no-first-run", "--disable-extensions", "--virtual-time-budget=10000", "--lang=en-US"]
MIME_TYPES = {".ttf": "font/ttf", ".otf": "font/otf", ".woff": "font/woff", ".woff2": "font/woff2",
              ".ttc": "font/collection"}

PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<style>
@font-face {{ font-family: "{family}"; src: url("{font_url}"); font-display: block; }}
html, body {{ margin: 0; padding: 0; border: 0; }}
.case {{
  display: block; box-sizing: content-box; margin: 0; padding: 0; border: 0;
  font-family: "{family}"; font-style: normal; font-weight: normal; font-stretch: normal;
  line-height: {line_height}px; white-space: pre-wrap; overflow-wrap: normal; word-break: normal;
  line-break: auto; hyphens: manual; font-kerning: normal; font-feature-settings: normal;
  font-variant: normal; font-synthesis: none; text-rendering: geometricPrecision;
  text-align: start; text-indent: 0; text-transform: none; word-spacing: 0; tab-size: 8;
  overflow: visible; direction: ltr; unicode-bidi: normal;
}}
</style>
</head>
<body>
<div id="cases"></div>
<script type="application/json" id="manifest">{cases}</script>
<script>
(function () {{
  var family = {family_json}, lineHeight = {line_height};
  function report(result) {{
    var out = document.createElement("pre");
    out.id = "result";
    out.textContent = JSON.stringify(result);
    document.body.appendChild(out);
  }}
  var cases = JSON.parse(document.getElementById("manifest").textContent);
  var holder = document.getElementById("cases");
  var blocks = cases.map(function (c) {{
    var block = document.createElement("div");
    block.className = "case";
    block.style.fontSize = c.size + "px";
    block.style.width = c.width + "px";
    block.style.letterSpacing = c.letterSpacing + "px";
    block.textContent = c.text;
    holder.appendChild(block);
    return block;
  }});
  var face = Array.from(document.fonts).find(function (f) {{
    return f.family.replace(/^"|"$/g, "") === family;
  }});
  var loading = face ? face.load() : Promise.reject(new Error("no @font-face for " + family));
  loading.then(function () {{ return document.fonts.ready; }}).then(function () {{
    if (face.status !== "loaded" || !document.fonts.check("17px " + JSON.stringify(family))) {{
      report({{error: "the font did not load (status " + face.status + ")"}});
      return;
    }}
    var counts = [], errors = [];
    blocks.forEach(function (block, index) {{
      var height = block.getBoundingClientRect().height, lines = Math.round(height / lineHeight);
      if (Math.abs(height - lines * lineHeight) > 0.01) {{
        errors.push("case " + index + ": " + height + "px is not a whole number of " + lineHeight + "px lines");
      }}
      counts.push(lines);
    }});
    report(errors.length ? {{error: errors.join("; ")}} : {{lineCounts: counts}});
  }}).catch(function (error) {{
    report({{error: "the font did not load (Chromium could not read it, or its sanitizer rejected it): " + error}});
  }});
}})();
</script>
</body>
</html>
"""


def usage(message):
    print(f"error: {message}\n\n{__doc__}", file=sys.stderr)
    sys.exit(2)


def fail(message):
    print(f"error: {message}", file=sys.stderr)
    sys.exit(1)


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    fail("no chromium on PATH: apt-get install chromium")


def number(case, key, index):
    value = case.get(key)
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value != value:
        usage(f"case {index}: {key} must be a number, not {value!r}")
    return float(value)


def read_manifest(path):
    """The font's path and the cases, checked; a usage error when the manifest is not one."""
    try:
        manifest = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        usage(f"cannot read {path}: {error}")
    if not isinstance(manifest, dict) or not isinstance(manifest.get("font"), str) \
            or not isinstance(manifest.get("cases"), list):
        usage(f"{path}: expected {{\"font\": PATH, \"cases\": [...]}}")
    font = Path(manifest["font"])
    if not font.is_file():
        usage(f"{path}: no font at {font}")
    cases = []
    for index, case in enumerate(manifest["cases"]):
        if not isinstance(case, dict) or not isinstance(case.get("text"), str):
            usage(f"case {index}: expected an object with a text")
        size, width = number(case, "size", index), number(case, "width", index)
        spacing = number(case, "letterSpacing", index) if "letterSpacing" in case else 0.0
        if size <= 0 or width < 0:
            usage(f"case {index}: size must be positive and width not negative")
        cases.append({"text": case["text"], "size": size, "width": width, "letterSpacing": spacing})
    return font, cases


def write_page(font, cases, outdir):
    """OUTDIR/page.html with the font embedded and the cases as JSON for the page's script."""
    mime = MIME_TYPES.get(font.suffix.lower(), "application/octet-stream")
    font_url = f"data:{mime};base64,{base64.b64encode(font.read_bytes()).decode('ascii')}"
    # No "<" at all in the <script> holding the cases ("</script>" would end it, "<!--" confuse
    # the parser); "<" appears only inside JSON strings, where "\\u003c" is the same character.
    cases_json = json.dumps(cases).replace("<", "\\u003c")
    page = outdir / "page.html"
    page.write_text(PAGE.format(family=FAMILY, family_json=json.dumps(FAMILY), font_url=font_url,
                                line_height=LINE_HEIGHT, cases=cases_json), encoding="utf-8")
    return page


def dump_dom(page, timeout):
    """The page's DOM after its script ran, from one headless Chromium launch with a throwaway profile."""
    with tempfile.TemporaryDirectory(prefix="chromium-line-counts-") as profile:
        try:
            done = subprocess.run([chromium(), *CHROMIUM_FLAGS, f"--user-data-dir={profile}", "--dump-dom",
                                   page.resolve().as_uri()], capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            fail(f"chromium did not finish within {timeout}s")
    if done.returncode != 0:
        fail(f"chromium failed ({done.returncode}):\n{done.stderr}")
    return done.stdout


def line_counts(dom, expected):
    found = re.search(r'<pre id="result">(.*?)</pre>', dom, re.S)
    if not found:
        fail("the page wrote no result (the font never became ready, or the script did not run)")
    result = json.loads(html.unescape(found.group(1)))
    if "error" in result:
        fail(result["error"])
    counts = result.get("lineCounts")
    if not isinstance(counts, list) or len(counts) != expected:
        fail(f"the page reported {counts!r}, not {expected} line counts")
    return counts


def main():
    if len(sys.argv) != 3:
        usage("expected MANIFEST.json and OUTDIR")
    font, cases = read_manifest(sys.argv[1])
    outdir = Path(sys.argv[2])
    if not outdir.is_dir():
        usage(f"no folder at {outdir}")
    page = write_page(font, cases, outdir)
    counts = line_counts(dump_dom(page, timeout=120 + len(cases) // 10), len(cases))
    print(json.dumps({"lineCounts": counts}))


if __name__ == "__main__":
    main()
