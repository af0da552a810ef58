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
        let assignments = AdjustsFontMissing.propertyAssignments(in: file, of: ["font", Self.transformer])
        let ownTokens = ownFontAssignments(in: tokens)
        // Most files give no font: their bindings are not looked through.
        guard !assignments.isEmpty || !ownTokens.isEmpty else { return [] }
        var targets: [(property: String, own: Bool, token: Int, value: Range<Int>)] = []
        let aliases = Self.aliases(in: file)
        let arrays = AdjustsFontMissing.arrayBindings(in: file)
        for assignment in assignments {
            for (receiver, own) in receivers(of: assignment, in: file, aliases: aliases, arrays: arrays) {
                targets.append((receiver, own, assignment.propertyToken, assignment.value))
            }
        }
        for token in ownTokens {
            targets.append(("", true, token, (token + 2)..<SourceFile.statementEnd(from: token + 2, in: tokens)))
        }
        guard !targets.isEmpty else { return [] }
        let scaledFonts = ScaledValues.fontMarks(file, app: app)
        let scaledNames = Set(file.bindings.filter { scaledFonts.any(in: $0.value) }.map(\.name))
        var types: [Int: String?] = [:]
        return targets.map { target in
            let value = tokens[target.value]
            let named = value.count == 1 && value.first.map { scaledNames.contains($0.text) } == true
            return FontAssignment(
                typeName: target.own ? typeName(around: target.token, in: file, known: &types) : nil,
                property: target.property, scaled: named || scaledFonts.any(in: target.value),
                calls: file.calls(in: target.value).prefix(Self.maxNames).map {
                    StyleLoader.Method(name: $0.name, labels: $0.labels)
                },
                names: propertyRead(target.value, in: tokens).map { [$0] } ?? [])
        }
    }

    /// A configured button's title font is given by the closure this property holds.
    static let transformer = "titleTextAttributesTransformer"

    /// The properties an assignment gives its font to, each with whether it is the code's own
    /// type's: the receiver (`titleLabel.font`); a button's (`button.titleLabel?.font`,
    /// `button.configuration?.titleTextAttributesTransformer`); the property a local name
    /// holds (`guard let label = titleLabel`); the elements of the array a loop or `forEach`
    /// walks (`[titleLabel, bodyLabel].forEach { $0.font = … }`).
    private static func receivers(
        of assignment: AdjustsFontMissing.Assignment, in file: SourceFile, aliases: [String: (String, Bool)],
        arrays: [String: Range<Int>]
    ) -> [(String, Bool)] {
        let tokens = file.tokens
        var receiver = assignment.receiverToken
        let optional = tokens.is("?", at: receiver + 1) || tokens.is("!", at: receiver + 1)
        // `button.titleLabel?.font` is a button's title (an outlet `titleLabel` is read without
        // `?`); so is `button.configuration?.titleTextAttributesTransformer`.
        if (assignment.receiver == "titleLabel" && optional && assignment.property == "font")
            || (assignment.receiver == "configuration" && assignment.property == transformer),
            let owner = owner(of: receiver, in: tokens)
        {
            receiver = owner
        } else if assignment.property == transformer {
            return []
        }
        let name = tokens[receiver].text
        var found = [(name, isOwn(receiver, in: tokens))]
        if let alias = aliases[name] { found.append(alias) }
        found += AdjustsFontMissing.alsoAdjusted(assignment, initializers: [:], arrays: arrays, in: file).map {
            ($0, true)
        }
        return found
    }

    /// Whether the name at `index` is the code's own property: written alone, or after `self.`
    /// (`self?.`).
    private static func isOwn(_ index: Int, in tokens: SwiftTokens) -> Bool {
        guard index >= 2, tokens.is(".", at: index - 1) else { return true }
        var cursor = index - 2
        while cursor > 0, tokens.is("?", at: cursor) || tokens.is("!", at: cursor) { cursor -= 1 }
        return tokens.isName("self", at: cursor)
    }

    /// `guard let label = titleLabel`, `if let button = self.doneButton`: each local name bound
    /// to a property, with the property and whether it is the code's own.
    private static func aliases(in file: SourceFile) -> [String: (String, Bool)] {
        let tokens = file.tokens
        var found: [String: (String, Bool)] = [:]
        for binding in file.bindings {
            let value = binding.value
            guard let last = value.last, tokens.kind(at: last) == .identifier, value.count == 1 || value.count == 3
            else { continue }
            if value.count == 3, !(tokens.isName("self", at: value.lowerBound) && tokens.is(".", at: last - 1)) {
                continue
            }
            found[binding.name] = (tokens[last].text, true)
        }
        return found
    }

    /// The property a value reads, when the value is nothing else (`Theme.bodyFont`,
    /// `bodyFont`): a name in a call's arguments (`systemFont(ofSize: Size.headline)`) is not.
    private static func propertyRead(_ value: Range<Int>, in tokens: SwiftTokens) -> String? {
        guard let last = value.last, tokens.kind(at: last) == .identifier else { return nil }
        let dotted = value.allSatisfy { index in
            tokens.kind(at: index) == .identifier || tokens.is(".", at: index) || tokens.is("?", at: index)
                || tokens.is("!", at: index)
        }
        return dotted ? tokens[last].text : nil
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

    /// The type whose body (or extension) token `index` is in; each block's answer kept in
    /// `known`, so that a file of many assignments in the same blocks looks each block up once.
    private static func typeName(around index: Int, in file: SourceFile, known: inout [Int: String?]) -> String? {
        var (block, steps) = (file.blocks[index], 0)
        var walked: [Int] = []
        var found: String?
        while block >= 0, steps < maxSteps {
            if let answer = known[block] {
                found = answer
                break
            }
            walked.append(block)
            if let name = file.typeName(of: block) {
                found = name
                break
            }
            block = file.blocks[block]
            steps += 1
        }
        for block in walked { known[block] = found }
        return found
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
