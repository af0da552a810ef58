/// The fonts a run checks names against: files and folders the app ships, its Info.plist,
/// and whether iOS's own fonts count.
package struct FontRequest: Sendable, Hashable {
    /// `--platform-fonts`: whether the fonts iOS ships count as available.
    package enum PlatformFonts: String, CaseIterable, Sendable {
        case ios, none
    }

    /// `--fonts`, in order.
    package var fonts: [String] = []
    /// `--info-plist`.
    package var infoPlist: String?
    package var platformFonts = PlatformFonts.ios
    /// `--verbose`: a walk of the font folders lists what it skipped.
    package var verbose = false

    /// No font options.
    package init() {}
}
