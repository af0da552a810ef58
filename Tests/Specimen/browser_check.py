#!/usr/bin/env python3
"""Renders a specimen page in headless Chromium and checks what the browser computed.

usage: browser_check.py PLISTC FIXTURE OUTDIR [--fonts PATH]...

Builds OUTDIR/specimen.html with `plistc build --allow-fallbacks`, and the expected sizes with
`plistc build --emit json`. For two content sizes (L and AX5) it takes a screenshot
(OUTDIR/specimen-L.png, OUTDIR/specimen-AX5.png) and dumps the DOM of a copy of the page that
writes, for each style's sample, the computed font-family, font-size and whether its font
loaded. Every custom style must use its own embedded font (loaded), every fallback the system
font stack, and every font-size must equal the resolved size in px. Exits 1 on a mismatch.
Nothing it writes belongs in the repository.
"""
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

# Runs after the page's own script: selects the size from the address, waits for the fonts,
# then writes what the browser computed into the DOM for --dump-dom to carry out.
PROBE = """
<script>
document.fonts.ready.then(function () {
  var result = {};
  document.querySelectorAll(".style").forEach(function (block) {
    var sample = block.querySelector(".sample");
    var style = getComputedStyle(sample);
    var family = style.fontFamily;
    var first = family.split(",")[0].trim().replace(/^"|"$/g, "");
    var face = Array.from(document.fonts).find(function (f) { return f.family.replace(/^"|"$/g, "") === first; });
    result[block.id.replace("style-", "")] = {
      fontFamily: family, fontSize: style.fontSize, fontWeight: style.fontWeight,
      lineHeight: style.lineHeight, letterSpacing: style.letterSpacing,
      height: sample.getBoundingClientRect().height,
      fontStatus: face ? face.status : null,
      fontCheck: document.fonts.check(style.fontSize + " " + JSON.stringify(first))
    };
  });
  var out = document.createElement("pre");
  out.id = "plistc-probe";
  out.textContent = JSON.stringify(result);
  document.body.appendChild(out);
});
</script>
"""

# Runs after the page's own script: for every content size (the page's size buttons), gives each
# style's sample 1, 2 and 5 lines and writes the heights the browser laid them out at.
LINES_PROBE = """
<script>
document.fonts.ready.then(function () {
  var result = {};
  document.querySelectorAll(".sizes input[name=size]").forEach(function (input, column) {
    input.checked = true;
    document.querySelectorAll(".style").forEach(function (block) {
      var sample = block.querySelector(".sample");
      var heights = [1, 2, 5].map(function (lines) {
        var copy = sample.cloneNode(false);
        copy.innerHTML = Array(lines).fill("Hamburgefonstiv").join("<br>");
        sample.parentNode.appendChild(copy);
        var height = copy.getBoundingClientRect().height;
        copy.remove();
        return height;
      });
      var style = block.id.replace("style-", "");
      (result[style] = result[style] || [])[column] = heights;
    });
  });
  var out = document.createElement("pre");
  out.id = "plistc-lines";
  out.textContent = JSON.stringify(result);
  document.body.appendChild(out);
});
</script>
"""

SYSTEM_STACK = ["system-ui", "-apple-system", "Segoe UI", "Roboto", "sans-serif"]
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
                  "--no-first-run", "--disable-extensions", "--virtual-time-budget=10000"]


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    sys.exit("error: no chromium on PATH: apt-get install chromium")


def families(value):
    """A computed font-family as a list of names: browsers quote only names that need it."""
    return [name.strip().strip('"') for name in value.split(",")]


def check_lines(browser, html, outdir, scale, failures):
    """1, 2 and 5 lines of every style with a line height at every content size: n lines are n
    line boxes tall, a box being lineHeight × size or the font's own line height where that is
    more (`fontLineHeight`, with --fonts), as the generated Swift draws them in SwiftUI and
    UIKit. Within half a point (a CSS px) for the whole block. The largest deviation, or None."""
    rows = [row for row in scale["styles"] if row.get("lineHeight") is not None]
    if not rows:
        return None
    page = outdir / "lines.html"
    page.write_text(html.replace("</body>", LINES_PROBE + "</body>"))
    dom = run([browser, *CHROMIUM_FLAGS, "--dump-dom", f"file://{page.resolve()}"]).stdout
    found = re.search(r'<pre id="plistc-lines">(.*?)</pre>', dom, re.S)
    if not found:
        failures.append("lines: the probe wrote nothing (fonts never became ready?)")
        return None
    measured = json.loads(found.group(1).replace("&quot;", '"').replace("&amp;", "&"))
    worst = 0.0
    for row in rows:
        box = max(row["lineHeight"], row.get("fontLineHeight") or row["lineHeight"])
        columns = measured.get(row["style"], [])
        if len(columns) != len(scale["categories"]):
            failures.append(f"lines {row['style']}: {len(columns)} sizes measured, not {len(scale['categories'])}")
            continue
        for category, size, heights in zip(scale["categories"], row["sizes"], columns):
            for lines, height in zip((1, 2, 5), heights):
                expected = lines * box * size
                worst = max(worst, abs(height - expected))
                if abs(height - expected) > 0.5:
                    failures.append(f"lines {row['style']} at {category}: {lines} line(s) {height:.2f}px tall, "
                                    f"expected {lines} × {box:g} × {size:g} = {expected:.2f}px")
    print(f"{len(rows)} styles with a line height × {len(scale['categories'])} sizes × 1, 2 and 5 lines: "
          f"largest deviation {worst:.3f}px")
    return worst


def run(command, **kwargs):
    return subprocess.run(command, check=True, capture_output=True, text=True, **kwargs)


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    plistc, fixture, outdir = sys.argv[1], sys.argv[2], Path(sys.argv[3])
    fonts = sys.argv[4:]
    outdir.mkdir(parents=True, exist_ok=True)
    page = outdir / "specimen.html"
    build = subprocess.run([plistc, "build", "--allow-fallbacks", *fonts, fixture, "-o", str(page)],
                           capture_output=True, text=True)
    if build.returncode != 0:
        sys.exit(f"error: plistc build failed ({build.returncode}):\n{build.stderr}")
    scale = json.loads(run([plistc, "build", "--allow-fallbacks", "--emit", "json", *fonts, fixture]).stdout)
    categories = scale["categories"]
    html = page.read_text()
    probe_page = outdir / "probe.html"
    probe_page.write_text(html.replace("</body>", PROBE + "</body>"))
    browser = chromium()
    failures = []
    for label, category in (("L", "large"), ("AX5", "accessibility5")):
        column = categories.index(category)
        shot = outdir / f"specimen-{label}.png"
        run([browser, *CHROMIUM_FLAGS, "--window-size=1280,2400", f"--screenshot={shot}",
             f"file://{page.resolve()}#{label}"])
        if not shot.exists() or shot.stat().st_size < 10_000:
            failures.append(f"{label}: no screenshot at {shot}")
        dom = run([browser, *CHROMIUM_FLAGS, "--dump-dom", f"file://{probe_page.resolve()}#{label}"]).stdout
        found = re.search(r'<pre id="plistc-probe">(.*?)</pre>', dom, re.S)
        if not found:
            failures.append(f"{label}: the probe wrote nothing (fonts never became ready?)")
            continue
        computed = json.loads(found.group(1).replace("&quot;", '"').replace("&amp;", "&"))
        for row in scale["styles"]:
            style, got = row["style"], computed.get(row["style"])
            if got is None:
                failures.append(f"{label} {style}: no sample on the page")
                continue
            expected_size = row["sizes"][column]
            actual_size = float(got["fontSize"].removesuffix("px"))
            if abs(actual_size - expected_size) > 0.001:
                failures.append(f"{label} {style}: font-size {got['fontSize']}, expected {expected_size}px")
            if row["origin"] == "custom":
                expected_family = [row["fontName"], "system-ui", "sans-serif"]
                if families(got["fontFamily"]) != expected_family:
                    failures.append(f"{label} {style}: font-family {got['fontFamily']}, expected {expected_family}")
                if got["fontStatus"] != "loaded" or not got["fontCheck"]:
                    failures.append(f"{label} {style}: {row['fontName']} did not load ({got['fontStatus']})")
            elif families(got["fontFamily"]) != SYSTEM_STACK:
                failures.append(f"{label} {style}: font-family {got['fontFamily']}, expected the system stack")
            if row.get("lineHeight") is not None:
                # Each rendered line box is one box tall (lineHeight × size, or the font's own
                # line height where that is more), within 0.5 px a line.
                line = max(row["lineHeight"], row.get("fontLineHeight") or row["lineHeight"]) * expected_size
                lines = max(1, round(got["height"] / line))
                if abs(got["height"] - lines * line) > 0.5 * lines:
                    failures.append(f"{label} {style}: {lines} line(s) {got['height']:.2f}px tall, "
                                    f"expected {lines} × {line:.2f}px")
            if row.get("letterSpacing") is not None:
                spacing = row["letterSpacing"] * expected_size / row["baseSize"]
                if abs(float(got["letterSpacing"].removesuffix("px")) - spacing) > 0.01:
                    failures.append(f"{label} {style}: letter-spacing {got['letterSpacing']}, expected {spacing:.3f}px")
            print(f"{label:>3} {style:<12} {got['fontFamily']:<48} {got['fontSize']:>8} "
                  f"weight {got['fontWeight']} font {got['fontStatus']}")
    check_lines(browser, html, outdir, scale, failures)
    for failure in failures:
        print(f"error: {failure}", file=sys.stderr)
    print(f"{len(scale['styles'])} styles at 2 sizes: {'FAILED' if failures else 'OK'}; "
          f"page {page.stat().st_size} bytes; screenshots in {outdir}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
