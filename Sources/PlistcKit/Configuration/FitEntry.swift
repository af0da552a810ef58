import PlistcJSON
import PlistcLocalizedStrings
import PlistcStyleDictionary
import PlistcTextFit

/// One budget of `.plistc.json`'s `"fit"`: the strings whose keys match `keys`, shown in
/// `style`, in `width` points and `lines` lines, their placeholders sampled with `samples`,
/// checked at the content sizes `sizes` (all when not given).
///
/// ```json
/// "fit": [{"keys": "tab.*", "style": "caption2", "width": 72, "lines": 1, "sizes": "...AX3"}]
/// ```
package struct FitEntry: Sendable, Equatable {
    /// The key patterns (`"tab.*"` or a list of them), as `Glob` matches paths.
    package let keys: [String]
    package let style: TextStyle
    package let budget: FitBudget
    package let placeholders: FormatPlaceholders
    package let sizes: ClosedRange<ContentSizeCategory>?

    private static let settings = ["keys", "style", "width", "lines", "samples", "sizes"]

    /// The entries of `"fit"`, each checked.
    package static func entries(_ member: JSONValue.Member) throws(ConfigurationError) -> [FitEntry] {
        guard case .array(let items) = member.value else {
            throw ConfigurationError(
                UsageError("fit must be an array of budgets, not \(member.value.typeName)"), at: member)
        }
        // Each string is matched against the budgets in turn: a bound on them keeps measuring
        // linear in the strings.
        guard items.count <= maximumEntries else {
            throw ConfigurationError(
                UsageError(
                    "fit holds \(items.count) budgets, more than \(maximumEntries): join budgets whose keys share a style, width and lines"
                ), at: member)
        }
        var entries: [FitEntry] = []
        for (index, item) in items.enumerated() {
            guard case .object(let members) = item else {
                throw ConfigurationError(
                    message:
                        "fit[\(index)] must be an object such as {\"keys\": \"tab.*\", \"style\": \"caption2\", \"width\": 72, \"lines\": 1}, not \(item.typeName)",
                    position: (member.line, member.column))
            }
            do throws(UsageError) {
                entries.append(try FitEntry(members, name: "fit[\(index)]"))
            } catch {
                throw ConfigurationError(error, at: members.first)
            }
        }
        return entries
    }

    private init(_ members: [JSONValue.Member], name: String) throws(UsageError) {
        var values: [String: JSONValue] = [:]
        for member in members {
            guard Self.settings.contains(member.key) else {
                let hint =
                    UsageError.suggestion(for: member.key, among: Self.settings).map { "; did you mean \"\($0)\"?" }
                    ?? ""
                throw UsageError(
                    "\(name) has no setting \"\(member.key)\"\(hint) (settings: \(Self.settings.joined(separator: ", ")))"
                )
            }
            guard values.updateValue(member.value, forKey: member.key) == nil else {
                throw UsageError("\(name) gives \"\(member.key)\" twice: keep one")
            }
        }
        switch values["keys"] {
        case .string(let pattern): keys = [pattern]
        case .array(let items):
            keys = try items.map { item throws(UsageError) in
                guard case .string(let pattern) = item else { throw UsageError("\(name).keys must hold strings") }
                return pattern
            }
        case nil: keys = ["**"]
        default: throw UsageError("\(name).keys must be a pattern such as \"tab.*\", or a list of them")
        }
        guard case .string(let styleName) = values["style"], let style = TextStyle(rawValue: styleName) else {
            throw UsageError(
                "\(name).style must name a text style (\(TextStyle.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        self.style = style
        guard case .number(let width) = values["width"], width > 0, width <= FitBudget.widestRoom else {
            throw UsageError("\(name).width must be the room's width in points, a number above 0 and at most 100000")
        }
        var lines = 1
        if let value = values["lines"] {
            guard case .number(let number) = value, let whole = Int(exactly: number), whole >= 0, whole <= 10_000 else {
                throw UsageError("\(name).lines must be a whole number of lines, 0 (any number) to 10000")
            }
            lines = whole
        }
        budget = FitBudget(width: width, lines: lines)
        placeholders = FormatPlaceholders(samples: try Self.samples(values["samples"], name: name))
        sizes = try Self.sizes(values["sizes"], name: name)
    }

    /// `"samples"`: a sample value by placeholder spelling or kind.
    private static func samples(_ value: JSONValue?, name: String) throws(UsageError) -> [String: String] {
        guard let value else { return [:] }
        guard case .object(let pairs) = value else {
            throw UsageError("\(name).samples must be an object such as {\"%@\": \"Alexandra\"}")
        }
        var samples: [String: String] = [:]
        for pair in pairs {
            guard case .string(let sample) = pair.value else {
                throw UsageError("\(name).samples.\(pair.key) must be a string")
            }
            // Each placeholder of a value becomes its sample: a bound on the samples bounds what
            // a value can grow to (a value of 4,000 `%@` once sampled to 40 MB).
            guard sample.unicodeScalars.count <= maximumSample else {
                throw UsageError(
                    "\(name).samples.\(pair.key) is \(sample.unicodeScalars.count) characters long: a sample stands for one value the app formats in, at most \(maximumSample) characters"
                )
            }
            samples[pair.key] = sample
        }
        return samples
    }

    /// The most budgets `"fit"` holds.
    package static let maximumEntries = 256

    /// The longest sample, in Unicode scalars: a formatted string is at most this many times
    /// longer than its placeholders.
    package static let maximumSample = 256

    /// `"sizes"`: a range of content sizes, or `nil` for all.
    private static func sizes(_ value: JSONValue?, name: String) throws(UsageError) -> ClosedRange<ContentSizeCategory>?
    {
        guard let value else { return nil }
        guard case .string(let range) = value else {
            throw UsageError("\(name).sizes must be a range of content sizes such as \"...AX3\", not \(value.typeName)")
        }
        return try ContentSizeRange.parse(range, option: "\(name).sizes")
    }
}

/// A range of content sizes as SwiftUI writes one (`...AX3`, `large...`, `S...AX1`), each end
/// a SwiftUI name (`accessibility3`) or the short label of Apple's tables (`AX3`, `xS`, `L`).
package enum ContentSizeRange {
    package static func parse(_ text: String, option: String) throws(UsageError) -> ClosedRange<ContentSizeCategory> {
        let parts = text.split(separator: "...", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw UsageError("\(option) must be a range such as ...AX3, large... or S...AX1, not '\(text)'")
        }
        let lower = try parts[0].isEmpty ? ContentSizeCategory.xSmall : category(String(parts[0]), option: option)
        let upper =
            try parts[1].isEmpty ? ContentSizeCategory.accessibility5 : category(String(parts[1]), option: option)
        guard lower <= upper else { throw UsageError("\(option) is empty: '\(text)' ends before it starts") }
        return lower...upper
    }

    private static func category(_ name: String, option: String) throws(UsageError) -> ContentSizeCategory {
        if let category = ContentSizeCategory(rawValue: name)
            ?? ContentSizeCategory.allCases.first(where: { $0.shortLabel == name })
        {
            return category
        }
        let names = ContentSizeCategory.allCases.map(\.rawValue) + ContentSizeCategory.allCases.map(\.shortLabel)
        let hint = UsageError.suggestion(for: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
        throw UsageError("\(option) has no content size '\(name)'\(hint)")
    }
}
