import PlistcDiagnostics
import PlistcKit
import PlistcPropertyList

/// `plistc dump`: prints a property list's value tree as plain JSON.
enum DumpCommand: Command {
    static let name = "dump"
    static let spec = CommandSpec(
        name: name,
        summary: "print a property list as plain JSON",
        synopsis: "plistc dump [--json] [options] FILE",
        discussion: """
            FILE is a path, or - for standard input. The JSON is stable, for scripts:
            dict -> object (a repeated key: the last value wins), array -> array,
            string -> string, integer and real -> number, true/false -> boolean,
            date -> "YYYY-MM-DDTHH:MM:SSZ", data -> base64 string, nan/inf/-inf -> "nan",
            "inf", "-inf". A file with problems prints them on standard error, no JSON,
            and exits with status 1.
            """,
        options: [json, compact, TextOutput.option] + ReaderOptions.all,
        run: { arguments, console throws(UsageError) in try run(arguments, console: console) }
    )

    static let json = Flag("json", help: "print JSON (the default and, for now, only format)")
    static let compact = Flag("compact", help: "print the JSON on one line")

    private static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> RunOutcome {
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            throw UsageError("dump takes exactly one FILE (or - for standard input)")
        }
        try TextOutput.refuse(arguments, reading: [path])
        let reader = PlistReader(limits: try ReaderOptions.limits(from: arguments))
        let input = InputSource(argument: path)
        guard let (document, bytes) = DocumentReading.readCounting(input, with: reader, host: console.host) else {
            return .usageOrIO
        }
        // Every value is shown, so every scalar is checked, as CoreFoundation checks them; and
        // the JSON stays in proportion to the file (shared objects, depth).
        var diagnostics = document.strictDiagnostics
        if let refusal = document.writingOutRefusal(bytes: bytes) { diagnostics.append(refusal) }
        for diagnostic in diagnostics { console.printError(TextReporter.line(for: diagnostic)) }
        guard let root = document.root, !diagnostics.contains(where: { $0.severity == .error }) else {
            return .findings
        }
        let text = root.jsonText(indent: arguments.flag(compact) ? nil : 2) + "\n"
        return TextOutput.deliver(text, arguments, console: console) ? .clean : .usageOrIO
    }
}
