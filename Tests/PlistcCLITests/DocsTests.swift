import Foundation
import PlistcKit
import TestSupport
import Testing

@testable import PlistcCLI

/// The pages people read: every relative link leads to a file (and its `#anchor` to one of the
/// page's headings), and every plistc command line they show is one plistc takes: a command
/// that exists, with options it has, each given the value it needs.
struct DocsTests {
    /// README, ARCHITECTURE and every page of docs/.
    static let pages: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.packageRoot + "/docs")) ?? []
        return ["README.md", "ARCHITECTURE.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    private static func text(_ page: String) -> String {
        (try? String(contentsOfFile: Fixtures.packageRoot + "/" + page, encoding: .utf8)) ?? ""
    }

    @Test func theDocsHaveTheirPages() {
        #expect(Self.pages.count > 15)
        for page in [
            "docs/lint.md", "docs/build.md", "docs/fit.md", "docs/diff.md", "docs/import.md", "docs/sources.md",
        ] {
            #expect(Self.pages.contains(page), "\(page) is missing")
        }
        #expect(Self.text("README.md").split(separator: "\n", omittingEmptySubsequences: false).count <= 250)
    }

    @Test(arguments: pages)
    func everyRelativeLinkLeadsSomewhere(page: String) {
        let folder = (page as NSString).deletingLastPathComponent
        for link in Self.links(in: Self.text(page)) where !link.contains("://") && !link.hasPrefix("mailto:") {
            let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let file =
                parts[0].isEmpty
                ? page : ((folder as NSString).appendingPathComponent(String(parts[0])) as NSString).standardizingPath
            #expect(FileManager.default.fileExists(atPath: Fixtures.packageRoot + "/" + file), "\(page): \(link)")
            if parts.count == 2 && file.hasSuffix(".md") {
                let anchors = Self.headings(in: Self.text(file)).map(Self.anchor)
                #expect(anchors.contains(String(parts[1])), "\(page): \(link) names no heading of \(file)")
            }
        }
    }

    /// A code block's command line parses as plistc parses it; a code span in prose, which
    /// may name an option without its value (`plistc lint --sources`), names a command and
    /// options it has.
    @Test(arguments: pages)
    func everyCommandShownIsOnePlistcTakes(page: String) {
        for (line, isWhole) in Self.commandLines(in: Self.text(page)) {
            let words = Self.words(line)
            guard let name = words.first, name.allSatisfy({ $0.isLetter || $0 == "-" }) else { continue }
            if ["--version", "-V", "help", "--help", "-h"].contains(name) { continue }
            guard let command = Program.command(named: name) else {
                Issue.record("\(page): `plistc \(line)`: there is no command '\(name)'")
                continue
            }
            guard isWhole else {
                let longs = Set(command.allOptions.map { "--" + $0.long })
                for word in words.dropFirst() where word.hasPrefix("--") {
                    let option = String(word.prefix { $0 != "=" })
                    #expect(longs.contains(option), "\(page): `plistc \(line)`: \(name) has no \(option)")
                }
                continue
            }
            do throws(UsageError) {
                _ = try ArgumentParser(options: command.allOptions).parse(Array(words.dropFirst()))
            } catch {
                Issue.record("\(page): `plistc \(line)`: \(error.message)")
            }
        }
    }

    /// The targets of `[text](target)` links, outside code.
    static func links(in text: String) -> [String] {
        prose(text).flatMap { line in
            line.matches(of: /\]\(([^)\s]+)\)/).map { String($0.1) }
        }
    }

    /// The headings of a page, without their `#`s.
    static func headings(in text: String) -> [String] {
        prose(text).compactMap { line in
            guard line.hasPrefix("#") else { return nil }
            return String(line.drop { $0 == "#" }.drop { $0 == " " })
        }
    }

    /// A heading's anchor as GitHub makes it: lower case, spaces to hyphens, punctuation but
    /// hyphens and underscores dropped.
    static func anchor(_ heading: String) -> String {
        String(
            heading.lowercased().compactMap { character -> Character? in
                if character == " " { return "-" }
                return character.isLetter || character.isNumber || character == "-" || character == "_"
                    ? character : nil
            })
    }

    /// The lines outside fenced code blocks.
    static func prose(_ text: String) -> [Substring] {
        var inCode = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if line.hasPrefix("```") {
                inCode.toggle()
                return false
            }
            return !inCode
        }
    }

    /// What follows `plistc ` in each command a page shows: a code block's line (after a `$ `
    /// prompt, `-` of a YAML `run:`, or `source <(`), up to a pipe, a redirection, `&&`, `;`,
    /// a `)` or a comment; and each code span that starts with `plistc ` and holds no
    /// placeholder (`[options]`, `…`).
    static func commandLines(in text: String) -> [(line: String, isWhole: Bool)] {
        var found: [(line: String, isWhole: Bool)] = []
        var inCode = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inCode.toggle()
                continue
            }
            if inCode {
                for match in line.matches(of: /(?:^|\$ |run: |\(|\s&&\s)plistc ([^|>;#)&]*)/) {
                    found.append((String(match.1), true))
                }
            } else {
                for span in line.matches(of: /`plistc ([^`]*)`/) {
                    let command = String(span.1)
                    if !command.contains("[") && !command.contains("…") && !command.contains("...") {
                        found.append((command, false))
                    }
                }
            }
        }
        return found.map { ($0.line.trimmingCharacters(in: .whitespaces), $0.isWhole) }.filter { !$0.line.isEmpty }
    }

    /// A command line's words, as a shell splits them: by spaces, quotes kept together.
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var inWord = false
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(current) }
                (current, inWord) = ("", false)
            } else {
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }
}
