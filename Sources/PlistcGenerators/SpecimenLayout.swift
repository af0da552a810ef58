import PlistcDiagnostics
import PlistcStyleDictionary

/// The parts of a specimen page for one scale, each a piece of HTML or CSS.
struct SpecimenLayout {
    let scale: TypeScale
    let content: SpecimenContent
    let version: String
    /// The CSS class of each custom font name, in order of first use: `font-1`, `font-2`…
    let fontClasses: [(name: String, className: String)]
    /// The findings about each style (those whose key path starts with its key), numbered as
    /// the page lists them: grouped once, however many findings there are.
    private let findingsByStyle: [TextStyle: [(number: Int, diagnostic: Diagnostic)]]

    init(scale: TypeScale, content: SpecimenContent, version: String) {
        self.scale = scale
        self.content = content
        self.version = version
        var seen: Set<String> = []
        let names = scale.rows.filter { $0.origin == .custom }.map(\.fontName).filter { seen.insert($0).inserted }
        fontClasses = names.enumerated().map { ($0.element, "font-\($0.offset + 1)") }
        var findingsByStyle: [TextStyle: [(number: Int, diagnostic: Diagnostic)]] = [:]
        for (index, diagnostic) in content.diagnostics.enumerated() {
            let head = diagnostic.keyPath.prefix { $0 != "." && $0 != "[" }
            if let style = TextStyle(rawValue: String(head)) {
                findingsByStyle[style, default: []].append((index + 1, diagnostic))
            }
        }
        self.findingsByStyle = findingsByStyle
    }

    /// The source file's name, without its folder, so the page is the same on every machine.
    var sourceName: String { PathText.fileName(scale.source) }

    /// The category selected when the page opens: Large, or the first one shown.
    var initialCategory: ContentSizeCategory {
        scale.categories.contains(.large) ? .large : scale.categories.first ?? .large
    }

    /// How each row's sample is set.
    enum SampleFont {
        /// A custom font, embedded in the page.
        case embedded(EmbeddedFont)
        /// A custom font the page names but does not carry, and why.
        case named(why: String)
        /// The system font, at Apple's weight.
        case system(weight: String)
    }

    func sampleFont(for row: TypeScale.Row) -> SampleFont {
        guard row.origin == .custom else { return .system(weight: row.weight ?? "Regular") }
        if let font = content.fonts[row.fontName] { return .embedded(font) }
        if let problem = content.embeddingProblems[row.fontName] {
            return .named(why: "not embedded: \(problem)")
        }
        if scale.showsFonts {
            return .named(why: "built into iOS, not embedded: shown only if this computer has it")
        }
        return .named(why: "not embedded (no --fonts given): shown only if this computer has it")
    }

    func fontClass(for row: TypeScale.Row) -> String {
        guard row.origin == .custom else {
            let design = row.design.map { " design-\($0)" } ?? ""
            return "system weight-\(Self.cssWeight(row.weight ?? "Regular"))" + design
        }
        return fontClasses.first { $0.name == row.fontName }?.className ?? ""
    }

    /// One `@font-face` rule per custom font (the data, or its `local()` name) and the class
    /// that sets it.
    var fontFaces: String {
        fontClasses.map { name, className in
            let family = CSSText.string(name)
            let source = content.fonts[name]?.source ?? "local(\(family))"
            return """
                @font-face { font-family: \(family); src: \(source); font-display: block; }
                .\(className) { font-family: \(family), system-ui, sans-serif; }

                """
        }.joined()
    }

    /// For each category, the rules that show its sizes once its radio button is checked.
    var categoryRules: String {
        let initial = initialCategory.shortLabel
        return ".sample { font-size: var(--\(initial)); }\n"
            + scale.categories.map { category in
                let label = category.shortLabel
                let checked = "body:has(#size-\(label):checked)"
                return """
                    \(checked) .sample { font-size: var(--\(label)); }
                    \(checked) .at-\(label) { display: inline; }
                    \(checked) .c-\(label) { background: var(--selected); color: var(--text); }

                    """
            }.joined()
    }

    /// The CSS weight of one of Apple's weight names (`Semibold` is 600).
    static func cssWeight(_ name: String) -> Int {
        let weights = [
            "ultralight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500, "semibold": 600,
            "bold": 700, "heavy": 800, "black": 900,
        ]
        return weights[name.lowercased()] ?? 400
    }

    /// The findings about one style: those whose key path starts at its key.
    func findings(for style: TextStyle) -> [(number: Int, diagnostic: Diagnostic)] {
        findingsByStyle[style] ?? []
    }

    /// "1 error, 2 warnings", or nil when there are none.
    static func count(_ diagnostics: [Diagnostic]) -> String? {
        let parts = Diagnostic.Severity.allCases.reversed().compactMap { severity -> String? in
            let count = diagnostics.filter { $0.severity == severity }.count
            guard count > 0 else { return nil }
            return "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}

extension ContentSizeCategory {
    /// The UIKit name in words: `Extra Extra Large`, `Accessibility Medium`.
    var spokenName: String {
        var words = ""
        for character in uiKitName.dropFirst() {
            if character.isUppercase { words += " " }
            words.append(character)
        }
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
