import Diagnostics
import PropertyList

/// Which misspelled keys `lint --fix` may rename, and to what. A rename is safe when the key
/// differs from a real key only in letter case (`Body`, `fontsize`), or is UIKit's or the old
/// format's name for a style (`title1`, `UICTFontTextStyleBody`); and when no key of the
/// dictionary already has the new name and no other key would take it. Spelling guesses
/// (`captoin`, `text`) stay suggestions: a person decides those.
struct KeyRenames {
    /// The new name of each key that may be renamed.
    private let targets: [String: String]

    /// Renames among `keys` (every key of one dictionary, repeats included), each key's new
    /// name given by `target`.
    init(keys: [String], target: (String) -> String?) {
        var proposed: [String: String] = [:]
        var takers: [String: Int] = [:]
        let existing = Set(keys)
        for key in existing {
            guard let name = target(key), name != key else { continue }
            proposed[key] = name
            takers[name, default: 0] += 1
        }
        targets = proposed.isEmpty ? [:] : proposed.filter { takers[$0.value] == 1 && !existing.contains($0.value) }
    }

    /// The fix renaming the key at `location`, when it may be renamed.
    func fix(_ key: String, at location: SourceLocation) -> Fix? {
        targets[key].map { Fix(.content(location), with: XMLText.escapedContent($0), summary: "'\(key)' → '\($0)'") }
    }

    /// The top-level renames of a file, towards the keys its runtime looks up: case-only
    /// differences, UIKit's names and constants for styles (`title1`, `UIFontTextStyleBody`),
    /// and the other format's keys (`UICTFontTextStyleBody` for ScaledFont 1.0, `body` for the
    /// 2017 code). None when the whole file is in the other format and no runtime was chosen:
    /// which code reads it is for the user to say (`--runtime`).
    static func styles(in file: StyleDictionaryFile, options: LintOptions) -> KeyRenames {
        guard !file.awaitsRuntimeChoice(options) else { return KeyRenames(keys: []) { _ in nil } }
        let runtime = file.runtime
        let keys = file.rootDictionary?.entries.map(\.key) ?? []
        let known = TextStyle.allCases.map(runtime.key(for:))
        return KeyRenames(keys: keys) { key in
            switch StyleKey(key, runtime: runtime) {
            case .otherFormat(let style): runtime.key(for: style)
            case .unknown:
                caseFolded(key, among: known) ?? uiKitNames[key].map(runtime.key(for:))
            default: nil
            }
        }
    }

    /// The renames inside one entry: keys that differ from `known` keys only in case.
    static func entryKeys(_ dictionary: PlistDictionary, known: [String]) -> KeyRenames {
        KeyRenames(keys: dictionary.entries.map(\.key)) { key in
            known.contains(key) ? nil : caseFolded(key, among: known)
        }
    }

    /// UIKit's names for styles where they differ from SwiftUI's, and its constants.
    private static let uiKitNames: [String: TextStyle] = {
        var names: [String: TextStyle] = ["title1": .title, "caption1": .caption]
        for style in TextStyle.allCases { names[StyleSuggestion.constantName(of: style)] = style }
        return names
    }()

    /// The name `key` equals but for letter case. Keys of another length, most of a large
    /// dictionary's, are passed over without folding.
    private static func caseFolded(_ key: String, among names: [String]) -> String? {
        let length = key.utf8.count
        guard names.contains(where: { $0.utf8.count == length }) else { return nil }
        let folded = key.lowercased()
        return names.first { $0.utf8.count == length && $0.lowercased() == folded }
    }
}
