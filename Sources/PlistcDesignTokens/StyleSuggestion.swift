import PlistcJSON
import PlistcStyleDictionary

/// The `.plistc.json` lines that would map typography tokens no name maps: each token to the
/// text style whose default size (Apple's, at the default text size) is nearest its own, the
/// largest tokens first, each style used once (of two styles as near, body before headline), and
/// none more than a quarter from the token's size.
enum StyleSuggestion {
    /// The most a token's size may differ from the style suggested for it, as a fraction of
    /// the style's default size.
    static let maxDifference = 0.25

    /// The `"styles"` map for `tokens` (path and size in points, when it has one readable), as
    /// one line of JSON, or nil when there is none to suggest.
    static func configuration(for tokens: [(path: String, size: Double?)]) -> String? {
        // Body before headline, which has its size too and is semibold.
        var free = TextStyle.allCases.filter { $0 != .body }
        free.insert(.body, at: free.firstIndex(of: .headline) ?? 0)
        var members: [JSONValue.Member] = []
        let bySize = tokens.enumerated().sorted {
            ($0.element.size ?? 0, -$0.offset) > ($1.element.size ?? 0, -$1.offset)
        }
        for (_, token) in bySize {
            guard let size = token.size else { continue }
            let nearest = free.enumerated().min {
                abs(AppleTypeTable.pointSize($0.element, .large) - size)
                    < abs(AppleTypeTable.pointSize($1.element, .large) - size)
            }
            guard let (index, style) = nearest else { break }
            // A style far from the token's size (a 13 pt caption as title2) is no suggestion.
            let styleSize = AppleTypeTable.pointSize(style, .large)
            guard abs(styleSize - size) <= styleSize * maxDifference else { continue }
            free.remove(at: index)
            members.append(JSONValue.Member(key: token.path, value: .string(style.rawValue), line: 0, column: 0))
        }
        guard !members.isEmpty else { return nil }
        let styles = JSONValue.Member(key: "styles", value: .object(members), line: 0, column: 0)
        return JSONWriter.text(.object([styles]), layout: .lines(depth: 0))
    }
}
