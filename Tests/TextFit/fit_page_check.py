#!/usr/bin/env python3
"""Looks at `plistc fit --emit html`'s page in headless Chromium.

usage: fit_page_check.py PAGE.html SCREENSHOT.png

Takes a screenshot of the page (SCREENSHOT.png, for a person to look at), then dumps the DOM of a
copy that, once the fonts are ready, writes for every box whether its font loaded and how
tall the browser made it against the room it was given. Every embedded font must load, every
"fits" box must hold its text (no taller than its budget) and every "overflows" box must not
(its text taller or wider than the box). Two kinds of box are left out, and counted: those
whose string has characters the font lacks (the browser draws them in another font, as a
device does, so their width is not predicted), and overflows by less than 2 px in letter-
spaced text (Chromium adds the spacing after a line's last letter too, and turns ligatures
off). Exits 1 on any other mismatch. Nothing it writes belongs in the repository.
"""
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

PROBE = """
<script>
document.fonts.ready.then(function () {
  var boxes = [];
  document.querySelectorAll("figure").forEach(function (figure) {
    var box = figure.querySelector(".box");
    var style = getComputedStyle(box);
    var family = style.fontFamily.replace(/^["']|["']$/g, "");
    var loaded = document.fonts.check(style.fontSize + " '" + family + "'");
    var faces = Array.from(document.fonts).filter(function (f) { return f.family.replace(/^["']|["']$/g, "") === family; });
    boxes.push({
      unpredicted: figure.hasAttribute("data-unpredicted"),
      widest: parseFloat(figure.getAttribute("data-widest") || "0"),
      spacing: parseFloat(figure.getAttribute("data-spacing") || "0"),
      fits: figure.classList.contains("fits"), loaded: loaded && faces.length > 0 && faces[0].status === "loaded",
      room: box.clientHeight, width: box.clientWidth, needed: box.scrollHeight, neededWidth: box.scrollWidth
    });
  });
  var out = document.createElement("pre");
  out.id = "probe";
  out.textContent = JSON.stringify(boxes);
  document.body.appendChild(out);
});
</script>
"""


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        if shutil.which(name):
            return name
    sys.exit("error: chromium is missing (apt-get install chromium)")


def run(browser, arguments, profile):
    command = [browser, "--headless", "--disable-gpu", "--no-sandbox", "--hide-scrollbars",
               "--user-data-dir=" + profile] + arguments
    return subprocess.run(command, capture_output=True, text=True, timeout=120)


def main():
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    page, screenshot = Path(sys.argv[1]).resolve(), Path(sys.argv[2]).resolve()
    browser = chromium()
    with tempfile.TemporaryDirectory() as work:
        result = run(browser, ["--window-size=1200,1600", "--virtual-time-budget=5000",
                               "--screenshot=" + str(screenshot), page.as_uri()], work + "/a")
        if not screenshot.exists() or screenshot.stat().st_size == 0:
            sys.exit("error: Chromium wrote no screenshot: " + result.stderr[-2000:])
        probed = Path(work) / "probed.html"
        probed.write_text(page.read_text(encoding="utf-8").replace("</body>", PROBE + "</body>"), encoding="utf-8")
        result = run(browser, ["--virtual-time-budget=10000", "--dump-dom", probed.as_uri()], work + "/b")
    match = re.search(r'<pre id="probe">(.*?)</pre>', result.stdout, re.S)
    if not match:
        sys.exit("error: the page's probe wrote nothing: " + result.stderr[-2000:])
    boxes = json.loads(match.group(1).replace("&quot;", '"').replace("&amp;", "&"))
    problems = []
    left_out = 0
    for index, box in enumerate(boxes):
        if not box["loaded"]:
            problems.append(f"box {index}: its font did not load")
        near = not box["fits"] and box["spacing"] != 0 and box["widest"] - box["width"] < 2
        if box["unpredicted"] or near:
            left_out += 1
            continue
        overflowing = box["needed"] > box["room"] + 1 or box["neededWidth"] > box["width"] + 1
        if box["fits"] and overflowing:
            problems.append(f"box {index}: marked as fitting, but its text needs {box['needed']} px of {box['room']}")
        if not box["fits"] and not overflowing:
            problems.append(f"box {index}: marked as overflowing, but its text fits in Chromium")
    for problem in problems:
        print("error: " + problem, file=sys.stderr)
    print(f"fit page: {len(boxes)} boxes, {left_out} left out, {len(problems)} problems; screenshot {screenshot}")
    sys.exit(1 if problems or not boxes else 0)


if __name__ == "__main__":
    main()
