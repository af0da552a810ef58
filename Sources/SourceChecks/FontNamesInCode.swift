import Diagnostics
import StyleDictionary
import SwiftSource

/// `unknown-font` in the app's Swift: the literal names of `Font.custom("…", …)` and
/// `UIFont(name: "…", …)` checked as a dictionary's names are, against the given fonts and the
/// fonts iOS ships (only with fonts: without them nothing says whether the app ships a font).
enum FontNamesInCode {
    static func findings(in file: SourceFile, fonts: FontAvailability) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for call in file.calls {
            let argument: ArraySlice<SwiftToken>?
            switch (call.name, call.base, call.names.first) {
            case ("custom", .implicitMember, _), ("custom", .none, "Font"): argument = file.argument(nil, of: call)
            case ("UIFont", .none, _) where call.labels.first == "name": argument = file.argument("name", of: call)
            default: continue
            }
            guard let argument, argument.count == 1, let literal = argument.first, literal.kind == .string,
                let name = literal.value, !fonts.knows(name)
            else { continue }
            let suggestion = fonts.suggestion(for: name)
            let hint = UnknownFontRule.hint(for: suggestion)
            found.append(
                UnknownFontRule.description.diagnostic(
                    "\"\(QuotedText.short(name))\" is a font name no given font file holds and iOS does not ship, so this text is shown in the system font: \(hint)",
                    at: SourceCheck.location(of: literal, in: file), suggestion: suggestion?.name))
        }
        return found
    }
}
