import PlistcKit
import PlistcPropertyList
import PlistcStyleDictionary
import PlistcTextFit

/// Reading a `FitRequest` from its command line.
extension FitRequest {
    /// The request `arguments` make; a usage error for what is missing or malformed.
    init(_ arguments: ParsedArguments) throws(UsageError) {
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            throw UsageError("fit takes one style dictionary, got \(arguments.positionals.count)")
        }
        self.init(input: InputSource(argument: path))
        let given = arguments.values(FitCommand.text)
        readsStandardInput = given.contains("-")
        texts = given.filter { $0 != "-" }.map { $0.replacingEscapedLineBreaks() }
        stringsFiles = arguments.values(FitCommand.strings)
        if readsStandardInput, case .standardInput = input {
            throw UsageError("fit reads either the dictionary or the strings (--text -) from standard input, not both")
        }
        budget = try Self.budget(arguments)
        if !given.isEmpty && budget == nil {
            throw UsageError("fit needs the style the strings are shown in: --style body")
        }
        systemFont = arguments[FitCommand.systemFont]
        sizes = try arguments[FitCommand.sizes].map { text throws(UsageError) in
            try ContentSizeRange.parse(text, option: "--fit-sizes")
        }
        locale = arguments[FitCommand.locale] ?? "en"
        format = try FitCommand.emit.format(arguments) ?? .text
        shape = try ScaleOptions.shape(arguments)
        let check = try CheckOptions.request(arguments)
        configuration = check.configuration
        output = arguments[FitCommand.output].flatMap { OutputFile.isStandardOutput($0) ? nil : $0 }
        overrides = InputSettings.Overrides(
            findingLimit: check.findingLimit, runtime: check.runtime, model: shape.model, rounding: shape.rounding)
        limits = try ReaderOptions.limits(from: arguments)
        fonts = try FontOptions.request(arguments, verbose: false)
    }
}

extension FitRequest {
    /// `--style`, `--width` and `--lines`, or `nil` when none is given.
    static func budget(_ arguments: ParsedArguments) throws(UsageError) -> (style: TextStyle, budget: FitBudget)? {
        guard let styleName = arguments[FitCommand.style] else {
            guard arguments[FitCommand.width] == nil && arguments[FitCommand.lines] == nil else {
                throw UsageError("fit needs the style the strings are shown in: --style body")
            }
            return nil
        }
        let style = try ScaleOptions.choice(styleName, of: TextStyle.self, option: FitCommand.style)
        guard let widthText = arguments[FitCommand.width], let width = Double(widthText), width > 0,
            width <= FitBudget.widestRoom
        else {
            throw UsageError(
                "--width needs the room's width in points, a number above 0 and at most 100000 (--width 72)")
        }
        let linesText = arguments[FitCommand.lines] ?? "1"
        guard let lines = Int(linesText), lines >= 0, lines <= 10_000 else {
            throw UsageError("--lines needs a whole number of lines from 0 (any number) to 10000, not '\(linesText)'")
        }
        return (style, FitBudget(width: width, lines: lines))
    }
}

extension String {
    /// The text with each `\n` written on a command line as a line feed.
    func replacingEscapedLineBreaks() -> String {
        var result = ""
        var escaped = false
        for character in self {
            if escaped {
                result += character == "n" ? "\n" : "\\" + String(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return escaped ? result + "\\" : result
    }
}
