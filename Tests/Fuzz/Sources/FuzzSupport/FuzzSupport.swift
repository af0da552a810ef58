import PlistcCLI
import PlistcJSON
import PlistcPropertyList

/// Runs `plistc arguments…` in-process with `input` as standard input, discarding its output
/// (as the tests' `CapturedRun` does), and returns its exit status.
public func runPlistc(_ arguments: [String], input: UnsafeRawBufferPointer) -> Int32 {
    runPlistcCapturing(arguments, input: Array(input)).status
}

/// Runs `plistc arguments…` in-process with `input` as standard input; returns its exit status
/// and what it wrote to standard output.
public func runPlistcCapturing(_ arguments: [String], input: [UInt8]) -> (status: Int32, output: String) {
    final class Buffer: @unchecked Sendable {
        var output = ""
    }
    let buffer = Buffer()
    let console = Console(
        writeOutput: { buffer.output += $0 }, writeError: { _ in }, readInput: { limit in Array(input.prefix(limit)) })
    let status = PlistcCLI.run(arguments, console: console)
    return (status, buffer.output)
}

/// Stops the run when `text` is not strict JSON (RFC 8259, as plistc's own parser reads it,
/// as deep as plistc writes: `dump --json` of a plist 512 levels deep): every JSON plistc
/// prints must be.
public func requireStrictJSON(_ text: String, from command: [String]) {
    do {
        _ = try JSONParser.parse(Array(text.utf8), maxDepth: JSONParser.outputDepth)
    } catch {
        fatalError(
            "\(command.joined(separator: " ")) printed invalid JSON at \(error.line):\(error.column): \(error.message)")
    }
}

/// One of `choices`, picked by a number derived from the input (its length), so that the
/// fuzzer reaches every choice by mutating lengths.
public func pick<Choice>(_ choices: [Choice], by number: Int) -> Choice {
    choices[number % choices.count]
}
