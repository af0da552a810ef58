import PlistcDiagnostics

/// The findings that one side of a comparison has and the other has not, matched by rule and
/// element rather than by where or in what words: a finding is the same on both sides when its
/// rule, severity and key path (`body.fontSize`, a style's UIKit raw value read as its name) are,
/// so that moving an entry, rewording a value (9 pt to 8), converting the file to binary (whose
/// messages start `byte N:`) or moving it from the 2017 format to ScaledFont 1.0's reads as no
/// finding resolved and none added. A finding about the whole file (no key path) is matched by
/// its message instead, once the positions it quotes (`first at 12:5`) and a binary file's
/// `byte N:` are set aside.
enum FindingChanges {
    /// The findings of `new` with no like finding left in `old`, and those of `old` with none
    /// left in `new`, each in its side's order; as many of a kind are matched as both have: the
    /// first of a kind in `new` are matched and the rest added, and of those `old` has more of,
    /// its first are resolved.
    ///
    /// Two versions of a file mostly have the same findings in the same order: those they
    /// start with alike are matched pair by pair, without hashing, and only the rest counted
    /// by kind.
    static func between(_ old: [Diagnostic], _ new: [Diagnostic]) -> (added: [Diagnostic], resolved: [Diagnostic]) {
        var common = 0
        while common < min(old.count, new.count), Identity(old[common]) == Identity(new[common]) { common += 1 }
        var rest = Counts(old[common...])
        let added = new[common...].filter { !rest.match(Identity($0)) }
        // A kind `old` has more of is resolved at its first findings, which may stand among
        // those matched pair by pair: the few such kinds are looked for there.
        var resolved: [Diagnostic] = []
        if common > 0, let surplus = rest.surplus() {
            resolved = old[..<common].filter { surplus.take(Identity($0), from: &rest) }
        }
        resolved += rest.resolved()
        return (added, resolved)
    }

    /// Findings counted by kind: each kind numbered as the findings are read, each identity made
    /// and hashed once; the matching then counts in an array, by number.
    private struct Counts {
        private let findings: ArraySlice<Diagnostic>
        private let numbers: [Identity: Int]
        private let numberOfEach: [Int]
        /// How many of each kind are not matched yet.
        private var unmatched: [Int]

        init(_ findings: ArraySlice<Diagnostic>) {
            self.findings = findings
            var numbers: [Identity: Int] = [:]
            numbers.reserveCapacity(findings.count)
            var unmatched: [Int] = []
            numberOfEach = findings.map { finding in
                let number = Self.numbered(&numbers[Identity(finding), default: unmatched.count])
                if number == unmatched.count { unmatched.append(0) }
                unmatched[number] += 1
                return number
            }
            (self.numbers, self.unmatched) = (numbers, unmatched)
        }

        /// Matches one finding of `identity`'s kind, when one is left.
        mutating func match(_ identity: Identity) -> Bool {
            guard let number = numbers[identity] else { return false }
            return take(number)
        }

        /// The kinds with findings left, when there are any.
        func surplus() -> Surplus? {
            let kinds = numbers.filter { unmatched[$0.value] > 0 }
            guard !kinds.isEmpty else { return nil }
            return kinds.count <= Surplus.listed ? .listed(kinds.map { ($0.key, $0.value) }) : .hashed(kinds)
        }

        /// Takes one finding of the kind numbered `number`, when one is left.
        mutating func take(_ number: Int) -> Bool {
            guard unmatched[number] > 0 else { return false }
            unmatched[number] -= 1
            return true
        }

        /// The findings left, the first of each kind first, in their order.
        mutating func resolved() -> [Diagnostic] {
            var resolved: [Diagnostic] = []
            for (finding, number) in zip(findings, numberOfEach) where take(number) { resolved.append(finding) }
            return resolved
        }

        /// The number in a slot of `numbers`, which the slot's default fills when the identity
        /// is new: one lookup finds an identity or numbers it.
        private static func numbered(_ slot: inout Int) -> Int { slot }
    }

    /// The kinds some findings are left of, and their numbers: the few (most often one, a key
    /// renamed) in a list that a finding is compared with, more in a table.
    private enum Surplus {
        case listed([(kind: Identity, number: Int)])
        case hashed([Identity: Int])

        /// The most kinds listed.
        static let listed = 8

        /// Takes one of `counts`' findings of `identity`'s kind, when it is one of these kinds
        /// and one is left.
        func take(_ identity: Identity, from counts: inout Counts) -> Bool {
            let number =
                switch self {
                case .listed(let kinds): kinds.first { $0.kind == identity }?.number
                case .hashed(let kinds): kinds[identity]
                }
            return number.map { counts.take($0) } ?? false
        }
    }

    /// What a finding is about, without where or in what words.
    struct Identity: Hashable {
        let rule: RuleID
        let severity: Diagnostic.Severity
        /// The key path, or, for a finding about the whole file, its message without positions.
        let element: Element

        enum Element: Hashable {
            case keyPath(String)
            case message(String)
        }

        /// The element alone: findings of one element by two rules are few, and equality
        /// tells them apart.
        func hash(into hasher: inout Hasher) { hasher.combine(element) }

        init(_ finding: Diagnostic) {
            rule = finding.ruleID
            severity = finding.severity
            element =
                finding.keyPath.isEmpty
                ? .message(Self.withoutPositions(Self.withoutByteOffset(finding.message.text)))
                : .keyPath(Self.inNeutralKeys(finding.keyPath))
        }

        /// The key path with a style's UIKit raw value written as its name
        /// (`UICTFontTextStyleBody.fontSize` as `body.fontSize`), so that a file moved from the
        /// 2017 format to ScaledFont 1.0's keeps its findings.
        static func inNeutralKeys(_ keyPath: String) -> String {
            guard keyPath.utf8.starts(with: "UICTFontTextStyle".utf8) else { return keyPath }
            let head = keyPath.prefix { $0 != "." }
            guard let name = styleNames[String(head)] else { return keyPath }
            return name + keyPath.dropFirst(head.count)
        }

        /// Each style's name, by its UIKit raw value.
        private static let styleNames = Dictionary(
            uniqueKeysWithValues: TextStyle.allCases.map { ($0.uiKitRawValue, $0.rawValue) })

        /// The message without the `byte N: ` a binary file's findings start with.
        static func withoutByteOffset(_ text: String) -> String {
            let utf8 = text.utf8
            guard utf8.starts(with: "byte ".utf8) else { return text }
            let digits = utf8.dropFirst(5).prefix { $0 >= 0x30 && $0 <= 0x39 }
            let rest = utf8.dropFirst(5 + digits.count)
            guard !digits.isEmpty, rest.starts(with: ": ".utf8) else { return text }
            return String(decoding: rest.dropFirst(2), as: UTF8.self)
        }

        /// The message with every `LINE:COLUMN` (digits, a colon, digits) written as `…`; the
        /// text itself, not copied, when it quotes none (most messages).
        static func withoutPositions(_ text: String) -> String {
            var text = text
            let replaced = text.withUTF8 { bytes -> String? in
                var result: [UInt8] = []
                var copied = 0
                var index = 1
                while index + 1 < bytes.count {
                    guard bytes[index] == UInt8(ascii: ":"), isDigit(bytes[index - 1]), isDigit(bytes[index + 1]) else {
                        index += 1
                        continue
                    }
                    // The digits before the colon, back to the end of the last position replaced
                    // (which ends at a byte that is no digit).
                    var start = index - 1
                    while start > copied, isDigit(bytes[start - 1]) { start -= 1 }
                    var end = index + 1
                    while end < bytes.count, isDigit(bytes[end]) { end += 1 }
                    result += bytes[copied..<start]
                    result += "…".utf8
                    (copied, index) = (end, end + 1)
                }
                guard copied > 0 else { return nil }
                result += bytes[copied...]
                return String(decoding: result, as: UTF8.self)
            }
            return replaced ?? text
        }

        private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    }
}
