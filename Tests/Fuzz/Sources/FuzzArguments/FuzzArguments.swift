import FuzzSupport

/// Argument vectors: the input split at NUL bytes into arguments for plistc, run in-process
/// in a sandbox folder holding a style dictionary, with a style dictionary on standard input.
/// Every path an argument can carry (a positional, `--option=value`, `-ovalue`) is kept inside
/// the sandbox; everything else reaches the parser and the commands as the fuzzer wrote it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArguments(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).prefix(32).map { part in
        confinedArgument(String(decoding: part, as: UTF8.self))
    }
    let stdin = Array(Sandbox.styleDictionary.utf8)
    Sandbox.run(with: ["Brand.plist": Sandbox.styleDictionary, "Fonts/Brand.plist": Sandbox.styleDictionary]) { _ in
        let (status, output) = runPlistcCapturing(arguments, input: stdin)
        if !(0...2).contains(status) { fatalError("\(arguments) returned \(status)") }
        if isMeantAsJSON(output, arguments: arguments, status: status) { requireStrictJSON(output, from: arguments) }
    }
    return 0
}

/// Whether standard output holds JSON: every JSON output starts with `{` or `[` (dump's may be
/// any value); of the other outputs, only build's table starts with text the arguments choose
/// (the input's path), and its first line ends in a fixed way.
private func isMeantAsJSON(_ output: String, arguments: [String], status: Int32) -> Bool {
    let firstLine = output.prefix { $0 != "\n" }
    if firstLine.hasSuffix(", sizes in points") { return false }
    if output.hasPrefix("{") || output.hasPrefix("[") { return true }
    return arguments.first == "dump" && status == 0 && !output.hasPrefix("OVERVIEW")
}

/// An argument with whatever part could be a path kept inside the sandbox.
private func confinedArgument(_ argument: String) -> String {
    if argument.hasPrefix("--") {
        guard let equals = argument.firstIndex(of: "=") else { return argument }
        return String(argument[...equals]) + Sandbox.confined(argument[argument.index(after: equals)...])
    }
    if argument.hasPrefix("-") {
        // A short option may carry its value attached: -o/etc/x.
        return String(argument.prefix(2)) + Sandbox.confined(argument.dropFirst(2))
    }
    return Sandbox.confined(argument[...])
}
