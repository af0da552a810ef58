import Foundation
import PlistcDiagnostics
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

    /// A finding whose words and suggestion are made together: the same finding as one made at
    /// once, searched for once when settled, and none of it made until asked for.
    @Test func aFindingWordedTogetherIsWordedOnceWhenSettled() {
        let calls = Calls()
        let together = Diagnostic(
            severity: .error, ruleID: "unknown-style", location: here, keyPath: "captoin", notes: [], fix: nil
        ) {
            calls.add()
            return ("'captoin' is not a text style: did you mean 'caption'?", "caption")
        }
        let eager = Diagnostic(
            severity: .error, ruleID: "unknown-style",
            message: Diagnostic.Message("'captoin' is not a text style: did you mean 'caption'?"), location: here,
            keyPath: "captoin", suggestion: "caption")
        #expect(calls.count == 0)
        #expect(together == eager)
        #expect(together.hashValue == eager.hashValue)
        var settled = together
        let before = calls.count
        settled.settle()
        #expect(calls.count == before + 1)
        #expect(settled.message.text == eager.message.text)
        #expect(settled.suggestion == "caption")
        #expect(calls.count == before + 1)
    }

    /// Changing the words of a finding worded together keeps its suggestion, and the other way
    /// round.
    @Test func aFindingWordedTogetherKeepsWhatIsNotChanged() {
        func together() -> Diagnostic {
            Diagnostic(severity: .note, ruleID: "unknown-style", location: here, keyPath: "x", notes: [], fix: nil) {
                ("words", "suggestion")
            }
        }
        var reworded = together()
        reworded.message = Diagnostic.Message("byte 3: words")
        #expect(reworded.message.text == "byte 3: words")
        #expect(reworded.suggestion == "suggestion")
        var resuggested = together()
        resuggested.suggestion = nil
        #expect(resuggested.message.text == "words")
        #expect(resuggested.suggestion == nil)
    }

    /// A copy of a finding worded together, changed, is worded as the original is; the
    /// original is not changed with it.
    @Test func aCopyOfAFindingWordedTogetherKeepsItsWords() {
        let original = Diagnostic(
            severity: .error, ruleID: "unknown-style", location: here, keyPath: "captoin", notes: [], fix: nil
        ) { ("'captoin' is not a text style", "caption") }
        var copy = original
        copy.severity = .note
        #expect(copy.message.text == "'captoin' is not a text style")
        #expect(copy.suggestion == "caption")
        #expect(original.severity == .error)
        let binary = original.inBinaryFile()
        #expect(binary.message.text == "byte 1: 'captoin' is not a text style")
        #expect(binary.suggestion == "caption")
    }

    /// How many times a wording ran, from any thread.
    /// (Foundation's lock: `Atomic` needs macOS 15, and this module's tests see no `PlistcIO`.)
    private final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private var calls = 0

        func add() { lock.withLock { calls += 1 } }

        var count: Int { lock.withLock { calls } }
    }
}
