import Foundation
import TestSupport

/// The two shapes of Apple's SDKs that the stubs model: iOS 17's SwiftUI, where `View` and
/// `ViewModifier` are not isolated and only `body` is `@MainActor(unsafe)`, and iOS 18's, where
/// both protocols are `@MainActor @preconcurrency` and Apple's modifiers are `nonisolated`.
enum AppleSDK: String, CaseIterable, Sendable, CustomStringConvertible {
    case sdk17, sdk18

    var description: String { self == .sdk17 ? "the iOS 17 SDK" : "the iOS 18 SDK" }

    /// The stub files of `module` in this shape: the module's common files and its own
    /// `*.sdk17.swift` or `*.sdk18.swift`.
    func stubFiles(of module: String, in root: String = Fixtures.packageRoot + "/Tests/AppleStubs") -> [String] {
        let folder = root + "/" + module
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { name in
            name.hasSuffix(".swift")
                && AppleSDK.allCases.allSatisfy { $0 == self || !name.hasSuffix(".\($0.rawValue).swift") }
        }.sorted().map { folder + "/" + $0 }
    }
}

/// `Tests/AppleStubs/SOURCES.md` read: the declarations it records from Apple's SDK dumps, per
/// module (its `## SwiftUI` and `## UIKit` sections) and SDK shape (a block's fence says
/// `swift sdk17`, `swift sdk18`, or only `swift` for both), and the check that every Apple
/// declaration of a stub is one of them (an extension that adds no conformance is only a place
/// for declarations: its members are checked).
///
/// A block fenced `swift doc TYPE` holds declarations of TYPE as Apple's documentation prints
/// them for API imported from Objective-C headers, which have no Swift interface: without
/// access level, availability or inheritance. A stub declaration matches one in that form too
/// (its availability is `GeneratedSwiftAvailabilityTests`' to check).
struct StubSources: Sendable {
    private var recorded: [String: [AppleSDK: Set<String>]] = [:]
    private var documented: [String: Set<String>] = [:]
    /// The declarations of blocks fenced `swift assumed`: ones the stubs need whose text was
    /// not found in any dump, each said so in SOURCES.md. Counted, so that none slips in.
    private(set) var assumed: [String] = []

    init(markdown: String) {
        var module = ""
        var block: (shapes: [AppleSDK], documents: String?, isAssumed: Bool, lines: [Substring])? = nil
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if let open = block {
                if line.hasPrefix("```") {
                    let text = open.lines.joined(separator: "\n")
                    for var declaration in StubDeclarations(text).declarations {
                        if open.isAssumed { assumed.append(module + ": " + declaration.description) }
                        if let type = open.documents {
                            declaration.scope = type
                            documented[module, default: []].insert(Self.documentationKey(declaration))
                        } else {
                            for shape in open.shapes {
                                recorded[module, default: [:]][shape, default: []].insert(Self.key(declaration))
                            }
                        }
                    }
                    block = nil
                } else {
                    block?.lines.append(line)
                }
            } else if line.hasPrefix("## ") {
                module = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
            } else if line.hasPrefix("```swift") {
                let words = line.split(separator: " ").dropFirst().map(String.init)
                let named = words.compactMap { AppleSDK(rawValue: $0) }
                let documents = words.first == "doc" ? words.dropFirst().first ?? "" : nil
                block = (named.isEmpty ? AppleSDK.allCases : named, documents, words.contains("assumed"), [])
            }
        }
    }

    /// What `module`'s stub files (path and text) declare against what is recorded for `sdk`:
    /// one message per declaration that is not Apple's, or per hook out of place.
    func problems(in files: [(path: String, text: String)], module: String, sdk: AppleSDK) -> [String] {
        let recorded = recorded[module]?[sdk] ?? []
        var problems: [String] = []
        for (path, text) in files {
            let isHooks = (path as NSString).lastPathComponent.hasPrefix("Hooks")
            let place = Fixtures.relative(path)
            for declaration in StubDeclarations(text).declarations where declaration.isPublic {
                switch (isHooks, declaration.isHook) {
                case (true, false) where !declaration.isPlainExtension:
                    problems.append(
                        "\(place):\(declaration.line): `\(declaration)` is not a `_stub…` hook: Apple's declarations "
                            + "belong in the module's declaration files, as SOURCES.md records them")
                case (false, true):
                    problems.append(
                        "\(place):\(declaration.line): `\(declaration)` is a hook: move it to the module's Hooks.swift")
                case (false, false)
                where !declaration.isBareExtension && !recorded.contains(Self.key(declaration))
                    && !isDocumented(declaration, in: module):
                    problems.append(
                        "\(place):\(declaration.line): `\(declaration)` is not in \(module)'s declarations for \(sdk) "
                            + "in Tests/AppleStubs/SOURCES.md\(nearest(declaration, in: recorded))")
                default: break
                }
            }
        }
        return problems
    }

    /// What SOURCES.md has under the same name in the same scope, to show what differs.
    private func nearest(_ declaration: StubDeclarations.Declaration, in recorded: Set<String>) -> String {
        guard let name = declaration.name else { return "" }
        let candidates = recorded.filter { key in
            key.hasPrefix(declaration.scope + "|")
                && StubDeclarations.Declaration(
                    scope: declaration.scope, text: String(key.drop { $0 != "|" }.dropFirst()), line: 0
                )
                .name == name
        }.sorted()
        return candidates.isEmpty
            ? ": nothing of that name is recorded there"
            : "; recorded there: " + candidates.map { "`\($0.drop { $0 != "|" }.dropFirst())`" }.joined(separator: ", ")
    }

    private static func key(_ declaration: StubDeclarations.Declaration) -> String {
        declaration.scope + "|" + declaration.text
    }

    /// Whether the declaration is one Apple documents, compared as the documentation prints it.
    private func isDocumented(_ declaration: StubDeclarations.Declaration, in module: String) -> Bool {
        documented[module]?.contains(Self.documentationKey(declaration)) == true
    }

    /// A declaration as Apple's documentation prints one imported from Objective-C: without
    /// availability, access level, `override`, `convenience`, `required` or inheritance.
    static func documentationKey(_ declaration: StubDeclarations.Declaration) -> String {
        var text = declaration.text.replacing(/@available\([^()]*\)\s*/, with: "")
        text = text.split(separator: " ").filter {
            !["public", "open", "override", "convenience", "required", "final", "@preconcurrency"].contains($0)
        }.joined(separator: " ")
        if let type = text.firstMatch(
            of: /^(.*?\b(?:class|struct|enum|protocol) (?!func\b|var\b|let\b)\w+(?:<[^>]*>)?):/)
        {
            text = String(type.output.1)
        }
        return declaration.scope + "|" + text
    }
}
