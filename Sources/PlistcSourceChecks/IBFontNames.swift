import PlistcDiagnostics
import PlistcInterfaceBuilder
import PlistcStyleDictionary

/// `unknown-font` and `font-not-registered` on a storyboard or XIB, checked as a dictionary's
/// names are: each font it names (`<fontDescription … name="Inter-SemiBold" …/>`, an attributed
/// text's `<font … name=…/>`), then each name of its `customFonts` list that no view's font
/// already reported. A name that starts with `.` (`.AppleSystemUIFont`) is the system font's.
enum IBFontNames {
    static func findings(_ document: XMLElements, path: String, fonts: FontAvailability) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var reported: Set<String> = []
        var listed: [(name: String, element: XMLElements.Element)] = []
        for (index, element) in document.elements.enumerated() {
            let name: String
            if element.name == "fontDescription" || element.name == "font" {
                guard let named = document.attribute("name", of: element) else { continue }
                name = named
            } else if isCustomFontsEntry(element, in: document), let text = document.text(of: index) {
                listed.append((text, element))
                continue
            } else {
                continue
            }
            if let finding = check(name, at: element, path: path, fonts: fonts) {
                found.append(finding)
                reported.insert(name)
            }
        }
        for (name, element) in listed where !reported.contains(name) {
            if let finding = check(name, at: element, path: path, fonts: fonts, listed: true) { found.append(finding) }
        }
        return found
    }

    /// `<customFonts key="customFonts"><array key="Inter.ttf"><string>Inter-Bold</string>`: a
    /// `<string>` of an array (`<mutableArray>` in older files) of the list.
    private static func isCustomFontsEntry(_ element: XMLElements.Element, in document: XMLElements) -> Bool {
        guard element.name == "string", element.parent >= 0 else { return false }
        let array = document.elements[element.parent]
        return array.parent >= 0 && document.elements[array.parent].name == "customFonts"
    }

    private static func check(
        _ name: String, at element: XMLElements.Element, path: String, fonts: FontAvailability, listed: Bool = false
    ) -> Diagnostic? {
        guard !name.hasPrefix(".") else { return nil }
        let location = SourceLocation(file: path, line: element.line, column: element.column)
        guard !fonts.knows(name) else { return FontNamesInCode.unregistered(name, fonts: fonts, at: location) }
        let suggestion = fonts.suggestion(for: name)
        let what =
            listed
            ? "; the file's customFonts list names it and none of its views does: a font the app no longer bundles, or a misspelling"
            : ", so this view's text is shown in the system font"
        return UnknownFontRule.description.diagnostic(
            "\"\(QuotedText.short(name))\" is a font name no given font file holds and iOS does not ship\(what): \(UnknownFontRule.hint(for: suggestion))",
            at: location, suggestion: suggestion?.name)
    }
}
