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

        /// The message with every `LINE:COLUMN` (digits, a colon, digits) written as `…`.
        static func withoutPositions(_ text: String) -> String {
            var result: [UInt8] = []
            let bytes = Array(text.utf8)
            var index = 0
            while index < bytes.count {
                let start = index
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
                let digitsEnd = index
                if digitsEnd > start, index < bytes.count, bytes[index] == UInt8(ascii: ":"),
                    index + 1 < bytes.count, isDigit(bytes[index + 1]),
                    start == 0 || !isDigit(bytes[start - 1])
                {
                    index += 1
                    while index < bytes.count, isDigit(bytes[index]) { index += 1 }
                    result += Array("…".utf8)
                    continue
                }
                if digitsEnd > start {
                    result += bytes[start..<digitsEnd]
                } else {
                    result.append(bytes[index])
                    index += 1
                }
            }
            return String(decoding: result, as: UTF8.self)
        }

        private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    }
}
