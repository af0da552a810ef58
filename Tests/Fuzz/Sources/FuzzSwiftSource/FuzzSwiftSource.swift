import SwiftSource

/// The Swift lexer and call matcher on any bytes: tokens in order inside the input, none
/// overlapping outside an interpolation, and every call's tokens inside the token list.
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
    return 0
}
