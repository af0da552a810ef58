import PlistcDiagnostics
import PlistcJSON
import PlistcStyleDictionary

/// Keys a tokens file gives twice in one object. JSON leaves their meaning open (RFC 8259,
/// section 4); plistc does what JavaScript's `JSON.parse` and most parsers do and keeps the
/// last, and says so at each earlier one, which is otherwise lost without a trace.
enum RepeatedKeys {
    /// A warning at every member that a later one of the same object overrides, in document
    /// order; linear in the document (each object's keys are counted once).
    static func warnings(in root: JSONValue, file: String) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        var pending = [root]
        while let value = pending.popLast() {
            switch value {
            case .object(let members):
                var last: [String: JSONValue.Member] = [:]
                for member in members { last[member.key] = member }
                for member in members {
                    pending.append(member.value)
                    guard let kept = last[member.key], kept.line != member.line || kept.column != member.column else {
                        continue
                    }
                    warnings.append(
                        TokenFinding.diagnostic(
                            "\"\(DesignTokens.shown("", member.key))\" appears again in this object, at \(kept.line):\(kept.column), which is the one used (the last, as JSON parsers commonly do): keep one",
                            at: SourceLocation(file: file, line: member.line, column: member.column), severity: .warning
                        ))
                }
            case .array(let items):
                pending += items
            default:
                break
            }
        }
        return warnings.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }
}
