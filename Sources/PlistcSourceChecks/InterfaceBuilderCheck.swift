import PlistcDiagnostics
import PlistcInterfaceBuilder
import PlistcStyleDictionary

/// The rules on one storyboard or XIB of the app (`lint --sources`): `ib-adjusts-without-text-style`;
/// with fonts, `unknown-font` and `font-not-registered` for the fonts it names; a file that is
/// not well-formed XML gets one `source-unreadable` note. Suppressed by
/// `<!-- plistc:disable:next RULE -->` comments, as in a plist.
enum InterfaceBuilderCheck {
    /// Whether `path` names a storyboard or a XIB.
    static func reads(_ path: String) -> Bool { path.hasSuffix(".storyboard") || path.hasSuffix(".xib") }

    /// The findings of `bytes`, read from `path`, before suppression, with its suppressions.
    static func findings(_ bytes: [UInt8], path: String, fonts: FontAvailability?) -> (
        found: [Diagnostic], suppressions: SourceSuppressions
    ) {
        let document = XMLElements(bytes)
        let (suppressions, unknown) = SourceSuppressions.read(
            document.comments.compactMap { comment in
                let text = comment.text.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
                return text.hasPrefix("plistc:") ? (comment.line, comment.column, text.dropFirst("plistc:".count)) : nil
            }, path: path)
        if let problem = document.problem {
            return (
                [
                    SourceUnreadableRule.description.diagnostic(
                        "plistc cannot read this Interface Builder file (\(problem.message)), so none of its views is checked: is it well-formed XML, as Xcode writes it?",
                        at: SourceLocation(file: path, line: problem.line, column: 1))
                ], suppressions
            )
        }
        let found =
            unknown + (fonts.map { fontNames(document, path: path, fonts: $0) } ?? [])
            + TextViewFonts(document).views.compactMap { view -> Diagnostic? in
                guard view.adjustsFont, let font = view.fonts.first(where: { $0.textStyle == nil }) else { return nil }
                let location = SourceLocation(file: path, line: view.line, column: view.column)
                return IBAdjustsWithoutTextStyleRule.description.diagnostic(
                    "\(view.kind)\(view.id.map { " \($0)" } ?? "") adjusts its font to the text size (adjustsFontForContentSizeCategory), but shows \(font.words), which is no Dynamic Type text style: the text never grows; give it a text style, or scale its font in code and untick Automatically Adjusts Font",
                    at: location, fix: view.adjustsFontSpan.map { untick($0, at: location) })
            }
        return (found, suppressions)
    }

    /// `unknown-font` and `font-not-registered` for each font the file names
    /// (`<fontDescription … name="Inter-SemiBold" …/>`, an attributed text's `<font … name=…/>`),
    /// checked as a dictionary's names are; a name that starts with `.` (`.AppleSystemUIFont`) is
    /// the system font's.
    static func fontNames(_ document: XMLElements, path: String, fonts: FontAvailability) -> [Diagnostic] {
        document.elements.flatMap { element -> [Diagnostic] in
            guard element.name == "fontDescription" || element.name == "font",
                let name = document.attribute("name", of: element), !name.hasPrefix(".")
            else { return [] }
            let location = SourceLocation(file: path, line: element.line, column: element.column)
            guard !fonts.knows(name) else {
                return FontNamesInCode.unregistered(name, fonts: fonts, at: location).map { [$0] } ?? []
            }
            let suggestion = fonts.suggestion(for: name)
            return [
                UnknownFontRule.description.diagnostic(
                    "\"\(QuotedText.short(name))\" is a font name no given font file holds and iOS does not ship, so this view's text is shown in the system font: \(UnknownFontRule.hint(for: suggestion))",
                    at: location, suggestion: suggestion?.name)
            ]
        }
    }

    /// The `--fix`: the attribute removed with the white space before it, every other byte kept:
    /// the box unticked, which changes nothing the view shows.
    static func untick(_ span: XMLElements.Span, at location: SourceLocation) -> Fix {
        var fix = Fix(.content(location), with: "", summary: "adjustsFontForContentSizeCategory=\"YES\" removed")
        fix.range = TextRange(start: position(span.start), end: position(span.end))
        return fix
    }

    private static func position(_ place: XMLElements.Place) -> TextRange.Position {
        TextRange.Position(line: place.line, column: place.column, byteColumn: place.byteColumn, offset: place.offset)
    }
}
