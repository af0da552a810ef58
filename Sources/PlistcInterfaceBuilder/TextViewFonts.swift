/// The views of an Interface Builder file that show text with a font Dynamic Type could scale
/// (labels, text fields, text views), each with whether its Automatically Adjusts Font box is
/// ticked and the fonts it shows: its `<fontDescription>`, and the fonts of its attributed
/// text's fragments.
public struct TextViewFonts: Sendable {
    /// A font as Interface Builder writes it.
    public struct Font: Sendable, Hashable {
        /// The Dynamic Type text style (`UICTFontTextStyleBody`), if it is one.
        public let textStyle: String?
        /// The custom font's PostScript name (`Inter-SemiBold`), if it is one.
        public let name: String?
        /// `system`, `boldSystem`… for a system font at a size.
        public let systemType: String?
        public let pointSize: String?

        init(_ element: XMLElements.Element, in document: XMLElements) {
            let style = document.attribute("style", of: element)
            textStyle = style?.hasPrefix("UICTFontTextStyle") == true ? style : nil
            name = document.attribute("name", of: element)
            systemType = document.attribute("type", of: element) ?? document.attribute("metaFont", of: element)
            pointSize = document.attribute("pointSize", of: element) ?? document.attribute("size", of: element)
        }

        /// How a message names it: `Inter-SemiBold 17 pt`, `the system font at 17 pt`.
        public var words: String {
            let size = pointSize.map { " at \($0) pt" } ?? ""
            if let name, !name.hasPrefix(".AppleSystemUIFont") { return name + size }
            return "the system font" + size
        }
    }

    /// One view that shows text.
    public struct View: Sendable {
        /// `label`, `textField` or `textView`.
        public let kind: String
        /// Its Interface Builder identifier (`abc-12-xyz`).
        public let id: String?
        public let line: Int
        public let column: Int
        /// Whether `adjustsFontForContentSizeCategory="YES"`, and where that attribute is.
        public let adjustsFont: Bool
        public let adjustsFontSpan: XMLElements.Span?
        public internal(set) var fonts: [Font] = []
    }

    /// The elements that are such views.
    public static let kinds: Set<String> = ["label", "textField", "textView"]
    /// How many levels up from a font its view is looked for: a fragment's font is four.
    static let levels = 6

    public private(set) var views: [View] = []

    /// The text views of `document`, in document order: one pass over its elements, each font
    /// walked up at most `levels` parents to its view.
    public init(_ document: XMLElements) {
        var viewAt: [Int: Int] = [:]
        for (index, element) in document.elements.enumerated() {
            if Self.kinds.contains(element.name) {
                viewAt[index] = views.count
                let adjusts = document.attribute("adjustsFontForContentSizeCategory", of: element) == "YES"
                views.append(
                    View(
                        kind: element.name, id: document.attribute("id", of: element), line: element.line,
                        column: element.column, adjustsFont: adjusts,
                        adjustsFontSpan: adjusts
                            ? document.span(of: "adjustsFontForContentSizeCategory", in: element) : nil))
                continue
            }
            let isDescription =
                element.name == "fontDescription" && document.attribute("key", of: element) == "fontDescription"
            let isFragmentFont = element.name == "font" && document.attribute("key", of: element) == "NSFont"
            guard isDescription || isFragmentFont else { continue }
            var parent = element.parent
            var steps = 1
            while parent >= 0, steps <= (isDescription ? 1 : Self.levels) {
                if let view = viewAt[parent] {
                    views[view].fonts.append(Font(element, in: document))
                    break
                }
                parent = document.elements[parent].parent
                steps += 1
            }
        }
    }
}
