import PlistcDiagnostics

/// Responsive variants of typography tokens, as design systems write them: a group or name
/// part that starts with `@` (`h1.@md`, Kadena's), or a name that ends in one (`h1@md`). One
/// variant is read: the one asked for (`--variant`, `"variant"`), else the first the file
/// writes, with a note; a token of another variant is left out.
struct TokenVariants {
    /// The variants, in the order the tokens first write them (`xs`, `sm`, `md`…).
    let names: [String]
    /// The variant read; `nil` when the tokens have none.
    let chosen: String?

    /// The variants of `tokens`' typography tokens, and the one `asked` for, else the first.
    init(_ tokens: [DesignTokens.Token], asked: String?) {
        var names: [String] = []
        var seen: Set<String> = []
        for token in tokens where TokenImport.isTypography(token) {
            if let name = Self.variant(of: token.path), seen.insert(name).inserted { names.append(name) }
        }
        self.names = names
        chosen = asked ?? names.first
    }

    /// The variant a token's path names: its last part that starts with `@`, or what follows
    /// the last `@` of its name.
    static func variant(of path: String) -> String? {
        let parts = path.split(separator: ".")
        if let part = parts.last(where: { $0.hasPrefix("@") && $0.count > 1 }) { return String(part.dropFirst()) }
        guard let name = parts.last, let at = name.lastIndex(of: "@"), at != name.startIndex else { return nil }
        let variant = name[name.index(after: at)...]
        return variant.isEmpty ? nil : String(variant)
    }

    /// Whether `token` is read: it has no variant, or the one chosen.
    func reads(_ token: DesignTokens.Token) -> Bool {
        guard chosen != nil, let variant = Self.variant(of: token.path) else { return true }
        return variant == chosen
    }

    /// The path of the chosen variant's token that `path` names without a variant
    /// (`type.h1` for `type.h1.@md` or `type.h1@md`), to try when `path` is no token's.
    func withVariant(_ path: String) -> [String] {
        guard let chosen else { return [] }
        return [path + ".@" + chosen, path + "@" + chosen]
    }

    /// The note naming the variants and the one read, when none was asked for; the error
    /// when the one asked for is none of them.
    func finding(asked: String?, at location: SourceLocation) -> Diagnostic? {
        guard !names.isEmpty || asked != nil else { return nil }
        let listed = CountText.list(names) { "@\($0)" }
        if let asked {
            guard !names.contains(asked) else { return nil }
            return TokenFinding.diagnostic(
                names.isEmpty
                    ? "--variant \(asked) is asked for, but no typography token has a variant (@\(asked)): leave --variant out"
                    : "no typography token has the variant @\(asked): the variants are \(listed); choose one with --variant",
                at: location)
        }
        return TokenFinding.diagnostic(
            "the typography tokens come in \(names.count) variant\(names.count == 1 ? "" : "s") (\(listed)): @\(chosen ?? "") is read, the others left out; choose one with --variant NAME or \"variant\" in .plistc.json",
            at: location, severity: .note)
    }
}
