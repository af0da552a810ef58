/// Counts and lists in messages, as people read them, and never longer than a handful of items
/// however long the list: a message about 99,000 keys names a few and counts the rest. The
/// lists are inlinable, so that each rule's element type is specialized where it is listed.
public enum CountText {
    /// How many items a list names before it counts the rest.
    public static let namedItems = 5

    /// The number with thousands separated by commas: `98,990`.
    public static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var text = ""
        for (position, digit) in digits.enumerated() {
            if position > 0 && (digits.count - position) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return number < 0 ? "-" + text : text
    }

    /// The first `limit` items, each as `describe` words it, joined by `separator`, followed by
    /// `… and 98,990 more` when there are more. Only the items named are described.
    @inlinable
    public static func list<Items: Collection>(
        _ items: Items, limit: Int = namedItems, separator: String = ", ", describe: (Items.Element) -> String
    ) -> String {
        joined(lines(items, limit: limit, describe: describe), separator: separator)
    }

    /// `parts` joined by `separator`, as `joined(separator:)` joins them: written out, so that
    /// the first message of a run does not call the standard library's unspecialized
    /// `joined`, which looks its collection's conformances up at run time (80 thousand
    /// instructions, once).
    public static func joined(_ parts: [String], separator: String) -> String {
        var text = ""
        for (index, part) in parts.enumerated() {
            if index > 0 { text += separator }
            text += part
        }
        return text
    }

    /// The first `limit` items, each as `describe` words it, and then, when there are more, one
    /// line `… and 98,990 more` followed by `rest` (`entries that do not decode`).
    @inlinable
    public static func lines<Items: Collection>(
        _ items: Items, limit: Int = namedItems, rest: String? = nil, describe: (Items.Element) -> String
    ) -> [String] {
        let named = items.prefix(limit).map(describe)
        guard items.count > limit else { return named }
        return named + ["… and \(grouped(items.count - limit)) more" + (rest.map { " " + $0 } ?? "")]
    }
}
