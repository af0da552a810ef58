import Foundation
import PlistcFontCatalog

// `swift build` builds this target too, where the toolchain may have no Testing module (a
// release build with --static-swift-stdlib): the messages are then plain strings.
#if canImport(Testing)
    import Testing

    /// What a skipped test says: a Swift Testing comment.
    public typealias SkipReason = Comment
#else
    /// What a skipped test says.
    public typealias SkipReason = String
#endif

/// The optional parts of a machine that some tests need, each with the message a skipped test
/// shows: it names the Debian package that brings it. A clone with only Swift, libxml2-dev and
/// pkg-config skips these tests and passes the rest (`Tests/FreshMachine/run.sh` proves it);
/// `.ci/run` installs everything, so CI runs them all.
public enum Installed {
    /// FreeType, which the font commands load at run time.
    public static let freeType = FontScanner.isAvailable
    public static let freeTypeMissing: SkipReason =
        "libfreetype6 is missing (apt-get install libfreetype6), or PLISTC_FONT_LIBRARIES=none"

    /// HarfBuzz's subsetter, which specimen pages use to cut fonts down.
    public static let harfBuzz = FontSubsetter.isAvailable
    public static let harfBuzzMissing: SkipReason =
        "libharfbuzz-subset0 is missing (apt-get install libharfbuzz-subset0), or PLISTC_FONT_LIBRARIES=none"

    /// Debian's DejaVu fonts.
    public static let dejaVuFolder = "/usr/share/fonts/truetype/dejavu"
    public static let dejaVu = FileManager.default.fileExists(atPath: dejaVuFolder + "/DejaVuSans-Bold.ttf")
    public static let dejaVuMissing: SkipReason = "fonts-dejavu-core is missing (apt-get install fonts-dejavu-core)"

    /// Debian's Noto Serif.
    public static let notoFolder = "/usr/share/fonts/truetype/noto"
    public static let noto = FileManager.default.fileExists(atPath: notoFolder + "/NotoSerif-Regular.ttf")
    public static let notoMissing: SkipReason = "fonts-noto-core is missing (apt-get install fonts-noto-core)"

    /// A font collection (`.ttc`) from Debian's WenQuanYi Micro Hei.
    public static let microHeiFile = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"
    public static let microHei = FileManager.default.fileExists(atPath: microHeiFile)
    public static let microHeiMissing: SkipReason = "fonts-wqy-microhei is missing (apt-get install fonts-wqy-microhei)"

    /// fontconfig's `fc-scan`, the reference for reading font files.
    public static let fcScan = Tool.find("fc-scan")
    public static let fcScanMissing: SkipReason = "fc-scan is missing (apt-get install fontconfig)"

    /// HarfBuzz's own `hb-shape`, the referee of text widths.
    public static let hbShape = Tool.find("hb-shape")
    public static let hbShapeMissing: SkipReason = "hb-shape is missing (apt-get install libharfbuzz-bin)"

    /// A Python with PyICU, the referee of line-break opportunities: `python3` on `PATH`, or
    /// Debian's, where `python3-icu` installs it.
    public static let pyICU: String? = [Python.executable, "/usr/bin/python3"].compactMap { $0 }.first { python in
        (try? ProcessResult.run(python, ["-c", "import icu"]).status) == 0
    }
    public static let pyICUMissing: SkipReason =
        "PyICU is missing (apt-get install python3-icu, or python3 -m pip install PyICU)"

    /// Python's html5lib, which validates specimen pages.
    public static let html5lib = Python.hasModule("html5lib")
    public static let html5libMissing: SkipReason =
        "html5lib is missing (python3 -m pip install html5lib, or apt-get install python3-html5lib)"
}

extension Installed {
    /// Headless Chromium, the referee of line counts and the viewer of HTML pages.
    public static let chromium = Tool.find("chromium")
    public static let chromiumMissing: SkipReason = "chromium is missing (apt-get install chromium)"
}

extension Installed {
    /// GitHub's own Markdown renderer, the referee of pull request comments.
    public static let cmarkGFM = Tool.find("cmark-gfm")
    public static let cmarkGFMMissing: SkipReason = "cmark-gfm is missing (apt-get install cmark-gfm)"

    /// git, which `plistc diff` reads revisions with.
    public static let git = Tool.find("git")
    public static let gitMissing: SkipReason = "git is missing (apt-get install git)"

    /// The shells whose completion scripts plistc writes, and ShellCheck, which checks bash's.
    public static let zsh = Tool.find("zsh")
    public static let zshMissing: SkipReason = "zsh is missing (apt-get install zsh)"
    public static let fish = Tool.find("fish")
    public static let fishMissing: SkipReason = "fish is missing (apt-get install fish)"
    public static let shellcheck = Tool.find("shellcheck")
    public static let shellcheckMissing: SkipReason = "shellcheck is missing (apt-get install shellcheck)"
}
