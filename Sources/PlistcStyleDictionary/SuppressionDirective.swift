import PlistcDiagnostics
import PlistcPropertyList

/// A `plistc:` comment that silences findings, one grammar in a property list
/// (`<!-- plistc:disable RULE -->`) and in Swift (`// plistc:disable RULE`):
///
/// - `plistc:disable RULE…` … `plistc:enable RULE…`: the rules are off between the two
///   comments (an `enable` without rules closes every region open). A `disable` that no
///   `enable` closes covers, in a property list, the element after it (the form plistc has
///   always read), and in Swift the rest of the file.
/// - `plistc:disable:next RULE…`: the next element (a key with its value) in a property list,
///   the next line in Swift.
/// - `plistc:disable:this RULE…`: the comment's own line.
/// - `plistc:disable-file RULE…`: the whole file.
///
/// No rule, or `all`, is every rule; rules are separated by spaces or commas.
public struct SuppressionDirective: Sendable, Equatable {
    /// What a directive does.
    public enum Verb: String, Sendable, CaseIterable {
        case disable, enable
        case disableNext = "disable:next"
        case disableThis = "disable:this"
        case disableFile = "disable-file"
    }

    /// A word of a comment that plistc does not know: the directive itself, or a rule it names.
    public struct Unknown: Sendable, Equatable {
        public let word: String
        public let isDirective: Bool
        /// The closest directive or rule ID, when one is close.
        public let suggestion: String?
    }

    /// A property list's `plistc:` comment, read once for the suppressions and for
    /// `unknown-suppression`.
    public struct Comment: Sendable {
        public let comment: PlistDocument.Comment
        /// What it says, when its first word is a directive.
        public let directive: SuppressionDirective?
        /// The words plistc does not know.
        public let unknown: [Unknown]

        /// What starts a comment that speaks to plistc.
        static let mark = "plistc:"

        /// The `plistc:` comments of `document`, read.
        static func all(in document: PlistDocument) -> [Comment] {
            document.comments.compactMap { comment in
                let text = comment.text
                guard text.hasPrefix(Self.mark) else { return nil }
                // After the mark's bytes, which are ASCII: no characters counted.
                let read = SuppressionDirective.read(
                    text[text.utf8.index(text.startIndex, offsetBy: Self.mark.utf8.count)...])
                return Comment(comment: comment, directive: read.directive, unknown: read.unknown)
            }
        }
    }

    public let verb: Verb
    /// The rules named; empty for every rule.
    public let rules: [RuleID]

    /// The directive that a comment's text after `plistc:` is, and the words in it plistc does
    /// not know; `nil` (with the unknown directive) when the first word is no directive.
    public static func read(_ text: String) -> (directive: SuppressionDirective?, unknown: [Unknown]) {
        read(text[...])
    }

    /// The same, for part of a comment's text: one pass over its words, each rule made once.
    public static func read(_ text: Substring) -> (directive: SuppressionDirective?, unknown: [Unknown]) {
        let words = Self.words(of: text)
        guard let first = words.first else {
            return (nil, [Unknown(word: "", isDirective: true, suggestion: Verb.disable.rawValue)])
        }
        guard let verb = Verb(rawValue: first) else {
            return (nil, [Unknown(word: first, isDirective: true, suggestion: verbs.suggestion(for: first, within: 3))])
        }
        var rules: [RuleID] = []
        rules.reserveCapacity(words.count - 1)
        var unknown: [Unknown] = []
        var everyRule = false
        for word in words.dropFirst() {
            if word == "all" {
                everyRule = true
            } else {
                if !known.contains(word) {
                    unknown.append(
                        Unknown(word: word, isDirective: false, suggestion: ruleIDs.suggestion(for: word, within: 2)))
                }
                rules.append(RuleID(rawValue: word))
            }
        }
        return (SuppressionDirective(verb: verb, rules: everyRule ? [] : rules), unknown)
    }

    /// A directive's words: what spaces, commas and line breaks separate. An ASCII comment, as
    /// directives are, is split by its bytes in one pass over them (the same words, without
    /// breaking it into characters); any other by its characters.
    private static func words(of text: Substring) -> [String] {
        // `withUTF8` rather than `utf8.withContiguousStorageIfAvailable`, which a substring
        // does not offer: a native string's bytes, not a copy.
        var text = text
        let fromBytes: [String]? = text.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var words: [String] = []
            var start = 0
            for end in 0...bytes.count where end == bytes.count || separates(bytes[end]) {
                if end > start {
                    words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                }
                start = end + 1
            }
            return words
        }
        if let words = fromBytes { return words }
        return text.split(whereSeparator: { $0 == " " || $0 == "," || $0.isNewline }).map(String.init)
    }

    /// Whether an ASCII byte separates words: the space, the comma, and the line breaks a
    /// Character calls one (line feed, vertical tab, form feed, return).
    private static func separates(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x2C || (0x0A...0x0D).contains(byte)
    }

    private static let known = Set(Rules.ids)
    private static let ruleIDs = SpellingIndex(Rules.ids)
    private static let verbs = SpellingIndex(Verb.allCases.map(\.rawValue))
}
