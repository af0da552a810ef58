import PlistcCLI

/// Runs `plistc arguments…` in-process with `input` as standard input, discarding its output
/// (as the tests' `CapturedRun` does), and returns its exit status.
public func runPlistc(_ arguments: [String], input: UnsafeRawBufferPointer) -> Int32 {
    let bytes = Array(input)
    let console = Console(
        writeOutput: { _ in }, writeError: { _ in }, readInput: { limit in Array(bytes.prefix(limit)) })
    return PlistcCLI.run(arguments, console: console)
}

/// One of `choices`, picked by a number derived from the input (its length), so that the
/// fuzzer reaches every choice by mutating lengths.
public func pick<Choice>(_ choices: [Choice], by number: Int) -> Choice {
    choices[number % choices.count]
}
