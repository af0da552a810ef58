import PlistcDiagnostics
import PlistcStyleDictionary
import PlistcSwiftSource

/// `unknown-font` and `font-not-registered` in the app's Swift: the literal names of
/// `Font.custom("…", …)` and `UIFont(name: "…", …)` checked as a dictionary's names are,
/// against the given fonts, the fonts iOS ships and Info.plist's `UIAppFonts` (only with fonts: without them nothing says whether the app ships a font).
enum FontNamesInCode {
    static func findings(in file: SourceFile, fonts: FontAvailability) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for call in file.calls {
            let argument: Slice<SwiftTokens>?
            switch (call.name, call.base, call.firstName) {
            case ("custom", .implicitMember, _), ("custom", .none, "Font"): argument = file.argument(nil, of: call)
            case ("UIFont", .none, _) where call.labels.first == "name": argument = file.argument("name", of: call)
            default: continue
            }
            guard let argument, argument.count == 1, let literal = argument.first, literal.kind == .string,
                let name = literal.value
            else { continue }
            let location = SourceCheck.location(of: literal, in: file)
            guard !fonts.knows(name) else {
                if let finding = unregistered(name, fonts: fonts, at: location) { found.append(finding) }
                continue
            }
            let suggestion = fonts.suggestion(for: name)
            let hint = UnknownFontRule.hint(for: suggestion)
            found.append(
                UnknownFontRule.description.diagnostic(
                    "\"\(QuotedText.short(name))\" is a font name no given font file holds and iOS does not ship, so this text is shown in the system font: \(hint)",
                    at: location, suggestion: suggestion?.name))
        }
        return found
    }

    /// `font-not-registered` for a name whose file Info.plist's `UIAppFonts` does not list
    /// (with `--info-plist`), as for a dictionary's names.
    static func unregistered(_ name: String, fonts: FontAvailability, at location: SourceLocation) -> Diagnostic? {
        guard let registrations = fonts.registrations, let face = fonts.face(named: name),
            !fonts.builtIn.contains(name), !registrations.contains(where: { $0.fileName == face.fileName })
        else { return nil }
        return FontNotRegisteredRule.description.diagnostic(
            "\(name) comes from \(face.fileName), which Info.plist's UIAppFonts does not list, so iOS never loads it and this text is shown in the system font: add <string>\(face.fileName)</string> to UIAppFonts",
            at: location, suggestion: face.fileName)
    }
}
