# Homebrew's formula for plistc, with this repository as the tap:
#
#   brew tap plistc/plistc https://github.com/plistc/plistc && brew install plistc
#
# `Tests/Release/release.py formula` writes the release's copy (the stable url of a version tag
# and its commit); this one builds the newest main (brew install --HEAD plistc).
class Plistc < Formula
  desc "Checker and compiler for Dynamic Type font style dictionaries (ScaledFont plists)"
  homepage "https://github.com/plistc/plistc"
  # stable: written by Tests/Release/release.py formula
  head "https://github.com/plistc/plistc.git", branch: "main"

  depends_on xcode: ["16.0", :build]
  depends_on macos: :sonoma

  uses_from_macos "swift" => :build
  uses_from_macos "libxml2"

  def install
    system "swift", "build", "--disable-sandbox", "--configuration", "release", "--product", "plistc"
    bin.install ".build/release/plistc"
  end

  def caveats
    <<~EOS
      The font commands (plistc fonts, --fonts, fonts in specimen pages) open FreeType and
      HarfBuzz when they run, and plistc fit HarfBuzz and ICU:
        brew install freetype harfbuzz icu4c
    EOS
  end

  test do
    assert_match(/^plistc \d+\.\d+\.\d+/, shell_output("#{bin}/plistc --version"))
    assert_match version.to_s, shell_output("#{bin}/plistc --version") unless version.head?

    (testpath/"Styles.plist").write <<~XML
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
        <key>body</key>
        <dict>
          <key>fontName</key>
          <string>Avenir-Book</string>
          <key>fontSize</key>
          <string>17</string>
        </dict>
      </dict>
      </plist>
    XML
    findings = shell_output("#{bin}/plistc lint Styles.plist 2>&1", 1)
    assert_match "Styles.plist:9:5: error: 'body.fontSize' is <string>, not a number", findings
    assert_match "[font-size-type]", findings

    system bin/"plistc", "lint", "--fix", "Styles.plist"
    assert_match "<integer>17</integer>", (testpath/"Styles.plist").read
  end
end
