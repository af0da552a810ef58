#!/usr/bin/env python3
"""Renders plistc diff's page in headless Chromium and checks what the browser computed.

usage: diff_page_check.py PLISTC OLD NEW OUTDIR [--fonts PATH]...

Builds OUTDIR/diff.html with `plistc diff --emit html`, the expected sizes of each side with
`plistc build --allow-fallbacks --emit json`, and the changes with `plistc diff --emit json`.
At two content sizes (L and AX5, chosen by the address as a reader would) it takes a
screenshot (OUTDIR/diff-L.png, OUTDIR/diff-AX5.png) and reads, for every style's old and new
sample, the computed font-size and font-family and whether its font loaded. Each sample must be
at its side's resolved size in its side's font (embedded and loaded, or the system stack for a
fallback); exactly the styles that changed are marked, and exactly the changed cells of the
table (in both rows). Exits 1 on a mismatch. Nothing it writes belongs in the repository.
"""
import json
import re
import subprocess
import sys
from pathlib import Path

from browser_check import CHROMIUM_FLAGS, SYSTEM_STACK, chromium, families, run

PROBE = """
<script>
document.fonts.ready.then(function () {
  var result = {samples: {}, marked: [], changedCells: 0};
  document.querySelectorAll(".style").forEach(function (block) {
    var style = block.dataset.style;
    if (block.classList.contains("changed")) { result.marked.push(style); }
    block.querySelectorAll(".sample").forEach(function (sample) {
      var computed = getComputedStyle(sample);
      var first = computed.fontFamily.split(",")[0].trim().replace(/^"|"$/g, "");
      var face = Array.from(document.fonts).find(function (f) { return f.family.replace(/^"|"$/g, "") === first; });
      result.samples[style + " " + sample.dataset.side] = {
        fontFamily: computed.fontFamily, fontSize: computed.fontSize,
        fontStatus: face ? face.status : null,
        fontCheck: document.fonts.check(computed.fontSize + " " + JSON.stringify(first))
      };
    });
  });
  result.changedCells = document.querySelectorAll("td.changed").length;
  var out = document.createElement("pre");
  out.id = "plistc-probe";
  out.textContent = JSON.stringify(result);
  document.body.appendChild(out);
});
</script>
"""


def main():
    if len(sys.argv) < 5:
        sys.exit(__doc__)
    plistc, old, new, outdir = sys.argv[1], sys.argv[2], sys.argv[3], Path(sys.argv[4])
    fonts = sys.argv[5:]
    outdir.mkdir(parents=True, exist_ok=True)
    page = outdir / "diff.html"
    run([plistc, "diff", "--emit", "html", *fonts, old, new, "-o", str(page)])
    diff = json.loads(run([plistc, "diff", "--emit", "json", *fonts, old, new]).stdout)
    scales = {side: json.loads(subprocess.run(
        [plistc, "build", "--allow-fallbacks", "--emit", "json", *fonts, path],
        check=False, capture_output=True, text=True).stdout) for side, path in (("old", old), ("new", new))}
    categories = scales["new"]["categories"]
    changed_styles = {c["style"] for c in diff["changes"]} | {p["style"] for p in diff["properties"]}
    probe_page = outdir / "diff-probe.html"
    probe_page.write_text(page.read_text().replace("</body>", PROBE + "</body>"))
    browser = chromium()
    failures = []
    for label, category in (("L", "large"), ("AX5", "accessibility5")):
        column = categories.index(category)
        shot = outdir / f"diff-{label}.png"
        run([browser, *CHROMIUM_FLAGS, "--window-size=1280,3000", f"--screenshot={shot}",
             f"file://{page.resolve()}#{label}"])
        if not shot.exists() or shot.stat().st_size < 10_000:
            failures.append(f"{label}: no screenshot at {shot}")
        dom = run([browser, *CHROMIUM_FLAGS, "--dump-dom", f"file://{probe_page.resolve()}#{label}"]).stdout
        found = re.search(r'<pre id="plistc-probe">(.*?)</pre>', dom, re.S)
        if not found:
            failures.append(f"{label}: the probe wrote nothing (fonts never became ready?)")
            continue
        computed = json.loads(found.group(1).replace("&quot;", '"').replace("&amp;", "&"))
        if set(computed["marked"]) != changed_styles:
            failures.append(f"{label}: marked {sorted(computed['marked'])}, changed {sorted(changed_styles)}")
        # Each changed cell is marked in the old row and in the new.
        if computed["changedCells"] != 2 * len(diff["changes"]):
            failures.append(f"{label}: {computed['changedCells']} cells marked, {len(diff['changes'])} changed")
        for side, scale in scales.items():
            for row in scale["styles"]:
                got = computed["samples"].get(f"{row['style']} {side}")
                if got is None:
                    failures.append(f"{label} {row['style']} {side}: no sample on the page")
                    continue
                expected = row["sizes"][column]
                if abs(float(got["fontSize"].removesuffix("px")) - expected) > 0.001:
                    failures.append(f"{label} {row['style']} {side}: font-size {got['fontSize']}, expected {expected}px")
                if row["origin"] == "custom":
                    if families(got["fontFamily"]) != [row["fontName"], "system-ui", "sans-serif"]:
                        failures.append(f"{label} {row['style']} {side}: font-family {got['fontFamily']}")
                    if got["fontStatus"] != "loaded" or not got["fontCheck"]:
                        failures.append(f"{label} {row['style']} {side}: {row['fontName']} did not load")
                elif families(got["fontFamily"]) != SYSTEM_STACK:
                    failures.append(f"{label} {row['style']} {side}: font-family {got['fontFamily']}, not the system stack")
        print(f"{label:>3}: {len(computed['samples'])} samples, {len(computed['marked'])} styles marked, "
              f"{computed['changedCells']} cells marked")
    for failure in failures:
        print(f"error: {failure}", file=sys.stderr)
    print(f"diff page at 2 sizes: {'FAILED' if failures else 'OK'}; {page.stat().st_size} bytes; screenshots in {outdir}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
