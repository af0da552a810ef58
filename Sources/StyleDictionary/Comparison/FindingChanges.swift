import Diagnostics

/// The findings that one side of a comparison has and the other has not, matched by what
/// they say rather than where: a finding is the same on both sides when its rule, severity
/// and message are, once the positions a message quotes (`first at 12:5`) are set aside, so
/// that moving an entry does not read as a finding resolved and another added.
enum FindingChanges {
    /// The findings of `new` with no like finding left in `old`, and those of `old` with none
    /// left in `new`, each in its side's order; as many of a kind are matched as both have.
    static func between(_ old: [Diagnostic], _ new: [Diagnostic]) -> (added: [Diagnostic], resolved: [Diagnostic]) {
        var unmatched: [Identity: Int] = [:]
        for finding in old { unmatched[Identity(finding), default: 0] += 1 }
        var added: [Diagnostic] = []
        for finding in new {
            let identity = Identity(finding)
            if let count = unmatched[identity], count > 0 {
                unmatched[identity] = count - 1
            } else {
                added.append(finding)
            }
        }
        var resolved: [Diagnostic] = []
        for finding in old {
            let identity = Identity(finding)
            if let count = unmatched[identity], count > 0 {
                unmatched[identity] = count - 1
                resolved.append(finding)
            }
        }
        return (added, resolved)
    }

    /// What a finding says, without where.
    struct Identity: Hashable {
        let rule: RuleID
        let severity: Diagnostic.Severity
        let message: String

        init(_ finding: Diagnostic) {
            rule = finding.ruleID
            severity = finding.severity
            message = Self.withoutPositions(finding.message.text)
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
