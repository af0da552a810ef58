import FontCatalog
import Foundation
import Testing

/// The optional parts of a machine that some tests need, each with the message a skipped test
/// shows: it names the Debian package that brings it. A clone with only Swift, libxml2-dev and
/// pkg-config skips these tests and passes the rest (`Tests/FreshMachine/run.sh` proves it);
/// `.ci/run` installs everything, so CI runs them all.
public enum Installed {
    /// FreeType, which the font commands load at run time.
    public static let freeType = FontScanner.isAvailable
    public static let freeTypeMissing: Comment =
        "libfreetype6 is missing (apt-get install libfreetype6), or PLISTC_FONT_LIBRARIES=none"

    /// HarfBuzz's subsetter, which specimen pages use to cut fonts down.
    public static let harfBuzz = FontSubsetter.isAvailable
    public static let harfBuzzMissing: Comment =
        "libharfbuzz-subset0 is missing (apt-get install libharfbuzz-subset0), or PLISTC_FONT_LIBRARIES=none"

    /// Debian's DejaVu fonts.
    public static let dejaVuFolder = "/usr/share/fonts/truetype/dejavu"
    public static let dejaVu = FileManager.default.fileExists(atPath: dejaVuFolder + "/DejaVuSans-Bold.ttf")
    public static let dejaVuMissing: Comment = "fonts-dejavu-core is missing (apt-get install fonts-dejavu-core)"

    /// Debian's Noto Serif.
    public static let notoFolder = "/usr/share/fonts/truetype/noto"
    public static let noto = FileManager.default.fileExists(atPath: notoFolder + "/NotoSerif-Regular.ttf")
    public static let notoMissing: Comment = "fonts-noto-core is missing (apt-get install fonts-noto-core)"

    /// A font collection (`.ttc`) from Debian's WenQuanYi Micro Hei.
    public static let microHeiFile = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"
    public static let microHei = FileManager.default.fileExists(atPath: microHeiFile)
    public static let microHeiMissing: Comment = "fonts-wqy-microhei is missing (apt-get install fonts-wqy-microhei)"

    /// fontconfig's `fc-scan`, the reference for reading font files.
    public static let fcScan = Tool.find("fc-scan")
    public static let fcScanMissing: Comment = "fc-scan is missing (apt-get install fontconfig)"

    /// Python's html5lib, which validates specimen pages.
    public static let html5lib = Python.hasModule("html5lib")
    public static let html5libMissing: Comment =
        "html5lib is missing (python3 -m pip install html5lib, or apt-get install python3-html5lib)"

    /// Whether the fonts of a test can be read: FreeType and the fonts' package.
    public static func fonts(_ present: Bool) -> Bool { freeType && present }
}
