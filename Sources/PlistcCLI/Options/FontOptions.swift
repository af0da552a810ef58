import PlistcDiagnostics
import PlistcFontCatalog
import PlistcIO
import PlistcKit
import PlistcPropertyList
import PlistcStyleDictionary

/// `--fonts`, `--info-plist` and `--platform-fonts`: what font names are checked against.
enum FontOptions {
    static let fonts = ValueOption(
        "fonts", value: "PATH", help: "font files or folders the app ships: check font names against them (repeatable)")
    static let infoPlist = ValueOption(
        "info-plist", value: "PATH", help: "the app's Info.plist: check its UIAppFonts against --fonts")
    static let platformFonts = ValueOption(
        "platform-fonts", value: "NAME", help: "ios (default: iOS's own fonts count as available) or none")

    static let all: [any CommandOption] = [fonts, infoPlist, platformFonts]

    /// The request `arguments` make, `verbose` as the command has it; a usage error for an
    /// unknown `--platform-fonts`.
    static func request(_ arguments: ParsedArguments, verbose: Bool) throws(UsageError) -> FontRequest {
        var request = FontRequest()
        request.fonts = arguments.values(fonts)
        request.infoPlist = arguments[infoPlist]
        if let name = arguments[platformFonts] {
            request.platformFonts = try ScaleOptions.choice(
                name, of: FontRequest.PlatformFonts.self, option: platformFonts)
        }
        request.verbose = verbose
        return request
    }
}
