import PlistcKit

/// `plistc preview`: a specimen page in a temporary file, opened in the browser.
enum PreviewCommand: Command {
    static let name = "preview"
    static let spec = CommandSpec(
        name: name,
        summary: "write a specimen page of a style dictionary to a temporary file and open it",
        synopsis: "plistc preview [options] FILE...",
        discussion: """
            Writes the page plistc build -o NAME.html writes (every style in its font, a content
            size switch, the resolved table, the findings) into a new temporary folder, prints
            its path and opens it with xdg-open (open on macOS) unless --no-open. The page is
            written even when the file has errors, showing what the device does; the status is
            then 1. Give the app's fonts with --fonts to embed them.
            """,
        options: [
            ScaleOptions.categories, noOpen, ScaleOptions.model, ScaleOptions.rounding, BuildCommand.reporter,
            CheckOptions.config,
        ] + CheckOptions.prediction + FontOptions.all + ReaderOptions.all,
        missingInputs: "preview needs at least one FILE (or - for standard input)",
        run: { arguments, console throws(UsageError) in
            try BuildSession(
                try BuildRequest(arguments, delivery: .preview(open: !arguments.flag(noOpen))), host: console.host
            ).run()
        }
    )

    static let noOpen = Flag("no-open", help: "print the page's path without opening it")
}
