import PlistcKit

/// Conventional command-line parsing over a table of `OptionSpec`s: `--long`, `--long=value`,
/// `--long value`, `-s`, `-s value`, `-svalue`, clustered flags (`-qv`), `--` to end options,
/// and `-` as an ordinary argument (standard input).
struct ArgumentParser {
    let options: [OptionSpec]

    func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                for argument in remaining { parsed.addPositional(argument) }
                break
            } else if argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                let name = String(body.prefix { $0 != "=" })
                let inlineValue = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
                let spec = try lookUp(long: name)
                try accept(spec, inlineValue: inlineValue, spelled: "--\(name)", from: &remaining, into: &parsed)
            } else if argument.hasPrefix("-") && argument.count > 1 {
                var letters = argument.dropFirst()
                while let letter = letters.popFirst() {
                    let spec = try lookUp(short: letter)
                    if spec.valueName != nil {
                        let inlineValue = letters.isEmpty ? nil : String(letters)
                        try accept(
                            spec, inlineValue: inlineValue, spelled: "-\(letter)", from: &remaining, into: &parsed)
                        break
                    }
                    parsed.addFlag(spec)
                }
            } else {
                parsed.addPositional(argument)
            }
        }
        return parsed
    }

    private func accept(
        _ spec: OptionSpec, inlineValue: String?, spelled: String,
        from remaining: inout ArraySlice<String>, into parsed: inout ParsedArguments
    ) throws(UsageError) {
        guard let valueName = spec.valueName else {
            if inlineValue != nil { throw UsageError("\(spelled) takes no value") }
            parsed.addFlag(spec)
            return
        }
        guard let value = inlineValue ?? remaining.popFirst() else {
            throw UsageError("\(spelled) needs a value (\(valueName))")
        }
        parsed.addValue(value, for: spec)
    }

    private func lookUp(long name: String) throws(UsageError) -> OptionSpec {
        if let spec = options.first(where: { $0.long == name }) { return spec }
        let hint =
            UsageError.suggestion(for: name, among: options.map(\.long)).map { "; did you mean '--\($0)'?" } ?? ""
        throw UsageError("unknown option '--\(name)'\(hint)")
    }

    private func lookUp(short letter: Character) throws(UsageError) -> OptionSpec {
        if let spec = options.first(where: { $0.short == letter }) { return spec }
        throw UsageError("unknown option '-\(letter)'")
    }
}
