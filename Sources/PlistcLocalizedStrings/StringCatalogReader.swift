import PlistcDiagnostics
import PlistcJSON

/// Reads a String Catalog (`.xcstrings`, the JSON Xcode 15 and later writes): every key in
/// every localization, each plural and device variation, and each form of each substitution
/// (`%#@name@`, the others at their `other` form), located at the value. A key with no value in
/// the source language is shown as the key itself, as Xcode builds it. Linear in the file.
public struct StringCatalogReader: Sendable {
    private let fileNumber: UInt32
    private let path: String

    /// The strings of the catalog `bytes`, read from `path`.
    public static func read(_ bytes: [UInt8], path: String) throws(StringsFileError) -> [LocalizedString] {
        let reader = StringCatalogReader(fileNumber: SourcePaths.shared.number(for: path), path: path)
        let root: JSONValue
        do throws(JSONSyntaxError) {
            root = try JSONParser.parse(bytes)
        } catch {
            throw StringsFileError(
                at: SourceLocation(file: path, line: error.line, column: error.column),
                "not a String Catalog: \(error.message)")
        }
        return try reader.strings(of: root)
    }

    private func strings(of root: JSONValue) throws(StringsFileError) -> [LocalizedString] {
        guard case .object(let top) = root else {
            throw StringsFileError(
                at: at(1, 1), "not a String Catalog: its top level is \(root.typeName), not an object")
        }
        let source = top.last { $0.key == "sourceLanguage" }.flatMap { $0.value.stringValue }
        guard let table = top.last(where: { $0.key == "strings" }) else {
            throw StringsFileError(at: at(1, 1), "not a String Catalog: it has no \"strings\" object")
        }
        guard case .object(let keys) = table.value else {
            throw StringsFileError(
                at: at(table.line, table.column), "\"strings\" is \(table.value.typeName), not an object of keys")
        }
        var strings: [LocalizedString] = []
        for entry in keys {
            // Xcode drops a stale string (no longer in the code) when it builds.
            if entry.value.member("extractionState")?.value.stringValue == "stale" { continue }
            let localizations = entry.value.member("localizations")?.value.members ?? []
            var sourceShown = false
            for localization in localizations {
                let before = strings.count
                collect(
                    localization.value, key: entry.key, localization: localization.key, variation: nil,
                    substitutions: CatalogSubstitutions(localization.value.member("substitutions")?.value),
                    into: &strings)
                if localization.key == source && strings.count > before { sourceShown = true }
            }
            if let source, !sourceShown {
                strings.append(
                    .init(
                        key: entry.key, localization: source, value: entry.key, location: at(entry.line, entry.column)))
            }
        }
        return strings
    }

    /// The variations iOS shows: a device variation for a Mac, a watch, a TV or Vision Pro
    /// is not measured against a Dynamic Type budget.
    static let measuredDevices: Set<String> = ["iphone", "ipad", "ipod", "other"]

    /// The strings of one localization or variation: its `stringUnit`, else each of its
    /// `variations`, with its substitutions' forms. A unit Xcode has not filled in yet
    /// (`"state": "new"` with no text) falls back to the source language, so it is skipped.
    private func collect(
        _ value: JSONValue, key: String, localization: String, variation: String?, substitutions: CatalogSubstitutions,
        into strings: inout [LocalizedString]
    ) {
        if let unit = value.member("stringUnit"), let text = unit.value.member("value"),
            case .string(let string) = text.value
        {
            if string.isEmpty && unit.value.member("state")?.value.stringValue == "new" { return }
            let location = at(text.valueLine, text.valueColumn)
            let forms = substitutions.forms(of: string)
            if forms.isEmpty {
                strings.append(
                    .init(key: key, localization: localization, variation: variation, value: string, location: location)
                )
            }
            for (label, form) in forms {
                let labelled = [variation, label].compactMap(\.self).joined(separator: " ")
                strings.append(
                    .init(key: key, localization: localization, variation: labelled, value: form, location: location))
            }
            return
        }
        for kind in value.member("variations")?.value.members ?? [] {
            for choice in kind.value.members where kind.key != "device" || Self.measuredDevices.contains(choice.key) {
                // Each part as messages quote text (its first 100 characters): a long key of many
                // choices, each labelled, would otherwise be copied into every label.
                let part = "\(QuotedText.short(kind.key)).\(QuotedText.short(choice.key))"
                let label = [variation, part].compactMap(\.self).joined(separator: " ")
                collect(
                    choice.value, key: key, localization: localization, variation: label, substitutions: substitutions,
                    into: &strings)
            }
        }
    }

    private func at(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(fileNumber: fileNumber, line: line, column: column)
    }
}

extension JSONValue {
    /// The last member named `key` of an object (the one a decoder keeps), or `nil`.
    func member(_ key: String) -> Member? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }
    }

    /// An object's members; none for any other value.
    var members: [Member] {
        guard case .object(let members) = self else { return [] }
        return members
    }

    /// A string's text; `nil` for any other value.
    var stringValue: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }
}
