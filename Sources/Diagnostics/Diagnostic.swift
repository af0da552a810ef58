/// One problem found in an input file, with where it is and what to do about it.
///
/// Diagnostics are values: library code collects them and returns them; only the command
/// line prints them, in the form `path:line:col: error: message [rule-id]`.
public struct Diagnostic: Sendable, Hashable {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// The text of a diagnostic. Every text is made by a named factory (see
    /// `Diagnostic.Message` extensions), so each one is unique, findable and testable.
    public struct Message: Sendable, Hashable, CustomStringConvertible {
        /// The sentence shown to the user, including how to fix the problem.
        public var text: String { words.value }
        private let words: Deferred<String>

        /// Wraps a finished sentence. Prefer the named factories.
        public init(_ text: String) { words = Deferred(text) }

        /// A sentence worded only when shown: a rule's findings past `--max-findings` never are.
        public init(making make: @escaping @Sendable () -> String) { words = Deferred(making: make) }

        /// The sentence worded now, holding nothing that made it.
        public var settled: Message { Message(text) }

        public var description: String { text }
    }

    /// How serious the problem is.
    public var severity: Severity
    /// The stable identifier of the rule that found it, such as `plist-syntax`.
    public var ruleID: RuleID
    /// What is wrong and how to fix it.
    public var message: Message
    /// Where it is.
    public var location: SourceLocation
    /// The dictionary keys and array indices leading to the problem, such as `body.fontSize`
    /// or `items[2]`; empty at the top level.
    public var keyPath: String
    /// The replacement text that fixes the problem, where there is one (`title` for `title1`).
    public var suggestion: String? {
        get { suggestionSource.value }
        set { suggestionSource = Deferred(newValue) }
    }
    /// The suggestion, or what finds it when asked for (a spelling search).
    private var suggestionSource: Deferred<String?>
    /// Further lines of explanation, printed after the message.
    public var notes: [String]
    /// The change that fixes the problem, when one is safe (`lint --fix` applies it); its
    /// range is set once resolved against the file (`SourceText.resolve`). Kept in a box, so
    /// that the rules' many findings without one stay as small as before.
    public var fix: Fix? {
        get { fixBox?.fix }
        set { fixBox = newValue.map(FixBox.init) }
    }
    private var fixBox: FixBox?

    /// Creates a diagnostic.
    public init(
        severity: Severity,
        ruleID: RuleID,
        message: Message,
        location: SourceLocation,
        keyPath: String = "",
        suggestion: String? = nil,
        notes: [String] = [],
        fix: Fix? = nil
    ) {
        self.init(
            severity: severity, ruleID: ruleID, message: message, location: location, keyPath: keyPath,
            suggestion: Deferred(suggestion), notes: notes, fix: fix)
    }

    /// Makes the finding's words and suggestion now, in place: what a linter does to the
    /// findings it returns, once it knows which are shown, so that none keeps the file's values
    /// alive or is worded twice.
    public mutating func settle() {
        message = message.settled
        suggestionSource = Deferred(suggestionSource.value)
    }

    /// Creates a diagnostic whose suggestion may be found only when asked for.
    public init(
        severity: Severity, ruleID: RuleID, message: Message, location: SourceLocation, keyPath: String,
        suggestion: Deferred<String?>, notes: [String], fix: Fix?
    ) {
        self.severity = severity
        self.ruleID = ruleID
        self.message = message
        self.location = location
        self.keyPath = keyPath
        self.suggestionSource = suggestion
        self.notes = notes
        self.fixBox = fix.map(FixBox.init)
    }
}

extension Diagnostic {
    /// The rule ID of every problem the XML reader finds.
    public static let syntaxRuleID: RuleID = "plist-syntax"

    /// A `plist-syntax` error: the file is not a well-formed XML property list.
    public static func syntax(_ message: Message, at location: SourceLocation, keyPath: String = "") -> Diagnostic {
        Diagnostic(severity: .error, ruleID: syntaxRuleID, message: message, location: location, keyPath: keyPath)
    }
}

/// A fix, boxed: one reference in every `Diagnostic` instead of the fix's own size.
private final class FixBox: Sendable, Hashable {
    let fix: Fix

    init(_ fix: Fix) { self.fix = fix }

    static func == (lhs: FixBox, rhs: FixBox) -> Bool { lhs.fix == rhs.fix }

    func hash(into hasher: inout Hasher) { hasher.combine(fix) }
}

extension Diagnostic {
    /// The diagnostic as found in a binary property list, where a location's column is 1 + the
    /// byte offset of the object at fault: the message says which byte (`byte 31: …`), so that
    /// `1:32` is not read as a line and a column.
    public func inBinaryFile() -> Diagnostic {
        var diagnostic = self
        diagnostic.message = Message("byte \(location.column - 1): " + message.text)
        return diagnostic
    }
}
