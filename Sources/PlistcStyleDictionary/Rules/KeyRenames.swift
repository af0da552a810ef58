import PlistcDiagnostics
import PlistcPropertyList

/// Which misspelled keys `lint --fix` may rename, and to what. A rename is safe when the key
/// differs from a real key only in letter case (`Body`, `fontsize`), or is UIKit's or the old
/// format's name for a style (`title1`, `UICTFontTextStyleBody`); and when no key of the
/// dictionary already has the new name and no other key would take it. Spelling guesses
/// (`captoin`, `text`) stay suggestions: a person decides those.
struct KeyRenames: Sendable {
    /// The new name of each key that may be renamed.
    private let targets: [String: String]

    /// Renames of the keys of one dictionary, `proposed` giving each key's new name; `isTaken`
    /// says whether a key of the dictionary already has a name. A name two keys would take
    /// goes to neither.
    private init(proposed: [String: String], isTaken: (String) -> Bool) {
        // Counted by a scan while the names are few (as they are but in made-up files).
        let takers: [String: Int]? =
            proposed.count > Self.scanned ? proposed.values.reduce(into: [:]) { $0[$1, default: 0] += 1 } : nil
        func hasOneTaker(_ name: String) -> Bool {
            takers.map { $0[name] == 1 } ?? (proposed.values.lazy.filter { $0 == name }.count == 1)
        }
        let isKept = { (proposal: (key: String, value: String)) in
            hasOneTaker(proposal.value) && !isTaken(proposal.value)
        }
        targets = proposed.allSatisfy(isKept) ? proposed : proposed.filter(isKept)
    }

    /// The most proposals or keys looked through one by one rather than hashed.
    private static let scanned = 16

    private init(targets: [String: String]) { self.targets = targets }

    /// The fix renaming the key at `location`, when it may be renamed.
    func fix(_ key: String, at location: SourceLocation) -> Fix? {
        guard !targets.isEmpty, let name = targets[key] else { return nil }
        return Fix(
            .content(location), with: XMLText.escapedContent(name), summary: "'\(QuotedText.short(key))' → '\(name)'")
    }

    /// The renames of a file's top-level keys (`entries`) towards `runtime`'s keys, where the
    /// file has no entry yet for the style (`hasEntry`): worked out once, with the file's facts,
    /// for the rules that fix keys (`unknown-style`, `legacy-style-key`).
    static func styles(
        of entries: [StyleEntry], runtime: DeviceRuntime, hasEntry: (TextStyle) -> Bool
    ) -> KeyRenames {
        var renamed: [String: String] = [:]
        for entry in entries {
            switch entry.kind {
            case .otherFormat(let style):
                let name = runtime.key(for: style)
                if name != entry.key { renamed[entry.key] = name }
            case .unknown(let key):
                // Only a key with a rename is stored: storing none would hash the key for nothing.
                let known = (runtime.readsRawValueKeys ? rawValueKeys : styleKeys).ofLength(key.utf8.count)
                if let target = caseFolded(key, among: known) ?? uiKitNames[key].map(runtime.key(for:)), target != key {
                    renamed[key] = target
                }
            default: continue
            }
        }
        guard !renamed.isEmpty else { return KeyRenames(targets: [:]) }
        // A name is taken when the file has its style's entry: the few names proposed are
        // classified as the file's keys are, without a set of every style's key.
        return KeyRenames(proposed: renamed) { name in
            if case .style(let style) = StyleKey(name, runtime: runtime) { hasEntry(style) } else { false }
        }
    }

    /// Every style's key in each format, made once, by length: a key of a large dictionary is
    /// compared only with the few of its own length, most often none.
    private static let styleKeys = NamesByLength(TextStyle.allCases.map(\.rawValue))
    private static let rawValueKeys = NamesByLength(TextStyle.allCases.map(\.uiKitRawValue))

    /// Names grouped by their length in bytes.
    private struct NamesByLength: Sendable {
        private let groups: [[String]]

        init(_ names: [String]) {
            var groups = [[String]](repeating: [], count: (names.map(\.utf8.count).max() ?? 0) + 1)
            for name in names { groups[name.utf8.count].append(name) }
            self.groups = groups
        }

        /// The names `length` bytes long.
        func ofLength(_ length: Int) -> [String] { length < groups.count ? groups[length] : [] }
    }

    /// The renames of an entry's keys towards the keys it reads (`known`): case-only
    /// differences, where no key of the entry already has the name.
    static func entryKeys(_ dictionary: PlistDictionary, known: [String]) -> KeyRenames {
        var proposed: [String: String] = [:]
        for entry in dictionary.entries where !known.contains(entry.key) {
            if let name = caseFolded(entry.key, among: known), name != entry.key { proposed[entry.key] = name }
        }
        guard !proposed.isEmpty else { return KeyRenames(targets: [:]) }
        let entries = dictionary.entries
        if entries.count <= scanned {
            return KeyRenames(proposed: proposed) { name in entries.contains { $0.key == name } }
        }
        let keys = Set(entries.map(\.key))
        return KeyRenames(proposed: proposed, isTaken: keys.contains)
    }

    /// UIKit's names for styles where they differ from SwiftUI's, and its constants.
    private static let uiKitNames: KeyTable<TextStyle> = {
        var names: [String: TextStyle] = ["title1": .title, "caption1": .caption]
        for style in TextStyle.allCases { names[StyleSuggestion.constantName(of: style)] = style }
        return KeyTable(names)
    }()

    /// The name `key` equals but for letter case. Keys of another length, most of a large
    /// dictionary's, are passed over without folding. The names are ASCII, so a key of their
    /// length in bytes folds to one only when it is ASCII too (a letter outside ASCII that
    /// folds into it, as the Kelvin sign does to `k`, takes more bytes): the bytes compare
    /// case-insensitively, with nothing allocated.
    private static func caseFolded(_ key: String, among names: [String]) -> String? {
        let length = key.utf8.count
        guard names.contains(where: { $0.utf8.count == length }) else { return nil }
        var key = key
        // Compared over contiguous bytes: a key is looked at against each name of its length.
        return key.withUTF8 { keyBytes in
            names.first { name in
                guard name.utf8.count == length else { return false }
                let folded = name.utf8.withContiguousStorageIfAvailable { nameBytes in
                    zip(keyBytes, nameBytes).allSatisfy { asciiLower($0) == asciiLower($1) }
                }
                return folded ?? zip(keyBytes, name.utf8).allSatisfy { asciiLower($0) == asciiLower($1) }
            }
        }
    }

    /// An ASCII capital as its small letter; any other byte as it is.
    private static func asciiLower(_ byte: UInt8) -> UInt8 {
        byte &- 0x41 < 26 ? byte | 0x20 : byte
    }
}
