import PlistcDiagnostics
import PlistcJSON
import PlistcStyleDictionary

/// The text style a typography token maps to: by the `"styles"` map, else by its own name or
/// its nearest group's, ignoring case, `-`, `_` and spaces (`large-title`, `Body`), with UIKit's
/// `title1` and `caption1` taken as `title` and `caption` (with a note).
///
/// Each group's name is matched once, however many tokens it holds.
struct StyleNames {
    /// A style found by name, and the UIKit name it was found by, if it was.
    struct Match {
        let style: TextStyle
        /// The name matched: the token's or a group's.
        let name: String
        let uikitName: String?
    }

    private let groups: [DesignTokens.Group]
    /// Each group's match, once looked up: nil not yet, `.some(nil)` for none.
    private var groupMatches: [Match??]

    init(groups: [DesignTokens.Group]) {
        self.groups = groups
        groupMatches = Array(repeating: nil, count: groups.count)
    }

    /// The style of `token` and how it was found: `mapped` (the map's style name for it) when
    /// given, else by name.
    mutating func style(of token: DesignTokens.Token, mapped: String?, diagnostics: inout [Diagnostic])
        -> (style: TextStyle, reason: TokenImport.Mapping.Reason)?
    {
        if let mapped {
            guard let style = TextStyle(rawValue: mapped) else {
                diagnostics.append(
                    TokenFinding.diagnostic(
                        "\"styles\" maps '\(token.path)' to '\(mapped)', which is not a text style: use one of \(TextStyle.allCases.map(\.rawValue).joined(separator: ", "))",
                        at: token.location))
                return nil
            }
            return (style, .configuration)
        }
        // A responsive variant's suffix is no part of the name (`body@md`).
        let own = Self.match(token.name.lastIndex(of: "@").map { String(token.name[..<$0]) } ?? token.name)
        guard let match = own ?? groupMatch(token.group) else { return nil }
        if let uikitName = match.uikitName {
            diagnostics.append(
                TokenFinding.diagnostic(
                    "'\(token.path)' is named \(uikitName), UIKit's name for \(match.style.rawValue): imported as \(match.style.rawValue)",
                    at: token.location, severity: .note))
        }
        let reason: TokenImport.Mapping.Reason =
            if let uikitName = match.uikitName { .uikitName(uikitName) } else if own != nil { .name } else {
                .groupName(match.name)
            }
        return (match.style, reason)
    }

    /// The match of a group's name, else of its parent's.
    private mutating func groupMatch(_ group: Int) -> Match? {
        if let known = groupMatches[group] { return known }
        let match = Self.match(groups[group].name) ?? groups[group].parent.flatMap { groupMatch($0) }
        groupMatches[group] = .some(match)
        return match
    }

    private static func match(_ name: String) -> Match? {
        let folded = name.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " }
        if let style = TextStyle.allCases.first(where: { $0.rawValue.lowercased() == folded }) {
            return Match(style: style, name: name, uikitName: nil)
        }
        if let style = ["title1": TextStyle.title, "caption1": .caption][folded] {
            return Match(style: style, name: name, uikitName: name)
        }
        return nil
    }
}
