import Diagnostics
import Testing

/// Findings worded only when shown: a deferred message or suggestion is the same value as one
/// given at once, and settling it keeps that value.
@Suite struct DeferredTests {
    private let here = SourceLocation(file: "t.plist", line: 3, column: 2)

    @Test func aDeferredValueEqualsTheValue() {
        let made = Deferred<String?>(making: { "title" })
        #expect(made == Deferred("title"))
        #expect(made != Deferred(nil))
        #expect(made.hashValue == Deferred<String?>("title").hashValue)
    }

    @Test func aSettledFindingSaysWhatTheDeferredOneSaid() {
        let word = "captoin"
        let deferred = Diagnostic(
            severity: .error, ruleID: "unknown-style",
            message: Diagnostic.Message(making: { "'\(word)' is not a text style" }), location: here, keyPath: word,
            suggestion: Deferred(making: { String(word.reversed()) }), notes: [], fix: nil)
        let eager = Diagnostic(
            severity: .error, ruleID: "unknown-style", message: Diagnostic.Message("'captoin' is not a text style"),
            location: here, keyPath: word, suggestion: "niotpac")
        #expect(deferred == eager)
        var settled = deferred
        settled.settle()
        #expect(settled == eager)
        #expect(settled.message.text == "'captoin' is not a text style")
        #expect(settled.suggestion == "niotpac")
    }
}
