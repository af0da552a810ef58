#!/usr/bin/env bash
# The specimen page (and plistc diff's and fit's) in a real browser: builds plistc, renders the Noto Serif fixture with
# Debian's Noto Serif in headless Chromium at two content sizes, checks the computed font
# family and size of every style, and validates the HTML with html5lib. Screenshots go to
# OUTDIR (default: a new temporary folder), never into the repository.
#
# usage: Tests/Specimen/run.sh [OUTDIR]
set -euo pipefail
cd "$(dirname "$0")/../.."
outdir=${1:-$(mktemp -d "${TMPDIR:-/tmp}/plistc-specimen-XXXXXX")}
noto=/usr/share/fonts/truetype/noto

# Built as the README installs it (and as .ci/run builds it, so nothing is built twice).
plistc=$(Tests/Release/build.sh)

python3 Tests/Specimen/browser_check.py "$plistc" Fixtures/fonts/noto-serif.plist "$outdir" \
    --fonts "$noto/NotoSerif-Regular.ttf" --fonts "$noto/NotoSerif-Bold.ttf" --fonts "$noto/NotoSerif-Italic.ttf"
# Line height and letter spacing: every line box lineHeight × size tall (within 0.5 px).
python3 Tests/Specimen/browser_check.py "$plistc" Fixtures/fonts/noto-serif-spacing.plist "$outdir/spacing" \
    --fonts "$noto/NotoSerif-Regular.ttf" --fonts "$noto/NotoSerif-Bold.ttf" --fonts "$noto/NotoSerif-Italic.ttf"
python3 Tests/Specimen/validate_html.py "$outdir/specimen.html"
size=$(wc -c <"$outdir/specimen.html")
if ((size >= 2000000)); then
    echo "error: the page is $size bytes, over 2 MB" >&2
    exit 1
fi
echo "specimen.html: valid HTML, $size bytes"

# plistc diff's page: Noto Serif against a new side (a size, a face, a fallback added and one
# resolved), both in the real fonts at L and AX5 (OUTDIR/diff-L.png, diff-AX5.png); valid HTML.
python3 Tests/Specimen/diff_page_check.py "$plistc" Fixtures/fonts/noto-serif.plist Fixtures/diff/noto-serif-new.plist \
    "$outdir" --fonts "$noto/NotoSerif-Regular.ttf" --fonts "$noto/NotoSerif-Bold.ttf" --fonts "$noto/NotoSerif-Italic.ttf"
python3 Tests/Specimen/validate_html.py "$outdir/diff.html"

# plistc fit's page: each overflowing string of Fixtures/fit/app in its box at the last size
# that fits and the first that does not, in the real fonts; valid HTML, looked at in Chromium
# (OUTDIR/fit-page.png), its fonts loaded.
"$plistc" fit Fixtures/fit/app/Brand.plist --fonts "$noto" --emit html >"$outdir/fit-page.html" || [ $? -eq 1 ]
python3 Tests/Specimen/validate_html.py "$outdir/fit-page.html"
python3 Tests/TextFit/fit_page_check.py "$outdir/fit-page.html" "$outdir/fit-page.png"
