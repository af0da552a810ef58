import Foundation

/// The declarations of a Swift source or interface text, each with the type it is declared in,
/// in the one spelling that Apple's interface and a stub share: whitespace, module qualifiers
/// and attributes that change only the binary (`@inlinable`, `@_alwaysEmitIntoClient` …) are
/// dropped, and bodies are replaced by what they give (`{get}` or `{get set}` for a property,
/// nothing for a function). Enough of Swift for `Tests/AppleStubs` and the interface excerpts of
/// its `SOURCES.md`: declarations, attributes, scopes and bodies; `#if` lines are read through.
struct StubDeclarations: Sendable {
    /// One declaration: where it is declared (`Font.TextStyle`, or `""` at the top) and its
    /// normalized text, with its line in the text read.
    struct Declaration: Hashable, Sendable, CustomStringConvertible {
        var scope: String
        var text: String
        var line: Int

        var description: String { scope.isEmpty ? text : "\(text) (in \(scope))" }

        /// The name it declares (`font`, `init`, `Font`), or `nil` for an extension or operator.
        var name: String? {
            if text.firstMatch(of: /(?:^|\s)init\b/) != nil, text.firstMatch(of: /\b(?:func|var|let)\s/) == nil {
                return "init"
            }
            let pattern =
                /\b(?:struct|enum|protocol|actor|class|func|var|let|subscript|case|typealias|associatedtype|macro)\s+`?(?!func\b|var\b|let\b)(\w+)/
            return text.matches(of: pattern).last.map { String($0.output.1) }
        }

        /// Whether it is the harness's, not Apple's: a `_stub…` member, in a `_Stub…` type, or an
        /// extension that adds only a `_Stub…` conformance.
        var isHook: Bool {
            if let name, name.hasPrefix("_stub") || name.hasPrefix("_Stub") { return true }
            if text.contains("init(_stub") { return true }
            if scope.split(separator: ".").contains(where: { $0.hasPrefix("_Stub") || $0.hasPrefix("protocol:_Stub") })
            {
                return true
            }
            return text.firstMatch(of: /\bextension [\w.]+:_Stub\w*(?: where .*)?$/) != nil
        }

        /// Whether it is an extension that adds no conformance (a hook may sit in one).
        var isPlainExtension: Bool { text.firstMatch(of: /^(?:@\S+ )*extension [\w.<>]+(?: where .*)?$/) != nil }

        /// Whether it is an extension with no conformance, attribute or `where` clause: only a
        /// place for declarations, which are checked one by one. One with any of those says
        /// something of its members (their availability, their constraints) and is checked itself.
        var isBareExtension: Bool { text.firstMatch(of: /^extension [\w.<>]+$/) != nil }

        /// Whether it is visible outside the module: `public`, `open`, an enum case, a protocol
        /// requirement or an extension.
        var isPublic: Bool {
            let words = text.split(separator: " ")
            return words.contains("public") || words.contains("open") || words.contains("case")
                || words.contains("extension") || scope.hasPrefix("protocol:")
        }
    }

    private(set) var declarations: [Declaration] = []

    /// Reads `text`.
    init(_ text: String) {
        var reader = Reader(Self.withoutComments(text))
        reader.read(into: &declarations, scope: [])
    }

    /// `text` with `//` and `/* */` comments and `#if`/`#else`/`#endif` lines blanked (kept as
    /// spaces, so that lines keep their numbers).
    static func withoutComments(_ text: String) -> [Character] {
        var result: [Character] = []
        var characters = Array(text)[...]
        var inString = false
        while let character = characters.popFirst() {
            if inString {
                result.append(character)
                if character == "\\", let escaped = characters.popFirst() { result.append(escaped) }
                if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
                result.append(character)
            } else if character == "/", characters.first == "/" {
                while let next = characters.first, next != "\n" { characters.removeFirst() }
            } else if character == "/", characters.first == "*" {
                while let next = characters.popFirst(), !(next == "*" && characters.first == "/") {
                    if next == "\n" { result.append("\n") }
                }
                characters.popFirst().map { _ in result.append(" ") }
            } else if character == "#", result.last.map({ $0 == "\n" || $0 == " " }) ?? true,
                let word = String(characters.prefix(6)).split(separator: " ").first,
                ["if", "else", "elseif", "endif"].contains(word)
            {
                while let next = characters.first, next != "\n" { characters.removeFirst() }
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The normalized spelling of one declaration's text.
    static func normalized(_ text: String) -> String {
        var text = text.replacingOccurrences(of: "\n", with: " ")
        text = text.replacing(
            /\b(?:Swift|SwiftUI|SwiftUICore|CoreFoundation|CoreGraphics|Foundation|UIKit|_Concurrency|CoreText|DeveloperToolsSupport|ObjectiveC)\./,
            with: "")
        text = text.replacing(/@MainActor\(unsafe\)/, with: "@preconcurrency @MainActor")
        text = text.replacing(/@_functionBuilder\b/, with: "@resultBuilder")
        // What the stub's own module needs to build, not what a client sees.
        text = text.replacing(/\bnonisolated\(unsafe\)/, with: "")
        text = text.replacing(
            /@(?:inlinable|_alwaysEmitIntoClient|usableFromInline|_transparent|_semantics|_effects|_originallyDefinedIn|_typeEraser|_silgen_name|_implements|_spi)\b(?:\([^()]*(?:\([^()]*\)[^()]*)*\))?/,
            with: "")
        text = text.replacing(/\s+/, with: " ").trimmingCharacters(in: .whitespaces)
        text = text.replacingOccurrences(of: "->", with: "\u{1}")
        text = text.replacing(/\s*([:,()<>\[\]=])\s*/, with: { "\($0.output.1)" })
        text = text.replacing(/([)>\]])(?=[\w@`])/, with: { "\($0.output.1) " })
        text = text.replacingOccurrences(of: "\u{1}", with: " -> ")
        return text.replacing(/\s+/, with: " ")
    }
}

/// Reads declarations out of comment-free text, one scope at a time.
private struct Reader {
    private let characters: [Character]
    private var index = 0
    private var line = 1

    init(_ characters: [Character]) { self.characters = characters }

    private static let scopeKeywords: Set<String> = ["struct", "enum", "protocol", "extension", "actor", "class"]
    private static let memberKeywords: Set<String> = ["func", "var", "let", "subscript", "init", "case", "typealias"]

    /// Reads declarations until the `}` that closes `scope` (or the end).
    mutating func read(into declarations: inout [StubDeclarations.Declaration], scope: [String]) {
        var pending = ""
        var start = line
        var depth = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            if character == "\n" { line += 1 }
            if pending.allSatisfy(\.isWhitespace) { start = line }
            switch character {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "\"":
                pending.append(character)
                skipString(into: &pending)
                continue
            default: break
            }
            if depth == 0, character == "}" {
                finish(&pending, start, scope, &declarations)
                return
            }
            if depth == 0, character == ";" {
                finish(&pending, start, scope, &declarations)
                continue
            }
            if depth == 0, character == "{" {
                let words = Self.words(pending)
                if let keyword = words.first(where: {
                    Self.scopeKeywords.contains($0) || Self.memberKeywords.contains($0)
                }),
                    Self.scopeKeywords.contains(keyword),
                    !(keyword == "class"
                        && words.drop { $0 != "class" }.dropFirst().first.map(Self.memberKeywords.contains) == true)
                {
                    let text = StubDeclarations.normalized(pending)
                    declarations.append(.init(scope: scope.joined(separator: "."), text: text, line: start))
                    read(into: &declarations, scope: Self.scopeName(text, keyword: keyword, outer: scope))
                } else {
                    let body = skipBody()
                    let isProperty = words.contains("var") || words.contains("subscript")
                    let accessors = isProperty ? (Self.words(body).contains("set") ? " {get set}" : " {get}") : ""
                    finish(&pending, start, scope, &declarations, suffix: accessors)
                }
                pending = ""
                continue
            }
            if depth == 0, character == "\n", !Self.continues(pending, after: characters[index...]) {
                finish(&pending, start, scope, &declarations)
                continue
            }
            pending.append(character)
        }
        finish(&pending, start, scope, &declarations)
    }

    private mutating func finish(
        _ pending: inout String, _ start: Int, _ scope: [String], _ declarations: inout [StubDeclarations.Declaration],
        suffix: String = ""
    ) {
        var text = Self.withoutInitialValue(StubDeclarations.normalized(pending))
        pending = ""
        guard !text.isEmpty else { return }
        // A stored `var` reads and writes, as `{ get set }` says.
        if suffix.isEmpty, Self.words(text).contains("var"), !text.contains("{") { text += " {get set}" }
        declarations.append(.init(scope: scope.joined(separator: "."), text: text + suffix, line: start))
    }

    /// A property's declaration without the value it starts with (`= 1`), which is the
    /// module's business; parameters' default values stay.
    private static func withoutInitialValue(_ text: String) -> String {
        let declaresValue = words(text).contains { $0 == "let" || $0 == "var" || $0 == "case" }
        guard declaresValue, !words(text).contains(where: { ["func", "init", "subscript"].contains($0) })
        else { return text }
        var depth = 0
        for (offset, character) in text.replacingOccurrences(of: "->", with: "~~").enumerated() {
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character) { depth -= 1 }
            if character == "=", depth == 0 { return String(text.prefix(offset)) }
        }
        return text
    }

    /// Whether the declaration in `pending` goes on past a line break: it is only attributes so
    /// far, or the next line goes on with its signature (`->`, `where`, `{` …).
    private static func continues(_ pending: String, after rest: ArraySlice<Character>) -> Bool {
        let trimmed = pending.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return true }
        if trimmed.hasSuffix(",") || trimmed.hasSuffix("=") || trimmed.hasSuffix("->") || trimmed.hasSuffix("&&") {
            return true
        }
        let withoutAttributes = trimmed.replacing(/@\w+(?:\.\w+)*(?:\([^()]*(?:\([^()]*\)[^()]*)*\))?/, with: "")
        if withoutAttributes.allSatisfy(\.isWhitespace) { return true }
        let next = String(rest.drop { $0 == " " || $0 == "\t" || $0 == "\n" }.prefix(9))
        return ["{", "->", "where ", "throws", "rethrows", "async", ":", "&", ".", "?", "="].contains {
            next.hasPrefix($0)
        }
    }

    private static func words(_ text: String) -> [String] {
        text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "@") }).map(String.init)
    }

    /// The type a scope declares or extends, as a path from the top.
    private static func scopeName(_ text: String, keyword: String, outer: [String]) -> [String] {
        let words = text.split(whereSeparator: { " :<{".contains($0) })
        guard let at = words.firstIndex(where: { $0 == keyword }), at + 1 < words.count else { return ["?"] }
        let name = words[at + 1].split(separator: ".").map(String.init)
        let prefix = keyword == "protocol" ? ["protocol:" + name.joined(separator: ".")] : name
        return keyword == "extension" ? prefix : outer + prefix
    }

    private mutating func skipString(into pending: inout String) {
        while index < characters.count {
            let character = characters[index]
            index += 1
            pending.append(character)
            if character == "\\", index < characters.count {
                pending.append(characters[index])
                index += 1
            } else if character == "\"" {
                return
            }
        }
    }

    /// Skips a body up to its closing brace; its text.
    private mutating func skipBody() -> String {
        var depth = 1
        var body = ""
        while index < characters.count {
            let character = characters[index]
            index += 1
            if character == "\n" { line += 1 }
            if character == "{" { depth += 1 }
            if character == "}" {
                depth -= 1
                if depth == 0 { return body }
            }
            body.append(character)
        }
        return body
    }
}
