import PlistcDiagnostics
import PlistcInterfaceBuilder
import PlistcStyleDictionary

/// The rules on one storyboard or XIB of the app (`lint --sources`): `ib-adjusts-without-text-style`,
/// `fixed-font-size` for a view whose outlet the app's Swift gives no scaled font,
/// `ib-size-class-font`; with fonts, `unknown-font` and `font-not-registered` for the fonts it
/// names and its `customFonts` list. A file that is not well-formed XML gets one
/// `source-unreadable` note. Suppressed by `<!-- plistc:disable:next RULE -->` comments, as in
/// a plist.
enum InterfaceBuilderCheck {
    /// Whether `path` names a storyboard or a XIB.
    static func reads(_ path: String) -> Bool { path.hasSuffix(".storyboard") || path.hasSuffix(".xib") }

    /// The findings of `bytes`, read from `path`, before suppression, with its suppressions:
    /// `app` tells which outlets the Swift gives a scaled font, `catalog` which style of a
    /// dictionary a font and size stand for.
    static func findings(
        _ bytes: [UInt8], path: String, options: LintOptions, app: AppSummary, catalog: DictionaryCatalog?
    ) -> (found: [Diagnostic], suppressions: SourceSuppressions) {
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
        let scan = TextViewFonts(document)
        let styleFix = options.fixGivesIBTextStyle ? catalog : nil
        let found =
            unknown + (options.fonts.map { IBFontNames.findings(document, path: path, fonts: $0) } ?? [])
            + scan.views.compactMap { adjustsWithoutTextStyle($0, in: document, path: path, styleFix: styleFix) }
            + IBFixedFontSizes.findings(scan.views, outlets: scan.outlets, app: app, catalog: catalog, path: path)
            + scan.sizeClassFonts.map { sizeClassFont($0.font, in: $0.variation, of: document, path: path) }
        return (found, suppressions)
    }

    /// `ib-adjusts-without-text-style` on `view`, with its fix: the box unticked, or, with
    /// `styleFix`, the text style that a dictionary shows in the view's font at its size.
    static func adjustsWithoutTextStyle(
        _ view: TextViewFonts.View, in document: XMLElements, path: String, styleFix: DictionaryCatalog?
    ) -> Diagnostic? {
        guard view.adjustsFont, let font = view.fonts.first(where: { $0.textStyle == nil }) else { return nil }
        let location = SourceLocation(file: path, line: view.line, column: view.column)
        // A text style for the view's own font leaves it adjusting a fragment's font: unticked.
        let alone = view.fonts.filter { $0.textStyle == nil }.count == 1
        let fix =
            styleFix.flatMap { alone ? IBFixes.textStyle(font, in: document, catalog: $0, at: location) : nil }
            ?? view.adjustsFontSpan.map { IBFixes.untick($0, at: location) }
        return IBAdjustsWithoutTextStyleRule.description.diagnostic(
            "\(view.kind)\(view.id.map { " \($0)" } ?? "") adjusts its font to the text size (adjustsFontForContentSizeCategory), but shows \(font.words), which is no Dynamic Type text style: the text never grows; give it a text style, or scale its font in code and untick Automatically Adjusts Font",
            at: location, fix: fix)
    }

    /// `ib-size-class-font` on the custom font `font`, set for the size class of `variation`.
    static func sizeClassFont(_ font: Int, in variation: Int, of document: XMLElements, path: String) -> Diagnostic {
        let element = document.elements[font]
        let name = document.attribute("name", of: element) ?? ""
        let size = (document.attribute("pointSize", of: element) ?? document.attribute("size", of: element))
            .map { " at \($0) pt" }
        let key = document.attribute("key", of: document.elements[variation]) ?? "a size class"
        let owner = document.elements[variation].parent
        let view =
            owner >= 0
            ? document.elements[owner].name
                + (document.attribute("id", of: document.elements[owner]).map { " \($0)" } ?? "") : "a view"
        return IBSizeClassFontRule.description.diagnostic(
            "\(view) sets \(name)\(size ?? "") for the size class \(key): a custom font in a size-class variation is reported to show as the system font on the device (rdar://20201174): set that size class's font in code instead",
            at: SourceLocation(file: path, line: element.line, column: element.column))
    }
}
