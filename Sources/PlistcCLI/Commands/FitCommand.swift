import PlistcKit
import PlistcStyleDictionary

/// `plistc fit`: whether the app's strings fit their room at every content size.
enum FitCommand: Command {
    static let name = "fit"
    static let spec = CommandSpec(
        name: name,
        summary: "check that strings fit a width and a number of lines at all 12 content sizes",
        synopsis:
            "plistc fit [options] DICTIONARY (--strings FILE... | --text TEXT...) [--style S --width PT --lines N]",
        discussion: """
            Shapes each string once in the style's font file (from --fonts) with HarfBuzz, breaks
            it at ICU's line-break opportunities (UAX #14), and wraps it greedily, as UIKit and
            SwiftUI wrap by default, at the style's size at each content size, with its letter
            spacing between characters. Says up to which size it fits, and the first that
            overflows (lines needed, widest line). Strings come from String Catalogs
            (.xcstrings) and .strings files (--strings, or "strings" in .plistc.json), each
            localization and variation, placeholders sampled, or from --text; budgets from
            --style, --width and --lines, or from the "fit" entries of .plistc.json. The measure
            is HarfBuzz's, not CoreText's. Status 1 when a string overflows at some size.
            """,
        options: [
            strings, text, style, width, lines, sizes, systemFont, locale, emit.option, output, CheckOptions.config,
        ] + CheckOptions.prediction
            + FontOptions.all
            + ReaderOptions.all + [ScaleOptions.model, ScaleOptions.rounding],
        missingInputs: "fit needs the style dictionary whose fonts and sizes the strings are measured in",
        run: { arguments, console throws(UsageError) in
            try FitSession(try FitRequest(arguments), host: console.host).run()
        }
    )

    static let text = ValueOption(
        "text", value: "TEXT",
        help: "a string to measure (repeatable; \\n breaks a line; - reads one per line from standard input)")
    static let strings = ValueOption(
        "strings", value: "FILE", help: "a String Catalog (.xcstrings) or .strings file to measure (repeatable)")
    static let sizes = ValueOption(
        "fit-sizes", value: "RANGE", help: "the content sizes checked, as SwiftUI writes a range (...AX3, large...)")
    static let systemFont = ValueOption(
        "system-font", value: "PATH",
        help: "a file of the system font (SF Pro), to measure the styles shown in it (one file for every weight)")
    static let style = ValueOption("style", value: "STYLE", help: "the text style it is shown in (body, caption2 …)")
    static let width = ValueOption("width", value: "PT", help: "the width it has, in points")
    static let lines = ValueOption("lines", value: "N", help: "the lines it may take (0: any number)")
    static let locale = ValueOption(
        "locale", value: "ID", help: "the language of the strings, for line breaking (default en; ja, de …)")
    static let output = ValueOption(
        "output", short: "o", value: "FILE", help: "write the report to FILE (atomically; - for standard output)")
    static let emit = EmitOption([(.text, FitRequest.Format.text), (.json, .json), (.markdown, .md), (.html, .html)])
}
