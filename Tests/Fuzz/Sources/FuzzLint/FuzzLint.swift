import FuzzSupport
import PropertyList
import StyleDictionary

/// The lint pipeline: bytes to a value tree, the style dictionary's facts, every rule, the
/// runtime verdict, then `plistc lint` itself with one of its reporters; the JSON reports
/// (json, sarif, codeclimate) must be strict JSON.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLint(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = UnsafeRawBufferPointer(start: start, count: count)
    let file = StyleDictionaryFile(PlistReader().read(Array(input), path: "fuzz.plist"))
    _ = Linter().lint(file)
    _ = RuntimeVerdict(file)
    let reporter = pick(["text", "json", "sarif", "github", "junit", "checkstyle", "codeclimate"], by: count)
    let limit = pick(["100", "0", "1"], by: count / 7)
    let command = ["lint", "--reporter", reporter, "--require-all-styles", "--max-findings", limit, "-"]
    let (status, output) = runPlistcCapturing(command, input: Array(input))
    // 0 clean, 1 findings; 2 would be a usage or I/O problem, impossible here.
    if status == 2 { fatalError("plistc lint returned 2 on standard input") }
    if ["json", "sarif", "codeclimate"].contains(reporter) { requireStrictJSON(output, from: command) }
    return 0
}
