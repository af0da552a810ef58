import PlistcDiagnostics
import PlistcJSON
import PlistcStyleDictionary

/// `plistc diff --emit json`, in the schema docs/diff.md documents (stable, for scripts):
/// `{"old", "new", "status", "model", "rounding", "table", "categories", "changes": [{"style", "size",
/// "old", "new", "delta", "percent"}], "fallbacks": {"added": [{"style", "reason", "font"}],
/// "removed": […]}, "properties": [{"style", "property", "old", "new"}], "findings":
/// {"added": [{"rule", "severity", "message", "line", "column"}], "resolved": […]}}`. `status`
/// is `changed`, `unchanged`, `added` or `removed`; a size a side lacks is `null`. Several
/// dictionaries (`--git-base`) are `{"base", "dictionaries": […]}`.
enum DiffJSON {
    /// One comparison's document.
    static func render(_ comparison: ScaleComparison) -> String {
        JSONWriter.text(document(comparison), layout: .lines(depth: 3), finalNewline: true)
    }

    /// The comparisons of `--git-base`, with the revision compared against.
    static func render(_ comparisons: [ScaleComparison], base: String) -> String {
        let value = JSONValue.object(["base": .string(base), "dictionaries": .array(comparisons.map(document))])
        return JSONWriter.text(value, layout: .lines(depth: 4), finalNewline: true)
    }

    static func document(_ comparison: ScaleComparison) -> JSONValue {
        let scale = comparison.new.scale ?? comparison.old.scale
        return .object([
            "old": .string(comparison.old.label), "new": .string(comparison.new.label),
            "status": .string(status(comparison)),
            "model": .optional(scale?.model.rawValue), "rounding": .optional(scale?.rounding.rawValue),
            "table": .optional(scale?.model.table),
            "categories": .array(comparison.categories.map { .string($0.rawValue) }),
            "changes": .array(comparison.cells.map(cell)),
            "fallbacks": .object([
                "added": .array(comparison.fallbacksAdded.map(fallback)),
                "removed": .array(comparison.fallbacksRemoved.map(fallback)),
            ]),
            "properties": .array(comparison.properties.map(property)),
            "findings": .object([
                "added": .array(comparison.findingsAdded.map(finding)),
                "resolved": .array(comparison.findingsResolved.map(finding)),
            ]),
        ])
    }

    /// `added` or `removed` for a dictionary on one side only; else `changed` or `unchanged`.
    static func status(_ comparison: ScaleComparison) -> String {
        switch comparison.presence {
        case .added: "added"
        case .removed: "removed"
        case .both: comparison.isEmpty ? "unchanged" : "changed"
        }
    }

    private static func cell(_ cell: ScaleComparison.Cell) -> JSONValue {
        .object([
            "style": .string(cell.style.rawValue), "size": .string(cell.category.rawValue),
            "old": .measure(cell.old), "new": .measure(cell.new), "delta": .measure(cell.delta),
            "percent": .measure(cell.percent),
        ])
    }

    private static func fallback(_ fallback: ScaleComparison.Fallback) -> JSONValue {
        .object([
            "style": .string(fallback.style.rawValue), "reason": .string(fallback.reason),
            "font": .optional(fallback.font),
        ])
    }

    private static func property(_ change: ScaleComparison.PropertyChange) -> JSONValue {
        .object([
            "style": .string(change.style.rawValue), "property": .string(change.property),
            "old": .optional(change.old), "new": .optional(change.new),
        ])
    }

    private static func finding(_ diagnostic: Diagnostic) -> JSONValue {
        .object([
            "rule": .string(diagnostic.ruleID.rawValue), "severity": .string(diagnostic.severity.rawValue),
            "message": .string(diagnostic.message.text), "line": .int(diagnostic.location.line),
            "column": .int(diagnostic.location.column),
        ])
    }
}
