import Foundation

/// Reads generated Swift line by line, keeping the `#if` conditions and the `@available`
/// annotations in force (by brace depth), and reports each Apple name used where its versions
/// are not covered on a platform the line compiles for. An `if #available(…) {` counts as an
/// annotation of the block it opens.
///
/// It relies on the generator's layout: one declaration per line, attributes on the lines
/// before it, and no braces inside string literals (they are stripped before counting).
struct AvailabilityScan {
    typealias Versions = [String: [Int]]

    let lines: [Substring]
    /// Per section (`SwiftUI`, `UIKit`: the module the enclosing `#if canImport` names), the
    /// versions of each name.
    let tables: [String: [String: Versions]]
    let floor: Versions

    init(_ text: String, swiftUI: [String: Versions], uiKit: [String: Versions], floor: Versions) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        tables = ["SwiftUI": swiftUI, "UIKit": uiKit]
        self.floor = floor
    }

    /// What is wrong, one line each; `stubNames` per section are the names the stubs declare,
    /// each of which must be in the section's table.
    func problems(stubNames: [String: Set<String>]) -> [String] {
        var problems: [String] = []
        var conditions: [String] = []
        var scopes: [Versions] = [[:]]
        var pending: Versions = [:]
        for (index, raw) in lines.enumerated() {
            let line = Self.code(of: raw.trimmingCharacters(in: .whitespaces))
            if Self.updates(&conditions, with: line) || line.isEmpty { continue }
            pending.merge(Self.annotation(in: line), uniquingKeysWith: Self.newer)
            let inForce = (scopes.last ?? [:]).merging(pending, uniquingKeysWith: Self.newer)
            if let section = Self.section(conditions), let table = tables[section] {
                let platforms = ["iOS", "macOS", "tvOS", "watchOS"].filter { Self.compiles(conditions, on: $0) }
                let code = Self.withoutAttributes(line)
                for word in Self.identifiers(in: code) {
                    guard let versions = Self.versions(of: word, in: table, on: code) else {
                        if stubNames[section]?.contains(word) == true {
                            problems.append(
                                "line \(index + 1): '\(word)' (\(section)) has no availability in the test's table")
                        }
                        continue
                    }
                    for platform in platforms {
                        let need = versions[platform] ?? [0]
                        let have = Self.newer(floor[platform] ?? [0], inForce[platform] ?? [0])
                        if Self.newer(need, have) == have { continue }
                        problems.append(
                            "line \(index + 1): '\(word)' needs \(platform) \(Self.text(need)) but only \(platform) \(Self.text(have)) is assumed here: annotate it with @available"
                        )
                    }
                }
            }
            let isAttributeOnly = line.hasPrefix("@") && Self.withoutAttributes(line).isEmpty
            for character in line {
                if character == "{" {
                    scopes.append(inForce)
                    pending = [:]
                } else if character == "}", scopes.count > 1 {
                    scopes.removeLast()
                }
            }
            if !isAttributeOnly { pending = [:] }
        }
        return problems
    }

    /// A name's versions; a key `name|text` holds those of the overload used on lines with
    /// `text` (`system|weight:` for `Font.system(_:design:weight:)`).
    private static func versions(of word: String, in table: [String: Versions], on line: String) -> Versions? {
        let overload = table.first { key, _ in
            key.hasPrefix(word + "|") && line.contains(key.dropFirst(word.count + 1))
        }
        return overload?.value ?? table[word]
    }

    /// Keeps the `#if` stack; whether the line was a directive.
    private static func updates(_ conditions: inout [String], with line: String) -> Bool {
        if line.hasPrefix("#if ") {
            conditions.append(String(line.dropFirst(4)))
        } else if line.hasPrefix("#elseif "), let last = conditions.popLast() {
            conditions.append("!(\(last)) && (\(line.dropFirst(8)))")
        } else if line == "#else", let last = conditions.popLast() {
            conditions.append("!(\(last))")
        } else if line == "#endif" {
            _ = conditions.popLast()
        } else {
            return false
        }
        return true
    }

    /// The module of the innermost `#if canImport(…)` that holds (not negated).
    private static func section(_ conditions: [String]) -> String? {
        for condition in conditions.reversed() {
            if let match = condition.firstMatch(of: /^canImport\((\w+)\)$/) { return String(match.output.1) }
            if condition.contains("canImport(") { return nil }
        }
        return nil
    }

    private static func compiles(_ conditions: [String], on platform: String) -> Bool {
        guard let apple = ApplePlatform(rawValue: platform) else { return false }
        return conditions.allSatisfy { apple.evaluates($0) }
    }

    /// The versions an `@available(…)` or `#available(…)` on the line names.
    private static func annotation(in line: String) -> Versions {
        guard let match = line.firstMatch(of: /[@#]available\(([^)]*)\)/) else { return [:] }
        var versions: Versions = [:]
        for part in match.output.1.split(separator: ",") {
            let words = part.split(separator: " ")
            guard words.count == 2 else { continue }
            versions[String(words[0])] = words[1].split(separator: ".").compactMap { Int($0) }
        }
        return versions
    }

    /// The line without its comment and with its string literals emptied.
    private static func code(of line: String) -> String {
        var result = ""
        var inString = false
        var previous: Character = " "
        for character in line {
            if character == "\"" && previous != "\\" {
                inString.toggle()
                result.append(character)
            } else if !inString {
                if character == "/" && previous == "/" {
                    result.removeLast()
                    break
                }
                result.append(character)
            }
            previous = character
        }
        return result.trimmingCharacters(in: .whitespaces)
    }

    private static func withoutAttributes(_ line: String) -> String {
        line.replacing(/@\w+(\([^)]*\))?\s*/, with: "").trimmingCharacters(in: .whitespaces)
    }

    /// The names on a line, without Swift's keywords (a stub's `` `default` `` is not `default:`).
    private static func identifiers(in code: String) -> [String] {
        code.matches(of: /[A-Za-z_][A-Za-z0-9_]*/).map { String($0.output) }.filter { !keywords.contains($0) }
    }

    private static let keywords: Set<String> = [
        "default", "case", "switch", "return", "self", "Self", "let", "var", "func", "if", "guard", "else", "for",
        "in", "where", "nil", "true", "false", "init", "static", "extension", "struct", "enum", "import", "some",
    ]

    private static func newer(_ one: [Int], _ other: [Int]) -> [Int] {
        one.lexicographicallyPrecedes(other) ? other : one
    }

    private static func text(_ version: [Int]) -> String { version.map(String.init).joined(separator: ".") }
}
