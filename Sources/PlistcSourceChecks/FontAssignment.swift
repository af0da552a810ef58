import PlistcSwiftSource

/// `titleLabel.font = …` in the app's Swift: a property given a font, by the code of which
/// type, and whether the font is scaled. A storyboard view held by that property (its outlet)
/// then shows the font the code gives, not the one Interface Builder sets (`ScaledOutlets`).
struct FontAssignment: Sendable, Hashable {
    /// The type whose own property it is (`titleLabel.font`, `self.titleLabel.font` in its
    /// body or an extension); `nil` for another object's (`cell.titleLabel.font`) or code in no
    /// type.
    let typeName: String?
    /// The property (`titleLabel`; `button` for `button.titleLabel?.font`).
    let property: String
    /// Whether this file alone shows the font is scaled.
    let scaled: Bool
    /// The calls the value makes and the other names it spells, for a scaled font another file
    /// defines (`theme.font(for: .body)`, `Theme.bodyFont`).
    let calls: [StyleLoader.Method]
    let names: [String]

    /// The most calls and names of a value kept.
    static let maxNames = 32
    /// The most blocks walked out to the type an assignment is in.
    static let maxSteps = 64

    /// Every `x.font = …` of `file`, and every `self.font = …` or `font = …` of a type (a label
    /// class that sets its own font: property `""`), judged with `app` (this file's summary, in
    /// a first look).
    static func all(in file: SourceFile, app: AppSummary) -> [FontAssignment] {
        let tokens = file.tokens
        var targets: [(property: String, own: Bool, token: Int, value: Range<Int>)] = []
        for assignment in AdjustsFontMissing.propertyAssignments(in: file) where assignment.property == "font" {
            var receivers = [assignment.receiverToken]
            // A button's title (`button.titleLabel?.font`), or an outlet of that name
            // (`cell.titleLabel.font`): both.
            if assignment.receiver == "titleLabel", let owner = Self.owner(of: assignment.receiverToken, in: tokens) {
                receivers.append(owner)
            }
            for receiver in receivers {
                let own = receiver < 2 || !tokens.is(".", at: receiver - 1) || tokens.isName("self", at: receiver - 2)
                targets.append((tokens[receiver].text, own, assignment.propertyToken, assignment.value))
            }
        }
        for token in ownFontAssignments(in: tokens) {
            targets.append(("", true, token, (token + 2)..<SourceFile.statementEnd(from: token + 2, in: tokens)))
        }
        guard !targets.isEmpty else { return [] }
        let scaledFonts = ScaledValues.fontMarks(file, app: app)
        let scaledNames = Set(file.bindings.filter { scaledFonts.any(in: $0.value) }.map(\.name))
        return targets.map { target in
            let value = tokens[target.value]
            let named = value.count == 1 && value.first.map { scaledNames.contains($0.text) } == true
            return FontAssignment(
                typeName: target.own ? typeName(around: target.token, in: file) : nil, property: target.property,
                scaled: named || scaledFonts.any(in: target.value),
                calls: file.calls(in: target.value).prefix(Self.maxNames).map {
                    StyleLoader.Method(name: $0.name, labels: $0.labels)
                },
                names: target.value.filter {
                    tokens.kind(at: $0) == .identifier && ($0 + 1 == tokens.count || !tokens.is("(", at: $0 + 1))
                }
                .prefix(Self.maxNames).map { tokens[$0].text })
        }
    }

    /// The `font` tokens of `self.font = …` and of `font = …` at the start of a statement.
    private static func ownFontAssignments(in tokens: SwiftTokens) -> [Int] {
        tokens.indices.dropLast().filter { index in
            guard tokens.isName("font", at: index), tokens.is("=", at: index + 1) else { return false }
            if index >= 2, tokens.is(".", at: index - 1) { return tokens.isName("self", at: index - 2) }
            return index == 0 || tokens.startsLine(at: index) || tokens.is("{", at: index - 1)
                || tokens.is(";", at: index - 1)
        }
    }

    /// The object whose property the token `index` is (`button` in `button.titleLabel`), not
    /// `self`.
    private static func owner(of index: Int, in tokens: SwiftTokens) -> Int? {
        guard index >= 2, tokens.is(".", at: index - 1) else { return nil }
        var cursor = index - 2
        while cursor >= 0, tokens.is("?", at: cursor) || tokens.is("!", at: cursor) { cursor -= 1 }
        guard cursor >= 0, tokens.kind(at: cursor) == .identifier, !tokens.isName("self", at: cursor) else {
            return nil
        }
        return cursor
    }

    /// The type whose body (or extension) token `index` is in.
    private static func typeName(around index: Int, in file: SourceFile) -> String? {
        var (block, steps) = (file.blocks[index], 0)
        while block >= 0, steps < maxSteps {
            if let name = file.typeName(of: block) { return name }
            block = file.blocks[block]
            steps += 1
        }
        return nil
    }

    /// `class Profile: BaseViewController`: each class of `file` with the class it inherits
    /// from (the first name after its colon).
    static func superclasses(in file: SourceFile) -> [String: String] {
        let tokens = file.tokens
        var found: [String: String] = [:]
        for index in tokens.indices.dropLast(3) where tokens.isName("class", at: index) {
            guard tokens.kind(at: index + 1) == .identifier, tokens.is(":", at: index + 2),
                tokens.kind(at: index + 3) == .identifier
            else { continue }
            found[tokens[index + 1].text] = tokens[index + 3].text
        }
        return found
    }
}
