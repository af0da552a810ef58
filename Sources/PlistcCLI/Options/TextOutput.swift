import PlistcKit

/// `-o` of the commands that print one text (`scale`, `dump`): the text written to the file
/// atomically, or printed when `-o` is not given or is `-`.
enum TextOutput {
    static let option = ValueOption(
        "output", short: "o", value: "FILE", help: "write to FILE (atomically; - for standard output)")

    /// A usage error when `-o` names one of `inputs`, which writing would destroy.
    static func refuse(_ arguments: ParsedArguments, reading inputs: [String]) throws(UsageError) {
        guard let path = arguments[option] else { return }
        try OutputFile.ReadFiles(inputs.map { OutputFile.FileRead($0) }, readsStandardInput: inputs.contains("-"))
            .refuse(path)
    }

    /// Writes `text` where `-o` says; `false`, with the problem on standard error, when the
    /// file cannot be written.
    static func deliver(_ text: String, _ arguments: ParsedArguments, console: Console) -> Bool {
        guard let path = arguments[option], !OutputFile.isStandardOutput(path) else {
            console.writeOutput(text)
            return true
        }
        return OutputFile.write(text, to: path, host: console.host) == .clean
    }
}
