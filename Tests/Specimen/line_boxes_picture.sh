#!/usr/bin/env bash
# The README's picture of line boxes: the specimen page of Fixtures/fonts/noto-serif-spacing.plist
# in Debian's Noto Serif, at XXXL with "Show line boxes" on, cut down to the styles that set a
# line height, as headless Chromium draws it.
#
# usage: Tests/Specimen/line_boxes_picture.sh [PNG]   (default: Tests/Specimen/line-boxes.png)
# Needs chromium and fonts-noto-core (Debian).
set -euo pipefail
cd "$(dirname "$0")/../.."
png=$(realpath -m "${1:-Tests/Specimen/line-boxes.png}")
noto=/usr/share/fonts/truetype/noto
work=$(mktemp -d "${TMPDIR:-/tmp}/plistc-picture-XXXXXX")
trap 'rm -rf "$work"' EXIT

swift build --product plistc >/dev/null
plistc=$(swift build --show-bin-path)/plistc
"$plistc" build Fixtures/fonts/noto-serif-spacing.plist --emit html -o "$work/specimen.html" --allow-fallbacks \
    --fonts "$noto/NotoSerif-Regular.ttf" --fonts "$noto/NotoSerif-Bold.ttf" --fonts "$noto/NotoSerif-Italic.ttf" \
    2>/dev/null
# The box checked, and only what the picture is about: the controls and the styles with boxes.
trim='<style>h1, .made, .summary, .notice, .notes, .style:not(:has(.boxed)), section:not(:first-of-type) { display: none; }</style>'
sed -e 's/id="show-line-boxes">/id="show-line-boxes" checked>/' -e "s|</head>|$trim</head>|" \
    "$work/specimen.html" >"$work/picture.html"
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --mute-audio --no-first-run \
    --virtual-time-budget=5000 --window-size=720,760 --screenshot="$png" "file://$work/picture.html#XXXL" \
    >/dev/null 2>&1
echo "wrote $png"
