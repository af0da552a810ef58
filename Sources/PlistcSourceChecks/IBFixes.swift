import PlistcDiagnostics
import PlistcInterfaceBuilder
import PlistcStyleDictionary

/// The `--fix`es of `ib-adjusts-without-text-style`, each one range of the file replaced and
/// every other byte kept.
enum IBFixes {
    /// The box unticked: the attribute removed with the white space before it, which changes
    /// nothing the view shows.
    static func untick(_ span: XMLElements.Span, at location: SourceLocation) -> Fix {
        var fix = Fix(.content(location), with: "", summary: "adjustsFontForContentSizeCategory=\"YES\" removed")
        fix.range = TextRange(start: position(span.start), end: position(span.end))
        return fix
    }

    /// `--fix-ib-text-style`: the view's `<fontDescription key="fontDescription" …/>` made
    /// `<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>`, as Xcode writes
    /// a text style, when a dictionary of `catalog` shows a style in the font at its size;
    /// `nil` for a fragment's font, a font with no such style, or a description whose `key`
    /// is not its first attribute.
    static func textStyle(
        _ font: TextViewFonts.Font, in document: XMLElements, catalog: DictionaryCatalog, at location: SourceLocation
    ) -> Fix? {
        let element = document.elements[font.element]
        guard font.isDescription, let name = font.name, let size = font.points,
            let (dictionary, style) = catalog.style(showing: name, at: size)
        else { return nil }
        let names = document.attributes(of: element).map(\.name)
        let spans = document.spans(of: element)
        guard names.first == "key", names.count >= 2, let first = spans.dropFirst().first, let last = spans.last
        else { return nil }
        var fix = Fix(
            .content(location), with: " style=\"\(style.uiKitRawValue)\"",
            summary:
                "font given the text style \(style.uiKitRawValue): Interface Builder now shows the system font in that style; \(dictionary).plist's \(style.rawValue), \(name) at \(FixedFontSizes.points(size)) pt, is for the code to give"
        )
        fix.range = TextRange(start: position(first.start), end: position(last.end))
        return fix
    }

    private static func position(_ place: XMLElements.Place) -> TextRange.Position {
        TextRange.Position(line: place.line, column: place.column, byteColumn: place.byteColumn, offset: place.offset)
    }
}
