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

    /// Every field of a finding, behind one reference: a finding is copied several times on
    /// its way from a rule to the report (made, limited, sorted, returned, written), and a copy
    /// costs one reference count instead of one per field. Written only through `Diagnostic`'s
    /// setters, which copy it first unless the finding holds the only reference (copy on
    /// write), so no two findings ever see one change: hence `@unchecked Sendable`.
    private final class Storage: @unchecked Sendable {
        var severity: Severity
        var ruleID: RuleID
        var message: Message
        var location: SourceLocation
        var keyPath: String
        var suggestion: Deferred<String?>
        var notes: [String]
        var fix: Fix?
        /// What makes the words and the suggestion together, until the finding is settled: one
        /// spelling search serves both.
        var wording: Wording?

        init(
            severity: Severity, ruleID: RuleID, message: Message, location: SourceLocation, keyPath: String,
            suggestion: Deferred<String?>, notes: [String], fix: Fix?
        ) {
            (self.severity, self.ruleID, self.message, self.location) = (severity, ruleID, message, location)
            (self.keyPath, self.suggestion, self.notes, self.fix) = (keyPath, suggestion, notes, fix)
        }

        /// The words, made now if `wording` makes them.
        var currentMessage: Message { wording.map { Message($0().message.text) } ?? message }
        /// The suggestion, made now if `wording` makes it.
        var currentSuggestion: String? { wording.map { $0().suggestion } ?? suggestion.value }

        /// Makes the words and the suggestion that `wording` made, and forgets it.
        func settleWording() {
            guard let wording else { return }
            let (message, suggestion) = wording()
            (self.message, self.suggestion, self.wording) = (Message(message.text), Deferred(suggestion), nil)
        }

        var copy: Storage {
            let copy = Storage(
                severity: severity, ruleID: ruleID, message: message, location: location, keyPath: keyPath,
                suggestion: suggestion, notes: notes, fix: fix)
            copy.wording = wording
            return copy
        }
    }

    /// Makes a finding's sentence and its suggestion at once.
    public typealias Wording = @Sendable () -> (message: Sentence, suggestion: String?)

    private var storage: Storage

    /// The storage, copied first when another finding shares it.
    private var writable: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy }
            return storage
        }
    }

    /// How serious the problem is.
    public var severity: Severity {
        get { storage.severity }
        set { writable.severity = newValue }
    }
    /// The stable identifier of the rule that found it, such as `plist-syntax`.
    public var ruleID: RuleID {
        get { storage.ruleID }
        set { writable.ruleID = newValue }
    }
    /// What is wrong and how to fix it.
    public var message: Message {
        get { storage.currentMessage }
        set {
            let storage = writable
            storage.settleWording()
            storage.message = newValue
        }
    }
    /// Where it is.
    public var location: SourceLocation {
        get { storage.location }
        set { writable.location = newValue }
    }
    /// The dictionary keys and array indices leading to the problem, such as `body.fontSize`
    /// or `items[2]`; empty at the top level.
    public var keyPath: String {
        get { storage.keyPath }
        set { writable.keyPath = newValue }
    }
    /// The replacement text that fixes the problem, where there is one (`title` for `title1`).
    public var suggestion: String? {
        get { storage.currentSuggestion }
        set {
            let storage = writable
            storage.settleWording()
            storage.suggestion = Deferred(newValue)
        }
    }
    /// Further lines of explanation, printed after the message.
    public var notes: [String] {
        get { storage.notes }
        set { writable.notes = newValue }
    }
    /// The change that fixes the problem, when one is safe (`lint --fix` applies it); its
    /// range is set once resolved against the file (`SourceText.resolve`).
    public var fix: Fix? {
        get { storage.fix }
        set { writable.fix = newValue }
    }

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
        let storage = writable
        if storage.wording != nil {
            storage.settleWording()
        } else {
            storage.message = storage.message.settled
            storage.suggestion = Deferred(storage.suggestion.value)
        }
    }

    /// Creates a diagnostic whose suggestion may be found only when asked for.
    public init(
        severity: Severity, ruleID: RuleID, message: Message, location: SourceLocation, keyPath: String,
        suggestion: Deferred<String?>, notes: [String], fix: Fix?
    ) {
        storage = Storage(
            severity: severity, ruleID: ruleID, message: message, location: location, keyPath: keyPath,
            suggestion: suggestion, notes: notes, fix: fix)
    }

    /// Creates a diagnostic whose sentence and suggestion `wording` makes together, when either
    /// is asked for: a rule whose words name its suggestion (`did you mean 'body'?`) searches
    /// once for a finding that is settled, and never for one that is not shown.
    public init(
        severity: Severity, ruleID: RuleID, location: SourceLocation, keyPath: String, notes: [String], fix: Fix?,
        wording: @escaping Wording
    ) {
        self.init(
            severity: severity, ruleID: ruleID, message: Message(""), location: location, keyPath: keyPath,
            suggestion: Deferred(nil), notes: notes, fix: fix)
        storage.wording = wording
    }

    public static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        let (left, right) = (lhs.storage, rhs.storage)
        return left === right
            || (left.severity == right.severity && left.ruleID == right.ruleID && left.location == right.location
                && left.keyPath == right.keyPath && left.currentMessage == right.currentMessage
                && left.currentSuggestion == right.currentSuggestion && left.notes == right.notes
                && left.fix == right.fix)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.severity)
        hasher.combine(storage.ruleID)
        hasher.combine(storage.currentMessage)
        hasher.combine(storage.location)
        hasher.combine(storage.keyPath)
        hasher.combine(storage.currentSuggestion)
        hasher.combine(storage.notes)
        hasher.combine(storage.fix)
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

extension Diagnostic {
    /// The diagnostic as found in a binary property list, where a location's column is 1 + the
    /// byte offset of the object at fault: the message says which byte (`byte 31: …`), so that
    /// `1:32` is not read as a line and a column.
    public func inBinaryFile() -> Diagnostic {
        var diagnostic = self
        // Words and suggestion made together are made once, here, rather than for the words
        // read and again for the suggestion kept.
        if storage.wording != nil { diagnostic.settle() }
        diagnostic.message = Message("byte \(location.column - 1): " + message.text)
        return diagnostic
    }
}
