import PlistcDesignTokens
import PlistcDiagnostics
import PlistcIO
import PlistcJSON
import PlistcKit
import PlistcPropertyList
import PlistcStyleDictionary

/// `plistc import`: design tokens (DTCG 2025.10 JSON) to a style dictionary.
enum ImportCommand: Command {
    static let name = "import"
    static let spec = CommandSpec(
        name: name,
        summary: "turn design tokens (DTCG 2025.10 JSON) into a style dictionary",
        synopsis: "plistc import [options] TOKENS.json|FOLDER...",
        discussion: """
            Reads DTCG ($value, $type), Tokens Studio (value and type, or $-prefixed, with its
            token sets in $metadata.tokenSetOrder) and Style Dictionary's classic format (value),
            from several files or folders (a folder's .json files by path, or a Tokens Studio
            project's sets in its $metadata.json order, or those of --theme's themes, its
            "source" sets for reference only), a later one over an earlier one;
            groups, type inheritance and {group.token} aliases, whole or inside arithmetic
            ({size.base} * 1.25, roundTo(...)); each typography token
            named like a text style (body, largeTitle, large-title; title1 as title), or mapped
            by "styles" in the nearest .plistc.json ({"styles": {"brand.text.body": "body"}}),
            becomes that style's entry. px are points, rem are multiplied by --rem. The
            PostScript name comes from a plistc export's $extensions, else from the first family
            of the token's stack that a --fonts face or an iOS font has, chosen as CSS matches
            fonts, else a guess, with a warning. Problems are printed as
              tokens.json:line:col: severity: message [\(TokenFinding.ruleID)]
            a problem in a token no style uses is a warning and the token is skipped; an error
            in a style's token, or no token mapping to a style, writes nothing (status 1). The dictionary is written as Xcode writes
            property lists, to -o FILE (atomically) or standard output.
            """,
        options: [
            output, rem, remBase, theme, variant, verbose, CheckOptions.config, FontOptions.fonts,
            FontOptions.platformFonts,
        ],
        missingInputs: "import needs TOKENS.json files or folders (or - for standard input)",
        run: { arguments, console throws(UsageError) in try run(arguments, console: console) }
    )

    static let output = ValueOption(
        "output", short: "o", value: "FILE", help: "write the plist to FILE (atomically; - for standard output)")
    static let rem = ValueOption(
        "rem", value: "POINTS", help: "points in one rem (default: .plistc.json's \"rem\", else 16)")
    static let remBase = ValueOption("rem-base", value: "POINTS", help: "the same as --rem")
    static let theme = ValueOption(
        "theme", value: "NAME",
        help: "read the token sets of a Tokens Studio theme (NAME or GROUP/NAME; repeatable, one per group)")
    static let variant = ValueOption(
        "variant", value: "NAME",
        help:
            "read the typography tokens' responsive variant NAME (md for h1.@md or h1@md; default: .plistc.json's \"variant\", else the first)"
    )
    static let verbose = Flag(
        "verbose", short: "v", help: "say which format each file was read in, and how each style's token was found")

    private static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> RunOutcome {
        guard !arguments.positionals.isEmpty, arguments.positionals.count == 1 || !arguments.positionals.contains("-")
        else {
            throw UsageError("import takes TOKENS.json files or folders (or - alone, for standard input)")
        }
        var request = ImportRequest(paths: arguments.positionals)
        request.fonts = try FontOptions.request(arguments, verbose: false)
        request.themes = arguments.values(theme)
        request.variant = arguments[variant].map { $0.hasPrefix("@") ? String($0.dropFirst()) : $0 }
        request.output = arguments[output]
        request.configuration = arguments[CheckOptions.config]
        request.rem = try remPoints(arguments)
        request.verbose = arguments.flag(verbose)
        return try ImportSession(request, host: console.host).run()
    }

    /// `--rem` (or `--rem-base`): points in one rem, or nil when neither is given.
    private static func remPoints(_ arguments: ParsedArguments) throws(UsageError) -> Double? {
        let given = [(rem, "--rem"), (remBase, "--rem-base")].compactMap { option, spelling in
            arguments[option].map { (text: $0, spelling: spelling) }
        }
        guard let (text, spelling) = given.first else { return nil }
        guard let value = Double(text), value > 0, value.isFinite else {
            throw UsageError("\(spelling) '\(text)' is not a positive number of points")
        }
        return value
    }
}
