import PlistcDiagnostics
import PlistcStyleDictionary
import PlistcSwiftSource

/// `adjusts-font-missing`: a UIKit text view the file makes (`let label = UILabel()`) given a
/// scaled font, with `adjustsFontForContentSizeCategory` never set to `true` for it, in a file
/// that does not handle text-size changes itself.
enum AdjustsFontMissing {
    static let property = "adjustsFontForContentSizeCategory"
    /// The views that have the property, as a file makes them.
    static let views: Set<String> = ["UILabel", "UITextField", "UITextView"]
    /// Names that show the file handles text-size changes itself (and sets the font again).
    static let observers: Set<String> = [
        "traitCollectionDidChange", "registerForTraitChanges", "UIContentSizeCategoryDidChange",
    ]

    static func findings(in file: SourceFile, app: AppSummary) -> [Diagnostic] {
        let tokens = file.tokens
        guard !handlesSizeChanges(tokens) else { return [] }
        let (made, initializers) = madeViews(in: file)
        guard !made.isEmpty else { return [] }
        let assignments = propertyAssignments(in: file)
        var adjusted: Set<String> = []
        let arrays = arrayBindings(in: file)
        for assignment in assignments where assignment.property == property && !isFalse(tokens[assignment.value]) {
            adjusted.insert(assignment.receiver)
            adjusted.formUnion(alsoAdjusted(assignment, initializers: initializers, arrays: arrays, in: file))
        }
        let scaledFonts = ScaledValues.fontMarks(file, app: app)
        let scaledNames = Set(file.bindings.filter { scaledFonts.any(in: $0.value) }.map(\.name))
        var found: [Diagnostic] = []
        for assignment in assignments where assignment.property == "font" {
            let receiver = assignment.receiver
            guard made.contains(receiver), !adjusted.contains(receiver) else { continue }
            let value = tokens[assignment.value]
            let named = value.count == 1 && value.first.map { scaledNames.contains($0.text) } == true
            guard named || scaledFonts.any(in: assignment.value) else { continue }
            found.append(
                AdjustsFontMissingRule.description.diagnostic(
                    "\(receiver) is given a scaled font, but its adjustsFontForContentSizeCategory is never set to true: the font is sized once, for the text size of that moment, and stays so when the user changes it; set \(receiver).adjustsFontForContentSizeCategory = true",
                    at: SourceCheck.location(of: tokens[assignment.propertyToken], in: file)))
        }
        return found
    }

    /// `receiver.property = value`: the receiver's last name (`self.` and `?`/`!` left out) and
    /// its token, the property's token, and the value's tokens.
    struct Assignment {
        let receiver: String
        let receiverToken: Int
        let property: String
        let propertyToken: Int
        let value: Range<Int>
    }

    static func propertyAssignments(in file: SourceFile, of names: [String] = ["font", property]) -> [Assignment] {
        let tokens = file.tokens
        var found: [Assignment] = []
        var index = 2
        while index + 1 < tokens.count {
            defer { index += 1 }
            guard tokens.is("=", at: index + 1), tokens.is(".", at: index - 1),
                names.contains(where: { tokens.isName($0, at: index) })
            else { continue }
            let name = tokens[index]
            var cursor = index - 2
            while cursor >= 0, tokens[cursor].is("?") || tokens[cursor].is("!") { cursor -= 1 }
            guard cursor >= 0, tokens[cursor].kind == .identifier, tokens[cursor].text != "self" else { continue }
            found.append(
                Assignment(
                    receiver: tokens[cursor].text, receiverToken: cursor, property: name.text, propertyToken: index,
                    value: (index + 2)..<SourceFile.statementEnd(from: index + 2, in: tokens)))
        }
        return found
    }

    /// The names bound to an array literal (`let views = [title, body]`), with its tokens.
    static func arrayBindings(in file: SourceFile) -> [String: Range<Int>] {
        Dictionary(
            file.bindings.filter { !$0.value.isEmpty && file.tokens.is("[", at: $0.value.lowerBound) }.map {
                ($0.name, $0.value)
            },
            uniquingKeysWith: { first, _ in first })
    }

    /// The names the file binds to a view it makes: `let label = UILabel()`, `let label:
    /// UILabel = { … }()`, never a view made elsewhere (an outlet, a parameter); and the `{`
    /// of each closure that makes one, with the name it makes it for.
    static func madeViews(in file: SourceFile) -> (names: Set<String>, initializers: [Int: String]) {
        let tokens = file.tokens
        var made: Set<String> = []
        var initializers: [Int: String] = [:]
        for index in tokens.indices.dropLast(5) where tokens.kind(at: index) == .identifier {
            guard tokens.isName("let", at: index) || tokens.isName("var", at: index),
                tokens.kind(at: index + 1) == .identifier
            else { continue }
            let (next, after) = (tokens[index + 2], tokens[index + 3])
            if next.is("="), after.kind == .identifier, views.contains(after.text), tokens[index + 4].is("(") {
                made.insert(tokens[index + 1].text)
            } else if next.is(":"), after.kind == .identifier, views.contains(after.text), tokens[index + 4].is("=") {
                made.insert(tokens[index + 1].text)
                if tokens[index + 5].is("{") { initializers[index + 5] = tokens[index + 1].text }
            }
        }
        return (made, initializers)
    }

    /// The views an `adjustsFontForContentSizeCategory = true` sets besides its receiver: the
    /// property a closure makes (`lazy var title: UILabel = { let label = UILabel();
    /// label.adjusts… = true; return label }()`), and the elements of the array a loop or
    /// `forEach` walks (`for label in [title, body] { label.adjusts… }`, `[title,
    /// body].forEach { $0.adjusts… }`).
    static func alsoAdjusted(
        _ assignment: Assignment, initializers: [Int: String], arrays: [String: Range<Int>], in file: SourceFile
    ) -> [String] {
        var names: [String] = []
        var block = file.blocks[assignment.propertyToken]
        var steps = 0
        while block >= 0, steps < 64 {
            if let made = initializers[block] { names.append(made) }
            steps += 1
            block = file.blocks[block]
        }
        let open = file.blocks[assignment.propertyToken]
        guard open >= 1 else { return names }
        let tokens = file.tokens
        // `[…] {` after `for x in`, or `[…].forEach {`, `[…].enumerated() {`, or the same with a
        // name bound to the array (`let views = […]`).
        var close = open - 1
        if close >= 2, tokens[close].text == "forEach", tokens[close - 1].is(".") { close -= 2 }
        if close >= 4, tokens[close].is(")"), tokens[close - 1].is("("), tokens[close - 2].text == "enumerated",
            tokens[close - 3].is(".")
        {
            close -= 4
        }
        if tokens[close].kind == .identifier,
            let array = arrays[tokens[close].text], let end = array.last, tokens[end].is("]")
        {
            close = end
        }
        guard tokens[close].is("]") else { return names }
        var cursor = close - 1
        while cursor >= 0, close - cursor < 256, !tokens[cursor].is("[") {
            if tokens[cursor].kind == .identifier, tokens[cursor + 1].is(",") || tokens[cursor + 1].is("]") {
                names.append(tokens[cursor].text)
            }
            cursor -= 1
        }
        return names
    }

    /// Whether the file names a way of handling text-size changes itself.
    static func handlesSizeChanges(_ tokens: SwiftTokens) -> Bool {
        tokens.indices.contains { index in
            guard tokens.kind(at: index) == .identifier else { return false }
            if observers.contains(where: { tokens.isName($0, at: index) }) { return true }
            return tokens.isName("didChangeNotification", at: index) && index >= 2 && tokens.is(".", at: index - 1)
                && tokens.isName("UIContentSizeCategory", at: index - 2)
        }
    }

    static func isFalse(_ value: Slice<SwiftTokens>) -> Bool {
        value.count == 1 && value.first?.isName("false") == true
    }
}
