import Diagnostics
import JSON

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
            let localizations = entry.value.member("localizations")?.value.members ?? []
            for localization in localizations {
                collect(
                    localization.value, key: entry.key, localization: localization.key, variation: nil, into: &strings)
            }
            if let source, !localizations.contains(where: { $0.key == source }) {
                strings.append(
                    .init(
                        key: entry.key, localization: source, value: entry.key, location: at(entry.line, entry.column)))
            }
        }
        return strings
    }

    /// The strings of one localization or variation: its `stringUnit`, else each of its
    /// `variations`, with its substitutions' forms.
    private func collect(
        _ value: JSONValue, key: String, localization: String, variation: String?,
        into strings: inout [LocalizedString],
        substitutions: [JSONValue.Member]? = nil
    ) {
        let substitutions = value.member("substitutions")?.value.members ?? substitutions ?? []
        if let unit = value.member("stringUnit"), let text = unit.value.member("value"),
            case .string(let string) = text.value
        {
            let location = at(text.valueLine, text.valueColumn)
            let forms = Self.substitutionForms(of: string, substitutions)
            if forms.isEmpty {
                strings.append(
                    .init(key: key, localization: localization, variation: variation, value: string, location: location)
                )
            }
            for (label, form) in forms {
                strings.append(
                    .init(
                        key: key, localization: localization,
                        variation: [variation, label].compactMap(\.self).joined(separator: " "),
                        value: form, location: location))
            }
            return
        }
        for kind in value.member("variations")?.value.members ?? [] {
            for choice in kind.value.members {
                let label = [variation, "\(kind.key).\(choice.key)"].compactMap(\.self).joined(separator: " ")
                collect(
                    choice.value, key: key, localization: localization, variation: label, into: &strings,
                    substitutions: substitutions)
            }
        }
    }

    /// For each substitution `%#@name@` of `text`, each of its plural forms in place (the
    /// others at `other`), labelled `substitution.name.one`.
    private static func substitutionForms(of text: String, _ substitutions: [JSONValue.Member]) -> [(String, String)] {
        let used = substitutions.filter { text.contains("%#@\($0.key)@") }
        guard !used.isEmpty else { return [] }
        func forms(_ substitution: JSONValue.Member) -> [(String, String)] {
            let specifier = substitution.value.member("formatSpecifier")?.value.stringValue ?? "lld"
            return (substitution.value.member("variations")?.value.member("plural")?.value.members ?? []).compactMap {
                form in
                guard let value = form.value.member("stringUnit")?.value.member("value")?.value.stringValue else {
                    return nil
                }
                return (form.key, value.replacing("%arg", with: "%" + specifier))
            }
        }
        let others = Dictionary(
            used.map { ($0.key, forms($0).first { $0.0 == "other" }?.1 ?? forms($0).last?.1 ?? "") }
        ) { a, _ in a }
        var result: [(String, String)] = []
        for substitution in used {
            for (form, value) in forms(substitution) {
                var filled = text.replacing("%#@\(substitution.key)@", with: value)
                for (name, other) in others where name != substitution.key {
                    filled = filled.replacing("%#@\(name)@", with: other)
                }
                result.append(("substitution.\(substitution.key).\(form)", filled))
            }
        }
        return result
    }

    private func at(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(fileNumber: fileNumber, line: line, column: column)
    }
}

extension JSONValue {
    /// The last member named `key` of an object (the one a decoder keeps), or `nil`.
    fileprivate func member(_ key: String) -> Member? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }
    }

    /// An object's members; none for any other value.
    fileprivate var members: [Member] {
        guard case .object(let members) = self else { return [] }
        return members
    }

    fileprivate var stringValue: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }
}
