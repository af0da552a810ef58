import FuzzSupport
import PlistcDiagnostics
import PlistcPropertyList
import PlistcStyleDictionary

/// The lint pipeline: bytes to a value tree, the style dictionary's facts, every rule, the
/// runtime verdict, the fixes resolved and applied (a fix must never make a file unreadable
/// that was readable but for fixable errors), then `plistc lint` itself with one of its
/// reporters; the JSON reports (json, sarif, codeclimate, rdjson) must be strict JSON.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLint(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = UnsafeRawBufferPointer(start: start, count: count)
    let bytes = Array(input)
    let file = StyleDictionaryFile(PlistReader().read(bytes, path: "fuzz.plist"))
    let findings = Linter().lint(file)
    _ = RuntimeVerdict(file)
    checkFixes(findings, of: file.document, bytes: bytes)
    let reporter = pick(
        ["text", "json", "sarif", "github", "junit", "checkstyle", "codeclimate", "rdjson"], by: count)
    let limit = pick(["100", "0", "1"], by: count / 7)
    let command = ["lint", "--reporter", reporter, "--require-all-styles", "--max-findings", limit, "-"]
    let (status, output) = runPlistcCapturing(command, input: Array(input))
    // 0 clean, 1 findings; 2 would be a usage or I/O problem, impossible here.
    if status == 2 { fatalError("plistc lint returned 2 on standard input") }
    if ["json", "sarif", "codeclimate", "rdjson"].contains(reporter) { requireStrictJSON(output, from: command) }
    return 0
}

/// Applies the fixes of a file whose errors all have one: the result must read with no error
/// that has none.
private func checkFixes(_ findings: [Diagnostic], of document: PlistDocument, bytes: [UInt8]) {
    guard document.isUTF8XML, !document.diagnostics.contains(where: { $0.severity == .error && $0.fix == nil })
    else { return }
    let applied = FixApplication(bytes, applying: SourceText(bytes).resolve(findings))
    guard !applied.applied.isEmpty else { return }
    let after = PlistReader().read(applied.bytes, path: "fuzz.plist")
    if let broken = after.diagnostics.first(where: { $0.severity == .error && $0.fix == nil }) {
        fatalError("a fix made the file unreadable: \(broken.message) after \(applied.applied.map(\.ruleID))")
    }
}
