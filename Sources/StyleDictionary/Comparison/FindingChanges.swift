import Diagnostics

/// The findings that one side of a comparison has and the other has not, matched by rule and
/// element rather than by where or in what words: a finding is the same on both sides when its
/// rule, severity and key path (`body.fontSize`) are, so that moving an entry, rewording a value
/// (9 pt to 8) or converting the file to binary (whose messages start `byte N:`) reads as no
/// finding resolved and none added. A finding about the whole file (no key path) is matched by
/// its message instead, once the positions it quotes (`first at 12:5`) and a binary file's
/// `byte N:` are set aside.
enum FindingChanges {
    /// The findings of `new` with no like finding left in `old`, and those of `old` with none
    /// left in `new`, each in its side's order; as many of a kind are matched as both have.
    static func between(_ old: [Diagnostic], _ new: [Diagnostic]) -> (added: [Diagnostic], resolved: [Diagnostic]) {
        // Each finding's identity made and hashed once a pass: one lookup finds the count and
        // the same slot takes it back.
        let oldIdentities = old.map(Identity.init)
        var unmatched: [Identity: Int] = [:]
        unmatched.reserveCapacity(old.count)
        for identity in oldIdentities { unmatched[identity, default: 0] += 1 }
        var added: [Diagnostic] = []
        for finding in new {
            if let slot = unmatched.index(forKey: Identity(finding)), unmatched.values[slot] > 0 {
                unmatched.values[slot] -= 1
            } else {
                added.append(finding)
            }
        }
        var resolved: [Diagnostic] = []
        for (finding, identity) in zip(old, oldIdentities) {
            if let slot = unmatched.index(forKey: identity), unmatched.values[slot] > 0 {
                unmatched.values[slot] -= 1
                resolved.append(finding)
            }
        }
        return (added, resolved)
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

        init(_ finding: Diagnostic) {
            rule = finding.ruleID
            severity = finding.severity
            element =
                finding.keyPath.isEmpty
                ? .message(Self.withoutPositions(Self.withoutByteOffset(finding.message.text)))
                : .keyPath(finding.keyPath)
        }

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
