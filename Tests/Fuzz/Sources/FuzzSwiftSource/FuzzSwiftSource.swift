import FuzzSupport
import PlistcDiagnostics
import PlistcPropertyList
import PlistcSourceChecks
import PlistcStyleDictionary
import PlistcSwiftSource

/// The Swift lexer, the call matcher and the source rules on any bytes: tokens in order inside
/// the input, every call's tokens inside the token list, every finding on a line of the input,
/// every fix the label `size` it renames, and the fixed file fixed for good.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftSource(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let lexer = SwiftLexer(bytes)
    var line = 1
    for token in lexer.tokens {
        precondition(token.start < token.end && token.end <= bytes.count, "a token outside the input")
        precondition(token.line >= 1 && token.column >= 1, "a token at no line")
        if !token.inInterpolation { precondition(token.line >= line || token.kind == .string, "tokens out of order") }
        line = max(line, token.line)
    }
    for call in CallMatcher.calls(in: lexer.tokens) {
        precondition(
            call.openToken < lexer.tokens.count && call.calleeToken < call.openToken, "a call outside its tokens")
        for range in call.arguments {
            precondition(range.upperBound <= lexer.tokens.count, "an argument outside its tokens")
        }
        _ = call.signature
    }
    checkRules(bytes, lines: bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) })
    return 0
}

/// The source rules' findings and fixes on the input.
func checkRules(_ bytes: [UInt8], lines: Int) {
    // The rules run on unfinished Swift too (lint gives such a file one note instead).
    let found = SourceCheck.findings(
        bytes, path: "F.swift", configuration: LintConfiguration(), dictionaries: noteworthyCatalog,
        readingUnfinished: true)
    _ = SourceCheck.findings(
        bytes, path: "F.swift", configuration: LintConfiguration(), dictionaries: noteworthyCatalog)
    for finding in found {
        precondition(finding.location.line >= 1 && finding.location.line <= lines, "a finding on no line")
        _ = finding.message.text
        guard let range = finding.fix?.range else { continue }
        precondition(
            range.start.offset < range.end.offset && range.end.offset <= bytes.count
                && Array(bytes[range.start.offset..<range.end.offset]) == Array("size".utf8),
            "a fix of something else than the label size")
    }
    let columns = SourceCheck.byteColumns(of: found, in: bytes)
    precondition(columns.count == found.count && columns.allSatisfy { $0 >= 1 }, "a byte column before its line")
    guard found.contains(where: { $0.fix != nil }) else { return }
    let fixed = FixApplication(bytes, applying: found).bytes
    let again = SourceCheck.findings(
        fixed, path: "F.swift", configuration: LintConfiguration(), dictionaries: noteworthyCatalog,
        readingUnfinished: true)
    precondition(!again.contains { $0.fix != nil }, "a fix that leaves a fix to make")
}
