import PlistcGenerators
import PlistcKit

/// `--emit`'s one vocabulary, the same in every command that has the option: each format has
/// one name, and answers to the other spellings in use (`table` and `txt` for text, `md` for
/// markdown, `tokens` for dtcg), so that a name that works for one command works for all.
enum EmitName: String, CaseIterable, Sendable {
    case text, markdown, csv, json, swift, html, dtcg

    /// The other spellings of each name.
    static let aliases: [String: EmitName] = ["table": .text, "txt": .text, "md": .markdown, "tokens": .dtcg]

    /// The name `spelling` is, or one of whose aliases it is.
    init?(spelling: String) {
        guard let name = EmitName(rawValue: spelling) ?? Self.aliases[spelling] else { return nil }
        self = name
    }
}

/// A command's `--emit`: the formats it writes, each under its name in the vocabulary, the
/// first the default.
struct EmitOption<Format: Sendable>: Sendable {
    let option: ValueOption
    let formats: [(name: EmitName, format: Format)]

    /// `--emit`/`-e`, its help listing the names in order (the first as the default), each with
    /// the words `notes` has for it.
    init(_ formats: [(name: EmitName, format: Format)], notes: [EmitName: String] = [:]) {
        self.formats = formats
        let names = formats.map(\.name)
        option = ValueOption("emit", short: "e", value: "FORMAT", help: Self.help(names, notes: notes))
    }

    /// `text (default), json or html`: the names, each with its note.
    private static func help(_ names: [EmitName], notes: [EmitName: String]) -> String {
        let words = names.enumerated().map { index, name in
            let note = (index == 0 ? ["default"] : []) + (notes[name].map { [$0] } ?? [])
            return name.rawValue + (note.isEmpty ? "" : " (" + note.joined(separator: ": ") + ")")
        }
        return words.dropLast().joined(separator: ", ") + (words.count > 1 ? " or " : "") + (words.last ?? "")
    }

    /// The format `--emit` names, `nil` when it is not given; a usage error, with the closest
    /// name, for a spelling that names none of this command's formats.
    func format(_ arguments: ParsedArguments) throws(UsageError) -> Format? {
        guard let spelling = arguments[option] else { return nil }
        if let name = EmitName(spelling: spelling), let found = formats.first(where: { $0.name == name }) {
            return found.format
        }
        let names = formats.map(\.name.rawValue)
        let spellings =
            names + EmitName.aliases.filter { alias in formats.contains { $0.name == alias.value } }.keys.sorted()
        let hint = UsageError.suggestion(for: spelling, among: spellings).map { "; did you mean '\($0)'?" } ?? ""
        throw UsageError("--emit has no '\(spelling)'\(hint) (choices: \(names.joined(separator: ", ")))")
    }
}
