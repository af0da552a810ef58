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

    /// The top-level renames of a file: case-only differences and UIKit's names for styles,
    /// and the old format's raw values.
    static func styles(in file: StyleDictionaryFile) -> KeyRenames {
        let keys = file.rootDictionary?.entries.map(\.key) ?? []
        return KeyRenames(keys: keys) { key in
            switch StyleKey(key) {
            case .legacy(let style): style.rawValue
            case .unknown: caseFolded(key, among: TextStyle.allCases.map(\.rawValue)) ?? uiKitNames[key]
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

    private static let uiKitNames = ["title1": "title", "caption1": "caption"]

    /// The name `key` equals but for letter case. Keys of another length, most of a large
    /// dictionary's, are passed over without folding.
    private static func caseFolded(_ key: String, among names: [String]) -> String? {
        let length = key.utf8.count
        guard names.contains(where: { $0.utf8.count == length }) else { return nil }
        let folded = key.lowercased()
        return names.first { $0.utf8.count == length && $0.lowercased() == folded }
    }
}
